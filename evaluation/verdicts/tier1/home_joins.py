"""Round 42 (lead fb, issue 25): a path JOINED from the home directory and literal parts is the path under the home.

``h=os.environ['HOME']; open(h+'/work/'+'wave_note.txt','w')`` (Python), ``f=ENVIRON["HOME"] "/work/" "count.txt"``
(awk juxtaposition), ``open(my $f, ">", "$ENV{HOME}/work/" . "edi/x.txt")`` (Perl interpolation, then ``.``),
``process.env.HOME + '/work/' + 'n.txt'`` (node), ``ENV["HOME"] + "/work/" + "n.txt"`` (Ruby): inline code's string
literals are its write targets (:func:`~evaluation.verdicts.tier1.writes.write_targets`), and literals are folded
only among themselves there (:func:`~evaluation.verdicts.tier1.literal_concat.fold_concat` without ``home``), so the
bare ``'/work/'`` was read as the place written: the root directory's ``/work`` (false blocks wherever ``/work``
holds a protected tree). The home read, or a NAME bound to one (``h = os.environ['HOME']``, ``my $h = $ENV{HOME}``,
assigned nothing else in the code), followed by the program's concatenation of literals, becomes the one literal
``'~/…'`` it builds: the joined literal parts decide. So ``h + '/.her' + 'mes/SOUL.md'`` is ``~/.hermes/SOUL.md``
(the profile: blocked), ``h + '/.bashrc'`` a start-up file (blocked), ``h + '/work/' + 'x'`` the workspace (open).

A join that goes on with a part Tier 1 cannot fold (``h + '/work/' + name``) becomes ``'~/work/*'`` (a name under
that directory; ``h + '/' + name`` is ``~/*``, every entry of the home, dot-names included: blocked). A chain with
another operand BEFORE the home read (``x + HOME + '/a'``) or a ``..`` part is left as it is (judged as before). A
home read that is the whole first argument of a read (``open(HOME + '/.netrc')`` with no mode, or mode ``'r'``)
is left as it is too (a read is not a write target). Bounded regexes, one pass each: linear.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.literal_concat import kind_of

_HOME_READ = (r"require\(\s{0,4}['\"](?:node:)?os['\"]\s{0,4}\)\.homedir\(\)|process\.env\.HOME\b|"
              r"process\.env\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|(?:os\.)?homedir\(\)|Dir\.home\b|"
              r"os\.environ\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|os\.(?:environ\.get|getenv)\(\s{0,4}['\"]HOME['\"]\s{0,4}\)|"
              r"\bENV\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|\$ENV\{\s{0,4}['\"]?HOME['\"]?\s{0,4}\}|"
              r"ENVIRON[ \t]{0,4}\[[ \t]{0,4}\"HOME\"[ \t]{0,4}\]|(?:os\.)?getenv\(\s{0,4}['\"]HOME['\"]\s{0,4}\)|"
              r"os\.path\.expanduser\(\s{0,4}['\"]~['\"]\s{0,4}\)|str\(\s{0,4}(?:pathlib\.)?Path\.home\(\)\s{0,4}\)")
_BOUND = re.compile(r"(?:\b(?:my|local|our|const|let|var)\s{1,4})?(\$?[A-Za-z_][A-Za-z0-9_]{0,63})\s{0,4}=\s{0,4}"
                    rf"(?:{_HOME_READ})\s{{0,4}}(?=[;,\n)}}]|\Z)")
_INTERPOLATED = re.compile(r"\"(?:\$ENV\{\s{0,4}(?:HOME|'HOME'|\"HOME\")\s{0,4}\}|"
                           r"#\{\s{0,4}(?:ENV\[\s{0,4}['\"]HOME['\"]\s{0,4}\]|Dir\.home)\s{0,4}\})")
"""A double-quoted literal that starts with the home read it interpolates (Perl ``"$ENV{HOME}/…"``, Ruby
``"#{Dir.home}/…"``): the literal ``"~/…"``."""
_LITERAL = r"""'[^'\\\n]{0,400}'|"[^"\\\n]{0,400}\""""
_OPS = {"plus": r"[ \t]{0,4}\+[ \t]{0,4}", "lua": r"[ \t]{0,4}\.\.[ \t]{0,4}", "dot": r"[ \t]{0,4}\.[ \t]{0,4}",
        "ruby": r"[ \t]{0,4}(?:\+|<<)[ \t]{0,4}", "awk": r"[ \t]{1,4}"}
_AFTER = {kind: re.compile(f"{op}[\\w$(\\[]") for kind, op in _OPS.items()}
_BEFORE = re.compile(r"(?:[\w)\]'\"][ \t]{0,4}(?:\+|\.\.?|<<)|\+)[ \t]{0,4}\Z")
_AWK_BEFORE = re.compile(r"(?:[\w)\]\"][ \t]{1,4}|[\w)\]\"])\Z")
_READ_OPEN = re.compile(r"\bopen\(\s{0,4}\Z")
_READ_MODE = re.compile(r"\s{0,4}(?:\)|,\s{0,4}['\"]r[bt]?['\"])")
_MAX_NAMES = 8


def _bound_names(code: str) -> list[str]:
    """Names assigned a home read, and nothing else, in ``code`` (at most :data:`_MAX_NAMES`)."""
    names: list[str] = []
    for match in _BOUND.finditer(code):
        name = match.group(1)
        if name in names or len(names) >= _MAX_NAMES:
            continue
        assigned = re.findall(rf"(?<![\w$]){re.escape(name)}\s{{0,4}}(?:[+.]?=)(?!=)", code)
        if len(assigned) == 1:  # `h = os.environ['HOME']` only: `h = '/etc'` later makes it another place
            names.append(name)
    return names


def fold_home_joins(code: str, program: str, *, drop: bool = False) -> str:
    """``code`` with each home join of literals written as the one ``'~/…'`` literal it builds (see the module).

    ``drop``: as an empty literal instead (:mod:`reach_words`: a program's words are no longer read as reaching the
    root's ``/work/``; what the code writes or runs there is judged by the write targets, ``awk_names`` and the code
    text, so a read through a home join (``system("ls -la " p)``) stays open as it was)."""
    kind = kind_of(program)
    if kind is None or ("'" not in code and '"' not in code):
        return code
    if '"$' in code or '"#{' in code:
        code = _INTERPOLATED.sub('"~', code)
    names = _bound_names(code) if "=" in code else []
    heads = [_HOME_READ, r'"~[^"\\\n]{0,400}"'] + [rf"(?<![\w$.]){re.escape(n)}(?![\w(\[.])" for n in names]
    op = _OPS[kind]
    chain = re.compile(f"(?P<head>{'|'.join(heads)})(?P<tail>(?:{op}(?:{_LITERAL})){{1,32}})")
    after = _AFTER[kind]
    before = _AWK_BEFORE if kind == "awk" else _BEFORE

    def joined(match: re.Match[str]) -> str:
        start, end = match.start(), match.end()
        head, text = match.group("head"), match.group(0)
        if before.search(code, max(0, start - 12), start):
            return text  # an operand before the home read: not a path under the home (left as it is)
        if _READ_OPEN.search(code, max(0, start - 12), start) and _READ_MODE.match(code, end):
            return text  # `open(HOME + '/.netrc')`: a read, not a write target
        rest = (head[2:-1] if head.startswith('"~') else "") + "".join(
            p[1:-1] for p in re.findall(_LITERAL, match.group("tail")))
        path = "~" + rest if rest.startswith("/") else "~/" + rest
        if ".." in path.split("/") or "'" in path or '"' in path:
            return text
        if after.match(code, end):
            path = path + "*" if path.endswith("/") else path.rsplit("/", 1)[0] + "/*"
        return "''" if drop else "'" + path + "'"

    return chain.sub(joined, code)
