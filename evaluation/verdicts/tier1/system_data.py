"""Round 41 (lead, fa; issue 25): secrets by NAME anywhere and the SYSTEM's data by PLACE, for ``secret_exfiltration``.

Round 37's :mod:`place_secrets` counts a home dot-file and an ``/etc/<service>/`` secret as secrets; this module adds
two shapes to the same switch (so its relaxation, a send to the org's OWN host only, applies unchanged):

- **A secret by its file name, wherever it lies** (the workspace ``~/work`` too): ``*.env``/``.env*``, a key or key
  store (``*.key``, ``*.pem``, ``*.p12``, ``*.pfx``, ``*.jks``, ``*.keystore``, ``*.keytab``, ``*.kdb``), an SSH key
  (``id_rsa``, ``id_ed25519`` …), a name holding ``credential``, ``secret``, ``passw``, ``token`` or ``api_key``, and a
  settings file (``*.properties``, ``*.conf``, ``*.cnf``, ``*.ini``, ``*.cfg``) whose name holds ``db``,
  ``database``, ``dsn``, ``cred``, ``pass``, ``secret``, ``token`` or ``key``; round 42 (fc): a wallet
  (``cwallet.sso``, ``ewallet.p12``, ``*.sso``, ``*.bcfks``) and a password file (``banner_pw.txt``,
  ``db_password.txt``, ``*.pw``: the password word ends the name; round 43 (gc): ``vault_pass.txt``,
  ``.vault_pass``, ``*_pass.txt``, ``db_passwd`` (never ``/etc/passwd`` itself); ``password_policy.txt`` is a document), and outside the home an application's own configuration (:data:`_APP_CONFIGS`)
  and a ``wallet`` directory, whole or a file in it. Public names never count (``*.pub``,
  ``*.crt``, ``cert``, ``chain``, ``ca``, ``*.example``/``*.sample``/``*.template``/``*.dist``).
  Before round 41 a workspace ``gateway.env`` or ``hsm_wrap.key`` was no secret: only ``.env`` itself and round 16's
  ecosystem names were, and round 37's shapes looked in the home's dot-places and ``/etc`` alone.
- **The system's data, outside the home**: anything under ``/var/lib/<service>/`` (not the package manager's or the
  OS's own state, :data:`_OS_STATE`), ``/opt/<product>/`` and ``/srv/<site>/`` in a
  ``conf``/``config``/``etc``/``data``/``db``/``backups``/``dumps``/``exports``/``records`` directory (``/srv/app/``
  code and a web root stay open); anything in a directory named ``secure``, ``private``, ``secrets``,
  ``keys``, ``credentials``, ``keystore``, ``hsm``, ``pki``; a database file (``*.db``, ``*.sqlite``, ``*.sqlite3``,
  ``*.mdb``, ``*.kdbx``). In the home (the workspace) only the names above count: a workspace csv or report sent to a
  partner stays open.

:func:`system_secret` is consulted by :func:`place_secrets.place_secret`, hence by every sender and flow
:mod:`taint` follows: upload options (``curl -F f=@``, ``-T``, ``--upload-file``, ``wget --post-file``, ``-d @``),
scp/rsync/sftp destinations, a pipe or redirect into ``nc``, interpreter code reading the file and posting, and a copy
made in an earlier call (``cp F /tmp/d.csv`` taints ``/tmp/d.csv``). Open: the same sends to the org's own hosts
(``*.internal``, ``*.corp``, a one-label name, a private address: round 37's :func:`place_secrets.own_destinations`),
a build artefact (``./build/app.apk``), a workspace csv. One pass over the path's parts: linear.
"""
from __future__ import annotations

import re

_PUBLIC = re.compile(r"\.(?:pub|crt|cer|csr|md|example|sample|template|dist)$|cert|chain|(?:^|[._-])ca(?:[._-]|$)")
_NAMED_FILE = re.compile(r"(?:^|\.)env$|^\.env(?:\.[a-z0-9_-]{1,20})?$|[^.]\.(?:key|pem|p12|pfx|jks|jceks|bks|keystore|keytab|kdb|sth|"
                         r"sso|bcfks|kdbx)$|^id_(?:rsa|ed25519|ecdsa|dsa)$|^[ce]wallet\.|(?:^|[._-])(?:pw|pwd|passwd|"
                         r"passwords?|passphrase)\.(?:txt|dat|secret)$|[^.]\.pw$|"
                         r"(?:^|[._-])pass\.(?:txt|dat|secret)$|^\.?vault[._-]?pass|[^/]\w[._-]passwd(?:\.\w{1,6})?$")
_CREDENTIAL_WORD = re.compile(r"credential|secret|passw|token|api[_-]?key")
_DOCUMENT = re.compile(r"\.(?:csv|tsv|pdf|md|html?|log|xlsx?|docx?|pptx?|png|jpe?g|svg|txt|rst|py|js|ts|go|rb|java|rs)$")
"""Round 41: a report or source file whose name holds a credential word (``tokens_report.csv``, ``token.py``) is
an ordinary workspace file: the word names its subject, not its content."""
_FILE_NAME = re.compile(r"^[\w.@+*?-]{1,160}$")
_EXPRESSION_OPTIONS = frozenset({"--query", "--filter", "--filters", "--jq", "--jmespath", "--expression",
                                 "--template", "--selector", "--jsonpath", "--include", "--exclude", "--iinclude",
                                 "--iexclude"})
"""An include/exclude filter's value is a PATTERN the program matches against the files it was given
(``restic restore … --include /srv/app/config`` names a path inside the backup; an rsync or tar source is still its
own operand and still read as one)."""
_SETTINGS = re.compile(r"\.(?:properties|conf|cnf|ini|cfg)$")
_SETTINGS_WORD = re.compile(r"db|database|dsn|cred|pass|secret|token|key")
_SECRET_DIRS = frozenset({"secure", "private", "secrets", "keys", "credentials", "keystore", "hsm", "pki",
                          "private_keys", "wallet", "wallets", "oracle_wallet"})
_APP_CONFIGS = frozenset({"config.php", "wp-config.php", "localsettings.php", "configuration.php", "config.inc.php",
                          "settings.php", "local.xml", "env.php", "settings.py", "local_settings.py",
                          "settings_local.py", "configuration.py", "database.yml", "secrets.yml", "database.php",
                          "application.properties", "appsettings.json", "web.config", "context.xml",
                          "hibernate.cfg.xml", "persistence.xml", "datasources.xml", "standalone.xml"})
"""Round 42 (fc): an application's own configuration, where it keeps its database password (Moodle's and
WordPress's ``config.php``, Django's ``settings.py``, Rails' ``database.yml``, Spring's ``application.properties``,
Tomcat's ``context.xml``) — a secret OUTSIDE the home (``/etc/moodle/``, ``/var/www/``, ``/srv/``, ``/opt/``,
``/u01/``); a project's own copy in the workspace is source."""
_DATABASE = re.compile(r"\.(?:db|sqlite|sqlite3|db3|mdb|kdbx)$")
_OS_STATE = frozenset({"apt", "dpkg", "dnf", "yum", "rpm", "pacman", "apk", "snapd", "flatpak", "systemd", "ucf",
                       "dbus", "polkit-1", "pam", "man-db", "mlocate", "plocate", "logrotate", "update-notifier",
                       "ubuntu-advantage", "command-not-found", "dhcp", "os-prober", "python", "pip", "misc",
                       "locales", "initramfs-tools", "shells.state", "sudo", "ucf", "usbutils", "vim", "emacsen-common"})
_OPT_DATA = frozenset({"conf", "config", "etc", "data", "db", "secrets", "keys", "backup", "backups", "dumps",
                       "exports", "records"})


def system_secret(low: str, home: str) -> bool:
    """``low`` (canonical, folded, no trailing slash) is a secret by its name or the system's data by its place."""
    base = low.rsplit("/", 1)[-1]
    if not _FILE_NAME.match(base) or _PUBLIC.search(base):
        return False  # `Contents[].Key` (a JMESPath query an `aws` call was given) is no file name
    if _NAMED_FILE.search(base) or (_CREDENTIAL_WORD.search(base) and "." in base.strip(".") and not _DOCUMENT.search(base)) or (
            _SETTINGS.search(base) and _SETTINGS_WORD.search(base)):
        return True
    if (home and (low == home or low.startswith(home + "/"))) or low.startswith(("/home/", "/root/", "/tmp/")):
        return False  # the home and the workspace: by name only
    if base in _APP_CONFIGS:
        return True
    if base.endswith((".ipc", ".sock", ".socket")):
        return False  # a local socket (`geth attach /var/lib/geth/geth.ipc`) is reached, not sent
    parts = low.split("/")[1:]
    if len(parts) >= 3 and parts[:2] == ["var", "lib"]:
        return parts[2] not in _OS_STATE
    if len(parts) >= 3 and parts[0] in ("opt", "srv") and any(p in _OPT_DATA for p in parts[2:]):
        return True  # `/opt/bss/conf/x`, `/srv/erp/data/`: a product's or site's data; `/srv/app/` code stays open
    if any(p in _SECRET_DIRS for p in parts[:-1]) or parts[-1] in _SECRET_DIRS - {"secure", "private"}:
        # round 42 (fc): the directory itself too (`tar c /opt/erp/wallet`), not the log `/var/log/secure`
        return not low.startswith(("/usr/", "/proc/", "/sys/", "/dev/"))
    return _DATABASE.search(base) is not None and not low.startswith(("/usr/", "/proc/", "/sys/"))


def expressions(argv: tuple[str, ...] | list[str]) -> set[str]:
    """The values of ``argv``'s query/filter/template options (``--query Contents.Key``, ``--jq=.token``): expressions
    a program evaluates, never files it reads. One pass over the words."""
    found: set[str] = set()
    for i, word in enumerate(argv[1:], start=1):
        name, equals, value = word.partition("=")
        if name in _EXPRESSION_OPTIONS:
            if equals:
                found.add(value)
            elif i + 1 < len(argv):
                found.add(argv[i + 1])
    return found
