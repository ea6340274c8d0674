"""What one evaluation run carries from step to step (R-E-3): the run, its candidate, the pinned suites, the
model configuration, the evidence gathered so far and the case runner.

Its own module so that the steps (:mod:`evaluation.candidates.steps`) and the helpers they call
(:mod:`evaluation.candidates.integrity`, :mod:`evaluation.candidates.judge_config`) all import it from below,
and none of them imports another to learn the type (issue 28 item 3: that tied the three in a cycle).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from evaluation.candidates import suite_targets
from evaluation.candidates.fitness import Evidence
from evaluation.candidates.model_runner import ModelConfig
from evaluation.candidates.models import Candidate, EvaluationRun
from evaluation.candidates.replay import SuiteCases
from evaluation.candidates.runner_mode import CaseRunner


@dataclass
class RunContext:
    run: EvaluationRun
    candidate: Candidate
    suites: list[SuiteCases]
    config: ModelConfig
    evidence: Evidence = field(default_factory=Evidence)
    candidate_outputs: list[str] = field(default_factory=list)
    acceptance_unmet: list[str] = field(default_factory=list)
    review_pending: list[dict[str, str]] = field(default_factory=list)  # human criteria for the outcome review
    beat: Callable[[], None] = lambda: None
    runner: CaseRunner | None = None  # None: the direct model runner (tests that build a context by hand)
    case_errors: list[str] = field(default_factory=list)  # a case the runner could not run: HOLD, never PASS

    def of_kind(self, *kinds: str) -> list[SuiteCases]:
        return [s for s in self.suites if s.kind in kinds]

    @property
    def target(self) -> str:
        return suite_targets.candidate_target(self.candidate.target_stratum, self.candidate.target_path)

    def counting(self, kind: str) -> list[SuiteCases]:
        """The pinned suites of `kind` whose cases count for the sufficiency rules of the target (issue 26)."""
        pinned = {entry["digest"]: entry.get("targets") or [] for entry in self.run.suite_digests}
        return [s for s in self.of_kind(kind) if suite_targets.counts(pinned.get(s.digest, []), self.target, kind)]
