"""A software passkey for tests that do not drive a browser (issue 24 §7): real P-256 keys, real WebAuthn bytes.

It makes what an authenticator makes — a COSE public key at registration, and for an
assertion the authenticator data (rpIdHash, flags, sign count), the client data JSON and an
ECDSA P-256 signature over ``authenticatorData ‖ sha256(clientDataJSON)`` — so the server's and
the promoter's verification run unchanged on it. Browser tests use Chromium's virtual
authenticator instead.
"""
from __future__ import annotations

import hashlib
import json
import os
import struct
from dataclasses import dataclass, field
from typing import Any

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

from cycles.signing.payload import b64url

FLAG_UP, FLAG_UV, FLAG_AT = 0x01, 0x04, 0x40


@dataclass
class SoftAuthenticator:
    rp_id: str = "localhost"
    origin: str = "http://localhost:8000"
    key: ec.EllipticCurvePrivateKey = field(default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    credential_id: bytes = field(default_factory=lambda: os.urandom(32))
    sign_count: int = 0

    @property
    def credential_id_b64(self) -> str:
        return b64url(self.credential_id)

    def cose_public_key(self) -> bytes:
        numbers = self.key.public_key().public_numbers()
        return cbor2.dumps({1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")})

    def _auth_data(self, flags: int, extra: bytes = b"", rp_id: str | None = None) -> bytes:
        self.sign_count += 1
        rp_hash = hashlib.sha256((rp_id or self.rp_id).encode()).digest()
        return rp_hash + bytes([flags]) + struct.pack(">I", self.sign_count) + extra

    def _client_data(self, kind: str, challenge: bytes, origin: str | None = None) -> bytes:
        return json.dumps({"type": kind, "challenge": b64url(challenge), "origin": origin or self.origin,
                           "crossOrigin": False}).encode()

    def register(self, challenge: bytes) -> dict[str, Any]:
        """A registration response (attestation "none") as the browser's JSON form sends it."""
        attested = b"\x00" * 16 + struct.pack(">H", len(self.credential_id)) + self.credential_id + self.cose_public_key()
        auth_data = self._auth_data(FLAG_UP | FLAG_UV | FLAG_AT, attested)
        attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": auth_data})
        return {"id": self.credential_id_b64, "rawId": self.credential_id_b64, "type": "public-key",
                "response": {"clientDataJSON": b64url(self._client_data("webauthn.create", challenge)),
                             "attestationObject": b64url(attestation), "transports": ["internal"]},
                "clientExtensionResults": {}, "authenticatorAttachment": "platform"}

    def assert_(self, challenge: bytes, *, uv: bool = True, origin: str | None = None, rp_id: str | None = None,
                kind: str = "webauthn.get") -> dict[str, Any]:
        """An assertion over `challenge`: {credential_id, authenticatorData, clientDataJSON, signature} (base64url)."""
        auth_data = self._auth_data(FLAG_UP | (FLAG_UV if uv else 0), rp_id=rp_id)
        client_data = self._client_data(kind, challenge, origin)
        signature = self.key.sign(auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256()))
        return {"credential_id": self.credential_id_b64, "authenticatorData": b64url(auth_data),
                "clientDataJSON": b64url(client_data), "signature": b64url(signature)}
