"""qlnweb oversight plugin for Hermes Agent (R-H-1).

Loaded either as a directory plugin (``$HERMES_HOME/plugins/qlnweb/`` with
``plugin.yaml``) or through the ``hermes_agent.plugins`` entry point of the
``qlnweb-hermes-plugin`` distribution; in both cases Hermes calls
:func:`register` once, and only when ``qlnweb`` is listed in
``plugins.enabled`` of the profile's ``config.yaml``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from . import commands
from .hooks import HOOKS, _hermes_home
from .session_lease import hold_session_lease
from .tools import TOOLS, TOOLSET

__version__ = "0.1.0"
PLUGIN_NAME = "qlnweb"


_lease: list[int] = []
COMPANION_SKILL = Path(__file__).resolve().parent / "companion" / "skills" / "5qln-self-evolution" / "SKILL.md"


def register(ctx: Any) -> None:
    """Register the five lifecycle hooks, the eight read/proposal/evaluation/withdrawal tools, the human-only
    ``/5qln`` command and the bundled ``5qln-self-evolution`` skill (``qlnweb:5qln-self-evolution``).

    Hermes calls this before it reads ``SOUL.md`` and the skills index, so this
    is where the process takes its shared session lease on a governed profile
    (``$HERMES_HOME/.qln/sessions.lock``): the promoter activates a new version
    only when no Hermes process holds it, and a process starting during an
    activation waits for the switch to finish (source §18.3, no mixed versions).
    """
    if not _lease and os.environ.get("QLN_SESSION_LEASE", "1") != "0":
        fd = hold_session_lease(Path(_hermes_home()))
        if fd is not None:
            _lease.append(fd)  # kept open for the life of the process
    for hook_name, callback in HOOKS.items():
        ctx.register_hook(hook_name, callback)
    for schema, handler, emoji in TOOLS:
        ctx.register_tool(
            name=schema["name"],
            toolset=TOOLSET,
            schema=schema,
            handler=handler,
            description=schema["description"],
            emoji=emoji,
        )
    register_command = getattr(ctx, "register_command", None)
    if register_command is not None:  # Hermes 0.19 has it; an older host simply has no slash command
        register_command(commands.COMMAND, commands.handle, description=commands.DESCRIPTION,
                         args_hint="status [cycle-id]")
    register_skill = getattr(ctx, "register_skill", None)
    if register_skill is not None and COMPANION_SKILL.is_file():
        register_skill("5qln-self-evolution", COMPANION_SKILL,
                       description="Run a 5QLN cycle with the qln_* tools; read evaluations and B'' seeds.")
