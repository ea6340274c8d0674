"""Human authority a database writer cannot forge (issue 24): the promoter verifies every X, Z and PROMOTION act
from the ledger's passkey signatures with its own key store, and refuses each forgery by name.

The forger has the web process's rights: it writes rows and ledger entries (appended through the chain's own
function, so `ledger verify` still says OK), but it never saw an `operator_enrol` code and holds no enrolled
operator's passkey. Each refusal exits non-zero, activates nothing and leaves a ledger entry naming the check.
"""
from __future__ import annotations

import copy
from io import StringIO

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command
from django.db import transaction

from core.digests import promotion_subject_digest
from cycles.choices import AttestationKind, Channel, Decision, LedgerKind
from cycles.ledger import ledger_append, verify_ledger
from cycles.models import Attestation, LedgerEntry, OperatorCredential
from cycles.signing.payload import b64url, unb64url
from promotion.models import Promotion
from promotion.operator_keys import load_keys, unsigned_acts_accepted
from tests.factories import CandidateFactory, CycleFactory, EvaluationRunFactory
from tests.promotion.helpers import make_agent, make_promotable
from tests.testing.authenticator import SoftAuthenticator
from tests.testing.signing import sign_act

CONTENT = "You are careful.\nName the exact file before you delete anything.\n"


@pytest.fixture(autouse=True)
def _any_promoter_user(settings):
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True


def promote(promotable) -> str:
    out = StringIO()
    call_command("promote", "--yes", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, stdout=out)
    return out.getvalue()


def refused(promotable) -> str:
    with pytest.raises(CommandError) as caught:
        promote(promotable)
    assert not Promotion.objects.exists(), "a refused promotion activated something"
    entry = LedgerEntry.objects.filter(kind=LedgerKind.REFUSAL).order_by("-seq").first()
    assert entry is not None and entry.payload["check"] in str(caught.value), "no ledger entry names the refusal"
    assert verify_ledger().ok
    return str(caught.value)


def forge_promotion_row(promotable, actor, *, signed: dict | None) -> None:
    """What a database writer can do: an approving PROMOTION row and its ledger entry, `signed` as given."""
    candidate, run = promotable.candidate, promotable.run
    digest = promotion_subject_digest(candidate.content_digest, run.result_digest)
    with transaction.atomic():
        Attestation.objects.filter(kind=AttestationKind.PROMOTION, subject_ref=candidate.subject_ref).delete()
        Attestation.objects.create(cycle=candidate.cycle, subject_ref=candidate.subject_ref, kind="PROMOTION",
                                   subject_digest=digest, actor=actor, decision=Decision.APPROVE, channel=Channel.WEB)
        ledger_append(kind=LedgerKind.ATTESTATION, subject=candidate.subject_ref, payload={
            "cycle": candidate.cycle_id, "kind": "PROMOTION", "subject_digest": digest, "candidate": candidate.pk,
            "evaluation": run.pk, "result_digest": run.result_digest, "actor": actor.get_username(),
            "decision": "approve", "channel": "web", "signed": signed})


def honest_signed_blob(promotable) -> dict:
    entry = LedgerEntry.objects.filter(subject=promotable.candidate.subject_ref, payload__kind="PROMOTION").get()
    return copy.deepcopy(entry.payload["signed"])


def test_an_honest_signed_promotion_is_verified_and_promoted(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    printed = promote(promotable)
    assert "promoted: promotion" in printed
    keys = load_keys()
    operators = {k["operator"] for k in keys.values()}  # copied into the promoter's own store
    assert "approver" in operators  # and the reviewer who signed the acceptance ticks
    assert {o for o in operators if o != "approver" and not o.startswith("criteria-reviewer-")} == set()
    evidence = Promotion.objects.get().evidence
    assert evidence["promotion_attestation"]["signed"]["operator"] == "approver"
    assert evidence["x_attestation"]["signed"]["signed"] is True


def test_rows_written_directly_with_no_signature_are_refused(promo_cycle, approver):
    """Forgery 1 of the issue: raw PROMOTION row and ledger entry by "mallory", who never logged in."""
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    mallory = User.objects.create_user("mallory")
    mallory.groups.add(Group.objects.get_or_create(name="operators")[0])
    forge_promotion_row(promotable, mallory, signed=None)
    assert "promotion_signature" in refused(promotable) and "missing" in refused(promotable)


def test_raw_x_and_z_rows_outside_the_ledger_are_not_human_acts(approver):
    cycle = CycleFactory(agent=make_agent(), through="G", approver=approver)  # X signed; G posted
    from cycles import services

    cycle.refresh_from_db()
    q = services.output_submit(cycle_id=cycle.pk, agent=cycle.agent, phase="Q",
                               text=__import__("cycles.demo", fromlist=["PHASE_TEXTS"]).PHASE_TEXTS["Q"])
    with transaction.atomic():  # a Z row with no ledger entry, and the cycle moved on by hand
        Attestation.objects.create(cycle=cycle, output=q, kind="Z", subject_digest=q.digest, actor=approver,
                                   decision="approve", channel="web")
        type(cycle).objects.filter(pk=cycle.pk).update(current_phase="P")
    promotable = make_promotable(type(cycle).objects.get(pk=cycle.pk), approver, content=CONTENT)
    message = refused(promotable)
    assert "z_signature" in message and "missing" in message


def test_a_key_nobody_enrolled_is_refused(promo_cycle, approver):
    """A writer enrols mallory's key in the database and the ledger — without an `operator_enrol` code."""
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    mallory = User.objects.create_user("mallory")
    mallory.groups.add(Group.objects.get_or_create(name="operators")[0])
    key = SoftAuthenticator()
    with transaction.atomic():
        entry = ledger_append(kind=LedgerKind.KEY_ENROLLED, subject="operator:mallory", payload={
            "operator": "mallory", "credential_id": key.credential_id_b64, "public_key": b64url(key.cose_public_key()),
            "rp_id": key.rp_id, "origin": key.origin, "enrolment": 999, "proof": "0" * 64})
        OperatorCredential.objects.create(user=mallory, credential_id=key.credential_id_b64,
                                          public_key=b64url(key.cose_public_key()), rp_id=key.rp_id,
                                          origin=key.origin, enrolled_seq=entry.seq)
    from tests.testing import signing

    signing._passkeys[(mallory.pk, "mallory")] = key  # the web accepts her act: its database knows the key
    act = sign_act(mallory, kind="PROMOTION", ref=promotable.candidate.pk, digest=promotable.candidate.content_digest,
                   result_digest=promotable.run.result_digest)
    forge_promotion_row(promotable, mallory, signed=act.ledger_form())
    message = refused(promotable)
    assert "promotion_signature" in message and "key" in message and "never enrolled" in message


def test_a_replayed_assertion_is_refused(promo_cycle, approver):
    """The same signed act written twice: the second entry's nonce was already used."""
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    forge_promotion_row(promotable, approver, signed=honest_signed_blob(promotable))
    message = refused(promotable)
    assert "promotion_signature" in message and "nonce" in message


def test_an_assertion_over_another_digest_is_refused(promo_cycle, approver):
    """Approver's genuine signature on candidate A, replayed onto candidate B."""
    first = make_promotable(promo_cycle, approver, content=CONTENT)
    second = make_promotable(promo_cycle, approver, content=CONTENT + "One more line.\n")
    forge_promotion_row(second, approver, signed=honest_signed_blob(first))
    message = refused(second)
    assert "promotion_signature" in message and "payload" in message


@pytest.mark.parametrize(("where", "check"), [("payload", "challenge"), ("signature", "signature"),
                                              ("authenticatorData", "rp_id"), ("clientDataJSON", "shape")])
def test_a_flipped_byte_is_refused_by_name(promo_cycle, approver, where, check):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    blob = honest_signed_blob(promotable)
    if where == "payload":
        blob["payload"]["time"] = blob["payload"]["time"].replace("0", "1", 1) or "x"
    else:
        raw = bytearray(unb64url(blob["assertion"][where]))
        raw[0 if where != "signature" else len(raw) // 2] ^= 0x01
        blob["assertion"][where] = b64url(bytes(raw))
    forge_promotion_row(promotable, approver, signed=blob)
    message = refused(promotable)
    assert "promotion_signature" in message and f"{check}:" in message, message


def test_a_removed_key_no_longer_signs(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    from cycles.signing.services import credential_revoke

    credential_revoke(credential=OperatorCredential.objects.get(user=approver), by="root", reason="lost laptop")
    forge_promotion_row(promotable, approver, signed=honest_signed_blob(promotable) | {"nonce": "cd" * 32})
    message = refused(promotable)
    assert "promotion_signature" in message and "removed at ledger" in message


def test_unsigned_acts_pass_only_a_development_promoter(promo_cycle, approver, settings):
    candidate = CandidateFactory(cycle=promo_cycle, content=CONTENT)
    run = EvaluationRunFactory(candidate=candidate)
    promotable = type("P", (), {"candidate": candidate, "run": run})()
    forge_promotion_row(promotable, approver, signed=None)
    assert "promotion_signature" in refused(promotable)  # the default: every act signed
    settings.QLN_UNSIGNED_ACTS = True
    settings.QLN_ALLOW_ANY_PROMOTER_USER = False
    assert unsigned_acts_accepted() is False  # a hardened promoter refuses unsigned acts even then
    settings.QLN_ALLOW_ANY_PROMOTER_USER = True
    assert "promoted: promotion" in promote(promotable)


def test_the_promoter_shows_who_approved_and_asks_before_it_promotes(promo_cycle, approver, monkeypatch):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    monkeypatch.setattr("sys.stdin", StringIO(""))  # a script without --yes: no answer is a refusal
    message = refused_without_yes(promotable)
    assert "confirmation" in message
    monkeypatch.setattr("sys.stdin", StringIO("y\n"))
    out = StringIO()
    call_command("promote", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, stdout=out)
    printed = out.getvalue()
    assert f"candidate {promotable.candidate.pk} of agent promo-agent" in printed and "+2 -0 lines" in printed
    for kind in ("X", "Z", "PROMOTION"):
        assert f"{kind} approved by approver at " in printed, printed
    assert "Promote? [y/N]" in printed and "promoted: promotion" in printed


def refused_without_yes(promotable) -> str:
    with pytest.raises(CommandError) as caught:
        call_command("promote", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest,
                     stdout=StringIO(), stderr=StringIO())
    assert not Promotion.objects.exists()
    assert LedgerEntry.objects.filter(kind=LedgerKind.REFUSAL, payload__check="confirmation").exists()
    return str(caught.value)
