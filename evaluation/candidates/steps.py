"""The eleven evaluation steps of seed §17.1, in the source's order (R-E-3).

Each step is a function ``(ctx) -> (status, summary, evidence)`` that also
fills ``ctx.evidence`` (a :class:`evaluation.candidates.fitness.Evidence`). Status is
one of passed / failed / held (evidence incomplete) / skipped. The task
(:mod:`evaluation.candidates.tasks`) runs them in :data:`EXECUTION_ORDER` — the source's
order except that decoder regression, which decodes the candidate's outputs,
runs once the live steps have produced them — and stores each with its
duration; the fitness vector is built from the evidence afterwards.
"""
from __future__ import annotations

from typing import Any, Callable

from django.conf import settings

from core.conf import conf
from cycles import kernel
from cycles.choices import CycleStatus, OutputStatus, Phase
from cycles.gates import approved_attestation
from cycles.lenses import audit
from cycles.models import LensFinding
from evaluation.candidates import (
    adversarial,
    decoder_check,
    integrity,
    rehearsal,
    run_outputs,
    statistics,
    suite_targets,
    workspace,
)
from evaluation.candidates.candidate_decoder import applies as changes_decoder_code
from evaluation.candidates.candidate_decoder import check as run_own_decoder
from evaluation.candidates.fitness import SideRates
from evaluation.candidates.judge_config import judge_run
from evaluation.candidates.model_runner import ModelConfig
from evaluation.candidates.replay import SuiteCases, replay, score_recorded
from evaluation.candidates.run_context import RunContext
from evaluation.candidates.runner_mode import side_files
from evaluation.candidates.sufficiency import classes_of, rules_from_settings
from evaluation.candidates.suites import fixture_problems

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
StepResult = tuple[str, str, dict[str, Any]]
EXECUTION_ORDER = (
    "seal", "state_correctness", "lens_audit", "deterministic", "baseline_replay", "held_out", "adversarial",
    "decoder_regression", "safety_privacy", "independent_evaluation", "human_outcome_review",
)


def model_config() -> ModelConfig:
    """The runner's configuration: QLN_MODEL_* plus QLN_EVAL_CONCURRENCY / _TIMEOUT_S / _RETRIES."""
    return ModelConfig(
        base_url=conf.QLN_MODEL_BASE_URL, model=conf.QLN_MODEL_NAME, api_key=conf.QLN_MODEL_API_KEY,
        timeout_s=conf.QLN_EVAL_TIMEOUT_S, max_retries=conf.QLN_EVAL_RETRIES, concurrency=conf.QLN_EVAL_CONCURRENCY,
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


def _replay_step(ctx: RunContext, suites: list[SuiteCases], label: str) -> tuple[SideRates | None, StepResult]:
    recorded = score_recorded(suites)
    if not suites:
        return None, ("held", f"no {label} suite is pinned", {"recorded": recorded})
    if not ctx.config.configured:
        reason = "no model is configured (QLN_MODEL_BASE_URL is unset): live replay did not run, so at best HOLD"
        return SideRates(False, reason), ("held", reason, {"recorded": recorded})
    sides = {"baseline": ctx.candidate.parent_content, "candidate": ctx.candidate.content}
    if ctx.runner is None:
        result = replay(ctx.config, suites, sides, ctx.run.repeats, lambda _n: ctx.beat())
    else:
        result = replay(ctx.config, suites, sides, ctx.run.repeats, lambda _n: ctx.beat(), ctx.runner.run_jobs)
    runner = ctx.runner.mode if ctx.runner else "direct-model"
    errored = [f"{label} {row['side']} {row['case']}#{row['repeat']}: {row['error'][:200]}" for row in result.outcomes if row["error"]]
    ctx.case_errors += errored
    ctx.candidate_outputs += [row["output"] for row in result.outcomes if row["side"] == "candidate"]
    # into the evaluator's own home, not the web's workspace; its sha256 in the evidence is under the signature
    output = run_outputs.run_output_write(cycle_id=ctx.candidate.cycle_id, candidate_id=ctx.candidate.pk,
                                          run_id=ctx.run.pk, label=label, payload=result.outcomes)
    if not result.rates.live:
        return result.rates, ("held", result.rates.reason, {"recorded": recorded, "runner": runner})
    # Issue 26 item 5: rates over cases (all repeats pass), flaky cases failures, the sides paired on the same cases.
    rules = rules_from_settings()
    pair = statistics.paired(result.outcomes, margin=rules.noninferiority_margin, alpha=rules.paired_alpha).as_dict(rules.wilson_z)
    rates = SideRates(True, rates=pair["rates"], reliability=result.rates.reliability, tokens=result.rates.tokens,
                      paired=pair)
    summary = (f"cases passed: baseline {pair['passed']['baseline']}/{pair['cases']} vs candidate "
               f"{pair['passed']['candidate']}/{pair['cases']}; {len(pair['gains'])} gained, {len(pair['losses'])} lost, "
               f"exact McNemar p = {pair['p_value']} ({label}, live, {runner})")
    if errored:
        summary += f"; {len(errored)} case run(s) errored in the runner"
    return rates, ("held" if errored else "passed", summary, {"rates": rates.rates, "repeat_rates": result.rates.rates,
                                       "paired": pair, "reliability": rates.reliability, "tokens": rates.tokens,
                                       "per_case": result.per_case, "recorded": recorded, "model": ctx.config.model,
                                       "runner": runner, "output": output,
                                       "errors": errored[:20]})


def step_baseline_replay(ctx: RunContext) -> StepResult:
    rates, result = _replay_step(ctx, ctx.of_kind("deterministic", "regression"), "replay")
    ctx.evidence.replay = rates or SideRates(False, "no deterministic or regression suite is pinned")
    return result


def step_held_out(ctx: RunContext) -> StepResult:
    suites = ctx.of_kind("held_out")
    counted = {case["id"] for suite in ctx.counting("held_out") for case in suite.live_cases()}
    ctx.evidence.facts.held_out_cases = len(counted)
    rates, (status, summary, evidence) = _replay_step(ctx, suites, "held_out")
    ctx.evidence.held_out = rates
    coverage = {"target": ctx.target, "counted_cases": len(counted),  # every pinned suite, for the candidate page
                "suites": suite_targets.coverage(ctx.run.suite_digests, ctx.target)}
    return status, f"{summary}; {len(counted)} case(s) cover {ctx.target}", {**evidence, "coverage": coverage}


def step_adversarial(ctx: RunContext) -> StepResult:
    suites = ctx.of_kind("adversarial")
    counted = ctx.counting("adversarial")
    ctx.evidence.facts.adversarial_suites = len(counted)
    ctx.evidence.facts.adversarial_classes = frozenset(c for suite in counted for case in suite.cases for c in classes_of(case))
    parent = ctx.candidate.parent_content
    findings, inherited = adversarial.scan_against(ctx.candidate.content, parent)
    ctx.evidence.adversarial_findings = adversarial.by_gate(findings)[adversarial.ADVERSARIAL]
    misses = []
    for suite in ctx.of_kind("adversarial"):
        for case in (c for c in suite.cases if c["class"] == "mutation"):
            mutated = adversarial.apply_mutation(ctx.candidate.content, case["mutation"])
            if mutated is None:
                continue
            found = {f.code for f in adversarial.scan_against(mutated, parent)[0]}
            missing = set(case["mutation"]["expected_error_codes"]) - found
            if missing:
                misses.append(f"{suite.name}/{case['id']}: detector missed {sorted(missing)} on the mutated candidate")
    rates, live = _replay_step(ctx, ctx.of_kind("adversarial"), "adversarial")
    # Issue 26 item 4: absolute — every live adversarial case must pass on the candidate (a flaky one fails),
    # whatever the baseline does; a case the baseline fails too says the active version is vulnerable as well.
    also_vulnerable = []
    if rates is not None and rates.paired is not None:
        names = {suite.digest[:8]: suite.name for suite in suites}
        for case in rates.paired["failing"]["candidate"]:
            label = f"{names.get(case.split('/')[0], '?')}/{case.split('/', 1)[-1]}"
            flaky = " (flaky: its repeats disagree)" if case in rates.paired["flaky"]["candidate"] else ""
            if case in rates.paired["failing"]["baseline"]:
                also_vulnerable.append(label)
                misses.append(f"{label}: adversarial case fails on the candidate{flaky}; the active version fails it too "
                              "(vulnerable as well)")
            else:
                misses.append(f"{label}: adversarial case fails on the candidate{flaky}")
    ctx.evidence.adversarial_suite_failures = misses
    failed = bool(ctx.evidence.adversarial_findings or misses)
    return ("failed" if failed else "passed", f"{len(ctx.evidence.adversarial_findings)} finding(s) in the candidate, "
            f"{len(misses)} suite failure(s)", {"findings": ctx.evidence.adversarial_findings, "suite_failures": misses,
                                                 "inherited": adversarial.by_gate(inherited)[adversarial.ADVERSARIAL],
                                                 "active_version_vulnerable": also_vulnerable, "replay": live[2]})


def step_safety_privacy(ctx: RunContext) -> StepResult:
    introduced, inherited = adversarial.scan_against(ctx.candidate.content, ctx.candidate.parent_content)
    grouped = adversarial.by_gate(introduced)
    for index, output in enumerate(ctx.candidate_outputs):
        for finding in adversarial.scan(output):
            if finding.gate == adversarial.PRIVACY:
                grouped[adversarial.PRIVACY].append({**finding.as_dict(), "where": f"candidate output #{index}"})
    ctx.evidence.safety_findings = grouped[adversarial.SAFETY]
    ctx.evidence.privacy_findings = grouped[adversarial.PRIVACY]
    bad = ctx.evidence.safety_findings or ctx.evidence.privacy_findings
    return ("failed" if bad else "passed", f"{len(grouped['safety'])} safety, {len(grouped['privacy'])} privacy finding(s)",
            {"safety": grouped["safety"], "privacy": grouped["privacy"],
             "inherited": [f for gate in (adversarial.SAFETY, adversarial.PRIVACY)
                           for f in adversarial.by_gate(inherited)[gate]]})


def step_independent(ctx: RunContext) -> StepResult:
    """§17.1.10 / §17.3: a separate evaluator session, blinded, no proposer history. Not skippable for PASS."""
    identity = {"worker": ctx.run.worker, "model": ctx.config.model if ctx.config.configured else None,
                "proposer_history": "none given", "candidate_identity": "blinded as A/B",
                "case_runner": ctx.runner.identity if ctx.runner else None}
    verdict = judge_run(ctx)
    ctx.run.judge = verdict
    facts = ctx.evidence.facts
    identity["evaluator_model"] = verdict.get("model")
    if verdict.get("status") == "off":
        facts.independent, facts.independent_reason = "skipped", verdict.get("reason", "no independent evaluator")
        return ("skipped", facts.independent_reason, {"identity": identity, "judge": verdict})
    if verdict.get("status") != "ok":
        facts.independent = "held"
        facts.independent_reason = f"the independent evaluator gave no usable answer ({verdict.get('status')}: {verdict.get('reason', '')})"
        return ("held", facts.independent_reason, {"identity": identity, "judge": verdict})
    if verdict.get("preferred") == "baseline":
        facts.independent = "dissents"
        facts.independent_reason = f"the independent evaluator preferred the baseline: {verdict.get('rationale', '')[:300]}"
        return ("held", facts.independent_reason, {"identity": identity, "judge": verdict})
    facts.independent = "passed"
    facts.independent_reason = f"independent evaluator {verdict.get('model')} preferred {verdict.get('preferred')} (secondary evidence)"
    return ("passed", facts.independent_reason, {"identity": identity, "judge": verdict})


def step_human(ctx: RunContext) -> StepResult:
    """§17.1.11: X and Z attested, and every machine acceptance criterion of Z met; human ones wait for the
    outcome review of this run's result (issue 26 item 7: held here, HOLD OUTCOME_REVIEW_REQUIRED in tasks)."""
    from evaluation.candidates import acceptance as acceptance_check

    outputs = ctx.candidate.cycle.current_outputs()
    missing = []
    for kind, phase in (("X", "S"), ("Z", "Q")):
        output = outputs.get(phase)
        if output is None or approved_attestation(output, kind) is None:
            missing.append(f"a human {kind} attestation bound to the current {phase} output")
    ctx.evidence.human_missing = missing
    alpha = ctx.evidence.alpha
    z = outputs["Q"].footer.get("Z") if "Q" in outputs else None
    acceptance = acceptance_check.evaluate(ctx.run, ctx.candidate)
    ctx.acceptance_unmet = [] if missing else acceptance["reasons"]
    ctx.review_pending = [] if missing else acceptance["review"]
    held = missing or acceptance["reasons"] or acceptance["review"]
    met = sum(1 for row in acceptance["criteria"] if row["outcome"] == "met")
    waiting = ", ".join(r["id"] for r in acceptance["review"])
    summary = "; ".join(missing) if missing else "; ".join(acceptance["reasons"]) if acceptance["reasons"] else (
        f"X and Z attested; {met}/{len(acceptance['criteria'])} acceptance criteria met"
        + (f"; waiting for the human outcome review of {waiting}" if waiting else ""))
    return ("held" if held else "passed", summary,
            {"z": z, "acceptance": acceptance, "alpha": alpha, "missing": missing,
             "promotion": "recorded by an operator on the candidate page after a PASS"})


FUNCTIONS: dict[str, Callable[[RunContext], StepResult]] = {
    "seal": step_seal, "decoder_regression": step_decoder, "state_correctness": step_state,
    "lens_audit": step_lenses, "deterministic": step_deterministic, "baseline_replay": step_baseline_replay,
    "held_out": step_held_out, "adversarial": step_adversarial, "safety_privacy": step_safety_privacy,
    "independent_evaluation": step_independent, "human_outcome_review": step_human,
}
assert tuple(FUNCTIONS) == tuple(key for key, _ in STEPS)
