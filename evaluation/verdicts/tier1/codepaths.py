"""Strings that interpreter code builds at run time from literals (issue 25: paths built at run time).

``Path.home()/'.hermes'/('SO'+'UL.md')``, ``os.path.join(home, '.her'+'mes', 'SOUL.md')``,
``'dm.LUOS'[::-1]``, ``''.join(['S', 'OUL.md'])``, ``'%s/%s' % (d, f)``, ``f'{d}/SOUL.md'``,
``base64.b64decode('U09VTC5tZA==').decode()``: Python code is read as a syntax tree and every
expression built only from literals, the home directory, ``HERMES_HOME`` and names bound to such
expressions is evaluated, without running anything. The values go to the same name and path tests
as the code's literals. Other languages get the concatenations of adjacent literals joined
(``'a' + 'b'``, ``'a' . 'b'``).

What no static reading sees — a name read from a file, the network or the user — stays unseen;
the checks then rely on what the code names and on the profile directory it names (docs/security.md).
"""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
import posixpath
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from evaluation.verdicts.tier1.arrayjoins import array_joins
from evaluation.verdicts.tier1.literal_ops import fold_literal_ops

MAX_VALUES = 256
MAX_LENGTH = 4_096
_CONCAT = re.compile(r"""(['"])\s*(?:\+|\.\.|\.|<<)\s*(['"])""")  # round 23: Lua's `..`
_PY_INTERPRETERS = ("python", "python3", "python2", "pypy", "pypy3")
_Env = dict[str, list[Any]]


class _Unknown(Exception):
    """An expression whose value is not built from literals alone."""


class _PathValue(str):
    """A string that came from ``pathlib`` (``/`` joins it)."""


_HOME_JOIN = re.compile(
    r"(?:\$env\(HOME\)|\$::env\(HOME\)|\$ENV\{\s*+['\"]?HOME['\"]?\s*+\}|ENV\[\s*+['\"]HOME['\"]\s*+\]|"
    r"(?:Sys\.|os\.)?getenv\(\s*+['\"]HOME['\"]\s*+\)|env\.HOME|env\[['\"]HOME['\"]\]|Dir\.home|homedir\(\)|"
    r"Path\.home\(\)|\$HOME\b|\$\{HOME\}|\$env:(?:HOME|USERPROFILE)|~)"
    r"\s*+(?:\)\s*+)?(?:\.\.|\.|\+|,|<>|\^|\*|/)?\s*+['\"]?(/?\.?[\w.-]++(?:/[\w.-]++)*+)")
"""A home-directory expression of some language joined to a path (``$env(HOME)/.hermes`` in Tcl,
``$ENV{HOME}."/.hermes"`` in Perl, ``getenv("HOME") .. "/.hermes"`` in Lua, ``Sys.getenv("HOME")`` in R):
possessive quantifiers, so a long run of spaces after one is read once (linear time)."""


def home_joined(code: str) -> list[str]:
    """``~/…`` for every home expression in ``code`` joined to a literal path (round 5: any language)."""
    if "HOME" not in code and "home" not in code and "~" not in code:
        return []
    code = fold_literal_ops(code)  # round 13
    if "join" in code or "implode" in code:  # round 11: `File.join(Dir.home, %w[.her mes].join, …)`
        code = array_joins(code)
    out: list[str] = []
    for match in _HOME_JOIN.finditer(code):
        tail = match.group(1).lstrip("/")
        if tail and len(out) < 64:
            out.append("~/" + tail)
    if "glob(" in code:  # round 14: `Path.home().glob('.h*/skills/*/SKILL.md')` names every path it matches
        out += ["~/" + m.group(1).lstrip("/") for m in _HOME_GLOB.finditer(code)][:16]
    return out


_HOME_GLOB = re.compile(r"(?:Path\.home\(\)|Path\(['\"]~['\"]\)\.expanduser\(\)|homedir\(\)|Dir\.home)"
                        r"[ \t]{0,4}\.r?glob\([ \t]{0,4}['\"]([^'\"\n]{1,200})['\"]")


def joined_literals(code: str) -> str:
    """``'.her' + 'mes'`` → ``'.hermes'`` (also Perl/PHP ``.`` and Ruby ``<<``), for name searches; round 11:
    an array of literals joined (:func:`array_joins`) becomes the literal it makes."""
    code = fold_literal_ops(code)  # round 13: reverse, delete, base64 of literals in other languages
    return _CONCAT.sub("", array_joins(code) if "join" in code or "implode" in code else code)


def is_python(program: str) -> bool:
    return program.startswith(_PY_INTERPRETERS) or program == "execute_code"


@lru_cache(maxsize=512)
def python_strings(code: str, home: str | None, hermes_home: str | None) -> tuple[str, ...]:
    """Values of the string expressions in Python ``code`` that are built from literals (not the
    literals themselves); empty when the code does not parse."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ()
    folder = _Folder(home, hermes_home)
    try:
        folder.bind(tree)
        values: list[str] = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) or not isinstance(node, ast.expr):
                continue
            for value in folder.values(node):
                if isinstance(value, str) and value and len(value) <= MAX_LENGTH and value not in values:
                    values.append(value)
            if len(values) >= MAX_VALUES:
                break
    except RecursionError:
        return ()
    return tuple(values)


def folder_for(tree: ast.AST, home: str | None, hermes_home: str | None) -> _Folder:
    """Round 38 (t4w): a folder bound to ``tree``, for a caller that asks the values of chosen nodes."""
    folder = _Folder(home, hermes_home)
    folder.bind(tree)
    return folder


class _Folder:
    def __init__(self, home: str | None, hermes_home: str | None) -> None:
        self.env: _Env = {}
        self.home, self.hermes_home = home, hermes_home
        self.memo: dict[int, list[Any]] = {}

    def bind(self, tree: ast.AST) -> None:
        """Names assigned a foldable value anywhere (every value a name may hold is kept)."""
        for node in ast.walk(tree):
            targets: list[ast.expr] = []
            value: ast.expr | None = None
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, (ast.AnnAssign, ast.NamedExpr)) and node.value is not None:
                targets, value = [node.target], node.value
            elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
                joined = ast.BinOp(left=ast.Name(id=node.target.id, ctx=ast.Load()), op=node.op, right=node.value)
                targets, value = [node.target], joined
            for target in targets:
                if isinstance(target, ast.Name) and value is not None:
                    self.env.setdefault(target.id, []).extend(self.values(value))

    def values(self, node: ast.expr) -> list[Any]:
        key = id(node)
        if key not in self.memo:
            self.memo[key] = []  # a name bound to itself folds to nothing, not forever
            try:
                found = self._fold(node)
            except (_Unknown, TypeError, ValueError, IndexError, KeyError, UnicodeError, binascii.Error,
                    OverflowError, LookupError):
                found = []
            self.memo[key] = found[:16]
        return self.memo[key]

    def one(self, node: ast.expr) -> list[Any]:
        found = self.values(node)
        if not found:
            raise _Unknown
        return found

    def _fold(self, node: ast.expr) -> list[Any]:  # noqa: C901 - one case per syntax
        if isinstance(node, ast.Constant):
            return [node.value] if isinstance(node.value, (str, bytes, int)) else []
        if isinstance(node, ast.Name):
            if node.id in self.env:
                return self.env[node.id]
            raise _Unknown
        if isinstance(node, ast.JoinedStr):
            parts: list[list[Any]] = []
            for part in node.values:
                inner = part.value if isinstance(part, ast.FormattedValue) else part
                parts.append([str(v) for v in self.one(inner)])
            out = [""]
            for options in parts:
                out = [a + b for a in out for b in options][:16]
            return out
        if isinstance(node, (ast.List, ast.Tuple)):
            items = [self.one(e) for e in node.elts]
            return [tuple(v[0] for v in items)]
        if isinstance(node, ast.BinOp):
            lefts, rights = self.one(node.left), self.one(node.right)
            return [r for a in lefts for b in rights if (r := _binop(node.op, a, b)) is not None]
        if isinstance(node, ast.Subscript):
            if isinstance(node.value, ast.Attribute) and node.value.attr == "environ":
                return [v for k in self.one(node.slice) if (v := self._env_var(k)) is not None]
            bases = self.one(node.value)
            if isinstance(node.slice, ast.Slice):
                bounds = [self.one(b)[0] if b is not None else None
                          for b in (node.slice.lower, node.slice.upper, node.slice.step)]
                return [b[slice(*bounds)] for b in bases]
            return [b[i] for b in bases for i in self.one(node.slice)]
        if isinstance(node, ast.Call):
            return self._call(node)
        if isinstance(node, ast.Attribute):
            if node.attr == "sep" or node.attr == "pathsep":
                return ["/" if node.attr == "sep" else ":"]
            raise _Unknown
        raise _Unknown

    def _env_var(self, name: Any) -> str | None:
        return {"HOME": self.home, "HERMES_HOME": self.hermes_home}.get(name) if isinstance(name, str) else None

    def _call(self, node: ast.Call) -> list[Any]:
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
        args = node.args
        if name == "home" and not args:
            return [_PathValue(self.home)] if self.home else []
        if name in ("getenv", "get") and args and isinstance(func, ast.Attribute) and (
                name == "getenv" or (isinstance(func.value, ast.Attribute) and func.value.attr == "environ")):
            return [v for k in self.one(args[0]) if (v := self._env_var(k)) is not None]
        if name == "expanduser":
            target = args[0] if args else (func.value if isinstance(func, ast.Attribute) else None)
            if target is None:
                raise _Unknown
            return [_expand_home(v, self.home) for v in self.one(target)]
        if name in ("Path", "PurePath", "PosixPath", "PurePosixPath") and args:
            return [_PathValue(posixpath.join(*(str(x) for x in combo))) for combo in self._combos(args)]
        if name in ("join", "joinpath") and isinstance(func, ast.Attribute):
            owner = func.value
            if name == "joinpath" or (isinstance(owner, ast.Attribute) and owner.attr == "path"):
                heads = self.one(owner) if name == "joinpath" else [""]
                return [posixpath.join(*(str(x) for x in (h, *combo) if x != "")) if (h or combo) else ""
                        for h in heads for combo in self._combos(args)]
            separators = self.one(owner)
            return [s.join(str(x) for x in seq) for s in separators for seq in self._sequence(args[0])]
        receiver: Callable[..., Any] | None = _METHODS.get(name)
        if receiver is not None and isinstance(func, ast.Attribute):
            extra = [self.one(a)[0] for a in args]
            return [_method(name, v, extra) for v in self.one(func.value)]
        if name in ("abspath", "realpath", "normpath", "str", "fspath", "resolve", "absolute", "expandvars") and (
                args or isinstance(func, ast.Attribute)):
            target = args[0] if args else func.value  # type: ignore[attr-defined]
            return [str(v) for v in self.one(target)]
        if name == "chr" and args:
            return [chr(v) for v in self.one(args[0]) if isinstance(v, int)]
        if name == "map" and len(args) == 2 and isinstance(args[0], ast.Name) and args[0].id == "chr":
            return [tuple(chr(c) for c in v) for v in self.one(args[1])  # round 43 (gb): `map(chr, [112, 105])`
                    if isinstance(v, tuple) and len(v) <= MAX_LENGTH and all(isinstance(c, int) for c in v)]
        if name in ("b64decode", "urlsafe_b64decode", "b32decode", "b16decode", "unhexlify", "fromhex", "a2b_hex"):
            decode = {"b64decode": base64.b64decode, "urlsafe_b64decode": base64.urlsafe_b64decode,
                      "b32decode": base64.b32decode, "b16decode": base64.b16decode,
                      "unhexlify": binascii.unhexlify, "a2b_hex": binascii.unhexlify, "fromhex": bytes.fromhex}[name]
            return [decode(v) for v in self.one(args[0])] if args else []
        if name == "decode" and isinstance(func, ast.Attribute):
            if len(args) >= 2:
                return [codecs.decode(v, self.one(args[1])[0]) for v in self.one(args[0])]
            return [v.decode() if isinstance(v, bytes) else v for v in self.one(func.value)]
        if name in ("reversed", "sorted", "list", "tuple") and args:
            return [tuple(reversed(v)) if name == "reversed" else tuple(v) for v in self.one(args[0])]
        raise _Unknown

    def _combos(self, args: list[ast.expr]) -> list[tuple[Any, ...]]:
        combos: list[tuple[Any, ...]] = [()]
        for arg in args:
            if isinstance(arg, ast.Starred):
                combos = [c + tuple(seq) for c in combos for seq in self._sequence(arg.value)]
            else:
                combos = [c + (v,) for c in combos for v in self.one(arg)][:16]
        return combos

    def _sequence(self, node: ast.expr) -> list[tuple[Any, ...]]:
        return [tuple(v) if isinstance(v, (tuple, list)) else tuple(str(v)) for v in self.one(node)]


def _expand_home(value: Any, home: str | None) -> str:
    text = str(value)
    if home and (text == "~" or text.startswith("~/")):
        return home + text[1:]
    return text


def _binop(op: ast.operator, a: Any, b: Any) -> Any:
    if isinstance(op, ast.Add) and isinstance(a, str) and isinstance(b, str):
        return _PathValue(a + b) if isinstance(a, _PathValue) else a + b
    if isinstance(op, ast.Add) and isinstance(a, bytes) and isinstance(b, bytes):
        return a + b
    if isinstance(op, ast.Div) and (isinstance(a, _PathValue) or isinstance(b, _PathValue)):
        return _PathValue(posixpath.join(str(a), str(b)))
    if isinstance(op, ast.Mod) and isinstance(a, str):
        return a % b
    if isinstance(op, ast.Mult) and isinstance(a, str) and isinstance(b, int) and b < 64:
        return a * b
    return None


_METHODS: dict[str, Callable[..., Any]] = {
    "upper": str.upper, "lower": str.lower, "strip": str.strip, "lstrip": str.lstrip, "rstrip": str.rstrip,
    "replace": str.replace, "format": str.format, "swapcase": str.swapcase, "title": str.title,
    "capitalize": str.capitalize, "casefold": str.casefold, "removeprefix": str.removeprefix,
    "removesuffix": str.removesuffix, "translate": str.translate, "encode": str.encode,
}


def _method(name: str, value: Any, extra: list[Any]) -> Any:
    if isinstance(value, bytes) and name in ("upper", "lower", "strip", "replace"):
        return getattr(value, name)(*extra)
    if name == "encode":
        return str(value).encode()
    return _METHODS[name](str(value), *extra)
