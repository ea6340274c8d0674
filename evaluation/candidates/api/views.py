"""The agent API of the evaluation plane: one APIView per operation (docs/conventions.md §11, R-AUTH-2).

Agents propose candidates, ask for evaluations and read results and suite
digests. Sealed suites (held-out, adversarial) show only digest and size
(R-E-2); nothing here attests or promotes.
"""
from __future__ import annotations

from typing import Any

from django.urls import reverse
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.settings import api_settings
from rest_framework.views import APIView

from core.api import ApiError, require_closed_fields
from evaluation.candidates import selectors, services
from evaluation.candidates.models import Candidate, EvaluationRun, Suite
from evaluation.candidates.outcome_review import REQUIRED, WAITING, outcome_of


def _page(request: Request, candidate_id: int, anchor: str = "") -> str:
    """The candidate's page, where a human records the lens audit and decides the promotion."""
    return request.build_absolute_uri(reverse("qln-candidate-detail", args=[candidate_id])) + anchor


def candidate_payload(candidate: Candidate, request: Request) -> dict[str, Any]:
    return {
        "id": candidate.pk,
        "page": _page(request, candidate.pk),
        "cycle": candidate.cycle_id,
        "target_stratum": candidate.target_stratum,
        "target_path": candidate.target_path,
        "parent_version_digest": candidate.parent_version_digest or None,
        "content_digest": candidate.content_digest,
        "manifest_digest": candidate.manifest_digest,
        "diff": candidate.diff,
        "created_at": candidate.created_at,
        "invalidated_at": candidate.invalidated_at,
        "invalidated_reason": candidate.invalidated_reason or None,
        "evaluations": [_run_brief(r, request) for r in candidate.runs.all()],
    }


def outcome_fields(run: EvaluationRun, request: Request) -> dict[str, Any]:
    """Issue 26 item 7: the effective verdict (the signed result plus the outcome reviews bound to its result digest),
    the evaluator's own signed verdict, the code, and — while step 11 waits — where the human reviews it."""
    effective = outcome_of(run)
    body: dict[str, Any] = {"verdict": effective.verdict or None, "evaluator_verdict": run.verdict or None,
                            "verdict_code": effective.code or None}
    if effective.code:
        body["outcome_review"] = {**effective.as_dict(), "page": _page(request, run.candidate_id, "#acceptance-card")}
    if effective.awaits_review:
        body["next_step"] = (f"HOLD ({REQUIRED}): {WAITING} at {body['outcome_review']['page']}; tell the user, and "
                             "do not review or claim it yourself.")
    return body


def _reasons(run: EvaluationRun, request: Request) -> list[str]:
    """The effective outcome's reasons; while step 11 waits, one sentence naming where (any plugin version relays
    the reasons, so the agent says where the human reviews even without reading ``next_step``)."""
    effective = outcome_of(run)
    if effective.awaits_review:
        return [f"{REQUIRED}: every machine gate passed; {WAITING} of {', '.join(effective.pending)} at "
                f"{_page(request, run.candidate_id, '#acceptance-card')}"]
    return effective.reasons if effective.code else list(run.verdict_reasons or [])


def _run_brief(run: EvaluationRun, request: Request) -> dict[str, Any]:
    return {"id": run.pk, "status": run.status, **outcome_fields(run, request)}


def run_payload(run: EvaluationRun, request: Request) -> dict[str, Any]:
    """What the agent sees of a run: pins, steps, fitness, gates, verdict — aggregates only."""
    return {
        "id": run.pk,
        "page": _page(request, run.candidate_id, "#evaluation-card"),
        "candidate": run.candidate_id,
        "status": run.status,
        **outcome_fields(run, request),
        "verdict_reasons": _reasons(run, request),
        "result_digest": run.result_digest or None,
        "evaluator": run.evaluator or None,
        "pins": {"candidate": run.candidate.content_digest, "baseline_version": run.baseline_version or None,
                 "kernel_digest": run.kernel_digest, "decoder_version": run.decoder_version,
                 "suites": [{"kind": s["kind"], "digest": s["digest"], "size": s["size"]} for s in run.suite_digests]},
        "progress": run.progress,
        "steps": [{"order": s.order, "key": s.key, "name": s.name, "status": s.status, "summary": s.summary,
                   "duration_ms": s.duration_ms} for s in run.steps.all()],
        "fitness": run.fitness or None,
        "gates": {name: {"passed": g["passed"], "status": g["status"]} for name, g in (run.gates or {}).items()},
        "error": run.error or None,
        "created_at": run.created_at, "started_at": run.started_at, "finished_at": run.finished_at,
    }


def suite_payload(suite: Suite, *, full: bool) -> dict[str, Any]:
    body: dict[str, Any] = {"id": suite.pk, "kind": suite.kind, "digest": suite.digest, "size": suite.size,
                            "size_bytes": suite.size_bytes, "sealed": suite.sealed, "targets": list(suite.targets)}
    if full and not suite.sealed:
        body.update({"name": suite.name, "active": suite.active, "cases": suite.cases,
                     "recorded_runs": [{k: r[k] for k in ("run_id", "fixture_id", "source")} for r in suite.recorded_runs]})
    return body


class CandidateCreateApi(APIView):
    """POST /api/v1/cycles/{id}/candidates {target_stratum, target_path, content, parent_version_digest?, alpha?,
    alpha_expression?} → 201."""

    class InputSerializer(serializers.Serializer):
        """The body as the schema states it; the service checks each field with its own refusal code (R-E-1)."""

        target_stratum = serializers.ChoiceField(choices=["adaptive_expression", "governed_decoding"],
                                                 help_text="governed_decoding for decoder/ and scripts/5qln/, else "
                                                           "adaptive_expression; constitutional is refused.")
        target_path = serializers.CharField(max_length=300, help_text="A governed file, relative to HERMES_HOME.")
        content = serializers.CharField(trim_whitespace=False, help_text="The whole proposed file.")
        parent_version_digest = serializers.CharField(required=False, allow_null=True,
                                                      help_text="The active version; required once one is active.")
        alpha = serializers.CharField(required=False, max_length=2000, help_text="The α the change carries.")
        alpha_expression = serializers.CharField(required=False, max_length=2000, help_text="How it expresses α.")

    def post(self, request: Request, cycle_id: int) -> Response:
        data = require_closed_fields(request.data, {"target_stratum", "target_path", "content", "parent_version_digest",
                                                    "alpha", "alpha_expression"})
        missing = [name for name in ("target_stratum", "target_path", "content") if name not in data]
        if missing:
            raise ApiError("VALIDATION_ERROR", "Invalid input.", fields={name: ["This field is required."] for name in missing})
        parent = data.get("parent_version_digest")
        if parent is not None and not isinstance(parent, str):
            raise ApiError("VALIDATION_ERROR", "parent_version_digest must be a string",
                           fields={"parent_version_digest": ["A string is required."]})
        if not isinstance(data["target_stratum"], str):
            raise ApiError("VALIDATION_ERROR", "target_stratum must be a string", fields={"target_stratum": ["A string is required."]})
        candidate = services.candidate_create(
            cycle_id=cycle_id, agent=request.user, target_stratum=data["target_stratum"],
            target_path=data["target_path"], content=data["content"], parent_version_digest=parent or None,
            alpha=data.get("alpha"), alpha_expression=data.get("alpha_expression"),
        )
        return Response(candidate_payload(candidate, request), status=status.HTTP_201_CREATED)


class CandidateDetailApi(APIView):
    """GET /api/v1/candidates/{id}."""

    def get(self, request: Request, candidate_id: int) -> Response:
        return Response(candidate_payload(selectors.candidate_get_for_agent(agent=request.user, candidate_id=candidate_id), request))


class EvaluationCreateApi(APIView):
    """POST /api/v1/candidates/{id}/evaluations → 202 {id, status: queued}; the suites are the evaluator's choice."""

    def post(self, request: Request, candidate_id: int) -> Response:
        if request.data not in (None, {}, b"") and request.data != "":
            require_closed_fields(request.data, set())
        candidate = selectors.candidate_get_for_agent(agent=request.user, candidate_id=candidate_id)
        run = services.evaluation_request(candidate=candidate, requested_by=f"agent:{request.user.name}")
        return Response({"id": run.pk, "status": run.status, "candidate": candidate.pk,
                         "url": f"/api/v1/evaluations/{run.pk}",
                         "page": _page(request, candidate.pk, "#evaluation-card")}, status=status.HTTP_202_ACCEPTED)


class EvaluationDetailApi(APIView):
    """GET /api/v1/evaluations/{id}."""

    def get(self, request: Request, run_id: int) -> Response:
        return Response(run_payload(selectors.evaluation_get_for_agent(agent=request.user, run_id=run_id), request))


class SuiteSummarySerializer(serializers.Serializer):
    """One suite as the list shows it; what it covers is not sealed (issue 26)."""

    id = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=["deterministic", "regression", "held_out", "adversarial"])
    digest = serializers.CharField(help_text="sha256 of the canonical suite document (targets included).")
    size = serializers.IntegerField(help_text="Number of cases.")
    size_bytes = serializers.IntegerField()
    sealed = serializers.BooleanField()
    targets = serializers.ListField(child=serializers.CharField(), help_text="What the suite covers: global, SOUL.md, "
                                    "decoder or skill:<name>. A run pins the suites naming its candidate's target, "
                                    "plus the global ones.")


def _object_list_schema() -> Any:
    """A GET without a path parameter is an array to DRF's generator; this one answers an object holding the list.

    Built on the project's schema class as the settings name it (qlnweb is the composition root: no import of it)."""

    class ObjectListSchema(api_settings.DEFAULT_SCHEMA_CLASS):  # type: ignore[name-defined,misc]
        def get_responses(self, path: str, method: str) -> dict[str, Any]:
            responses: dict[str, Any] = super().get_responses(path, method)
            body = responses.get("200", {}).get("content", {}).get("application/json", {})
            if body.get("schema", {}).get("type") == "array":
                body["schema"] = body["schema"]["items"]
            return responses

    return ObjectListSchema()


class SuiteListApi(APIView):
    """GET /api/v1/suites — the active suites with their targets; sealed ones as digest and size only."""

    schema = _object_list_schema()

    class OutputSerializer(serializers.Serializer):
        suites = SuiteSummarySerializer(many=True)

    def get(self, request: Request) -> Response:
        return Response({"suites": [suite_payload(s, full=False) for s in selectors.suite_list_active()]})


class SuiteDetailApi(APIView):
    """GET /api/v1/suites/{id} — cases only for unsealed suites (R-E-2)."""

    def get(self, request: Request, suite_id: int) -> Response:
        return Response(suite_payload(selectors.suite_get(suite_id=suite_id), full=True))
