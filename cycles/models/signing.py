"""Passkeys and the acts signed with them (issue 24 §1–2). Append-only but for the use marks."""
from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import models


class OperatorCredential(models.Model):
    """An operator's enrolled passkey: its COSE public key and the RP it was made for (ledger: key_enrolled)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="passkeys")
    credential_id = models.CharField(max_length=512, unique=True, help_text="base64url")
    public_key = models.TextField(help_text="COSE key, base64url")
    rp_id = models.CharField(max_length=255)
    origin = models.CharField(max_length=300)
    sign_count = models.PositiveBigIntegerField(default=0)
    enrolled_seq = models.PositiveBigIntegerField(help_text="The ledger entry that enrolled it.")
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)
    revoked_seq = models.PositiveBigIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"passkey {self.credential_id[:12]}… of {self.user}"


class EnrolmentCode(models.Model):
    """A one-time code printed by the root-run `manage.py operator_enrol` (only its digest is stored here)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="enrolment_codes")
    code_digest = models.CharField(max_length=64, unique=True)
    challenge = models.CharField(max_length=128, blank=True, help_text="The registration challenge under way.")
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)


class ActNonce(models.Model):
    """A server nonce for one act shown on one page to one operator; used at most once (issue 24 §2)."""

    nonce = models.CharField(max_length=64, unique=True, help_text="hex")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="act_nonces")
    kind = models.CharField(max_length=24)
    subject = models.CharField(max_length=120)
    digest = models.CharField(max_length=64)
    result_digest = models.CharField(max_length=64, blank=True)
    issued_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["actor", "used_at"])]


class SignedAct(models.Model):
    """One human act with the passkey assertion over ``sha256(canonical payload ‖ nonce)``."""

    kind = models.CharField(max_length=24)
    decision = models.CharField(max_length=16)
    subject = models.CharField(max_length=120)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="signed_acts")
    credential = models.ForeignKey(OperatorCredential, on_delete=models.PROTECT, related_name="acts")
    payload = models.JSONField()
    payload_digest = models.CharField(max_length=64)
    nonce = models.CharField(max_length=64, unique=True)
    assertion = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def ledger_form(self) -> dict[str, Any]:
        """What the act's ledger entry carries, so the promoter verifies it from the ledger alone."""
        return {"payload": self.payload, "nonce": self.nonce, "credential_id": self.credential.credential_id,
                "assertion": {k: self.assertion[k] for k in ("authenticatorData", "clientDataJSON", "signature")}}
