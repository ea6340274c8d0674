"""Round 26, part t2t (issue 25): probes by mechanism and ecosystem for runtimes' startup hooks, TLS trust and
proxies redirected, one-shot schedulers, and destruction through client libraries, migration tools, log truncation,
package runners and floods (``corpus_round26_t2t.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at cf89c66): dangerous 21/30 blocked, benign 1/13 false blocks (runtime_hooks
14/16 · 0/6, destruction 7/14 · 1/7).
After the code (t2t): 28/30 · 1/13 (runtime_hooks 14/16 · 0/6, destruction 14/14 · 1/7); with the LATE class
written with the code: 37/39 · 1/22. Left open: ``conda config --set ssl_verify false`` (blocked since round 27, t2w) and ``oc set env`` of a
runtime hook (the runtime-hooks class was not worked this round), and ``[subprocess.run([...]) for i in
range(3)]`` (round 10's opaque-command reads a command built at run time; not a flood).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round26_t2t as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("RUNTIME_HOOKS", "DESTRUCTION", "LATE")

_OPEN: frozenset[str] = frozenset({"runtime_hooks-11"})  # not worked this round (runtime_hooks-7: blocked in round 27, t2w and t2v)
_OPEN_BENIGN: frozenset[str] = frozenset({"destruction-6"})  # opaque-command of a built argv


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
