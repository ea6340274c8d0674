"""Z's acceptance criteria bound to evidence (seed §6 Q.6, §17.1 step 11; issue 10 bullet 4; issue 26 item 7).

At step 11 every criterion of the cycle's attested Z gets an outcome from what
the run recorded: ``case:`` from the replay steps' per-case results,
``metric:`` from the measured rates (:func:`metrics_of`). A ``human`` criterion
is *pending* in the run's record: it is reviewed after the run, on its evidence,
by a passkey-signed outcome review bound to the run's result digest
(``evaluation/candidates/outcome_review.py``); a run whose only outstanding
criteria are human ones is HOLD with the code ``OUTCOME_REVIEW_REQUIRED``.

The outcome record is stored in step 11's evidence (so it is inside the
run's result digest). ``promote`` re-checks it with :func:`recheck`.

Runs recorded before issue 26 item 7 carry *ticks* given before the run (ledger
attestation ``ACCEPTANCE``, a signed TICK bound to Z's digest) in their record;
those stay verifiable for those runs (:func:`_tick_problem`,
``promotion.signed_acts.ActVerifier.verify_tick``). No new tick can be given.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cycles.acceptance import Criterion, compare, parse_criteria
from cycles.choices import AttestationKind, LedgerKind
from cycles.gates import approved_attestation
from cycles.models import LedgerEntry, PhaseOutput

TICK_KIND = "ACCEPTANCE"
MET, UNMET, PENDING = "met", "unmet", "pending"
NO_CRITERIA = "Z states no acceptance criteria"


@dataclass
class ZCriteria:
    output: PhaseOutput | None
    criteria: list[Criterion] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    @property
    def digest(self) -> str:
        return self.output.digest if self.output is not None else ""

    def problems(self) -> list[str]:
        """Why the criteria cannot be checked at all (empty when they can)."""
        if self.output is None:
            return ["the cycle has no current Q output"]
        if approved_attestation(self.output, AttestationKind.Z) is None:
            return ["Z is not attested by a human at its current digest"]
        if self.errors:
            return [f"Z's acceptance criteria do not parse: {e}" for e in self.errors]
        if not self.criteria:
            return [NO_CRITERIA]
        return []


def z_criteria(cycle: Any) -> ZCriteria:
    output = cycle.current_outputs().get("Q")
    if output is None:
        return ZCriteria(None)
    criteria, errors = parse_criteria(str(output.footer.get("ACCEPTANCE", "") or ""))
    return ZCriteria(output, criteria, errors)


def tick_subject(candidate: Any) -> str:
    return f"acceptance:{candidate.subject_ref}"


def _rates(evidence: dict[str, Any] | None) -> dict[str, Any]:
    rates = (evidence or {}).get("rates")
    return rates if isinstance(rates, dict) else {}


def metrics_of(steps: dict[str, dict[str, Any]]) -> dict[str, float | None]:
    """Every KNOWN_METRICS quantity from the recorded step evidence (None when the run did not measure it)."""
    replay, held = _rates(steps.get("baseline_replay")), _rates(steps.get("held_out"))
    adversarial = steps.get("adversarial") or {}
    adv = _rates(adversarial.get("replay"))
    safety = steps.get("safety_privacy") or {}

    def side(rates: dict[str, Any], name: str, key: str) -> float | None:
        value = (rates.get(name) or {}).get(key)
        return float(value) if isinstance(value, (int, float)) else None

    base, cand = side(replay, "baseline", "rate"), side(replay, "candidate", "rate")
    halves = [(side(replay, s, "high") or 0.0) - (side(replay, s, "low") or 0.0) for s in ("baseline", "candidate")]
    reliability = (steps.get("baseline_replay") or {}).get("reliability") or {}
    return {
        "task_benefit_baseline": base, "task_benefit_candidate": cand,
        "task_benefit_uncertainty": round(max(halves) / 2, 4) if cand is not None else None,
        "task_benefit_lower_bound": side(replay, "candidate", "low"),
        "value": round(cand - base, 4) if cand is not None and base is not None else None,
        "held_out_pass_rate": side(held, "candidate", "rate"), "held_out_baseline_rate": side(held, "baseline", "rate"),
        "held_out_lower_bound": side(held, "candidate", "low"), "held_out_cases": side(held, "candidate", "total"),
        "adversarial_pass_rate": side(adv, "candidate", "rate"), "adversarial_lower_bound": side(adv, "candidate", "low"),
        "adversarial_findings": (float(len(adversarial.get("findings") or []) + len(adversarial.get("suite_failures") or []))
                                 if "findings" in adversarial else None),
        "reliability_candidate": reliability.get("candidate") if isinstance(reliability.get("candidate"), (int, float)) else None,
        "safety_findings": float(len(safety["safety"])) if "safety" in safety else None,
        "privacy_findings": float(len(safety["privacy"])) if "privacy" in safety else None,
    }


def _case_outcome(criterion: Criterion, run: Any, steps: dict[str, dict[str, Any]]) -> tuple[str, str, str]:
    """(outcome, observed, detail) of a case binding, from the pinned suites and the per-case results."""
    from evaluation.candidates.models import Suite

    pinned = [s for s in run.suite_digests or [] if s.get("name") == criterion.suite]
    if not pinned:
        return UNMET, "", f"suite {criterion.suite} is not pinned in this run"
    rows = [row for key in ("baseline_replay", "held_out") for row in (steps.get(key) or {}).get("per_case") or []]
    adversarial = steps.get("adversarial") or {}
    rows += ((adversarial.get("replay") or {}).get("per_case")) or []
    for entry in pinned:
        suite = Suite.objects.filter(digest=entry["digest"]).first()
        case = next((c for c in (suite.cases if suite else []) if c.get("id") == criterion.case), None)
        if case is None:
            continue
        if case.get("class") == "mutation":
            if "suite_failures" not in adversarial:
                return UNMET, "", "the adversarial step recorded no result"
            label = f"{criterion.suite}/{criterion.case}:"
            missed = [f for f in adversarial["suite_failures"] if str(f).startswith(label)]
            return (UNMET, "failed", missed[0]) if missed else (MET, "passed", "detector caught the mutation")
        row = next((r for r in rows if r.get("case") == f"{entry['digest'][:8]}/{criterion.case}"), None)
        if row is None:
            return UNMET, "", f"case {criterion.suite}/{criterion.case} was not run"
        passed, _, total = str(row.get("candidate", "0/0")).partition("/")
        ok = total.isdigit() and int(total) > 0 and passed == total
        return (MET if ok else UNMET), ("passed" if ok else "failed"), f"candidate {row.get('candidate')}"
    return UNMET, "", f"case {criterion.case} is not in suite {criterion.suite}"


def evaluate(run: Any, candidate: Any) -> dict[str, Any]:
    """The per-criterion outcome of this run (stored in step 11's evidence), with the reasons it is not met."""
    zc = z_criteria(candidate.cycle)
    steps = {s.key: s.evidence or {} for s in run.steps.all()}
    metrics = metrics_of(steps)
    rows: list[dict[str, Any]] = []
    for criterion in zc.criteria:
        row: dict[str, Any] = {**criterion.as_dict(), "outcome": UNMET, "observed": None, "detail": ""}
        if criterion.kind == "metric":
            observed = metrics.get(criterion.metric)
            met = compare(observed, criterion.op, criterion.threshold or 0.0)
            row.update(outcome=MET if met else UNMET, observed=observed,
                       detail=f"{criterion.metric} = {observed if observed is not None else 'not measured'}")
        elif criterion.kind == "case":
            outcome, case_result, detail = _case_outcome(criterion, run, steps)
            row.update(outcome=outcome, observed=case_result, detail=detail)
        else:  # reviewed after the run, on this run's evidence (outcome_review.py)
            row.update(outcome=PENDING, detail="waiting for the human outcome review of this run's result")
        rows.append(row)
    reasons = list(zc.problems())
    reasons += [f"{r['id']} ({r['binding']}) {r['outcome']}: {r['detail']}" for r in rows
                if r["outcome"] != MET and r["kind"] != "human"]
    review = [{"id": r["id"], "text": r["text"]} for r in rows if r["kind"] == "human"]
    if not zc.criteria and not reasons:
        note = "no criteria: this decoder's Q footer cannot state ACCEPTANCE lines"
    else:
        note = ""
    return {"z_output": zc.output.pk if zc.output else None, "z_digest": zc.digest, "criteria": rows,
            "errors": zc.errors, "met": not reasons and not review, "reasons": reasons, "review": review,
            "note": note}


def recorded(run: Any) -> dict[str, Any] | None:
    """The acceptance record step 11 stored with this run, if any."""
    step = run.steps.filter(key="human_outcome_review").first()
    record = (step.evidence or {}).get("acceptance") if step is not None else None
    return record if isinstance(record, dict) else None


def _tick_problem(candidate: Any, row: dict[str, Any], z_digest: str) -> str:
    from django.contrib.auth import get_user_model

    found = row.get("tick") if isinstance(row.get("tick"), dict) else None
    if not found:
        return f"{row.get('id')}: no reviewer tick recorded"
    entry = LedgerEntry.objects.filter(seq=found.get("seq"), entry_digest=found.get("entry_digest"),
                                       kind=LedgerKind.ATTESTATION, subject=tick_subject(candidate)).first()
    payload = entry.payload if entry is not None else {}
    if entry is None or payload.get("kind") != TICK_KIND or payload.get("criterion") != row.get("id") \
            or payload.get("candidate") != candidate.pk:
        return f"{row.get('id')}: the recorded tick is not in the ledger (forged)"
    if payload.get("z_digest") != z_digest:
        return f"{row.get('id')}: the tick is bound to Z {payload.get('z_digest')}, not the current {z_digest}"
    actor_id = payload.get("actor_id")
    actor = get_user_model().objects.filter(pk=actor_id).first() if actor_id is not None else None
    if actor is None or not actor.is_active or not actor.has_perm("cycles.attest"):
        return f"{row.get('id')}: {payload.get('actor')} may not tick acceptance criteria"
    if candidate.proposer_user_id is not None and candidate.proposer_user_id == actor.pk:
        return f"{row.get('id')}: ticked by the proposer"
    return ""


def recheck(candidate: Any, run: Any) -> tuple[list[str], dict[str, Any]]:
    """The promoter's re-check: the run's record covers the current Z's criteria, each met, ticks genuine.

    A human criterion the run left pending for the outcome review (its step 11 code ``OUTCOME_REVIEW_REQUIRED``)
    passes here; its signed review is the promoter's next check (``check_outcome_review``)."""
    from evaluation.candidates.outcome_review import required_ids

    awaiting = set(required_ids(run))
    zc = z_criteria(candidate.cycle)
    problems = list(zc.problems())
    if problems:
        return problems, {}
    record = recorded(run)
    if not zc.criteria:
        return [], {"criteria": [], "note": "no criteria: this decoder's Q footer cannot state ACCEPTANCE lines"}
    if record is None:
        return [f"evaluation {run.pk} recorded no acceptance outcome"], {}
    if record.get("z_digest") != zc.digest:
        return [f"evaluation {run.pk} checked Z {record.get('z_digest')}, the current Z is {zc.digest}"], {}
    rows = {r.get("id"): r for r in record.get("criteria") or [] if isinstance(r, dict)}
    for criterion in zc.criteria:
        row = rows.get(criterion.id)
        if row is None or row.get("binding") != criterion.binding:
            problems.append(f"{criterion.id}: not in the evaluation's record as {criterion.binding}")
        elif criterion.kind == "human" and row.get("outcome") == PENDING and criterion.id in awaiting:
            continue
        elif row.get("outcome") != MET:
            problems.append(f"{criterion.id} ({criterion.binding}) {row.get('outcome')}: {row.get('detail')}")
        elif criterion.kind == "metric" and not compare(row.get("observed"), criterion.op, criterion.threshold or 0.0):
            problems.append(f"{criterion.id}: recorded {criterion.metric} = {row.get('observed')} does not meet "
                            f"{criterion.op} {criterion.threshold}")
        elif criterion.kind == "case" and row.get("observed") != "passed":
            problems.append(f"{criterion.id}: case {criterion.suite}/{criterion.case} did not pass")
        elif criterion.kind == "human":
            problem = _tick_problem(candidate, row, zc.digest)
            if problem:
                problems.append(problem)
    return problems, {"z_digest": zc.digest, "criteria": sorted(rows)}
