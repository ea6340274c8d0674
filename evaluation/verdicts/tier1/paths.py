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
from fnmatch import translate as fnmatch_translate

_VAR = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
_SLICE = re.compile(r"^:\s*([0-9]+)(?::([0-9]+))?$")
_POSITIONAL = re.compile(r"\$(?:\{([0-9]+|[@*#])\}|([0-9@*#]))")
_SPECIAL_PARAM = re.compile(r"\$(?:[0-9@*#?$!-]|\{[0-9@*#?!-])")
_GLOB = re.compile(r"[*?\[]")
DYNAMIC_MARKERS = ("$(", "`", "<(", ">(")
MAX_LINK_HOPS = 16
MAX_BRACE_ALTERNATIVES = 64
_BRACE = re.compile(r"\{([^{}]*,[^{}]*)\}")
_PROC_LINK = re.compile(r"^/proc/[^/]+/(cwd|root)(?=/|$)")


def fold(text: str) -> str:
    """NFKC + casefold: how protected names are compared (a case-insensitive filesystem opens
    ``skills/5QLN``; fullwidth ``ＳＯＵＬ.md`` is the same name to a reader)."""
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


def expand(raw: str, *, cwd: str | None, home: str | None, hermes_home: str | None,
           variables: Mapping[str, str] | None = None) -> str | None:
    """Expand ``~`` and known variables; ``None`` when the value is not knowable.

    Unknown variables and command substitutions make a path unresolvable: the
    caller decides whether that is suspicious (it is never silently "safe").
    """
    if "$" in raw and variables and "#" in variables:  # round 12: `set -- a b` earlier in this string
        raw = _POSITIONAL.sub(lambda m: _positional(variables, m), raw)
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
        value = _operate_own(known[name], match.group(2) or "", name, (hermes_home, home))
        if value is None:
            unresolved = True
            return match.group(0)
        return value

    expanded = _VAR.sub(substitute, raw) if "$" in raw else raw
    return None if unresolved else expanded


def _positional(variables: Mapping[str, str], match: re.Match[str]) -> str:
    """``$1``/``${2}``/``$#``/``$*``/``$@`` of positional parameters a ``set --`` of this string gave (kept by
    :func:`scene_replay.replay_state` under those names); ``$0`` and any other stays (unknowable)."""
    key = match.group(1) or match.group(2)
    if key.isdigit():
        return match.group(0) if key == "0" else variables.get(key, "")
    return variables.get(key, match.group(0))


def _operate_own(value: str, operator: str, name: str, hosts: tuple[str | None, ...]) -> str | None:
    """``operate`` on what the agent wrote (round 11): a replacement or case change of a value that starts with the
    host's profile or home (``p=~/.hermes/SOUL_md; ${p/_/.}``) acts on the part after it — the host's own directory
    names (``/home/jo_doe``) are not the agent's text, as for write markers (``Scene.marker_text``)."""
    if operator[:1] in ("/", "^", ",") and operator[:2] != "/#" and name not in ("HOME", "HERMES_HOME", "PWD"):
        for host in hosts:
            prefix = host.rstrip("/") if host else ""
            if prefix and value.startswith(prefix + "/"):
                tail = operate(value[len(prefix):], operator)
                return None if tail is None else prefix + tail
    return operate(value, operator)


def operate(value: str, operator: str) -> str | None:
    """``${name<operator>}`` of a set variable as bash computes it, for literal operands (issue 25:
    ``${p/XOUL/SOUL}`` is not ``$p``): defaults and alternatives, prefix/suffix removal, replacement,
    case changes, slices. A glob or expansion in the operand, or an operator Tier 1 does not model,
    gives None (the path is unknowable, never ``$p`` unchanged)."""
    if not operator:
        return value
    if "$" in operator or "`" in operator:
        return None
    if operator[:2] in (":-", ":=", ":?") or operator[:1] in ("-", "=", "?"):
        word = operator[2:] if operator[0] == ":" else operator[1:]
        return value if value or operator[0] != ":" or operator[1] == "?" else word
    if operator[:2] == ":+" or operator[:1] == "+":
        word = operator[2:] if operator[0] == ":" else operator[1:]
        return word if value or operator[0] != ":" else ""
    slice_ = _SLICE.match(operator)
    if slice_:
        start = int(slice_.group(1))
        return value[start:start + int(slice_.group(2))] if slice_.group(2) is not None else value[start:]
    if operator in ("^^", ",,", "^", ","):
        changed = value.upper() if operator[0] == "^" else value.lower()
        return changed if len(operator) == 2 else changed[:1] + value[1:]
    if operator[0] in "#%":
        pattern = operator.lstrip(operator[0])
        if len(operator) - len(pattern) > 2 or "\\" in pattern:
            return None
        if has_glob(pattern):
            return _trim(value, pattern, operator[0] == "#", len(operator) - len(pattern) == 2)
        if operator[0] == "#":
            return value[len(pattern):] if value.startswith(pattern) else value
        return value[:len(value) - len(pattern)] if pattern and value.endswith(pattern) else value
    if operator[0] == "/":
        body = operator[1:]
        mode = body[:1] if body[:1] in ("/", "#", "%") else ""
        pattern, _, replacement = body[len(mode):].partition("/")
        if not pattern or has_glob(pattern) or "\\" in pattern + replacement:
            return None
        if mode == "/":
            return value.replace(pattern, replacement)
        if mode == "#":
            return replacement + value[len(pattern):] if value.startswith(pattern) else value
        if mode == "%":
            return value[:len(value) - len(pattern)] + replacement if value.endswith(pattern) else value
        return value.replace(pattern, replacement, 1)
    return None


MAX_TRIM_VALUE = 1024
"""Longest value a glob trim (``${p%/*}``) is computed on; a longer one is unknowable (bounded work)."""


def _trim(value: str, pattern: str, prefix: bool, longest: bool) -> str | None:
    """Round 12: ``${p%/*}``, ``${p##*/}`` — bash's removal of the shortest or longest matching prefix or suffix,
    for a glob of ``*``, ``?`` and plain ``[…]`` classes (``[^…]``, extglob and long values: None)."""
    if len(value) > MAX_TRIM_VALUE or len(pattern) > 64 or "[^" in pattern or "(" in pattern:
        return None
    matcher = re.compile(fnmatch_translate(pattern))
    cuts = range(len(value) + 1)
    order = reversed(cuts) if longest else cuts
    for cut in order:
        part = value[:cut] if prefix else value[len(value) - cut:]
        if matcher.match(part):
            return value[cut:] if prefix else value[:len(value) - cut]
    return value


def resolve(path: str, links: Mapping[str, str] | None = None) -> str:
    """Absolute ``path`` with symlinks resolved on disk and through ``links``."""
    current = os.path.realpath(path)
    for _ in range(MAX_LINK_HOPS):
        if not links:
            return current
        for link, target in links.items():
            if current == link or current.startswith(link.rstrip("/") + "/"):
                current = os.path.realpath(target + current[len(link):])
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
    return resolve(expanded, links)


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


def has_glob(path: str) -> bool:
    """True when ``path`` contains shell glob characters."""
    return bool(_GLOB.search(path))


def protected_root_for(path: str, protected_roots: Iterable[str], *,
                       covers_descendants: bool = False) -> str | None:
    """The protected root ``path`` touches, or ``None``.

    ``covers_descendants`` is for operations that act on a whole tree
    (``rm -r``, ``chmod -R``, ``mv`` of a directory): a target that is an
    *ancestor* of a protected root then touches it too. Glob targets match a
    root when the pattern matches the root or one of its ancestors.
    """
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
