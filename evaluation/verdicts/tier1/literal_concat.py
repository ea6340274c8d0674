"""Round 37 (fb): a concatenation of string literals in inline code, folded into the one literal it makes.

``"/tmp/".."gcode-lines.txt"`` (Lua), ``p="/tmp/" "spc_out.csv"`` (awk juxtaposition), ``'/tmp/' . 'x.csv'``
(Perl/PHP), ``'cp a ' + process.env.HOME + '/.hermes/SOUL.md'`` (JavaScript, Python, Ruby ``+``/``<<``): a chain
whose every operand is a literal, or a read of the home directory Tier 1 already maps (``process.env.HOME``,
``os.homedir()``, ``os.environ['HOME']``, ``Dir.home``, ``ENV['HOME']``, ``$ENV{HOME}``, ``getenv("HOME")`` → ``~``),
becomes one literal: the path it builds is judged, not a directory its first piece names (``'/tmp/'``). A chain that
touches an operand Tier 1 cannot fold (``'/tmp/' + name``) is left as it is (judged as today, fail closed). The
operator is the one of the program's language; shells get none (``cp "a" . "b"`` is two operands). One regex pass
with bounded operands: linear.
"""
from __future__ import annotations

import posixpath
import re

_HOME = (r"require\(\s{0,4}['\"](?:node:)?os['\"]\s{0,4}\)\.homedir\(\)|process\.env\.HOME|process\.env\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|(?:os\.)?homedir\(\)|Dir\.home|"
         r"os\.environ\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|os\.(?:environ\.get|getenv)\(\s{0,4}['\"]HOME['\"]\s{0,4}\)|"
         r"ENV\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|\$ENV\{\s{0,4}['\"]?HOME['\"]?\s{0,4}\}|"
         r"(?:os\.)?getenv\(\s{0,4}['\"]HOME['\"]\s{0,4}\)")
_OPERAND = r"""'[^'\\\n]{0,400}'|"[^"\\\n]{0,400}"|""" + _HOME
_OPS = {"plus": r"[ \t]{0,4}(?:\+)[ \t]{0,4}", "lua": r"[ \t]{0,4}\.\.[ \t]{0,4}", "dot": r"[ \t]{0,4}\.[ \t]{0,4}",
        "ruby": r"[ \t]{0,4}(?:\+|<<)[ \t]{0,4}", "awk": r"[ \t]{1,4}"}
_LITERAL = r"""'[^'\\\n]{0,400}'|"[^"\\\n]{0,400}\""""
_CHAINS = {kind: re.compile(f"(?:{_OPERAND})(?:{op}(?:{_OPERAND})){{1,32}}") for kind, op in _OPS.items()}
_LITERAL_CHAINS = {kind: re.compile(f"(?:{_LITERAL})(?:{op}(?:{_LITERAL})){{1,32}}") for kind, op in _OPS.items()}
_PARTS = re.compile(_OPERAND)
_AFTER = re.compile(r"[ \t]{0,4}(?:\+|\.\.?|<<)?[ \t]{0,4}[\w$(\[]")
_BEFORE = re.compile(r"[\w)\]][ \t]{0,4}(?:\+|\.\.?|<<)?[ \t]{0,4}\Z")
_SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "busybox", "fish", "csh", "tcsh", "env",
                     "xargs", "sudo", "nohup", "time", "nice", "timeout", "ssh"})
_AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})


def kind_of(program: str) -> str | None:
    """The concatenation kind of ``program``'s language (``plus``, ``dot``, ``lua``, ``ruby``, ``awk``), None for a shell."""
    return _kind(program)


def _kind(program: str) -> str | None:
    name = posixpath.basename(program or "")
    if name in _SHELLS or not name:
        return None
    if name in _AWKS:
        return "awk"
    if name.startswith("lua") or name == "luajit":
        return "lua"
    if name.startswith(("perl", "php")):
        return "dot"
    if name.startswith(("ruby", "jruby", "irb")):
        return "ruby"
    return "plus"


def fold_concat(code: str, program: str, *, home: bool = True) -> str:
    """``code`` with every chain of literals (and, with ``home``, home reads) joined by ``program``'s concatenation
    folded (without ``home``: for write targets, where a read's ``io.open(HOME .. '/x', 'r')`` stays a read)."""
    kind = _kind(program)
    if kind is None or ("'" not in code and '"' not in code):
        return code
    return _fold(code, kind, home)


def fold_plus(code: str) -> str:
    """The ``+`` chains of code of an unnamed language (a build file's process call): JavaScript, Python, Ruby."""
    return _fold(code, "plus") if "+" in code else code


def _fold(code: str, kind: str, home: bool = True) -> str:
    def joined(match: re.Match[str]) -> str:
        start, end = match.start(), match.end()
        if _BEFORE.search(code, max(0, start - 12), start) or _AFTER.match(code, end):
            return match.group(0)  # a part Tier 1 cannot fold joins the chain: left as it is (fail closed)
        parts = [p[1:-1] if p[:1] in "'\"" else "~" for p in _PARTS.findall(match.group(0))]
        text = "".join(parts)
        if kind == "awk" and len(parts) < 2:
            return match.group(0)
        quote = '"' if '"' not in text else "'" if "'" not in text else ""
        return quote + text + quote if quote else match.group(0)

    return (_CHAINS if home else _LITERAL_CHAINS)[kind].sub(joined, code)
