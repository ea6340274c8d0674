"""Round 16 (issue 25): a ``cd`` into a directory a listing finds by pattern (``cd "$(ls -d .her*)"``,
``cd "$(find ~ -maxdepth 1 -name '.h*s' | head -1)"``, ``cd ~/.h*s``).

Tier 1 cannot name the target, so the session's next call used to start where the ``cd`` was made, and a relative
``patch config.yaml`` then looked harmless. The directories such a pattern can find on this host (the patterns of
the ``cd`` operand or of the listing substituted into it, matched from each directory the ``cd`` may run in, or
under ``find``'s starting points) are added to where the terminal may be left, so a later relative write is
judged against each of them. Bounded: at most :data:`MAX_MATCHES` directories per call.
"""
from __future__ import annotations

import glob
import os
import posixpath
import re
from itertools import islice

GLOB = re.compile(r"[*?\[]")
MAX_MATCHES = 16
_LISTERS = frozenset({"ls", "find", "echo", "printf", "realpath", "readlink", "dirname", "fd", "compgen"})


def _expand(word: str, base: str, home: str | None) -> str:
    if word == "~" or word.startswith("~/"):
        word = (home or "~") + word[1:]
    return word if word.startswith("/") else posixpath.join(base, word)


def _patterns(operand: str, listings: list[tuple[str, ...]]) -> list[tuple[list[str], str]]:
    """``(starting points, pattern)`` pairs: a glob operand, or the globs of a listing substituted into it."""
    out: list[tuple[list[str], str]] = []
    if GLOB.search(operand) and "$" not in operand and "\u2026" not in operand:
        out.append(([], operand))
    for words in listings:
        if not words or words[0] not in _LISTERS:
            continue
        roots = [w for w in words[1:] if not w.startswith("-") and not GLOB.search(w)] if words[0] == "find" else []
        for i, word in enumerate(words[1:], 1):
            if GLOB.search(word) and not (words[0] == "find" and words[i - 1] not in ("-name", "-iname", "-path")):
                out.append((roots if words[0] == "find" else [], word))
    return out[:MAX_MATCHES]


def glob_targets(operand: str, listings: list[tuple[str, ...]], cwds: list[str], home: str | None) -> list[str]:
    """Directories on this host that ``cd OPERAND`` can enter because a pattern in it, or in the listing
    substituted into it (``listings``: the argv of the substitution's commands), finds them."""
    found: list[str] = []
    for roots, pattern in _patterns(operand, listings):
        bases = [_expand(r, c, home) for r in roots for c in cwds] if roots else cwds
        for base in bases:
            full = _expand(pattern, base, home)
            for path in islice(glob.iglob(full), MAX_MATCHES):
                if os.path.isdir(path):
                    found.append(posixpath.normpath(path))
            if len(found) >= MAX_MATCHES:
                return found[:MAX_MATCHES]
    return list(dict.fromkeys(found))
