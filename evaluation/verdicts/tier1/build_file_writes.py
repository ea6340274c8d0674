"""Round 36 (lead, issue 25): a build file written whole is judged NOW by what its build tool will run.

A ``Makefile`` recipe, ``package.json`` script, ``conftest.py``, ``setup.py``, ``noxfile.py``, ``tox.ini`` command,
``CMakeLists.txt`` ``execute_process``, Gradle ``exec``, ``build.rs``, a ``*.config.js`` … runs at the next build or test
run, which no one calls out as a risk: writing one whose code reaches a protected write, a download piped to a shell or
a secret sent out is that act, armed (a task's destroy is not: :data:`TASK_KINDS_LEFT`). Which files are build files, and how each is read, is the rule
document's own data (``build_tools``: each tool's ``files``, ``[glob, how]``), so this holds for every tool listed there
and for none by name here. The code a reader finds joins the call (as ``armed_configs`` does for CI steps and
folder-open tasks) and every rule judges it; content Tier 1 cannot read adds nothing here (the run stays judged when
it comes: :func:`scene_files.build_derived`), so an unreadable but harmless build file is not blocked for being
unreadable.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping
from fnmatch import fnmatchcase
from typing import Any

from evaluation.verdicts.tier1.buildtools import MODULES, runnable_text
from evaluation.verdicts.tier1.embedded_commands import embedded_commands
from evaluation.verdicts.tier1.foreign_loads import foreign_loads
from evaluation.verdicts.tier1.indirect import exec_call_scripts
from evaluation.verdicts.tier1.run_later import docker_secret_runs
from evaluation.verdicts.tier1.task_file_code import task_file_code
from evaluation.verdicts.tier1.tool_config_runs import substitution_lines

TASK_KINDS_LEFT = frozenset({
    "destructive_command", "destructive_verb", "state_destroy", "sql_drop", "remote_delete",
    "rm_recursive_outside_workspace", "device_write", "host_breakage", "kill_init", "fork_bomb", "spawn_loop",
    "git_force_push", "stale_backup", "opaque_command", "unparseable_shell", "unmodelled_write"})
"""Rule kinds whose matches on a build file's tasks do not block its WRITE: a ``clean``, ``db:reset`` or ``destroy``
target is ordinary in a task file and runs only when someone asks for it (that run is judged then), and what Tier 1
cannot read in a task is judged at the run too. What blocks the write: a protected or governed write, a secret sent
out or read, a download piped to a shell, a loader variable, an armed start-up file, a persistent launch."""

MAX_CONTENT = 200_000
"""Longer content is not read at write time (the run is judged when it comes)."""


_ANY_SOURCE = re.compile(r"\*\.(?![a-z]{0,8}proj$|bb(?:append|class)?$|tf$)[A-Za-z0-9]{1,12}")  # round 41 (fc): `*.csproj` is a
# project file; round 47 (he): BitBake recipes, appends and classes are build files, not a language's sources; round 48
# (ha): a Terraform `*.tf` is the plan's own build file (its `data "external"` program runs at `terraform plan`)
"""``*.py``, ``*.rb`` …: every source file of a language, not a build file — a hooks directory's files are
:mod:`scene_files`' (``hook``), and module files run when imported are judged when the run comes."""

_SOURCE = re.compile(r"\.(?:py|pyw|rb|rake|js|mjs|cjs|ts|mts|cts|pl|pm|php|lua|groovy|kts|gradle|go|rs|java|cs)$")
"""A source file of a language whose process calls :func:`indirect.exec_call_scripts` reads."""



def build_file_globs(tools: Mapping[str, Mapping[str, Any]]) -> tuple[tuple[str, str], ...]:
    """Every tool's ``(basename glob, how)`` this module reads; the rule document's loader keeps it on the ruleset
    (``Ruleset.build_file_globs``), built once with ``build_tools``."""
    seen: dict[tuple[str, str], None] = {}
    for spec in tools.values():
        for glob, how in spec.get("files", ()):
            base = glob.rsplit("/", 1)[-1]
            if glob != MODULES and how not in ("opaque", "hook") and not _ANY_SOURCE.fullmatch(base):
                seen[(base, how)] = None
    return tuple(seen)


_SHELL_C = re.compile(r"""\b(?:ba|da|z|k|a)?sh\b['"]?[^'"\n]{0,24}?['"]?-c\b['"]?[^'"\n]{0,24}?(["'])((?:(?!\1)[^\n]){1,4000})\1""")
"""A shell given ``-c`` and a literal, in any language's spelling: ``sh -c "…"`` (CMake, a recipe), ``'sh', '-c', '…'``
(Gradle, a Python or JavaScript argv list), ``Command::new("sh").arg("-c").arg("…")`` (Rust)."""


def _literal_calls(code: str) -> bool:
    """Code an interpreter runs joins the call only when each process call in it is literal: one built at run time
    (``subprocess.run(['git', 'init', str(tmp_path)])``) is judged when the build runs, not held against the write."""
    scripts, calls = exec_call_scripts(code)
    return len(scripts) == calls


def build_file_code(path: str, content: str, globs: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    """``(code, runner)`` of each reading of ``path`` as a build file: what its tool's reader finds, and in any
    language the literal shell text given to a shell's ``-c`` or to a process call (``execSync('…')``,
    ``system("…")``), which a reader of a language Tier 1 does not model would leave unread."""
    if not content or len(content) > MAX_CONTENT:
        return []
    name = posixpath.basename(path)
    out: list[tuple[str, str]] = []
    matched = False
    for glob, how in globs:
        if fnmatchcase(name, glob):
            matched = True
            found = runnable_text(content, how)
            if found is not None and found not in out and (found[1] == "shell" or _literal_calls(found[0])):
                out.append(found)
            if how == "dockerfile":  # round 42 (fd): a step given the host's build secret
                out += docker_secret_runs(content)
    if matched or _SOURCE.search(name):  # any source file: only its literal process calls (a module that shadows
        # one, `logging.py` with `os.system('env | curl …')`, runs when imported)
        out += [(m.group(2), "shell") for m in _SHELL_C.finditer(content)]
        out += [(script, "shell") for script in exec_call_scripts(content)[0]]
        out += embedded_commands(content)  # round 40 (lead fa): `'sh','-c','…' + getenv('HOME') + '…'`, `fs::copy`
    out += [found for found in task_file_code(path, content) if found not in out]  # round 43 (gd): tasks, steps
    out += [found for found in foreign_loads(path, content) if found not in out]  # round 47 (he): settings that load code
    out += [found for found in substitution_lines(path, content) if found not in out]  # round 48 (ha): `"$(curl … | sh)"`
    return out
