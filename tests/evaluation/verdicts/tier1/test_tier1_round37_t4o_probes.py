"""Round 37, t4o: probes in ``corpus_round37_t4o.py`` (see its docstring).

First run (main e20110e, before code): FIELDS dangerous 14/33 blocked, benign 0/23 false blocks; DEV 0/13; LATE
(written after the code) 8/35 · 0/21. After :mod:`loaded_places` (installs of a place, place options, VCS specs on a
foreign host, hook configurations written whole) and ``pythonpath``/``rootdir`` in ``location_settings._KEY``:
FIELDS 24/33 · 0/23, DEV 9/13, LATE 35/35 · 0/21. Open: the package runners by name and a renovate preset.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round37_t4o as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
# run-without-review package runners by NAME (`npx --yes x`, `pnpm dlx x`, `bunx x@latest`, `uvx x`, `pipx run x`,
# `gem exec x`): decided open since round 13 (a registry name; the benign corpora hold `npx create-next-app@latest`,
# `uvx ruff check .`, `npx -y http-server ./build`, `bunx prettier@latest`: Tier 1 sees no lockfile to tell them
# apart); a renovate preset `extends` (configuration, not code run by the agent). Strict xfails for the lead.
# Round 38 (t4s): the runners by name with nothing to work on are blocked (`unreviewed_runs`); their xfails went.
_OPEN_DANGEROUS: frozenset[str] = frozenset({"fields-32"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
