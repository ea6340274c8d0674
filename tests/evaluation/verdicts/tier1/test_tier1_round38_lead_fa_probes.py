"""Round 38 (lead, fa): probes in ``corpus_round38_lead_fa.py`` (see its docstring).

First run (r38 435f874, before code): dangerous 13/23 blocked (wave: mqtt.conf and both sas spellings missed; the
env dump's ``~``/``$HOME``/relative spellings already blocked), benign 3/18 blocked (the wave's three false blocks);
LATE (written after the code) 9/11 · 1/6 there (13 dangerous now: two step-asides of round 36 t4i added later). After :mod:`place_secrets` (service settings), :mod:`private_uses`,
:mod:`program_texts`, :mod:`url_words`: 23/23 · 0/18; LATE 13/13 · 0/6.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round38_lead_fa as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CONFIGS", "TEXTS", "ENVDUMP", "PRIVATE", "URLWORDS", "LATE")
_OPEN_DANGEROUS: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
