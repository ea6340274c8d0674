"""Issue 24 item 3: the worker signs each finished run's result; a development key says so on every page."""
from __future__ import annotations

import stat
from pathlib import Path

import pytest

from cycles.models import LedgerEntry
from evaluation.candidates import evaluator_key
from evaluation.candidates.evaluator_key import DEVELOPMENT_SENTENCE
from evaluation.candidates.models import EvaluationRun
from evaluation.candidates.result_signing import evaluator_key_path
from tests.evaluation.candidates.conftest import candidate_for, evaluate, outcome

pytestmark = pytest.mark.django_db


@pytest.fixture
def signed_run(agent_client, operator, active_parent, suites, fake_model) -> EvaluationRun:
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    assert outcome(run) == "PASS", run.verdict_reasons  # the signed HOLD at step 11, reviewed as met
    return run


def test_the_worker_signs_the_result_with_a_key_it_created_0600(signed_run, settings):
    key = evaluator_key_path()
    assert key == Path(settings.QLN_HOME) / "evaluator" / "evaluator.key"
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    public = evaluator_key.load_public(evaluator_key.public_path(key).read_bytes())
    statement = evaluator_key.statement(run_id=signed_run.pk, candidate_digest=signed_run.candidate.content_digest,
                                        result_digest=signed_run.result_digest, key_mode="development")
    assert signed_run.evaluator_key_id == evaluator_key.key_id(public)
    assert signed_run.evaluator_key_mode == "development"  # the test's QLN_HOME and the key have one owner
    assert evaluator_key.verify(public, statement, signed_run.evaluator_signature)
    # the signature covers the result digest: another digest does not verify
    assert not evaluator_key.verify(public, {**statement, "result_digest": "0" * 64}, signed_run.evaluator_signature)


def test_the_signed_statement_is_in_the_ledger_with_the_run(signed_run):
    entry = LedgerEntry.objects.get(kind="evaluation", subject=f"evaluation:{signed_run.pk}")
    assert entry.payload["statement"] == {
        "type": "qlnweb/evaluation-result/v1", "run": signed_run.pk, "candidate": signed_run.candidate.content_digest,
        "result_digest": signed_run.result_digest, "key_mode": "development",
    }
    assert entry.payload["signature"] == signed_run.evaluator_signature
    assert entry.payload["key_id"] == signed_run.evaluator_key_id


def test_every_run_of_one_home_is_signed_by_the_same_key(signed_run, agent_client, operator, active_parent):
    second = evaluate(candidate_for(agent_client, operator, active_parent))
    assert second.evaluator_key_id == signed_run.evaluator_key_id
    assert second.evaluator_signature != signed_run.evaluator_signature


def test_the_candidate_page_and_the_progress_json_state_the_development_key(signed_run, operator_client):
    html = operator_client.get(f"/candidates/{signed_run.candidate_id}/").content.decode()
    assert 'id="run-signature" class="error" data-key-mode="development"' in html
    assert DEVELOPMENT_SENTENCE in html
    body = operator_client.get(f"/candidates/{signed_run.candidate_id}/runs/{signed_run.pk}/progress.json").json()
    assert body["evaluator_key_mode"] == "development" and body["evaluator_signature"] == DEVELOPMENT_SENTENCE


def test_an_unsigned_finished_run_is_named_unsigned_on_the_page(signed_run, operator_client):
    EvaluationRun.objects.filter(pk=signed_run.pk).update(evaluator_signature="", evaluator_key_mode="")
    html = operator_client.get(f"/candidates/{signed_run.candidate_id}/").content.decode()
    assert "Not signed by the evaluator: the promoter refuses this result." in html


def test_a_key_owned_by_another_user_without_group_or_other_bits_is_hardened(tmp_path):
    key = tmp_path / "evaluator" / "evaluator.key"
    assert evaluator_key.create(key, dir_mode=0o700)
    owner = key.stat().st_uid
    assert evaluator_key.key_mode(key, web_uid=owner) == "development"  # the web user owns it
    assert evaluator_key.key_mode(key, web_uid=owner + 4242) == "hardened"
    key.chmod(0o640)
    assert evaluator_key.key_mode(key, web_uid=owner + 4242) == "development"  # its group may read it
    key.chmod(0o600)
    assert evaluator_key.key_mode(key, web_uid=0) == "development"  # a root web process reads everything
    assert not evaluator_key.create(key)  # never overwritten


def test_the_evaluator_process_runs_queued_runs_and_signs_them(agent_client, operator, active_parent, suites, fake_model):
    from io import StringIO

    from django.core.management import call_command

    from evaluation.candidates.services import evaluation_request
    candidate = candidate_for(agent_client, operator, active_parent)
    run = evaluation_request(candidate=candidate, requested_by="test")
    out = StringIO()
    call_command("evaluator", "--once", stdout=out)
    run.refresh_from_db()
    assert run.status == "finished" and run.evaluator_signature and run.evaluator_key_mode == "development"
    assert f"evaluation {run.pk}: {run.verdict} {run.result_digest}" in out.getvalue()
    assert "(development)" in out.getvalue()
