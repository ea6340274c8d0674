"""Round 35, t4g: probes in ``corpus_round35_t4g.py`` (see its docstring).

Before the code (main ba2331a): FIELDS dangerous 19/37 blocked, benign 4/39 false blocks (``openvpn --config
client.ovpn`` twice, read as sending the profile; ``mlflow run https://github.com/…`` and ``pdflatex /tmp/x.tex``,
blocked by earlier deliberate rules — replaced by work-tree twins). After: FIELDS 37/37 · 0/39; LATE (written after
the code) 29/29 · 0/17.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round35_t4g as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_DANGEROUS: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN_BENIGN)
