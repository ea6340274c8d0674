"""Tier 1 of the verdict pipeline: deterministic hard rules (SPEC §3, R-T1-1..R-T1-4).

Pure Python, no Django imports, so it is importable and testable on its own.
"""

from __future__ import annotations

from evaluation.verdicts.tier1.engine import (
    DEFAULT_READ_ONLY_TOOLS,
    Tier1Result,
    default_protected_paths,
    evaluate_tool_call,
    with_backups,
)
from evaluation.verdicts.tier1.paths import canonicalise
from evaluation.verdicts.tier1.protected_roots import is_protected
from evaluation.verdicts.tier1.rules import (
    Ruleset,
    RulesetError,
    load_default_ruleset,
    load_ruleset,
    load_ruleset_file,
    ruleset_digest,
)
from evaluation.verdicts.tier1.scene import RuleMatch
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands

__all__ = [
    "DEFAULT_READ_ONLY_TOOLS",
    "RuleMatch",
    "Ruleset",
    "RulesetError",
    "ShellSyntaxError",
    "SimpleCommand",
    "Tier1Result",
    "canonicalise",
    "default_protected_paths",
    "evaluate_tool_call",
    "is_protected",
    "load_default_ruleset",
    "load_ruleset",
    "load_ruleset_file",
    "parse_commands",
    "ruleset_digest",
    "with_backups",
]
