"""Editors as writers (issue 11; round 12): ``vim -c``, ``ex``, ``ed`` write the files they open and the files
their ``:w FILE`` commands name, unless they run read-only (``view``, ``-R``, ``-M``) or in ex mode with scripts
that only print and quit (``ex -sc 'g/TODO/p|q!' SOUL.md``). A handler of :data:`writes_special.SPECIAL`.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import WriteTarget, option_values, split_options
from evaluation.verdicts.tier1.shell_words import SimpleCommand

_EDITOR_WRITE = re.compile(r"(?:^|[|:\s])(?:w|wq|x|write|sav|saveas|up|update)!?\s+(\S+)")

_EX_COMMAND = re.compile(r"[\s:%.$,0-9+-]*([a-zA-Z#=&~<>!]*)(.*)")
_EX_READS = frozenset({"", "p", "print", "P", "nu", "number", "#", "l", "list", "=", "z", "q", "quit", "qa", "qall",
                       "quita", "quitall", "cq", "cquit", "echo", "ec", "se", "set", "sil", "silent"})
_EX_QUITS = frozenset({"q", "quit", "qa", "qall", "quita", "quitall", "cq", "cquit"})


def _ex_reads_only(scripts: list[str]) -> bool:
    """Round 12: every command of the scripts prints or quits (``g/re/p``, ``%p``, ``q!``) and one quits, so the
    editor in ex mode writes no file (``ex -sc 'g/TODO/p|q!' SOUL.md``); a ``:g`` runs its own command, checked."""
    quits = False
    for script in scripts:
        for part in script.split("|"):
            match = _EX_COMMAND.match(part.strip())
            name, rest = (match.group(1), match.group(2)) if match else ("?", "")
            if name in ("g", "global", "v", "vglobal") and len(rest) >= 2 and rest.startswith(("/", "!/")):
                body = rest.lstrip("!")
                inner = body[1:].split(body[0], 1)
                sub = _EX_COMMAND.match(inner[1].strip()) if len(inner) == 2 else None
                if sub is None or sub.group(1) not in _EX_READS or sub.group(1) in _EX_QUITS:
                    return False
                continue
            if name.rstrip("!") not in _EX_READS:
                return False
            quits = quits or name.rstrip("!") in _EX_QUITS
    return quits


def _editor_scripts(argv: tuple[str, ...]) -> list[str] | None:
    """The ``-c``/``+`` scripts of an editor in ex mode (``ex``, ``vim -e``/``-es``), None when it is not, or reads
    commands Tier 1 cannot see (``-S FILE``, ``-s SCRIPTIN`` outside ex mode)."""
    scripts: list[str] = []
    ex_mode = argv[0].rsplit("/", 1)[-1] == "ex"
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("+"):
            scripts.append(arg[1:])
        elif arg in ("-S", "--cmd", "-u", "-i", "-T", "-w", "-W") or arg.startswith("-S"):
            return None
        elif arg.startswith("-") and not arg.startswith("--") and len(arg) > 1:
            letters = arg[1:]
            ex_mode = ex_mode or "e" in letters or "E" in letters
            if letters.endswith("c"):
                if i + 1 >= len(argv):
                    return None
                scripts.append(argv[i + 1])
                i += 1
            elif not set(letters) <= set("eEsnNRZX"):
                return None
        i += 1
    return scripts if ex_mode else None


def editor_targets(command: SimpleCommand) -> list[WriteTarget]:
    argv = command.argv
    if command.program == "view" or "-R" in argv or "-M" in argv:
        return []
    scripts_only = _editor_scripts(argv)
    if scripts_only is not None and not any(r.op.lstrip("0123456789").startswith("<") for r in command.redirects) \
            and _ex_reads_only(scripts_only):
        return []
    scripts = option_values(argv, ("-c", "--cmd", "-S")) + [a[1:] for a in argv[1:] if a.startswith("+")]
    _, operands = split_options(argv, ("-c", "--cmd", "-S", "-u", "-i", "-T", "-w", "-W"))
    found = [WriteTarget(o, command.program, False, True) for o in operands if not o.startswith("+")]
    for script in scripts:
        found += [WriteTarget(m.group(1), f"{command.program} command", False, True)
                  for m in _EDITOR_WRITE.finditer(script)]
    return found
