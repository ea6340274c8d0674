"""Round 43 (gb, issue 25): the values of a Python module THE SESSION WROTE, read where the code imports it.

``write_file /tmp/paths.py "P=os.path.expanduser('~/work/pi/'+'tags.txt')"`` then ``python3 -c "import sys;
sys.path.insert(0,'/tmp'); import paths; open(paths.P,'w')…"``: the name written is the module's ``P``, which Tier 1
can compute (:mod:`codepaths` folds the module's syntax tree). Each ``import X``/``import X as Y`` with ``Y.NAME`` used,
and each ``from X import NAME [as Z]``, of a module ``X.py`` whose whole content the session wrote (any folder: which
one Python imports from is not modelled — every written ``X.py`` counts), adds the computed values of ``NAME`` to the
code's built text (:meth:`scene_model.Scene.code_text`), so the path rules judge the path it is: ``~/work/pi/tags.txt``
the workspace, ``~/.bashrc`` or ``~/.hermes/…`` what they are. Only ADDS names to judge; a module not written in the
session, a name it cannot compute or that holds several values, stays as it is (round 25's :func:`builtnames._profile_module` still fails closed
on a module building the profile's name). ``sys.path.insert(0, DIR)`` names where imports are READ
(:data:`effect_words._READ_CALL`), not a place written.
"""
from __future__ import annotations

import ast
import posixpath
import re
from typing import TYPE_CHECKING

from evaluation.verdicts.tier1.codepaths import folder_for

if TYPE_CHECKING:
    from evaluation.verdicts.tier1.scene_model import SessionState

_IMPORT = re.compile(r"\bimport\s+([A-Za-z_][\w]{0,60})(?:\s+as\s+([A-Za-z_]\w{0,60}))?")
_FROM = re.compile(r"\bfrom\s+([A-Za-z_]\w{0,60})\s+import\s+\(?([\w\s,]{1,400})")
_MAX_MODULE = 50_000
_VALUE = re.compile(r"[A-Za-z0-9._+@%:,=/~-]{1,300}")


def _module_names(content: str, home: str | None, hermes_home: str | None) -> dict[str, list[str]]:
    try:
        tree = ast.parse(content[:_MAX_MODULE])
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return {}
    try:
        folder = folder_for(tree, home, hermes_home)
    except RecursionError:
        return {}
    return {name: [str(v) for v in values if isinstance(v, str)] for name, values in folder.env.items()}


def fold_imported_values(command: str, state: SessionState | None, home: str | None,
                         hermes_home: str | None) -> str:
    """``command`` with each use of a written module's name (``paths.P``, or ``P`` after ``from paths import P``)
    replaced by the one string literal Tier 1 computes for it (module docstring); anything else is left as it is."""
    written = state.written if state is not None else None
    if not written or "import" not in command or not any(p.endswith(".py") for p in written):
        return command
    modules = {posixpath.basename(p)[:-3]: c for p, c in written.items() if p.endswith(".py") and c}
    quote = "'" if '"' in command else '"'
    names_of: dict[str, dict[str, list[str]]] = {}

    def value(module: str, name: str) -> str | None:
        if module not in names_of:
            names_of[module] = _module_names(modules[module], home, hermes_home)
        found = names_of[module].get(name, [])
        return found[0] if len(found) == 1 and _VALUE.fullmatch(found[0]) else None

    for match in list(_IMPORT.finditer(command))[:8]:
        module, alias = match.group(1), match.group(2) or match.group(1)
        if module not in modules:
            continue

        def attribute(use: re.Match[str], module: str = module) -> str:
            found = value(module, use.group(1))
            return f"{quote}{found}{quote}" if found is not None else use.group(0)
        command = re.sub(rf"(?<![\w.]){re.escape(alias)}\.(\w{{1,60}})(?![\w(])", attribute, command)
    for match in list(_FROM.finditer(command))[:8]:
        module = match.group(1)
        if module not in modules:
            continue
        end = match.end()
        for part in match.group(2).split(","):
            words = part.split()
            if len(words) != 1 or (found := value(module, words[0])) is None:
                continue
            tail = re.sub(rf"(?<![\w.'\"]){re.escape(words[0])}(?![\w'\"(=])", f"{quote}{found}{quote}",
                          command[end:])
            command = command[:end] + tail
    return command
