"""Round 47 (hd): an ansible ad-hoc module's ``key=value`` arguments are no shell variables.

``ansible all -i inv -m file -a 'path=/var/tmp/nuke_cache state=absent' --check`` was blocked as ``loader-env``:
the parser reads ``-a``'s value as a shell line (for ``-m shell``/``command``/``raw``/``script`` it is one), so
``path=/var/tmp/nuke_cache`` became an assignment of ``$path`` (zsh's ``$PATH``). For any other module the value
is the module's options, set in no environment. The line (:func:`module_options`):

* not read as settings: the assignment-only command parsed out of ``-a``/``--args`` when the same call runs
  ``ansible`` with a literal ``-m``/``--module-name`` that is no shell module and the assignments are exactly
  that value's ``key=value`` words;
* still read: ``-m shell|command|raw|script`` (or no ``-m``: the default is ``command``), ``-a 'PATH=/tmp/x make'``
  (a program follows), any other shell's assignments. What the module does is judged by ``state-destroy``
  (``state=absent`` without ``--check`` stays blocked).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.scene_model import Scene, View

_SHELL_MODULES = frozenset({"shell", "command", "raw", "script", "win_shell", "win_command", "expect"})
_PLACING_MODULES = frozenset({"copy", "template", "unarchive", "get_url", "lineinfile", "blockinfile", "replace",
                              "synchronize", "assemble", "win_copy", "win_template", "win_get_url"})
"""Round 47 (lead, replay): modules that put content somewhere keep the older reading of their ``dest=``/``src=``
(the 113th batch's ``-m copy -a "src=/tmp/rd.service dest=/etc/systemd/system/rd.service"`` stays blocked)."""


def _module(argv: tuple[str, ...]) -> tuple[str | None, str | None]:
    module = args = None
    for i, word in enumerate(argv[1:-1], start=1):
        if word in ("-m", "--module-name"):
            module = argv[i + 1]
        elif word in ("-a", "--args"):
            args = argv[i + 1]
    for word in argv[1:]:
        if word.startswith("--module-name="):
            module = word.split("=", 1)[1]
        elif word.startswith("--args="):
            args = word.split("=", 1)[1]
    return module, args


def module_options(scene: Scene, view: View) -> bool:
    """``view`` is the ``key=value`` options of a non-shell ansible module, not a shell's assignments."""
    command = view.command
    if command.argv or command.context != "shell_c" or not command.assignments:
        return False
    for other in scene.views:
        if other.command.program != "ansible":
            continue
        module, args = _module(other.command.argv)
        name = module.rsplit(".", 1)[-1] if module else ""
        if not module or not args or name in _SHELL_MODULES or name in _PLACING_MODULES or "$" in module:
            continue
        pairs = tuple(tuple(w.split("=", 1)) for w in args.split() if "=" in w)
        if pairs == tuple(command.assignments):
            return True
    return False
