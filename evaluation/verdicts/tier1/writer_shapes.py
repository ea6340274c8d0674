"""A MODELLED writer used only in a shape the rule document lists (split from :mod:`reach`, round 39 lead: 303 lines).

The proving half of rule ``unmodelled-write`` for programs the rule document knows (``writer_flags``): a writer
used only with the options listed for it (``cp -r``, ``sed -i.bak``, a bundle of known letters ending in a value
option), or a sub-command of it that only reads (``git log``, ``hermes config show``; a ``deny`` option undoes it).
Then protected-write judges its write targets and its other operands are reads; anything else is left to
:func:`reach.unproven_reach`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.shell_words import SimpleCommand


def _subcommand(command: SimpleCommand, value_options: tuple[str, ...]) -> str | None:
    skip = False
    for arg in command.argv[1:]:
        if skip:
            skip = False
        elif arg in value_options:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def modelled_shape(rule: Rule, command: SimpleCommand, spec: Mapping[str, Any] | None) -> bool:
    """A modelled writer used only with options the rule document lists for it (``writer_flags``), or a
    subcommand of it that only reads (``git log``, ``hermes config show``)."""
    program = command.program
    shapes = rule.params["writer_flags"]
    known = shapes.get(program)
    if known is None:
        return spec is not None and program not in rule.params["unmodelled_writers"]
    sub = known.get("read_subcommands")
    if sub is not None:
        found = _subcommand(command, tuple(known.get("value_options", ())))
        if found is None or found not in sub:
            return False
        return not any(a.split("=", 1)[0] in known.get("deny", ()) for a in command.argv[1:])
    flags, letters = set(known.get("flags", ())), set(known.get("letters", ""))
    values = set(known.get("value_options", ()))
    suffixed = "i" if program in ("sed", "gsed") else ""  # round 34 (lead): `sed -Ei.bak`, -i with its suffix
    for arg in command.argv[1:]:
        if arg == "--":
            break
        if not arg.startswith("-") or arg == "-":
            continue
        if arg.startswith("--"):
            if arg.split("=", 1)[0] not in flags and arg.split("=", 1)[0] not in values:
                return False
        elif not all(c in letters or "-" + c in values for c in arg[1:]):
            # a bundle: its letters are known flags, or it ends in a value option (`-S.bak`)
            index = next((i for i, c in enumerate(arg[1:]) if "-" + c in values or c in suffixed), None)
            if index is None or not all(c in letters for c in arg[1:index + 1]):
                return False
    return True
