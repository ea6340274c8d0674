"""The live steps of seed §17.1 (6-11, R-E-3): the candidate and the pinned baseline run through the model on the
regression, held-out, adversarial and safety suites, the independent evaluator, and the human part of the record.

``evaluation.candidates.steps`` holds the order, the first five (static) steps and the table of functions.
"""
from __future__ import annotations

from typing import Any

from core.conf import conf
from cycles.gates import approved_attestation
from evaluation.candidates import (
    adversarial,
    run_outputs,
    statistics,
    suite_targets,
)
from evaluation.candidates.fitness import SideRates
from evaluation.candidates.judge_config import judge_run
from evaluation.candidates.model_runner import ModelConfig
from evaluation.candidates.replay import SuiteCases, replay, score_recorded
from evaluation.candidates.run_context import RunContext
from evaluation.candidates.sufficiency import classes_of, rules_from_settings

StepResult = tuple[str, str, dict[str, Any]]


def model_config() -> ModelConfig:
    """The runner's configuration: QLN_MODEL_* plus QLN_EVAL_CONCURRENCY / _TIMEOUT_S / _RETRIES."""
    return ModelConfig(
        base_url=conf.QLN_MODEL_BASE_URL, model=conf.QLN_MODEL_NAME, api_key=conf.QLN_MODEL_API_KEY,
        timeout_s=conf.QLN_EVAL_TIMEOUT_S, max_retries=conf.QLN_EVAL_RETRIES, concurrency=conf.QLN_EVAL_CONCURRENCY,
    )


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
