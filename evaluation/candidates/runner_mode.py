"""Which runner sends the cases, and the evaluator's identity recorded on the run (seed §17.1 step 10, §17.3).

``QLN_EVAL_RUNNER`` selects it (validated in settings):

- ``direct`` → ``direct-model``: the fast mode. Each case goes straight to the
  model with the side's text as the system prompt (:mod:`evaluation.candidates.model_runner`).
- ``hermes-sandbox``: each case is a one-shot Hermes session on a throw-away
  profile holding the side's files (:mod:`evaluation.candidates.hermes_sandbox`). The
  baseline's files are the active version pinned on the run (verified against
  its manifest); the candidate's are those with the candidate's file on top.
  A missing ``hermes`` fails the run with ``HERMES_NOT_FOUND``; there is no
  fallback to the direct mode.

The identity (runner, Hermes version, model, the digest of each side's
sandbox profile or system prompt) is stored on the run as ``evaluator`` and is
part of the result digest, so two runs by different evaluators never share one.
"""
from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

from cycles import active_store
from evaluation.candidates import hermes_sandbox
from evaluation.candidates.hermes_sandbox import RUNNER_DIRECT, RUNNER_HERMES, RunnerUnavailable, SandboxConfig
from evaluation.candidates.model_runner import Job, ModelConfig, Outcome, run_jobs
from evaluation.candidates.models import Candidate, EvaluationRun

MODES = {"direct": RUNNER_DIRECT, "hermes-sandbox": RUNNER_HERMES}
RunJobs = Callable[[ModelConfig, Sequence[Job], Callable[[int], None] | None], list[Outcome]]


@dataclass(frozen=True)
class CaseRunner:
    mode: str
    identity: dict[str, Any]
    run_jobs: RunJobs


def selected_mode() -> str:
    raw = str(getattr(settings, "QLN_EVAL_RUNNER", "direct") or "direct")
    if raw not in MODES:
        raise RunnerUnavailable("EVAL_RUNNER_INVALID", f"QLN_EVAL_RUNNER must be one of {sorted(MODES)}, got {raw!r}")
    return MODES[raw]


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def baseline_files(run: EvaluationRun, candidate: Candidate) -> dict[str, bytes]:
    """The active version pinned on the run, read from the store and verified; else the parent text alone."""
    if not run.baseline_version:
        return {candidate.target_path: candidate.parent_content.encode()} if candidate.parent_content else {}
    check = active_store.verify_version(run.baseline_version)
    if not check.ok:
        raise RunnerUnavailable("BASELINE_VERSION_UNREADABLE",
                                f"active version {run.baseline_version[:12]}: {'; '.join(check.problems)[:300]}")
    tree = active_store.version_tree(run.baseline_version)
    return {name: path.read_bytes() for name, path in active_store.tree_files(tree).items()}


def side_files(run: EvaluationRun, candidate: Candidate) -> dict[str, dict[str, bytes]]:
    baseline = baseline_files(run, candidate)
    return {"baseline": baseline, "candidate": {**baseline, candidate.target_path: candidate.content.encode()}}


def sandbox_config(model: ModelConfig) -> SandboxConfig:
    return SandboxConfig(
        hermes=Path(str(getattr(settings, "QLN_EVAL_HERMES_BIN", "/opt/qln-hermes-venv/bin/hermes"))), model=model,
        timeout_s=float(getattr(settings, "QLN_EVAL_HERMES_TIMEOUT_S", 180.0)),
        concurrency=int(getattr(settings, "QLN_EVAL_HERMES_CONCURRENCY", 2)),
    )


def case_runner(run: EvaluationRun, candidate: Candidate, model: ModelConfig) -> CaseRunner:
    """The runner for this run and its identity; RunnerUnavailable when the selected one cannot run."""
    mode = selected_mode()
    identity: dict[str, Any] = {"runner": mode, "model": model.model if model.configured else None,
                                "proposer_history": "none"}
    if mode == RUNNER_DIRECT:
        identity.update(hermes_version=None, system_prompt_digests={
            "baseline": _sha(candidate.parent_content), "candidate": _sha(candidate.content)})
        return CaseRunner(mode, identity, run_jobs)
    config = sandbox_config(model)
    identity["hermes_version"] = hermes_sandbox.hermes_version(config.hermes)
    files = side_files(run, candidate)
    identity.update(
        profile_digests={side: hermes_sandbox.profile_digest(side_files_) for side, side_files_ in files.items()},
        toolsets=list(hermes_sandbox.TOOLSETS), write_tools_removed=list(hermes_sandbox.WRITE_TOOLS),
        session_timeout_s=config.timeout_s,
    )

    def run_in_hermes(model_config: ModelConfig, jobs: Sequence[Job], on_progress: Callable[[int], None] | None) -> list[Outcome]:
        return hermes_sandbox.run_jobs(sandbox_config(model_config), jobs, files, on_progress)

    return CaseRunner(mode, identity, run_in_hermes)
