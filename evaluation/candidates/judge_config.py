"""Step 10's optional LLM judge: secondary evidence only (R-E-6, seed §17.3).

Configured by ``QLN_EVAL_JUDGE_BASE_URL`` / ``QLN_EVAL_JUDGE_MODEL`` /
``QLN_EVAL_JUDGE_API_KEY``; off when the URL is unset. The judge sees the two
versions blinded as A and B (the order depends on the run id), the cycle's Z
acceptance criteria, and nothing of the proposer's conversation or scores. Its
answer is stored on the run and shown to the reviewer; no gate reads it.
"""
from __future__ import annotations

import json
from typing import Any

from django.conf import settings

from evaluation.candidates.model_runner import Job, ModelConfig, call_once
from evaluation.candidates.run_context import RunContext

JUDGE_MARKER = "You are the 5QLN independent evaluator"


def eval_judge_config() -> ModelConfig:
    """Step 10's judge, from the typed settings (qlnweb/settings.py); not Tier 2's judge (`pipeline.judge_config`)."""
    return ModelConfig(base_url=settings.QLN_EVAL_JUDGE_BASE_URL, model=settings.QLN_EVAL_JUDGE_MODEL or "judge",
                       api_key=settings.QLN_EVAL_JUDGE_API_KEY or "not-needed", timeout_s=20.0, max_retries=1)


def judge_run(ctx: RunContext) -> dict[str, Any]:
    config = eval_judge_config()
    if not config.configured:
        return {"status": "off", "reason": "no judge configured; deterministic checks and human attestation decide"}
    import openai

    outputs = ctx.candidate.cycle.current_outputs()
    z = outputs["Q"].footer.get("Z", "") if "Q" in outputs else ""
    swap = ctx.run.pk % 2 == 1
    a, b = (ctx.candidate.content, ctx.candidate.parent_content) if swap else (ctx.candidate.parent_content, ctx.candidate.content)
    prompt = (f"{JUDGE_MARKER}. Compare two versions of one skill against the acceptance criteria. "
              'Answer only JSON: {"preferred": "A"|"B"|"tie", "rationale": "..."}.')
    user = f"Acceptance criteria (Z): {z or '(none recorded)'}\n\n--- A ---\n{a}\n\n--- B ---\n{b}"
    client = openai.OpenAI(base_url=config.base_url, api_key=config.api_key, max_retries=0, timeout=config.timeout_s)
    try:
        outcome = call_once(client, config, Job("judge", "judge", 0, prompt, user))
    finally:
        client.close()
    if outcome.error:
        return {"status": "error", "reason": outcome.error}
    try:
        answer = json.loads(outcome.output)
        preferred = str(answer.get("preferred", "")).upper()
    except (ValueError, AttributeError):
        return {"status": "invalid", "reason": "the judge did not answer JSON", "raw": outcome.output[:500]}
    unblinded = {"A": "candidate" if swap else "baseline", "B": "baseline" if swap else "candidate"}.get(preferred, "tie")
    return {"status": "ok", "model": config.model, "preferred": unblinded,
            "rationale": str(answer.get("rationale", ""))[:1000], "secondary_evidence_only": True}
