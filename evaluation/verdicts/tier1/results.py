"""Tier 1's answer (split from :mod:`engine`, round 27): the result type and how matches become one.

The primary match is the strongest (blocking, then ESCALATE, then severity), the first in the rule set's
order among equals; a command Tier 1 cannot read fails closed through the ``unparseable_shell`` rule.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from evaluation.verdicts.tier1.rules import SEVERITIES, Ruleset
from evaluation.verdicts.tier1.scene_model import RuleMatch, Scene


@dataclass(frozen=True)
class Tier1Result:
    """Tier 1's answer. ``decided=False`` (verdict ``None``) hands over to later tiers."""

    decided: bool
    verdict: str | None
    block: bool
    rule_id: str | None
    reason: str | None
    evidence: tuple[str, ...]
    matches: tuple[RuleMatch, ...]
    ms: float
    ruleset_version: str
    ruleset_digest: str
    uses_state: bool = False
    """The call's effect may depend on what earlier calls of the session left (it writes, runs a
    file, names a variable, runs git …): the caller should give ``history`` (issue 11)."""
    scene: Scene | None = field(default=None, compare=False, repr=False)
    """What the rules looked at, for :func:`with_backups` (``None`` when no rule ran)."""
    cwd_sensitive: bool = False
    """The call resolved a path against the working directory, or moves it: where the session's terminal
    is may change its verdict, and it leaves a ``cwd_after`` to record (issue 25)."""
    cwd_after: tuple[str, ...] | None = None
    """Shell, code and write tools: the directories the session's terminal may be in after this call,
    first the one Tier 1 started from (``""``: unknown; issue 25). ``None`` for other tools."""


def rank(match: RuleMatch) -> tuple[bool, bool, int]:
    return (match.block, match.verdict == "ESCALATE", SEVERITIES.index(match.severity))


def result(started: float, ruleset: Ruleset, matches: tuple[RuleMatch, ...], *,
           read_only: bool = False, **extra: object) -> Tier1Result:
    """The answer for ``matches``; ``extra``: the fields after ``ruleset_digest`` (``uses_state``, ``scene`` …)."""
    ms = (time.perf_counter() - started) * 1000
    base = dict(matches=matches, ms=ms, ruleset_version=ruleset.version, ruleset_digest=ruleset.digest, **extra)
    if read_only:
        return Tier1Result(decided=True, verdict="SILENT", block=False, rule_id=None,
                           reason="read-only tool", evidence=(), **base)  # type: ignore[arg-type]
    if not matches:
        return Tier1Result(decided=False, verdict=None, block=False, rule_id=None, reason=None,
                           evidence=(), **base)  # type: ignore[arg-type]
    primary = max(matches, key=rank)  # max() keeps the first (document order) among equals
    return Tier1Result(decided=True, verdict=primary.verdict, block=primary.block, rule_id=primary.rule_id,
                       reason=primary.reason, evidence=tuple(dict.fromkeys(m.evidence for m in matches)),
                       **base)  # type: ignore[arg-type]


def unparseable(started: float, ruleset: Ruleset, detail: str, evidence: str = "") -> Tier1Result:
    """Fail closed: a command Tier 1 cannot read is escalated (and blocked by default)."""
    rule = next(iter(ruleset.of_kind("unparseable_shell")), None)
    if rule is None:
        return result(started, ruleset, ())
    match = RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict, block=rule.blocking,
                      severity=rule.severity, reason=f"{rule.id}: cannot parse the shell command ({detail})",
                      evidence=evidence)
    return result(started, ruleset, (match,))
