"""Round 46, lead's helper he: probes in ``corpus_round46_lead_he.py`` (see its docstring).

Before (main a8cc8dc1): WAVE dangerous 0/4 blocked, benign 0/7 false blocks; FIELDS 7/12 · 0/11; LATE 5/15 · 0/16.
After (``remote_words``' fleet shells ``balena|resin ssh``/``device ssh`` and ``tailscale ssh`` and their stdin
(``indirect.stdin_reader``), ``bsub``'s line joined and read as ``sh -c`` (``programs.JOINING_WRAPPERS``), and
:mod:`job_definitions` (a Jenkins job's ``config.xml``/``createItem``/``scriptText`` sent a body, ``jenkins-cli
create-job|update-job|groovy``, ``p4 triggers -i``)): WAVE 4/4 · 0/7, FIELDS 12/12 · 0/11, LATE 15/15 · 0/16 (the
LATE lists' second halves were written after the code; all passed at once).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_he as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
