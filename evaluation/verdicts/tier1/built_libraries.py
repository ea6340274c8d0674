"""Round 42 (lead fb, issue 25): a library the SESSION BUILT in its workspace, preloaded for one command.

``gcc -shared -fPIC -o ~/work/build/libtiming.so ~/work/timing.c`` in an earlier call, then
``LD_PRELOAD=~/work/build/libtiming.so python3 ~/work/bench/latency.py --n 100``: the session compiled the library
from its own work tree, and the one command it preloads it into is the session's own measurement. Round 37 (lead fd)
kept a work-tree preload open only for a work-tree program (``./build/app``) or a build runner; a library the
session's compiler built from work-tree sources is the project's own code just as much, for any program.

A compile is recorded (:func:`record_built`, during the history replay) when it is one top-level call of a compiler
or linker (:data:`_COMPILERS`, versioned names too) that was not blocked, names its output with ``-o``, has every
source operand and every ``-L``/``-I``/``-include`` place inside the workspace, and no ``$``, backquote or temp /
download place in any word. Its output, inside the workspace, is a built library. A later write of the same file by
anything else (``cp /tmp/evil.so build/libtiming.so``, ``curl -o …``) forgets it.

Stays blocked (:mod:`loader_own` judges as before): a preload from ``/tmp`` or a download, a library the session
did not compile, a compile from a temp source, ``export LD_PRELOAD=…``, a preload line in a start-up file (those are
not one-command prefixes).
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable

from evaluation.verdicts.tier1.fetched_libraries import record_fetched
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, View

BUILT = ("built-libraries",)
"""The key of the session's built libraries in ``made_names`` (a frozenset of canonical paths)."""
_COMPILERS = re.compile(r"(?:(?:[\w.-]{1,40}-)?(?:gcc|g\+\+|cc|c\+\+|clang|clang\+\+|ld|ld\.lld|ld\.gold|lld|tcc|icc|"
                        r"icx|nvcc|gfortran|zig|rustc)(?:-[0-9][\w.]{0,10})?)")
_VALUE_OPTIONS = frozenset({"-o", "-I", "-L", "-include", "-isystem", "-iquote", "-x", "-MF", "-MT", "-MQ", "-D", "-U",
                            "-l", "-target", "--target", "--sysroot", "-Xlinker", "--crate-type", "--edition",
                            "--crate-name", "-C"})
_PLACES = frozenset({"-I", "-L", "-include", "-isystem", "-iquote", "--sysroot"})
_FOREIGN = re.compile(r"[$`]|(?:^|[=/])(?:tmp|var/tmp|dev/shm|Downloads)(?:/|$)")
_LIBRARY = re.compile(r"\.(?:so(?:\.\d{1,4}){0,3}|dylib)\Z")


def _compile_output(scene: Scene, view: View) -> list[str]:
    """The canonical outputs of ``view`` when it is a compile of work-tree sources (see the module), else []."""
    command = view.command
    argv = command.argv
    if not argv or not scene.workspace or command.context != "top" or command.wrappers or command.dynamic or \
            not _COMPILERS.fullmatch(posixpath.basename(command.program or "")) or len(argv) > 64:
        return []
    outputs: list[str] = []
    at = 1
    while at < len(argv):
        word = argv[at]
        if _FOREIGN.search(word):
            return []
        value = argv[at + 1] if word in _VALUE_OPTIONS and at + 1 < len(argv) else None
        if value is not None and _FOREIGN.search(value):
            return []
        if word == "-o" and value is not None:
            outputs.append(value)
        elif word.startswith("-o") and len(word) > 2 and not word.startswith("-o-"):
            outputs.append(word[2:])
        place = value if word in _PLACES else next((word[len(p):] for p in _PLACES if word.startswith(p) and
                                                     len(word) > len(p) and len(p) == 2), None)
        if place is not None or not word.startswith("-"):
            paths = scene.canon(view, place if place is not None else word) or []
            if not paths or not all(is_within(p, scene.workspace) for p in paths):
                return []
        at += 2 if value is not None else 1
    found = [p for raw in outputs for p in scene.canon(view, raw) or ()]
    return found if found and all(is_within(p, scene.workspace) for p in found) else []


def record_built(scene: Scene, views: Iterable[View], made: dict[object, frozenset[str]]) -> None:
    """Record the libraries a replayed call compiled; forget the ones it wrote otherwise (see the module)."""
    for view in views:
        built = set(_compile_output(scene, view))
        written = {p for t in view.writes for p in scene.canon(view, t.raw) or ()} - built
        known = made.get(BUILT, frozenset())
        if built or (known and written & known):
            made[BUILT] = frozenset((known - written) | {p for p in built if _LIBRARY.search(p)})
    record_fetched(scene, views, made)  # round 45 (hh): a foreign download is no build output (fetched_libraries)


def built_library(scene: Scene, path: str) -> bool:
    """``path`` is a library the session compiled in its workspace and has not written otherwise since."""
    return path in scene.made_names.get(BUILT, frozenset()) and scene.written.get(path) is None and \
        path not in scene.unwritten  # unknown content (a compiler's output), or a compiler Tier 1 does not model
