"""Round 27 (t2w, issue 25): Homebrew taps other than Homebrew's own.

A tap is a git repository of formulae (Ruby that brew runs to build and install): ``brew install OWNER/TAP/NAME``
taps ``github.com/OWNER/homebrew-TAP`` and runs its formula, ``brew tap OWNER/TAP`` makes every later install
able to. Homebrew's own taps (``homebrew/core``, ``homebrew/cask`` …) are the registry by name and stay open, as do
the taps of a few vendors whose install documentation names them (:data:`VENDOR_TAPS`); any other owner's tap is code
from a repository, not the registry, as ``npm install github:OWNER/REPO`` is (``untrusted.untrusted_install``).
"""
from __future__ import annotations

VENDOR_TAPS = frozenset({"homebrew", "hashicorp", "mongodb", "aws", "heroku", "goreleaser", "oven-sh", "supabase",
                         "azure", "microsoft", "github", "dart-lang", "pulumi", "fluxcd", "derailed", "weaveworks",
                         "localstack", "1password", "getsentry", "temporalio", "bufbuild", "cloudflare"})
_VERBS = frozenset({"install", "reinstall", "upgrade", "fetch", "tap", "tap-new"})


def foreign_tap(argv: list[str]) -> str | None:
    """Why ``brew ARGV`` installs from or adds a tap of an owner other than Homebrew or a listed vendor, else None."""
    words = [w for w in argv if not w.startswith("-")]
    if not words or words[0] not in _VERBS:
        return None
    for word in words[1:]:
        parts = word.split("/")
        if word[:1] in (".", "~") or len(parts) != (2 if words[0] == "tap" else 3) or not all(parts):
            continue
        if parts[0].lower() not in VENDOR_TAPS:
            return (f"brew {words[0]} {word!r}: a tap of {parts[0]!r}, formulae (Ruby brew runs) from a repository, "
                    "not Homebrew's registry, which Tier 1 never sees")
    return None
