"""Code that arrives indirectly: what Tier 1 can still read, and what it must refuse (issue 11).

The principle: what Tier 1 cannot resolve statically is not silence. This
module turns indirect execution into commands the checks can read when the
code is a literal in the same command string, and into an *opaque* reason
(blocked by the ``opaque_command`` rule) when it is not:

* ``echo 'rm -rf /' | sh``, ``printf … | bash`` — literal stdin code is parsed;
  ``base64 -d | sh``, ``cat x | sh`` or any other producer is opaque;
* a script written earlier in the same string and then run (``echo … > x.sh;
  bash x.sh``, ``./x.sh``, ``python3 x.py``, ``source x``): its literal
  content is parsed, content Tier 1 did not see (``curl -o x.sh``) is opaque;
* interpreter code (``python3 -c``, ``perl -e``, heredoc, stdin, the
  ``execute_code`` tool): tree deletions become ``rm -r`` of each literal, shell
  strings handed to ``os.system``/``subprocess``/``terminal(…)`` are parsed;
  a shell command built at run time is opaque.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from typing import Any

from evaluation.tier1.shell import SHELLS, ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.tier1.unwrap import STDIN_SCHEDULERS, reads_stdin_code
from evaluation.tier1.writes import inline_code, lookup, split_options, string_literals
from evaluation.tier1.writes_special import awk_system_scripts

_LIST_LITERAL = re.compile(r"\[([^\[\]]*)\]")
_STATIC_PRODUCERS = frozenset({"echo", "printf"})
_REMOTE_SHELLS = frozenset({"ssh", "su", "runuser", "ksu"})
_AWK_BUILT_COMMAND = re.compile(r"\bsystem\s*\(\s*[^\"\s)]|(?<!\|)\|(?!\|)\s*(?!getline)[A-Za-z_$(]")
AWKS = frozenset({"awk", "gawk", "mawk", "nawk"})


def static_text(command: SimpleCommand) -> str | None:
    """What ``echo``/``printf`` with literal arguments prints; None when not knowable."""
    if command.program == "cat" and len(command.argv) == 1 and not command.dynamic:
        bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
                  if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
        return "\n".join(bodies) if bodies and len(bodies) == len(command.redirects) else None
    if command.program not in _STATIC_PRODUCERS or command.dynamic or command.opaque or command.redirects:
        return None
    words = list(command.argv[1:])
    if command.program == "echo":
        while words and words[0] in ("-n", "-e", "-E", "-ne", "-en"):
            words.pop(0)
        text = " ".join(words)
        return None if "\\" in text and "-e" in command.argv[1:2] else text
    if not words or "\\" in words[0] or "%" in words[0].replace("%s", "").replace("%%", ""):
        return None
    return words[0].replace("%s", " ".join(words[1:]), 1) if "%s" in words[0] else words[0]


def stdin_reader(command: SimpleCommand, interpreters: Mapping[str, Any]) -> str | None:
    """``shell`` or the interpreter's name when ``command`` runs code from its stdin."""
    program = command.program
    if program in SHELLS and reads_stdin_code(command) or program in STDIN_SCHEDULERS:
        return "shell"
    if program in _REMOTE_SHELLS and not any(a in ("-c", "--command") for a in command.argv):
        _, operands = split_options(command.argv, ("-p", "-i", "-l", "-o", "-F", "-J", "-u", "-g"))
        if program != "ssh" or len(operands) <= 1:
            return "shell"
    interpreter = lookup(interpreters, program)
    if interpreter is not None and inline_code(command, interpreter["flags"]) is None:
        _, operands = split_options(command.argv, ("-m", "-W", "-X", "-M", "-I", "-r", "-E"))
        if "-m" not in command.argv and (not operands or operands[0] == "-"):
            return program
    return None


def executed_file(command: SimpleCommand, interpreters: Mapping[str, Any]) -> tuple[str, str] | None:
    """``(path, how)`` when ``command`` runs a script file: ``./x.sh``, ``bash x``, ``python3 x.py``."""
    argv, program = command.argv, command.program
    if not argv:
        return None
    if "/" in argv[0] and program not in SHELLS:
        return argv[0], "shell"
    if program in SHELLS or program in ("source", "."):
        _, operands = split_options(argv, ("-o", "+o", "-O", "+O"))
        return (operands[0], "shell") if operands and operands[0] != "-" else None
    interpreter = lookup(interpreters, program)
    if interpreter is not None and inline_code(command, interpreter["flags"]) is None:
        _, operands = split_options(argv, ("-W", "-X", "-M", "-I", "-r", "-E"))
        if operands and operands[0] != "-" and "-m" not in argv:
            return operands[0], program
    return None


def code_commands(code: str, how: str, interpreters: Mapping[str, Any],
                  counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """Commands for ``code`` run by a shell (``how == "shell"``) or by interpreter ``how``."""
    if how == "shell":
        try:
            return list(parse_commands(code, depth=1, context="shell_c", counter=counter)), []
        except ShellSyntaxError as exc:
            return [], [f"cannot read the shell code it runs ({exc})"]
    flags = lookup(interpreters, how)["flags"]
    return [SimpleCommand(argv=(how, flags[0] if flags else "-c", code), context="interpreter")], []


def interpreter_commands(command: SimpleCommand, code: str, params: Mapping[str, Any],
                         counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """Commands interpreter ``code`` runs: ``rm -r`` per literal of a tree deletion, parsed
    shell strings given to ``system``/``subprocess``; opaque when the shell text is built."""
    commands: list[SimpleCommand] = []
    opaque: list[str] = []
    literals = string_literals(code)
    if any(marker in code for marker in params["tree_delete_markers"]):
        commands += [SimpleCommand(argv=("rm", "-r", literal), context="interpreter") for literal in literals
                     if literal and " " not in literal]
    if any(marker in code for marker in params["exec_markers"]):
        scripts = [lit for lit in literals if " " in lit.strip() or "/" in lit]
        scripts += [" ".join(shlex.quote(x) for x in string_literals(m.group(1)))
                    for m in _LIST_LITERAL.finditer(code) if string_literals(m.group(1))]
        parsed_any = False
        for script in scripts:
            try:
                commands += parse_commands(script, depth=1, context="interpreter", counter=counter)
                parsed_any = True
            except ShellSyntaxError:
                continue
        if not parsed_any:
            opaque.append(f"{command.program} code runs a command built at run time")
    return commands, opaque


def awk_commands(command: SimpleCommand, counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """Shell code an awk program runs; a command built from fields is opaque."""
    if command.program not in AWKS:
        return [], []
    out: list[SimpleCommand] = []
    for script in awk_system_scripts(command):
        try:
            out += parse_commands(script, depth=1, context="interpreter", counter=counter)
        except ShellSyntaxError as exc:
            return out, [f"cannot read the command awk runs ({exc})"]
    program = " ".join(command.argv[1:])
    if _AWK_BUILT_COMMAND.search(program):
        return out, ["awk runs a command built at run time"]
    return out, []
