"""Round 42 (fc; issue 25): the items an xargs TEMPLATE is filled with (``-I R``, ``-i``, ``--replace=R``, BSD's ``-J R``).

``echo SOUL.md config.yaml | xargs -n1 -I% rm -f ~/.hermes/%``: with a replace-string GNU xargs reads whole LINES
(the one item ``SOUL.md config.yaml``), but the same template fed the same list by another xargs (BSD's ``-J``, a
``-n1`` that wins over ``-I``, a ``tr ' ' '\\n'`` a step-aside away) fills it once per WORD. What a template names is
judged for every filling a list can give: each line as it is, and each of its blank-separated words
(:func:`template_items`), so ``~/.hermes/SOUL.md`` is read as the write it can be, and every check (protected
writes, secrets sent) sees it. A template into the workspace (``xargs -I% rm -f ~/work/build/%``) stays open, as
each of its fillings is; an unseen list is still :data:`feed.UNSEEN` (fail closed, as before). Bounded: at most
``limit`` fillings, one pass over each line.
"""
from __future__ import annotations

import shlex


def template_items(items: list[str], limit: int) -> list[str]:
    """``items`` (the lines xargs read) and, for a line holding blanks, its words (shell-quoted as xargs splits)."""
    out: list[str] = []
    for item in items:
        if item not in out:
            out.append(item)
        if any(c in item for c in " \t"):
            try:
                words = shlex.split(item)
            except ValueError:
                words = item.split()
            out.extend(w for w in words if w not in out)
        if len(out) >= limit:
            break
    return out[:limit]
