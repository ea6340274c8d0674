"""Round 38 (t4v, issue 25): a compose project brought DOWN with its volumes, when every file it names is scratch.

``docker compose -f build/compose.test.yml down --volumes`` was blocked by the rule set's ``compose … down …
--volumes`` shape: the volumes of a project hold its data. ``down --volumes`` removes the volumes the named files
declare (an ``external`` volume is never removed): when every compose file given is named as a test or scratch file
(round 14's :func:`destructive_words.scratch_name` over the file name: ``compose.test.yml``, ``docker-compose.ci.yaml``,
``compose.e2e.yml``) and the PROJECT is scratch too (``-p app_test``, or with no ``-p`` the directory of the first
file: ``build/``, ``tests/``, ``tmp/`` — a file in the cwd would name the cwd's project, perhaps the real one, whose
volumes a redeclared volume name reaches), its volumes are the test's own. Any program with a ``compose`` sub-command or named
``*-compose`` (docker, podman, nerdctl …) reads the same.

Stays blocked: ``-f compose.test.yml`` in the cwd with no ``-p``, no ``-f``/``--file`` (the default ``compose.yaml`` is the project's real one), a second file that is
not scratch (``-f compose.yml -f compose.test.yml``), a project name (``-p``/``--project-name``) that is not scratch,
a production or weighty word anywhere (``compose.prod-test.yml``, ``-p backup_test``), a variable or substitution, an
environment assignment (``COMPOSE_FILE=…``), ``--env-file``, a second command (judged on its own).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.destructive_words import production_name, scratch_name, weighty_word
from evaluation.verdicts.tier1.falseblocks_r21 import scratch_dir_name
from evaluation.verdicts.tier1.scene_model import View

__all__ = ["scratch_compose_down"]

_FILES = frozenset({"-f", "--file"})
_PROJECT = frozenset({"-p", "--project-name"})
_WORD = re.compile(r"[a-z]+")


def scratch_compose_down(view: View) -> bool:
    """``view`` brings down a compose project whose every file is scratch-named (see the module)."""
    command = view.command
    argv = command.argv
    if (len(argv) > 20 or command.dynamic or command.stdin_args or command.assignments
            or any(c in w for w in argv for c in ("$", "`", "…", "*"))):
        return False
    words = list(argv[1:])
    if not (command.program.endswith("-compose") or words[:1] == ["compose"]):
        return False
    if "down" not in words:
        return False
    files: list[str] = []
    projects: list[str] = []
    for i, word in enumerate(words):
        name, eq, value = word.partition("=")
        if name == "--env-file":
            return False
        if name in _FILES or name in _PROJECT:
            value = value if eq else (words[i + 1] if i + 1 < len(words) else "")
            (files if name in _FILES else projects).append(value)
    if any(production_name(w) or any(weighty_word(p) or p in ("prod", "prd") for p in _WORD.findall(w.lower()))
           for w in words):
        return False
    if not files or not all(scratch_name(f.rsplit("/", 1)[-1]) for f in files):
        return False
    # the project: `-p NAME`, else the directory of the first file (`build/compose.test.yml` → `build`); a file in
    # the cwd names the cwd's project, perhaps the real one, whose volumes a redeclared name would reach
    project = projects[-1] if projects else files[0].rstrip("/").rsplit("/", 2)[-2] if "/" in files[0] else ""
    return scratch_dir_name(project) and "staging" not in project.lower()
