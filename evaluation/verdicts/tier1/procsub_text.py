"""Round 30 (t3e, issue 25): a CMake script handed as a process substitution of literal text (``cmake -P <(printf
'…')``) is read, not of unknown origin: its text is the ``printf``'s, and it acts only through ``file(WRITE|APPEND|
TOUCH|MAKE_DIRECTORY …)`` of paths that resolve (``${NAME}`` from the call's ``-DNAME=value``, ``$PWD`` the working
directory) inside the workspace. Anything else — a command it runs, a download, an include, a write elsewhere, a
variable it cannot resolve, text that is not literal — keeps the round-13 block ("a command file made at run time")."""
from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, View

_CALL = re.compile(r"([A-Za-z_]\w{0,60})\s*\(([^()]{0,2000})\)")
_WRITES = re.compile(r"^\s*(WRITE|APPEND|TOUCH|MAKE_DIRECTORY)\s+(\"[^\"]{0,1000}\"|\S+)")
_SAFE_CALLS = frozenset({"message", "set", "unset", "if", "elseif", "else", "endif", "foreach", "endforeach",
                         "string", "list", "math", "cmake_minimum_required", "return"})
_VAR = re.compile(r"\$\{(\w{1,60})\}")


def _resolve(raw: str, defines: dict[str, str], cwd: str) -> str | None:
    text = _VAR.sub(lambda m: defines.get(m.group(1), "\0"), raw.strip('"'))
    text = text.replace("${PWD}", cwd).replace("$PWD", cwd)
    if "\0" in text or "$" in text or ".." in text.split("/"):
        return None
    return posixpath.normpath(text if text.startswith("/") else posixpath.join(cwd, text))


def cmake_text_inert(scene: Scene, view: View) -> bool:
    """Whether every ``<(…)`` of this ``cmake -P`` call is literal text that only writes inside the workspace."""
    command = view.command
    if command.program != "cmake" or not scene.workspace or len(view.cwds) != 1:
        return False
    inner = [v for v in scene.views if v.command.context == "substitution"
             and v.command.depth == command.depth + 1 and v.command.program in command.nested_programs]
    texts = [static_text(v.command) for v in inner]
    if not inner or any(t is None for t in texts):
        return False
    cwd = view.cwds[0]
    defines = {a[2:].split("=", 1)[0]: a.split("=", 1)[1] for a in command.argv if a.startswith("-D") and "=" in a}
    defines = {k: v.replace("${PWD}", cwd).replace("$PWD", cwd) for k, v in defines.items()}
    content = "\n".join(t for t in texts if t is not None)
    calls = list(_CALL.finditer(content))
    if not calls or _CALL.sub("", content).strip():
        return False
    for call in calls:
        name, args = call.group(1).lower(), call.group(2)
        if name in _SAFE_CALLS:
            continue
        written = _WRITES.match(args) if name == "file" else None
        path = _resolve(written.group(2), defines, cwd) if written else None
        if path is None or not is_within(path, scene.workspace):
            return False
    return True
