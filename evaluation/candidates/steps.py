"""The eleven evaluation steps of seed §17.1, in the source's order (R-E-3).

Each step is a function ``(ctx) -> (status, summary, evidence)`` that also
fills ``ctx.evidence`` (a :class:`evaluation.candidates.fitness.Evidence`). Status is
one of passed / failed / held (evidence incomplete) / skipped. The task
(:mod:`evaluation.candidates.tasks`) runs them in :data:`EXECUTION_ORDER` — the source's
order except that decoder regression, which decodes the candidate's outputs,
runs once the live steps have produced them — and stores each with its
duration; the fitness vector is built from the evidence afterwards. Steps 1-5
(static) are here; 6-11, which run the model, the judge and read the human
record, are in :mod:`evaluation.candidates.steps_live`.
"""
from __future__ import annotations

from typing import Callable

from django.conf import settings

from cycles import kernel
from cycles.choices import CycleStatus, OutputStatus, Phase
from cycles.lenses import audit
from cycles.models import LensFinding
from evaluation.candidates import (
    decoder_check,
    integrity,
    rehearsal,
    workspace,
)
from evaluation.candidates.candidate_decoder import applies as changes_decoder_code
from evaluation.candidates.candidate_decoder import check as run_own_decoder
from evaluation.candidates.run_context import RunContext
from evaluation.candidates.runner_mode import side_files
from evaluation.candidates.steps_live import (
    StepResult,
    model_config,
    step_adversarial,
    step_baseline_replay,
    step_held_out,
    step_human,
    step_independent,
    step_safety_privacy,
)
from evaluation.candidates.suites import fixture_problems

__all__ = ["EXECUTION_ORDER", "FUNCTIONS", "STEPS", "StepResult", "model_config"]

STEPS: tuple[tuple[str, str], ...] = (
    ("seal", "Codex seal"),
    ("decoder_regression", "Decoder regression"),
    ("state_correctness", "State correctness"),
    ("lens_audit", "25-lens audit"),
    ("deterministic", "Deterministic tests"),
    ("baseline_replay", "Baseline replay"),
    ("held_out", "Held-out tests"),
    ("adversarial", "Adversarial tests"),
    ("safety_privacy", "Safety/privacy tests"),
    ("independent_evaluation", "Independent evaluation"),
    ("human_outcome_review", "Human outcome review"),
)
EXECUTION_ORDER = (
    "seal", "state_correctness", "lens_audit", "deterministic", "baseline_replay", "held_out", "adversarial",
    "decoder_regression", "safety_privacy", "independent_evaluation", "human_outcome_review",
)


def step_seal(ctx: RunContext) -> StepResult:
    status = kernel.verify_kernel(settings.QLN_KERNEL_DIR)
    pinned = ctx.run.kernel_digest == status.kernel_sha256 and ctx.run.decoder_version == status.decoder_version
    ctx.evidence.seal_ok = status.ok and pinned
    if not ctx.evidence.seal_ok:
        ctx.evidence.constitutional_problems += list(status.problems) or ["kernel/decoder differ from the pinned digests"]
    return ("passed" if ctx.evidence.seal_ok else "failed", "kernel digest verified" if ctx.evidence.seal_ok
            else "the sealed kernel does not verify", {**status.as_dict(), "pinned_kernel": ctx.run.kernel_digest})


def step_decoder(ctx: RunContext) -> StepResult:
    """Footer fixtures through the decoder, then the candidate's own outputs of this run (issue 10)."""
    fixtures = decoder_check.load_fixtures()
    problems = decoder_check.fixture_problems(fixtures)
    declared, output_problems = decoder_check.output_problems(ctx.candidate_outputs)
    problems += output_problems
    if ctx.candidate.target_stratum == "governed_decoding":
        problems += [f"drift at {d.line}:{d.column}: {d.message}" for d in kernel.check_restatement(ctx.candidate.content)]
    own = None  # issue 26 item 6: a candidate changing decoder code is decoded by its own decoder, in a sandbox
    if changes_decoder_code(ctx.candidate.target_path):
        own = run_own_decoder(side_files(ctx.run, ctx.candidate)["candidate"], ctx.candidate.target_path,
                              decoder_check.FIXTURES)
        problems += own.problems
    ctx.evidence.decoder_ok = not problems
    ctx.evidence.constitutional_problems += problems
    summary = (f"{len(fixtures)} footer fixtures decoded as recorded" + (f" by qlnweb's decoder and by the candidate's "
               f"{own.decoder}" if own else "") + f"; {len(ctx.candidate_outputs)} candidate output(s) "
               f"read, {declared} presented a phase footer; decoder {kernel.DECODER_VERSION}")
    evidence = {"problems": problems, "decoder_version": kernel.DECODER_VERSION, "fixtures": len(fixtures),
                "candidate_outputs": len(ctx.candidate_outputs), "phase_outputs": declared,
                "candidate_decoder": own.as_dict() if own else None}
    if problems:
        return ("failed", f"{len(problems)} problem(s): {problems[0][:300]}", evidence)
    if not ctx.candidate_outputs:
        return ("held", "no candidate output was observed (no live replay): its behaviour was not decoded", evidence)
    return ("passed", summary, evidence)


def step_state(ctx: RunContext) -> StepResult:
    cycle = ctx.candidate.cycle
    problems = []
    if cycle.status in (CycleStatus.HALTED, CycleStatus.ABANDONED):
        problems.append(f"cycle {cycle.pk} is {cycle.status}")
    outputs = cycle.current_outputs()
    upto = Phase.order()[: Phase.index(cycle.current_phase)]
    problems += [f"phase {p} was skipped: no valid output" for p in upto if p not in outputs]
    if ctx.candidate.proposer_agent_id and ctx.candidate.proposer_agent_id != cycle.agent_id:
        problems.append("forged context: the proposer is not the cycle's agent")
    orphaned = cycle.outputs.filter(status=OutputStatus.INVALIDATED, invalidated_at__gt=ctx.candidate.created_at)
    if orphaned.exists():
        problems.append("downstream orphan: the cycle was reopened after this candidate was proposed")
    ctx.evidence.state_ok = not problems
    ctx.evidence.constitutional_problems += problems
    ctx.evidence.alpha_drift = integrity.alpha_problems(ctx)
    failed = problems + ctx.evidence.alpha_drift
    return ("passed" if not failed else "failed", f"cycle at {cycle.current_phase}, {cycle.status}; "
            + ("α preserved" if not ctx.evidence.alpha_drift else f"{len(ctx.evidence.alpha_drift)} α/novelty problem(s)"),
            {"problems": problems, "alpha": ctx.evidence.alpha_drift, "g_alpha": ctx.evidence.alpha,
             "phases_with_output": sorted(outputs)})


def step_lenses(ctx: RunContext) -> StepResult:
    latest = LensFinding.latest_by_coordinate(ctx.candidate.subject_ref)
    recorded = {c: (f.status, f.evidence) for c, f in latest.items()}
    problems = audit(recorded)
    ctx.evidence.lens_missing = problems
    ctx.evidence.lens_failed = [f"{c}: fail ({f.evidence[:80]})" for c, f in latest.items() if f.status == "fail"]
    status = "failed" if ctx.evidence.lens_failed else "held" if problems else "passed"
    return (status, f"{len(recorded)}/25 coordinates recorded (literal-v1)",
            {"missing": problems, "failed": ctx.evidence.lens_failed,
             "recorded": {c: {"status": f.status, "by": f.recorded_by} for c, f in latest.items()}})


def step_deterministic(ctx: RunContext) -> StepResult:
    candidate = ctx.candidate
    problems = workspace.verify_workspace(
        workspace.Path(candidate.workspace), candidate.target_path, candidate.content_digest, candidate.parent_content)
    try:
        workspace.check_target(candidate.target_stratum, candidate.target_path)
    except workspace.PathRefused as refused:
        problems.append(f"{refused.code}: {refused.detail}")
    if workspace.unified_diff(candidate.parent_content, candidate.content, candidate.target_path) != candidate.diff:
        problems.append("diff.patch does not regenerate from parent and proposed")
    if "\x00" in candidate.content:
        problems.append("proposed content holds a NUL byte")
    for suite in ctx.suites:
        problems += [p for case in suite.cases for p in fixture_problems(case, f"{suite.name}/{case.get('id')}")]
    problems += integrity.suite_drift(ctx)
    ctx.evidence.deterministic_problems = problems
    ctx.evidence.deterministic_ran = True
    rehearsed = rehearsal.rehearse(
        store=workspace.Path(settings.QLN_ACTIVE_STORE), parent_version=ctx.run.baseline_version or None,
        target_path=candidate.target_path, content=candidate.content, parent_content=candidate.parent_content)
    ctx.evidence.rehearsal = rehearsed
    ctx.evidence.reversible = bool(rehearsed["ok"])
    ctx.evidence.content_bytes = {"baseline": len(candidate.parent_content.encode()), "candidate": len(candidate.content.encode())}
    failed = problems + rehearsed["problems"]
    return ("passed" if not failed else "failed", "workspace, paths, schema, diff and suite hashes verified; "
            + (rehearsed.get("summary") or "") if not failed else f"{len(failed)} problem(s): {failed[0][:300]}",
            {"problems": problems, "rehearsal": rehearsed})


FUNCTIONS: dict[str, Callable[[RunContext], StepResult]] = {
    "seal": step_seal, "decoder_regression": step_decoder, "state_correctness": step_state,
    "lens_audit": step_lenses, "deterministic": step_deterministic, "baseline_replay": step_baseline_replay,
    "held_out": step_held_out, "adversarial": step_adversarial, "safety_privacy": step_safety_privacy,
    "independent_evaluation": step_independent, "human_outcome_review": step_human,
}
assert tuple(FUNCTIONS) == tuple(key for key, _ in STEPS)
