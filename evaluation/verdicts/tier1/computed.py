"""Names computed at run time that can only ever be one file name (issue 25, the cost of failing closed).

A write whose target holds a command substitution (``> "$(date +%F).log"``, ``f=$(basename a b);
gcc -o build/$f``) cannot be resolved statically, and Tier 1 blocked it as "may be a protected path".
What such a substitution can print decides whether it could: a program that prints one name — no
``/`` (so it never leaves the directory the path puts it in), never ``.`` or ``..``, no blanks (so
word splitting never adds operands) — contributes one path component, any name. The substitution
then stands for ``*`` in that component, and the usual glob check decides: ``build/*`` cannot reach
``~/.hermes/SOUL.md``; ``~/.hermes/*`` can, and stays blocked. Links already in the directory are
what a ``*`` could still reach; the protected-write check follows those it can see.

Name printers, by what their output can contain (program → rule):

* literal output Tier 1 already computes (``echo``/``printf`` of literals, ``basename`` of literals);
* ``date`` with a ``+FORMAT`` whose conversions and text hold no ``/`` or blank (``%D``, ``%x``,
  ``%c`` may print ``/``; ``%e``, ``%k``, ``%l`` pad with a blank);
* ``head -1 FILE`` of one project file by a relative path inside the tree (round 33, t3x);
* ``hostname``, ``whoami``, ``id -u``/``-un``/``-g``/``-gn``, ``nproc``, ``uuidgen``, ``uname`` with
  one of ``-s -n -r -m -p -i -o``, ``mktemp -u`` is *not* one (it prints a path).

Anything else — a substitution with a pipeline, redirections, a variable or a nested substitution in
its words, ``basename "$x"`` (which may print ``..``) — keeps the target unresolvable, as before.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Sequence
from typing import Any

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.name_printers import prints_a_name
from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.shell_words import dynamic_printf

MARKERS = ("$(…)", "`…`")
"""How the shell parser leaves a command substitution in a word's text."""
NAME = "*"
"""What a one-name substitution stands for in a path: any single component."""
_DATE_SAFE_CONVERSIONS = frozenset("aAbBCdFgGhHIjmMnNpPqsSTuUVwWyYzZR%:-_0^#")
_DATE_VALUE_OPTIONS = frozenset({"-d", "--date", "-r", "--reference", "-f", "--file"})
_DATE_FLAGS = re.compile(r"^(?:-u|--utc|--universal|-I\w*|--iso-8601(?:=\w+)?|--rfc-3339=\w+)$")
_FIXED_OUTPUT = {
    "hostname": frozenset({"", "-s", "--short"}),
    "whoami": frozenset({""}),
    "id": frozenset({"-u", "-un", "-nu", "-g", "-gn", "-ng"}),
    "nproc": frozenset({"", "--all"}),
    "uuidgen": frozenset({"", "-r", "-t", "--random", "--time"}),
    "uname": frozenset({"", "-s", "-n", "-r", "-m", "-p", "-i", "-o"}),
}


def _is_name(text: str | None) -> bool:
    return bool(text) and text not in (".", "..") and "/" not in text and not any(  # type: ignore[operator]
        c.isspace() for c in text.strip("\n"))  # type: ignore[union-attr]


def _date_prints_a_name(argv: Sequence[str]) -> bool:
    formats, i = [], 1
    while i < len(argv):
        word = argv[i]
        if word in _DATE_VALUE_OPTIONS:
            i += 2
            continue
        if word.startswith("+"):
            formats.append(word[1:])
        elif not (_DATE_FLAGS.match(word) or word.startswith(("--date=", "--reference="))):
            return False
        i += 1
    if not formats:
        return any(w.startswith(("-I", "--iso-8601", "--rfc-3339")) for w in argv[1:]) and not any(
            w.startswith("--rfc-3339") for w in argv[1:])  # ISO 8601 has no blank; RFC 3339 has one
    text = formats[-1]
    if "/" in text or any(c.isspace() for c in text) or not text:
        return False
    conversions = re.findall(r"%([-_0^#]*)(.)", text)
    return all(c in _DATE_SAFE_CONVERSIONS for _, c in conversions)


def _basename(argv: Sequence[str]) -> str | None:
    words = [w for w in argv[1:] if not w.startswith("-")]
    if not words or any(w.startswith("-") for w in argv[1:]):
        return None  # `-a`/`-s`/`-z`: several names or other forms; not worth modelling
    name = posixpath.basename(words[0].rstrip("/")) or ("/" if words[0].startswith("/") else "")
    if len(words) == 2 and name != words[1] and name.endswith(words[1]):
        name = name[:-len(words[1])]
    return name


def _first_line(argv: Sequence[str]) -> bool:
    """Round 33 (t3x): ``head -1 data/samples.txt``: the first line of ONE project file named by a relative path
    inside the working tree (a sample or run id list), standing for one name as the others do."""
    words = list(argv[1:])
    if words[:1] in (["-1"], ["-n1"]) or words[:1] == ["--lines=1"]:
        words = words[1:]
    elif words[:2] == ["-n", "1"]:
        words = words[2:]
    else:
        return False
    return (len(words) == 1 and not words[0].startswith(("/", "~", "-", "$")) and ".." not in words[0].split("/")
            and "/tmp" not in words[0])


def prints_one_name(group: Sequence[SimpleCommand]) -> bool:
    """Whether the commands of one substitution can only print a single file name (see the module)."""
    ordered = sorted(group, key=lambda c: c.pipeline_pos)  # names_only collects a pipeline's stages last first
    if ordered and ordered[0].program in ("git", "wc"):  # round 21: `$(git rev-parse --short HEAD)`, `$(wc -l < F)`
        return prints_a_name(ordered)
    if len(group) != 1:
        return False
    command = group[0]
    if command.dynamic or command.opaque or command.redirects or command.assignments or command.wrappers \
            or any("…" in w for w in command.argv):
        return False
    program, argv = command.program, command.argv
    if program == "basename":
        return _is_name(_basename(argv))
    if program == "date":
        return _date_prints_a_name(argv)
    if program == "head":
        return _first_line(argv)
    allowed = _FIXED_OUTPUT.get(program)
    if allowed is not None:
        return (" ".join(argv[1:]) if len(argv) <= 2 else None) in allowed
    return _is_name(static_text(command))


def substitutions(command: SimpleCommand) -> int:
    """How many command substitutions the command's words hold (0 for most commands)."""
    words = (*command.argv, *(r.target for r in command.redirects), *(v for _, v in command.assignments))
    return sum(w.count(m) for w in words if "…" in w for m in MARKERS)


def names_only(views: Sequence[Any], command: SimpleCommand) -> bool:
    """Whether each substitution in ``command``'s words prints one file name. The substitutions'
    commands are the views (:class:`~evaluation.verdicts.tier1.scene.View`) added just before it, one
    level deeper, one pipeline per substitution."""
    groups: dict[int, list[SimpleCommand]] = {}
    printed: set[int] = set()
    for view in reversed(views):
        if view.command.depth <= command.depth:
            break
        if view.command.depth == command.depth + 1:
            if view.command.context != "substitution":
                return False
            groups.setdefault(view.command.pipeline_id, []).append(view.command)
            if view.names_only and dynamic_printf(view.command):  # round 41 (fc): `$(printf '%s/%s' D x_$(date).csv)`
                printed.add(view.command.pipeline_id)  # prints the word its own name substitutions fill in
    # round 38 (t4w): a bare `$(pwd)` the parser already folded into the word as `$PWD` (the cwd, resolved as such)
    groups = {k: g for k, g in groups.items() if not (len(g) == 1 and g[0].program == "pwd" and len(g[0].argv) == 1
                                                      and not g[0].redirects and not g[0].assignments)}
    # round 35 (t4h): more groups than markers when one was folded into the word (`"$(basename "$f").$(date +%F)"`)
    if len(groups) < substitutions(command) or not all(prints_one_name(g) or (len(g) == 1 and k in printed)
                                                             for k, g in groups.items()):
        return False
    if any(g[0].program == "head" for g in groups.values()):  # round 33 (t3x): a file's line, only as `dir/LINE.ext`
        words = (*command.argv, *(r.target for r in command.redirects))
        return all(_inner_component(w) for w in words if has_substitution(w))
    return True


_INNER = re.compile(r"^(?:[A-Za-z0-9_.-]+/){1,8}(?:[A-Za-z0-9_.-]*(?:\$\(…\)|`…`))+[A-Za-z0-9_-]*\.[A-Za-z0-9_.-]+$")


def _inner_component(word: str) -> bool:
    """``build/$(…).flagstat``: the line stands inside one component under a relative directory, with a literal
    suffix after it (so neither a whole path nor ``..`` alone)."""
    return len(word) <= 400 and ".." not in word.split("/") and _INNER.match(word) is not None


LINE = "\u2063"
"""Round 33 (t3x): marks where a file's first line stands (``LINE`` + ``*``): :func:`line_path` keeps it only inside a
component with a literal suffix (``build/LINE*.flagstat``), anything else stays unknowable."""


def as_names(raw: str, line: bool = False) -> str:
    """``raw`` with each substitution standing for one name (:data:`NAME`; a file's line marked by :data:`LINE`)."""
    for marker in MARKERS:
        raw = raw.replace(marker, LINE + NAME if line else NAME)
    return raw


def line_name(views: Sequence[Any], command: SimpleCommand) -> bool:
    """Whether a substitution of ``command`` (already :func:`names_only`) is ``head -1 FILE``."""
    for view in reversed(views):
        if view.command.depth <= command.depth:
            break
        if view.command.depth == command.depth + 1 and view.command.program == "head":
            return True
    return False


def line_path(path: str) -> str | None:
    """``path`` without the line's mark when every marked component has a literal suffix (``S*.flagstat``)."""
    for part in path.split("/"):
        if LINE in part and (part.endswith(NAME) or "." not in part.split(LINE + NAME, 1)[-1]):
            return None
    return path.replace(LINE, "")


def has_substitution(raw: str) -> bool:
    return "…" in raw and any(m in raw for m in MARKERS)
