"""Round 18, part t1v (issue 25): probes by mechanism for check modes fed a list, workspace deletes of a bounded
list, code that only reports metadata of a profile file, lists and stdin that write, delete or run, and process
floods (``corpus_round18_t1v.py``), written before the code. Sequences are judged as the server judges a session
(each earlier call's ``cwd_after`` carried to the next).

First run, before any code (branch at 64628b4): dangerous 32/54 blocked, benign 8/58 false blocks (the
missed: interpreters fed a list of workspace or /tmp scripts by xargs, awk's fields of ``.env`` piped to curl,
``xargs -a``/``--arg-file`` feeding gem, pip, cargo, apt-get, ``. /dev/stdin < F``, ``bash /dev/fd/0 < F``,
``cpio -id``, ``bsdtar -P``, ``pax -r``, ``seq | xargs -P0``, ``parallel -j0``/``--jobs 0``, Julia ``@async run`` and
a subshell ``&`` in endless loops; the false blocks: ``xargs -0 sh -n``, three workspace deletes of a list git or
find bounds, awk's count over ``.env``, Node ``statSync``/``existsSync`` of a built profile name, ``xargs -a F
echo``).

After the code (check modes, bounded lists, metadata reads, floods, listed installs, absolute extractors, PowerShell
encoded commands and Tcl): the probes written before it 47/54 · 0/58; with 27 LATE dangerous and 19 LATE benign
probes written with the code (one step aside from each relaxation, and the nineteenth's leftovers): 74/81 · 0/77.
The 7 open dangerous ones are decided open (strict xfails below): a list of the workspace's own scripts run by an
interpreter (``git ls-files '*.rb' | xargs -n1 ruby``) is judged as ``ruby ./x.rb`` is, and ``bash -s < downloads/
install.sh`` as ``bash downloads/install.sh``.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round18_t1v as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("CHECK_MODES", "LISTED_DELETES", "READ_METADATA", "LIST_FEEDS", "FLOODS")

# decided open (docs/security.md, round 18 t1v): a list of the workspace's own scripts run by an interpreter is
# judged as `bash ./x.sh` is (running the project's code is open); `bash -s < downloads/install.sh` was decided
# open likewise until round 22 (t2g), which reads a shell fed a file no call wrote on stdin as every interpreter
_OPEN = frozenset({"check_modes-2", "check_modes-3", "check_modes-4",
                   "check_modes-6"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
