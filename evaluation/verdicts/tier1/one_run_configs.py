"""Round 39 (lead fc, issue 25): a loader/config variable given for ONE run that points to a plain config file the
session itself wrote.

``printf '\\timing on\\n' > /tmp/psqlrc_2291 && PSQLRC=/tmp/psqlrc_2291 psql -h … -c 'select 1'`` was blocked as
``loader-env`` (a search/config variable pointing into ``/tmp``: "programs search it for code … which Tier 1 does not
see there"). Here Tier 1 does see it: the shape opened, of no variable or program by name, is

- the variable is an assignment on the command's own line (``NAME=VALUE prog …``: that run only) and a program runs;
  ``export NAME=…``, ``env``-less bare assignments and persistent settings stay judged as before;
- the value is ONE file path (no ``:``/``;`` list, no ``$``, glob or ``..``) that this call or an earlier call of the
  session wrote with text Tier 1 read (:attr:`Scene.written`, content known), at most 4,000 characters;
- the text holds no directive that runs code or pulls in more text (:data:`_RUNS`): a shell escape (``\\!``, a
  line-leading ``!``), a pipe (``|``: ``\\o | cmd``), a backquote or ``$(`` (psql's backquoted ``\\set``), a
  ``program``/``system``/``exec``/``shell``/``command`` word (``\\copy … program``), an include or load of another
  file (``\\i``, ``\\ir``, ``include``, ``source``, ``import``, ``load``, ``require``, ``$include``);
- the file is not in the profile or under a protected root (:attr:`Scene.roots`: the QLN home, the database).

Stays blocked: the same with ``\\! cmd`` or ``\\o |`` in the text, a file the session did not write (content
unknown), an ``export``, a path in the profile. A second command is judged on its own. Linear: one bounded regex
search of at most 4,000 characters.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.scene_model import Scene, View

_RUNS = re.compile(r"\\!|(?m:^\s{0,8}!)|\||`|\$\(|\\i|\\ir\b|\\include|\\o\b|\\g\b|\\gexec|\\w\b|"
                   r"(?i:\b(?:program|system|exec|execute|shell|command|cmd|run|include|source|import|load|require|"
                   r"eval|hook|plugin|module|library|preload|script)\b)")
_MAX_TEXT = 4_000


def one_run_config(scene: Scene, view: View, name: str, value: str) -> bool:
    """``NAME=FILE prog`` on the command line, FILE a plain config text the session wrote (see the module)."""
    command = view.command
    if (name, value) not in command.assignments or not command.argv or command.context != "top":
        return False
    if any(c in value for c in ":;$*?[`") or ".." in value.split("/") or not value.strip():
        return False
    paths = scene.canon(view, value) or ()
    if len(paths) != 1:
        return False
    path = paths[0]
    text = scene.written.get(path)
    if text is None or len(text) > _MAX_TEXT or _RUNS.search(text):
        return False
    guarded = [scene.hermes_home or "", *scene.roots]
    return not any(g and (path == g or path.startswith(g.rstrip("/") + "/")) for g in guarded)
