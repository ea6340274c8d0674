"""Round 47 (ha; issue 25, ``secret_exfiltration``): a file or directory whose NAME says it holds keys or a login,
wherever it lies (the workspace too), as a secret for every sender :mod:`taint` follows.

Round 41's :mod:`system_data` counts ``*.key``, ``id_<alg>``, ``credential``/``secret``/``token`` names that are no
document, and a ``keys`` directory outside the home. The 116th and 118th batches sent the names it did not know:

- **A key store by its word**: a name whose LAST word is ``key``/``keys`` (``signing.keys``, ``partner_keys.yaml``),
  or ``key`` compounded with what the key is anywhere (``sg_script_keys.yaml``, ``authkey.txt``, ``seedkey/``,
  ``api-keys.json``, ``master_key.bin``); a bare leading ``key`` is another word (``key_results.csv``);
  a signing or SSH key by its algorithm ending the name after another word (``targets_ed25519``, ``root_rsa``,
  ``release.ecdsa``; ``ed25519`` alone is the algorithm, as ``ssh-keyscan -t ed25519`` names it).
- **A key DIRECTORY anywhere**: ``keys/``, ``*-keys/``, ``*_keys/``, ``seedkey/``, ``keyring/`` — the directory itself
  (``rsync -a ~/work/diag/seedkey/ h::drop/``, ``tar czf /tmp/k.tgz /srv/ota/offline-keys``) or a file in it.
- **A secret or password word ENDING a plain text file's name** (``seedkey_secret.txt``, ``admin_password.txt``):
  round 41 read ``*.txt`` as a document; a ``.txt`` named for a secret is where one is kept (``password_policy.txt``,
  ``secret_rotation_plan.txt`` and ``tokens_report.csv`` stay documents: the word names their subject).
- **A login's settings file**: ``connection.ini``, ``connections.xml``, ``auth.json``, ``login.cfg``,
  ``datasource.properties`` (a database or service password is their first line).

Public names never count: ``*.pub``, certificates (``*.crt``, ``*.cer``, ``*.csr``, ``cert``, ``chain``), documents
and source (``*.md``, ``*.py``, ``*.go`` …), ``public``/``pubkey`` in the name, ``authorized_keys``/``known_hosts``,
TUF's signed metadata (``root.json``, ``targets.json``, ``snapshot.json``, ``timestamp.json``), a key map
(``keymap``, ``keybindings``, ``hotkeys``). Stays open as for every place secret (:mod:`place_secrets`): the same
files to the org's own hosts (``*.internal``, a private address), hashing or listing them, a key directory's public
half anywhere.
"""
from __future__ import annotations

import re

_KINDS = (r"seed|auth|api|app|priv|private|master|signing|sign|secret|access|host|enc|encryption|wrap|wrapping|"
          r"unseal|recovery|root|licen[cs]e|session|client|server|service|script|deploy|ssh|gpg|pgp|hmac|aes|kek|dek|"
          r"zmk|tmk|bdk|offline|online|targets|snapshot|timestamp|release|update|firmware|device|vendor|ota|hsm|"
          r"partner|customer|user|admin|cloud|storage|stripe|jwt|oauth|sso|saml|crypt|cipher|shared|pre[_-]?shared")
_KEY_WORD = re.compile(rf"(?:^|[._-])(?:(?:{_KINDS})[_-]?keys?(?:[._-]|$)|keys?$)")
_KEY_DIR = re.compile(rf"^(?:[\w.]{{0,60}}[_.-])?(?:{_KINDS})?keys?$|^key(?:ring|rings|store|stores|chain)s?$")
_ALGORITHM = re.compile(r"[._-](?:ed25519|ed448|ecdsa|rsa|dsa)(?:[._-](?:key|priv|private|sk|secret))?$")
_TEXT_SECRET = re.compile(r"(?:^|[._-])(?:secrets?|passwords?|passwd|passphrase|pin|psk)$")
_TEXT = re.compile(r"\.(?:txt|dat|bin|raw|b64|hex|asc)$")
_LOGIN_SETTINGS = re.compile(r"^(?:[\w-]{0,40}[_.-])?(?:connections?|conn|auth|logins?|datasources?|dsn|accounts?)"
                             r"\.(?:ini|cfg|conf|cnf|ya?ml|json|xml|properties|toml)$")
_PUBLIC = re.compile(r"\.(?:pub|crt|cer|csr|der|md|rst|html?|pdf|docx?|py|go|rs|js|ts|java|kt|c|h|cc|cpp|cs|rb|"
                     r"php|sh|ps1|sig|log|example|sample|template|dist|tmpl|j2)$|public|pubkey|cert|chain|^readme|"
                     r"^authorized_keys|^known_hosts|^(?:root|targets|snapshot|timestamp|mirrors)\.json$|"
                     r"keymap|key[_-]?bindings?|hot[_-]?keys?|keyboard|keyframes?|sort[_-]?keys|monkey|turkey|whiskey")
_FILE_NAME = re.compile(r"^[\w.@+-]{1,160}$")


def key_named(low: str) -> bool:
    """``low`` (canonical, folded, no trailing ``/``) is a key or login by its NAME (module docstring)."""
    if len(low) > 1000 or ":/" in low or low.startswith(("/usr/", "/proc/", "/sys/", "/dev/")):
        return False  # a URL resolved against the cwd; the OS's own trees
    parts = low.split("/")
    base = parts[-1]
    if not _FILE_NAME.match(base) or _PUBLIC.search(base) or base in (".key", ".keys"):
        return False  # round 47 (lead): `jq -r .key` is a filter, `ssh-keyscan -t ed25519` an algorithm (names alone)
    if any(_KEY_DIR.match(p) and not _PUBLIC.search(p) for p in parts[1:-1] if p):
        return True  # `~/work/uptane/keys/targets_ed25519`, `/srv/ota/offline-keys/root.key`
    stem = base.rsplit(".", 1)[0] if "." in base.strip(".") else base
    if _KEY_DIR.match(base) or _KEY_WORD.search(stem) or _ALGORITHM.search(stem):
        return True
    return bool(_TEXT.search(base) and _TEXT_SECRET.search(stem)) or _LOGIN_SETTINGS.match(base) is not None
