"""How the promoter reads a candidate and its evaluation (R-P-2).

The evaluation app owns the formats (evaluation/candidates/workspace.py): a candidate
proposes one file, `proposed/<target_path>` in its workspace, whose sha256
is `content_digest`. This module recomputes digests from what is on disk,
independently of the values stored beside them, and maps the proposed file
onto the active version's tree.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from evaluation.candidates.fitness import MANDATORY_GATES, decide
from evaluation.candidates.models import Suite
from evaluation.candidates.steps import STEPS
from evaluation.candidates.tasks import result_digest
from evaluation.candidates.workspace import sha256_text, verify_workspace

# Steps whose recorded status may stand in a promotable run: every one of the eleven passed
# (issue 10: the independent evaluation is not skippable for PASS).
ACCEPTED_STEP_STATUSES = ("passed",)


def proposed_files(candidate: Any) -> dict[str, Path]:
    """The file a candidate proposes, by its path in the active version."""
    return {candidate.target_path: Path(candidate.workspace) / "proposed" / candidate.target_path}


def candidate_digest(candidate: Any) -> str:
    """Recompute the content digest from the workspace; a tampered workspace raises ValueError."""
    root = Path(candidate.workspace)
    problems = verify_workspace(root, candidate.target_path, candidate.content_digest, candidate.parent_content)
    if problems:
        raise ValueError("; ".join(problems))
    recomputed = sha256_text((root / "proposed" / candidate.target_path).read_text(encoding="utf-8"))
    if sha256_text(candidate.content) != recomputed:
        raise ValueError("the stored content differs from the workspace's proposed file")
    return recomputed


def evaluation_digest(run: Any) -> str:
    """Recompute a run's result digest with the evaluation app's own function, from its stored steps."""
    return result_digest(run, list(run.steps.order_by("order")))


def mandatory_gates() -> tuple[str, ...]:
    """The source's conjunctive gates (§17.2), by name — the evaluation app's one list."""
    return MANDATORY_GATES


def step_keys() -> tuple[str, ...]:
    """The eleven steps of §17.1 in order, as the evaluation app runs them."""
    return tuple(key for key, _ in STEPS)


def recomputed_verdict(gates: dict[str, Any]) -> tuple[str, list[str]]:
    """The verdict the gates imply, by the evaluation app's own rule — never the stored one."""
    return decide(gates)


def stale_suites(run: Any) -> list[str]:
    """Suites the run pinned that are no longer the active suite of their name and kind."""
    stale = []
    for pinned in run.suite_digests or []:
        current = Suite.objects.filter(name=pinned.get("name"), kind=pinned.get("kind"), active=True).order_by("-imported_at").first()
        if current is None or current.digest != pinned.get("digest"):
            stale.append(f"{pinned.get('kind')}:{pinned.get('name')}")
    return stale
