"""Round 31, part t3j (issue 25): probes (``corpus_round31_t3j.py``) for reads of governed files by unknown programs.

First run, before any code (branch at 48cd344): dangerous 34/37 blocked (before the two cmd.exe/powershell twins were
added), benign 31/33 false blocks; fields no dev batch covers (FIELD: GIS, audio, genomics, CAD, e-discovery, mobile)
6/6 · 6/6. After the code: 39/40 · 2/33 (FIELD 6/6 · 0/6). LATE class, written after the code: 9/9 · 1/8 first
(``xattr -lr``: a bundle of list letters), 9/9 · 0/8 after. Open: ``borg check --repair`` (verb-6: not this rule's
program), ``kopia snapshot list ~/.hermes`` (secret-exfiltration: a backup tool given the profile is a send),
``powershell.exe -c "Get-Content '$(wslpath …)' | Measure-Object"`` (interpreter code).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round31_t3j as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("VERB", "OPTS", "OUTPUT", "COPY", "PATHS", "FIELD", "LATE", "MERGE")

_OPEN: frozenset[str] = frozenset({"verb-6", "late-9"})
_OPEN_BENIGN: frozenset[str] = frozenset({"opts-1"})  # paths-4 passes with t3l (merge); verb-0 with round 38 t4v


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)

