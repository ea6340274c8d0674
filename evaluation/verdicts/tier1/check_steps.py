"""Round 22 (t2f): configure, check and lint steps that read the files a build tool would run without running them.

``ansible-playbook --syntax-check`` (``--list-tasks``, ``--list-hosts``, ``--list-tags``) parses a playbook and
prints its structure; no task, handler or lookup of it runs, so the playbook the session wrote is not code that
call runs (its ``ansible.cfg`` still loads: callbacks, vault password scripts and plugin paths stay judged). The
same playbook without the flag, or with ``--check`` (which runs modules that support it, and lookups), is judged
by its content as before. ``cmake -S/-B`` runs the CMake language and is judged by
:mod:`~evaluation.verdicts.tier1.buildfiles_native` (a standard module ``include``\\ d by bare name included);
``terraform validate``, ``helm lint``, ``docker compose config`` and ``meson setup`` of plain files were open already.
"""
from __future__ import annotations

from collections.abc import Sequence

_CHECKS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "ansible-playbook": (frozenset({"--syntax-check", "--list-tasks", "--list-hosts", "--list-tags"}),
                         frozenset({"playbook"})),
}


def checked_kinds(program: str, argv: Sequence[str]) -> frozenset[str]:
    """The kinds of build file ``argv`` only parses (a check or listing step), which it then does not run."""
    found = _CHECKS.get(program)
    if found is None or not any(a in found[0] for a in argv[1:]):
        return frozenset()
    return found[1]


_PARSED_ONLY = {"playbook": (".yml", ".yaml")}


def only_parsed(program: str, argv: Sequence[str], path: str) -> bool:
    """Round 27 (t2u): ``path`` is a file of a kind this check step only parses (a ``.yml`` playbook under
    ``ansible-playbook --syntax-check``/``--list-tasks``): what it says runs nowhere, so its content is not code this
    call runs. Other files it loads (an executable inventory, ``ansible.cfg``, plugins in ``.py``) stay judged."""
    return any(path.endswith(_PARSED_ONLY.get(kind, ())) for kind in checked_kinds(program, argv))
