"""Operands fed on stdin: what ``xargs`` adds to the command it runs (issue 25).

``echo ~/.hermes/SOUL.md | xargs rm``, ``find /tmp/p | xargs -I{} cp {} ~/.hermes/``: the command's
operands are not in its argv but arrive on stdin. The command is rewritten with the operands Tier 1
can know, and every check then reads it like any other:

* literal text piped in (``echo``, ``printf``, a here-string or heredoc) is split as xargs splits it
  (blanks and quotes; lines with ``-I``/``-L``; NUL with ``-0``; ``-d C``);
* a producer that can only name files under known directories gives ``DIR/*`` for each
  (``find DIR…``, ``ls DIR``, ``grep -l``/``rg -l``/``rg --files``/``fd`` over DIR, ``git ls-files``);
* anything else (``cat list``, ``-a FILE``, a terminal, a program Tier 1 does not model) is an operand
  Tier 1 cannot see: the word :data:`UNSEEN` stands for it, which no path resolves, so a write
  to it is blocked as unresolvable — fail closed, as piped code is.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import replace

from evaluation.verdicts.tier1.bounded_lists import bounded_lister, git_places, removes_links, secure_delete
from evaluation.verdicts.tier1.fd_exec import find_starts
from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.listed_entries import listed_entries
from evaluation.verdicts.tier1.listed_r25 import fed_code
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.verdicts.tier1.templates_fed import template_items
from evaluation.verdicts.tier1.writes import split_options

UNSEEN = "$(stdin)"
"""An operand read from stdin that Tier 1 cannot see (a command substitution to :mod:`paths`: unknowable)."""
MAX_ITEMS = 16
_LISTERS_VALUE = ("-e", "-f", "-m", "-A", "-B", "-C", "--max-count", "-g", "--glob", "-t", "--type", "-E", "-e")


def _option(feeder: Sequence[str], short: str, long: str) -> str | None:
    """The value of xargs option ``-I R`` / ``-IR`` / ``--replace=R`` (``-i`` means ``{}``)."""
    for j, word in enumerate(feeder):
        if word == short:
            return feeder[j + 1] if j + 1 < len(feeder) else ""
        if word.startswith(short) and not word.startswith("--"):
            return word[len(short):]
        if word == long:
            return "{}" if long == "--replace" else (feeder[j + 1] if j + 1 < len(feeder) else "")
        if word.startswith(long + "="):
            return word.split("=", 1)[1]
    return None


def _null_separated(feeder: Sequence[str]) -> bool:
    """``-0``, ``--null``, or ``-0`` inside a cluster (``-0r``, ``-r0``) before a letter that takes a value."""
    for word in feeder:
        if word == "--null":
            return True
        if word.startswith("-") and not word.startswith("--"):
            for letter in word[1:]:
                if letter == "0":
                    return True
                if letter in "adEeIiLlnPs":
                    break
    return False


def _split(text: str, feeder: Sequence[str], lines: bool) -> list[str]:
    if _null_separated(feeder) or "\0" in text:  # round 22 (t2h): `xargs -0r`; a NUL is never inside a name
        return [t.strip() if not _null_separated(feeder) else t for t in text.split("\0") if t.strip()]
    delimiter = _option(feeder, "-d", "--delimiter")
    if delimiter:
        delimiter = {"\\n": "\n", "\\t": "\t", "\\0": "\0"}.get(delimiter, delimiter[:1])
        return [t for t in text.split(delimiter) if t]
    if lines:
        return [t.strip() for t in text.splitlines() if t.strip()]
    try:
        return shlex.split(text)
    except ValueError:
        return text.split()


_NAME_PRINTERS = frozenset({"echo", "printf", "basename", "dirname", "realpath", "readlink", "ls", "stat", "du",
                            "wc", "file", "sha256sum", "md5sum", "sha1sum"})


def _directories(producer: SimpleCommand) -> list[str] | None:
    """``DIR/*`` for producers that only list files under directories they are given, else None."""
    argv, program = producer.argv, producer.program
    if producer.dynamic or producer.opaque:
        return None
    if program in ("find", "gfind", "bfs"):
        if any(a in ("-exec", "-execdir", "-ok", "-okdir") for a in argv) and not any(
                argv[i + 1].rsplit("/", 1)[-1] in _NAME_PRINTERS for i, a in enumerate(argv[:-1])
                if a in ("-exec", "-execdir", "-ok", "-okdir")):
            return None  # round 21: `find /tmp/inbox -exec cat {} +` prints the files' text, not their names
        return [s.rstrip("/") + "/*" for s in find_starts(argv)]
    if program in ("ls", "fd", "fdfind", "rg", "grep", "egrep", "git"):
        if program == "git" and argv[1:2] == ("grep",) and any(
                a in ("-l", "-L", "--name-only", "--files-with-matches", "--files-without-match")
                or (a.startswith("-") and not a.startswith("--") and "l" in a[1:]) for a in argv[2:]):
            return git_places(argv)  # round 18: `git grep -lz X -- dir` names the repository's files under the cwd
        if program == "git" and argv[1:2] not in (("ls-files",), ("diff",)):
            return None
        if program in ("grep", "egrep", "rg") and not any(
                a in ("-l", "-L", "--files", "--files-with-matches", "--files-without-match")
                or (a.startswith("-") and not a.startswith("--") and ("l" in a or "L" in a)) for a in argv[1:]):
            return None  # it prints matching lines, not file names
        _, operands = split_options(argv, _LISTERS_VALUE)
        if program in ("grep", "egrep", "fd", "fdfind") or (program == "rg" and "--files" not in argv):
            operands = operands[1:]  # the pattern
        if program == "git":
            return git_places(argv)
        return [_unglobbed(o).rstrip("/") + "/*" for o in operands if not o.startswith("-")] or ["./*"]
    return None


listed_directories = _directories
"""Round 37 (fe): the ``DIR/*`` a lister names files under (:mod:`list_files` records them for its list file)."""


def _unglobbed(operand: str) -> str:
    """Round 18: the directory above a glob's first pattern component (``ls /tmp/*.php`` lists under ``/tmp``)."""
    parts = operand.split("/")
    first = next((i for i, p in enumerate(parts) if any(c in p for c in "*?[")), None)
    return operand if first is None else "/".join(parts[:first]) or ("/" if operand.startswith("/") else ".")


_DESTROYERS = frozenset({"rm", "unlink", "shred", "srm", "wipe", "truncate", "mv", "chmod", "chown", "chgrp",
                         "rmdir", "dd"})
_IN_PLACE = frozenset({"sed", "gsed", "perl", "ruby", "gawk", "awk", "sd", "rpl"})
_SCRATCH_DIRS = frozenset({"build", "dist", "out", "target", "tmp", "temp", ".cache", "cache", "node_modules",
                           "__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache", "coverage", "htmlcov", ".tox",
                           ".nox", "_build", "site", "public", ".next", ".parcel-cache", "obj", "bin"})
_ARTEFACTS = re.compile(r"^\*?\.(pyc|pyo|o|obj|a|so|class|tmp|temp|bak|orig|rej|log|swp|swo|part|crdownload)$|"
                        r"^\*~$|^(__pycache__|\.pytest_cache|\.mypy_cache|\.DS_Store|Thumbs\.db|\*\.egg-info)$")


def destroys_operands(command: SimpleCommand) -> bool:
    """The program deletes, truncates, moves, re-permissions or edits in place the files it is given."""
    program, argv = command.program, command.argv
    if program in _DESTROYERS:
        return True
    if program == "ln" and any(a == "--force" or (a.startswith("-") and not a.startswith("--") and "f" in a[1:])
                               for a in argv[1:]):
        return True  # `ls | xargs -I F ln -sf /tmp/x F`: each listed file replaced by a link
    return program in _IN_PLACE and any(a == "-i" or a.startswith(("-i.", "--in-place")) or (
        a.startswith("-") and not a.startswith("--") and "i" in a[1:] and a[1:].isalpha() and program != "awk")
        or a == "inplace" for a in argv[1:])


def _scratch_listing(producer: SimpleCommand, listed: list[str]) -> bool:
    """The lister names only build output: every directory it searches is a scratch place (``build/``,
    ``/tmp/…``, ``node_modules``), or its name filter selects only artefacts (``-name '*.pyc'``)."""
    def scratch(directory: str) -> bool:
        parts = [p for p in directory.rstrip("*").strip("/").split("/") if p not in ("", ".")]
        return directory.startswith(("/tmp/", "/var/tmp/")) or any(p in _SCRATCH_DIRS for p in parts)

    if all(scratch(d) for d in listed):
        return True
    argv = producer.argv
    patterns = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-name", "-iname", "-e", "--extension", "-g",
                                                                        "--glob")]
    if producer.program in ("fd", "fdfind"):
        patterns = ["*." + p.lstrip("*.") if argv[i] in ("-e", "--extension") else p
                    for i, p in ((argv.index(p) - 1, p) for p in patterns)]
    return bool(patterns) and all(_ARTEFACTS.match(p.strip("'\"")) for p in patterns)


_CODE_RUNNERS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "busybox", "python", "python3", "perl",
                           "ruby", "node", "php", "lua", "pwsh", "Rscript", "tclsh"})
_CODE_OPTIONS = frozenset({"-c", "-e", "-E", "-r", "--command", "--eval", "-Command"})


def fed_as_code(command: SimpleCommand) -> bool:
    """Round 14: what xargs reads becomes the CODE of a shell or interpreter, not its data: the code option's value
    is the replacement string alone (``xargs -I{} sh -c '{}'``, ``xargs -I % bash -c "%"``), or the code option ends
    the command so the first item read is the code (``xargs sh -c``). ``sh -c 'gzip {}'`` keeps the item as data."""
    argv = command.argv
    if not argv or argv[0].rsplit("/", 1)[-1] not in _CODE_RUNNERS:
        return False
    replace_with = _option(command.feeder, "-I", "--replace") or ("{}" if "-i" in command.feeder else None)
    for i, word in enumerate(argv[1:], start=1):
        if word in _CODE_OPTIONS:
            if i + 1 >= len(argv):
                return True
            code = argv[i + 1].strip(" \t;\"'")
            return bool(replace_with) and code == replace_with
    return False


def _items(command: SimpleCommand, upstream: SimpleCommand | None, lines: bool,
           listed_file: list[str] | None = None) -> list[str] | None:
    """The operands xargs reads, or None when Tier 1 cannot see them. ``listed_file``: the ``ROOT/*`` of a list file
    a lister of the session wrote (round 37, :mod:`list_files`)."""
    feeder = command.feeder
    if listed_file is not None:
        return None if fed_as_code(command) or secure_delete(command) else listed_file
    if _option(feeder, "-a", "--arg-file") is not None:
        return None
    bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
              if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
    if bodies:
        return _split("\n".join(bodies), feeder, lines)
    if any(r.op.lstrip("0123456789") in ("<", "<>") for r in command.redirects) or upstream is None:
        return None
    text = static_text(upstream)
    if text is not None:
        return _split(text, feeder, lines)
    listed = _directories(upstream)
    if listed is not None and fed_as_code(command):
        return None  # round 14: `ls /tmp/in | xargs -I{} sh -c '{}'`: each listed name runs as a command
    if listed is not None and secure_delete(command) and not (
            _scratch_listing(upstream, listed) and not any(d.startswith("/") for d in listed)):
        return None  # round 18: overwritten beyond recovery, through links; only a workspace scratch list is open
    if listed is not None and removes_links(command) and bounded_lister(upstream):
        return listed  # round 18: judged as `rm DIR/*` for each place the producer is bounded by (bounded_lists)
    if listed is not None and destroys_operands(command) and listed_entries(
            command, upstream, _option(feeder, "-I", "--replace") or ("{}" if "-i" in feeder else None)):
        return ["*"]  # round 45 (hf): `ls D | xargs -I{} rm D/{}`: D's entries, judged as `rm D/*` (listed_entries)
    if listed is not None and destroys_operands(command) and not _scratch_listing(upstream, listed):
        return None  # round 10: which files a lister names is not known; a program that destroys them fails closed
    return listed


def fed_commands(command: SimpleCommand, upstream: SimpleCommand | None,
                 listed_file: list[str] | None = None) -> list[SimpleCommand]:
    """``command`` (run by xargs) with the operands it receives on stdin put into its argv."""
    feeder = command.feeder
    replace_with = _option(feeder, "-I", "--replace")
    if replace_with is None and "-i" in feeder:
        replace_with = "{}"
    lines = replace_with is not None or _option(feeder, "-L", "--max-lines") is not None
    replace_with = replace_with or _option(feeder, "-J", "-J")  # round 42 (fc): BSD's `-J %` template
    items = _items(command, upstream, lines, listed_file)
    known = items is not None
    words = (items or [UNSEEN])[:MAX_ITEMS] or [UNSEEN]
    if replace_with and items:
        words = template_items(words, MAX_ITEMS)
    argv = command.argv or ("echo",)
    if replace_with:
        variants = [tuple(a.replace(replace_with, item) for a in argv) for item in words]
    else:
        variants = [(*argv, *words)]
    out = []
    for variant in variants:
        dynamic = frozenset(i for i, word in enumerate(variant) if UNSEEN in word) | command.dynamic
        out.append(replace(command, argv=variant, dynamic=dynamic, stdin_args=not known, fed=True))
    return out


def reparsed(command: SimpleCommand, counter: list[int]) -> list[SimpleCommand]:
    """A fed command whose operands Tier 1 cannot see, parsed again as the shell text it becomes (round 10):
    the unseen operand may be the PROGRAM (``xargs -L1 env``, ``xargs nice``: env/nice run the first word
    read) or the CODE (``xargs -n1 sh -c``, ``xargs python3 -c``), which the parser then marks as known only
    at run time. Commands that need no second reading come back as they are."""
    if not command.stdin_args or not command.argv:
        return [command, *fed_code(command, counter)]  # round 25 (t2q): `xargs -I D sh -c '… >> D/x'`
    text = " ".join('"$(stdin)"' if w == UNSEEN else shlex.quote(w) for w in command.argv)
    try:
        parsed = [c for c in parse_commands(text, depth=command.depth, context=command.context, counter=counter)
                  if c.argv != ("stdin",)]
    except ShellSyntaxError:
        return [replace(command, opaque=(*command.opaque, "cannot read the command xargs runs"))]
    if not parsed:
        return [command]
    last = replace(parsed[-1], redirects=command.redirects, assignments=command.assignments,
                   pipeline_id=command.pipeline_id, pipeline_pos=command.pipeline_pos,
                   pipeline_len=command.pipeline_len, wrappers=(*command.wrappers, *parsed[-1].wrappers),
                   stdin_args=True, fed=True, feeder=command.feeder)
    return [*parsed[:-1], last]


def reads_operands_from_stdin(command: SimpleCommand) -> bool:
    """A command xargs runs whose operands are not put in yet."""
    return command.stdin_args and not command.fed and "xargs" in command.wrappers
