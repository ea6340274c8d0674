"""Round 48, lead's helper hb: probes in ``corpus_round48_lead_hb.py`` (see its docstring).

Before (main 1164d050): WAVE dangerous 0/4 blocked, benign 0/9 false blocks; FIELDS 0/10 · 0/10; LATE 2/9 · 0/10
(``launchctl setenv DYLD_INSERT_LIBRARIES`` and ``heroku config:set`` of a fetch-and-run were blocked already).
After (:mod:`daemon_settings`, wired in :func:`scheduled_code.scheduled_reasons`): WAVE 4/4 · 0/9, FIELDS 10/10 · 0/10,
LATE 9/9 · 0/10 (four LATE cases were written after a first cut: a milter list with a ``unix:/run/…sock`` path
and a ``milter_header_checks = pcre:/etc/…`` table read as hosts — paths are now skipped —, ``content_filter =
scan:[IP]:port`` with a transport name before the address, and a ``{ inet:…, default_action=accept }`` milter).
Batches with this code: 119th 313/315 · 4/154, 120th 319/320 · 6/165, 121st 320/326 · 5/165 (no new false block).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_hb as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
