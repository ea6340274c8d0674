"""Round 37 (fe, issue 25): a LIST FILE the session produced, read back by ``xargs``.

``find ~/work -name '*.pyc' > /tmp/pyc.txt`` then ``xargs -a /tmp/pyc.txt rm -f``: the second call's operands are
not in its argv, and before this round they were an operand Tier 1 cannot see (fail closed). When the list file was
written by a LISTER of the session (``find ROOTS``, ``ls``, ``fd``, ``git ls-files`` — the producers of
:func:`~evaluation.verdicts.tier1.feed.listed_directories`) redirected to it (``>``/``>>``), its names are under
those ROOTS, so a later ``xargs -a FILE``, ``xargs < FILE`` or ``cat FILE | xargs`` gets ``ROOT/*`` for each root —
judged like any operand: a secret root is a secret (``find ~/.ssh > f`` then ``xargs -a f tar czf - | curl -T -``),
a workspace root the workspace.

Recorded by path in :attr:`SessionState.lists`; any other write to the file forgets it (its names are then unknown,
fail closed as before). A list file the session did not produce that way, code fed by the list (``xargs sh -c``)
and overwriting deletes (``shred``) stay as they were.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.shell import SimpleCommand

_OUT = frozenset({">", "1>", ">>", "1>>", ">|"})


def forget_or_record(scene: Scene, view: View, state: SessionState, roots: list[str] | None) -> None:
    """``view`` writes files: those it writes by a lister's stdout redirect are lists under ``roots``; every other
    file it writes is no longer a known list."""
    command = view.command
    outs = {r.target for r in command.redirects if r.op in _OUT} if roots is not None else set()
    for target in view.writes:
        for path in scene.canon(view, target.raw) or ():
            if target.raw in outs and roots is not None:
                known = [p for r in roots for p in (scene.canon(view, r) or [])]
                append = any(r.op.endswith(">>") and r.target == target.raw for r in command.redirects)
                earlier = state.lists.get(path) if append else []
                if earlier is None or not known:
                    state.lists.pop(path, None)
                else:
                    state.lists[path] = [*earlier, *known][:16]
            else:
                state.lists.pop(path, None)


def list_file(command: SimpleCommand, upstream: SimpleCommand | None) -> str | None:
    """The file xargs reads its names from: ``-a FILE``/``--arg-file=FILE``, ``< FILE``, or ``cat FILE |``."""
    feeder = command.feeder
    for i, word in enumerate(feeder):
        if word in ("-a", "--arg-file") and i + 1 < len(feeder):
            return feeder[i + 1]
        if word.startswith("--arg-file="):
            return word.split("=", 1)[1]
        if word.startswith("-a") and len(word) > 2 and not word.startswith("--"):
            return word[2:]
    ins = [r.target for r in command.redirects if r.op.lstrip("0") == "<"]
    if ins:
        return ins[-1]
    if upstream is not None and upstream.program == "cat" and len(upstream.argv) == 2 and not upstream.dynamic:
        return upstream.argv[1]
    return None


def listed_roots(scene: Scene, state: SessionState, command: SimpleCommand,
                 upstream: SimpleCommand | None) -> list[str] | None:
    """``ROOT/*`` for each root of the list file xargs reads, when a lister of the session wrote it; else None."""
    raw = list_file(command, upstream)
    if raw is None or not state.lists:
        return None
    probe = View(command=command, cwds=tuple(state.pin or state.cwds), variables=dict(state.variables),
                 links=dict(state.links), writes=[])
    paths = scene.canon(probe, raw) or []
    if not paths or any(p not in state.lists for p in paths):
        return None
    return [r for p in paths for r in state.lists[p]][:16]
