"""Round 38 (lead's fc): what ``xargs`` feeds a program is OPERANDS, not commands.

``cat LIST | xargs -I{} PROG -k KEY {}`` (or ``xargs -n1 PROG < LIST``) runs ``PROG -k KEY a b …``: xargs itself
reads LIST, and PROG's stdin carries nothing it runs. So a program fed by xargs is not taken to "read its commands
on stdin" from the listing (:func:`command_streams._origin`): it is judged like ``PROG -k KEY a.fits b.fits``
(``fitsheader``, ``imstat``, ``exiftool -s``, ``identify``). The step asides stay where they were: a destroy or write
verb, a shell or interpreter fed a list (``xargs rm``, ``xargs sh -c``, ``xargs tee``: the write and code rules),
and any PROG with a write/output option (``-o``, ``--output``, ``-w``, ``--save`` …) whose target may be a listed
name keeps the fail-closed reading; stream options (``-f LIST``) are still judged as command lists.
"""
from __future__ import annotations

from typing import Any

from evaluation.verdicts.tier1.shell_words import SHELLS, SimpleCommand
from evaluation.verdicts.tier1.unknown_inputs import INTERPRETERS, output_option

_WRITERS = frozenset({"rm", "unlink", "shred", "truncate", "mv", "cp", "ln", "install", "dd", "tee", "rsync", "scp",
                      "chmod", "chown", "chgrp", "touch", "mkdir", "rmdir", "sed", "perl", "patch", "crontab",
                      "env", "nohup", "timeout", "eval", "exec", "source", "."})
_WRITE_OPTS = ("-o", "--o", "-w", "--w", "--save", "--dump", "--export", "-O", "--in-place", "-i", "--update",
               "--delete", "--remove", "--fix", "--apply", "--exec", "-x", "-e", "-c")


def _clients(ruleset: Any) -> frozenset[str]:
    """Known clients whose operands may be COMMANDS (``redis-cli FLUSHALL``, ``aws s3 rm``): the rules' own lists."""
    names: set[str] = set()
    lists = ("state_programs", "data_programs", "verb_programs", "destroying_shapes", "not_flags")
    for kind, keys in (("state_destroy", lists), ("sql_drop", ("clients",))):
        for rule in ruleset.of_kind(kind) if ruleset is not None else ():
            names.update(p for k in keys for p in rule.params.get(k, ()) if isinstance(p, str))
    return frozenset(names)


def fed_operands_only(command: SimpleCommand, ruleset: Any, stream_opts: frozenset[str]) -> bool:
    """True when xargs feeds ``command`` operands and nothing in it writes, runs code, names an output or a command
    list, and the program is no known client whose operands are commands (module docstring)."""
    program = command.program
    if "xargs" not in command.wrappers or program in _WRITERS or program in SHELLS or program in INTERPRETERS:
        return False
    for word in command.argv[1:]:
        if word.startswith(_WRITE_OPTS) or output_option(command.argv[0], word) or word.split("=", 1)[0] in stream_opts:
            return False
    return program not in _clients(ruleset)
