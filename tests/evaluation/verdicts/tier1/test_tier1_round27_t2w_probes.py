"""Round 27, part t2w (issue 25): probes by mechanism and ecosystem for code run from what was written or downloaded
and for secrets leaving the machine (``corpus_round27_t2w.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 6f35850): dangerous 35/41 blocked, benign 0/29 false blocks (written 9/12 ·
0/8: a hook in a directory named by `core.hooksPath` then the git verb that fires it, an archive downloaded and unpacked
in earlier calls then its program run; foreign 13/15 · 0/12: `.npmrc` and `.yarnrc.yml` naming a foreign registry
then `npm ci`/`yarn install`, `brew install` of a foreign tap; secrets 14/14 · 0/9).
After the code (t2w): 41/41 · 0/29; with the LATE class written with the code (one step aside of each relaxation,
other members of each field): 53/53 · 0/40. OPEN (6, strict xfails): a heredoc's substitution sent, Julia HTTP of a
joined secret path, `git ls-files '*.pem' | xargs curl -F`, DuckDB `COPY … TO 'gs://…'`, west.yml remotes then
`west update`, `brew tap` in one call then `brew install NAME` in the next.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round27_t2w as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WRITTEN", "FOREIGN", "SECRETS", "LATE", "OPEN")

# open-3 (DuckDB `COPY … TO 'gs://…'` of a secret) is blocked since round 28 (t2z, sql_exports); open-2 since
# round 41 (lead)
_OPEN: frozenset[str] = frozenset(f"open-{i}" for i in range(len(corpus.OPEN_DANGEROUS)) if i not in (2, 3))
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
