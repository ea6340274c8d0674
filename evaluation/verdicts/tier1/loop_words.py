"""Round 25 (t2o): a shell ``for`` loop's header names no program. ``for NAME in WORDS`` binds NAME to each word
(expanded as bash expands it: ``~``, variables, globs stay patterns) and ``for NAME`` to the positional parameters;
the loop's body is then judged with the variable standing for every word, so a read loop over governed files is a
read and a write, truncation or delete through the variable is a write to each of them. A word Tier 1 cannot
expand (a substitution, ``while read``'s stdin) leaves the variable unknown: the body's writes through it fail
closed as before."""

from __future__ import annotations

import re
from collections.abc import Callable

from evaluation.verdicts.tier1.paths import brace_alternatives, expand
from evaluation.verdicts.tier1.shell_words import SimpleCommand

_NAME = re.compile(r"[A-Za-z_]\w*\Z")
_REFERENCE = re.compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*)|\{([A-Za-z_]\w*)##\*/\})")
LIST_MARK = "for:"
"""``variables["for:NAME"]`` marks NAME as a loop variable: its brace list is each word, put in before brace
expansion (``for d in a b; do rm -rf "$d"`` removes a and b, not one file named ``{a,b}``)."""


def loop_list_words(raw: str, variables: dict[str, str]) -> str:
    """``raw`` with every loop variable put in as the brace list of its words (as ``positional_words`` does)."""
    if "$" not in raw or not any(k.startswith(LIST_MARK) for k in variables):
        return raw

    def put(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2) or match.group(3)
        if not (LIST_MARK + name in variables and name in variables):
            return match.group(0)
        value = variables[name]
        if match.group(3) is None:
            return value
        # round 35 (t4h): `${f##*/}` (also `$(basename "$f")`) of a list is each word's last name
        words = value[1:-1].split(",") if value.startswith("{") and value.endswith("}") else [value]
        names = [w.rstrip("/").rpartition("/")[2] for w in words]
        return names[0] if len(names) == 1 else "{" + ",".join(names) + "}"
    return _REFERENCE.sub(put, raw)


def loop_header(command: SimpleCommand) -> bool:
    """``for NAME in WORDS`` or ``for NAME``: a binding, not a program given its words."""
    argv = command.argv
    return command.program == "for" and len(argv) >= 2 and _NAME.match(argv[1]) is not None and (
        len(argv) == 2 or argv[2] == "in")


def loop_binding(command: SimpleCommand, *, cwd: str | None, home: str | None, hermes_home: str | None,
                 variables: dict[str, str]) -> tuple[str, str | None] | None:
    """(NAME, the value ``$NAME`` stands for) of a loop header — a brace list when there are several words, None
    when a word cannot be expanded — or None when ``command`` is no loop header."""
    if not loop_header(command):
        return None
    name = command.argv[1]
    if len(command.argv) == 2:  # `for f; do …`: the positional parameters `set --` left
        return name, variables.get("@")
    words = command.argv[3:]
    if any("{" in w for w in words):  # round 35 (t4h): bash expands `/etc/asterisk/{pjsip,manager}.conf` first
        words = tuple(a for w in words for a in (brace_alternatives(w) if "{" in w and "$" not in w else (w,)))
    if command.dynamic or not words:
        return name, None
    values = [expand(w, cwd=cwd, home=home, hermes_home=hermes_home, variables=variables) for w in words]
    if any(v is None or "{" in v or "," in v for v in values):
        return name, None
    known = [v for v in values if v is not None]
    return name, known[0] if len(known) == 1 else "{" + ",".join(known) + "}"


def per_cwd(value: str, cwds: list[str], expand_at: Callable[[str | None], str | None]) -> tuple[str | None, bool]:
    """An assigned ``value`` expanded in every directory the string may be in when it reads ``$PWD`` (``cd ~/.x;
    d=$(pwd)/memory``: the cd's target, not only the first cwd): one value, or a brace list of them and True (a
    list variable, :data:`LIST_MARK`); None when one directory is unknown."""
    if "PWD" not in value or len(cwds) < 2:
        return expand_at(cwds[0] if cwds else None), False
    values = [expand_at(c or None) for c in cwds]
    if any(v is None or "{" in v or "," in v for v in values):
        return None, False
    distinct = [v for v in dict.fromkeys(values) if v is not None]
    return (distinct[0], False) if len(distinct) == 1 else ("{" + ",".join(distinct) + "}", True)
