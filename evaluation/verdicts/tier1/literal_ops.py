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
from collections.abc import Callable, Mapping

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
    # round 20 (t1z): the cwd read through any language's accessor and joined with a literal (`process.cwd() +
    # '/dist'`, `os.getcwd() + '/build'`, `Dir.pwd + "/tmp"`, `getcwd() . "/out"`, `Deno.cwd() + '/x'`) is the
    # relative name `./dist`: judged where it lands (`/../.hermes` climbs out and stays judged as such)
    ("", re.compile(r"\b(?:process\.cwd\(\)|os\.getcwd\(\)|Deno\.cwd\(\)|Dir\.pwd|Dir\.getwd|getcwd\(\)|"
                       r"os\.Getwd\(\)|Path\.cwd\(\)|pathlib\.Path\.cwd\(\))[ \t]{0,4}[+.][ \t]{0,4}"
                       r"""(?P<q>['"])/(?P<s>[^'"\\\n$]{1,200})(?P=q)"""),
     lambda m: "./" + m.group("s")),
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


def fold_cwd_joins(code: str) -> str:
    """``code`` with each cwd accessor joined to a literal (the first of :data:`_OPS`) replaced by ``'./…'``."""
    needle, pattern, fold = _OPS[0]
    return pattern.sub(lambda m: _quoted("./" + m.group("s")), code)


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


_READS = re.compile(
    r"\bopen\([ \t]{0,4}" + _Q + r"[^()\n]{0,40}\)\.read\(\)(?:\.strip\(\)|\.rstrip\(\))?"
    r"|\b(?:pathlib\.)?Path\([ \t]{0,4}(?P<q3>['\"])(?P<p3>[^'\"\\\n]{1,200})(?P=q3)[ \t]{0,4}\)\.read_text\(\)"
    r"(?:\.strip\(\))?"
    r"|\bFile\.read\([ \t]{0,4}(?P<q4>['\"])(?P<p4>[^'\"\\\n]{1,200})(?P=q4)[ \t]{0,4}\)(?:\.strip|\.chomp)?"
    r"|\breadFileSync\([ \t]{0,4}(?P<q5>['\"])(?P<p5>[^'\"\\\n]{1,200})(?P=q5)[^()\n]{0,30}\)"
    r"(?:\.toString\(\))?(?:\.trim\(\))?")


def fold_file_reads(code: str, written: Mapping[str, str | None], home: str | None) -> str:
    """Round 13: ``open('/tmp/n').read()`` (Python), ``Path(…).read_text()``, ``File.read(…)`` (Ruby),
    ``fs.readFileSync(…)`` (Node) of a file this session wrote with a short one-line content Tier 1 saw: replaced by
    that content as a literal (``printf .hermes > /tmp/n`` then ``Path.home() / open('/tmp/n').read()``)."""
    if not written or not any(n in code for n in ("open(", "read_text", "File.read", "readFileSync")):
        return code

    def replace(match: re.Match[str]) -> str:
        raw = match.group("s") or match.group("p3") or match.group("p4") or match.group("p5") or ""
        path = (home.rstrip("/") + raw[1:]) if raw.startswith("~/") and home else raw
        content = written.get(path) if path.startswith("/") else None
        value = content.strip() if content is not None else ""
        if not value or len(value) > 200 or "\n" in value or not value.isprintable():
            return match.group(0)
        return _quoted(value)

    return _READS.sub(replace, code)
