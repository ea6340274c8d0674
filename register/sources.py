"""Calibration sources (R-R-3): a JSONL file of outputs, and a Hermes ``state.db``.

Pure Python (no Django). Both readers return ``(text, mode)`` pairs for
:func:`register.baseline.calibrate`, and raise
:class:`register.exceptions.CalibrationSourceError` naming the line or file.

JSONL
    One JSON object per line: ``{"text": "...", "mode": "execution"}`` or
    ``{"text": "...", "called_tools": true}`` (mode = execution when the turn
    called tools). Blank lines are skipped; a line with empty text is skipped.

Hermes ``state.db`` (hermes-agent 0.19, schema version 22, ``hermes_state.py``)
    Opened **read-only** (``file:…?mode=ro`` URI): nothing is written, not
    even a journal. Tables used: ``messages(id, session_id, role, content,
    tool_calls, timestamp, active, compacted)`` and ``sessions(id, model)``.

    * A *turn* is a session's messages from one ``user`` message up to the
      next, in ``(timestamp, id)`` order.
    * The turn is *execution* when any of its messages is a ``tool`` result
      or an ``assistant`` message with non-empty ``tool_calls``; else
      *analysis*.
    * Every ``assistant`` message with non-empty text content is one segment
      (the text before a tool call and the final answer count separately).
      Content stored as ``"\\x00json:"`` + JSON (multimodal parts) is decoded
      and its ``text`` parts joined.
    * Rows rewound or undone (``active = 0`` and ``compacted = 0``) are
      skipped — Hermes hides them from its own search too. Compacted rows
      (``compacted = 1``) are the agent's real earlier outputs and are kept;
      the copies a compaction re-inserts are dropped by de-duplicating
      identical texts within a session. Databases older than the
      ``active``/``compacted`` columns are read without that filter.
"""
from __future__ import annotations

import json
import sqlite3
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable

from register.baseline import MODES, mode_for_turn
from register.exceptions import CalibrationSourceError

HERMES_CONTENT_JSON_PREFIX = "\x00json:"


@dataclass(frozen=True)
class CalibrationCorpus:
    """Segments read from a source, and the models it names (most used first)."""

    segments: list[tuple[str, str]]
    models: tuple[str, ...] = ()

    def counts(self) -> dict[str, int]:
        found = Counter(mode for _, mode in self.segments)
        return {mode: found.get(mode, 0) for mode in MODES}


def read_jsonl(path: str | Path) -> CalibrationCorpus:
    """Read ``(text, mode)`` pairs from a JSONL file (format: module docstring)."""
    segments: list[tuple[str, str]] = []
    try:
        handle = open(path, encoding="utf-8")
    except OSError as exc:
        raise CalibrationSourceError(f"cannot open {path}: {exc.strerror}") from None
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError as exc:
                raise CalibrationSourceError(f"{path}:{number}: not JSON ({exc.msg})") from None
            if not isinstance(record, dict):
                raise CalibrationSourceError(f"{path}:{number}: expected an object")
            text = record.get("text")
            if not isinstance(text, str):
                raise CalibrationSourceError(f"{path}:{number}: \"text\" must be a string")
            mode = record.get("mode")
            if mode is None and isinstance(record.get("called_tools"), bool):
                mode = mode_for_turn(called_tools=record["called_tools"])
            if mode not in MODES:
                raise CalibrationSourceError(
                    f"{path}:{number}: needs \"mode\" ({' or '.join(MODES)}) or \"called_tools\" (true/false)")
            if text.strip():
                segments.append((text, mode))
    return CalibrationCorpus(segments=segments)


def hermes_content_text(content: Any) -> str:
    """Plain text of a stored Hermes message ``content`` (string or encoded parts)."""
    if not isinstance(content, str):
        return ""
    if not content.startswith(HERMES_CONTENT_JSON_PREFIX):
        return content
    try:
        parts = json.loads(content[len(HERMES_CONTENT_JSON_PREFIX):])
    except json.JSONDecodeError:
        return ""
    if isinstance(parts, str):
        return parts
    if isinstance(parts, dict):
        parts = [parts]
    if not isinstance(parts, list):
        return ""
    texts = [p.get("text", "") for p in parts if isinstance(p, dict) and p.get("type") in (None, "text")]
    return "\n\n".join(t for t in texts if isinstance(t, str) and t)


def _has_tool_calls(raw: Any) -> bool:
    if raw is None or raw == "":
        return False
    try:
        decoded = json.loads(raw) if isinstance(raw, str) else raw
    except json.JSONDecodeError:
        return True  # something is there, even if unreadable
    return bool(decoded)


def _turn_segments(rows: Iterable[sqlite3.Row]) -> list[tuple[str, str]]:
    """Segments of one session's rows, ordered by (timestamp, id)."""
    segments: list[tuple[str, str]] = []
    seen: set[str] = set()
    turn_texts: list[str] = []
    turn_tools = False

    def close_turn() -> None:
        mode = mode_for_turn(called_tools=turn_tools)
        for text in turn_texts:
            segments.append((text, mode))

    for row in rows:
        role = row["role"]
        if role == "user":
            close_turn()
            turn_texts, turn_tools = [], False
            continue
        if role == "tool" or (role == "assistant" and _has_tool_calls(row["tool_calls"])):
            turn_tools = True
        if role == "assistant":
            text = hermes_content_text(row["content"])
            if text.strip() and text not in seen:
                seen.add(text)
                turn_texts.append(text)
    close_turn()
    return segments


def read_hermes_state(path: str | Path) -> CalibrationCorpus:
    """Read assistant segments from a Hermes ``state.db``, read-only (module docstring)."""
    db_path = Path(path)
    if not db_path.is_file():
        raise CalibrationSourceError(f"no Hermes state database at {db_path}")
    uri = f"{db_path.resolve().as_uri()}?mode=ro"
    try:
        connection = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        raise CalibrationSourceError(f"cannot open {db_path} read-only: {exc}") from None
    try:
        connection.row_factory = sqlite3.Row
        columns = {row["name"] for row in connection.execute("PRAGMA table_info(messages)")}
        if not {"session_id", "role", "content", "tool_calls", "timestamp"} <= columns:
            raise CalibrationSourceError(f"{db_path} is not a Hermes state database (no messages table)")
        visible = "WHERE (active = 1 OR compacted = 1)" if {"active", "compacted"} <= columns else ""
        rows = connection.execute(
            f"SELECT session_id, role, content, tool_calls FROM messages {visible} "
            "ORDER BY session_id, timestamp, id"
        ).fetchall()
        session_columns = {row["name"] for row in connection.execute("PRAGMA table_info(sessions)")}
        models: Counter[str] = Counter()
        if "model" in session_columns:
            weight = "message_count" if "message_count" in session_columns else "1"
            for row in connection.execute(f"SELECT model, {weight} AS weight FROM sessions WHERE model IS NOT NULL"):
                models[row["model"]] += row["weight"] or 0
    except sqlite3.Error as exc:
        raise CalibrationSourceError(f"cannot read {db_path}: {exc}") from None
    finally:
        connection.close()

    segments: list[tuple[str, str]] = []
    by_session: dict[str, list[sqlite3.Row]] = {}
    for row in rows:
        by_session.setdefault(row["session_id"], []).append(row)
    for session_rows in by_session.values():
        segments.extend(_turn_segments(session_rows))
    ranked = tuple(m for m, _ in sorted(models.items(), key=lambda kv: (-kv[1], kv[0])) if m)
    return CalibrationCorpus(segments=segments, models=ranked)
