"""Pull the agent's active version from qlnweb and activate it in a profile on this host (R-P-9).

Run on the agent's host, under the agent profile's activating OS user, from a
timer (see README "Hermes on another host")::

    python -m hermes_plugin.sync --url https://qln.example --token "$QLN_TOKEN" --hermes-home /srv/hermes
    # in the Hermes venv, where the plugin is installed as a package:
    python -m qln_hermes_plugin.sync …

Stdlib only. It asks ``GET /api/v1/active`` for the version, downloads
``GET /api/v1/versions/{digest}``, verifies every file's sha256 and size
against the manifest and the manifest against the digest **before writing
anything**, then activates through :mod:`.activation` (journalled, waits for
open sessions to end). A tampered, truncated or mismatched download changes
nothing and exits non-zero with the reason.

The token goes only to the given origin: ``https://`` (plain ``http://`` only to
this host's loopback), no redirect to another origin, no proxy for plain http. Whatever the server answers — a NUL or an overlong path, a
manifest entry that is not an object — is refused before anything is written.

Exit codes: 0 activated or already current; 2 refused (verification, HTTP,
bad answer, an unusable URL); 3 a session is open, try again later (the timer will).
"""

from __future__ import annotations

import argparse
import base64
import binascii
import http.client
import ipaddress
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

from .activation import activate
from .profile_state import ActivationError, ProfileBusy, read_active
from .version_payload import path_problem

MAX_BYTES = 64 * 1024 * 1024
_DIGEST = re.compile(r"[0-9a-f]{64}")


class SyncRefused(Exception):
    """The server's answer cannot be trusted or used; nothing was written."""


_LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}


def _is_loopback(host: str) -> bool:
    if host.lower().rstrip(".") in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_url(url: str) -> urllib.parse.SplitResult:
    """The base URL the token may be sent to: ``https://``, or ``http://`` on this host's loopback only."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise SyncRefused(f"{url!r} is not an https:// URL")
    if parts.scheme == "http" and not _is_loopback(parts.hostname):
        raise SyncRefused(f"{url} is plain http:// to another host: the token would cross the network in clear; "
                          "use https://")
    if parts.username or parts.password:
        raise SyncRefused("the URL must not carry credentials; pass the token with --token")
    return parts


class _SameOrigin(urllib.request.HTTPRedirectHandler):
    """Follow a redirect only to the origin the token was given for; anywhere else is refused unsent."""

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any,
                         newurl: str) -> urllib.request.Request | None:
        old, new = urllib.parse.urlsplit(req.full_url), urllib.parse.urlsplit(newurl)
        if (old.scheme, old.hostname, old.port) != (new.scheme, new.hostname, new.port):
            raise SyncRefused(f"{req.full_url} redirects to another origin ({new.scheme}://{new.netloc}); "
                              "the token is never sent there")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def _opener() -> urllib.request.OpenerDirector:
    # An https proxy only tunnels (CONNECT) and never sees the token; an http proxy would read it.
    proxies = {scheme: url for scheme, url in urllib.request.getproxies().items() if scheme == "https"}
    return urllib.request.build_opener(urllib.request.ProxyHandler(proxies), _SameOrigin())


def _get(url: str, token: str, timeout: float) -> Any:
    check_url(url)
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}", "Accept": "application/json"})
    try:
        with _opener().open(request, timeout=timeout) as response:
            raw = response.read(MAX_BYTES + 1)
    except urllib.error.HTTPError as exc:
        raise SyncRefused(f"{url} answered HTTP {exc.code}: {exc.read(500).decode('utf-8', 'replace')!r}") from exc
    except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as exc:
        raise SyncRefused(f"{url} is unreachable or answered badly: {exc}") from exc
    if len(raw) > MAX_BYTES:
        raise SyncRefused(f"{url} answered more than {MAX_BYTES} bytes")
    try:
        return json.loads(raw)
    except ValueError as exc:
        raise SyncRefused(f"{url} did not answer JSON (truncated?): {exc}") from exc


def fetch_version(base_url: str, token: str, timeout: float = 30.0) -> tuple[str, dict[str, bytes], dict[str, Any]]:
    """(digest, files, manifest) of the agent's active version, as the server sent them (not yet verified)."""
    base = base_url.rstrip("/")
    active = _get(f"{base}/api/v1/active", token, timeout)
    digest = active.get("version") if isinstance(active, dict) else None
    if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
        raise SyncRefused(f"no version is active for this agent (server said {str(active)[:200]!r})")
    body = _get(f"{base}/api/v1/versions/{digest}", token, timeout)
    if not isinstance(body, dict) or body.get("version") != digest:
        raise SyncRefused("the version answer names another digest")
    manifest, encoded = body.get("manifest"), body.get("files")
    if not isinstance(manifest, dict) or not isinstance(encoded, dict):
        raise SyncRefused("the version answer has no manifest or files")
    files: dict[str, bytes] = {}
    for name in [*manifest, *encoded]:  # a hostile answer is refused before anything touches the disk
        problem = path_problem(name)
        if problem:
            raise SyncRefused(problem)
    for name, text in encoded.items():
        try:
            files[name] = base64.b64decode(text, validate=True)
        except (binascii.Error, TypeError, ValueError) as exc:
            raise SyncRefused(f"{name}: not valid base64 ({exc})") from exc
    return digest, files, manifest


def sync(*, url: str, token: str, hermes_home: Path, wait: float = 0.0) -> str:
    """Verify, then activate; return a one-line report. Raises SyncRefused / ActivationError / ProfileBusy."""
    check_url(url)
    digest, files, manifest = fetch_version(url, token)
    current = read_active(hermes_home) or {}
    result = activate(hermes_home, version=digest, files=files, manifest=manifest, wait=wait)
    if not result.changed:
        return f"{hermes_home}: already at {digest}"
    return f"{hermes_home}: activated {digest} ({result.files} files; was {current.get('version') or 'nothing'})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hermes_plugin.sync", description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", default=os.environ.get("QLN_URL", ""), help="qlnweb base URL (QLN_URL)")
    parser.add_argument("--token", default=os.environ.get("QLN_TOKEN", ""), help="the agent's API token (QLN_TOKEN)")
    parser.add_argument("--hermes-home", default=os.environ.get("HERMES_HOME", ""), help="the profile directory")
    parser.add_argument("--wait", type=float, default=0.0, help="seconds to wait for open sessions to end")
    args = parser.parse_args(argv)
    if not args.url or not args.token or not args.hermes_home:
        parser.error("--url, --token and --hermes-home are required (or QLN_URL, QLN_TOKEN, HERMES_HOME)")
    try:
        print(sync(url=args.url, token=args.token, hermes_home=Path(args.hermes_home), wait=args.wait))
    except ProfileBusy as exc:
        print(f"sync: waiting: {exc}", file=sys.stderr)
        return 3
    except (SyncRefused, ActivationError) as exc:
        print(f"sync: refused, nothing changed: {exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 — whatever a server sends is a refusal, never a traceback (issue 25)
        print(f"sync: refused, nothing changed: unexpected {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
