"""The 25-lens audit as one form (issue 12, R-C-6).

A 5 × 5 grid: rows are parent phases, columns the borrowed lens, so cell
`XY` (literal-v1: "X within Y") sits in row Y, column X. Each cell posts
`status-XY` and `evidence-XY`; one POST records every cell that was filled
in and changed (partial saves allowed), and says which cells it refused.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.http import QueryDict

from cycles.choices import Phase
from cycles.lenses import COORDINATES, LITERAL_V1, PHASES, audit
from cycles.models import LensFinding
from evaluation.candidates import services
from evaluation.candidates.exceptions import CandidateError
from evaluation.candidates.models import Candidate

PHASE_NAMES = {value: label.split("— ", 1)[-1] for value, label in Phase.choices}
GRID_FIELDS = tuple(f"{kind}-{c}" for c in COORDINATES for kind in ("status", "evidence"))


def latest_findings(candidate: Candidate) -> dict[str, LensFinding]:
    return LensFinding.latest_by_coordinate(candidate.subject_ref)


def lens_grid(candidate: Candidate, kept: dict[str, str] | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(rows, summary). `kept` refills the cells of a form whose session expired."""
    latest = latest_findings(candidate)
    kept = kept or {}
    rows = []
    for parent in PHASES:
        cells = []
        for lens in PHASES:
            coordinate = lens + parent
            finding = latest.get(coordinate)
            cells.append({
                "coordinate": coordinate, "lens": lens, "parent": parent,
                "reading": f"{PHASE_NAMES[lens]} lens within {PHASE_NAMES[parent]}",
                "status": finding.status if finding else "missing",
                "form_status": kept.get(f"status-{coordinate}", finding.status if finding else ""),
                "evidence": kept.get(f"evidence-{coordinate}", finding.evidence if finding else ""),
                "by": finding.recorded_by if finding else "",
            })
        rows.append({"parent": parent, "parent_name": PHASE_NAMES[parent], "cells": cells})
    return rows, summarize(latest)


def summarize(latest: dict[str, LensFinding]) -> dict[str, Any]:
    """Counts and honest sentences: a fail is never reported as success."""
    problems = audit({c: (f.status, f.evidence) for c, f in latest.items()})
    fails = [c for c in COORDINATES if c in latest and latest[c].status == "fail"]
    counts = {s: sum(1 for f in latest.values() if f.status == s) for s in ("pass", "fail", "not_applicable")}
    missing = [c for c in COORDINATES if c not in latest]
    sentences = []
    if missing:
        sentences.append(f"{len(missing)} of 25 coordinates are not recorded yet ({', '.join(missing)}); "
                         "an evaluation now would REJECT the candidate.")
    if fails:
        sentences.append(f"{len(fails)} coordinate(s) fail ({', '.join(fails)}): the evaluation will REJECT "
                         "this candidate.")
    sentences += [p for p in problems if not p.endswith(": missing")]
    return {"recorded": len(latest), "counts": counts, "missing": missing, "fails": fails,
            "complete": not missing and not problems, "ok": not missing and not problems and not fails,
            "sentences": sentences}


@dataclass
class GridResult:
    saved: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # sentences


def record_grid(*, candidate: Candidate, data: QueryDict, recorded_by: str) -> GridResult:
    """Record every filled-in, changed cell of the grid; refuse the others with a sentence each."""
    latest = latest_findings(candidate)
    result = GridResult()
    for coordinate in COORDINATES:
        status = data.get(f"status-{coordinate}", "").strip()
        evidence = data.get(f"evidence-{coordinate}", "").strip()
        if not status:
            if evidence and coordinate not in latest:
                result.refused.append(f"{coordinate}: evidence given but no status chosen.")
            continue
        known = latest.get(coordinate)
        if known is not None and known.status == status and known.evidence == evidence:
            continue  # unchanged
        try:
            services.lens_record(candidate=candidate, label=coordinate, status=status, evidence=evidence,
                                 recorded_by=recorded_by, notation=LITERAL_V1)
        except CandidateError as error:
            result.refused.append(f"{coordinate}: {error.detail}.")
        else:
            result.saved.append(coordinate)
    return result
