"""What the model reads back from a qlnweb tool: short JSON it can act on (issue 23 §1).

Every answer carries ``ok`` and ``next_step``, one sentence saying what to do
next and who does it. A refusal also carries the server's ``error`` code, its
``detail`` and, for a bad field, ``fields`` — the server's own envelope, so the
model is told exactly which field was wrong. Where a human must act, the
sentence names the page's URL and tells the model to tell the user: the agent
never attests, promotes or rolls back (R-H-4).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .client import QlnError, QlnRefused
from .governed import GOVERNED_ROOTS

# Codes whose next step is the cycle's own (the server's next_step for that cycle, read once more).
CYCLE_GATE_CODES = frozenset({
    "ATTESTATION_REQUIRED", "ATTESTATION_REJECTED", "OUTPUT_REQUIRED", "PRIOR_OUTPUT_MISSING", "PHASE_SKIP",
    "GATE_REFUSED", "Z_ABSENT", "EVALUATION_PLAN_REQUIRED", "EVALUATION_PLAN_INCOMPLETE", "DECISION_HOLD",
    "Z_NOT_READY", "CYCLE_CLOSED", "CYCLE_HALTED", "NOTHING_TO_ATTEST",
})
_PATH_CODES = frozenset({
    "PATH_REQUIRED", "PATH_TOO_LONG", "PATH_SEGMENT_TOO_LONG", "PATH_NOT_CANONICAL", "PATH_ABSOLUTE",
    "PATH_TRAVERSAL", "CONSTITUTIONAL_TARGET", "PLUGIN_CODE_TARGET", "EVALUATOR_PATH", "ACTIVE_STORE_TARGET",
    "CREDENTIALS_TARGET", "RUNTIME_STATE_TARGET", "PATH_OUTSIDE_ROOTS", "PATH_NOT_CANONICAL_SPELLING",
    "WRONG_STRATUM",
})
GOVERNED_HINT = ", ".join(root + ("…" if root.endswith("/") else "") for root in GOVERNED_ROOTS)
NEXT_BY_CODE = {
    "UNAUTHENTICATED": "qlnweb does not accept this agent's token; tell the user that an operator must run "
                       "`manage.py connect_hermes` for this profile again.",
    "FORBIDDEN": "Agents cannot do this: attesting, promoting and rolling back are human acts in the browser; "
                 "tell the user.",
    "NOT_FOUND": "Nothing with that id belongs to this agent; list your open cycles with qln_status.",
    "PHASE_ALREADY_PASSED": "That phase is already passed; send it again with reopen=true only if the user wants to "
                            "revise it, which invalidates every later output and attestation.",
    "CORRUPTION_DETECTED": "The output was refused as a corruption of the cycle; revise it without that claim "
                           "(only a human attests X, Z or resonance) and post it again.",
    "KERNEL_DRIFT": "The text restates the kernel with drift; quote the kernel exactly or leave it out.",
    "KERNEL_TAMPERED": "The sealed kernel does not verify on the server; stop and tell the user.",
    "STALE_PARENT": "The active version changed while you proposed; propose again without parent_version_digest "
                    "(the tool then uses the active version).",
    "PARENT_VERSION_REQUIRED": "A version is active; propose again without parent_version_digest so the tool "
                               "sends the active one.",
    "CLASSIFICATION_MISMATCH": "The cycle's classification does not fit this target; open a cycle that declares "
                               "the classification the detail names, with qln_open_cycle.",
    "NO_CHANGE": "The content equals the active file: change something, or propose nothing.",
    "BAD_CONTENT": "Send the whole file as text without NUL characters and within the size limit.",
    "BAD_ALPHA": "alpha must be non-empty text of at most 2000 characters.",
    "EVALUATION_IN_PROGRESS": "An evaluation of this candidate is under way; read it with qln_evaluation, and "
                              "withdraw it (if still wanted) once the run has ended.",
    "CANDIDATE_INVALIDATED": "This candidate was invalidated (see detail); propose a new one for the current cycle.",
    "ALREADY_PROMOTED": "This candidate was promoted, so it cannot be withdrawn; only an operator's rollback undoes "
                        "a promotion. Tell the user if it should be rolled back.",
    "REASON_REQUIRED": "Say why in reason (1 to 2000 characters) and call again.",
    "CANDIDATE_CLOSED": "An operator accepted this candidate's HOLD and closed it (see detail); propose a new "
                        "candidate in a new cycle if the user wants the change.",
    "PAYLOAD_TOO_LARGE": "The request is larger than qlnweb accepts; send a smaller text.",
    "UNREACHABLE": "qlnweb cannot be reached right now; tell the user, and do not retry in a loop.",
}
FALLBACK_NEXT = "Read the detail, correct the call and try once more; if it needs a human, tell the user."


def dumps(answer: dict[str, Any]) -> str:
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


def _field_sentence(fields: dict[str, Any]) -> str:
    parts = []
    for name, problems in fields.items():
        text = "; ".join(str(p) for p in problems) if isinstance(problems, list) else str(problems)
        parts.append(f"{name} ({text})")
    return "Fix " + ", ".join(parts) + " and call again."


def refusal(error: Exception, *, cycle_next: Callable[[], str | None] | None = None) -> dict[str, Any]:
    """A failed call as the model reads it: the server's code, detail, fields and one next-step sentence."""
    if not isinstance(error, QlnRefused):
        if isinstance(error, QlnError):
            return {"ok": False, "error": "UNREACHABLE", "detail": str(error), "next_step": NEXT_BY_CODE["UNREACHABLE"]}
        return {"ok": False, "error": "PLUGIN_ERROR", "detail": f"{type(error).__name__}: {error}",
                "next_step": "The qlnweb plugin failed on this call; tell the user."}
    body, code = error.body, error.code
    answer: dict[str, Any] = {"ok": False, "error": code, "detail": body.get("detail", str(error))}
    fields = body.get("fields")
    if isinstance(fields, dict) and fields:
        answer["fields"] = fields
    for key in ("missing", "current_phase", "attestation_required", "findings", "derived", "active_version"):
        if body.get(key) not in (None, [], ""):
            answer[key] = body[key]
    step = None
    if code in CYCLE_GATE_CODES and cycle_next is not None:
        try:
            step = cycle_next()
        except QlnError:
            step = None
    if step is None and code in _PATH_CODES:
        step = f"Target a governed file of the profile, relative to HERMES_HOME: {GOVERNED_HINT}"
        step += " (decoder/ and scripts/5qln/ are governed_decoding; the rest adaptive_expression)."
    if step is None and isinstance(fields, dict) and fields and code in ("VALIDATION_ERROR", "UNKNOWN_FIELDS",
                                                                         "FOOTER_INVALID", "MALFORMED_JSON"):
        step = _field_sentence(fields)
    if step is None and error.status == 413:
        step = NEXT_BY_CODE["PAYLOAD_TOO_LARGE"]
    answer["next_step"] = step or NEXT_BY_CODE.get(code, FALLBACK_NEXT)
    return answer


def local_field_error(name: str, problem: str) -> dict[str, Any]:
    """A tool argument that cannot even form the request (an id in the URL), in the server's envelope."""
    return {"ok": False, "error": "VALIDATION_ERROR", "detail": f"{name}: {problem}", "fields": {name: [problem]},
            "next_step": _field_sentence({name: [problem]})}


def cycle_summary(cycle: dict[str, Any]) -> dict[str, Any]:
    """A cycle as the model needs it: where it stands, who acts next, the trail in one line per output."""
    return {
        "cycle_id": cycle.get("id"), "title": cycle.get("title"), "status": cycle.get("status"),
        "classification": cycle.get("classification"), "current_phase": cycle.get("current_phase"),
        "pending_gate": cycle.get("pending_gate"), "attestation_required": cycle.get("attestation_required"),
        "missing": cycle.get("missing") or [],
        "actor": cycle.get("actor"), "next_step": cycle.get("next_step"),
        "human_actions": [{k: a.get(k) for k in ("act", "url", "digest")} for a in cycle.get("human_actions") or []],
        "trail": [
            {"phase": o.get("phase"), "revision": o.get("revision"), "status": o.get("status"),
             "digest": str(o.get("digest") or "")[:16],
             "attested": sorted({a["kind"] for a in o.get("attestations") or [] if a.get("decision") == "approve"
                                 and not a.get("stale")})}
            for o in cycle.get("trail") or [] if o.get("status") == "valid"
        ] if "trail" in cycle else None,
        "corruptions": [f"{c.get('code')} at {c.get('phase')}" for c in cycle.get("corruptions") or []] or None,
    }


def run_next_step(run: dict[str, Any]) -> str:
    """What an evaluation's state asks for next."""
    status, verdict, page = run.get("status"), run.get("verdict"), run.get("page")
    reasons = "; ".join(str(r) for r in (run.get("verdict_reasons") or [])[:3]) or "no reason given"
    if status in ("queued", "running"):
        return f"The evaluation is {status}; read it again with qln_evaluation in a minute, and meanwhile tell the " \
               "user it is under way."
    if status != "finished":
        return f"The evaluation {status} ({run.get('error') or 'no error recorded'}); tell the user."
    if run.get("verdict_code") == "OUTCOME_REVIEW_REQUIRED" and run.get("next_step"):  # issue 26 item 7: step 11
        return str(run["next_step"])
    if verdict == "PASS":
        page = str(page or "").split("#", 1)[0] + "#promotion-card"
        return f"It passed: a human must approve or reject the promotion at {page}, then run `manage.py promote`; " \
               "tell the user, and do not claim it is promoted."
    if verdict == "HOLD":
        return f"HOLD, not a pass: {reasons}. Tell the user what is missing; the decision is theirs at {page}."
    return f"REJECT: {reasons}. Tell the user, then revise the change and propose a new candidate if they want."


def withdrawn_next_step(candidate_id: Any) -> str:
    """After a withdrawal: nothing waits on the candidate any more; the cycle goes on."""
    return (f"Candidate {candidate_id} is withdrawn: it left the review queue and can never be evaluated or "
            "promoted. Tell the user; propose a new candidate with qln_propose_candidate if the cycle still needs "
            "one, and read qln_status for the cycle's next step.")
