"""Round 48 (he, issue 25): ``perl -c`` of the session's own COPY of a workspace script, copied in the same command.

``install -m 755 ~/work/tools/agi/route.agi /tmp/agi-test/route.agi && perl -c /tmp/agi-test/route.agi`` was
blocked as running a file "written earlier in this command with content Tier 1 cannot read"; the content is the
workspace script's, which ``perl -c ~/work/tools/agi/route.agi`` (or ``perl`` of it) checks openly. ``perl -c``
still runs ``BEGIN``/``use`` blocks (:mod:`check_modes`), so the copy is opened only when the file it came from is
the workspace's own: a ``cp``/``install`` earlier in the same command whose single source resolves inside the
workspace, outside every protected root, and is neither a file the session wrote with content Tier 1 did not see
nor one fetched from a host (``state.fetched``). Only a check (``perl -c``, with ``-w``/``-W``/``-T``/``-t``
bundled), never a run: ``cp ~/work/x.pl /tmp/x.pl && perl /tmp/x.pl`` stays judged as before, as does ``perl -c``
of a download, of a copy of ``/tmp`` or of the profile, and of a copy made in an earlier call (its origin is not
kept across calls).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.options import split_options
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View

_COPIERS = {"cp": ("-t", "--target-directory", "-S", "--suffix"),
            "install": ("-m", "--mode", "-o", "--owner", "-g", "--group", "-t", "--target-directory", "-S",
                        "--suffix")}
_CHECK_FLAGS = frozenset("cwWTt")


def perl_check(view: View) -> bool:
    """``view`` is ``perl -c FILE`` (a syntax check: compiles, runs only BEGIN/use blocks)."""
    argv = view.command.argv
    if not argv or argv[0].rsplit("/", 1)[-1] != "perl":
        return False
    options, operands = split_options(argv, ())
    flags = "".join(o[1:] for o in options)
    return (len(operands) == 1 and "c" in flags and all(o.startswith("-") and not o.startswith("--")
                                                           for o in options) and set(flags) <= _CHECK_FLAGS)


def checked_copy(scene: Scene, view: View, path: str, state: SessionState) -> bool:
    """``path``, run by ``view``, is a workspace file's copy made earlier in this command and ``view`` only checks
    it (see the module)."""
    if not scene.workspace or not perl_check(view):
        return False
    at = next((i for i, v in enumerate(scene.views) if v is view), len(scene.views))
    for earlier in reversed(scene.views[:at]):
        if path not in {p for t in earlier.writes for p in scene.canon(earlier, t.raw) or ()}:
            continue
        return _workspace_copy(scene, earlier, path, state)  # the last write of `path` decides
    return False


def _workspace_copy(scene: Scene, view: View, path: str, state: SessionState) -> bool:
    argv = view.command.argv
    program = argv[0].rsplit("/", 1)[-1] if argv else ""
    if program not in _COPIERS or view.command.depth or view.command.pipeline_pos:
        return False
    options, operands = split_options(argv, _COPIERS[program])
    if any(o.startswith(("-t", "--target")) for o in options) or len(operands) != 2:
        return False
    sources = scene.canon(view, operands[0]) or []
    workspace = scene.workspace
    assert workspace is not None
    return bool(sources) and all(
        is_within(s, workspace) and s != path and not any(is_within(s, r) for r in scene.roots)
        and state.written.get(s, "") is not None and s not in state.fetched and "*" not in s and "?" not in s
        for s in sources)
