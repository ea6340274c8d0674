"""Round 38 (t4w): the paths Python code WRITES, by the call that writes them (for :mod:`code_startup`).

A value built from the home is a start-up place written only when it reaches a writing call: ``open(P, 'w'|'a'|'x'|
'+')`` (or a mode Tier 1 cannot read), ``P.write_text``/``write_bytes``/``touch``/``symlink_to``/``rename``/
``replace``/``unlink``/``chmod``/``open('w')``, ``shutil.copy*``/``move``/``os.rename``/``replace``/``symlink``/``link``
(the destination), ``os.remove``/``unlink``/``chmod``/``truncate``/``shutil.rmtree`` (the operand). A value only read
(``(Path.home() / '.gitconfig').read_text()``, ``open(os.path.join(HOME, '.npmrc'))``, ``.exists()``) is no write.
Values come from :class:`~evaluation.verdicts.tier1.codepaths._Folder` (names bound anywhere keep every value);
code that does not parse yields None (the caller then fails closed). One walk of the tree: linear.
"""
from __future__ import annotations

import ast

from evaluation.verdicts.tier1.codepaths import folder_for

_RECEIVER_WRITES = frozenset({"write_text", "write_bytes", "touch", "symlink_to", "hardlink_to", "rename", "replace",
                              "unlink", "chmod", "lchmod", "rmdir", "mkdir"})
_DEST_SECOND = frozenset({"copy", "copy2", "copyfile", "copytree", "move", "rename", "replace", "symlink", "link",
                          "renames", "copymode", "copystat"})
_OPERAND_FIRST = frozenset({"remove", "unlink", "chmod", "truncate", "rmtree", "makedirs", "mkdir", "rmdir",
                            "removedirs", "utime", "chown", "lchown"})


def _mode_writes(call: ast.Call, index: int) -> bool:
    mode = call.args[index] if len(call.args) > index else next(
        (k.value for k in call.keywords if k.arg == "mode"), None)
    if mode is None:
        return False
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str):
        return any(c in mode.value for c in "wax+")
    return True  # a mode Tier 1 cannot read: a write


def _targets(call: ast.Call) -> list[ast.expr]:
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if isinstance(func, ast.Attribute) and name in _RECEIVER_WRITES | {"open"}:
        receiver_writes = name != "open" or _mode_writes(call, 0)
        if name in ("rename", "replace") and len(call.args) >= 2:
            return [call.args[1]]  # `os.rename(src, dst)`: the destination
        if name in ("chmod", "mkdir") and call.args and isinstance(func.value, ast.Name) and func.value.id == "os":
            return [call.args[0]]
        if receiver_writes and not (isinstance(func.value, ast.Name) and func.value.id in ("os", "io", "shutil")):
            return [func.value] + ([call.args[0]] if name in ("rename", "replace", "symlink_to") and call.args else [])
    if name == "open":
        return [call.args[0]] if call.args and _mode_writes(call, 1) else []
    if name in _DEST_SECOND and len(call.args) >= 2:
        return [call.args[1]]
    if name in _OPERAND_FIRST and call.args:
        return [call.args[0]]
    return []


def written_values(code: str, home: str, hermes_home: str) -> list[str] | None:
    """The string values that reach a writing call of ``code``; None when it does not parse."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    try:
        folder = folder_for(tree, home, hermes_home)
        out: list[str] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                for target in _targets(node):
                    out += [v for v in folder.values(target) if isinstance(v, str) and v not in out][:64]
            if len(out) >= 64:
                break
    except RecursionError:
        return None
    return out
