"""Round 27 (t2u, issue 25): a symbolic link made INSIDE the workspace is not a write to its target.

``ln -sfn ~/.hermes build/profile-link && jq '.allow | length' build/profile-link/policies/tools.json``, ``ln -s
~/.hermes/skills skills-view && ls skills-view/`` were blocked as "a later write through the link lands there". The
link is recorded where the session's state keeps links (``scene_replay``), in this command and in the calls after
it, so a write through it (``echo x > build/profile-link/SOUL.md``, ``find -L build/profile-link/memory -delete``,
``sed -i … build/profile-link/policies/*.yaml``) resolves to the profile and is judged there, as any write to it.

Only a link named below a build-output directory of the workspace (``build/``, ``dist/``, ``out/``, ``target/``,
``tmp/``): a link at the workspace's top (``ln -s ~/.hermes ./h``, ``ln -s ~ ./home``) is the fail-closed corpus's
two-call preparation and stays blocked. Only a link to a directory that HOLDS governed places without being one (the profile itself, its ``scripts/``): a
link to a governed file or directory (``ln -s ~/.hermes/SOUL.md ./x``, ``ln -s ~/.hermes/skills view``) makes its
name an alias of governed content and stays blocked at creation (the fail-closed corpus's two-call preparation).

Still blocked at creation: a link whose name is outside the workspace (``/tmp/h``, ``/var/tmp/x``: a place other
processes and later sessions share, where Tier 1 keeps no record), a link name Tier 1 cannot resolve, a link inside
the profile itself (``ln -sfn /tmp/x ~/.hermes/plugins``: judged as a write there by the other rules), hard links
(``ln ~/.hermes/SOUL.md build/s`` shares the file itself: a write to either changes both), and ``cp -s|-l``.
"""
from __future__ import annotations

import posixpath

from evaluation.verdicts.tier1.paths import fold, is_within
from evaluation.verdicts.tier1.protected_roots import protected_root_for
from evaluation.verdicts.tier1.scene_model import Scene, View


def workspace_link(scene: Scene, view: View, name: str, sources: int) -> bool:
    """The one symbolic link ``ln -s`` makes is named inside the workspace, below it and in no protected place."""
    workspace = scene.workspace
    if not workspace or sources != 1 or not name or any(c in name for c in "$`*?[{"):
        return False
    places = scene.canon(view, name)
    if not places:
        return False
    inside = fold(workspace.rstrip("/") or "/")
    return all(is_within(fold(posixpath.normpath(p)), inside) and _output_dir(fold(posixpath.normpath(p))[len(inside):])
               and protected_root_for(p, scene.roots, covers_descendants=True) is None for p in places)


_OUTPUTS = frozenset({"build", "dist", "out", "target", "_build", ".build", "tmp", ".tmp"})


def _output_dir(relative: str) -> bool:
    """``/build/profile-link``: the link lies below a build-output directory of the workspace, not at its top."""
    parts = [p for p in relative.split("/") if p]
    return len(parts) >= 2 and any(p in _OUTPUTS for p in parts[:-1])
