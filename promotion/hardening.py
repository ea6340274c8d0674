"""The hardened profile boundary (R-P-8, source §6.3 "hardened"), set up once as root.

The agent's OS user must keep writing its runtime state in ``HERMES_HOME``
(``state.db``, ``sessions/``, ``logs/``, ``memories/``…) yet never change,
replace, rename or delete a governed file. Ownership does it, not a hook
(Hermes continues when a hook raises):

- ``HERMES_HOME`` itself: owner the promoter, group the agent's group, mode
  ``1775`` — the agent creates entries (group write) but the sticky bit lets
  it rename or delete only entries it owns;
- every governed root that exists (``SOUL.md``, ``skills/``, ``prompts/``…,
  ``scripts/`` and ``scripts/5qln/``), ``.qln/`` and ``.no-bundled-skills``:
  owner the promoter, directories ``0755``, files ``0444`` (lease ``0644``,
  journal ``0600``) — nothing in them is writable by the agent;
- everything else keeps its owner.

The promoter, owning the directories, can still switch versions in place.
"""
from __future__ import annotations

import os
from pathlib import Path

from hermes_plugin.governed import GOVERNED_ROOTS
from hermes_plugin.profile_state import JOURNAL, LEASE, NO_BUNDLED_SKILLS, STATE_DIR

HOME_MODE = 0o1775


def promoter_owned_roots(home: Path) -> list[Path]:
    roots = {home / STATE_DIR, home / NO_BUNDLED_SKILLS}
    for root in GOVERNED_ROOTS:
        path = home / root.rstrip("/")
        roots.add(path)
        parent = path.parent
        while parent != home:  # scripts/ above scripts/5qln: the agent must not rename it away
            roots.add(parent)
            parent = parent.parent
    return sorted(p for p in roots if p.exists() or p.is_symlink())


def profile_harden(home: Path, *, promoter_uid: int, promoter_gid: int, agent_gid: int) -> int:
    """Apply the ownership above; return how many paths changed hands. Root only."""
    if os.geteuid() != 0:
        raise PermissionError("hardening a profile changes owners: run it as root")
    home = home.resolve()
    os.chown(home, promoter_uid, agent_gid)
    os.chmod(home, HOME_MODE)
    count = 1
    for root in promoter_owned_roots(home):
        if root.is_symlink():
            raise ValueError(f"{root} is a symlink; governed paths must be real files and directories")
        paths = [root] if root.is_file() else [root, *root.rglob("*")]
        for path in paths:
            if path.is_symlink():
                raise ValueError(f"{path} is a symlink inside a governed root")
            os.chown(path, promoter_uid, promoter_gid)
            if path.is_dir():
                mode = 0o755
            elif path.name == JOURNAL:
                mode = 0o600
            elif path.name == LEASE:
                mode = 0o644
            else:
                mode = 0o444
            os.chmod(path, mode)
            count += 1
    return count
