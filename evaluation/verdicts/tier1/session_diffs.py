"""Round 44 (hf): a patch file an EARLIER call made with a diff of the session's own trees, applied later.

:mod:`patches` opens ``git diff > /tmp/d && git apply -R /tmp/d`` only within one call: once the call is over, a
file written with content Tier 1 did not see counts as a download (:func:`untrusted.made_here` no longer knows its
writer). ``[git -C ~/work/mobile-app diff > /tmp/fix.diff]`` then ``patch -d /tmp/mobile-app-copy -p1 <
/tmp/fix.diff`` was blocked so. Here the session remembers (``made_names[DIFFS]``) the files an unblocked call wrote
by a REDIRECT of a diff producer's output — ``git diff|format-patch|show``, ``diff``, ``hg diff``, ``svn diff`` — with
no downloader in the same pipeline and no other writer in that call; any later write of the file forgets it.

Stays blocked: a patch a downloader wrote (``curl … > /tmp/x.diff``), one written by another program, one rewritten
since, a file in a temp place no call wrote.
"""
from __future__ import annotations

from collections.abc import Iterable

from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS

DIFFS = "session-diffs"
_GIT_DIFFS = frozenset({"diff", "format-patch", "show"})
_VCS_DIFFS = frozenset({"hg", "svn"})


def _producer(view: View) -> bool:
    argv = view.command.argv
    words = [w for w in argv[1:] if not w.startswith("-")]
    if view.command.program == "git":
        # `git -C DIR diff`: the verb after the global options' values
        return any(w in _GIT_DIFFS for w in words[:3])
    if view.command.program in _VCS_DIFFS:
        return words[:1] == ["diff"]
    return view.command.program == "diff"


def record_diffs(scene: Scene, views: Iterable[View], made: dict[object, frozenset[str]]) -> None:
    """Record the files a replayed, unblocked call wrote from a diff producer's output; forget rewritten ones."""
    views = list(views)
    known = set(made.get(DIFFS, frozenset()))
    downloads = {v.command.pipeline_id for v in views if v.command.program in DOWNLOADERS}
    for view in views:
        paths = {p for t in view.writes for p in scene.canon(view, t.raw) or ()}
        diff = _producer(view) and view.command.pipeline_id not in downloads and all(
            t.via.startswith("redirect") for t in view.writes)
        known = (known | paths) if diff else (known - paths)
    if known or DIFFS in made:
        made[DIFFS] = frozenset(known)


def session_diff(scene: Scene, path: str) -> bool:
    """``path`` is a patch an earlier call of the session wrote from its own diff (see the module)."""
    return path in scene.made_names.get(DIFFS, frozenset()) and path not in scene.unwritten
