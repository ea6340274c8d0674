"""Encryptors and sealers that write here, not sinks (issue 25, round 24, t2l).

The fortieth and thirty-ninth batches' false blocks sealed a secret into the repository (``kubeseal --format yaml <
build/db-creds.yaml > deploy/sealed-db-creds.yaml``, the safe way to commit one) or encrypted a build output with a
passphrase variable (``openssl enc -aes-256-cbc -pbkdf2 -k "$BACKUP_PASS" -in build/… -out build/….enc``). Both were
read as a secret handed to a network program: kubeseal as a program Tier 1 does not model fed on stdin, openssl as a
listed sink (for its ``s_client``).

The field: ``kubeseal``, ``sops``, ``age``/``rage``, ``gpg``/``gpg2`` (``-c``/``-e``/``--sign``), ``ansible-vault``
(``encrypt``/``encrypt_string``/``rekey``), ``openssl`` (``enc``, ``dgst``, ``pkcs12``, ``cms``, ``smime``, ``rsautl``,
``pkeyutl``, ``req``, ``x509`` … every subcommand but its network clients and servers), ``step crypto``,
``minisign``, ``signify``. Such a program reads the secret and
writes ciphertext to a file or stdout on this machine: it is not a sink. Where its output goes is judged on its
own (a pipe into ``curl``, a socket redirection). One step aside stays blocked: ``openssl s_client``/``s_server``/
``ocsp``/``s_time`` (network), any sealer given a network address or a ``/dev/tcp`` path as an argument, and a
secret variable in a URL or a request body of a real sink (``curl "…?k=$PASS"``).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["seals_here"]

_SEALERS = frozenset({"kubeseal", "sops", "age", "rage", "gpg", "gpg2", "ansible-vault", "openssl", "step",
                      "minisign", "signify", "signify-openbsd"})
_OPENSSL_NETWORK = frozenset({"s_client", "s_server", "s_time", "ocsp", "srp"})
_ANSIBLE_VAULT_LOCAL = frozenset({"encrypt", "encrypt_string", "decrypt", "rekey", "view", "create", "edit"})
_NETWORKED = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]*://|/dev/(?:tcp|udp)/)|^[A-Za-z0-9.-]+:[0-9]{2,5}$")


def _first_word(argv: tuple[str, ...]) -> str:
    return next((a for a in argv[1:] if not a.startswith("-")), "")


def seals_here(command: SimpleCommand) -> bool:
    """``command`` is an encryptor or sealer used locally: its secret operands are encrypted here, not sent."""
    program = command.program
    if program not in _SEALERS or any(_NETWORKED.match(a.split("=", 1)[-1]) for a in command.argv[1:]):
        return False
    if program == "openssl":
        return bool(command.argv[1:]) and command.argv[1] not in _OPENSSL_NETWORK
    if program == "ansible-vault":
        return _first_word(command.argv) in _ANSIBLE_VAULT_LOCAL
    if program == "step":
        return command.argv[1:2] == ("crypto",)
    if program in ("gpg", "gpg2"):  # `gpg --send-keys`, `--keyserver`: the key server is the network
        return not any(a.startswith(("--send-key", "--keyserver", "--recv-key", "--refresh-keys", "--search-keys",
                                     "--fetch-keys")) for a in command.argv[1:])
    return True
