"""Issue 24 item 7: the web user, the evaluator and the promoter as three real OS users, on PostgreSQL.

Laid out as docs/deployment.md says: QLN_HOME belongs to the web user (``2750``, its group); the
evaluator and the promoter are members of the web group (they read the workspaces); the store is the
promoter's (``setup_promoter``); the evaluator key and ``QLN_EVAL_HOME`` are the evaluator's
(``setup_evaluator``). Every command runs as its user through ``runuser`` against the test database.

- the web user cannot read the evaluator key, nor write where the evaluator writes;
- ``manage.py evaluator --once`` as ``qlneval`` evaluates a queued run: PASS, signed ``hardened``, its
  outputs in its own home (the workspace stays the web's and the evaluator cannot write it);
- a PASS row the web user writes itself is refused by ``promote`` (check ``evaluator_signature``);
- ``manage.py promote --yes`` as ``qlnpromote`` accepts the honest run, X, Z and PROMOTION signed with
  passkeys enrolled through codes root wrote into the promoter's store.
"""
from __future__ import annotations

import grp
import json
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings as django_settings
from django.core.management import call_command

from evaluation.candidates.models import EvaluationRun
from evaluation.candidates.run_outputs import output_problems
from promotion.models import Promotion
from tests.evaluation.candidates.conftest import (
    ADVERSARIAL_SUITE,
    BASELINE_TEXT,
    CANDIDATE_TEXT,
    HELD_OUT_SUITE,
    OPEN_SPACE_SKILL,
    SELF_CHANGE_SUITE,
    TARGET,
    import_suite,
    judge_reply,
    make_active_version,
    record_all_lenses,
    recorded_answers,
    review_human_criteria,
)
from tests.evaluation.candidates.skill_reading import reads_skills
from tests.promotion.procs import postgres_url
from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt
from tests.testing.os_users import can_switch_users, ensure_in_group, ensure_system_users, run_as

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.postgres, pytest.mark.slow]
WEB, EVALUATOR, PROMOTER = "qlnweb3test", "qlneval", "qlnpromote"
BENIGN = "I am here with you. Nothing needs to be decided now. What is alive for you?"
BAD_ADVICE = "Here's what you could do: make a plan, pick an option, and I can confirm it was genuine."

FORGE_PASS_ROW = """
import json, sys
import django
django.setup()
from evaluation.candidates.models import EvaluationRun, EvaluationStep
from evaluation.candidates.steps import STEPS
from evaluation.candidates.tasks import result_digest
honest = EvaluationRun.objects.get(pk=int(sys.argv[1]))
forged = EvaluationRun.objects.create(
    candidate=honest.candidate, status="finished", verdict="PASS", baseline_version=honest.baseline_version,
    kernel_digest=honest.kernel_digest, decoder_version=honest.decoder_version, suite_digests=honest.suite_digests,
    fitness=honest.fitness, gates=honest.gates, requested_by="web")
steps = EvaluationStep.objects.bulk_create(
    EvaluationStep(run=forged, order=i, key=key, name=name, status="passed", evidence=honest.steps.get(key=key).evidence)
    for i, (key, name) in enumerate(STEPS, 1))
forged.result_digest = result_digest(forged, steps)
forged.save(update_fields=["result_digest"])
print(json.dumps({"run": forged.pk, "digest": forged.result_digest}))
"""


@dataclass
class Host:
    top: Path
    home: Path
    store: Path
    eval_home: Path
    key: Path
    database_url: str

    def env(self, user: str, **extra: str) -> dict[str, str]:
        logs = self.top / "logs" / user
        return {
            "DATABASE_URL": self.database_url, "DJANGO_SETTINGS_MODULE": "qlnweb.settings",
            "PYTHONPATH": str(django_settings.BASE_DIR), "HOME": "/tmp", "PATH": "/usr/bin:/bin",
            "QLN_HOME": str(self.home), "QLN_ACTIVE_STORE": str(self.store), "QLN_EVAL_HOME": str(self.eval_home),
            "QLN_EVALUATOR_KEY": str(self.key), "QLN_WEB_USER": WEB, "QLN_PROMOTER_USER": PROMOTER,
            "QLN_ALLOW_ANY_PROMOTER_USER": "false", "QLN_SECRET_KEY": django_settings.SECRET_KEY,
            "QLN_EVENTS_JSONL": str(logs / "events.jsonl"), "QLN_VERDICT_JOURNAL_DIR": str(logs / "journal"),
            "QLN_MODEL_BASE_URL": "", "QLN_REDIS_URL": "", **extra,
        }

    def run(self, user: str, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
        return run_as(user, list(args), self.env(user, **extra), cwd=str(django_settings.BASE_DIR))


def _uid(name: str) -> int:
    return pwd.getpwnam(name).pw_uid


@pytest.fixture
def host(settings: Any) -> Iterator[Host]:
    """/tmp/qln-3users-…: home (the web's, 2750), active (the promoter's), eval (the evaluator's), logs/<user>."""
    if not can_switch_users():
        pytest.skip("needs root with useradd and runuser (CI runs as root)")
    ensure_system_users(WEB, EVALUATOR, PROMOTER)
    for member in (EVALUATOR, PROMOTER):
        ensure_in_group(member, WEB)
    top = Path(tempfile.mkdtemp(prefix="qln-3users-", dir="/tmp"))
    os.chmod(top, 0o755)
    web_gid = grp.getgrnam(WEB).gr_gid
    host = Host(top=top, home=top / "home", store=top / "active", eval_home=top / "eval",
                key=top / "eval" / "key" / "evaluator.key", database_url=str(postgres_url()))
    for directory in (host.home, host.home / "candidates", host.home / "staticfiles"):
        directory.mkdir()
        os.chown(directory, _uid(WEB), web_gid)
        os.chmod(directory, 0o2750)  # docs/deployment.md: QLN_HOME qlnweb:qlnweb 2750
    for user in (WEB, EVALUATOR, PROMOTER, "root"):
        (top / "logs" / user).mkdir(parents=True)
        os.chown(top / "logs" / user, _uid(user), -1)
    settings.QLN_HOME, settings.QLN_ACTIVE_STORE, settings.QLN_EVAL_HOME = host.home, host.store, host.eval_home
    settings.QLN_EVALUATOR_KEY, settings.QLN_WEB_USER = host.key, WEB
    settings.QLN_EVENTS_JSONL = top / "logs" / "root" / "events.jsonl"
    yield host
    shutil.rmtree(top, ignore_errors=True)


@pytest.fixture
def fake_model() -> Iterator[FakeOpenAI]:
    """The evaluation plane's fake model (tests/evaluation/candidates/conftest.py), for the evaluator process."""
    answers = recorded_answers()

    def user_input(request: dict[str, Any]) -> str:
        users = [m for m in request.get("messages", []) if m.get("role") == "user"]
        return str(users[-1]["content"]) if users else ""

    from evaluation.candidates.judge_config import JUDGE_MARKER

    routes = {JUDGE_MARKER: judge_reply,
              "CANDIDATE-SKILL-V2": lambda request: Reply.text(answers.get(user_input(request), BENIGN)),
              "BASELINE-SKILL-V1": lambda request: Reply.text(BAD_ADVICE if user_input(request) in answers else BENIGN)}
    with FakeOpenAI(reads_skills(by_system_prompt(routes, BENIGN)), models=("fake-eval",)) as server:
        yield server


def _queued_run(host: Host, agent: Any, operator: Any) -> EvaluationRun:
    """What the web process does up to the queued run; the workspace then handed to the web user as it
    would have written it (same modes: the workspace code sets them explicitly, whatever the umask)."""
    from evaluation.candidates.services import candidate_create, evaluation_request
    from tests.factories import CycleFactory

    parent = make_active_version(host.store, {TARGET: BASELINE_TEXT}, agent.name)
    out = _call("setup_promoter", "--user", PROMOTER, "--web-group", WEB)
    assert f"now belongs to {PROMOTER}" in out
    out = _call("setup_evaluator", "--user", EVALUATOR, "--web-group", WEB, "--home", str(host.eval_home))
    assert f"evaluator outputs: {host.eval_home} belongs to {EVALUATOR}" in out
    for path, kind in ((OPEN_SPACE_SKILL, "regression"), (SELF_CHANGE_SUITE, "held_out"),
                       (HELD_OUT_SUITE, "held_out"), (ADVERSARIAL_SUITE, "adversarial")):
        import_suite(path, kind)
    cycle = CycleFactory(agent=agent, classification="adaptation", through="P", approver=operator)  # X, Z signed
    candidate = candidate_create(cycle_id=cycle.pk, agent=agent, target_stratum="adaptive_expression",
                                 target_path=TARGET, content=CANDIDATE_TEXT, parent_version_digest=parent)
    web = pwd.getpwnam(WEB)  # the web process creates them with its own uid and primary group
    for node in [Path(candidate.workspace), *Path(candidate.workspace).rglob("*"), Path(candidate.workspace).parent]:
        os.lchown(node, web.pw_uid, web.pw_gid)
    record_all_lenses(candidate)
    return evaluation_request(candidate=candidate, requested_by="test")


def _call(*args: str) -> str:
    from io import StringIO

    out = StringIO()
    call_command(*args, stdout=out)
    return out.getvalue()


def test_three_os_users_evaluate_sign_and_promote(host, fake_model, agent, operator):
    run = _queued_run(host, agent, operator)
    workspace = Path(run.candidate.workspace)

    # the web user: cannot read the key (nor sign with it), cannot write the evaluator's home
    probe = ("import sys\nfor path, mode in ((sys.argv[1], 'rb'), (sys.argv[2] + '/planted', 'wb')):\n"
             "    try:\n        open(path, mode).close(); print('OPENED', path)\n"
             "    except PermissionError:\n        print('denied')\n")
    web = host.run(WEB, "-c", probe, str(host.key), str(host.eval_home))
    assert web.returncode == 0 and web.stdout.split() == ["denied", "denied"], (web.stdout, web.stderr)
    refused = host.run(WEB, "manage.py", "evaluator", "--once")
    assert refused.returncode != 0 and "cannot read the evaluator key" in refused.stderr, refused.stderr
    # the evaluator cannot write the web's workspace: why its outputs go to QLN_EVAL_HOME
    evaluator_probe = host.run(EVALUATOR, "-c", "import sys; open(sys.argv[1] + '/x', 'w')", str(workspace))
    assert evaluator_probe.returncode != 0 and "PermissionError" in evaluator_probe.stderr

    # the evaluator: evaluates the queued run, signs it hardened, writes its outputs into its own home
    model = {"QLN_EVAL_RUNNER": "direct", "QLN_MODEL_BASE_URL": fake_model.base_url, "QLN_MODEL_NAME": "fake-eval",
             "QLN_EVAL_JUDGE_BASE_URL": fake_model.base_url, "QLN_EVAL_JUDGE_MODEL": "fake-eval"}
    evaluated = host.run(EVALUATOR, "manage.py", "evaluator", "--once", **model)
    assert evaluated.returncode == 0, evaluated.stderr
    run.refresh_from_db()
    # issue 26 item 7: every machine gate passed, step 11 waits for the human outcome review of Z's human criteria
    assert run.status == "finished" and run.verdict == "HOLD", (run.error, run.verdict_reasons, evaluated.stdout)
    assert run.verdict_reasons[0].startswith("OUTCOME_REVIEW_REQUIRED"), run.verdict_reasons
    assert "(hardened)" in evaluated.stdout and f"evaluation {run.pk}: HOLD {run.result_digest}" in evaluated.stdout
    assert run.evaluator_key_mode == "hardened" and run.evaluator_signature
    output = run.steps.get(key="baseline_replay").evidence["output"]
    written = host.eval_home / output["file"]
    assert written.stat().st_uid == _uid(EVALUATOR) and written.stat().st_mode & 0o222 == 0
    assert output_problems(output, host.eval_home) == []  # the bytes the signed digest covers
    assert not (workspace / "evaluation").exists()
    reader = host.run(WEB, "-c", "import sys; print(len(open(sys.argv[1]).read()))", str(written))
    assert reader.returncode == 0 and int(reader.stdout) == output["bytes"], reader.stderr  # the web reads them

    # the human's PROMOTION over the honest result, signed with a passkey (X and Z were, by CycleFactory)
    from tests.factories import PromotionAttestationFactory

    review_human_criteria(run)  # the human outcome review, signed and bound to the result digest
    PromotionAttestationFactory(run=run, actor=operator)

    # the web user writes its own PASS row; the promoter refuses it
    forged = host.run(WEB, "-c", FORGE_PASS_ROW, str(run.pk))
    assert forged.returncode == 0, forged.stderr
    forgery = json.loads(forged.stdout.strip().splitlines()[-1])
    refusal = host.run(PROMOTER, "manage.py", "promote", "--yes", str(run.candidate_id), "--evaluation", forgery["digest"])
    assert refusal.returncode != 0, refusal.stdout
    assert "refused by check evaluator_signature" in refusal.stderr, refusal.stderr
    assert f"evaluation {forgery['run']} carries no evaluator signature" in refusal.stderr
    assert not Promotion.objects.exists()

    # the promoter promotes the run the evaluator signed
    promoted = host.run(PROMOTER, "manage.py", "promote", "--yes", str(run.candidate_id), "--evaluation", run.result_digest,
                        "--accept-fast-evaluation", "--reason", "a direct-model run on the fake model (issue 26)")
    assert promoted.returncode == 0, promoted.stderr
    assert "promoted: promotion" in promoted.stdout, promoted.stdout
    evidence = Promotion.objects.get().evidence["evaluator_signature"]
    assert evidence["key_mode"] == "hardened" and evidence["key_id"] == run.evaluator_key_id
