"""Redaction and digests of tool arguments before they are stored or sent to the judge (R-A-3).

Pure Python, no Django imports. :func:`args_digest` hashes the *original*
arguments (canonical JSON), so an auditor holding the original can prove it
was the one judged; :func:`redact_args` returns what may be stored: secrets
replaced by ``[REDACTED]`` and every string, list, object and the whole
document size-capped.

Secrets are recognised two ways: by key (``password``, ``api_key``,
``authorization``…: the whole value goes) and by shape inside any string
(private key blocks, ``Authorization:`` headers, bearer tokens, vendor key
prefixes such as ``sk-``/``ghp_``/``AKIA``/``xox?-``, JWTs, URL credentials,
``password=…``/``--token …`` assignments).

Every pattern runs in time linear in its input for the shapes an attacker can
send (long runs of one class, repeated prefixes): starts are anchored on a
literal or a word boundary, open repetitions before a required character are
possessive, and a scheme is at most 32 characters
(``tests/core/test_redaction_is_linear.py``).
"""
from __future__ import annotations

import functools
import hashlib
import re
from typing import Any

from core.digests import canonical_json  # noqa: F401 — verdict arguments are hashed in the one canonical form

REDACTED = "[REDACTED]"
NUL_SHOWN = "\u2400"
"""What a stored copy of a tool call's arguments shows for U+0000 (␀), which PostgreSQL cannot store in text."""
MAX_STRING = 2000
REPLAY_MAX_STRING = 32_000
"""The cap of a string in the stored copy of a shell, code or write call (issue 25, round 47): Tier 1 replays
those calls as the session's history (``evaluation.verdicts.caches.recent_calls``, at most 32,000 characters in
all), so a written build file or script is judged by all of it, not by its first :data:`MAX_STRING` characters
(an attacker's padding would push a fetch-and-run past that cut)."""
MAX_ITEMS = 100
MAX_DEPTH = 8
MAX_TOTAL = 16_384
REPLAY_MAX_TOTAL = 40_960
"""The whole stored copy of a shell, code or write call: one :data:`REPLAY_MAX_STRING` string with its JSON
escapes, and the call's other arguments."""

_SECRET_KEY = re.compile(
    r"(?i)(pass(word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|"
    r"authori[sz]ation|auth|cookie|credentials?|session[_-]?key|client[_-]?secret)$"
)
_KEY_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----.*?(-----END [A-Z0-9 ]*PRIVATE KEY-----|\Z)", re.S),
     REDACTED),
    # a value that is a shell reference (`$TOKEN`, `${TOKEN}`, `$(vault read …)`, `"$TOKEN"`) names where a secret
    # is and holds none: it stays, so Tier 1's replay of the call still sees which secret went where (round 47)
    (re.compile(r"(?i)(authorization\s*[:=]\s*)(?!(?:(?:bearer|basic|token|digest)\s+)?\$)"
                r"(?:(bearer|basic|token|digest)\s+)?[^\s'\"]+"),
     r"\1\2 " + REDACTED),
    (re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{8,}"), r"\1 " + REDACTED),
    (re.compile(r"\b(sk|pk|rk)-(?:[A-Za-z0-9]++-)?[A-Za-z0-9_-]{16,}"), REDACTED),
    (re.compile(r"\b(ghp|gho|ghu|ghs|ghr|github_pat|glpat|qln)_[A-Za-z0-9_-]{16,}"), REDACTED),
    (re.compile(r"\bxox[abprs]-[A-Za-z0-9-]{10,}"), REDACTED),
    (re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), REDACTED),
    (re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b"), REDACTED),
    (re.compile(r"\beyJ[A-Za-z0-9_-]{8,512}+\.[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]+"), REDACTED),
    (re.compile(r"([a-z][a-z0-9+.-]{0,31}://[^/\s:@]++):[^@\s/]++@", re.I), r"\1:" + REDACTED + "@"),
    # an option word of its own (`--token X`), not the tail of a subcommand (`print-access-token | tee F`: round 16)
    (re.compile(r"(?i)(?<![\w-])(--?(?:password|passwd|token|api[_-]?key|secret)[= ]\s*)(?![\"']?\$)('[^']*'|\"[^\"]*\"|\S+)"),
     r"\1" + REDACTED),
    # a name that ends in FILE, PATH or DIR holds a place (`vault_password_file = ./vault.txt`), not the secret
    (re.compile(r"(?i)\b([A-Z0-9_]{0,64}(?:PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|ACCESS_KEY)[A-Z0-9_]{0,64}"
                r"(?<!FILE)(?<!PATH)(?<!DIR)\s*[=:]\s*)"
                r"(?![\"']?\$)('[^']*'|\"[^\"]*\"|[^\s;&|]+)"), r"\1" + REDACTED),
)


def args_digest(args: Any) -> str:
    """``sha256:<hex>`` of the original arguments' canonical JSON."""
    return "sha256:" + hashlib.sha256(canonical_json(args).encode("utf-8", "surrogatepass")).hexdigest()


def is_secret_name(name: str) -> bool:
    """True for a key or parameter name whose value is a secret (``token``, ``api_key``, ``password``…)."""
    return bool(_SECRET_KEY.search(name))


def redact_text(text: str) -> str:
    """Replace every secret-shaped substring of ``text``."""
    if len(text) <= MEMO_CHARS:
        return _redact_short(text)
    return _redact_uncached(text)


def _redact_uncached(text: str) -> str:
    for pattern, replacement in _KEY_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


MEMO_CHARS = 256
"""Texts up to this length are redacted once per process and remembered (twelve scans cost ≈ 8–40 µs;
an agent sends the same short commands, paths and reasons again and again). At most
:data:`MEMO_ENTRIES` of them are kept, so the memory bound is ≈ 1 MB."""
MEMO_ENTRIES = 2048
_redact_short = functools.lru_cache(maxsize=MEMO_ENTRIES)(_redact_uncached)


CAP_MARGIN = 4096
"""Characters past :data:`MAX_STRING` still redacted before a string is cut: a secret that starts in
the kept part is matched whole (a longer private key block matches up to the cut)."""


def _redacted_capped(text: str, cap: int) -> str:
    """``text`` redacted and cut to ``cap`` characters; only the part that can be kept is scanned.

    So the cost of redaction on the verdict path is bounded by the cap, not by what an agent sends.
    """
    if len(text) <= cap:
        return redact_text(text)
    return f"{redact_text(text[:cap + CAP_MARGIN])[:cap]}{CUT_MARK}{len(text) - cap} chars]"


CUT_MARK = "…[+"
"""What ends a string the stored copy cut (``…[+N chars]``)."""
_CUT_TAIL = re.compile(r"…\[\+[0-9]+ chars\]\Z")


def was_cut(text: str) -> bool:
    """True for a stored string that :func:`redact_args` cut (its tail is ``…[+N chars]``)."""
    return CUT_MARK in text[-40:] and _CUT_TAIL.search(text[-40:]) is not None


def _redact(value: Any, depth: int, cap: int = MAX_STRING) -> Any:
    if depth > MAX_DEPTH:
        return "[…nested too deep]"
    if isinstance(value, str):
        return _redacted_capped(value.replace("\x00", NUL_SHOWN) if "\x00" in value else value, cap)
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for index, (key, item) in enumerate(value.items()):
            if index >= MAX_ITEMS:
                out["…"] = f"[+{len(value) - MAX_ITEMS} keys]"
                break
            name = str(key).replace("\x00", NUL_SHOWN)
            out[name] = (REDACTED if _SECRET_KEY.search(name) and item not in (None, "")
                         else _redact(item, depth + 1, cap))
        return out
    if isinstance(value, list):
        items = [_redact(item, depth + 1, cap) for item in value[:MAX_ITEMS]]
        if len(value) > MAX_ITEMS:
            items.append(f"[+{len(value) - MAX_ITEMS} items]")
        return items
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return _redacted_capped(str(value), cap)


def redact_args(args: Any, *, replayable: bool = False) -> Any:
    """Redacted, size-capped copy of ``args`` (a whole document over 16 KiB becomes a preview).

    ``replayable``: a shell, code or write call, which Tier 1 replays as history — strings are kept to
    :data:`REPLAY_MAX_STRING` and the document to :data:`REPLAY_MAX_TOTAL`.
    """
    cap, total = (REPLAY_MAX_STRING, REPLAY_MAX_TOTAL) if replayable else (MAX_STRING, MAX_TOTAL)
    redacted = _redact(args, 0, cap)
    text = canonical_json(redacted)
    if len(text) <= total:
        return redacted
    return {"_truncated": True, "_size": len(text), "_preview": text[:total]}


def redact_tree(value: Any) -> Any:
    """``value`` with every string passed through :func:`redact_text` and every secret-named key's
    value replaced; no size caps (a B'' keeps its texts whole, R-S-3)."""
    if isinstance(value, str):
        return redact_text(value)
    if isinstance(value, dict):
        return {str(key): REDACTED if is_secret_name(str(key)) and isinstance(item, str) and item
                else redact_tree(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_tree(item) for item in value]
    return value
