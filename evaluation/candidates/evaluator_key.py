"""The evaluator's Ed25519 key and the statement it signs (issue 24 item 3). No Django imports.

The worker signs one canonical JSON statement per finished run::

    {"type": "qlnweb/evaluation-result/v1", "run": <id>, "candidate": <content digest>,
     "result_digest": <digest of pins, steps, gates, verdict>, "key_mode": "hardened" | "development"}

serialised as :func:`core.digests.canonical_json` (sorted keys, no whitespace, UTF-8). The run id
and candidate digest bind the result to one run of one content; ``key_mode`` is signed so a database
writer cannot relabel a development signature as hardened. The promoter rebuilds the statement from
what it recomputes itself and verifies it against the public key in its own store.

The private key is a PKCS#8 PEM file created on first use with mode 0600; its public half is written
beside it (``<key>.pub``, SubjectPublicKeyInfo PEM, mode 0644) for ``setup_evaluator`` and a
development promoter to copy. A key id is the sha256 of the raw 32-byte public key.
"""
from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from core.digests import canonical_json

STATEMENT_TYPE = "qlnweb/evaluation-result/v1"
HARDENED, DEVELOPMENT = "hardened", "development"
KEY_MODES = (HARDENED, DEVELOPMENT)
DEVELOPMENT_SENTENCE = ("Signed by a development evaluator key the web process can read: "
                        "not evidence against a compromised web process.")
HARDENED_SENTENCE = "Signed by the evaluator's own key, which the web process cannot read."
UNSIGNED_SENTENCE = "Not signed by the evaluator: the promoter refuses this result."


def signature_sentence(*, result_digest: str, signature: str, key_mode: str) -> str:
    """The one visible sentence about who vouches for a finished run's result ("" before it has one)."""
    if not result_digest:
        return ""
    if not signature:
        return UNSIGNED_SENTENCE
    return HARDENED_SENTENCE if key_mode == HARDENED else DEVELOPMENT_SENTENCE


@dataclass(frozen=True)
class EvaluatorKey:
    """A loaded private key, its id, and whether the web user could read it (``mode``)."""

    private: Ed25519PrivateKey
    path: Path
    key_id: str
    mode: str

    def sign(self, statement: dict[str, Any]) -> str:
        """Hex Ed25519 signature over the statement's canonical bytes."""
        return self.private.sign(statement_bytes(statement)).hex()


def statement(*, run_id: int, candidate_digest: str, result_digest: str, key_mode: str) -> dict[str, Any]:
    """The one statement the evaluator signs and the promoter rebuilds."""
    return {"type": STATEMENT_TYPE, "run": int(run_id), "candidate": candidate_digest,
            "result_digest": result_digest, "key_mode": key_mode}


def statement_bytes(value: dict[str, Any]) -> bytes:
    return canonical_json(value).encode("utf-8")


def public_raw(public: Ed25519PublicKey) -> bytes:
    return public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def key_id(public: Ed25519PublicKey) -> str:
    """sha256 hex of the raw public key: what a run records and the promoter compares first."""
    return hashlib.sha256(public_raw(public)).hexdigest()


def public_pem(public: Ed25519PublicKey) -> bytes:
    return public.public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)


def load_public(pem: bytes) -> Ed25519PublicKey:
    """A public key from PEM; ValueError when it is not an Ed25519 key."""
    public = serialization.load_pem_public_key(pem)
    if not isinstance(public, Ed25519PublicKey):
        raise ValueError("not an Ed25519 public key")
    return public


def verify(public: Ed25519PublicKey, value: dict[str, Any], signature_hex: str) -> bool:
    try:
        public.verify(bytes.fromhex(signature_hex), statement_bytes(value))
    except (InvalidSignature, ValueError):
        return False
    return True


def key_mode(path: Path, web_uid: int) -> str:
    """``hardened`` only when the web user (``web_uid``, the owner of QLN_HOME) cannot read the key file.

    That needs a key owned by someone else than the web user, with no group or other bits, and a web
    user that is not root. Anything else — the usual single-user development setup — is ``development``.
    """
    info = path.stat()
    private = stat.S_IMODE(info.st_mode) & 0o077 == 0
    return HARDENED if private and info.st_uid != web_uid and web_uid != 0 else DEVELOPMENT


def load_or_create(path: Path, *, web_uid: int) -> EvaluatorKey:
    """Read the key at ``path``, creating it (0600, public half beside it) when missing.

    Raises PermissionError when this process may not read it — the web process in the hardened
    deployment, which then leaves runs to the evaluator (tasks.run_evaluation).
    """
    if not path.exists():
        create(path)
    private = serialization.load_pem_private_key(path.read_bytes(), password=None)
    if not isinstance(private, Ed25519PrivateKey):
        raise ValueError(f"{path} is not an Ed25519 private key")
    return EvaluatorKey(private=private, path=path, key_id=key_id(private.public_key()), mode=key_mode(path, web_uid))


def create(path: Path, *, dir_mode: int = 0o755) -> bool:
    """Write a new key pair at ``path`` unless one is there.

    The key is written whole to a temporary file and linked into place (``os.link`` fails when
    the name exists), so two workers starting at once never read half a key or both win.
    """
    if not path.parent.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        os.chmod(path.parent, dir_mode)
    private = Ed25519PrivateKey.generate()
    pem = private.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                serialization.NoEncryption())
    fd, scratch = tempfile.mkstemp(dir=path.parent, prefix=".evaluator-key.")  # mode 0600
    try:
        os.write(fd, pem)
        os.fsync(fd)
        os.close(fd)
        os.link(scratch, path)
    except FileExistsError:
        return False
    finally:
        os.unlink(scratch)
    public = public_path(path)
    public.with_suffix(".tmp").write_bytes(public_pem(private.public_key()))
    os.chmod(public.with_suffix(".tmp"), 0o644)
    os.replace(public.with_suffix(".tmp"), public)
    return True


def public_path(path: Path) -> Path:
    return path.with_name(path.name.removesuffix(".key") + ".pub")
