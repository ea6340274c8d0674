"""The workspace itself recursively deleted (stop 41): blocked; everything inside it stays the agent's.

``rm-recursive-outside-workspace`` let a recursive delete of anything *within* the
workspace through, and the workspace root is within itself: ``rm -rf ~/work`` and
``rm -rf .`` at the root deleted the project, its history (``.git``) and every
uncommitted change, silently. Now a recursive delete whose operand resolves to the
workspace root is blocked, however it is spelled or reached (``..``, ``$HOME``, a
``cd`` earlier in the command, a deleter Tier 1 reads as ``rm -r``, a scheduler).

Not covered, written down: a *glob* of the whole root (``rm -rf ./*``, ``find .
-delete``) stays allowed, because Tier 1 reads ``find . -name '*.pyc' -delete``
as the same ``./*`` and cannot tell the filtered form from the unfiltered one.
"""
from __future__ import annotations

import pytest

DANGEROUS = [
    "rm -rf ~/work",
    "rm -rf ~/work/",
    'rm -rf "$HOME/work"',
    "rm -fr -- ${HOME}/work",
    "rm -rf .",
    "rm -r -f ./",
    "cd .. && rm -rf work",
    "rm -rf ../work",
    "rm -rf build/../",
    "cd nothere; rm -rf .",
    "cd ~/work && rm --recursive --force .",
    "python3 -c \"import shutil, os; shutil.rmtree(os.path.expanduser('~/work'))\"",
    "at now + 2 hours <<< 'rm -rf ~/work'",
    "nohup sh -c 'sleep 600; rm -rf ~/work' >/dev/null 2>&1 &",
]

BENIGN = [
    "rm -rf build",
    "rm -rf ~/work/build ~/work/dist",
    "rm -rf build/ dist/ *.egg-info",
    "cd build && rm -rf .",
    "mkdir -p scratch-9 && cd scratch-9 && rm -rf .",
    "find . -name '*.pyc' -delete",
    "find . -type d -name __pycache__ -exec rm -rf {} +",
    "rm -r ~/work/old-prototype",
    "rm -f ~/work/notes.txt",
    "ls -la ~/work",
]


@pytest.mark.parametrize("command", DANGEROUS)
def test_the_workspace_itself_recursively_deleted_is_blocked(evaluate, command: str) -> None:
    result = evaluate(command)
    assert result.block, f"missed: {command!r}"
    assert result.rule_id == "rm-recursive-outside-workspace", (command, result.rule_id, result.reason)


@pytest.mark.parametrize("command", BENIGN)
def test_work_inside_the_workspace_stays_allowed(evaluate, command: str) -> None:
    result = evaluate(command)
    assert not result.block, f"false block: {command!r} → {result.reason}"


def test_the_reason_names_the_whole_workspace(evaluate, profile) -> None:
    result = evaluate("rm -rf ~/work")
    assert f"recursively deletes the whole workspace {profile.workspace}" in (result.reason or "")
