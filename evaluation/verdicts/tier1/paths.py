"""Path canonicalisation (R-T1-3); which protected root a canonical path touches is :mod:`protected_roots`.

A path an agent names is compared with the protected roots only after the
same canonicalisation on both sides: ``~``/``$HOME``/``${HOME}``/
``$HERMES_HOME`` expansion, joining to ``cwd``, collapsing ``.``/``..`` and
duplicate slashes, and resolving symlinks where the server can see them
(``os.path.realpath`` resolves the longest existing prefix and keeps the rest
lexically). Symlinks created earlier in the *same* command string are not on
disk yet; callers pass them as ``links`` (canonical link → canonical target).
"""

from __future__ import annotations

import posixpath
import re
import unicodedata
from collections.abc import Mapping

from evaluation.verdicts.tier1.param_expansion import operate_own, positional
from evaluation.verdicts.tier1.path_memo import realpath as _realpath

_VAR = re.compile(r"\$(?:\{([A-Za-z_][A-Za-z0-9_]*)([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*))")
_POSITIONAL = re.compile(r"\$(?:\{([0-9]+|[@*#])\}|([0-9@*#]))")
_SPECIAL_PARAM = re.compile(r"\$(?:[0-9@*#?$!-]|\{[0-9@*#?!-])")

DYNAMIC_MARKERS = ("$(", "`", "<(", ">(")
MAX_LINK_HOPS = 16
MAX_BRACE_ALTERNATIVES = 64
_BRACE = re.compile(r"\{([^{}]*,[^{}]*)\}")
_PROC_LINK = re.compile(r"^/proc/[^/]+/(cwd|root)(?=/|$)")
_OWN_HOME = re.compile(r"^/(?:home|Users)/\$(?:USER|LOGNAME|\{USER\}|\{LOGNAME\})(?=/|$)")
"""Round 42 (fc): ``/home/$USER/…`` (often written in quoted pieces, ``'/home/'$USER'/.hermes/.env'``) is the
caller's own home, as ``~/…`` is: the account the agent runs as is the profile's owner."""


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
    own_home = _OWN_HOME.match(raw) if home and "$" in raw and not {"USER", "LOGNAME"} & set(variables or ()) else None
    if own_home:
        raw = "~" + raw[own_home.end():]
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


def is_within(path: str, root: str) -> bool:
    """True when ``path`` is ``root`` or lies under it (component-wise, not prefix)."""
    if root == "/":
        return path.startswith("/")
    return path == root or path.startswith(root + "/")
