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

Exit codes: 0 activated or already current; 2 refused (verification, HTTP,
bad answer); 3 a session is open, try again later (the timer will).
"""

from __future__ import annotations

import argparse
import base64
import binascii
import json
import os
import sys
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from .activation import ActivationError, ProfileBusy, activate, read_active

MAX_BYTES = 64 * 1024 * 1024


class SyncRefused(Exception):
    """The server's answer cannot be trusted or used; nothing was written."""


def _get(url: str, token: str, timeout: float) -> Any:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}", "Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 — operator-given URL
            raw = response.read(MAX_BYTES + 1)
    except urllib.error.HTTPError as exc:
        raise SyncRefused(f"{url} answered HTTP {exc.code}: {exc.read(500).decode('utf-8', 'replace')}") from exc
    except (urllib.error.URLError, OSError) as exc:
        raise SyncRefused(f"{url} is unreachable: {exc}") from exc
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
    if not isinstance(digest, str) or len(digest) != 64:
        raise SyncRefused(f"no version is active for this agent (server said {active!r})")
    body = _get(f"{base}/api/v1/versions/{digest}", token, timeout)
    if not isinstance(body, dict) or body.get("version") != digest:
        raise SyncRefused("the version answer names another digest")
    manifest, encoded = body.get("manifest"), body.get("files")
    if not isinstance(manifest, dict) or not isinstance(encoded, dict):
        raise SyncRefused("the version answer has no manifest or files")
    files: dict[str, bytes] = {}
    for name, text in encoded.items():
        try:
            files[name] = base64.b64decode(text, validate=True)
        except (binascii.Error, TypeError, ValueError) as exc:
            raise SyncRefused(f"{name}: not valid base64 ({exc})") from exc
    return digest, files, manifest


def sync(*, url: str, token: str, hermes_home: Path, wait: float = 0.0) -> str:
    """Verify, then activate; return a one-line report. Raises SyncRefused / ActivationError / ProfileBusy."""
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
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
