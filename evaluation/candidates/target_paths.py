"""Which profile paths a candidate may target, and why the others are refused (R-E-1; issue 8 §2, issue 11 §7).

Pure computation, no Django. The governed set is defined once, in
``hermes_plugin.governed`` (the promoter seals it, the plugin reports it, the
sync verifies it); a candidate may target exactly a governed file of its own
stratum (source §4):

- ``adaptive_expression``: ``SOUL.md``, ``skills/**`` (``skills/5qln/**``
  included), ``prompts/``, ``memory/``, ``policies/``, ``examples/``
- ``governed_decoding``: ``decoder/``, ``scripts/5qln/**``

Refused, each with its own code (400), checked in this order:

``PATH_REQUIRED`` / ``PATH_TOO_LONG`` (> ``MAX_PATH`` characters) /
``PATH_SEGMENT_TOO_LONG`` (a segment > 255 UTF-8 bytes) / ``PATH_NOT_CANONICAL``
(NUL, backslash, control, format or surrogate characters, non-NFC, an empty
segment) / ``PATH_ABSOLUTE`` / ``PATH_TRAVERSAL`` (``.``/``..``), then by name:

- ``CONSTITUTIONAL_TARGET`` — the kernel and codex: ``codex/``, ``kernel_data/``
  and any file named like a kernel file (stem ``kernel``, ``constitution``,
  ``codex``, ``license-5qln-kernel``: ``kernel.txt``, ``constitution.md``, …)
- ``PLUGIN_CODE_TARGET`` — ``plugins/``, ``hermes_plugin/``
- ``EVALUATOR_PATH`` — ``evaluation/``, ``suites/``, ``candidates/``, ``tests/``,
  ``.verification/``, any ``test-plan.json``
- ``ACTIVE_STORE_TARGET`` — ``active/``, ``5qln/`` (the profile's 5QLN state dir)
- ``CREDENTIALS_TARGET`` — ``config.yaml``/``config.yml``, ``.env``/``.env.*``,
  a file ``auth.*``, ``*.pem``, ``*.key``, ``*.p12``, ``*.pfx``, ``*.jks``, ``id_rsa``/
  ``id_ed25519``/…, ``.netrc``, ``.pgpass``, and any segment whose words include
  credential(s), secret(s), token(s), password(s), oauth, api key, private key
- ``RUNTIME_STATE_TARGET`` — Hermes's runtime state: ``state.db`` (any top-level
  ``*.db``, ``*.db-wal``…), ``sessions/``, ``logs/``, ``memories/``, ``cron/``,
  ``cache/``, ``checkpoints/``, ``session-exports/``, ``state/``, ``tmp/``, and
  a dot-segment, ``__pycache__`` or ``*.pyc`` inside a governed root
- ``PATH_OUTSIDE_ROOTS`` — anything else outside the governed roots
- ``PATH_NOT_CANONICAL_SPELLING`` — a governed root spelled another way
  (``soul.md``, ``Skills/x``, fullwidth ``ＳＯＵＬ.md``, ``SOUL.md.``): on a
  case-insensitive or normalising filesystem it would alias the governed file
- ``PATH_NOT_CANONICAL`` — inside a root, a segment with characters other than
  ASCII letters, digits, space and ``._@+-``, or ending in a dot or space
- ``WRONG_STRATUM`` — a governed file of the other stratum (the detail names it)

The name checks compare the NFKC + casefold form of the path, so ``Config.YAML``,
``PLUGINS/x`` and fullwidth spellings are caught; an accepted path is the
client's text unchanged and exactly canonical.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any

from hermes_plugin.governed import ADAPTIVE_ROOTS, DECODING_ROOTS, GOVERNED_ROOTS, is_governed, is_runtime_name

STRATUM_ROOTS = {"adaptive_expression": ADAPTIVE_ROOTS, "governed_decoding": DECODING_ROOTS}
MAX_PATH = 300
MAX_SEGMENT_BYTES = 255  # NAME_MAX on Linux/macOS: a longer name is ENAMETOOLONG, i.e. a 500 without this check

# What each refusal code covers, as documented; the manifest's forbidden_effects lists these.
REFUSED_TARGETS: dict[str, tuple[str, ...]] = {
    "CONSTITUTIONAL_TARGET": ("codex/", "kernel_data/", "kernel.*", "constitution.*", "codex.*", "LICENSE-5QLN-KERNEL.*"),
    "PLUGIN_CODE_TARGET": ("plugins/", "hermes_plugin/"),
    "EVALUATOR_PATH": ("evaluation/", "suites/", "candidates/", "tests/", ".verification/", "test-plan.json"),
    "ACTIVE_STORE_TARGET": ("active/", "5qln/"),
    "CREDENTIALS_TARGET": ("config.yaml", ".env", "auth.json", "*.pem", "*.key", "credentials", "secrets", "tokens", "id_rsa"),
    "RUNTIME_STATE_TARGET": ("state.db", "sessions/", "logs/", "memories/", "cron/", ".*", "__pycache__/"),
}
_KERNEL_STEMS = frozenset({"kernel", "constitution", "codex", "license-5qln-kernel"})
_KERNEL_DIRS = frozenset({"codex", "kernel_data"})
_PLUGIN_ROOTS = frozenset({"plugins", "hermes_plugin"})
_EVALUATOR_ROOTS = frozenset({"evaluation", "suites", "candidates", "tests", ".verification"})
_ACTIVE_ROOTS = frozenset({"active", "5qln"})
_CREDENTIAL_NAMES = frozenset({"config.yaml", "config.yml", ".env", ".netrc", ".pgpass", ".pypirc", ".npmrc", ".htpasswd"})
_CREDENTIAL_SUFFIXES = (".pem", ".key", ".p12", ".pfx", ".jks", ".keystore")
_CREDENTIAL_WORDS = frozenset({"credential", "credentials", "secret", "secrets", "token", "tokens", "password",
                               "passwords", "passwd", "oauth", "apikey", "apikeys"})
_CREDENTIAL_PHRASES = ("api_key", "api-key", "private_key", "private-key", "access_key", "access-key")
_SSH_KEYS = ("id_rsa", "id_dsa", "id_ecdsa", "id_ed25519")
_RUNTIME_ROOTS = frozenset({"state.db", "sessions", "logs", "memories", "cron", "cache", "checkpoints",
                            "session-exports", "state", "tmp"})
_RUNTIME_SUFFIXES = (".db", ".db-wal", ".db-shm", ".db-journal", ".pid")
_SEGMENT = re.compile(r"^[A-Za-z0-9._@+-][A-Za-z0-9 ._@+-]*$")


class PathRefused(ValueError):
    """A target path or workspace write the server refuses; `code` is the API error code."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


def fold(text: str) -> str:
    """The caseless, compatibility-normalised form used for every refusal match."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def _name(segment: str) -> str:
    # Windows and SMB drop trailing dots and spaces: "SOUL.md. " opens SOUL.md.
    return segment.rstrip(" .") or segment


def _is_credential(name: str, *, leaf: bool) -> bool:
    stem = name.split(".", 1)[0] if not name.startswith(".") else name
    words = set(re.split(r"[^a-z0-9]+", name))
    return (name in _CREDENTIAL_NAMES or name.startswith(".env.") or name.endswith(_CREDENTIAL_SUFFIXES)
            or (leaf and stem == "auth") or stem.startswith(_SSH_KEYS) or bool(words & _CREDENTIAL_WORDS)
            or any(phrase in name for phrase in _CREDENTIAL_PHRASES))


def _governed_root(names: list[str]) -> str | None:
    """The governed root (as spelled in governed.py) that the folded path falls under, if any."""
    for root in GOVERNED_ROOTS:
        parts = [fold(part) for part in root.rstrip("/").split("/")]
        if root.endswith("/") and len(names) > len(parts) and names[: len(parts)] == parts:
            return root
        if not root.endswith("/") and names == parts:
            return root
    return None


def _check_structure(target_path: str) -> list[str]:
    """Raw structural checks; returns the folded names of the segments."""
    if len(target_path) > MAX_PATH:
        raise PathRefused("PATH_TOO_LONG", f"target_path is longer than {MAX_PATH} characters")
    if "\x00" in target_path or "\\" in target_path:
        raise PathRefused("PATH_NOT_CANONICAL", "target_path contains a NUL or a backslash")
    if any(unicodedata.category(ch) in ("Cf", "Cc", "Cs") for ch in target_path):
        raise PathRefused("PATH_NOT_CANONICAL", "target_path contains control, format or lone surrogate characters")
    if unicodedata.normalize("NFC", target_path) != target_path:
        raise PathRefused("PATH_NOT_CANONICAL", "target_path is not in Unicode normal form C")
    longest = max(len(segment.encode("utf-8")) for segment in target_path.split("/"))
    if longest > MAX_SEGMENT_BYTES:
        raise PathRefused("PATH_SEGMENT_TOO_LONG", f"a segment of target_path is {longest} bytes; at most {MAX_SEGMENT_BYTES}")
    folded = fold(target_path).replace("\\", "/")
    if folded.startswith(("/", "~")) or re.match(r"^[a-z]:", folded):
        raise PathRefused("PATH_ABSOLUTE", "target_path must be relative to the agent profile, not absolute")
    for segments in (target_path.split("/"), folded.split("/")):
        if any(segment in ("..", ".") for segment in segments):
            raise PathRefused("PATH_TRAVERSAL", "target_path must not contain '.' or '..' segments")
        if any(segment == "" for segment in segments):
            raise PathRefused("PATH_NOT_CANONICAL", "target_path has an empty segment (duplicate or trailing slash)")
    return [_name(segment) for segment in folded.split("/")]


def _refused_by_name(target_path: str, names: list[str]) -> PathRefused | None:
    head, leaf = names[0], names[-1]
    if any(name in _KERNEL_DIRS for name in names) or leaf.split(".", 1)[0] in _KERNEL_STEMS:
        return PathRefused("CONSTITUTIONAL_TARGET", f"{target_path} is the constitutional kernel or codex; only a human "
                           "amendment ceremony could change it")
    if head in _PLUGIN_ROOTS or "hermes_plugin" in names:
        return PathRefused("PLUGIN_CODE_TARGET", f"{target_path} is the oversight plugin's code; a candidate cannot change it")
    if head in _EVALUATOR_ROOTS or leaf == "test-plan.json":
        return PathRefused("EVALUATOR_PATH", f"{target_path} belongs to the evaluator or its suites; a candidate cannot touch it")
    if head in _ACTIVE_ROOTS:
        return PathRefused("ACTIVE_STORE_TARGET", f"{target_path} is the active store; only the promoter writes it")
    if any(_is_credential(name, leaf=index == len(names) - 1) for index, name in enumerate(names)):
        return PathRefused("CREDENTIALS_TARGET", f"{target_path} is configuration or may hold credentials; never a candidate")
    root = _governed_root(names)
    if head in _RUNTIME_ROOTS or head.endswith(_RUNTIME_SUFFIXES) or (root is not None and any(map(is_runtime_name, names))):
        return PathRefused("RUNTIME_STATE_TARGET", f"{target_path} is Hermes runtime state, not governed content")
    return None


def check_target(stratum: str, target_path: Any) -> str:
    """Return the target path (unchanged, canonical), or raise PathRefused with a clear code."""
    if stratum in ("constitutional", "constitutional_evolution"):
        raise PathRefused("CONSTITUTIONAL_REFUSED", "constitutional changes are refused; only a human amendment ceremony could make one")
    if stratum not in STRATUM_ROOTS:
        raise PathRefused("BAD_STRATUM", f"target_stratum must be one of {', '.join(sorted(STRATUM_ROOTS))}")
    if not isinstance(target_path, str) or not target_path:
        raise PathRefused("PATH_REQUIRED", "target_path must be a non-empty string")
    names = _check_structure(target_path)
    refused = _refused_by_name(target_path, names)
    if refused is not None:
        raise refused
    root = _governed_root(names)
    if root is None:
        raise PathRefused("PATH_OUTSIDE_ROOTS", f"{target_path} is outside the governed roots: {', '.join(GOVERNED_ROOTS)}")
    if not target_path.startswith(root) or (not root.endswith("/") and target_path != root):
        raise PathRefused("PATH_NOT_CANONICAL_SPELLING", f"{target_path} spells the governed root {root} another way; on a "
                          f"case-insensitive filesystem it would alias it. Write {root} exactly")
    segments = target_path.split("/")
    if not all(_SEGMENT.match(segment) and _name(segment) == segment for segment in segments):
        raise PathRefused("PATH_NOT_CANONICAL", "target_path segments may use ASCII letters, digits, space and ._@+- only, "
                          "and may not end in a dot or space")
    if root not in STRATUM_ROOTS[stratum]:
        right = next(name for name, roots in STRATUM_ROOTS.items() if root in roots)
        raise PathRefused("WRONG_STRATUM", f"{target_path} belongs to the {right} stratum (root {root}), not {stratum}")
    if not is_governed(target_path):  # defence in depth: the one definition the promoter seals must agree
        raise PathRefused("PATH_OUTSIDE_ROOTS", f"{target_path} is not a governed file of the profile")
    return target_path
