"""The 25-lens audit as one form (issue 12, R-C-6).

A 5 × 5 grid: rows are parent phases, columns the borrowed lens, so cell
`XY` (literal-v1: "X within Y") sits in row Y, column X. Each cell posts
`status-XY` and `evidence-XY`; one POST records every cell that was filled
in and changed (partial saves allowed), and says which cells it refused.

The submission is one human act (issue 24 §2): kind LENS on ``candidate:<id>:LENS``, bound to the
candidate's content digest and, as its note, to the canonical JSON of the 25 submitted cells
(``cycles.signing.payload.lens_cells`` / ``lens_note``): ``note_digest`` is the grid's sha256. The
act's ledger entry (kind attestation, payload kind LENS) carries the cells, what was saved and
refused, and the signature.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from django.db import transaction
from django.http import HttpRequest

from core.pending import MAX_FIELD, PENDING_KEY
from cycles.choices import LedgerKind, Phase
from cycles.ledger import ledger_append
from cycles.lenses import COORDINATES, LITERAL_V1, PHASES, audit
from cycles.models import LensFinding, SignedAct
from cycles.signing.payload import attestation_subject, lens_note, note_digest
from cycles.signing.web import require_signed
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
                "error": kept.get(f"error-{coordinate}", ""),
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
    errors: dict[str, str] = field(default_factory=dict)  # coordinate -> the sentence shown next to its cell

    def refuse(self, coordinate: str, sentence: str) -> None:
        self.refused.append(f"{coordinate}: {sentence}")
        self.errors[coordinate] = sentence


def keep_grid(request: HttpRequest, *, page: str, cells: dict[str, dict[str, str]], reason: str,
              sentence: str = "", errors: dict[str, str] | None = None) -> None:
    """Hand the grid as submitted back to the candidate page (issue 27 item 7), through the same
    session slot an expired session uses (``core.pending``): the page refills every cell from it —
    a "fail" without evidence stays "fail" — and shows each refusal next to its cell. ``reason`` is
    ``refused`` (some cells were not recorded) or ``act`` (the signed act was refused: a stale tab, a
    second submit of the same form); ``sentence`` says what happened."""
    data = {f"{kind}-{c}": cell.get(kind, "")[:MAX_FIELD] for c, cell in cells.items() for kind in ("status", "evidence")}
    data |= {f"error-{c}": text for c, text in (errors or {}).items()}
    request.session[PENDING_KEY] = {"page": page, "action": request.path, "what": "the lens audit", "data": data,
                                    "reason": reason, "sentence": sentence}


def lens_subject(candidate: Candidate) -> str:
    return f"lens:{candidate.subject_ref}"


@transaction.atomic
def record_grid(*, candidate: Candidate, cells: dict[str, dict[str, str]], actor: Any,
                signed_act: SignedAct | None) -> GridResult:
    """Record every filled-in, changed cell of the signed grid; refuse the others with a sentence each.

    `cells` is the grid as submitted (``lens_cells``); the signature must bind exactly it."""
    require_signed(signed_act, actor=actor, kind="LENS", subject=attestation_subject("LENS", candidate.pk),
                   digest=candidate.content_digest, decision="record", note=lens_note(cells))
    latest = latest_findings(candidate)
    result = GridResult()
    for coordinate in COORDINATES:
        cell = cells.get(coordinate) or {}
        status, evidence = cell.get("status", ""), cell.get("evidence", "")
        if not status:
            if evidence and coordinate not in latest:
                result.refuse(coordinate, "evidence given but no status chosen.")
            continue
        known = latest.get(coordinate)
        if known is not None and known.status == status and known.evidence == evidence:
            continue  # unchanged
        try:
            services.lens_record(candidate=candidate, label=coordinate, status=status, evidence=evidence,
                                 recorded_by=actor.get_username(), notation=LITERAL_V1)
        except CandidateError as error:
            result.refuse(coordinate, f"{error.detail}.")
        else:
            result.saved.append(coordinate)
    if result.saved:
        ledger_append(kind=LedgerKind.ATTESTATION, subject=lens_subject(candidate), payload={
            "kind": "LENS", "cycle": candidate.cycle_id, "candidate": candidate.pk,
            "content_digest": candidate.content_digest, "grid_digest": note_digest(lens_note(cells)),
            "cells": cells, "saved": result.saved, "refused": result.refused, "actor": actor.get_username(),
            "decision": "record", "signed": signed_act.ledger_form() if signed_act is not None else None,
        })
    return result
