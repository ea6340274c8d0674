"""A verifiable record of each promotion (issue 24 item 6): `ledger export` writes the chain, the promoter's keys and
one in-toto statement per promotion; `ledger verify --offline` checks that file alone and names the first failure.

The tamperings edit the exported file, as whoever holds a copy could. Some also recompute the chain after the edit
(:func:`rechain`) — what a forger who rewrites the whole file does — so a signature, not a digest, must refuse them.
"""
from __future__ import annotations

import copy
import json
import os
import secrets
import subprocess
import sys
from io import StringIO
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from django.conf import settings
from django.core.management import CommandError, call_command
from django.db import transaction

from core.digests import canonical_json
from cycles.choices import LedgerKind
from cycles.ledger import entry_digest, ledger_append
from cycles.ledger_offline import entry_digest as offline_entry_digest
from cycles.ledger_offline import verify_export
from cycles.ledger_statements import PREDICATE_TYPE, STATEMENT_TYPE
from cycles.models import LedgerEntry, OperatorCredential
from cycles.signing.payload import act_payload, b64url, challenge
from cycles.signing.services import credential_revoke
from evaluation.candidates import evaluator_key
from promotion.models import Promotion
from tests.promotion.helpers import make_promotable
from tests.testing.authenticator import SoftAuthenticator
from tests.testing.signing import passkey

CONTENT = "You are careful.\nName the exact file before you delete anything.\n"
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def promoted(promo_cycle, approver):
    promotable = make_promotable(promo_cycle, approver, content=CONTENT)
    call_command("promote", str(promotable.candidate.pk), "--evaluation", promotable.run.result_digest, "--yes",
                 stdout=StringIO())
    return Promotion.objects.get()


def export(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    path = tmp_path / "ledger.json"
    out = StringIO()
    call_command("ledger", "export", str(path), stdout=out)
    assert "ledger exported" in out.getvalue()
    return path, json.loads(path.read_text())


@pytest.fixture
def exported(promoted, tmp_path):
    return export(tmp_path)[1]


def entry(document: dict[str, Any], ledger_kind: str, **payload: Any) -> dict[str, Any]:
    return next(e for e in document["entries"] if e["kind"] == ledger_kind
                and all(e["payload"].get(k) == v for k, v in payload.items()))


def refusal(document: dict[str, Any]) -> tuple[int | None, str]:
    failure = verify_export(document).failure
    assert failure is not None, "the tampered export verified"
    return failure.seq, failure.check


def rechain(document: dict[str, Any]) -> dict[str, Any]:
    """Recompute every digest, the head and the anchors: the file a forger who rewrites it all would hand over."""
    prev = "0" * 64
    for position, item in enumerate(document["entries"], 1):
        item["seq"], item["prev_digest"] = position, prev
        item["entry_digest"] = prev = entry_digest(seq=position, kind=item["kind"], subject=item["subject"],
                                                   payload=item["payload"], prev_digest=prev)
    document["head"] = {"seq": len(document["entries"]), "digest": prev}
    digests = {item["seq"]: item["entry_digest"] for item in document["entries"]}
    document["anchors"] = [{"seq": a["seq"], "digest": digests[a["seq"]]} for a in document["anchors"]]
    return document


def test_the_offline_digest_is_the_ledgers(exported):
    for item in exported["entries"]:
        assert offline_entry_digest(item) == item["entry_digest"] == entry_digest(
            seq=item["seq"], kind=item["kind"], subject=item["subject"], payload=item["payload"],
            prev_digest=item["prev_digest"])


def test_an_honest_promotion_exports_and_verifies_offline(promoted, tmp_path):
    path, document = export(tmp_path)
    assert len(document["entries"]) == LedgerEntry.objects.count()
    operators = [k["operator"] for k in document["keys"]]  # the approver's, and the signed acceptance ticks' reviewer
    assert operators[0] == "approver" and all(o.startswith("criteria-reviewer-") for o in operators[1:])
    [statement] = document["statements"]
    assert statement["_type"] == STATEMENT_TYPE and statement["predicateType"] == PREDICATE_TYPE
    assert statement["subject"] == [{"name": f"agent:{promoted.agent.name}",
                                     "digest": {"sha256": promoted.version_digest}}]
    predicate = statement["predicate"]
    assert predicate["promotion"]["ledger_seq"] == promoted.ledger_seq
    assert predicate["candidate"]["content_digest"] == promoted.candidate_digest
    assert predicate["evaluation"]["result_digest"] == promoted.evaluation_digest
    assert predicate["evaluation"]["statement"]["result_digest"] == promoted.evaluation_digest
    assert [a["kind"] for a in predicate["approvals"]] == ["X", "Z", "PROMOTION"]
    for approval in predicate["approvals"]:
        assert approval["operator"] == "approver"
        assert set(approval["signed"]) == {"payload", "nonce", "credential_id", "assertion"}
        assert approval["ledger_seq"] == promoted.evidence[f"{approval['kind'].lower()}_attestation"]["signed"][
            "ledger_seq"]

    out = StringIO()
    call_command("ledger", "verify", "--offline", str(path), stdout=out)
    printed = out.getvalue()
    assert "acts         4 passkey signatures verify" in printed  # X, Z, PROMOTION and the signed acceptance tick
    assert "evaluations  1 evaluator signatures verify" in printed
    assert "statements   1 in-toto statements agree" in printed
    assert "ledger export verifies offline" in printed


def test_the_command_names_the_first_failure(exported, tmp_path):
    target = entry(exported, "attestation", kind="Z")
    target["payload"]["channel"] = "api"
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(exported))
    out = StringIO()
    with pytest.raises(CommandError) as caught:
        call_command("ledger", "verify", "--offline", str(path), stdout=out)
    assert f"REFUSED at entry #{target['seq']} — chain_digest" in str(caught.value)
    assert f"chain        {target['seq'] - 1} entries" in out.getvalue()


def test_an_edited_entry_is_refused(exported):
    target = entry(exported, "promotion", promotion=Promotion.objects.get().pk)
    target["payload"]["os_user"] = "mallory"
    assert refusal(exported) == (target["seq"], "chain_digest")


def test_a_deleted_entry_is_refused(exported):
    del exported["entries"][3]
    assert refusal(exported) == (4, "chain_seq")


def test_a_deleted_last_entry_is_refused_by_the_head(exported):
    last = exported["entries"].pop()
    assert refusal(exported) == (last["seq"], "head")


def test_reordered_entries_are_refused(exported):
    entries = exported["entries"]
    entries[4], entries[5] = entries[5], entries[4]
    assert refusal(exported) == (5, "chain_seq")
    for item in entries:  # renumbered in their new order: the links no longer hold
        item["seq"] = entries.index(item) + 1
    assert refusal(exported) == (5, "chain_prev")


def test_a_flipped_signature_byte_is_refused_even_after_rechaining(exported):
    target = entry(exported, "attestation", kind="PROMOTION")
    signature = bytearray(target["payload"]["signed"]["assertion"]["signature"].encode())
    signature[20] = ord("A") if signature[20] != ord("A") else ord("B")
    target["payload"]["signed"]["assertion"]["signature"] = signature.decode()
    assert refusal(copy.deepcopy(exported)) == (target["seq"], "chain_digest")
    assert refusal(rechain(exported)) == (target["seq"], "act_signature")


def test_an_edited_signed_payload_is_refused_even_after_rechaining(exported):
    target = entry(exported, "attestation", kind="X")
    target["payload"]["signed"]["payload"]["time"] = "2020-01-01T00:00:00+00:00"
    assert refusal(copy.deepcopy(exported)) == (target["seq"], "chain_digest")
    assert refusal(rechain(exported)) == (target["seq"], "act_challenge")


def test_an_entry_that_records_another_decision_than_was_signed_is_refused(exported):
    target = entry(exported, "attestation", kind="Z")
    target["payload"]["subject_digest"] = "f" * 64
    assert refusal(rechain(exported)) == (target["seq"], "act_binding")


def test_a_swapped_key_is_refused(exported):
    other = b64url(SoftAuthenticator().cose_public_key())
    enrolment = entry(exported, "key_enrolled")
    exported["keys"][0]["public_key"] = other
    assert refusal(copy.deepcopy(exported)) == (enrolment["seq"], "key_record")
    enrolment["payload"]["public_key"] = other  # the enrolment entry swapped too, the chain rewritten
    first_act = next(e for e in exported["entries"] if isinstance(e["payload"].get("signed"), dict))
    assert refusal(rechain(exported)) == (first_act["seq"], "act_signature")


def test_a_statement_naming_another_version_is_refused(exported):
    [statement] = exported["statements"]
    statement["subject"][0]["digest"]["sha256"] = "e" * 64
    assert refusal(exported) == (statement["predicate"]["promotion"]["ledger_seq"], "statement_subject")


def test_a_statement_citing_another_approval_is_refused(exported):
    [statement] = exported["statements"]
    x, z = statement["predicate"]["approvals"][:2]
    x["ledger_seq"] = z["ledger_seq"]
    assert refusal(exported) == (statement["predicate"]["promotion"]["ledger_seq"], "statement_approval")


def test_a_removed_statement_is_refused(exported):
    seq = exported["statements"].pop()["predicate"]["promotion"]["ledger_seq"]
    assert refusal(exported) == (seq, "statement_missing")


def test_an_evaluator_signature_of_another_key_is_refused(exported):
    target = entry(exported, "evaluation")
    other = Ed25519PrivateKey.generate()
    statement_bytes = canonical_json(target["payload"]["statement"]).encode()
    target["payload"]["signature"] = other.sign(statement_bytes).hex()
    assert refusal(rechain(copy.deepcopy(exported))) == (target["seq"], "evaluation_signature")
    target["payload"]["key_id"] = evaluator_key.key_id(other.public_key())
    assert refusal(rechain(exported)) == (target["seq"], "evaluator_key")


def test_an_act_signed_after_its_key_was_removed_is_refused(promoted, approver, tmp_path):
    authenticator = passkey(approver)
    credential = OperatorCredential.objects.get(credential_id=authenticator.credential_id_b64)
    credential_revoke(credential=credential, by="admin", reason="laptop lost")
    payload = act_payload(kind="X", decision="approve", subject=f"cycle:{promoted.candidate.cycle_id}:X",
                          digest="a" * 64, operator="approver", time="2030-01-01T00:00:00+00:00")
    nonce = secrets.token_hex(16)
    signed = {"payload": payload, "nonce": nonce, "credential_id": authenticator.credential_id_b64,
              "assertion": authenticator.assert_(challenge(payload, bytes.fromhex(nonce)))}
    with transaction.atomic():  # what the stolen key's holder, with database rights, can append
        forged = ledger_append(kind=LedgerKind.ATTESTATION, subject=f"cycle:{promoted.candidate.cycle_id}", payload={
            "cycle": promoted.candidate.cycle_id, "kind": "X", "subject_digest": "a" * 64, "actor": "approver",
            "decision": "approve", "channel": "web", "signed": signed})
    document = export(tmp_path)[1]
    assert document["keys"][0]["revoked_seq"] == forged.seq - 1
    assert refusal(document) == (forged.seq, "act_key")


def test_a_replayed_assertion_is_refused(promoted, tmp_path):
    honest = LedgerEntry.objects.get(kind=LedgerKind.ATTESTATION, payload__kind="PROMOTION")
    with transaction.atomic():
        replay = ledger_append(kind=LedgerKind.ATTESTATION, subject=honest.subject, payload=honest.payload)
    assert refusal(export(tmp_path)[1]) == (replay.seq, "act_nonce")


def test_verify_offline_touches_no_database(promoted, tmp_path):
    path, document = export(tmp_path)
    env = {**os.environ, "DATABASE_URL": "postgres://nobody@127.0.0.1:1/none", "QLN_HOME": str(tmp_path / "elsewhere"),
           "DJANGO_SETTINGS_MODULE": "qlnweb.settings"}
    command = [sys.executable, str(ROOT / "manage.py"), "ledger", "verify", "--offline"]
    done = subprocess.run([*command, str(path)], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "ledger export verifies offline" in done.stdout and "statements   1 in-toto" in done.stdout
    document["statements"][0]["subject"][0]["digest"]["sha256"] = "e" * 64
    (tmp_path / "tampered.json").write_text(json.dumps(document))
    done = subprocess.run([*command, str(tmp_path / "tampered.json")], env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 1 and "statement_subject" in done.stderr and "OperationalError" not in done.stderr
    # and the same command without --offline does need the database it cannot reach
    done = subprocess.run(command[:-1], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode != 0 and "connection" in done.stderr.lower()
    assert settings.DATABASES["default"]["ENGINE"]  # this process's database was never the child's
