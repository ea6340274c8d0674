"""Round 43 (gb, issue 25): Python code whose every character-code builder Tier 1 COMPUTES is no unknown name.

Round 39 (:mod:`coded_targets`) failed closed on code that writes next to the home and builds text from codes
(``chr(46)``, ``map(chr, […])``, ``bytes([…])``, ``b64decode``, ``[::-1]``), because Tier 1 did not evaluate the
language. For Python it does (:mod:`codepaths` folds every expression built from literals on the syntax tree), so
``os.path.expanduser('~/work/'+''.join(map(chr,[112,105]))+'/tags.txt')`` is the name ``~/work/pi/tags.txt`` and is
judged as that name by the path rules — the workspace open, ``''.join(map(chr,[46,104,101,114,109,101,115]))``
(``.hermes``) the protected write it is.

Only when the code parses and EVERY builder in it (a call of ``chr``, ``map(chr, …)``, ``bytes``, ``bytearray``,
``fromhex``, ``unhexlify``, ``b64decode``/``b32decode``/``b16decode``, ``pack``, ``reversed``, or a slice with a step)
folds to a value; one builder whose operand is read at run time (``chr(n)``, ``map(chr, data)``) keeps round 39's
block. Other languages keep it too.
"""
from __future__ import annotations

import ast

from evaluation.verdicts.tier1.codepaths import folder_for

_BUILDERS = frozenset({"chr", "bytes", "bytearray", "fromhex", "unhexlify", "a2b_hex", "b64decode",
                       "urlsafe_b64decode", "b32decode", "b16decode", "pack", "reversed", "map", "decode"})
_MAX_NODES = 5_000


def _builder(node: ast.AST) -> bool:
    if isinstance(node, ast.Call):
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        return name in _BUILDERS
    return isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and node.slice.step is not None


def python_decoded(code: str, home: str | None, hermes_home: str | None) -> bool:
    """Every code builder of the Python ``code`` folds to a value (module docstring); False if none or it fails."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    nodes = list(ast.walk(tree))
    if len(nodes) > _MAX_NODES:
        return False
    builders = [n for n in nodes if _builder(n)]
    if not builders:
        return False
    try:
        folder = folder_for(tree, home, hermes_home)
        return all(folder.values(n) for n in builders if isinstance(n, ast.expr))
    except RecursionError:
        return False
