"""Round 23 (t2k, issue 25): where a ``cd`` lands through ``CDPATH``.

``CDPATH=~ cd .hermes`` (or ``export CDPATH=~:/srv`` earlier, then ``cd .hermes``) does not enter ``./.hermes``:
bash, zsh, ksh and dash look a relative operand up in each ``CDPATH`` entry first and fall back to the current
directory. The operand is read against the entries: the first entry where the directory exists on this host is
where the shell goes; when none exists here, every entry and the current directory stay candidates (the
blocking side). An operand starting with ``/``, ``./``, ``../``, ``~`` or ``$`` never consults ``CDPATH``.
"""
from __future__ import annotations

import os

from evaluation.verdicts.tier1.scene_model import Scene, View

MAX_ENTRIES = 8


def _cdpath(view: View) -> str | None:
    own = [value for name, value in view.command.assignments if name == "CDPATH"]
    return own[-1] if own else view.variables.get("CDPATH")


def cdpath_targets(scene: Scene, view: View, operand: str, targets: list[str] | None) -> list[str] | None:
    """``targets`` (the operand read against the cwd), or where ``CDPATH`` sends the ``cd`` (see the module)."""
    value = _cdpath(view)
    if not value or not operand or operand.startswith(("/", "./", "../", "~", "$")) or operand in (".", ".."):
        return targets
    found: list[str] = []
    for entry in value.split(":")[:MAX_ENTRIES]:
        if not entry or entry == ".":
            continue
        joined = scene.canon(view, entry.rstrip("/") + "/" + operand)
        if joined and all(os.path.isdir(p) for p in joined):
            return joined
        found += joined or []
    return list(dict.fromkeys([*found, *(targets or [])])) if found else targets
