"""Model-callable plugin tools: read, proposal and evaluation only (R-H-4, seed §11.1, issue 23 §1).

``qln_status``, ``qln_open_cycle``, ``qln_post_output``, ``qln_record_evidence``,
``qln_propose_candidate``, ``qln_request_evaluation``, ``qln_evaluation`` and
``qln_withdraw_candidate`` — the agent's part of the interactive cycle (seed
§15.1). None of them attests, promotes, rolls back or amends: those are human
acts in the browser and ``manage.py promote``, and the server refuses them on
the agent token. Withdrawing takes back the agent's own proposal (with a
reason, recorded); it decides nothing for a human.

Handlers follow the Hermes registry contract ``handler(args, **kwargs) -> str``
and always return short JSON (:mod:`.tool_replies`): ``ok``, what the model
needs to act, and ``next_step``. Body fields go to the server as the model gave
them, so a missing or wrong-typed field comes back as the server's 4xx code
with the field named; only an id that forms the URL is checked here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .client import get_client
from .governed import DECODING_ROOTS
from .tool_replies import cycle_summary, dumps, local_field_error, refusal, run_next_step, withdrawn_next_step

TOOLSET = "qlnweb"
Handler = Callable[..., str]


def _id(description: str) -> dict[str, Any]:
    return {"type": "integer", "description": description}


_CYCLE_ID = _id("The 5QLN cycle id (the cycle_id line of the 5QLN ACTIVE CONTEXT frame, or qln_status).")


def _schema(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {"name": name, "description": description,
            "parameters": {"type": "object", "properties": properties, "required": required}}


STATUS_SCHEMA = _schema(
    "qln_status",
    "Where a 5QLN cycle stands: phase, pending gate, who acts next and, for a human act, the URL of its page. "
    "Without cycle_id: this agent's open cycles. Read-only.",
    {"cycle_id": _CYCLE_ID}, [])
OPEN_SCHEMA = _schema(
    "qln_open_cycle",
    "Open a 5QLN cycle at S from an observation in K. It starts no change; a human attests X later.",
    {"title": {"type": "string", "description": "A short title of what was observed."},
     "observation": {"type": "string", "description": "The K-side evidence that opened the cycle (not a question)."},
     "classification": {"type": "string", "enum": ["reflection", "adaptation", "evolution"],
                        "description": "reflection (nothing persistent changes), adaptation (a reversible change), "
                                       "evolution (a versioned change to promote). Default reflection."}},
    ["title"])
OUTPUT_SCHEMA = _schema(
    "qln_post_output",
    "Post the current phase's output (S, G, Q, P or V) with its KEY: value footer. The server checks the footer "
    "and the gates; it never attests anything.",
    {"cycle_id": _CYCLE_ID,
     "phase": {"type": "string", "enum": ["S", "G", "Q", "P", "V"]},
     "text": {"type": "string", "description": "The whole output: body, then one KEY: value footer line per key."},
     "reopen": {"type": "boolean", "description": "Revise an already passed phase (invalidates everything after it)."}},
    ["cycle_id", "phase", "text"])
EVIDENCE_SCHEMA = _schema(
    "qln_record_evidence",
    "Record one piece of K-side evidence (an observation, a test outcome, a quote) on a 5QLN cycle. Evidence "
    "informs humans; it attests nothing.",
    {"cycle_id": _CYCLE_ID,
     "content": {"type": "string", "description": "The evidence itself, plain text."},
     "kind": {"type": "string", "description": "Short evidence kind, e.g. observation, test_result."},
     "source": {"type": "string", "description": "Where it came from (tool, file, session)."}},
    ["cycle_id", "content"])
CANDIDATE_SCHEMA = _schema(
    "qln_propose_candidate",
    "Propose a candidate change to one governed file of this profile (SOUL.md, skills/…, prompts/…, decoder/…). "
    "It is stored isolated against the active version and evaluated; only a human can promote it.",
    {"cycle_id": _CYCLE_ID,
     "target_path": {"type": "string", "description": "The file, relative to HERMES_HOME, e.g. SOUL.md or "
                                                      "skills/my-skill/SKILL.md."},
     "content": {"type": "string", "description": "The whole proposed file."},
     "alpha": {"type": "string", "description": "The α the change carries (default: G's ALPHA)."},
     "parent_version_digest": {"type": "string", "description": "Only to pin a parent; default the active version."}},
    ["cycle_id", "target_path", "content"])
EVALUATION_REQUEST_SCHEMA = _schema(
    "qln_request_evaluation",
    "Ask the independent evaluator to run a candidate against the active version and the sealed suites.",
    {"candidate_id": _id("The candidate id from qln_propose_candidate.")}, ["candidate_id"])
EVALUATION_SCHEMA = _schema(
    "qln_evaluation",
    "Read an evaluation run: status, verdict (PASS, HOLD or REJECT) and why. Read-only.",
    {"run_id": _id("The run id from qln_request_evaluation.")}, ["run_id"])
WITHDRAW_SCHEMA = _schema(
    "qln_withdraw_candidate",
    "Withdraw one of your own candidates that should not be evaluated or promoted (a mistake, replaced by a "
    "better idea), with the reason. It leaves the review queue and can never be promoted; the reason is recorded. "
    "A promoted candidate or one whose evaluation is running cannot be withdrawn.",
    {"candidate_id": _id("The candidate id from qln_propose_candidate."),
     "reason": {"type": "string", "description": "Why it is withdrawn, one or two sentences for the humans."}},
    ["candidate_id", "reason"])


def _arguments(args: Any) -> dict[str, Any]:
    return args if isinstance(args, dict) else {}


def _url_id(args: dict[str, Any], name: str) -> int | dict[str, Any]:
    """An id that forms the URL: a whole number (or its digits as text), else the server-shaped refusal."""
    value = args.get(name)
    if isinstance(value, bool) or value is None or value == "":
        return local_field_error(name, "This field is required (a whole number).")
    if isinstance(value, int) and value > 0:
        return value
    if isinstance(value, str) and value.strip().isdigit() and int(value) > 0:
        return int(value)
    return local_field_error(name, f"A whole number is required, not {value!r}.")


def _cycle_next(cycle_id: int) -> Callable[[], str | None]:
    def read() -> str | None:
        cycle = get_client().get(f"/api/v1/cycles/{cycle_id}")
        return cycle.get("next_step") if isinstance(cycle, dict) else None
    return read


def _answer(action: Callable[[], dict[str, Any]], cycle_id: int | None = None) -> str:
    try:
        return dumps({"ok": True, **action()})
    except Exception as exc:  # the registry would catch it too; the model reads ours instead
        return dumps(refusal(exc, cycle_next=_cycle_next(cycle_id) if cycle_id else None))


def handle_status(args: Any, **kwargs: Any) -> str:
    """``GET /api/v1/cycles/{id}``, or ``GET /api/v1/cycles`` (the open ones) without an id."""
    args = _arguments(args)
    if args.get("cycle_id") in (None, ""):
        def open_cycles() -> dict[str, Any]:
            rows = get_client().get("/api/v1/cycles")["cycles"]
            if not rows:
                return {"cycles": [], "next_step": "No cycle is open; open one with qln_open_cycle when the user "
                                                   "names something observed."}
            cycles = [{k: v for k, v in cycle_summary(row).items() if v is not None} for row in rows]
            return {"cycles": cycles, "next_step": cycles[0]["next_step"]}
        return _answer(open_cycles)
    cycle_id = _url_id(args, "cycle_id")
    if isinstance(cycle_id, dict):
        return dumps(cycle_id)
    return _answer(lambda: cycle_summary(get_client().get(f"/api/v1/cycles/{cycle_id}")))


def handle_open_cycle(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/cycles``."""
    args = _arguments(args)
    body = {k: args[k] for k in ("title", "observation", "classification") if k in args}

    def opened() -> dict[str, Any]:
        cycle = get_client().post("/api/v1/cycles", body)
        return {"cycle_id": cycle["id"], "current_phase": cycle["current_phase"], "next_step": cycle["next_step"]}
    return _answer(opened)


def handle_post_output(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/cycles/{id}/outputs``."""
    args = _arguments(args)
    cycle_id = _url_id(args, "cycle_id")
    if isinstance(cycle_id, dict):
        return dumps(cycle_id)
    body = {k: args[k] for k in ("phase", "text", "reopen") if k in args}

    def posted() -> dict[str, Any]:
        output = get_client().post(f"/api/v1/cycles/{cycle_id}/outputs", body)
        cycle = output["cycle"]
        return {"output_id": output["id"], "phase": output["phase"], "revision": output["revision"],
                "digest": output["digest"], "cycle_status": cycle["status"], "current_phase": cycle["current_phase"],
                "pending_gate": cycle["pending_gate"], "attestation_required": cycle["attestation_required"],
                "next_step": cycle["next_step"]}
    return _answer(posted, cycle_id)


def handle_record_evidence(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/cycles/{id}/evidence``."""
    args = _arguments(args)
    cycle_id = _url_id(args, "cycle_id")
    if isinstance(cycle_id, dict):
        return dumps(cycle_id)
    body = {k: args[k] for k in ("content", "kind", "source") if k in args}
    body["session_id"] = str(kwargs.get("session_id") or "")

    def recorded() -> dict[str, Any]:
        event = get_client().post(f"/api/v1/cycles/{cycle_id}/evidence", body)
        return {"cycle_id": cycle_id, "event_id": event["event_id"], "attests": False,
                "next_step": "Recorded for the humans who review the cycle; it attests nothing."}
    return _answer(recorded, cycle_id)


def stratum_for(target_path: Any) -> str:
    """The stratum follows from the path (source §4): the decoder's roots are governed decoding."""
    path = target_path if isinstance(target_path, str) else ""
    return "governed_decoding" if path.startswith(DECODING_ROOTS) else "adaptive_expression"


def handle_propose_candidate(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/cycles/{id}/candidates``, the parent being the agent's active version unless given."""
    args = _arguments(args)
    cycle_id = _url_id(args, "cycle_id")
    if isinstance(cycle_id, dict):
        return dumps(cycle_id)

    def proposed() -> dict[str, Any]:
        client = get_client()
        body = {k: args[k] for k in ("target_path", "content", "alpha", "parent_version_digest") if k in args}
        body["target_stratum"] = stratum_for(args.get("target_path"))
        if "parent_version_digest" not in body:
            active = client.get("/api/v1/active").get("version")
            if active:
                body["parent_version_digest"] = active
        candidate = client.post(f"/api/v1/cycles/{cycle_id}/candidates", body)
        diff = str(candidate.get("diff") or "").splitlines()
        added = sum(1 for line in diff if line.startswith("+") and not line.startswith("+++"))
        removed = sum(1 for line in diff if line.startswith("-") and not line.startswith("---"))
        return {"candidate_id": candidate["id"], "target_path": candidate["target_path"],
                "target_stratum": candidate["target_stratum"], "content_digest": candidate["content_digest"],
                "parent_version_digest": candidate["parent_version_digest"], "diff": f"+{added} -{removed} lines",
                "page": candidate["page"],
                "next_step": f"Ask for its evaluation with qln_request_evaluation; a human records the 25-lens "
                             f"audit at {candidate['page']}#lens-card (tell the user)."}
    return _answer(proposed, cycle_id)


def handle_request_evaluation(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/candidates/{id}/evaluations``."""
    candidate_id = _url_id(_arguments(args), "candidate_id")
    if isinstance(candidate_id, dict):
        return dumps(candidate_id)

    def queued() -> dict[str, Any]:
        run = get_client().post(f"/api/v1/candidates/{candidate_id}/evaluations", {})
        return {"run_id": run["id"], "candidate_id": candidate_id, "status": run["status"], "page": run["page"],
                "next_step": f"The evaluator runs it on its own worker; read the result with qln_evaluation "
                             f"{{\"run_id\": {run['id']}}} in a minute."}
    return _answer(queued)


def handle_evaluation(args: Any, **kwargs: Any) -> str:
    """``GET /api/v1/evaluations/{id}``."""
    run_id = _url_id(_arguments(args), "run_id")
    if isinstance(run_id, dict):
        return dumps(run_id)

    def read() -> dict[str, Any]:
        run = get_client().get(f"/api/v1/evaluations/{run_id}")
        failed = sorted(name for name, gate in (run.get("gates") or {}).items() if not gate.get("passed"))
        return {"run_id": run["id"], "candidate_id": run["candidate"], "status": run["status"],
                "verdict": run["verdict"], "verdict_code": run.get("verdict_code"), "progress": run.get("progress"),
                "reasons": [str(r) for r in (run.get("verdict_reasons") or [])[:5]], "failed_gates": failed,
                "result_digest": run.get("result_digest"), "page": run.get("page"), "next_step": run_next_step(run)}
    return _answer(read)


def handle_withdraw_candidate(args: Any, **kwargs: Any) -> str:
    """``POST /api/v1/candidates/{id}/withdraw {reason}``."""
    args = _arguments(args)
    candidate_id = _url_id(args, "candidate_id")
    if isinstance(candidate_id, dict):
        return dumps(candidate_id)
    body = {k: args[k] for k in ("reason",) if k in args}

    def withdrawn() -> dict[str, Any]:
        answer = get_client().post(f"/api/v1/candidates/{candidate_id}/withdraw", body)
        return {"candidate_id": answer["id"], "state": answer["state"], "reason": answer["reason"],
                "next_step": withdrawn_next_step(answer["id"])}
    return _answer(withdrawn)


TOOLS: tuple[tuple[dict[str, Any], Handler, str], ...] = (
    (STATUS_SCHEMA, handle_status, "📊"),
    (OPEN_SCHEMA, handle_open_cycle, "🌱"),
    (OUTPUT_SCHEMA, handle_post_output, "✍️"),
    (EVIDENCE_SCHEMA, handle_record_evidence, "🧾"),
    (CANDIDATE_SCHEMA, handle_propose_candidate, "🧪"),
    (EVALUATION_REQUEST_SCHEMA, handle_request_evaluation, "⚖️"),
    (EVALUATION_SCHEMA, handle_evaluation, "📋"),
    (WITHDRAW_SCHEMA, handle_withdraw_candidate, "↩️"),
)
