"""What a verdict answers: its ADVISE, the tier that decided, the R-V-1 body (split from the pipeline).

:func:`advise_for` picks the whisper for the final verdict (Tier 1's template,
Tier 2's text if it passes the lint, else the register's — R-A-2),
:func:`deciding_tier` names the tier that decided (issue 10), and
:func:`response_body` builds the answer with ready-made directives for Hermes
and Claude Code.
"""
from __future__ import annotations

import re
from typing import Any

from django.conf import settings

from core.redaction import redact_text
from evaluation.verdicts.advise import choose_advise, lint_advise, template_for
from evaluation.verdicts.judge_catalogue import load_catalogue
from evaluation.verdicts.models import BodyShape, DecidingTier, VerdictEvent, VerdictLevel
from evaluation.verdicts.tier1 import Tier1Result
from register.window import RegisterAssessment


def advise_for(tool_name: str, final: str, tier1: Tier1Result | None, assessment: RegisterAssessment | None,
               judged: Any) -> tuple[str | None, bool, list[str]]:
    """(advise, replaced, lint problems) for the final verdict (R-A-2)."""
    ceiling = settings.QLN_ADVISE_ESCALATE_CEILING
    if tier1 is not None and tier1.decided and tier1.verdict != "SILENT":
        target = tier1.evidence[0] if tier1.evidence else tool_name
        if tier1.block:
            return template_for("hard_block", rule=tier1.rule_id, tool_name=tool_name,
                                target=redact_text(target)), False, []
        age = re.search(r"is ([\d.]+) h old", tier1.reason or "")
        if tier1.rule_id and age and "backup" in tier1.rule_id:
            return template_for("stale_backup", target=redact_text(target), age=f"{age.group(1)}h",
                                tool_name=tool_name), False, []
        text = f"Rule `{tier1.rule_id}` escalates `{tool_name}` for human review."
        return (text, False, []) if lint_advise(text, verdict=final, escalate_ceiling=ceiling).ok else (None, False, [])
    register_text = assessment.advise if assessment and assessment.verdict else None
    candidate = judged.advise if judged is not None and judged.status == "ok" else None
    if candidate and register_text is None and judged.pattern_class:
        class_name = load_catalogue().get(judged.pattern_class)
        return choose_advise(candidate, verdict=final, fallback_kind="judge_class", escalate_ceiling=ceiling,
                             fields={"tool_name": tool_name,
                                     "class_name": class_name.name if class_name else judged.pattern_class})
    if candidate:
        lint = lint_advise(candidate, verdict=final, escalate_ceiling=ceiling)
        if lint.ok:
            return candidate, False, []
        return register_text, True, lint.problems
    return register_text, False, []


def deciding_tier(final: str, tier1: Tier1Result | None, register_verdict: str | None,
                  tier2_verdict: str | None) -> str:
    if tier1 is None or tier1.decided:  # Tier 1 decided, or failed (and escalated)
        return DecidingTier.TIER1
    if register_verdict and register_verdict == final:
        return DecidingTier.TIER1_5
    if tier2_verdict and tier2_verdict == final:
        return DecidingTier.TIER2
    return DecidingTier.NONE


def response_body(event: VerdictEvent, tier1: Tier1Result | None, shape: str) -> dict[str, Any]:
    """The R-V-1 answer, with ready-made directives for Hermes and Claude Code."""
    advisory = event.advisory
    action: str | None
    if advisory:
        message, action = event.advise or f"qlnweb: register break on {event.tool_name} (advisory)", None
    elif event.block:
        reason = (tier1.reason if tier1 is not None else None) or event.rule_id
        message = f"BLOCKED by qlnweb Tier 1 ({event.rule_id}): {redact_text(reason or '')}"[:1000]
        action = "block"
    elif event.verdict == VerdictLevel.ESCALATE:
        message = event.advise or f"qlnweb escalated {event.tool_name} for human review"
        action = "approve"  # Hermes's own approval gate (off under --yolo: hard rules block instead)
    else:
        message, action = event.advise or "", None
    body: dict[str, Any] = {
        "event_id": event.pk, "verdict": event.verdict, "block": event.block, "advise": event.advise or None,
        "tiers": event.tiers, "total_ms": event.total_ms, "hermes": {"action": action, "message": message},
        # Machine-readable: which tier decided, and whether an ESCALATE only advises (issue 10).
        "decided_by": event.decided_by, "advisory": advisory,
    }
    if event.register_signal is not None:
        body["register_signal"] = event.register_signal
    if shape == BodyShape.CLAUDE_CODE:
        # Only "block" is ever sent: Claude Code's "approve" would bypass its permission prompt.
        body["decision"] = "block" if event.block else None
        body["reason"] = message
    return body
