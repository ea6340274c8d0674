"""Round 31 (t3j): an unknown program's call that provably only READS what it is given (issue 25, false blocks).

``unmodelled-write`` blocks any program Tier 1 does not model when a word can reach the profile. Four shapes of the
call prove it a read, whatever the program (mechanism, not a name list, except the copiers and viewers):

* VERB: its vocabulary is a read verb (``kopia snapshot list``, ``tmutil listlocalsnapshots``, ``diskutil
  verifyVolume``, ``borg info``) and no word is a write verb (``restore``, ``eraseVolume``, ``delete``);
* OPTS: its only options list, print, preview or diff (``xattr -l``/``-p``, ``qlmanage -p``, ``code --diff``,
  ``robocopy /L``); ``xattr -w``/``-d``/``-c`` are other options;
* OUTPUT: it has one output option whose value lies outside the profile (``textutil … -output build/x``, ``age -o
  build/x.age``, ``samtools view -o build/x.sam``): the other operands are its inputs;
* COPY/VIEW: a copier whose LAST operand lies outside the profile (``ditto``, ``robocopy`` without ``/MOV``), a
  path translator or viewer (``wslpath``, ``mdls``, ``explorer.exe``, ``notepad.exe``, ``open -R``).

Round 39 (t5a): in a governed working directory, a call whose only operand is an RPC-style dotted METHOD whose last
part is a read verb (``kamcmd dispatcher.list``, ``rpcctl core.info``, ``x system.listMethods 2``: words joined by
dots, no option, at most a number after it) is a read too: such a word names a method, not a file the program
writes. ``dispatcher.reload``/``cfg.set``, an option, a second word, ``./x.list``, a path stay as before.

Round 39 (t5a): ``scan``/``audit``/``detect`` are read verbs too, as the FIRST operand only (``detect-secrets scan
~/.hermes``, ``vendorscan audit DIR``); further in (``ggshield secret scan path DIR``, a service's scanner that may
upload what it reads) they prove nothing.

In every shape a write option (``--repair``, ``--in-place``, ``--delete``, ``-w``, ``-i`` …) keeps the call blocked.
Cost: a set lookup of the argv's shape; one pass over argv (linear).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from evaluation.verdicts.tier1.runners import PACKAGE_RUNNERS
from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.unknown_inputs import INTERPRETERS, is_code_file

__all__ = ["reads_only", "translated"]

def translated(views: Iterable[Any]) -> list[str]:
    """The paths ``$(wslpath -w PATH)`` substitutions hand to the command around them (``wslpath`` only prints: the
    command that gets the Windows name is the one to judge)."""
    return [w for v in views if v.command.program == "wslpath" and v.command.context == "substitution"
            for w in v.command.argv[1:] if w[:1] != "-"]

_READ_VERB = re.compile(r"(?:list(?!en)|ls$|show|info|print|verify|check(?!out|point|in)|describe|inspect|"
                        r"stats?$|status$|diff$|view$|display|lint$|validate|search$|count$|version$|cat$|"
                        r"snapshots$|history$|du$|df$|tree$|find$|query$|get-?info)", re.IGNORECASE)
_SCAN_VERB = re.compile(r"(?:scan|audit|detect)$", re.IGNORECASE)  # round 39 (t5a): the FIRST word only
_WRITE_VERB = re.compile(r"(?:set|write|delete|del$|remove|rm$|create|restore|put|add|update|apply|sync|push|"
                         r"import|install|edit|repair|fix|erase|format|move|mv$|copy|cp$|rename|reset|clear|prune|"
                         r"purge|destroy|kill|run$|exec|mount|unmount|extract|unpack|decrypt|encrypt|save|load|"
                         r"forget|rotate|migrate|upload|download|pull|fetch|merge|patch|replace)", re.IGNORECASE)
_WRITE_OPTION = re.compile(r"(?:--?|/)(?:write|fix|delete|del|remove|rm|force|prune|repair|apply|set|restore|"
                           r"overwrite|in-?place|replace|save|purge|clean|erase|exec|mov|move|mir|untar|extract|unpack|download|"
                           r"pull|[wicd])(?:$|[=:_-])",
                           re.IGNORECASE)
_LONG_WRITE = re.compile(r"--?(?:write|fix|delete|remove|force|prune|repair|apply|overwrite|in-?place|replace|purge|"
                         r"erase|exec)(?:$|[=_-])|-w$", re.IGNORECASE)
_SOURCE_GONE = re.compile(r"(?:/mov|/move|--remove-source|--move|--delete-source)", re.IGNORECASE)
_OUTPUT_OPTIONS = frozenset({"-o", "-O", "--output", "-output", "--out", "-out", "--outfile", "-outfile",
                             "--output-file", "--out-file", "--dest", "--destination"})
_INPUT_OPTIONS = frozenset({"-i", "--input", "-in", "--in", "-input"})
_LIST_OPTIONS = frozenset({"-l", "--list", "--print", "--preview", "--diff", "-d", "/l", "/L", "-whatif",
                           "-WhatIf", "-n", "--dry-run", "-R", "--reveal"})
_LIST_BUNDLE = re.compile(r"-[rvx]*l[lrvx]*")  # `xattr -lr`, `-lx`: list or print, recursive, hex, verbose
_COPIERS = frozenset({"ditto", "robocopy", "robocopy.exe", "xcopy", "xcopy.exe", "gcp"})
_VIEWERS = frozenset({"wslpath", "mdls", "mdfind", "explorer.exe", "notepad.exe", "wslview", "xdg-open", "open",
                      "qlmanage", "getfattr", "lsattr", "soxi", "gdalinfo", "ogrinfo", "mediainfo"})
_NO_OUTPUT = frozenset({"mount", "ssh", "scp", "sshfs", "sftp", "umount", "fusermount", "bindfs", "mount.cifs"})
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")


_METHOD = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,40}(?:\.[A-Za-z][A-Za-z0-9_]{0,40}){1,3}")


def _read_method(operands: tuple[str, ...]) -> bool:
    """One dotted method of a read verb, then at most one number (see the module)."""
    if not 1 <= len(operands) <= 2 or not _METHOD.fullmatch(operands[0]) or (
            len(operands) == 2 and not operands[1].isdigit()):
        return False
    parts = operands[0].split(".")
    return bool(_READ_VERB.match(parts[-1])) and not any(_WRITE_VERB.match(p) for p in parts)


def _tail_reaches(value: str, reaches: Callable[[str], object]) -> bool:
    """Round 32 (t3o): the path of a ``FORMAT=PATH`` or ``KIND,PATH`` value (``syft -o spdx-json=~/.hermes/x``,
    ``tshark --export-objects http,~/.hermes/x``) reaches the profile."""
    cut = max(value.rfind("="), value.rfind(","))
    return cut >= 0 and value[cut + 1:cut + 2] in ("/", "~", "$") and bool(reaches(value[cut + 1:]))


def reads_only(command: SimpleCommand, reaches: Callable[[str], object], cwd_governed: bool = False) -> bool:
    """The call (of a program Tier 1 does not model) only reads the profile paths it names; ``reaches(word)`` is
    truthy when ``word`` can name a governed path. In a governed directory (``cwd_governed``) only viewers and copiers
    are proven: a read verb may still write into its directory (``helm show chart X --untar``)."""
    argv = command.argv
    program = command.program
    if program in PACKAGE_RUNNERS or program in INTERPRETERS or any(
            is_code_file(v) and not reaches(v) for v in (a.partition("=")[2] if a[:1] == "-" else a for a in argv[1:])):
        return False  # it runs a program it fetches or names, or code it is given (`python3 x.py -o build/x
        # ~/.hermes/SOUL.md`), which may write anything: no shape of its options proves a read (the lead's merge fix)
    options = [a for a in argv[1:] if a[:1] == "-" or (a[:1] == "/" and len(a) <= 8 and a[1:2].isalpha()
                                                        and "/" not in a[1:])]
    if program in _VIEWERS:
        return not options or program not in ("open", "qlmanage") or all(o in ("-p", "-R", "-t") for o in options)
    if cwd_governed and program not in _COPIERS:
        return not options and _read_method(argv[1:])  # round 39 (t5a): `kamcmd dispatcher.list`
    for i, opt in enumerate(argv[1:-1], start=1):  # a governed path given as an option's value (`--output-dir
        # ~/.hermes/x`, `-bho ~/.hermes/x`, `+force_install_dir ~/.hermes/x`) is where the program writes
        if opt[:1] in "-+" and "=" not in opt and opt not in _INPUT_OPTIONS and opt not in _LIST_OPTIONS and not \
                _LIST_BUNDLE.fullmatch(opt) and program not in _VIEWERS and program not in _COPIERS and \
                (reaches(argv[i + 1]) or _tail_reaches(argv[i + 1], reaches)):
            return False
        if "=" in opt and opt[:1] == "-" and reaches(opt.split("=", 1)[1]) and program not in _VIEWERS:
            return False
    for i, opt in enumerate(argv[1:], start=1):
        name, eq, value = opt.partition("=")
        if name in _OUTPUT_OPTIONS and program not in _NO_OUTPUT:
            value = value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
            if not value or not any(c in value for c in "/.") or reaches(value) or _tail_reaches(value, reaches) or \
                    any(_LONG_WRITE.match(o) for o in options if o != opt):
                return False
            return True  # OUTPUT: the result lands outside the profile; the rest are inputs
    plain = [a for a in argv[1:] if a not in options]
    if program in _COPIERS:  # COPY: the last operand is the destination; `/MOV` deletes the source
        return len(plain) >= 2 and not reaches(plain[-1]) and not any(_SOURCE_GONE.match(o) for o in options)
    if any(_WRITE_OPTION.match(o) and o not in _LIST_OPTIONS for o in options):
        return False
    if any(a[:1] == "+" for a in plain):
        return False  # `steamcmd +force_install_dir DIR +app_update 1007 validate`: a command script, not verbs
    verbs = [a for a in plain if _WORD.fullmatch(a)]
    if any(_WRITE_VERB.match(v) for v in verbs):
        return False
    if any(_READ_VERB.match(v) for v in verbs[:2]) or (bool(verbs) and verbs[:1] == plain[:1] and bool(_SCAN_VERB.match(verbs[0]))):
        return True  # VERB; round 39 (t5a): `detect-secrets scan DIR` (a scan verb first: `ggshield secret scan` is
        # a service's, which may upload what it scans)
    if any(a[:1] == "+" for a in plain) or any(argv[i + 1][:1].isdigit() for i, a in enumerate(argv[1:-1], start=1)
                                             if a in ("-l", "-n")):
        return False  # `+app_update 1007` (a command script), `fallocate -l 1M` (a length, not a list)
    return bool(options) and all(o in _LIST_OPTIONS or _LIST_BUNDLE.fullmatch(o) for o in options) and any(
        o in _LIST_OPTIONS - {"-R", "-d"} or _LIST_BUNDLE.fullmatch(o) for o in options)  # OPTS
