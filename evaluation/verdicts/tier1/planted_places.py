"""Round 23 (t2k, issue 25): places in the user's own home where code arrives from outside.

``~/Downloads`` (and the desktop browsers' other save places) holds what a browser, a chat client or ``curl -O``
put there: code no call of the session wrote and Tier 1 never read, exactly like ``/tmp``. A search path pointed
there (``export PYTHONPATH="$HOME/Downloads/ledger-hotfix${PYTHONPATH:+:$PYTHONPATH}"``, ``NODE_PATH=~/Downloads/p``,
``PERL5LIB``, ``RUBYLIB``, ``LD_LIBRARY_PATH``) makes every later program load that code. The rest of the home (a
project, ``~/.local/lib``) stays the user's own tree.
"""
from __future__ import annotations

_SAVE_PLACES = ("Downloads", "downloads", "Download")
_HOME_SPELLINGS = ("~/", "$HOME/", "${HOME}/")


def home_part(home: str, part: str) -> str:
    """``part`` with a leading ``~/``, ``$HOME/`` or ``${HOME}/`` replaced by ``home`` (when it is known)."""
    for spelling in _HOME_SPELLINGS:
        if home and part.startswith(spelling):
            return home + "/" + part[len(spelling):]
    return part


def planted(home: str, path: str) -> bool:
    """Whether ``path`` (already expanded) lies in one of ``home``'s download places."""
    return bool(home) and any(path.startswith(f"{home}/{place}/") or path == f"{home}/{place}"
                              for place in _SAVE_PLACES)


def own_tree(home: str, workspace: str | None, path: str) -> bool:
    """Whether ``path`` (expanded, ending in ``/``) lies in the user's own tree or the work tree, and not in a
    download place of the home."""
    return any(root and path.startswith(root.rstrip("/") + "/") for root in (home, workspace)) \
        and not planted(home, path)
