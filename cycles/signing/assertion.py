"""Verify one WebAuthn assertion offline, naming the check that failed (issue 24 §4, SPEC §9 "WebAuthn").

No Django: the web process uses it when an act is submitted, the promoter again from its own
key store and the ledger. The checks, in order, each a ``check`` name of :class:`SignatureRefused`:

``shape``         the assertion has authenticatorData, clientDataJSON and signature (base64url)
``type``          clientData.type is ``webauthn.get``
``challenge``     clientData.challenge is sha256(canonical payload ‖ nonce) of this act
``origin``        clientData.origin is the origin the key was enrolled on
``rp_id``         authenticatorData's rpIdHash is sha256 of the key's RP ID
``user_present``  the UP flag is set
``user_verified`` the UV flag is set (a PIN or biometric, not a touch alone)
``signature``     the signature over authenticatorData ‖ sha256(clientDataJSON) verifies with the enrolled key
"""
from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from cryptography.exceptions import InvalidSignature
from webauthn.helpers import (
    decode_credential_public_key,
    decoded_public_key_to_cryptography,
    parse_authenticator_data,
    parse_client_data_json,
)
from webauthn.helpers.cose import COSEAlgorithmIdentifier
from webauthn.helpers.verify_signature import verify_signature

from cycles.signing.payload import unb64url

ASSERTION_FIELDS = ("authenticatorData", "clientDataJSON", "signature")


class SignatureRefused(Exception):
    """An act's signature does not hold; ``check`` names the check (module docstring)."""

    def __init__(self, check: str, detail: str) -> None:
        super().__init__(f"{check}: {detail}")
        self.check = check
        self.detail = detail


@dataclass(frozen=True)
class EnrolledKey:
    """A passkey as the ledger records it: COSE public key and the RP it was made for."""

    credential_id: str
    public_key: bytes
    rp_id: str
    origin: str
    username: str


@lru_cache(maxsize=256)
def _public_key(cose: bytes) -> tuple[Any, COSEAlgorithmIdentifier]:
    """A COSE key decoded once (the offline verifier meets each operator's key on every act it signed)."""
    decoded = decode_credential_public_key(cose)
    return decoded_public_key_to_cryptography(decoded), COSEAlgorithmIdentifier(decoded.alg)


def _field(assertion: dict[str, Any], name: str) -> bytes:
    value = assertion.get(name)
    if not isinstance(value, str) or not value:
        raise SignatureRefused("shape", f"the assertion has no {name}")
    try:
        return unb64url(value)
    except ValueError as exc:
        raise SignatureRefused("shape", f"{name} is not base64url") from exc


def verify_assertion(*, key: EnrolledKey, assertion: dict[str, Any], expected_challenge: bytes) -> int:
    """Check every step of the module docstring; return the authenticator's sign count."""
    if not isinstance(assertion, dict):
        raise SignatureRefused("shape", "the assertion is not an object")
    authenticator_data, client_data_json, signature = (_field(assertion, name) for name in ASSERTION_FIELDS)
    try:
        client_data = parse_client_data_json(client_data_json)
        parsed = parse_authenticator_data(authenticator_data)
    except Exception as exc:  # the library raises several types for malformed bytes
        raise SignatureRefused("shape", f"unreadable assertion: {exc}") from exc
    if client_data.type != "webauthn.get":
        raise SignatureRefused("type", f"clientData.type is {client_data.type!r}, not 'webauthn.get'")
    if not hmac.compare_digest(client_data.challenge, expected_challenge):
        raise SignatureRefused("challenge", "the signed challenge is not sha256(payload ‖ nonce) of this act")
    if client_data.origin != key.origin:
        raise SignatureRefused("origin", f"signed on {client_data.origin}, the key was enrolled on {key.origin}")
    if not hmac.compare_digest(parsed.rp_id_hash, hashlib.sha256(key.rp_id.encode()).digest()):
        raise SignatureRefused("rp_id", f"the authenticator data is not for RP {key.rp_id}")
    if not parsed.flags.up:
        raise SignatureRefused("user_present", "the authenticator reports no user presence (UP)")
    if not parsed.flags.uv:
        raise SignatureRefused("user_verified", "the authenticator reports no user verification (UV)")
    try:
        public_key, algorithm = _public_key(key.public_key)
        signed = authenticator_data + hashlib.sha256(client_data_json).digest()
        verify_signature(public_key=public_key, signature_alg=algorithm, signature=signature, data=signed)
    except InvalidSignature as exc:
        raise SignatureRefused("signature", f"the signature does not verify with passkey {key.credential_id[:16]}…") from exc
    except Exception as exc:
        raise SignatureRefused("signature", f"the enrolled key cannot verify: {exc}") from exc
    return int(parsed.sign_count)
