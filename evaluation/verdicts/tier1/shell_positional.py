"""Positional arguments of a shell's script (round 21, t2c, issue 25).

``sh -c 'cp "$1/config.yaml" build/' _ ~/.hermes`` is judged as the script written out (``cp
~/.hermes/config.yaml build/``): a copy *from* the profile; ``cp build/x "$1/SOUL.md"`` is a write into it
(:func:`positional_script`; sh, bash, zsh, dash, ksh … alike).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

# `sh -c SCRIPT NAME ARGS…`: `$1`…`$9`, `${N}`, `$@`, `$*` are ARGS. Only plain words are put in (a path, a name,
# a number): a word with blanks, quotes or `$` leaves the script as it was (read as before: fail closed).
_PLAIN_ARG = re.compile(r"[\w./~@%+=:,-]+")
_QUOTED_ALL = re.compile(r"\"\$(?:[@*]|\{[@*]\})\"")
_POSITIONAL = re.compile(r"\$(?:([1-9])|\{([1-9])\}|([@*])|\{([@*])\})")


def _home_form(arg: str) -> str:
    """``~/x`` as ``$HOME/x``: the outer shell expanded the tilde; inside the script's quotes it would not be."""
    return "$HOME" + arg[1:] if arg == "~" or arg.startswith("~/") else arg


def positional_script(argv: Sequence[str], script_index: int) -> tuple[str, frozenset[int]] | None:
    """The ``-c`` script at ``argv[script_index]`` with its positional parameters substituted, and the indexes of
    the arguments put in (no longer the shell's own operands); None when there are none or one is not plain."""
    args = list(argv[script_index + 2:])
    if not args or not all(_PLAIN_ARG.fullmatch(a) for a in args) or len(args) > 64:
        return None
    values = [_home_form(a) for a in args]
    script = _QUOTED_ALL.sub(lambda _: " ".join(f'"{v}"' for v in values), argv[script_index])

    def one(match: re.Match[str]) -> str:
        digit = match.group(1) or match.group(2)
        if digit:
            return values[int(digit) - 1] if int(digit) <= len(values) else ""
        return " ".join(values)

    return _POSITIONAL.sub(one, script), frozenset(range(script_index + 2, len(argv)))


_WHOLE = re.compile(r"\$(?:([0-9]+)|\{([0-9]+)\}|([@*])|\{([@*])\})")


def positional_argv(argv: Sequence[str], variables: dict[str, str]) -> list[str] | None:
    """Round 24 (t2l): ``set -- rm -rf /; "$@"`` runs ``rm -rf /``: each word that is a whole positional parameter
    (``$@``, ``$*``, ``$N``, ``${N}``) replaced by the words of the ``set --`` Tier 1 recorded (``$@``/``$*``: all of
    them), or None when none was recorded (the program stays a name known only at run time)."""
    if "#" not in variables:
        return None
    count = int(variables["#"]) if variables["#"].isdigit() else 0
    out: list[str] = []
    for word in argv:
        match = _WHOLE.fullmatch(word)
        if match is None:
            out.append(word)
        elif match.group(3) or match.group(4):
            out += [variables.get(str(i), "") for i in range(1, count + 1)]
        else:
            out.append(variables.get(match.group(1) or match.group(2), ""))
    return [w for w in out if w]
