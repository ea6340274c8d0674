"""Commands a program runs because an option (or its script) names them (issue 25, round 5).

Many ordinary programs start a shell command given as an option value: ``ssh -o ProxyCommand=…``,
``rsync -e …``, ``tar --checkpoint-action=exec=…`` / ``--to-command`` / ``-I``, ``zip -TT …``, ``man -P
…``, ``script -c …``, ``watch``'s command, ``vim -c ':!…'`` / ``+'!…'``, ``less +'!…'``, ``gdb -ex '!…'``,
``sqlite3 … '.shell …'``, GNU ``sed``'s ``e`` command, zsh's ``zargs -- ARGS -- CMD``, ``trap 'CMD' SIG``, ``complete -C CMD``. :func:`option_scripts` returns those command strings
so the scene reads them as the commands they are (``rm -rf ~`` there is ``rm -rf ~``); a command that
cannot be read from the text (``sed``'s ``s///e`` flag, ``vim``'s ``system(…)``) is an opaque reason.
"""
from __future__ import annotations

import re
import shlex

from evaluation.verdicts.tier1.inputops import list_deletion_reason
from evaluation.verdicts.tier1.metadata_tools import editor_prints_only
from evaluation.verdicts.tier1.options import option_values
from evaluation.verdicts.tier1.shell import parse_commands
from evaluation.verdicts.tier1.shell_words import ShellSyntaxError, SimpleCommand
from evaluation.verdicts.tier1.wrapper_options import wrapper_scripts

_SHELL_OPTIONS: dict[str, tuple[str, ...]] = {
    "rsync": ("-e", "--rsh"),
    "tar": ("--to-command", "--use-compress-program", "-I", "--info-script", "--new-volume-script", "-F",
            "--rsh-command"),
    "bsdtar": ("--use-compress-program",),
    "zip": ("-TT", "--unzip-command"),
    "man": ("-P", "--pager"),
    "script": ("-c", "--command"),
    "scp": ("-S",),
    "flock": ("-c", "--command"),
    "su": ("-c", "--command"),
    "runuser": ("-c", "--command"),
    "complete": ("-C",),
    "compgen": ("-C",),
}
"""Options whose value is a command line the program runs through a shell or as argv."""
_SSH_COMMANDS = re.compile(r"^(?:ProxyCommand|LocalCommand|KnownHostsCommand|RemoteCommand)\s*[= ]\s*(.+)$",
                           re.IGNORECASE | re.DOTALL)
_TAR_ACTION = re.compile(r"^--checkpoint-action=exec=(.+)$", re.DOTALL)
_EX_SHELL = re.compile(r"^\s*:?\s*(?:!|sil(?:ent)?!?\s*!|(?:ter(?:minal)?|sh(?:ell)?)\b)\s*(.*)$", re.DOTALL)
_EX_EVAL = re.compile(r"\b(?:system|systemlist|job_start|jobstart|termopen|libcall)\s*\(|\bpy(?:thon)?3?\s|\blua\s|"
                      r"\bperl\s|\bruby\s|\bsource\b|\bso\s", re.IGNORECASE)
_SED_E = re.compile(r"(?:^|[;\n{}]|[0-9$/]\s*)\s*e\s+([^;\n}]+)")
_SED_E_FLAG = re.compile(r"(?:^|[;\n{}])\s*[0-9,$/\\^.*\[\]a-z]*s(.)(?:(?!\1).)*\1(?:(?!\1).)*\1[gpIiMm0-9w]*e",
                         re.DOTALL)
_SQLITE_SHELL = re.compile(r"(?:^|[\s;])\.(?:shell|system)\s+([^\n;]+)")
_GDB_SHELL = re.compile(r"^\s*(?:!|shell\s+|pipe\s+.*\|\s*)(.+)$", re.DOTALL)
_EDITORS = frozenset({"vi", "vim", "nvim", "ex", "view", "gvim", "rvim", "vimdiff"})
_PAGERS = frozenset({"less", "more", "most"})


def _values(argv: tuple[str, ...], names: tuple[str, ...]) -> list[str]:
    """Values of ``names``: ``-c V``, ``-cV``, ``--name=V``, ``--name V``, and a bundle ending in the letter
    (``script -qc V``, :func:`~evaluation.verdicts.tier1.options.option_values`)."""
    out: list[str] = [v for v in option_values(argv, tuple(n for n in names if len(n) == 2)) if v]
    for i, arg in enumerate(argv[1:], start=1):
        for name in names:
            if len(name) == 2:
                continue  # option_values read it
            if arg == name and i + 1 < len(argv):
                out.append(argv[i + 1])
            elif name.startswith("--") and arg.startswith(name + "="):
                out.append(arg[len(name) + 1:])
    return out


def option_scripts(command: SimpleCommand) -> tuple[list[str], list[str]]:
    """``(scripts, opaque reasons)``: shell command lines ``command`` runs because an option names them."""
    program, argv = command.program, command.argv
    scripts: list[str] = []
    opaque: list[str] = []
    if program in _SHELL_OPTIONS:
        scripts += _values(argv, _SHELL_OPTIONS[program])
    scripts += wrapper_scripts(program, argv, _values)  # round 34 (t4c): a launcher's prefix or wrapper
    if program == "trap":  # `trap 'CMD' EXIT`: the shell runs CMD on the signal (at the latest, when it exits)
        operands = [a for a in argv[1:] if a not in ("--", "-p", "-l")]
        if len(operands) >= 2 and operands[0] != "-":
            scripts.append(operands[0])
    if program == "zargs" and argv.count("--") >= 2:  # round 19 (t1x): zsh's `zargs -- ARGS -- CMD…` runs CMD ARGS
        first = argv.index("--")
        second = argv.index("--", first + 1)
        if second + 1 < len(argv):
            scripts.append(" ".join((*argv[second + 1:], *argv[first + 1:second])))
    if program == "tar":
        scripts += [m.group(1) for a in argv[1:] if (m := _TAR_ACTION.match(a))]
    if program in ("ssh", "scp", "sftp", "autossh"):
        for value in _values(argv, ("-o",)):
            found = _SSH_COMMANDS.match(value)
            if found:
                scripts.append(found.group(1).replace("%%", "%"))
    if program == "watch":
        words = [a for a in argv[1:]]
        while words and words[0].startswith("-"):
            words = words[2:] if words[0] in ("-n", "--interval", "-d", "-q") and not words[0].startswith("-d") \
                else words[1:]
        if words:
            scripts.append(" ".join(words))
    if program in _EDITORS or program in _PAGERS:
        commands = _values(argv, ("-c", "--cmd")) + [a[1:] for a in argv[1:] if a.startswith("+") and len(a) > 1]
        for text in commands:
            found = _EX_SHELL.match(text)
            if found and found.group(1).strip():
                scripts.append(found.group(1))
            elif _EX_EVAL.search(text) and not editor_prints_only(text):  # round 20: `+'lua print(stdpath(…))'`
                opaque.append(f"{program} runs editor commands that start programs ({text[:60]!r})")
    if program == "gdb":  # `-ex run --args PROG …` is PROG run (round 34, t4c)
        for text in _values(argv, ("-ex", "--ex", "-eval-command", "--eval-command")):
            found = _GDB_SHELL.match(text)
            if found:
                scripts.append(found.group(1))
            elif text.strip() in _GDB_RUN and "--args" in argv:  # round 34 (t4c): runs the program after --args
                scripts.append(shlex.join(argv[argv.index("--args") + 1:]))
            elif re.match(r"^\s*(?:python|py|guile|source|call|run|start)\b", text):
                opaque.append(f"gdb runs {text[:60]!r}, code Tier 1 does not read")
    if program.startswith("sqlite"):
        for arg in argv[1:]:
            scripts += [m.group(1) for m in _SQLITE_SHELL.finditer(arg)]
    if program in ("sed", "gsed"):
        texts = _values(argv, ("-e", "--expression")) or [a for a in argv[1:2] if not a.startswith("-")]
        texts = texts or next(([a] for a in argv[1:] if not a.startswith("-")), [])
        for text in texts:
            scripts += [m.group(1) for m in _SED_E.finditer(text)]
            if _SED_E_FLAG.search(text):
                opaque.append(f"sed's e flag runs the pattern space as a command ({text[:60]!r})")
    return scripts, opaque


def option_commands(command: SimpleCommand, counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """The commands of :func:`option_scripts`, parsed (a script Tier 1 cannot read is an opaque reason)."""
    scripts, opaque = option_scripts(command)
    removed = list_deletion_reason(command)  # round 10: `rsync --files-from=- --remove-source-files`
    if removed:
        opaque.append(removed)
    out: list[SimpleCommand] = []
    for script in scripts:
        try:
            out += parse_commands(script, depth=command.depth + 1, context="shell_c", counter=counter)
        except ShellSyntaxError as exc:
            opaque.append(f"cannot read the command {command.program} runs from its options ({exc})")
    return out, opaque


_GDB_RUN = frozenset({"run", "r", "start", "starti"})
