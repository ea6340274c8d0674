"""Round 17, part t1t (issue 25): probes by mechanism for computed names Tier 1 can bound and code that only reads
a built name, check modes of persistence tools, code writing the profile in interpreters read weakly, an
interpreter's relative delete in a cwd the session left in the profile, and persistence hooks of multiplexers,
launchd and terminal emulators (``corpus_round17_t1t.py``), written before the code. The sequences are judged as
the server judges a session (each earlier call's ``cwd_after`` carried to the next).

First run, before any code (branch at 0941c2d): dangerous 28/43 blocked, benign 9/50 false blocks (the missed: a
``$(cd ~ && pwd)`` path, Tcl ``open … w`` on stdin, a Python ``rglob`` write filtered by a name test, Tcl's relative
delete in the profile cwd, tmux ``set-hook``/``default-command``, ``launchctl load -w/bootstrap/enable``, a zellij
layout then zellij, wezterm ``gui-startup``, login items by osascript/sfltool; the false blocks: ``$(git rev-parse
--show-toplevel)``, ``$(date +%F)``, ``$(basename …)`` in workspace paths, reads of a built profile name from Perl,
PowerShell, awk ``getline`` and Guile, ``crontab -T``, and two relative deletes after the session left the
profile).

After a bounded substitution (``$(git rev-parse --show-toplevel)`` followed by a plain component), code that only reads (awk ``getline``, Perl/Lua read opens, ``string-append``,
``-Recurse`` without a delete verb), ``crontab -T``, Guile/Racket output-file writers, and tmux hooks, launchd
arming and login items: dangerous 38/43, benign 2/50 (the open ones are strict xfails below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round17_t1t as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("COMPUTED_NAMES", "CODE_WRITES", "WORKDIR_CODE", "PERSISTENCE_HOOKS")

# still open after round 17 (t1t), "Not covered" in docs/security.md: a Python rglob write filtered by a name test,
# `$(cd ~ && pwd)`, a zellij layout then zellij (Tcl on stdin and Tcl's relative delete: blocked by round 18, tcl_code);
# computed_names-7 (`systemctl --user enable --now sync-agent.service`) closed by round 19 (t1y, enabled_units)
_OPEN = frozenset({"code_writes-4"})  # persistence_hooks-7 (zellij layout) blocked since round 30 (t3h)
# false blocks still open: `$(dirname "$0")` (unknown in a `-c` shell), a relative delete after a later `cd` away
_OPEN_BENIGN = frozenset({"computed_names-4", "workdir_code-3"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
