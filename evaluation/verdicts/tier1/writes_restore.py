"""Round 23 (t2k, issue 25): extractors and restorers that write into the working directory unless told otherwise.

``cd ~/.hermes && borg extract --strip-components 3 REPO::ARCHIVE home/dev/.hermes/SOUL.md`` writes ``SOUL.md`` into
the profile: ``borg extract`` (and ``borg2``), ``unrar x|e``, ``unar``, ``cabextract``, ``ar x``, ``jar x``, ``lha
x|e``, ``arj x|e``, ``zpaq x``, ``dar -x`` and ``tarsnap -x`` put an archive's members under the current directory
(or the directory an option names: ``lha xw=DIR``/``-xfw=DIR`` (round 25), ``unar -o``, ``cabextract -d``, ``dar -R``, ``tarsnap -C``, ``unrar``'s trailing
``DIR/``), with content Tier 1 never saw — as ``tar -x`` and ``unzip`` already do. Listing and testing (``borg
list``, ``unrar l|t``, ``ar t``, ``jar t``, ``lsar``) write nothing. Other subcommands write what their operands
name (``borg create REPO::A …`` its repository, ``ar rcs lib.a x.o`` the archive), read conservatively.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import WriteTarget, option_values, split_options
from evaluation.verdicts.tier1.shell_words import SimpleCommand

_EXTRACT_VERBS = {"borg": ("extract",), "borg2": ("extract",), "unrar": ("x", "e"), "lha": ("x", "e"),
                  "lhasa": ("x", "e"), "arj": ("x", "e"), "zpaq": ("x", "extract"), "ar": ("x",), "jar": ("x",)}
_ATTACHED = re.compile(r"-[A-Za-z]{1,8}([/~$].*)", re.DOTALL)
_LIST_VERBS = frozenset({"list", "info", "l", "t", "lb", "lt", "v", "vt", "check", "--version", "version", "diff"})
_DIRECTORY_OPTIONS = {"unar": ("-o", "-output-directory"), "cabextract": ("-d", "--directory"), "dar": ("-R",),
                      "tarsnap": ("-C",)}


def _members(program: str, directories: list[str]) -> list[WriteTarget]:
    return [WriteTarget(d, f"{program} (archive members)", True, True, imports=True) for d in directories or ["."]]


def _verb(program: str, argv: tuple[str, ...]) -> str:
    """The first word: ``x`` of ``ar x``, ``x`` of ``jar xf`` (its letters), ``extract`` of ``borg extract``."""
    word = next((w for w in argv[1:] if not w.startswith("-")), "") if program.startswith("borg") else (
        argv[1].lstrip("-") if len(argv) > 1 else "")
    return word if program.startswith(("borg", "zpaq")) else word[:1]


def restore_targets(command: SimpleCommand) -> list[WriteTarget]:
    """Where an extractor or restorer of this module writes (see the module)."""
    program, argv = command.program, command.argv
    if program in _DIRECTORY_OPTIONS:
        if program in ("dar", "tarsnap") and not any(w in ("-x", "--extract") or (
                w.startswith("-") and not w.startswith("--") and "x" in w) for w in argv[1:]):
            return []  # dar -c/-l, tarsnap -c/-t: an archive is made or listed
        return _members(program, option_values(argv, _DIRECTORY_OPTIONS[program]))
    verb = _verb(program, argv)
    if program in ("lha", "lhasa") and verb in ("x", "e") and "w=" in argv[1]:  # round 25 (t2p): `lha -xfw=DIR`
        return _members(program, [argv[1].split("w=", 1)[1]])
    if verb in _EXTRACT_VERBS.get(program, ()):
        _, operands = split_options(argv, ("-n", "--strip-components", "--pattern", "--patterns-from", "-e",
                                           "--exclude", "--exclude-from"))
        trailing = [o for o in operands[2:] if o.endswith("/")] if program in ("unrar", "arj") else []
        # round 30 (t3h): a path attached to an option bundle names where members go (`arj x -ht$DIR`, `-op$DIR`)
        attached = [m.group(1) for w in argv[2:] if w[:1] == "-" and (m := _ATTACHED.fullmatch(w)) is not None]
        return _members(program, trailing + attached)
    if verb in _LIST_VERBS or not verb:
        return []
    _, operands = split_options(argv, ())
    written = [o.split("::", 1)[0] for o in operands[1:] if "::" in o] if program.startswith("borg") else operands[1:2]
    return [WriteTarget(o, program, False, True) for o in written if o]
