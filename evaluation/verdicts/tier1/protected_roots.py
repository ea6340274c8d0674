"""Which protected root a canonical path touches (R-T1-3), split from :mod:`paths` (round 39, lead: 304 lines).

:mod:`paths` makes a path canonical; this module compares canonical paths with the protected roots, canonicalised
the same way (:func:`canonical_roots`): inside one (:func:`is_protected`), a tree operation covering one
(``covers_descendants``), a glob matching one, or a symbolic link in a globbed directory leading to one
(:func:`linked_root`).
"""

from __future__ import annotations

import os
import posixpath
import time
from collections.abc import Iterable, Mapping
from fnmatch import fnmatchcase

from evaluation.verdicts.tier1.param_expansion import has_glob
from evaluation.verdicts.tier1.paths import canonicalise, fold, is_within, resolve

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
