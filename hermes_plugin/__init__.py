"""qlnweb oversight plugin for Hermes Agent (R-H-1).

Loaded either as a directory plugin (``$HERMES_HOME/plugins/qlnweb/`` with
``plugin.yaml``) or through the ``hermes_agent.plugins`` entry point of the
``qlnweb-hermes-plugin`` distribution; in both cases Hermes calls
:func:`register` once, and only when ``qlnweb`` is listed in
``plugins.enabled`` of the profile's ``config.yaml``.
"""

from __future__ import annotations

from typing import Any

from .hooks import HOOKS
from .tools import TOOLS, TOOLSET

__version__ = "0.1.0"
PLUGIN_NAME = "qlnweb"


def register(ctx: Any) -> None:
    """Register the five lifecycle hooks and the proposal-only tools."""
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
