"""Round 13 (issue 25): an awk output file named by a variable that holds only string literals.

``awk 'BEGIN { f = "build/" "summary.txt"; print "ok" > f }'`` writes ``build/summary.txt``: awk joins adjacent
string literals. When the program assigns the variable exactly once, from literals alone, the redirection's
target is that literal (judged like any path); any other assignment (a field, a function, ``-v``, ``getline``,
two assignments) leaves it a run-time name, unresolvable as before.

Round 19 (t1x): a variable given on the command line (``-v d="$PWD"``, ``--assign out=$HOME/.hermes/x``) holds that
shell word, and an assignment may join it with literals (``f = d "/build/" "notes.txt"``); a parenthesised
redirection target is read the same way (``print > (d "/out.txt")``). The name is then judged as the path it spells:
``$PWD/build/notes.txt`` is in the workspace, ``$HOME/.hermes/SOUL.md`` is the profile. A field (``$1``), a
function or any other variable still leaves a run-time name.

Round 20 (t1z): ``ENVIRON["NAME"]`` in such a join is the shell's ``$NAME`` (``ENVIRON["PWD"] "/build"`` is
``$PWD/build``, ``ENVIRON["HOME"] "/.hermes"`` the profile).

Round 39 (t4y): gawk's ``strftime("FMT")`` (or ``strftime("FMT", systime())``) in such a join is a stamp that
cannot hold ``/`` or ``..`` when FMT has only name characters and the numeric or word conversions (``%Y %m %d %H
%M %S %F %T %s %j %a %b`` …; not ``%D``, ``%x``, ``%c``, ``%Z`` or a ``/``): it is put in as ``*``, so the
directory decides (``"build/log_" strftime("%Y%m%d") ".txt"`` is ``build/log_*.txt`` in the workspace;
``ENVIRON["HOME"] "/.hermes/SOUL" strftime("%F")`` still names the profile). Any other function stays run-time.

Round 39 (t5a): a ``system(…)`` whose argument is such a join (``p = ENVIRON["HOME"] "/.hermes/plugins";
system("ls -la " p)``) runs a command Tier 1 can spell: :func:`built_commands` gives its text (``ls -la
$HOME/.hermes/plugins``), judged as the command it is, not as an opaque run-time command. Only literals, ``-v``
words and ``ENVIRON["HOME"]``/``ENVIRON["PWD"]`` may build it; a field, a function, any other variable or a ``$``
of another name leaves it opaque, and so does a join that spells more than one simple command (a pipe, ``;``,
``&&``, a redirection, a substitution). One bounded regex pass over the program; at most 8 calls, each resolving at most 8 names (linear).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.word_branches import compiled

_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_PAREN_TARGET = re.compile(r">>?[ \t]*\(((?:[^()]|\([^()]*\))*)\)")  # 39 (t4y): one call inside (`strftime(…)`)
_PAREN_OPEN = re.compile(r">>?[ \t]*\(")
_ENVIRON = re.compile(r'ENVIRON[ \t]{0,4}\[[ \t]{0,4}"([A-Za-z_][A-Za-z0-9_]{0,63})"[ \t]{0,4}\]')
_STRFTIME = re.compile(r'strftime[ \t]{0,4}\([ \t]{0,4}"([^"\\]{0,64})"[ \t]{0,4}(?:,[ \t]{0,4}(?:systime\(\)|\d{1,12})'
                       r'[ \t]{0,4})?\)')
_STAMP_FORMAT = re.compile(r"(?:[A-Za-z0-9_.:-]|%[YmdHMSFTsjyaAbBeuwVGgUWpIhklCR%])*")
_READS_INTO = compiled(r"getline|\bsplit\(|\bg?sub\(|\bmatch\(")


def literal_value(program: str, name: str, given: dict[str, str] | None = None) -> str | None:
    """The literal ``name`` holds in the awk ``program`` (see module), else None; ``given``: ``-v`` variables."""
    given = {k: v for k, v in (given or {}).items() if _unchanged(program, k) and not re.search(
        rf"(?<![\w$.]){re.escape(k)}[ \t]*[-+*/%^]?=(?!=)", program)}  # reassigned in the program: a run-time name
    if name.startswith("("):  # round 19: `print > (d "/out.txt")`: the whole parenthesised expression
        # every `> (…)` of the program (the caller cannot tell them apart): one value for all, else a run-time name
        targets = [m.group(1) for m in _PAREN_TARGET.finditer(program)]
        names = {w for t in targets for w in re.findall(r"[A-Za-z_][A-Za-z0-9_]{0,63}", t)} - set(given) - {"ENVIRON"}
        given = given | {w: v for w in sorted(names)[:8] if (v := literal_value(program, w, given)) is not None}
        values = {_joined(t + ";", given, fields=True) for t in targets}  # round 20: `d = ENVIRON["PWD"] "/b"; > (d "/x")`
        return values.pop() if len(values) == 1 and len(_PAREN_OPEN.findall(program)) == len(
            _PAREN_TARGET.findall(program)) else None
    if not _NAME.match(name):
        return None
    assignments = list(re.finditer(rf"(?<![\w$.]){re.escape(name)}[ \t]*([-+*/%^]?)=(?!=)", program))
    if not assignments and name in given and _unchanged(program, name):
        return given[name]
    if len(assignments) != 1 or assignments[0].group(1):
        return None  # assigned twice, or by a compound operator: a value known only at run time
    if not _unchanged(program, name):
        return None  # `f++`, `for (f in a)`; any getline/split/sub may fill it: changed at run time
    return _joined(program[assignments[0].end():], given)


_SYSTEM_CALL = re.compile(r"\bsystem[ \t]{0,4}\(([^()\n]{1,2000})\)")
_STRING = re.compile(r'"(?:\\.|[^"\\])*"')
_SHELL_SYNTAX = re.compile(r"[|;&<>()`\n\\]")  # one simple command: no pipe to a host, second command, redirection
_KNOWN_DOLLAR = re.compile(r"\$(?:HOME|PWD)(?![A-Za-z0-9_])")


def built_commands(program: str, given: dict[str, str]) -> list[tuple[str, str]]:
    """``(call text, command)`` for each ``system(JOIN)`` of the awk ``program`` whose join :func:`_joined` spells
    (see the module); a call left out stays a command built at run time."""
    out: list[tuple[str, str]] = []
    for index, call in enumerate(_SYSTEM_CALL.finditer(program)):
        if index >= 8:
            break  # bounded: each call resolves its names over the whole program; the rest stay run-time commands
        inner = call.group(1)
        names = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]{0,63}", _STRING.sub("", inner))) - {"ENVIRON"}
        if len(names) > 8:
            continue
        known = dict(given)
        for name in sorted(names):
            value = literal_value(program, name, given)
            if value is None:
                break
            known[name] = value
        else:
            text = _joined(inner + ";", known)
            if text and not _SHELL_SYNTAX.search(text) and "$" not in _KNOWN_DOLLAR.sub("", text):
                out.append((call.group(0), text))
    return out


def _unchanged(program: str, name: str) -> bool:
    word = re.escape(name)
    return not (re.search(rf"(?<![\w$.]){word}[ \t]*(?:\+\+|--)|\([ \t]*{word}[ \t]+in\b", program)
                or _READS_INTO.search(program))


_FIELD = re.compile(r"\$(?:\d{1,3}|NF)(?![\w(])")
_SCRATCH_NAME = re.compile(r"(?:/tmp|/var/tmp|/dev/shm)/[A-Za-z0-9_.-]*[A-Za-z0-9_-]")


def _joined(text: str, given: dict[str, str], fields: bool = False) -> str | None:
    """Adjacent string literals and ``-v`` variables (each assigned nowhere in the program) up to the statement's end.
    ``fields`` (an output file's name, never a command): round 41 (lead, fc) reads a field (``$1``, ``$NF``) right
    after a literal FILE-name prefix in a scratch directory (``"/tmp/by_section_" $1 ".csv"``) as ``*``, one name
    part there. A field holding ``../`` lands in ``/tmp/by_section_..``, a directory that must already exist for the
    climb (none of an ordinary session does), so the name stays under the scratch directory; after a ``/``
    (``"/tmp/" $1``), elsewhere, or with ``..`` in the prefix the name stays a run-time one."""
    parts: list[str] = []
    climbs = -1
    i = 0
    while i < len(text):
        char = text[i]
        if char in " \t":
            i += 1
        elif char == '"':
            end = text.find('"', i + 1)
            if end < 0 or "\\" in text[i + 1:end]:
                return None
            parts.append(text[i + 1:end])
            i = end + 1
        elif char in ";}\n":
            break
        elif environ := _ENVIRON.match(text, i):  # round 20: `ENVIRON["PWD"] "/build"` is the shell's $PWD/build
            parts.append("$" + environ.group(1))
            i = environ.end()
        elif (stamp := _STRFTIME.match(text, i)) and _STAMP_FORMAT.fullmatch(stamp.group(1)):
            parts.append("*")  # round 39 (t4y): a time stamp, one name part that holds no `/`
            i = stamp.end()
        elif fields and (field := _FIELD.match(text, i)) and _SCRATCH_NAME.fullmatch("".join(parts)) and \
                ".." not in "".join(parts):
            parts.append("*")
            i = field.end()
            climbs = len(parts)  # a `..` after the field: not read (`"/tmp/x_" $1 "/../../home/…"`)
        elif (word := re.match(r"[A-Za-z_][A-Za-z0-9_]*", text[i:])) and word.group(0) in given:
            parts.append(given[word.group(0)])
            i += word.end()
        else:
            return None
    if climbs >= 0 and ".." in "".join(parts[climbs:]):
        return None
    return "".join(parts) if parts else None


def awk_given(argv: tuple[str, ...]) -> dict[str, str]:
    """``-v NAME=VALUE`` / ``-vNAME=VALUE`` / ``--assign NAME=VALUE`` before the program, as shell words (a value
    with an awk escape or a quote is left out: awk would read it otherwise)."""
    out: dict[str, str] = {}
    for i, word in enumerate(argv[1:], start=1):
        value = argv[i + 1] if word in ("-v", "--assign") and i + 1 < len(argv) else (
            word[2:] if word.startswith("-v") and len(word) > 2 else word.split("=", 1)[1]
            if word.startswith("--assign=") else None)
        if value and "=" in value and "\\" not in value and '"' not in value:
            name, _, val = value.partition("=")
            if _NAME.match(name):
                out[name] = val
    return out
