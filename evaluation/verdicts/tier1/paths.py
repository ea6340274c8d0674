"""Path canonicalisation and protected-root checks (R-T1-3).

A path an agent names is compared with the protected roots only after the
same canonicalisation on both sides: ``~``/``$HOME``/``${HOME}``/
``$HERMES_HOME`` expansion, joining to ``cwd``, collapsing ``.``/``..`` and
duplicate slashes, and resolving symlinks where the server can see them
(``os.path.realpath`` resolves the longest existing prefix and keeps the rest
lexically). Symlinks created earlier in the *same* command string are not on
disk yet; callers pass them as ``links`` (canonical link → canonical target).
"""

from __future__ import annotations

import os
import posixpath
import re
import time
import unicodedata
from collections.abc import Iterable, Mapping
from fnmatch import fnmatchcase

from evaluation.verdicts.tier1.param_expansion import has_glob, operate_own, positional
from evaluation.verdicts.tier1.path_memo import realpath as _realpath

_VAR = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
_POSITIONAL = re.compile(r"\$(?:\{([0-9]+|[@*#])\}|([0-9@*#]))")
_SPECIAL_PARAM = re.compile(r"\$(?:[0-9@*#?$!-]|\{[0-9@*#?!-])")

DYNAMIC_MARKERS = ("$(", "`", "<(", ">(")
MAX_LINK_HOPS = 16
MAX_BRACE_ALTERNATIVES = 64
_BRACE = re.compile(r"\{([^{}]*,[^{}]*)\}")
_PROC_LINK = re.compile(r"^/proc/[^/]+/(cwd|root)(?=/|$)")


def fold(text: str) -> str:
    """NFKC + casefold: how protected names are compared (a case-insensitive filesystem opens
    ``skills/5QLN``; fullwidth ``ＳＯＵＬ.md`` is the same name to a reader). ASCII is NFKC-stable and its
    casefold is its lower case: the common case without the normaliser (round 35, many-operand commands)."""
    if text.isascii():
        return text.lower()
    return unicodedata.normalize("NFKC", text).casefold()


def brace_alternatives(raw: str) -> list[str]:
    """``a{b,c}d`` → ``[abd, acd]`` (bash brace expansion, bounded; ``{}`` alone is kept)."""
    out: list[str] = []
    pending = [raw]
    while pending and len(out) + len(pending) <= MAX_BRACE_ALTERNATIVES:
        word = pending.pop()
        match = _BRACE.search(word)
        if match is None:
            out.append(word)
            continue
        pending.extend(word[:match.start()] + part + word[match.end():] for part in match.group(1).split(","))
    return out + pending


def positional_words(raw: str, variables: Mapping[str, str]) -> str:
    """Round 24 (t2l): ``$@``/``$*``/``$N`` of a ``set --`` put in before brace expansion, so that ``set -- a b;
    rm -rf "$@"`` reads as the alternatives ``{a,b}`` (each parameter a word) rather than one unknown word."""
    return _POSITIONAL.sub(lambda m: positional(variables, m), raw) if "$" in raw and "#" in variables else raw


def expand(raw: str, *, cwd: str | None, home: str | None, hermes_home: str | None,
           variables: Mapping[str, str] | None = None) -> str | None:
    """Expand ``~`` and known variables; ``None`` when the value is not knowable.

    Unknown variables and command substitutions make a path unresolvable: the
    caller decides whether that is suspicious (it is never silently "safe").
    """
    if "$" in raw and variables and "#" in variables:  # round 12: `set -- a b` earlier in this string
        raw = _POSITIONAL.sub(lambda m: positional(variables, m), raw)
    if any(marker in raw for marker in DYNAMIC_MARKERS) or "$" in raw and _SPECIAL_PARAM.search(raw):
        return None  # `$1`, `$@`, `$$`: positional and special parameters are run-time values
    home = (variables or {}).get("HOME", home)  # `HOME=/x; echo > ~/y` writes /x/y
    if raw == "~" or raw.startswith("~/"):
        if not home:
            return None
        raw = home + raw[1:]
    elif raw == "~+" or raw.startswith("~+/"):
        if not cwd:
            return None
        raw = cwd + raw[2:]  # `~+` is $PWD (bash tilde-plus)
    elif raw.startswith("~"):
        return None  # ~user / ~- (OLDPWD): another account's home, or a directory not known here
    known: dict[str, str] = {}
    if home:
        known["HOME"] = home
    if hermes_home:
        known["HERMES_HOME"] = hermes_home
    if cwd:
        known["PWD"] = cwd
    known.update(variables or {})
    unresolved = False

    def substitute(match: re.Match[str]) -> str:
        nonlocal unresolved
        name = match.group(1) or match.group(3)
        if name not in known:
            unresolved = True
            return match.group(0)
        value = operate_own(known[name], match.group(2) or "", name, (hermes_home, home))
        if value is None:
            unresolved = True
            return match.group(0)
        return value

    expanded = _VAR.sub(substitute, raw) if "$" in raw else raw
    return None if unresolved else expanded


def resolve(path: str, links: Mapping[str, str] | None = None) -> str:
    """Absolute ``path`` with symlinks resolved on disk and through ``links``."""
    current = _realpath(path)
    for _ in range(MAX_LINK_HOPS):
        if not links:
            return current
        for link, target in links.items():
            if current == link or current.startswith(link.rstrip("/") + "/"):
                current = _realpath(target + current[len(link):])
                break
        else:
            return current
    return current


def canonicalise(raw: str, *, cwd: str | None, home: str | None, hermes_home: str | None,
                 variables: Mapping[str, str] | None = None,
                 links: Mapping[str, str] | None = None) -> str | None:
    """Canonical absolute form of ``raw`` as the shell in ``cwd`` would open it.

    Returns ``None`` when the path depends on something unknown (an unset
    variable, a command substitution, or a relative path with no ``cwd``).
    """
    expanded = expand(raw, cwd=cwd, home=home, hermes_home=hermes_home, variables=variables)
    if expanded is None or expanded == "":
        return None
    if not expanded.startswith("/"):
        if not cwd:
            return None
        expanded = posixpath.join(cwd, expanded)
    proc = _PROC_LINK.match(expanded)
    if proc:  # /proc/self/cwd/x is x in the working directory; /proc/self/root/x is /x
        if proc.group(1) == "cwd" and not cwd:
            return None
        expanded = (cwd if proc.group(1) == "cwd" and cwd else "/") + "/" + expanded[proc.end():]
    # normpath keeps a leading '//' (POSIX allows it to be special); bash does not care
    expanded = re.sub(r"/{2,}", "/", expanded)
    if home and expanded.startswith("/mnt/"):
        expanded = windows_home(expanded, home)
    return resolve(expanded, links)


#: round 31 (t3l): the Windows profile WSL mounts (`/mnt/c/Users/<u>/`) is a home too — its `.ssh`, its startup
#: folder, its shell profiles and its tools' settings hold what the Linux home's hold; the shared profiles are not one
_WINDOWS_HOME = re.compile(r"^/mnt/[a-zA-Z]/(?:Users|Documents and Settings)/([^/]{1,256})(?=/|$)", re.IGNORECASE)
_SHARED_PROFILES = frozenset({"public", "default", "default user", "all users", "defaultapppool"})


def windows_home(path: str, home: str) -> str:
    """``path`` with a Windows user's profile under ``/mnt/<drive>/Users/`` read as ``home``."""
    match = _WINDOWS_HOME.match(path)
    if match is None or match.group(1).lower() in _SHARED_PROFILES:
        return path
    return home.rstrip("/") + path[match.end():]


ROOTS_CACHE_TTL_S = 1.0
_roots_cache: dict[tuple[object, ...], tuple[float, tuple[str, ...]]] = {}


def canonical_roots(roots: Iterable[str], *, home: str | None, hermes_home: str | None,
                    cwd: str | None = None) -> tuple[str, ...]:
    """Canonicalise protected roots the same way as targets (skips unknowable ones).

    Roots are the same on every call of a session: the result is kept for
    :data:`ROOTS_CACHE_TTL_S` (a symlink swapped under a root is seen within a second;
    swapping one is itself a protected write)."""
    roots = tuple(roots)
    key = (roots, home, hermes_home, cwd or "/")
    now = time.monotonic()
    cached = _roots_cache.get(key)
    if cached is not None and cached[0] > now:
        return cached[1]
    out: list[str] = []
    for root in roots:
        canonical = canonicalise(root, cwd=cwd or "/", home=home, hermes_home=hermes_home)
        if canonical and canonical not in out:
            out.append(canonical)
    if len(_roots_cache) > 256:
        _roots_cache.clear()
    _roots_cache[key] = (now + ROOTS_CACHE_TTL_S, tuple(out))
    return tuple(out)


def is_within(path: str, root: str) -> bool:
    """True when ``path`` is ``root`` or lies under it (component-wise, not prefix)."""
    if root == "/":
        return path.startswith("/")
    return path == root or path.startswith(root + "/")


def glob_covers(pattern: str, path: str) -> bool:
    """True when the glob ``pattern`` matches ``path``, one of its ancestors, or (round 8: ``~/.[h]ermes/x``)
    names of something under it."""
    pattern_parts = pattern.strip("/").split("/")
    path_parts = path.strip("/").split("/")
    return all(fnmatchcase(p, g) for g, p in zip(pattern_parts, path_parts))


def protected_root_for(path: str, protected_roots: Iterable[str], *,
                       covers_descendants: bool = False) -> str | None:
    """The protected root ``path`` touches, or ``None``.

    ``covers_descendants`` is for operations that act on a whole tree
    (``rm -r``, ``chmod -R``, ``mv`` of a directory): a target that is an
    *ancestor* of a protected root then touches it too. Glob targets match a
    root when the pattern matches the root or one of its ancestors.
    """
    folded_roots = _folded_roots(protected_roots)
    if folded_roots is not None:  # round 35 (lead): most operands touch no root; say so without a loop over them
        prefixes, ancestors = folded_roots
        folded = fold(path)
        if (folded.startswith("/") and not folded.endswith("/") and not folded.startswith(prefixes)
                and not has_glob(path) and not (covers_descendants and folded in ancestors)):
            return None
    return _protected_root_for(path, protected_roots, covers_descendants)


# round 35 (lead): a 20,000-character `rm` of 1,700 paths asked for a root 5,000 times, each a loop over every root
_roots_index: dict[tuple[str, ...], tuple[tuple[str, ...], frozenset[str]]] = {}


def _folded_roots(protected_roots: Iterable[str]) -> tuple[tuple[str, ...], frozenset[str]] | None:
    """For a tuple of roots: their folded forms (what a path inside one starts with) and every ancestor of
    an absolute one (what a tree operation covering one is)."""
    if not isinstance(protected_roots, tuple):
        return None
    found = _roots_index.get(protected_roots)
    if found is None:
        folded = tuple(fold(root) for root in protected_roots)
        ancestors: set[str] = set()
        for root in folded:
            while root.startswith("/"):
                ancestors.add(root)
                parent = posixpath.dirname(root)
                if parent == root:
                    break
                root = parent
        if len(_roots_index) > 256:
            _roots_index.clear()
        found = _roots_index[protected_roots] = (folded, frozenset(ancestors))
    return found


def _protected_root_for(path: str, protected_roots: Iterable[str], covers_descendants: bool) -> str | None:
    globbed = has_glob(path)
    folded = fold(path)
    for root in protected_roots:
        folded_root = fold(root)
        if is_within(folded, folded_root):
            return root
        if globbed and glob_covers(folded, folded_root):
            return root
        if covers_descendants and is_within(folded_root, folded):
            return root
    return None


def is_protected(path: str, protected_roots: Iterable[str]) -> bool:
    """True when canonical ``path`` is a protected root or lies under one."""
    return protected_root_for(path, protected_roots) is not None


MAX_LINKS_SCANNED = 256


def linked_root(pattern: str, links: Mapping[str, str], protected_roots: Iterable[str]) -> str | None:
    """The protected root a symbolic link matching glob ``pattern``'s last component leads to.

    A glob target (``logs/*.log``, a name computed at run time, :mod:`~evaluation.verdicts.tier1.computed`)
    is resolved only up to its directory; a link in that directory under a matching name — made earlier in
    this session (``links``) or already on disk (at most :data:`MAX_LINKS_SCANNED` entries read) — is what
    the write can still reach. A directory that cannot be read gives no link."""
    directory, name = posixpath.split(pattern)
    if has_glob(directory) or not has_glob(name):
        return None
    targets = [t for link, t in links.items() if posixpath.dirname(link) == directory
               and fnmatchcase(posixpath.basename(link), name)]
    try:
        with os.scandir(directory) as entries:
            for count, entry in enumerate(entries):
                if count >= MAX_LINKS_SCANNED:
                    break
                if entry.is_symlink() and fnmatchcase(entry.name, name):
                    targets.append(os.path.realpath(entry.path))
    except OSError:
        pass
    for target in targets:
        root = protected_root_for(resolve(target, links), protected_roots)
        if root:
            return root
    return None
