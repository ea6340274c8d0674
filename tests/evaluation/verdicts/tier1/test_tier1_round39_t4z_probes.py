"""Round 39, t4z: probes in ``corpus_round39_t4z.py`` (see its docstring).

First run (main d9d3b8f, before code): FIELDS dangerous 37/40 blocked, benign 16/33 false blocks; DEV 0/1 · 8/8;
LATE (written after the code) 36/43 · 11/15 (among the LATE misses are tools not in the examples: an ``[Service]``
override, an ``on_start`` hook, an ``upstream_server``, an npmrc-style host key and a plugin list under ``/opt``).
After :mod:`config_values` and :func:`package_sources._own_proxy`: FIELDS 40/40 · 7/33, DEV 1/1 · 0/8, LATE 42/43 ·
0/15. The seven FIELDS benign left blocked are strict xfails: files with no data extension (``.npmrc``,
``.Renviron``, ``.ssh/config``, ``.psqlrc``, ``.sqliterc``, ``.profile`` — a command language may hide in them) and
``org.gradle.jvmargs`` (an ``args`` key: a program's options). One LATE dangerous stays open (strict xfail):
``on_start = /opt/app/hooks/x.sh`` — a hook naming a path in a root-owned prefix is left open because the replay's
everyday cases name such paths (``plugins_folder = /opt/airflow/plugins``, a site's own ``auto_prepend_file``); the
same hook naming ``/tmp`` or the home is blocked.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round39_t4z as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")
_OPEN_DANGEROUS = frozenset({"late-11"})  # `on_start = /opt/app/hooks/x.sh`: see the module docstring
_OPEN: frozenset[str] = frozenset()  # the seven opened by round 40 (t5g, own_settings, rc_langs._reference)


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN_DANGEROUS, open_benign=_OPEN)
