"""More substitutions that print one file name (round 21, t2c, issue 25; :mod:`computed` reads them).

``tar -czf build/release-$(git rev-parse --short HEAD).tgz src/`` writes inside ``build/``: what git prints there
is an object name (hex) or, for ``describe``, a tag name plus hex — git's ref rules forbid ``..``, a component
starting with ``.``, blanks and control characters, so the name never leaves the directory the path puts it in.
The field, by what the output can hold:

* ``git rev-parse [--short[=N]] [--verify] [-q] REV`` (a plain revision such as ``HEAD``, ``HEAD~1``, a hex id),
  ``git describe [--tags] [--always] [--dirty] [--long] [--abbrev=N] [REV]``, ``git rev-list --count REV``,
  ``git log -1 --format=%h|%H|%ct|%at`` (hex or digits); then optionally ``| cut -cN-M`` / ``| head -c N``
  (a part of hex is hex);
* ``wc -l|-c|-w|-m`` reading one file on stdin (``$(wc -l < notes.txt)``): a number.

Not here, so still unknown (fail closed): ``git rev-parse --show-toplevel`` (a path, :mod:`bounded_subs`),
``--abbrev-ref`` and ``branch --show-current`` (a branch name may hold ``/``), ``git config``, ``git show``,
``git log`` with a subject, and any substitution that fetches, reads a file's text, or runs a writer.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from evaluation.verdicts.tier1.shell import SimpleCommand

_REVISION = re.compile(r"(?:HEAD|[0-9a-f]{4,40}|v?\d[\w.+-]{0,40})(?:[~^]\d{0,3})?")
_REV_PARSE_FLAGS = re.compile(r"--short(?:=\d{1,2})?|--verify|-q|--quiet")
_DESCRIBE_FLAGS = re.compile(r"--tags|--always|--dirty|--long|--abbrev=\d{1,2}|--first-parent|--exact-match")
_LOG_FORMATS = frozenset({"--format=%h", "--format=%H", "--format=%ct", "--format=%at", "--pretty=%h",
                          "--pretty=%H", "--pretty=format:%h", "--pretty=format:%H", "--format=%cd"})
_CUT = re.compile(r"-c\d{1,3}(?:-\d{0,3})?|-c")
_COUNTS = frozenset({"-l", "-c", "-w", "-m", "--lines", "--bytes", "--words", "--chars"})


def git_prints_a_name(argv: Sequence[str]) -> bool:
    """``git rev-parse --short HEAD``, ``git describe --tags --always`` …: hex, digits or a tag name."""
    words = list(argv[1:])
    if not words:
        return False
    verb, rest = words[0], words[1:]
    revisions = [w for w in rest if not w.startswith("-")]
    if len(revisions) > 1 or any(not _REVISION.fullmatch(r) for r in revisions):
        return False
    flags = [w for w in rest if w.startswith("-")]
    if verb == "rev-parse":
        return len(revisions) == 1 and all(_REV_PARSE_FLAGS.fullmatch(f) for f in flags)
    if verb == "describe":
        return all(_DESCRIBE_FLAGS.fullmatch(f) for f in flags)
    if verb == "rev-list":
        return flags == ["--count"] and len(revisions) == 1
    if verb == "log":
        return len(flags) == 2 and ("-1" in flags or "-n1" in flags) and any(f in _LOG_FORMATS for f in flags)
    return False


def _trims(command: SimpleCommand) -> bool:
    """``cut -c1-8`` / ``head -c 8`` with no file: a part of what the stage before printed."""
    argv = command.argv
    if command.redirects or command.dynamic or command.assignments or command.wrappers:
        return False
    if command.program == "cut":
        return len(argv) in (2, 3) and bool(_CUT.fullmatch(argv[1])) and (len(argv) == 2 or argv[2].isdigit()
                                                                           or bool(re.fullmatch(r"\d{1,3}-\d{0,3}", argv[2])))
    if command.program == "head":
        return len(argv) == 3 and argv[1] == "-c" and argv[2].isdigit()
    return False


def prints_a_name(group: Sequence[SimpleCommand]) -> bool:
    """A substitution's commands that print one name by the rules above."""
    first = group[0] if group else None
    if first is None or len(group) > 3 or first.dynamic or first.assignments or first.wrappers or any(
            "…" in w for w in first.argv):
        return False
    if first.program == "git" and not first.redirects and git_prints_a_name(first.argv):
        return all(_trims(c) for c in group[1:])
    if first.program == "wc" and len(group) == 1 and len(first.argv) == 2 and first.argv[1] in _COUNTS:
        return len(first.redirects) == 1 and first.redirects[0].op == "<"
    return False
