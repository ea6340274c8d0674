"""``ledger verify --offline`` on a 1,000-entry export (issue 24 item 6; target ≤ 50 ms, interpreter start excluded).

Run from the project root: ``.venv/bin/python bench/bench_ledger_verify.py [--entries 1000 --repeat 21]``.

No database and no Django: the export is built in memory with real signatures — two operators'
soft passkeys (P-256 WebAuthn assertions, ``tests/testing/authenticator.py``) enrolled by
``key_enrolled`` entries, and a real Ed25519 evaluator key. Every tenth entry starts a promotion
of ten: X, Z (signed acts), the evaluator-signed result, PROMOTION (signed), the ``promotion``
entry with its in-toto statement, and five unsigned entries (decision, seed, checkpoint, …).
1,000 entries thus hold 297 passkey assertions, 99 evaluator signatures and 99 statements.

Timed, median of ``--repeat`` runs: ``verify`` = ``json.loads`` of the file's text plus
:func:`cycles.ledger_offline.verify_export` (what ``manage.py ledger verify --offline`` does after
start-up); ``floor`` = the same ``json.loads`` plus one ``entry_digest`` per entry (what any check
of the chain must do); ``crypto`` = the bare ECDSA and Ed25519 verify calls of ``cryptography`` on
pre-decoded keys (what no verifier can skip); ``signatures`` = the 297 ``verify_assertion`` (WebAuthn
parsing and checks, the COSE key decoded per call) and 99 Ed25519 calls alone.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cryptography.hazmat.primitives import hashes  # noqa: E402
from cryptography.hazmat.primitives.asymmetric import ec  # noqa: E402
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey  # noqa: E402
from webauthn.helpers import decode_credential_public_key, decoded_public_key_to_cryptography  # noqa: E402

from core.digests import canonical_json, digest_of, promotion_subject_digest  # noqa: E402
from cycles.ledger_offline import entry_digest, verify_export  # noqa: E402
from cycles.ledger_statements import EXPORT_FORMAT, promotion_statement  # noqa: E402
from cycles.signing.assertion import EnrolledKey, verify_assertion  # noqa: E402
from cycles.signing.payload import act_payload, attestation_subject, b64url, challenge, unb64url  # noqa: E402
from evaluation.candidates import evaluator_key  # noqa: E402
from tests.testing.authenticator import SoftAuthenticator  # noqa: E402

AT = "2026-05-01T12:00:00+00:00"


class Builder:
    """Appends entries as ``ledger_append`` does (seq, prev digest, entry digest, an ``at`` in the payload)."""

    def __init__(self) -> None:
        self.entries: list[dict[str, Any]] = []
        self.statements: list[dict[str, Any]] = []
        self.nonce = 0

    def append(self, kind: str, subject: str, payload: dict[str, Any]) -> dict[str, Any]:
        prev = self.entries[-1]["entry_digest"] if self.entries else "0" * 64
        item = {"seq": len(self.entries) + 1, "kind": kind, "subject": subject, "payload": {**payload, "at": AT},
                "prev_digest": prev, "created_at": AT}
        item["entry_digest"] = entry_digest(item)
        self.entries.append(item)
        return item

    def signed(self, passkey: SoftAuthenticator, operator: str, **fields: Any) -> dict[str, Any]:
        payload = act_payload(operator=operator, time=AT, decision="approve", **fields)
        self.nonce += 1
        nonce = f"{self.nonce:032x}"
        return {"payload": payload, "nonce": nonce, "credential_id": passkey.credential_id_b64,
                "assertion": passkey.assert_(challenge(payload, bytes.fromhex(nonce)))}


def build(entries: int) -> tuple[str, dict[str, Any]]:
    builder = Builder()
    operators = {"ada": SoftAuthenticator(), "grace": SoftAuthenticator()}
    keys = []
    for name, passkey in operators.items():
        record = {"operator": name, "credential_id": passkey.credential_id_b64,
                  "public_key": b64url(passkey.cose_public_key()), "rp_id": passkey.rp_id, "origin": passkey.origin}
        item = builder.append("key_enrolled", f"operator:{name}", {**record, "enrolment": len(keys) + 1,
                                                                   "proof": "0" * 64})
        keys.append({**record, "enrolled_seq": item["seq"], "revoked_seq": None})
    evaluator = Ed25519PrivateKey.generate()
    key_id = evaluator_key.key_id(evaluator.public_key())
    version = "0" * 64
    number = 0
    while len(builder.entries) + 10 <= entries:
        number += 1
        operator = ("ada", "grace")[number % 2]
        passkey = operators[operator]
        cycle, candidate, run = number, number, number
        approvals = {}
        for kind in ("X", "Z"):
            digest = digest_of({"cycle": cycle, "kind": kind})
            approvals[kind] = builder.append("attestation", f"cycle:{cycle}", {
                "cycle": cycle, "kind": kind, "subject_digest": digest, "actor": operator, "decision": "approve",
                "channel": "web", "signed": builder.signed(passkey, operator, kind=kind,
                                                           subject=attestation_subject(kind, cycle), digest=digest)})
        content, result = digest_of({"candidate": candidate}), digest_of({"run": run})
        statement = evaluator_key.statement(run_id=run, candidate_digest=content, result_digest=result,
                                            key_mode=evaluator_key.HARDENED)
        evaluation = builder.append("evaluation", f"evaluation:{run}", {
            "statement": statement, "signature": evaluator.sign(canonical_json(statement).encode()).hex(),
            "key_id": key_id})
        approvals["PROMOTION"] = builder.append("attestation", f"candidate:{candidate}", {
            "cycle": cycle, "kind": "PROMOTION", "subject_digest": promotion_subject_digest(content, result),
            "candidate": candidate, "evaluation": run, "result_digest": result, "actor": operator,
            "decision": "approve", "channel": "web",
            "signed": builder.signed(passkey, operator, kind="PROMOTION", subject=f"candidate:{candidate}",
                                     digest=content, result_digest=result)})
        previous, version = version, digest_of({"version": number})
        promotion = builder.append("promotion", f"promotion:{number}", {
            "promotion": number, "candidate": candidate, "candidate_digest": content, "evaluation_digest": result,
            "version": version, "previous": previous, "active_after": version, "rollback_ref": f"rollback:{number}",
            "attestation": number, "os_user": "qlnpromote", "agent": "bench-agent"})
        builder.statements.append(promotion_statement(promotion, evaluation, approvals))
        for filler in ("decision", "seed", "checkpoint", "decision", "rollback"):
            builder.append(filler, f"cycle:{cycle}", {"cycle": cycle, "digests": {"b2": digest_of([filler, cycle])},
                                                       "note": "what propagates " * 8})
    while len(builder.entries) < entries:
        builder.append("checkpoint", "ledger", {"head": len(builder.entries)})
    head = builder.entries[-1]
    document = {"format": EXPORT_FORMAT, "exported_at": AT, "head": {"seq": head["seq"], "digest": head["entry_digest"]},
                "entries": builder.entries, "keys": keys, "anchors": [{"seq": head["seq"], "digest": head["entry_digest"]}],
                "evaluator": {"public_key_pem": evaluator_key.public_pem(evaluator.public_key()).decode(), "key_id": key_id},
                "statements": builder.statements}
    return json.dumps(document, indent=1), document


def median_ms(run: Any, repeat: int) -> tuple[float, float, float]:
    """Median wall and CPU milliseconds, and the fastest wall time (on a shared host, the nearest to an idle core)."""
    wall, cpu = [], []
    for _ in range(repeat):
        started, started_cpu = time.perf_counter(), time.process_time()
        run()
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return statistics.median(wall), statistics.median(cpu), min(wall)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--entries", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=21)
    args = parser.parse_args()
    text, document = build(args.entries)
    report = verify_export(json.loads(text))
    assert report.failure is None, report.failure
    print(f"export: {report.entries} entries, {len(text) / 1e6:.2f} MB; {report.acts} passkey assertions, "
          f"{report.evaluations} evaluator signatures, {report.statements} in-toto statements")

    def verify() -> None:
        assert verify_export(json.loads(text)).failure is None

    def floor() -> None:
        for item in json.loads(text)["entries"]:
            entry_digest(item)

    acts = [(e["payload"]["signed"], e) for e in document["entries"] if isinstance(e["payload"].get("signed"), dict)]
    enrolled = {k["credential_id"]: EnrolledKey(k["credential_id"], unb64url(k["public_key"]), k["rp_id"], k["origin"],
                                                k["operator"]) for k in document["keys"]}
    evaluations = [e["payload"] for e in document["entries"] if e["kind"] == "evaluation"]
    public = evaluator_key.load_public(document["evaluator"]["public_key_pem"].encode())

    def signatures() -> None:
        for signed, _ in acts:
            verify_assertion(key=enrolled[signed["credential_id"]], assertion=signed["assertion"],
                             expected_challenge=challenge(signed["payload"], bytes.fromhex(signed["nonce"])))
        for payload in evaluations:
            assert evaluator_key.verify(public, payload["statement"], payload["signature"])

    raw_keys = {cid: decoded_public_key_to_cryptography(decode_credential_public_key(key.public_key))
                for cid, key in enrolled.items()}
    raw_acts = [(raw_keys[signed["credential_id"]], unb64url(signed["assertion"]["signature"]),
                 unb64url(signed["assertion"]["authenticatorData"])
                 + hashlib.sha256(unb64url(signed["assertion"]["clientDataJSON"])).digest()) for signed, _ in acts]
    raw_evaluations = [(bytes.fromhex(p["signature"]), canonical_json(p["statement"]).encode()) for p in evaluations]

    def crypto() -> None:
        for key, signature, data in raw_acts:
            key.verify(signature, data, ec.ECDSA(hashes.SHA256()))
        for signature, data in raw_evaluations:
            public.verify(signature, data)

    rows = [("floor: json.loads + entry_digest each", median_ms(floor, args.repeat)),
            ("crypto alone: the same ECDSA P-256 + Ed25519 verify calls", median_ms(crypto, args.repeat)),
            (f"signatures alone: {len(acts)} WebAuthn + {len(evaluations)} Ed25519", median_ms(signatures, args.repeat)),
            (f"verify --offline, {report.entries} entries", median_ms(verify, args.repeat))]
    print(f"{args.repeat} runs{'':55} median wall  median CPU  best wall (ms)")
    for name, (wall, cpu, best) in rows:
        print(f"  {name:<60} {wall:10.2f}  {cpu:10.2f}  {best:10.2f}")
    (floor_wall, floor_cpu, floor_best), (verify_wall, verify_cpu, verify_best) = rows[0][1], rows[-1][1]
    print(f"verify --offline {report.entries} entries: median {verify_wall:.1f} ms wall ({verify_wall / floor_wall:.2f} × "
          f"floor), {verify_cpu:.1f} ms CPU ({verify_cpu / floor_cpu:.2f} × floor), best {verify_best:.1f} ms "
          f"({verify_best / floor_best:.2f} × floor); target ≤ 50 ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
