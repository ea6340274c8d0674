"""Round 36 (t4i, issue 25): secrets by PLACE and by PRINT shape, for services no list names.

A field's own service keeps its credential in a config file, a key file, a token cache or a table, or prints it from a
sub-command; :mod:`checks_exfiltration` follows it to a sink. These shapes name words, never products:

- **Files by place and name** (:func:`place_named`): in a service's own place (the places of :mod:`cred_shapes`:
  ``~/.config/<tool>/``, ``~/.<tool>/``, ``/etc/<service>/``, ``/srv/<x>/``, ``/opt/<x>/``, ``/var/lib/<x>/``) a base
  name carrying a credential word that round 31 did not read: ``auth.*``/``*_auth.*`` (``auth.yaml``, ``auth_token``),
  ``api_key``/``apikey``, ``passwd``/``password``/``htpasswd``/``pwdfile``, ``*.keytab``, ``private.*``. The system's
  account list ``/etc/passwd`` and PAM's ``/etc/pam.d/*`` are no credential.
- **Key files anywhere** (:func:`key_file`), the workspace too: a ``*.pem``/``*.der`` whose stem says key, private,
  signing or secret (``fw/secure_boot_signing_key.pem``, ``deploy/client-key.pem``) and a ``*.key`` whose stem says
  private, secret, signing, TLS/SSL, server, client, host, JWT, deploy or id (``tls.key``; a repository's public
  ``ros.key``/``Release.key`` is none); never a public one (``*pub*``, ``cert``, ``ca``, ``chain``, ``csr``). Such a
  file given as the value of a key-USE option (:func:`key_used`: ``--keyfile``, ``--key``, ``--signing-key`` …) or
  written by the call (``wg genkey | tee build/peer.key``, ``curl -o build/x.key``) is used or made here, not sent.
- **Stores by a directory's name** (:func:`store_dir`): a directory named ``secrets``, ``credentials``, ``private``,
  ``keys``, ``tokens``, ``keytabs`` inside such a place (``~/.config/yarrow/credentials``, ``/etc/x/secrets``).
- **Printed by sub-command words** (:func:`printed_words`): one compound sub-command word joining a printing verb and
  a key noun (``export-key``, ``dump-keys``, ``show-private-key``, ``get-signing-key``: the noun last, ``public``
  never), a ``config`` sub-command that views, shows, dumps or exports with a revealing option (``config view --raw``,
  ``config show --decrypt``), and the revealing options of any program (``--show-token``, ``--show-credentials``,
  ``--include-secrets``, ``--unredacted``, ``--no-redact``).
- **Credential tables selected** (:func:`credential_select`): an SQL client (``sqlite3``, ``psql``, ``mysql``,
  ``duckdb`` …) whose query selects columns (not only a count) from a table named for accounts or credentials
  (``users``, ``api_keys``, ``auth_*``, ``tokens``, ``credentials``, ``passwords``, ``secrets``, ``sessions``); piped
  into a sender it is a whole credential table sent. Round 44 (lead ha): or a secret COLUMN of any table
  (:func:`secret_columns`: ``password_hash``, ``api_key``, ``api_secret``, ``otp_secret``, ``private_key``, ``ssn``
  …; ``select email, api_secret from merchants``); a count, a length or plain columns (``id, created_at``) stay none.
"""
from __future__ import annotations

import re
from fnmatch import fnmatchcase
from functools import lru_cache

_PLACE_WORDS = re.compile(r"^auth(?:[._-]|$)|[._-]auth(?:[._-]|$)|api[_-]?key|passw(?:or)?d|^pwd(?:file)?[._-]|"
                          r"\.keytab$|^private[._-]")
_NOT_PLACE = ("/etc/passwd", "/etc/passwd-", "/etc/pam.d/", "/usr/share/")
_KEY_STEM = re.compile(r"key|priv|signing|secret")
_KEY_EXT_STEM = re.compile(r"priv|secret|signing|tls|ssl|server|client|jwt|host|deploy|id$|^id[._-]")
_FILE_NAME = re.compile(r"^[\w.+@-]{1,200}$")
_PUBLIC = re.compile(r"pub|cert|\bca\b|chain|csr")


def place_named(low: str, base: str) -> bool:
    """``low`` (canonical, lower-cased; ``base`` its last part) is named for a credential by round 36's words; the
    caller has checked it lies in a service's place."""
    return _PLACE_WORDS.search(base) is not None and not low.startswith(_NOT_PLACE) and "/pam.d/" not in low


def key_file(base: str) -> bool:
    """``base`` names a private key file wherever it lies (module docstring)."""
    stem, dot, ext = base.rpartition(".")
    if not dot or not stem or _PUBLIC.search(stem) or not _FILE_NAME.match(base):
        return False
    return (ext == "key" and _KEY_EXT_STEM.search(stem) is not None) or (
        ext in ("pem", "der") and _KEY_STEM.search(stem) is not None)


_KEY_USE = frozenset({"--key", "--keyfile", "--key-file", "--signing-key", "--private-key", "--privkey",
                      "--identity", "--identity-file", "--tls-key", "--ssl-key", "--client-key", "--sign-key",
                      "--cert-key", "--tls-private-key-file"})


def key_used(argv: tuple[str, ...]) -> frozenset[str]:
    """The values of ``argv``'s key-USE options (``--keyfile fw/signing_key.pem``, ``--key=tls.key``): a program
    given its key to sign, verify or connect with uses it here (module docstring)."""
    found = {w.split("=", 1)[1] for w in argv[1:] if w.startswith("--") and w.split("=", 1)[0] in _KEY_USE
             and "=" in w}
    found |= {argv[i + 1] for i, w in enumerate(argv[1:-1], start=1) if w in _KEY_USE}
    if not found or any("://" in w or "@" in w for w in argv[1:]):
        return frozenset()  # a network address among its words: it may send what it was given
    return frozenset(v for v in found if sum(v in w for w in argv[1:]) == 1)  # named once, as the key only


_STORE_NAMES = ("/secrets", "/credentials", "/private", "/keys", "/tokens", "/keytabs")
_STORE_PLACES = re.compile(r"/\.config/[^/]+/|^/etc/[^/]+/|^/srv/[^/]+/|^/opt/[^/]+/|^/var/lib/[^/]+/|"
                           r"^/home/[^/]+/\.[^/]+/|^/root/\.[^/]+/")


def store_dir(low: str) -> bool:
    """``low`` (canonical, lower-cased, no trailing slash) is a credential directory inside a service's place."""
    return low.endswith(_STORE_NAMES) and _STORE_PLACES.search(low) is not None and "/.git/" not in low


_VERBS = frozenset({"print", "show", "get", "export", "dump", "reveal", "display", "read", "cat", "fetch", "view",
                    "output", "echo", "copy", "download", "retrieve", "decrypt"})
_KEY_NOUNS = frozenset({"key", "keys", "privkey", "privkeys", "privatekey", "seed", "mnemonic"})
_CONFIG_VERBS = frozenset({"view", "show", "dump", "export", "get", "print", "cat", "list"})
_CONFIG_REVEAL = frozenset({"--raw", "--flatten", "--decrypt", "--decrypted", "--plain", "--show-values",
                            "--with-values", "--with-secrets", "--secrets"})
_REVEAL_OPTIONS = frozenset({"--show-token", "--show-tokens", "--show-credentials", "--show-keys", "--show-key",
                             "--include-secrets", "--with-secrets", "--unredacted", "--no-redact", "--no-mask",
                             "--show-private", "--show-private-key", "--print-token", "--print-secret",
                             "--export-secrets", "--export-private", "--expose-token", "--expose-secrets"})


def printed_words(program: str, head: list[str], argv: tuple[str, ...]) -> str | None:
    """What secret ``program`` prints by its sub-command words or options (module docstring), or None; ``head`` are
    its leading sub-command words (lower-cased)."""
    what = f"a secret {program} prints ({' '.join(argv)[:80]})"
    for word in head:
        parts = [p for p in re.split(r"[-_:.]", word.lower()) if p]
        if len(parts) >= 2 and parts[0] in _VERBS and parts[-1] in _KEY_NOUNS and "public" not in parts \
                and "pub" not in parts:
            return what
    words = [w.lower() for w in argv[1:]]
    if any(w.split("=", 1)[0] in _REVEAL_OPTIONS for w in words if w.startswith("--")):
        return what
    if "config" in head and any(h in _CONFIG_VERBS for h in head) and any(
            w.split("=", 1)[0] in _CONFIG_REVEAL for w in words if w.startswith("--")):
        return what
    return None


SQL_CLIENTS = frozenset({"sqlite3", "psql", "mysql", "mariadb", "duckdb", "sqlcmd", "clickhouse-client", "cockroach",
                         "usql", "litecli", "pgcli", "mycli", "trino", "presto", "snowsql", "bq"})
_SELECT = re.compile(r"\bselect\s+(.{1,200}?)\s+from\s+[\w.\"`\[\]]{0,80}?[\"`\[.]?(?:auth_\w+|\w*users?|accounts?|"
                     r"\w*api_?keys?|\w*tokens?|\w*credentials?|\w*passwords?|\w*secrets?|\w*sessions?|"
                     r"\w*logins?)[\"`\]]?(?:\s|;|$|\))", re.IGNORECASE | re.DOTALL)
_COUNT_ONLY = re.compile(r"^\s*count\s*\([^)]{0,40}\)(?:\s+(?:as\s+)?\w+)?\s*$", re.IGNORECASE)
_ANY_SELECT = re.compile(r"\bselect\s+(.{1,300}?)\s+from\s", re.IGNORECASE | re.DOTALL)
_SECRET_COLUMN = re.compile(r"^(?:[a-z0-9]+_)*(?:password|passwd|passwort|pwd|passphrase|pass_?hash|secret|api_?key|"
                            r"apikey|access_?key|private_?key|privkey|token|otp|totp|mfa|ssn|social_security_number|"
                            r"card_?number|cvv|cvc|mnemonic)(?:_(?:hash|hashed|digest|enc|encrypted|plain|"
                            r"value|secret|key|bcrypt|sha\d*|md5|salt))?$")
_CALL = re.compile(r"^\s*(?:count|length|char_length|octet_length|max|min|bool_or|bool_and)\s*\(", re.IGNORECASE)


def secret_columns(columns: str) -> bool:
    """Round 44 (lead ha): a select list naming a secret COLUMN (``email, password_hash``, ``api_key``,
    ``u.otp_secret AS s``) of any table; a count or length of one, or a plain column, is none."""
    for item in columns.split(","):
        if _CALL.match(item):
            continue
        name = re.sub(r"(?i)\s+as\s+\w+\s*$", "", item).strip().strip("\"`[]").rsplit(".", 1)[-1].strip("\"`[]")
        if _SECRET_COLUMN.match(name.lower()):
            return True
    return False


def credential_select(program: str, argv: tuple[str, ...]) -> str | None:
    """``sqlite3 app.db 'select * from api_keys'``: an SQL client printing rows of a credential table, or None."""
    if program not in SQL_CLIENTS:
        return None
    for word in argv[1:]:
        if len(word) > 400_000 or "select" not in word.lower():
            continue
        for match in _SELECT.finditer(" ".join(word.split())):  # blanks folded: padding hides no table
            if not _COUNT_ONLY.match(match.group(1)):
                return f"rows of a credential table ({' '.join(argv)[:80]})"
        for match in _ANY_SELECT.finditer(" ".join(word.split())):  # round 44 (lead ha): a secret column
            if secret_columns(match.group(1)):
                return f"a secret column of a table ({' '.join(argv)[:80]})"
    return None


def glob_enters(folded: str, plain: tuple[str, ...]) -> bool:
    """Round 36 (lead): a glob whose leading parts can name a secret place reads inside it (``~/.*/id_rsa``,
    ``~/.+(s|h)/id_rsa`` read as ``~/.*/id_rsa``, ``~/.ss?/id_ed25519``): what bash expands it to there is a secret."""
    parts = folded.split("/")
    return any(len(parts) >= len(t) > 2 and all(fnmatchcase(a, b) for a, b in zip(t, parts)) for t in _split(plain))


@lru_cache(maxsize=16)
def _split(plain: tuple[str, ...]) -> tuple[list[str], ...]:
    return tuple(t.split("/") for t in plain)
