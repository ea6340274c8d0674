"""Bash parameter expansion on values Tier 1 knows (issue 25; rounds 11-12): ``${p/XOUL/SOUL}``, ``${p%/*}``,
``${p^^}``, ``${p:0:3}``, defaults and alternatives, and the positional parameters of a ``set --``. An operand
Tier 1 cannot compute gives None: the path is unknowable, never the variable unchanged. Used by
:func:`paths.expand`.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from fnmatch import translate as fnmatch_translate

_SLICE = re.compile(r"^:\s*([0-9]+)(?::([0-9]+))?$")
GLOB_CHAR = re.compile(r"[*?\[]")  # a shell glob character; shared by every module that asks (builtnames, the host-log check)


def has_glob(path: str) -> bool:
    """True when ``path`` contains shell glob characters."""
    return bool(GLOB_CHAR.search(path))


def positional(variables: Mapping[str, str], match: re.Match[str]) -> str:
    """``$1``/``${2}``/``$#``/``$*``/``$@`` of positional parameters a ``set --`` of this string gave (kept by
    :func:`scene_replay.replay_state` under those names); ``$0`` and any other stays (unknowable)."""
    key = match.group(1) or match.group(2)
    if key.isdigit():
        return match.group(0) if key == "0" else variables.get(key, "")
    return variables.get(key, match.group(0))


def operate_own(value: str, operator: str, name: str, hosts: tuple[str | None, ...]) -> str | None:
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
