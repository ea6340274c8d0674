"""Round 22 (t2h, issue 25): secrets out by shapes rounds 10–21 did not read.

- **A secret manager's listing or export.** ``op item list``, ``bw list items`` (every item with its password),
  ``vault kv list``, ``doppler secrets``, ``infisical export``, ``aws secretsmanager list-secrets``, ``gcloud secrets
  list``: the inventory of a vault (names, URLs, user names, for bw the passwords) is a secret source like ``get``, so
  piped to a sender it leaves (``taint.reads_secret``). The same into ``jq``, ``wc`` or the terminal stays open.
"""
from __future__ import annotations

_LISTS = frozenset({"list", "ls", "export", "download", "dump", "backup"})


def store_listing(program: str, parts: list[str], store: bool) -> str | None:
    """What a secret manager's listing or export prints, from its lower-cased subcommand parts, or None."""
    if not parts or not any(p in _LISTS for p in parts[:4]):
        return None
    if store or program in ("gopass", "pass"):
        return f"a listing of the secret store {program}"
    if any(p in ("secretsmanager", "secrets", "secret", "keyvault", "ssm", "kms") for p in parts[:3]):
        return f"a listing of {program}'s secrets"
    return None
