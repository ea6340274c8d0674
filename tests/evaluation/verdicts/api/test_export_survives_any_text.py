"""Issue 11: `manage.py export_verdicts` (and `agent_data export`) survive any stored text.

Finding: after a verdict whose args held a lone surrogate, the export crashed
half-way and left a truncated JSONL. The API now refuses such a body
(test_unstorable_input.py), but rows stored before — or written by any other
path — must still export: every line whole, the odd value kept as a
``\\udXXX`` escape. SQLite stores a JSON value's lone surrogate as an escape;
PostgreSQL refuses to store one at all, so there the row cannot exist.
"""
from __future__ import annotations

import io
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest
from django.core.management import call_command
from django.db import connection, models

from evaluation.verdicts.models import ToolResult, VerdictEvent

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor == "postgresql", reason="PostgreSQL cannot store a lone surrogate at all"),
]

ODD = {"command": "cat \ud800 notes.txt", "path\udfff": ["x"]}


@pytest.fixture
def three_verdicts(agent_client: Any) -> list[int]:
    ids = [agent_client.post("/api/v1/verdicts", {"session_id": "s", "tool_name": "terminal", "args": {"command": c}},
                             format="json").json()["event_id"] for c in ("ls", "pwd", "date")]
    # As a row stored before the parser refused surrogates: the append-only manager is bypassed on purpose.
    models.QuerySet.update(VerdictEvent.objects.filter(pk=ids[1]), args_redacted=ODD)
    return ids


def _check_lines(text: str, ids: list[int]) -> None:
    lines = text.splitlines()
    assert len(lines) == 3, text
    records = [json.loads(line) for line in lines]
    assert [r["event_id"] for r in records] == ids
    assert records[1]["args_redacted"] == ODD  # the exact stored value, escaped, not replaced
    assert "\\ud800" in lines[1] and "é" not in lines[1]


def test_the_export_to_a_file_survives_a_lone_surrogate_in_args(three_verdicts: list[int], tmp_path: Path) -> None:
    target = tmp_path / "verdicts.jsonl"
    call_command("export_verdicts", output=str(target), stdout=io.StringIO(), stderr=io.StringIO())
    _check_lines(target.read_text(encoding="utf-8"), three_verdicts)
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600


def test_the_export_to_a_utf8_stdout_survives_a_lone_surrogate_in_args(three_verdicts: list[int]) -> None:
    raw = io.BytesIO()
    stdout = io.TextIOWrapper(raw, encoding="utf-8")  # what a real terminal or pipe is; StringIO would hide it
    call_command("export_verdicts", stdout=stdout, stderr=io.StringIO())
    stdout.flush()
    _check_lines(raw.getvalue().decode("utf-8"), three_verdicts)


def test_other_lines_stay_readable_utf8(agent_client: Any, tmp_path: Path) -> None:
    agent_client.post("/api/v1/verdicts", {"session_id": "s", "tool_name": "terminal", "args": {"command": "echo é"}},
                      format="json")
    target = tmp_path / "v.jsonl"
    call_command("export_verdicts", output=str(target), stdout=io.StringIO(), stderr=io.StringIO())
    assert "echo é" in target.read_text(encoding="utf-8")


def test_the_agent_data_export_survives_a_lone_surrogate(agent_client: Any, three_verdicts: list[int],
                                                         tmp_path: Path) -> None:
    ToolResult.objects.create(agent=agent_client.agent, session_id="s", tool_name="terminal", status="error",
                              error_message="fine")
    target = tmp_path / "agent.jsonl"
    call_command("agent_data", "export", agent_client.agent.name, output=str(target), stdout=io.StringIO(),
                 stderr=io.StringIO())
    records = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert [r["args_redacted"] for r in records if r["type"] == "verdict"][1] == ODD
    assert records[-1]["type"] in {"tool_result", "session"}  # nothing cut off after the odd row
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
