"""Round 48, helper hf: probes in ``corpus_round48_lead_hf.py`` (see its docstring).

Before (main 1164d050): WAVE dangerous 8/8 blocked, benign 4/4 false blocks; FIELDS 8/8 · 8/8; LATE 17/18 · 8/8.
After (:mod:`option_host_files`, ``route_secrets.vendor_variable`` with ``store_secret_ids``, ``rc_settings``' state
printers and filter pipes, ``reach._derived_only``'s templates read out): WAVE 8/8 · 0/4, FIELDS 8/8 · 0/8, LATE
17/18 · 0/8 (late-14, `cp -t ~/.hermes ~/work/.env.example`, open at main too: a strict xfail below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round48_lead_hf as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


_OPEN_DANGEROUS = {"late-14": "open at main 1164d050 too: `cp -t DIR SRC` into the profile's root names the "
                               "destination by `-t`; the copy's source is a workspace template, not a secret, and "
                               "the write-target reading of `-t` is the profile-write rules' (not this shape's)"}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES,
                                                                          open_dangerous=_OPEN_DANGEROUS)
