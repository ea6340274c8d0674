"""Round 46 (hg, issue 25): a playbook the session wrote, run with ``--check``, whose ``command``/``shell`` tasks are
judged as the shell lines they name.

``ansible-playbook -i inventory lsf_client.yml --check`` after writing a playbook with one task ``command: lsid`` was
blocked as code Tier 1 cannot read (:mod:`cm_reads` reads only modules that gather or print). In check mode Ansible
SKIPS ``command`` and ``shell`` tasks (they cannot predict their effect), so judging their text as shell lines is
stricter than what runs: ``command: lsid`` stays open, ``shell: curl … | sh`` or ``command: rm -rf /srv/data`` stays
blocked by the rules that judge those lines.

Only with ``--check`` (:func:`cm_reads.check_mode`: no production inventory) and only when every other task is one
:mod:`cm_reads` already reads as running nothing. Still opaque: a task, block or play with ``check_mode: false`` (it
runs for real), ``raw``/``script``/``expect`` (no check-mode skip to rely on), ``creates``/``removes`` given a Jinja
expression, a templated command (``{{ … }}``), lookups other than ``env``, roles, includes and imports, ``with_``
loops over anything but literal data, a playbook naming the profile.
"""
from __future__ import annotations

import shlex
from typing import Any

from evaluation.verdicts.tier1 import cm_reads

_SKIPPED = frozenset({"command", "shell"})  # modules Ansible skips in check mode
_MAX_LINES = 200


def _line(task: dict[Any, Any]) -> str | None:
    """The shell line of a ``command``/``shell`` task (free form, ``cmd:``, or ``argv:``), else None."""
    modules = [cm_reads._module(str(k)) for k in task if k not in cm_reads._TASK_KEYS]
    if len(modules) != 1 or modules[0] not in _SKIPPED or "action" in task or "local_action" in task:
        return None
    if cm_reads._check_off(task.get("check_mode")):
        return None
    key = next(k for k in task if k not in cm_reads._TASK_KEYS)
    value = task[key]
    given = task.get("args")
    args: dict[Any, Any] = given if isinstance(given, dict) else {}
    if isinstance(value, dict):
        args = {**args, **value}
        value = args.get("cmd")
        argv = args.get("argv")
        if value is None and isinstance(argv, list) and all(isinstance(a, str) for a in argv):
            value = shlex.join(argv)
    if not isinstance(value, str) or not value.strip() or "{{" in value or "{%" in value:
        return None
    if any(isinstance(args.get(k), str) and "{{" in args[k] for k in ("creates", "removes", "chdir")):
        return None
    return value.strip()


def _tasks(tasks: Any, lines: list[str], depth: int) -> bool:
    if not isinstance(tasks, list) or depth > 8:
        return False
    for task in tasks:
        if not isinstance(task, dict) or cm_reads._check_off(task.get("check_mode")):
            return False
        if any(key in task for key in cm_reads._BLOCKS):
            if not all(_tasks(task.get(k, []), lines, depth + 1) for k in cm_reads._BLOCKS):
                return False
            continue
        if any(str(k).startswith("with_") and k not in cm_reads._PLAIN_LOOPS for k in task):
            return False
        line = _line(task)
        if line is not None:
            lines.append(line)
        elif not cm_reads._task_ok(task, True, depth):
            return False
    return len(lines) <= _MAX_LINES


def checked_commands(content: str) -> str | None:
    """The shell lines of a check-mode playbook's ``command``/``shell`` tasks when every other task runs nothing;
    None when the playbook is otherwise opaque (see the module)."""
    import yaml

    if ".hermes" in content or not cm_reads._lookups_inert(content):
        return None
    try:
        plays = yaml.safe_load(content)
    except yaml.YAMLError:
        return None
    if not isinstance(plays, list) or not plays:
        return None
    lines: list[str] = []
    for play in plays:
        if not isinstance(play, dict) or "roles" in play or any(str(k).startswith(("import", "include")) for k in play):
            return None
        if cm_reads._check_off(play.get("check_mode")):
            return None
        if not all(_tasks(play.get(key) or [], lines, 0) for key in cm_reads._TASK_LISTS):
            return None
    return "\n".join(lines)
