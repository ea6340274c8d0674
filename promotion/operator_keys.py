"""The promoter's own copy of the operators' passkeys (issue 24 §1, §4), kept in its store, out of the web's reach.

``operators/enrolments/<id>.json`` holds each one-time enrolment code, written by the root-run
``manage.py operator_enrol``; ``operators/keys.json`` the keys the promoter accepted. A key is
copied from the ledger only when its ``key_enrolled`` entry carries ``HMAC(code, record)`` for a
code in the store — a database writer who never saw a code cannot make the promoter trust a key.
A ``key_revoked`` entry removes it (its act signatures stay verifiable up to the revocation's seq).
"""
from __future__ import annotations

import hmac
import json
import os
import pwd
from pathlib import Path
from typing import Any

from django.conf import settings

from cycles.choices import LedgerKind
from cycles.ledger import verify_ledger
from cycles.models import LedgerEntry
from cycles.signing.assertion import EnrolledKey
from cycles.signing.payload import unb64url
from cycles.signing.services import enrolment_proof, key_record
from promotion.store import store_root, write_durable

OPERATORS = "operators"
ENROLMENTS = "enrolments"
KEYS = "keys.json"


def operators_dir(root: Path | None = None) -> Path:
    return (root or store_root()) / OPERATORS


def enrolment_write(*, enrolment_id: int, username: str, code: str, expires_at: str, root: Path | None = None) -> Path:
    """Keep a one-time code where only the promoter (and root) can read it (mode 0600, the store's owner)."""
    directory = operators_dir(root) / ENROLMENTS
    directory.mkdir(parents=True, exist_ok=True)
    os.chmod(directory, 0o700)
    path = directory / f"{enrolment_id}.json"
    write_durable(path, json.dumps({"enrolment": enrolment_id, "operator": username, "code": code,
                                    "expires_at": expires_at}).encode(), mode=0o600)
    owner = (root or store_root()).stat().st_uid
    if os.geteuid() == 0 and owner != 0:  # root ran it: hand the files to the promoter who owns the store
        for node in (operators_dir(root), directory, path):
            os.chown(node, owner, pwd.getpwuid(owner).pw_gid)
    return path


def _enrolment_code(enrolment_id: Any, root: Path | None) -> str | None:
    path = operators_dir(root) / ENROLMENTS / f"{enrolment_id}.json"
    try:
        return str(json.loads(path.read_text())["code"])
    except (OSError, ValueError, KeyError):
        return None


def load_keys(root: Path | None = None) -> dict[str, dict[str, Any]]:
    try:
        keys = json.loads((operators_dir(root) / KEYS).read_text())
    except FileNotFoundError:
        return {}
    return keys if isinstance(keys, dict) else {}


def keys_sync(root: Path | None = None) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """Copy every key whose enrolment proof holds, drop revoked ones; return the keys and what was refused.

    The ledger's chain must verify first: a key entry edited after the fact is never read."""
    verdict = verify_ledger()
    if not verdict.ok:
        raise ValueError(f"the ledger does not verify: {verdict.message}")
    keys = load_keys(root)
    refused: list[str] = []
    entries = LedgerEntry.objects.filter(kind__in=[LedgerKind.KEY_ENROLLED, LedgerKind.KEY_REVOKED]).order_by("seq")
    for entry in entries:
        payload = entry.payload
        credential_id = str(payload.get("credential_id", ""))
        if entry.kind == LedgerKind.KEY_REVOKED:
            if credential_id in keys and keys[credential_id].get("revoked_seq") is None:
                keys[credential_id]["revoked_seq"] = entry.seq
            continue
        if credential_id in keys:
            continue
        record = key_record(username=str(payload.get("operator", "")), credential_id=credential_id,
                            public_key=str(payload.get("public_key", "")), rp_id=str(payload.get("rp_id", "")),
                            origin=str(payload.get("origin", "")))
        code = _enrolment_code(payload.get("enrolment"), root)
        if code is None or not hmac.compare_digest(enrolment_proof(code, record), str(payload.get("proof", ""))):
            refused.append(f"ledger #{entry.seq}: passkey {credential_id[:16]}… of {record['operator']} has no valid "
                           "enrolment proof (no `operator_enrol` code in the promoter's store matches)")
            continue
        keys[credential_id] = {**record, "enrolled_seq": entry.seq, "revoked_seq": None}
    directory = operators_dir(root)
    directory.mkdir(parents=True, exist_ok=True)
    write_durable(directory / KEYS, json.dumps(keys, sort_keys=True, indent=1).encode(), mode=0o644)
    return keys, refused


def enrolled_key(keys: dict[str, dict[str, Any]], credential_id: str) -> EnrolledKey | None:
    record = keys.get(credential_id)
    if record is None:
        return None
    return EnrolledKey(credential_id, unb64url(record["public_key"]), record["rp_id"], record["origin"],
                       record["operator"])


def unsigned_acts_accepted() -> bool:
    """Unsigned acts pass the promoter only in development: QLN_UNSIGNED_ACTS and any-user promoter both on."""
    return bool(settings.QLN_UNSIGNED_ACTS and settings.QLN_ALLOW_ANY_PROMOTER_USER)
