"""Fixtures of the evaluation-plane tests: a cycle at P, an active version, suites, a fake model.

The fake model is the real HTTP FakeOpenAI on 127.0.0.1, answering per system
prompt: the candidate's prompt (marker CANDIDATE-SKILL-V2) answers every
case that has a reference answer (the runs/ of OPEN_SPACE_SKILL and SELF_CHANGE_SUITE)
with that answer, which passes it; the baseline's prompt
(BASELINE-SKILL-V1) answers with advice that fails them. So the two sides
differ measurably. The same server is the independent evaluator of step 10
(its prompt carries JUDGE_MARKER): it prefers the version holding `judge_prefers`.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings

from cycles.lenses import COORDINATES
from evaluation.candidates import services
from evaluation.candidates.judge_config import JUDGE_MARKER
from evaluation.candidates.models import Candidate, EvaluationRun, Suite
from evaluation.candidates.suites import load_suite_dir
from tests.evaluation.candidates.skill_reading import reads_skills
from tests.factories import CycleFactory
from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt

OPEN_SPACE_SKILL = Path(django_settings.BASE_DIR) / "suites" / "skills" / "open-space"  # regression, 6 cases
SELF_CHANGE_SUITE = Path(django_settings.BASE_DIR) / "suites" / "held_out" / "self-change-requests"  # held-out, 6
ADVERSARIAL_SUITE = Path(django_settings.BASE_DIR) / "suites" / "adversarial"
HELD_OUT_SUITE = Path(django_settings.BASE_DIR) / "suites" / "held_out" / "open-space-requests"
TARGET = "skills/demo-openness/SKILL.md"
BASELINE_TEXT = "# demo-openness\nBASELINE-SKILL-V1\nHelp the user make a plan.\n"
CANDIDATE_TEXT = "# demo-openness\nCANDIDATE-SKILL-V2\nHold the space open; never hand out options; H recognises, K does not certify.\n"
BENIGN = "I am here with you. Nothing needs to be decided now. What is alive for you?"
BAD_ADVICE = "Here's what you could do: make a plan, pick an option, and I can confirm it was genuine."


def make_active_version(store: Path, files: dict[str, str], agent: str) -> str:
    """An active version written with the promoter's own store functions (R-P-1 layout)."""
    from promotion import store as active_store

    root = active_store.ensure_layout(store)
    sources = store.parent / f"sources-{len(list(store.parent.glob('sources-*')))}"
    for relative, text in files.items():
        path = sources / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    staging = root / "versions" / (active_store.STAGING_PREFIX + "test")
    digest = active_store.stage_version({name: sources / name for name in files}, staging)
    if not active_store.version_dir(digest, root).exists():
        active_store.seal_version(staging, digest, root)
    from tests.factories import point_agent_at

    point_agent_at(agent, digest, root)
    return digest


def propose(agent_client: Any, cycle_id: int, content: str, *, target: str = TARGET, parent: str | None = None,
            stratum: str = "adaptive_expression") -> Any:
    body: dict[str, Any] = {"target_stratum": stratum, "target_path": target, "content": content}
    if parent:
        body["parent_version_digest"] = parent
    return agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", body, format="json")


def record_all_lenses(candidate: Candidate, status: str = "pass") -> None:
    for coordinate in COORDINATES:
        services.lens_record(candidate=candidate, label=coordinate, status=status,
                             evidence=f"reviewed {coordinate}", recorded_by="reviewer")


TEST_SKILL_TARGET = "skill:demo-openness"  # TARGET's skill: the open-space behaviour under the tests' own skill name


def import_suite(path: Path, kind: str, name: str | None = None, targets: list[str] | None = None) -> Suite:
    """Import a suite directory; one that covers the open-space skill also covers TARGET's skill (issue 26: a run
    pins only the suites covering the candidate's target). A suite given other targets than its manifest's is no
    longer that directory's content, so it is stored without a source: the deterministic step re-hashes the stored
    copy only (as for a suite whose directory is gone), and no copy is written where another OS user must read it."""
    loaded = load_suite_dir(path, kind, name)
    if targets is None and "skill:open-space" in loaded.targets:
        targets = [*loaded.targets, TEST_SKILL_TARGET]
    if targets is not None and sorted(targets) != loaded.targets:
        loaded.targets, loaded.source = sorted(targets), ""
    suite, _ = services.suite_import(loaded)
    return suite


def recorded_answers() -> dict[str, str]:
    """user_input → the reference answer that passes that case, from the runs/ of the skill and the self-change suite."""
    answers: dict[str, str] = {}
    for path, kind in ((OPEN_SPACE_SKILL, "regression"), (SELF_CHANGE_SUITE, "held_out")):
        loaded = load_suite_dir(path, kind)
        inputs = {case["id"]: case["scenario"]["user_input"] for case in loaded.cases}
        for run in loaded.recorded_runs:
            answers.setdefault(inputs[run["fixture_id"]], run["output"])
    return answers


def _user_input(request: dict[str, Any]) -> str:
    users = [m for m in request.get("messages", []) if m.get("role") == "user"]
    return str(users[-1]["content"]) if users else ""


def judge_reply(request: dict[str, Any], prefers: str = "CANDIDATE-SKILL-V2") -> Reply:
    """The fake independent evaluator: prefers whichever blinded version (A or B) holds `prefers`."""
    user = _user_input(request)
    a, _, b = user.partition("--- B ---")
    preferred = "A" if prefers in a else "B" if prefers in b else "tie"
    return Reply.text(json.dumps({"preferred": preferred, "rationale": f"version {preferred} holds the open space"}))


@pytest.fixture
def fake_model(settings: Any) -> Iterator[FakeOpenAI]:
    answers = recorded_answers()

    def candidate(request: dict[str, Any]) -> Reply:
        return Reply.text(answers.get(_user_input(request), BENIGN))

    def baseline(request: dict[str, Any]) -> Reply:
        return Reply.text(BAD_ADVICE if _user_input(request) in answers else BENIGN)

    routes = {JUDGE_MARKER: judge_reply, "CANDIDATE-SKILL-V2": candidate, "BASELINE-SKILL-V1": baseline}
    with FakeOpenAI(reads_skills(by_system_prompt(routes, BENIGN)), models=("fake-eval",)) as server:
        settings.QLN_MODEL_BASE_URL = server.base_url
        settings.QLN_MODEL_NAME = "fake-eval"
        settings.QLN_EVAL_JUDGE_BASE_URL = server.base_url
        settings.QLN_EVAL_JUDGE_MODEL = "fake-eval"
        yield server


@pytest.fixture
def suites(db: None) -> dict[str, Suite]:
    """Regression: the open-space skill · held-out: self-change + open-space requests (6 + 22 cases, the
    sufficiency rule wants 20) · adversarial: the project's own suite (every §17.1.8 class)."""
    return {
        "regression": import_suite(OPEN_SPACE_SKILL, "regression"),
        "held_out": import_suite(SELF_CHANGE_SUITE, "held_out"),
        "held_out_open_space": import_suite(HELD_OUT_SUITE, "held_out"),
        "adversarial": import_suite(ADVERSARIAL_SUITE, "adversarial"),
    }


@pytest.fixture
def active_parent(settings: Any, agent: Any) -> str:
    return make_active_version(Path(settings.QLN_ACTIVE_STORE), {TARGET: BASELINE_TEXT}, agent.name)


# --- issue 10: full runs that take one piece of evidence away (test_sufficiency, test_steps_can_fail) ---

def candidate_for(agent_client: Any, operator: Any, parent: str, content: str = CANDIDATE_TEXT, **body: Any) -> Candidate:
    cycle_id = CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, content, parent=parent)
    assert response.status_code == 201, response.content
    candidate = Candidate.objects.get(pk=response.json()["id"])
    record_all_lenses(candidate)
    return candidate


def review_human_criteria(run: EvaluationRun) -> EvaluationRun:
    """What a reviewer does on the candidate page after the run (issue 26 item 7): review each human criterion the
    run waits on as met, signed and bound to its result digest. Returns the run (its signed verdict unchanged)."""
    from evaluation.candidates.outcome_review import required_ids
    from tests.factories import OperatorFactory
    from tests.testing.signing import review_signed

    run = EvaluationRun.objects.get(pk=run.pk)
    waiting = required_ids(run)
    reviewer = OperatorFactory() if waiting else None
    for criterion in waiting:
        review_signed(run=run, criterion_id=criterion, actor=reviewer)
    return run


def outcome(run: EvaluationRun) -> str:
    """The run's effective verdict: the signed result plus the outcome reviews bound to its result digest."""
    from evaluation.candidates.outcome_review import outcome_of

    return outcome_of(EvaluationRun.objects.get(pk=run.pk)).verdict


def evaluate(candidate: Candidate, *, review_humans: bool = True) -> EvaluationRun:
    """Run a full evaluation; then, as a reviewer would on the candidate page, review Z's human criteria on it."""
    from evaluation.candidates.services import evaluation_request
    from evaluation.candidates.tasks import run_evaluation

    run = evaluation_request(candidate=candidate, requested_by="test")
    run_evaluation(run.pk)
    run = EvaluationRun.objects.get(pk=run.pk)
    return review_human_criteria(run) if review_humans else run


# --- issue 27 item 2: a HOLD an operator rejects or closes (test_hold_reject_browser, test_hold_close_browser) ---

@pytest.fixture
def no_independent_evaluator(fake_model: FakeOpenAI, settings: Any) -> None:
    """Step 10 has no independent evaluator (INDEPENDENT_EVALUATION_SKIPPED). Since issue 26 item 7 a run whose only
    gap is a human criterion waits for the outcome review instead (REVIEW), which the review form decides."""
    settings.QLN_EVAL_JUDGE_BASE_URL = ""


def held_candidate(agent_client: Any, operator: Any, parent: str, *,
                   post_v: bool = False) -> tuple[Candidate, EvaluationRun]:
    """A candidate whose run HOLDs because Z's human criterion was never ticked; with ``post_v`` its agent has
    posted V too, which waits (the HOLD is not decided)."""
    from cycles.demo import PHASE_TEXTS
    from cycles.models import Cycle

    candidate = candidate_for(agent_client, operator, parent)
    run = evaluate(candidate, review_humans=False)
    assert run.verdict == "HOLD", run.verdict_reasons
    if post_v:
        answer = agent_client.post(f"/api/v1/cycles/{candidate.cycle_id}/outputs", {"phase": "V", "text": PHASE_TEXTS["V"]},
                                   format="json")
        assert answer.status_code == 201, answer.content
        assert Cycle.objects.get(pk=candidate.cycle_id).status == "open"
    return candidate, run


@pytest.fixture
def custom_model(settings: Any) -> Iterator[Callable[..., FakeOpenAI]]:
    """A fake model whose two sides answer as the test says (and the judge as the plane's)."""
    servers: list[FakeOpenAI] = []

    def start(candidate: Callable[[str], str], baseline: Callable[[str], str], judge: Any = judge_reply) -> FakeOpenAI:
        routes = {JUDGE_MARKER: judge,
                  "CANDIDATE-SKILL-V2": lambda request: Reply.text(candidate(_user_input(request))),
                  "BASELINE-SKILL-V1": lambda request: Reply.text(baseline(_user_input(request)))}
        server = FakeOpenAI(reads_skills(by_system_prompt(routes, BENIGN)), models=("fake-eval",)).__enter__()
        servers.append(server)
        settings.QLN_MODEL_BASE_URL = settings.QLN_EVAL_JUDGE_BASE_URL = server.base_url
        settings.QLN_MODEL_NAME = settings.QLN_EVAL_JUDGE_MODEL = "fake-eval"
        return server

    yield start
    for server in servers:
        server.__exit__(None, None, None)
