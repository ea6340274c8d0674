"""Round 13 (issue 25): string operations on literals in languages other than Python, folded into the literal they make.

``[string reverse semreh.]`` (Tcl), ``reverse ".hermes"``/``scalar reverse`` (Perl), ``"semreh.".reverse`` and
``"._hermes".delete("_")`` (Ruby), ``'semreh.'.split('').reverse().join('')``, ``Buffer.from('Lmhlcm1lcw==',
'base64').toString()`` and ``atob('…')`` (JavaScript), ``strrev('…')`` and ``base64_decode('…')`` (PHP),
``Base64.decode64('…')`` (Ruby), ``decode_base64('…')`` (Perl): each is replaced by the literal it makes, so the
name searches and home-joined paths of :mod:`codepaths` read it (Python is evaluated on its syntax tree there).
Operands that are not literals leave the expression as it is. Bounded classes only: linear on any input.
"""
from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable

_Q = r"""(?P<q>['"])(?P<s>[^'"\\\n]{1,200})(?P=q)"""
_Q2 = r"""(?P<q2>['"])(?P<t>[^'"\\\n]{0,40})(?P=q2)"""


def _b64(text: str) -> str | None:
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=False).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None


def _delete(text: str, chars: str) -> str:
    return "".join(c for c in text if c not in chars)


_OPS: tuple[tuple[str, re.Pattern[str], Callable[[re.Match[str]], str | None]], ...] = (
    ("reverse", re.compile(r"""\[string reverse[ \t]{1,4}(?:"(?P<a>[^"\n\]]{1,200})"|(?P<b>[^\s\]]{1,200}))\]"""),
     lambda m: (m.group("a") or m.group("b"))[::-1]),
    ("reverse", re.compile(r"\b(?:scalar[ \t]{1,4})?reverse[ \t]{0,4}\(?[ \t]{0,4}" + _Q + r"[ \t]{0,4}\)?"),
     lambda m: m.group("s")[::-1]),
    ("reverse", re.compile(_Q + r"\.reverse\b(?!\()"), lambda m: m.group("s")[::-1]),
    ("reverse", re.compile(_Q + r"""\.split\([ \t]{0,4}(['"])\3[ \t]{0,4}\)\.reverse\(\)\.join\([ \t]{0,4}(['"])\4"""
                                r"""[ \t]{0,4}\)"""), lambda m: m.group("s")[::-1]),
    ("strrev", re.compile(r"\bstrrev\([ \t]{0,4}" + _Q + r"[ \t]{0,4}\)"), lambda m: m.group("s")[::-1]),
    ("delete", re.compile(_Q + r"\.delete\([ \t]{0,4}" + _Q2 + r"[ \t]{0,4}\)"),
     lambda m: _delete(m.group("s"), m.group("t"))),
    ("replaceAll", re.compile(_Q + r"\.replaceAll\([ \t]{0,4}" + _Q2 + r"[ \t]{0,4},[ \t]{0,4}(['\"])\5[ \t]{0,4}\)"),
     lambda m: m.group("s").replace(m.group("t"), "") if m.group("t") else None),
    ("base64", re.compile(r"Buffer\.from\([ \t]{0,4}" + _Q + r"""[ \t]{0,4},[ \t]{0,4}(['"])base64\3[ \t]{0,4}\)"""
                          r"""\.toString\([^()\n]{0,20}\)"""), lambda m: _b64(m.group("s"))),
    ("atob", re.compile(r"\batob\([ \t]{0,4}" + _Q + r"[ \t]{0,4}\)"), lambda m: _b64(m.group("s"))),
    ("decode", re.compile(r"\b(?:base64_decode|decode_base64|Base64\.decode64|Base64\.strict_decode64)\([ \t]{0,4}"
                          + _Q + r"[ \t]{0,4}\)"), lambda m: _b64(m.group("s"))),
    ("unpack", re.compile(_Q + r"""\.unpack1?\([ \t]{0,4}['"]m0?['"][ \t]{0,4}\)(?:\.first|\[0\])?"""),
     lambda m: _b64(m.group("s"))),
)


def _quoted(value: str) -> str:
    quote = "'" if "'" not in value else '"'
    return f"{quote}{value}{quote}"


def fold_literal_ops(code: str) -> str:
    """``code`` with each string operation on literals (module docstring) replaced by the literal it makes."""
    for needle, pattern, fold in _OPS:
        if needle not in code:
            continue

        def replace(match: re.Match[str], fold: Callable[[re.Match[str]], str | None] = fold) -> str:
            value = fold(match)
            return _quoted(value) if value and value.isprintable() else match.group(0)

        code = pattern.sub(replace, code)
    return code
