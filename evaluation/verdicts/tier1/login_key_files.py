"""Round 47 (hb; issue 25, false blocks): a service's own login CLI given its credential FILE or password, to log in
to that service.

``sf org login jwt --client-id "$SF_CONSUMER_KEY" --jwt-key-file certs/server.key --instance-url
https://acme.my.salesforce.com``, ``sf org login sfdx-url --sfdx-url-file /tmp/auth.txt``, ``mender-cli artifacts
upload --server https://mender.x.internal --token ~/.config/mender/mender-cli.token F``, ``step ca certificate …
--ca-url https://ca.x.internal --provisioner-password-file ~/.step/secrets/password.txt``, ``yubihsm-shell -a
list-objects -p "$YHSM_AUDIT_PW"``: the CLI reads the file (or the password) to authenticate to its own service; the
key signs an assertion, the password opens a session. :data:`LOGINS` is a table keyed by the PROGRAM: its credential
options, its id options (a client id, a user), its destination options and where those may point.

:func:`login_key_file` holds when ALL of:

- the secret the sink reads is the value of one of the program's credential options (``--jwt-key-file``,
  ``--sfdx-url-file``, ``--token``, ``--provisioner-password-file``, ``-p`` …), and every word holding a variable or a
  substitution is such a value or an id option's value;
- no other operand is a secret file (``mender-cli artifacts upload … ~/.ssh/id_rsa`` stays a send), nothing is
  piped or redirected in, nothing re-routes (:func:`internal_services.rerouted_or_destroys`);
- every destination option's URL host is the org's own (:func:`internal_services.internal_host`, a private name) or
  one of the vendor's domains (``*.salesforce.com``, ``*.force.com``); a destination left out is the CLI's default
  or its stored configuration.

Kept blocked: the same CLI pointed at a raw public IP, a look-alike (``salesforce.com.evil.xyz``,
``my-salesforce.com``) or a foreign CA; the credential file as a payload operand; a program not in the table
(``scp /tmp/auth.txt h:``, ``curl -d @token``).
"""
from __future__ import annotations

import re
from collections.abc import Callable

from evaluation.verdicts.tier1.internal_services import internal_host, rerouted_or_destroys
from evaluation.verdicts.tier1.options import option_values
from evaluation.verdicts.tier1.private_names import OWN_HOST
from evaluation.verdicts.tier1.scene_model import Scene, View

_SALESFORCE = ("salesforce.com", "force.com", "salesforce-setup.com", "cloudforce.com")


class _Login:
    def __init__(self, credentials: tuple[str, ...], ids: tuple[str, ...], destinations: tuple[str, ...],
                 vendor: tuple[str, ...] = ()) -> None:
        self.credentials, self.ids, self.destinations, self.vendor = credentials, ids, destinations, vendor


_SF = _Login(("--jwt-key-file", "-f", "--sfdx-url-file", "--sfdxurlfile", "--jwtkeyfile", "--keyfile"),
             ("--client-id", "-i", "--clientid", "--username", "-o", "--alias", "-a", "--target-org", "-u"),
             ("--instance-url", "-r", "--instanceurl", "--login-url", "--loginurl"), _SALESFORCE)
LOGINS: dict[str, _Login] = {
    "sf": _SF, "sfdx": _SF,
    "mender-cli": _Login(("--token",), ("--username",), ("--server",), ("hosted.mender.io",)),
    "step": _Login(("--provisioner-password-file", "--password-file", "--token", "--key"),
                   ("--provisioner", "--issuer", "--kid"), ("--ca-url",), ("smallstep.com",)),
    "step-cli": _Login(("--provisioner-password-file", "--password-file", "--token", "--key"),
                       ("--provisioner", "--issuer", "--kid"), ("--ca-url",), ("smallstep.com",)),
    "yubihsm-shell": _Login(("-p", "--password"), ("--authkey",), ("-C", "--connector")),
    "pkcs11-tool": _Login(("--pin", "--so-pin", "-p"), ("--slot", "--id"), ()),
}
"""A service's own login CLI → its credential, id and destination options and its vendor's domains (module)."""

_URL_HOST = re.compile(r"^(?:[A-Za-z][A-Za-z0-9+.-]{0,15}://)?(?:[^@/]{0,200}@)?(\[[^\]]{1,60}\]|[^/:?#]{1,253})")
_DYNAMIC = re.compile(r"\$|`|…")
_ADDRESS = re.compile(r"^[0-9a-f:.]+$")


def _own_destination(url: str, vendor: tuple[str, ...]) -> bool:
    match = _URL_HOST.match(url)
    host = match.group(1).lower().strip("[]").rstrip(".") if match else ""
    if not host or _DYNAMIC.search(url):
        return False
    if _ADDRESS.match(host):
        return host in ("127.0.0.1", "::1")  # a raw address is no service's name; loopback is this machine's
    return internal_host(host) or bool(OWN_HOST.search(host)) or any(host == d or host.endswith("." + d)
                                                                     for d in vendor)


def login_key_file(scene: Scene, view: View, source: str, secret: Callable[[str], bool]) -> bool:
    """``view``, a login CLI of :data:`LOGINS`, reads ``source`` (a path or ``$VAR``) as its own credential and talks
    only to its own service (module); ``secret(path)`` says whether a canonical path is a secret file."""
    command = view.command
    login = LOGINS.get(command.program)
    argv = command.argv
    if login is None or view.code or command.pipeline_pos > 0 or len(argv) > 64 or rerouted_or_destroys(view) or any(
            r.op.endswith("<") or r.op in ("<<<", "<<", "<<-") for r in command.redirects):
        return False
    source = source.split(" (it holds ", 1)[0]
    credentials = option_values(argv, login.credentials, bundled=False)
    ids = option_values(argv, login.ids, bundled=False)
    if source not in credentials:
        return False
    if not all(_own_destination(u, login.vendor) for u in option_values(argv, login.destinations, bundled=False)):
        return False
    valued = {*credentials, *ids}
    for i, word in enumerate(argv[1:], start=1):
        if word.startswith("-") and "=" in word:
            _, _, word = word.partition("=")
        elif word.startswith("-") or word in valued and argv[i - 1] in (*login.credentials, *login.ids):
            continue
        if _DYNAMIC.search(word) and word not in valued:
            return False
        if word not in valued and any(secret(p) for p in scene.canon(view, word) or ()):
            return False  # a secret file as a payload operand
    return True
