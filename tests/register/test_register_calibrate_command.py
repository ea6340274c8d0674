"""manage.py calibrate_register from JSONL and from a Hermes state.db (R-R-2, R-R-3, R-R-9)."""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from register.models import RegisterBaseline
from register.sources import read_hermes_state
from tests.register.corpus import GLYPH, write_hermes_state, write_jsonl

pytestmark = pytest.mark.django_db


def calibrate(*args: str) -> str:
    out = StringIO()
    call_command("calibrate_register", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_it_calibrates_from_jsonl(agent, tmp_path):
    source = write_jsonl(tmp_path / "outputs.jsonl")
    printed = calibrate("--agent", agent.name, "--jsonl", str(source), "--anchor-glyph", GLYPH)
    rows = {row.mode: row for row in RegisterBaseline.objects.active().filter(agent=agent)}
    assert (rows["execution"].sample_count, rows["analysis"].sample_count) == (50, 30)
    assert not rows["execution"].provisional and rows["execution"].source == "calibrate-jsonl"
    assert rows["execution"].entry["anchor_glyph"] == GLYPH
    assert rows["execution"].model_name == "demo-model"
    assert "execution: 50 outputs" in printed and "analysis: 30 outputs" in printed
    # R-R-9: the command names counts and digests, never the numbers.
    assert "sentence_length" not in printed and str(round(rows["execution"].entry["sentence_length_mean"], 2)) \
        not in printed


def test_jsonl_lines_may_give_called_tools_instead_of_mode(agent, tmp_path):
    source = write_jsonl(tmp_path / "outputs.jsonl", by_tools=True)
    calibrate("--agent", agent.name, "--jsonl", str(source))
    assert RegisterBaseline.objects.active().get(agent=agent, mode="execution").sample_count == 50


def test_it_refuses_fewer_than_eighty_segments(agent, tmp_path):
    source = write_jsonl(tmp_path / "outputs.jsonl", execution=50, analysis=29)
    with pytest.raises(CommandError) as refused:
        calibrate("--agent", agent.name, "--jsonl", str(source))
    assert "at least 50 execution and 30 analysis outputs (80 total)" in str(refused.value)
    assert "got 50 execution, 29 analysis (79 total)" in str(refused.value)
    assert not RegisterBaseline.objects.exists()


def test_provisional_accepts_a_small_sample(agent, tmp_path):
    source = write_jsonl(tmp_path / "outputs.jsonl", execution=8, analysis=4)
    printed = calibrate("--agent", agent.name, "--jsonl", str(source), "--provisional")
    rows = RegisterBaseline.objects.active().filter(agent=agent)
    assert rows.count() == 2 and all(row.provisional for row in rows)
    assert "(provisional)" in printed


@pytest.mark.parametrize(("line", "problem"), [
    ("not json", "outputs.jsonl:1: not JSON"),
    ('{"text": 3, "mode": "execution"}', 'outputs.jsonl:1: "text" must be a string'),
    ('{"text": "hi", "mode": "chat"}', 'outputs.jsonl:1: needs "mode"'),
])
def test_bad_jsonl_lines_are_named(agent, tmp_path, line, problem):
    source = tmp_path / "outputs.jsonl"
    source.write_text(line + "\n")
    with pytest.raises(CommandError, match=problem):
        calibrate("--agent", agent.name, "--jsonl", str(source))


def test_unknown_agent_and_missing_file_are_refused(agent, tmp_path):
    with pytest.raises(CommandError, match="no agent named 'ghost'"):
        calibrate("--agent", "ghost", "--jsonl", str(tmp_path / "x.jsonl"))
    with pytest.raises(CommandError, match="cannot open"):
        calibrate("--agent", agent.name, "--jsonl", str(tmp_path / "x.jsonl"))


def test_it_calibrates_from_a_hermes_state_db_read_only(agent, tmp_path):
    db = write_hermes_state(tmp_path / "state.db")
    os.chmod(db, 0o444)  # a write attempt would fail loudly, not silently succeed
    before = (hashlib.sha256(db.read_bytes()).hexdigest(), db.stat().st_mtime_ns, sorted(os.listdir(tmp_path)))
    agent.model_name = ""
    agent.save()
    calibrate("--agent", agent.name, "--hermes-state", str(db), "--anchor-glyph", GLYPH)
    after = (hashlib.sha256(db.read_bytes()).hexdigest(), db.stat().st_mtime_ns, sorted(os.listdir(tmp_path)))
    assert after == before  # same bytes, same mtime, no journal or -wal/-shm left behind
    rows = {row.mode: row for row in RegisterBaseline.objects.active().filter(agent=agent)}
    # 50 execution turns (tools called) and 30 analysis turns; the rewound row and the
    # compaction copy are not counted.
    assert (rows["execution"].sample_count, rows["analysis"].sample_count) == (50, 30)
    assert rows["execution"].source == "calibrate-hermes"
    assert rows["execution"].model_name == "deepseek-v3"  # from the sessions table


def test_hermes_reader_classifies_turns_and_decodes_parts(tmp_path):
    db = write_hermes_state(tmp_path / "state.db", execution=2, analysis=2)
    connection = sqlite3.connect(db)
    parts = "\x00json:" + json.dumps([{"type": "text", "text": "Multimodal answer here."},
                                      {"type": "image_url", "image_url": {"url": "x"}}])
    connection.execute("INSERT INTO messages(session_id, role, content, timestamp) VALUES ('s1','user','q',9e9)")
    connection.execute("INSERT INTO messages(session_id, role, content, timestamp) VALUES ('s1','assistant',?,9e9+1)",
                       (parts,))
    connection.commit()
    connection.close()
    corpus = read_hermes_state(db)
    assert corpus.counts() == {"execution": 2, "analysis": 3}
    assert ("Multimodal answer here.", "analysis") in corpus.segments
    assert all("REWOUND" not in text for text, _ in corpus.segments)


def test_a_file_that_is_not_a_hermes_db_is_refused(agent, tmp_path):
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE x (y)").connection.close()
    with pytest.raises(CommandError, match="not a Hermes state database"):
        calibrate("--agent", agent.name, "--hermes-state", str(other))
    with pytest.raises(CommandError, match="no Hermes state database"):
        calibrate("--agent", agent.name, "--hermes-state", str(tmp_path / "missing.db"))
