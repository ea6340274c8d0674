"""Which runner sends the cases, and the evaluator's identity recorded on the run (seed §17.1 step 10, §17.3).

``QLN_EVAL_RUNNER`` selects it (validated in settings):

- ``auto`` (the default, issue 26 item 1): ``hermes-sandbox`` when a ``hermes``
  is found (:func:`find_hermes`: ``QLN_EVAL_HERMES_BIN`` when set, else the
  Hermes venv's, else ``hermes`` on ``PATH``), else ``direct``. The choice and
  why are recorded on the run (``runner_setting``, ``runner_choice``).
- ``direct`` → ``direct-model``: the fast mode. Each case goes straight to the
  model; the system prompt is the side's profile assembled as Hermes 0.19
  assembles it (:mod:`evaluation.candidates.hermes_prompt`: ``SOUL.md`` and the
  skills index; a skill body when the model calls ``skill_view``).
- ``hermes-sandbox``: each case is a Hermes one-shot session on a throw-away
  profile holding the side's files, served by warm workers
  (:mod:`evaluation.candidates.warm_hermes`). The baseline's files are the
  active version pinned on the run (verified against its manifest); the
  candidate's are those with the candidate's file on top. A missing ``hermes``
  fails the run with ``HERMES_NOT_FOUND``, a profile that cannot be written
  with ``SANDBOX_PROFILE_INVALID``; there is no fallback to the direct mode.

The identity (runner, Hermes version, model, the digest of each side's
sandbox profile or system prompt) is stored on the run as ``evaluator`` and is
part of the result digest, so two runs by different evaluators never share one.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import weakref
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.conf import conf
from cycles import active_store
from evaluation.candidates import direct_hermes, hermes_prompt, hermes_sandbox, warm_hermes
from evaluation.candidates.hermes_sandbox import RUNNER_DIRECT, RUNNER_HERMES, RunnerUnavailable, SandboxConfig
from evaluation.candidates.model_runner import Job, ModelConfig, Outcome
from evaluation.candidates.models import Candidate, EvaluationRun
from hermes_plugin.profile_state import ActivationError

MODES = {"direct": RUNNER_DIRECT, "hermes-sandbox": RUNNER_HERMES}
SETTINGS = ("auto", *MODES)
DEFAULT_HERMES = Path(os.environ.get("QLN_HERMES_VENV") or "/opt/qln-hermes-venv") / "bin" / "hermes"
RunJobs = Callable[[ModelConfig, Sequence[Job], Callable[[int], None] | None], list[Outcome]]


@dataclass(frozen=True)
class CaseRunner:
    mode: str
    identity: dict[str, Any]
    run_jobs: RunJobs


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def find_hermes() -> Path | None:
    """The ``hermes`` to run: QLN_EVAL_HERMES_BIN when set (authoritative), else the venv's, else PATH's."""
    configured = conf.QLN_EVAL_HERMES_BIN
    if configured:
        return Path(configured) if _executable(Path(configured)) else None
    if _executable(DEFAULT_HERMES):
        return DEFAULT_HERMES
    on_path = shutil.which("hermes")
    return Path(on_path) if on_path else None


def selected_mode() -> tuple[str, str]:
    """(the runner, why it was chosen); RunnerUnavailable when an explicit hermes-sandbox has no hermes."""
    raw = conf.QLN_EVAL_RUNNER
    if raw not in SETTINGS:
        raise RunnerUnavailable("EVAL_RUNNER_INVALID", f"QLN_EVAL_RUNNER must be one of {list(SETTINGS)}, got {raw!r}")
    where = conf.QLN_EVAL_HERMES_BIN or f"{DEFAULT_HERMES} or PATH"
    if raw == "direct":
        return RUNNER_DIRECT, "QLN_EVAL_RUNNER=direct (fast mode, named)"
    hermes = find_hermes()
    if raw == "hermes-sandbox":
        if hermes is None:
            raise RunnerUnavailable("HERMES_NOT_FOUND", f"no executable hermes at {where} (QLN_EVAL_RUNNER=hermes-sandbox)")
        return RUNNER_HERMES, f"QLN_EVAL_RUNNER=hermes-sandbox: {hermes}"
    if hermes is None:
        return RUNNER_DIRECT, f"QLN_EVAL_RUNNER=auto: no hermes at {where}, so the direct fast mode"
    return RUNNER_HERMES, f"QLN_EVAL_RUNNER=auto: hermes found at {hermes}"


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
        hermes=find_hermes() or Path(conf.QLN_EVAL_HERMES_BIN or DEFAULT_HERMES), model=model,
        timeout_s=conf.QLN_EVAL_HERMES_TIMEOUT_S,
        concurrency=conf.QLN_EVAL_HERMES_CONCURRENCY,
    )


def check_profiles(files: dict[str, dict[str, bytes]], model: ModelConfig) -> None:
    """Write each side's sandbox profile once before any case: a broken one fails the run with its code."""
    scratch = Path(tempfile.mkdtemp(prefix="qln-profile-check-"))
    try:
        for side, side_files_ in files.items():
            try:
                hermes_sandbox.materialise(scratch / side / ".hermes", side_files_, model)
            except (ActivationError, OSError, ValueError) as exc:
                raise RunnerUnavailable("SANDBOX_PROFILE_INVALID", f"the {side} profile cannot be activated: {exc}"[:400]) from exc
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def case_runner(run: EvaluationRun, candidate: Candidate, model: ModelConfig) -> CaseRunner:
    """The runner for this run and its identity; RunnerUnavailable when the selected one cannot run."""
    mode, choice = selected_mode()
    identity: dict[str, Any] = {"runner": mode, "model": model.model if model.configured else None,
                                "proposer_history": "none",
                                "runner_setting": conf.QLN_EVAL_RUNNER,
                                "runner_choice": choice}
    if mode == RUNNER_DIRECT:
        try:
            files, source = side_files(run, candidate), "profile"
        except RunnerUnavailable as exc:  # a tampered active version: the rehearsal fails the run's reversibility
            files = {"baseline": {candidate.target_path: candidate.parent_content.encode()},
                     "candidate": {candidate.target_path: candidate.content.encode()}}
            source = f"target file only, {exc.code}: {exc.detail}"[:300]
        prompts = {side: hermes_prompt.assemble(side_files_) for side, side_files_ in files.items()}
        identity.update(hermes_version=None, prompt_assembly=hermes_prompt.ASSEMBLY, prompt_source=source,
                        system_prompt_digests={side: _sha(prompt.system_prompt) for side, prompt in prompts.items()})
        return CaseRunner(mode, identity, direct_hermes.runner(prompts))
    files = side_files(run, candidate)
    config = sandbox_config(model)
    identity["hermes_version"] = hermes_sandbox.hermes_version(config.hermes)
    check_profiles(files, model)
    identity.update(
        profile_digests={side: hermes_sandbox.profile_digest(side_files_) for side, side_files_ in files.items()},
        toolsets=list(hermes_sandbox.TOOLSETS), write_tools_removed=list(hermes_sandbox.WRITE_TOOLS),
        session_timeout_s=config.timeout_s, hermes_process="warm-worker",
    )

    pool = warm_hermes.Pool()  # one set of warm workers for the run's three replay steps

    def run_in_hermes(model_config: ModelConfig, jobs: Sequence[Job], on_progress: Callable[[int], None] | None) -> list[Outcome]:
        return pool.run_jobs(sandbox_config(model_config), jobs, files, on_progress)

    runner = CaseRunner(mode, identity, run_in_hermes)
    weakref.finalize(runner, pool.close)  # the workers end with the run (its context drops the runner), or at exit
    return runner
