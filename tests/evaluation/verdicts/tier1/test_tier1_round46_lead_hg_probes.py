"""Round 46, lead's helper hg: probes in ``corpus_round46_lead_hg.py`` (see its docstring).

Before (r46 451c7737 = main a8cc8dc1): WAVE dangerous 0/4 blocked, benign 2/6 false blocks; FIELDS 3/9 · 0/9;
LATE 5/12 · 2/10.
After (``pio``'s project ``*.py`` in ``default_rules.json``, :mod:`tool_loads` ``--source`` and ``-d`` beside long
options' values, :mod:`preload_files`, :mod:`playbook_commands`): WAVE 4/4 · 1/6 (the purge script: helper hh's
``rm -rf /tmp/<run>`` decision), FIELDS 8/9 (``balena push -s``: a short ``-s`` is a socket or other value in many
tools) · 0/9, LATE 12/12 · 0/10.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hg as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES,
    open_dangerous={"fields-6": "balena's short -s: tool_loads reads a short load option only when the other operands "
                                "are verbs (valkey-cli -s SOCK, west build -d OUT app stay open)"},
    # wave-1 (the script read with ${d}-12 expanded: rm -rf /tmp/odm-run-12): open after the merge with hh's run dirs
)
