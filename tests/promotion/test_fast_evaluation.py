"""Issue 26 item 1: a PASS whose cases ran on the direct-model runner is refused unless the operator accepts it.

The runner is the run's recorded evaluator identity, inside the signed result digest; the factory's run stands
for one through Hermes, so these tests record direct-model and sign the run again as the worker would.
"""
from __future__ import annotations

import re
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from cycles.models import LedgerEntry
from evaluation.candidates.models import EvaluationRun
from promotion import store
from promotion.models import Promotion
from tests.factories import EvaluationRunFactory, PromotionAttestationFactory, reseal
from tests.promotion.helpers import make_promotable

CONTENT = "# debugging\nReport weakened checks as failures.\n"


@pytest.fixture
def direct_pass(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    run = promotable.run
    EvaluationRun.objects.filter(pk=run.pk).update(evaluator={"runner": "direct-model", "model": "fake"})
    run.refresh_from_db()
    reseal(run)  # the evaluator signed it with direct-model in its identity
    PromotionAttestationFactory(run=run, actor=approver)
    return promotable


def _promote(promotable, *extra: str) -> str:
    out = StringIO()
    call_command("promote", "--yes", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, *extra,
                 stdout=out)
    return out.getvalue()


def test_a_direct_model_pass_is_refused_without_the_flag(direct_pass):
    with pytest.raises(CommandError) as caught:
        _promote(direct_pass)
    assert "refused by check evaluation_runner:" in str(caught.value) and "direct-model" in str(caught.value)
    assert "--accept-fast-evaluation" in str(caught.value)
    assert store.read_pointer("promo-agent") is None and not Promotion.objects.exists()


def test_the_flag_needs_a_reason_and_a_reason_needs_the_flag(direct_pass):
    with pytest.raises(CommandError, match="needs --reason"):
        _promote(direct_pass, "--accept-fast-evaluation")
    with pytest.raises(CommandError, match="pass both or neither"):
        _promote(direct_pass, "--reason", "why not")
    assert not Promotion.objects.exists()


def test_an_accepted_fast_evaluation_promotes_and_the_ledger_records_the_choice(direct_pass):
    out = _promote(direct_pass, "--accept-fast-evaluation", "--reason", "hotfix; the Hermes host is down")
    assert "cases ran on the direct-model runner; fast evaluation accepted: hotfix; the Hermes host is down" in out
    promotion = Promotion.objects.get()
    entry = LedgerEntry.objects.get(seq=promotion.ledger_seq)
    assert entry.payload["runner"] == "direct-model"
    assert entry.payload["fast_evaluation"] == {"accepted": True, "runner": "direct-model",
                                                "reason": "hotfix; the Hermes host is down"}
    assert promotion.evidence["evaluation_runner"]["fast_evaluation"]["reason"] == "hotfix; the Hermes host is down"


def test_a_hermes_run_needs_no_flag_and_records_no_acceptance(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    assert promotable.run.evaluator["runner"] == "hermes-sandbox"
    _promote(promotable)
    entry = LedgerEntry.objects.get(seq=Promotion.objects.get().ledger_seq)
    assert entry.payload["runner"] == "hermes-sandbox" and entry.payload["fast_evaluation"] is None


def test_a_run_recording_no_runner_is_refused_too(promo_cycle, approver):
    candidate = make_promotable(promo_cycle, approver, content=CONTENT).candidate
    run = EvaluationRunFactory(candidate=candidate, evaluator={})
    PromotionAttestationFactory(run=run, actor=approver)
    with pytest.raises(CommandError, match="none recorded runner"):
        call_command("promote", "--yes", str(candidate.pk), "--evaluation", run.result_digest, stdout=StringIO())


def test_the_candidate_page_shows_the_accepted_fast_evaluation(operator_client, direct_pass):
    _promote(direct_pass, "--accept-fast-evaluation", "--reason", "the Hermes host is down")
    html = operator_client.get(f"/candidates/{direct_pass.candidate.pk}/").content.decode()
    shown = re.search(r'id="fast-evaluation-accepted"[^>]*>(.*?)</p>', html, re.S)
    assert shown and "direct-model" in shown.group(1) and "the Hermes host is down" in shown.group(1), html[-3000:]
