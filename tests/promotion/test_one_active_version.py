"""One answer to "which version does this agent run" (issue 28 item 4): promotion.active's, checked against the ledger.

`cycles` and `evaluation` reach it through cycles.hooks.active_version, the tests through the same function;
the unchecked pointer read is named for what it is (cycles.active_store.pointer_version).
"""
from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from cycles import hooks
from promotion import store
from promotion.active import active_version, provide_active_version
from tests.factories import CandidateFactory, CycleFactory, point_agent_at

ROOT = Path(__file__).resolve().parents[2]
V1, FORGED = "1" * 64, "f" * 64


def _definitions(name: str) -> list[str]:
    found = []
    for app in ("core", "qlnweb", "cycles", "register", "evaluation", "promotion", "tests"):
        for path in (ROOT / app).rglob("*.py") if (ROOT / app).is_dir() else ():
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
                    found.append(str(path.relative_to(ROOT)))
    return found


def test_the_active_version_is_defined_once_and_registered() -> None:
    assert _definitions("active_version_digest") == []
    assert sorted(_definitions("active_version")) == ["cycles/hooks.py", "promotion/active.py"]  # the hook, the answer
    assert hooks.ACTIVE_VERSION_PROVIDERS == [provide_active_version]


def test_below_promotion_a_forged_pointer_answers_nothing_or_refuses(agent: Any) -> None:
    point_agent_at(agent.name, V1)
    assert hooks.active_version(agent.name) == active_version(agent.name) == V1
    store.swap_pointer(agent.name, FORGED)
    assert store.pointer_version(agent.name) == FORGED  # what the file says
    assert hooks.active_version(agent.name) == "" and active_version(agent.name) is None
    with pytest.raises(hooks.PointerMismatch):
        hooks.active_version(agent.name, strict=True)


def test_the_factories_take_the_checked_answer(agent: Any) -> None:
    point_agent_at(agent.name, V1)
    assert CandidateFactory(cycle=CycleFactory(agent=agent)).parent_version_digest == V1
    store.swap_pointer(agent.name, FORGED)  # the unchecked read would make FORGED every new candidate's parent
    assert CandidateFactory(cycle=CycleFactory(agent=agent)).parent_version_digest == ""
