"""Round 16 (t1r, issue 25): programs that print only the KEYS of an env file, by the shape of their code, so a
read of the profile's ``.env`` that way is not a read of its tokens (round 10's ``_emits_no_value``, round 14's
sed/grep shapes).

- **awk** split at ``=`` (``-F=``, ``-F '='``, ``-F:``) whose code only ever prints ``$1`` (``{print $1}``,
  ``/^[A-Z]/{print $1}``, ``!/^#/ && NF {print $1}``, ``{printf "%s\\n", $1}``): no other field, no ``$0``, no
  ``system``/``getline``, no pipe or redirection. Round 18 (lead): a comparison in a pattern (``NF>1 {print $1}``) is
  no redirection, and ``length($2)`` prints a value's length, not the value.
- **perl -n** whose code prints only ``$1`` of a match anchored at the line start whose first group cannot cross
  ``=`` (``print "$1\\n" if /^(\\w+)=/``, ``/^([A-Z_]+)\\s*=/``).
- Round 39 (t5a) **interpreter code** (Python, PHP, Ruby) that LOOPS over the file's lines and uses the line only
  through a key cut at ``=``: ``for line in open(P) if '=' in line: line.split('=')[0]`` / ``.partition('=')[0]``,
  PHP ``foreach (file(P) as $l) echo strtok($l, "=")`` / ``explode("=", $l)[0]``, Ruby ``File.foreach(P) { |l|
  puts l.split("=").first }``. The file is named once, in the loop's header; once the key cuts and an ``=`` test are
  taken out, the line's name appears nowhere else (``[1]``, ``[-1]``, ``[0:]``, the line itself, a second name bound
  to it, ``.read()``, the file named a second time are values).
A key-only reader piped to a network sink is still judged by the exfiltration rule (the keys are not the secret,
but the file was read there only when its values flow).
"""
from __future__ import annotations

import re

_AWK_FIELD = re.compile(r"\$(?!1(?![0-9]))")  # any field but $1 ($0, $2, $NF, $(i))
_AWK_EFFECT = re.compile(r"system|getline|\||ENVIRON", re.IGNORECASE)
_AWK_REDIRECT = re.compile(r"\bprintf?\b[^;{}\n]{0,400}>")  # `print $1 > "f"`; a `>` elsewhere compares (`NF>1`)
_AWK_LENGTH = re.compile(r"\blength\s{0,4}\(\s{0,4}\$(?:[0-9]{1,3}|NF)\s{0,4}\)")  # a value's length, not the value
_AWK_PRINT = re.compile(r"\bprintf?\b")
_PERL = re.compile(r"""^\s*print\s+(?:"\$1\\n"|\$1\s*,\s*"\\n"|\$1)\s+if\s+/\^(?:\\s\*)?\((?:\\w\+|\[A-Z_\]\+|"""
                   r"""\[A-Za-z_\]\[A-Za-z0-9_\]\*|\[\^=\]\+|\[\^=\\s\]\+|\[\\w\.\]\+)\)\s{0,2}(?:\\s\*)?=/\s*;?\s*$""")


def awk_keys_only(argv: tuple[str, ...]) -> bool:
    """``awk -F= 'CODE' FILE`` whose code prints nothing but ``$1`` (see the module)."""
    words = list(argv[1:])
    separator: str | None = None
    code: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("-F", "--field-separator") and i + 1 < len(words):
            separator, i = words[i + 1], i + 2
            continue
        if word.startswith("-F"):
            separator = word[2:]
        elif word.startswith("-"):
            return False  # -f reads a program, -v sets variables
        elif not code:
            code.append(word)
        i += 1
    if separator not in ("=", ":") or len(code) != 1:
        return False
    body = _AWK_LENGTH.sub("0", code[0])
    if not _AWK_PRINT.search(body) or _AWK_FIELD.search(body) or _AWK_REDIRECT.search(body):
        return False
    return _AWK_EFFECT.search(_strip_print(body)) is None


def _strip_print(text: str) -> str:
    """The code with its ``print $1`` statements and regex literals removed (what is left must have no effect)."""
    text = re.sub(r"/(?:[^/\\\n]|\\.){0,200}/", "", text)
    return re.sub(r"\bprint\s{0,4}\$1\b", "", text)


def perl_keys_only(argv: tuple[str, ...]) -> bool:
    """``perl -ne 'print "$1\\n" if /^(\\w+)=/' FILE`` (see the module)."""
    words = list(argv[1:])
    flags = [w for w in words if w.startswith("-")]
    if not flags or not all(set(f[1:]) <= set("nel") for f in flags) or not any("n" in f for f in flags):
        return False
    code = [w for w in words if not w.startswith("-")][:1]
    return bool(code) and bool(_PERL.match(code[0]))


_LOOP_HEADERS = (
    re.compile(r"\bfor\s+([A-Za-z_]\w{0,40})\s+in\s+([^:\]\n]{0,400})"),  # python: `for line in open(P)`
    re.compile(r"\bforeach\s*\(([^;{]{0,400}?)\bas\s+(\$[A-Za-z_]\w{0,40})\s*\)"),  # php: `foreach (file(P) as $l)`
    re.compile(r"\bFile\.(?:foreach|readlines)\s*\(([^{}|]{0,400}?)\)\s*(?:\.each\s*)?(?:\{|do)\s*\|(\w{1,40})\|"),
)
_ENV_NAME = re.compile(r"(?<![\w)\]])\.env\b", re.IGNORECASE)


def _key_cuts(name: str) -> re.Pattern[str]:
    """The key cuts and ``=`` tests of the loop variable ``name`` (see the module)."""
    n = re.escape(name)
    sep = r"""(['"])=\{q}"""  # no leading blank run: each alternative starts at a word or a quote (linear)
    return re.compile(
        rf"(?<![\w$]){n}\s*\.\s*(?:split|partition)\s*\(\s*{sep.format(q=1)}\s*(?:,\s*1\s*)?\)\s*(?:\[\s*0\s*\]|\.first\b)"
        rf"|\bstrtok\s*\(\s*{n}\s*,\s*{sep.format(q=2)}\s*\)"
        rf"|\bexplode\s*\(\s*{sep.format(q=3)}\s*,\s*{n}\s*(?:,\s*2\s*)?\)\s*\[\s*0\s*\]"
        rf"|{sep.format(q=4)}\s+(?:not\s+)?in\s+{n}(?![\w.\[(])"
        rf"|\b(?:strpos|str_contains)\s*\(\s*{n}\s*,\s*{sep.format(q=5)}\s*\)"
        rf"|(?<![\w$]){n}\s*\.\s*include\?\s*\(?\s*{sep.format(q=6)}\s*\)?")


def code_keys_only(code: str) -> bool:
    """Interpreter code that reads an env file only for its keys (see the module)."""
    if len(_ENV_NAME.findall(code)) != 1:
        return False
    for header in _LOOP_HEADERS:
        found = list(header.finditer(code))
        if len(found) != 1:
            continue
        match = found[0]
        name, source = (match.group(1), match.group(2)) if header is _LOOP_HEADERS[0] else (match.group(2), match.group(1))
        if not _ENV_NAME.search(source) or re.search(r"\.\s*read\b|\bread\s*\(", source):
            continue
        rest = code[:match.start()] + code[match.end():]
        if header is _LOOP_HEADERS[0]:  # the generator's own `if '=' in line` rides in the header's text
            rest += " " + source[_ENV_NAME.search(source).end():]  # type: ignore[union-attr]
        rest = _key_cuts(name).sub(" KEY ", rest)
        return re.search(rf"(?<![\w$]){re.escape(name)}(?!\w)", rest) is None
    return False
