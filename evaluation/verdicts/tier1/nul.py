"""A NUL character in a tool call's arguments: blocked, never a Tier 1 error.

Hermes runs a terminal command as ``bash -c COMMAND`` and opens its file tools'
paths with Python; both refuse a string holding U+0000 (``ValueError: embedded
null byte``). A backend that feeds the command to a shell on its standard input
(a remote or container session) would instead see bash drop the byte and run
the rest. Tier 1 cannot know which, and the path functions it canonicalises with
refuse the byte too: before this check such a call made Tier 1 answer ``error``,
and the verdict was ESCALATE without a block. No everyday call needs the byte in
a command, a path, a key or a file's text, so a call holding one anywhere in its
arguments is blocked by the fail-closed rule for input Tier 1 cannot read
(``unparseable_shell``). Stored copies show it as U+2400 (``core.redaction``).
"""
from __future__ import annotations

from typing import Any

from core.input_guard import first_pointer
from core.redaction import NUL_SHOWN
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene_model import RuleMatch

NUL = "\x00"


def nul_pointer(args: Any) -> str | None:
    """Where the first NUL is (``/key/0``, ``""`` for the whole value), or None. Iterative, any depth."""
    pointer = first_pointer(args, _holds_nul)
    return None if pointer is None else pointer.replace(NUL, NUL_SHOWN)


def _holds_nul(text: str) -> bool:
    return NUL in text


def nul_match(ruleset: Ruleset, args: Any) -> RuleMatch | None:
    """The fail-closed match when ``args`` holds a NUL (None without one, or without the rule)."""
    pointer = nul_pointer(args)
    rule = next(iter(ruleset.of_kind("unparseable_shell")), None) if pointer is not None else None
    if rule is None or pointer is None:
        return None
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict, block=rule.blocking,
                     severity=rule.severity, evidence=f"args{pointer}",
                     reason=f"{rule.id}: the call's argument args{pointer} holds a NUL character (U+0000); the "
                            "runtime refuses such a command or path, or drops the byte and runs the rest, so Tier 1 "
                            "cannot know what would run")
