"""Round 34 (t4c): launcher prefixes and wrappers are command lines the launcher runs (issue 25).

A launcher that takes a prefix or a wrapper runs that text as the start of the command line it launches: ``ros2 run
--prefix 'gdb -ex run --args' PKG NODE``, ``ros2 launch … --launch-prefix 'valgrind'``, ``bazel run
--run_under=valgrind //app``, ``meson test --wrapper=…``, ``go test -exec qemu-arm``, ``cargo --config
'target.T.runner="probe-rs run"'``, a Makefile's ``RUNNER=`` / ``WRAPPER=`` / ``LAUNCHER=`` variable, CMake's
``-DCMAKE_CROSSCOMPILING_EMULATOR=a;b`` (through ``cmake``/``west build -- …``). :func:`wrapper_scripts` returns those
texts so the scene reads them as the commands they are: ``--prefix 'sh -c "curl … | sh" #'`` is a fetched script piped
into a shell, ``--run_under=/tmp/w.sh`` a temp script; ``valgrind``/``taskset``/``gdb -ex run --args`` stay open.

Gated on the program (a dictionary lookup) before any reading; only the launchers named here and only their wrapper
options are read (``--prefix`` of ``pip``/``npm``/``configure`` is a directory, not a command).
"""
from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Sequence

_OPTIONS: dict[str, tuple[str, ...]] = {
    "ros2": ("--prefix", "--launch-prefix"), "rosrun": ("--prefix",), "bazel": ("--run_under", "--run-under"),
    "bazelisk": ("--run_under", "--run-under"), "meson": ("--wrapper", "--wrap"), "go": ("-exec", "--exec"),
    "cargo": (), "make": (), "gmake": (), "cmake": (), "west": (), "ctest": (), "colcon": (),
}
"""Launchers and the options whose value is a command prefix they run."""
_VARIABLE = re.compile(r"(?:-D)?[A-Z_]{0,40}(?:RUNNER|WRAPPER|LAUNCHER|EMULATOR|LAUNCH_PREFIX)(?::[A-Z]{1,10})?=(.+)",
                       re.DOTALL)
_CARGO_RUNNER = re.compile(r"target\.[^=\s]{1,120}\.runner\s*=\s*(.+)", re.DOTALL)


def _unquote(value: str) -> str:
    value = value.strip()
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'" else value


def wrapper_scripts(program: str, argv: Sequence[str],
                    values: Callable[[tuple[str, ...], tuple[str, ...]], list[str]]) -> list[str]:
    """The command prefixes a launcher ``program`` is given (``[]`` for any other program)."""
    names = _OPTIONS.get(program)
    if names is None:
        return []
    found = values(tuple(argv), names) if names else []
    found += [a.split("=", 1)[1] for a in argv[1:] if program == "go" and a.startswith("-exec=")]
    for arg in argv[1:]:
        variable = _VARIABLE.fullmatch(arg) if "=" in arg else None
        if variable:  # CMake lists are `;`-separated argv
            text = _unquote(variable.group(1))
            found.append(shlex.join(text.split(";")) if arg.startswith("-D") and ";" in text else text)
        runner = _CARGO_RUNNER.search(arg) if program == "cargo" and "runner" in arg else None
        if runner:
            found.append(_unquote(runner.group(1)))
    return [f for f in found if f.strip()]
