"""Issue 24 items 3, 4 and 7: the promoter promotes only a result the evaluator signed, verified offline
against the public key in its own store; each forgery is refused by check ``evaluator_signature``."""
from __future__ import annotations

import stat
import subprocess
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from evaluation.candidates import evaluator_key
from evaluation.candidates.models import EvaluationRun, EvaluationStep
from evaluation.candidates.result_signing import evaluator_key_path, result_sign
from evaluation.candidates.steps import STEPS
from evaluation.candidates.tasks import result_digest
from promotion import store
from promotion.evaluator_check import check_evaluator_signature, trust_public_key, trusted_key_path
from promotion.exceptions import PromotionRefused
from promotion.models import Promotion
from promotion.preflight import Packet
from tests.promotion.helpers import make_promotable
from tests.testing.os_users import can_switch_users, ensure_system_users

pytestmark = pytest.mark.django_db
CONTENT = "# debugging\nReport weakened checks as failures.\n"


@pytest.fixture
def packet(promo_cycle, approver):
    return make_promotable(promo_cycle, approver, content=CONTENT)


def _promote(run: EvaluationRun) -> str:
    out = StringIO()
    call_command("promote", "--yes", str(run.candidate_id), "--evaluation", run.result_digest, stdout=out)
    return out.getvalue()


def _refused(run: EvaluationRun) -> str:
    with pytest.raises(CommandError) as caught:
        _promote(run)
    message = str(caught.value)
    assert "refused by check evaluator_signature:" in message, message
    assert store.read_pointer("promo-agent") is None and not Promotion.objects.exists()
    return message


def _check(packet) -> dict:
    return check_evaluator_signature(Packet(packet.candidate, packet.run, packet.run.result_digest, None))


def test_an_honest_signed_result_is_promoted_and_its_statement_kept(packet, capsys):
    printed = _promote(packet.run)
    assert "promoted: promotion" in printed
    evidence = Promotion.objects.get().evidence["evaluator_signature"]
    assert evidence["key_id"] == packet.run.evaluator_key_id and evidence["key_mode"] == "development"
    assert evidence["statement"]["result_digest"] == packet.run.result_digest
    assert "trusted the development evaluator key" in capsys.readouterr().err  # first use, said out loud


def test_a_pass_row_written_directly_without_a_signature_is_refused(packet):
    """Issue 24 "Measured" 1: the database writer's PASS run — eleven passed steps, gates, a recomputed digest."""
    honest = packet.run
    forged = EvaluationRun.objects.create(
        candidate=honest.candidate, status="finished", verdict="PASS", baseline_version=honest.baseline_version,
        kernel_digest=honest.kernel_digest, decoder_version=honest.decoder_version, gates=honest.gates,
        requested_by="mallory",
    )
    steps = EvaluationStep.objects.bulk_create(
        EvaluationStep(run=forged, order=index, key=key, name=name, status="passed",
                       evidence=honest.steps.get(key=key).evidence) for index, (key, name) in enumerate(STEPS, 1))
    forged.result_digest = result_digest(forged, steps)
    forged.save(update_fields=["result_digest"])
    message = _refused(forged)
    assert f"evaluation {forged.pk} carries no evaluator signature" in message


def test_a_result_edited_after_signing_is_refused(packet):
    run = packet.run
    EvaluationStep.objects.filter(run=run, key="adversarial").update(evidence={"recorded_by": "mallory"})
    run.result_digest = result_digest(run, list(run.steps.order_by("order")))  # the digest recomputed, the signature kept
    run.save(update_fields=["result_digest"])
    assert "does not verify over its recomputed result" in _refused(run)


def test_a_run_relabelled_hardened_is_refused(packet):
    EvaluationRun.objects.filter(pk=packet.run.pk).update(evaluator_key_mode="hardened")  # the mode is signed too
    packet.run.refresh_from_db()
    assert "does not verify" in _refused(packet.run)


def test_a_signature_by_another_key_is_refused(packet, tmp_path):
    other = evaluator_key.load_or_create(tmp_path / "mallory" / "evaluator.key", web_uid=0)
    signed = result_sign(run_id=packet.run.pk, candidate_digest=packet.candidate.content_digest,
                         result_digest=packet.run.result_digest, key=other)
    EvaluationRun.objects.filter(pk=packet.run.pk).update(**signed.fields())
    packet.run.refresh_from_db()
    trusted = evaluator_key.key_id(evaluator_key.load_public(evaluator_key.public_path(evaluator_key_path()).read_bytes()))
    assert f"signed by key {other.key_id}, the promoter trusts only {trusted}" in _refused(packet.run)
    # the same foreign signature claiming the trusted key's id does not verify either
    EvaluationRun.objects.filter(pk=packet.run.pk).update(evaluator_key_id=trusted)
    packet.run.refresh_from_db()
    assert "does not verify" in _refused(packet.run)


def test_the_trusted_key_is_the_stores_not_the_evaluators_file(packet, tmp_path):
    """After first use the promoter trusts its copy: a new key file in QLN_HOME (the web user's) changes nothing."""
    _check(packet)
    evaluator_key_path().unlink()
    evaluator_key.public_path(evaluator_key_path()).unlink()
    evaluator_key.create(evaluator_key_path())  # the web user plants its own key pair
    again = make_promotable(packet.candidate.cycle, packet.attestation.actor, content=CONTENT + "2\n",
                            target_path="skills/other/SKILL.md")
    with pytest.raises(PromotionRefused, match="the promoter trusts only"):
        _check(again)


def test_a_hardened_promoter_refuses_without_a_key_in_its_store(packet, settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    with pytest.raises(PromotionRefused, match="no evaluator public key in the promoter's store") as refused:
        _check(packet)
    assert refused.value.check == "evaluator_signature"
    assert not trusted_key_path().exists()  # nothing copied


def test_a_hardened_promoter_refuses_a_development_signature(packet, settings):
    trust_public_key(evaluator_key.public_path(evaluator_key_path()).read_bytes())  # as setup_evaluator would
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    with pytest.raises(PromotionRefused, match="signed with a development evaluator key the web process could read"):
        _check(packet)


EVALUATOR, WEB = "qlnevaltest", "qlnwebtest"


@pytest.mark.slow
def test_setup_evaluator_gives_the_key_to_its_user_and_the_public_half_to_the_store(tmp_path, settings):
    if not can_switch_users():
        pytest.skip("needs root with useradd and runuser (CI runs as root)")
    ensure_system_users(EVALUATOR, WEB)
    tmp_path.chmod(0o755)
    key = tmp_path / "evaluator" / "evaluator.key"
    out = StringIO()
    call_command("setup_evaluator", "--user", EVALUATOR, "--key", str(key), stdout=out)
    uid = int(subprocess.run(["id", "-u", EVALUATOR], capture_output=True, text=True).stdout)
    assert key.stat().st_uid == uid and stat.S_IMODE(key.stat().st_mode) == 0o600
    assert key.parent.stat().st_uid == uid and stat.S_IMODE(key.parent.stat().st_mode) == 0o700
    assert trusted_key_path().read_bytes() == evaluator_key.public_path(key).read_bytes()
    public = evaluator_key.load_public(trusted_key_path().read_bytes())
    assert f"key id {evaluator_key.key_id(public)}" in out.getvalue()
    web_uid = int(subprocess.run(["id", "-u", WEB], capture_output=True, text=True).stdout)
    assert evaluator_key.key_mode(key, web_uid) == "hardened"
    read = subprocess.run(["runuser", "-u", WEB, "--", "cat", str(key)], capture_output=True, text=True)
    assert read.returncode != 0 and "Permission denied" in read.stderr  # the web user cannot read it
    call_command("setup_evaluator", "--user", EVALUATOR, "--key", str(key), stdout=out)  # again: the key is kept
    assert evaluator_key.load_public(trusted_key_path().read_bytes()).public_bytes_raw() == public.public_bytes_raw()
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "secret_key").write_text("x")
    with pytest.raises(CommandError, match="holds other files"):
        call_command("setup_evaluator", "--user", EVALUATOR, "--key", str(tmp_path / "shared" / "evaluator.key"))
