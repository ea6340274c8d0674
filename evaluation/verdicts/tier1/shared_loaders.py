"""Round 40 (fb, issue 25): an environment manager PERSISTING a loader variable that points at a SHARED place.

``conda env config vars set PYTHONPATH=/scratch/shared/pylib`` (also ``mamba``/``micromamba``) and ``mise set
[--global] LD_LIBRARY_PATH=/common/lib`` store the variable for every later activation of the environment: each
later run then imports modules, libraries or plugins from a place other users (or an earlier job) write, code Tier 1
never reads. A one-call ``export`` of the same value is left to the round-8 rule (temp places and other users'
homes); a PERSISTED search-path variable also fails on a place whose path has a shared segment (``shared``,
``public``, ``common``, ``scratch``, ``incoming``, ``upload(s)``, ``pub``, ``tmp``/``temp``). The work tree, the
user's home, ``/opt``, ``/usr`` and a project path stay open; the variable names are read by the round-8 shape
(``…PATH``, ``…LIB``, ``…PRELOAD`` …), never a table of products.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.planted_places import home_part, own_tree
from evaluation.verdicts.tier1.scene_model import Scene, View

_MANAGERS = frozenset({"conda", "mamba", "micromamba"})
_SETTERS = frozenset({"mise", "rtx"})
_SHARED = frozenset({"shared", "share-all", "public", "common", "scratch", "incoming", "upload", "uploads", "pub",
                     "tmp", "temp", "world"})


def persisted(view: View) -> bool:
    """Whether ``view`` stores environment variables for later activations (not this call's process)."""
    argv = view.command.argv
    if view.command.program in _MANAGERS:
        return "vars" in argv and "set" in argv
    return view.command.program in _SETTERS and argv[1:2] == ("set",)


def mise_pairs(view: View) -> list[tuple[str, str]]:
    """``NAME=VALUE`` words of ``mise set`` (conda's are read by the loader-env rule itself)."""
    if view.command.program not in _SETTERS or view.command.argv[1:2] != ("set",):
        return []
    return [(a.split("=", 1)[0], a.split("=", 1)[1]) for a in view.command.argv[2:66] if "=" in a and a[:1] != "-"]


def shared_place(scene: Scene, value: str) -> str | None:
    """The component of ``value`` outside the home and the work tree with a shared segment."""
    home = (scene.home or "").rstrip("/")
    for part in value.strip("'\"").split(":")[:64]:
        path = home_part(home, part).rstrip("/") + "/"
        if not path.startswith("/") or own_tree(home, scene.workspace, path):
            continue
        if path.startswith(("/usr/", "/opt/", "/etc/")):
            continue
        if any(segment.lower() in _SHARED for segment in path.split("/")[:32]):
            return part
    return None
