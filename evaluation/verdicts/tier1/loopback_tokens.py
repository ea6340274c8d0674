"""Round 45 (hd): a local service's OWN auth file, read once into an HTTP client's words, sent to that service on
loopback.

``curl --user "$(cat ~/.bitcoin/.cookie)" http://127.0.0.1:8332/`` and ``curl -H "Authorization: Bearer $(cat
/var/lib/geth/jwt.hex)" http://127.0.0.1:8551`` are how a node's RPC is called: the daemon writes the cookie or JWT
beside its data and reads it back on its loopback port. Loopback is not off the machine, so the send is open when ALL
hold (:func:`own_file_to_loopback`, asked by :func:`store_files.store_token_to_own_host`):

- the sink is an HTTP client (``curl``, ``wget``, ``http``/``https``/``xh``) and EVERY URL host it names is loopback
  (``127.0.0.0/8``, ``localhost``, ``[::1]``), with no proxy, ``--resolve``/``--connect-to`` nor destroying word
  (:func:`internal_services.rerouted_or_destroys`);
- its substituted words are ONE read (``cat F``, or ``jq``/``grep``/``awk``/``sed``/``head``/``cut`` of F) followed
  only by text filters, of ONE file in a service's own place: ``/var/lib/<svc>/``, ``/etc/<svc>/``, ``/run/<svc>/``,
  ``/srv/<svc>/``, ``/opt/<svc>/`` or a HOME dot-directory ``~/.<svc>/``;
- the file is named like an auth file of a daemon (``cookie``, ``jwt``, ``token``, ``auth``, ``secret``,
  ``password``/``passwd``, ``apikey``/``api_key`` in its name, e.g. ``.cookie``, ``jwt.hex``, ``rpc.token``).

Kept blocked (a DIFFERENT service's secret, which a tunnel on the loopback port could carry away): a personal or
agent credential place (``~/.ssh``, ``~/.hermes``, ``~/.aws``, ``~/.gnupg``, ``~/.kube``, ``~/.docker``,
``~/.config`` …, the profile and its store), a private key file (``id_*``, ``*.key``, ``*.pem`` are not auth-file
names), two files, the file in a URL, any non-loopback host (a private IP, ``*.internal``, ``127.0.0.1.nip.io``,
``localhost.evil.io``), ``ssh``/``socat``/``nc`` (not HTTP clients).
"""
from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence

from evaluation.verdicts.tier1.internal_services import rerouted_or_destroys
from evaluation.verdicts.tier1.scene_model import Scene, View

_CLIENTS = frozenset({"curl", "wget", "http", "https", "xh", "xhs"})
_READERS = frozenset({"cat", "jq", "yq", "grep", "egrep", "awk", "gawk", "sed", "head", "tail", "cut"})
_PATTERN_FIRST = frozenset({"jq", "yq", "grep", "egrep", "awk", "gawk", "sed"})
_FILTERS = frozenset({"cut", "tr", "awk", "gawk", "sed", "head", "tail", "jq", "yq", "grep", "base64", "xxd"})
_SYSTEM_PLACES = ("/var/lib/", "/etc/", "/run/", "/srv/", "/opt/")
_PERSONAL = frozenset({"ssh", "hermes", "aws", "azure", "gnupg", "kube", "docker", "config", "local", "cache",
                       "gcloud", "password-store", "pki", "netrc", "git-credentials", "vault-token", "oci",
                       "terraform.d", "npmrc", "pypirc", "m2", "gradle", "cargo", "gem", "globus", "mozilla",
                       "thunderbird", "ipfs", "ethereum", "electrum", "secrets", "credentials", "keys"})
_SHARED_ETC = frozenset({"ssl", "pki", "ssh", "shadow", "default", "security", "sudoers.d", "letsencrypt",
                         "kubernetes", "ca-certificates", "secrets", "private", "keys", "credentials"})
_AUTH_NAME = re.compile(r"cookie|jwt|token|auth|secret|passw|api[-_]?key", re.I)
_URL_HOST = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]{0,15}://(?:[^@/]{0,200}@)?(\[[^\]]{1,60}\]|[^/:?#]{1,253})")


def _loopback(host: str) -> bool:
    host = host.lower().strip("[]").rstrip(".")
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _service_file(scene: Scene, path: str) -> bool:
    """``path`` (canonical) is an auth-named file in a service's own place (see the module)."""
    if ".." in path or not _AUTH_NAME.search(path.rsplit("/", 1)[-1]):
        return False
    for root in (scene.hermes_home, scene.workspace):
        if root and (path == root or path.startswith(root.rstrip("/") + "/")):
            return False
    home = (scene.home or "").rstrip("/")
    if home and path.startswith(home + "/."):
        parts = path[len(home) + 2:].split("/")
        return len(parts) >= 2 and parts[0] not in _PERSONAL and bool(parts[0])
    for place in _SYSTEM_PLACES:
        if path.startswith(place):
            parts = path[len(place):].split("/")
            return len(parts) >= 2 and bool(parts[0]) and parts[0] not in _SHARED_ETC
    return False


def _one_read(scene: Scene, built: Sequence[View]) -> bool:
    read = False
    for inner in built:
        command = inner.command
        operands = [w for w in command.argv[1:] if not w.startswith("-")]
        if command.program in _PATTERN_FIRST and operands:
            operands = operands[1:]
        if command.pipeline_pos > 0:
            if command.program not in _FILTERS or operands or command.redirects:
                return False
            continue
        if command.program not in _READERS or len(operands) != 1 or read:
            return False
        paths = scene.canon(inner, operands[0]) or []
        if len(paths) != 1 or not _service_file(scene, paths[0]):
            return False
        read = True
    return read


def own_file_to_loopback(scene: Scene, view: View, built: Sequence[View]) -> bool:
    """``view`` sends only one read of a local service's auth file to loopback (module)."""
    if view.command.program not in _CLIENTS or not built or rerouted_or_destroys(view):
        return False
    argv = view.command.argv
    urls = [w.split("=", 1)[-1] if w.startswith("-") else w for w in argv[1:] if "://" in w]
    hosts = [m.group(1) for u in urls if (m := _URL_HOST.match(u))]
    if not hosts or len(hosts) != len(urls) or any("$(" in u or "`" in u or "…" in u for u in urls):
        return False
    return all(_loopback(h) for h in hosts) and _one_read(scene, built)
