"""Round 21 (t2e, issue 25): the host operand of a copy out of a container, behind any global options.

``docker compose -f ~/work/deploy/compose.yml cp toolbox:/export/SOUL.md ./SOUL.md`` with the profile as workdir
writes ``SOUL.md`` in the profile. Round 16 read ``docker cp SRC DST`` and round 20 ``compose cp`` and ``container cp``
with nothing before the verb; the CLI's global options (``--context``, ``-H``, ``--config``, ``--log-level``) and
compose's (``-f|--file``, ``-p|--project-name``, ``--project-directory``, ``--env-file``, ``--profile``,
``--ansi``) may come first, and ``cp`` takes its own (``-a``, ``-L``, ``-q``, ``--index N``). The field: docker,
podman, nerdctl, finch, lima ``nerdctl.lima``; ``docker-compose``/``podman-compose`` ``cp``. The destination is the
last operand when the source (the one before it) names a container (``svc:/path``) and the destination does not.
"""
from __future__ import annotations

from collections.abc import Sequence

_VALUED = frozenset({"-f", "--file", "-p", "--project-name", "--project-directory", "--env-file", "--profile",
                     "--context", "-c", "-H", "--host", "--config", "--log-level", "-l", "--ansi", "--parallel",
                     "--index", "--namespace", "-n", "--url", "--connection", "--root", "--address", "-a"})
_CP_VALUED = frozenset({"--index"})


def copied_to_host(argv: Sequence[str]) -> str | None:
    """The host path a container copy writes, or None (module docstring)."""
    skip = False
    at = None
    for i, word in enumerate(argv[1:], start=1):
        if skip:
            skip = False
        elif word.startswith("-"):
            skip = word in _VALUED
        elif word == "cp":
            at = i
            break
        elif word not in ("compose", "container"):
            return None  # another subcommand (`docker run … cp`): not a copy
    if at is None:
        return None
    operands: list[str] = []
    skip = False
    for word in argv[at + 1:]:
        if skip:
            skip = False
        elif word.startswith("-") and word != "-":
            skip = word in _CP_VALUED
        else:
            operands.append(word)
    if len(operands) != 2:
        return None
    source, dest = operands
    if ":" in source and ":" not in dest.split("/")[0]:
        return dest
    return None
