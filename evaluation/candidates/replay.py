"""Replaying suites on both sides and scoring recorded runs (R-E-4). Pure: no Django imports.

Both sides get the identical job list (same cases, same repeat count, same
order of submission); only the system prompt differs. Recorded runs are
scored with the same assertions and reported under their own label,
``recorded``, never as a side of the live comparison.
"""
from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from evaluation.candidates.fitness import SideRates
from evaluation.candidates.model_runner import Job, ModelConfig, Outcome, jobs_for, run_jobs
from evaluation.candidates.scoring import Observation, rate_of, score_case

SIDES = ("baseline", "candidate")


@dataclass(frozen=True)
class SuiteCases:
    """The cases of one pinned suite (as stored), with its digest for keys and evidence."""

    digest: str
    name: str
    kind: str
    cases: list[dict[str, Any]]
    recorded_runs: list[dict[str, Any]] = field(default_factory=list)
    source: str = ""  # the directory it was imported from (re-hashed by the deterministic step)

    def live_cases(self) -> list[dict[str, Any]]:
        """Cases sent to a model: every class except `mutation` (those test the evaluator)."""
        return [{**case, "id": f"{self.digest[:8]}/{case['id']}"} for case in self.cases if case["class"] != "mutation"]


@dataclass
class ReplayResult:
    rates: SideRates
    per_case: list[dict[str, Any]]
    outcomes: list[dict[str, Any]]


def score_outcomes(cases: dict[str, dict[str, Any]], outcomes: Sequence[Outcome]) -> ReplayResult:
    """Score live outcomes per side: pass rates with Wilson intervals, reliability, tokens."""
    passed: dict[str, list[bool]] = defaultdict(list)
    by_case: dict[tuple[str, str], list[bool]] = defaultdict(list)
    errored: set[tuple[str, str]] = set()
    tokens: dict[str, list[int]] = defaultdict(list)
    rows = []
    for outcome in outcomes:
        job = outcome.job
        score = score_case(cases[job.case_id], Observation(outcome.output, outcome.tools_called, outcome.exit_status))
        ok = score.passed and not outcome.error
        passed[job.side].append(ok)
        by_case[(job.side, job.case_id)].append(ok)
        tokens[job.side].append(outcome.tokens)
        if outcome.error:
            errored.add((job.side, job.case_id))
        rows.append({
            "side": job.side, "case": job.case_id, "repeat": job.repeat, "passed": ok, "error": outcome.error,
            "latency_ms": outcome.latency_ms, "attempts": outcome.attempts, "output": outcome.output[:4000],
            "tools_called": list(outcome.tools_called),
            "failed_assertions": [a.id for a in score.assertions if not a.passed],
        })
    reliability: dict[str, float | None] = {}
    for side in SIDES:
        keys = [key for key in by_case if key[0] == side]
        steady = [k for k in keys if k not in errored and len(set(by_case[k])) == 1]
        reliability[side] = round(len(steady) / len(keys), 4) if keys else None
    per_case = [
        {"case": case_id, **{side: f"{sum(by_case[(side, case_id)])}/{len(by_case[(side, case_id)])}" for side in SIDES}}
        for case_id in sorted({key[1] for key in by_case})
    ]
    rates = SideRates(
        live=True,
        rates={side: rate_of(passed[side]).as_dict() for side in SIDES},
        reliability=reliability,
        tokens={side: round(sum(tokens[side]) / len(tokens[side]), 2) if tokens[side] else None for side in SIDES},
    )
    return ReplayResult(rates, per_case, rows)


def replay(
    config: ModelConfig, suites: Sequence[SuiteCases], sides: dict[str, str], repeats: int,
    on_progress: Callable[[int], None] | None = None,
    runner: Callable[[ModelConfig, Sequence[Job], Callable[[int], None] | None], list[Outcome]] = run_jobs,
) -> ReplayResult:
    """Send the suites' live cases to both sides through `runner` (the direct model runner by default) and score them."""
    cases = {case["id"]: case for suite in suites for case in suite.live_cases()}
    if not cases:
        return ReplayResult(SideRates(False, "the pinned suites hold no live case"), [], [])
    jobs: list[Job] = jobs_for(list(cases.values()), sides, repeats)
    return score_outcomes(cases, runner(config, jobs, on_progress))


def score_recorded(suites: Sequence[SuiteCases]) -> list[dict[str, Any]]:
    """Score every recorded run of every suite; labelled `recorded` (R-E-4)."""
    reports = []
    for suite in suites:
        cases = {case["id"]: case for case in suite.cases}
        runs = []
        for run in suite.recorded_runs:
            observation = Observation(run["output"], tuple(run.get("tools_called", ())), run.get("exit_status"))
            score = score_case(cases[run["fixture_id"]], observation)
            runs.append({"run_id": run["run_id"], "fixture_id": run["fixture_id"], "source": run.get("source", ""),
                         "passed": score.passed, "failed": [a.as_dict() for a in score.assertions if not a.passed]})
        if runs:
            reports.append({"label": "recorded", "suite": suite.name, "digest": suite.digest, "kind": suite.kind,
                            **rate_of(r["passed"] for r in runs).as_dict(), "runs": runs})
    return reports
