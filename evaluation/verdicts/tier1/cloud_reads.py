"""Round 27 (t2u, issue 25): cloud CLIs' listing and describing operations write nothing here.

``aws s3api list-objects-v2 --bucket b --prefix skills/ --output text`` run with the terminal in the profile's
``skills/`` was blocked as an unmodelled program given a word (``s3api``) that resolves inside the profile. An AWS
operation named ``list-*``/``describe-*`` (and ``aws s3 ls``, ``aws sts get-caller-identity``), a ``gcloud … list|
describe`` and an ``az … list|show`` print to stdout and name no local file to write: their words are API names,
not paths. Still judged: ``get-object … OUTFILE``, ``aws s3 cp|sync|mv|rm``, ``lambda invoke OUT``, every other
operation, and where the printed output is redirected (the shell's own write, judged as any redirection).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell_words import SimpleCommand

_CLOUDS = frozenset({"aws", "gcloud", "az"})
_AWS_READS = frozenset({("s3", "ls"), ("sts", "get-caller-identity")})
_LAST = {"gcloud": frozenset({"list", "describe"}), "az": frozenset({"list", "show"})}


def _subcommands(argv: tuple[str, ...], limit: int) -> list[str]:
    """The leading command words, global ``--option VALUE`` pairs before them skipped (``aws --profile p s3api …``)."""
    out: list[str] = []
    skip = False
    for word in argv[1:]:
        if skip:
            skip = False
            continue
        if word.startswith("-"):
            if out:
                break
            skip = word.startswith("--") and "=" not in word
            continue
        out.append(word)
        if len(out) == limit:
            break
    return out


def cloud_read_only(command: SimpleCommand) -> bool:
    """``command`` is a cloud CLI's listing or describing operation (see the module)."""
    program = command.program
    if program not in _CLOUDS:
        return False
    if program == "aws":
        words = _subcommands(command.argv, 2)
        return len(words) == 2 and (words[1].startswith(("list-", "describe-")) or tuple(words) in _AWS_READS)
    words = _subcommands(command.argv, 6)
    return len(words) >= 2 and words[-1] in _LAST[program]
