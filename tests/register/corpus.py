"""Deterministic generated outputs of one agent's stable style, and of a drifting one."""
from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from register.synthetic import sentence

GLYPH = "🦾"
HERMES_SCHEMA = Path(__file__).parent / "fixtures" / "hermes_state_v22.sql"

_sentence = sentence  # the shared generator (register/synthetic.py)


def execution_text(i: int) -> str:
    """Terse status line, a short bullet list, one inline command, the anchor glyph."""
    rng = random.Random(f"exec-{i}")
    head = " ".join(_sentence(rng, rng.randint(0, 2)) for _ in range(rng.randint(1, 2)))
    bullets = "\n".join(f"- {_sentence(rng)}" for _ in range(rng.randint(2, 4)))
    return f"{head} {GLYPH}\n\n{bullets}\n\nNext: `make check-{i % 7}`."


def analysis_text(i: int) -> str:
    """Two or three paragraphs of longer sentences, no bullets, the anchor glyph."""
    rng = random.Random(f"analysis-{i}")
    paragraphs = []
    for _ in range(rng.randint(2, 3)):
        sentences = []
        for _ in range(rng.randint(2, 4)):
            sentences.append(_sentence(rng, rng.randint(3, 6))[:-1] + ", and the trade-off between "
                             + rng.choice(["latency and cost", "safety and speed", "scope and depth"])
                             + " " + rng.choice(["still holds", "shifts slightly", "matters most here"]) + ".")
        paragraphs.append(" ".join(sentences))
    return "\n\n".join(paragraphs) + f" {GLYPH}"


def drifting_text(i: int) -> str:
    """Breathless all-caps shouting, no lists, no code, no anchor glyph."""
    rng = random.Random(f"drift-{i}")
    words = " ".join(rng.choice(["EVERYTHING", "IS", "ON", "FIRE", "AND", "WE", "MUST", "ACT", "NOW", "TRUST", "ME"])
                     for _ in range(45))
    return f"{words}!!! {words.lower()}?! {words}!!!"


def french_text(i: int) -> str:
    """An execution-style output in French."""
    return (f"Le service redémarre correctement après la migration numéro {i}. {GLYPH}\n\n"
            "- Les vérifications de santé passent toutes sans erreur.\n"
            "- La file d'attente se vide lentement mais sûrement.\n\n"
            f"Ensuite : `make check-{i % 7}`.")


def corpus(execution: int = 50, analysis: int = 30) -> list[tuple[str, str]]:
    return ([(execution_text(i), "execution") for i in range(execution)]
            + [(analysis_text(i), "analysis") for i in range(analysis)])


def write_jsonl(path: Path, execution: int = 50, analysis: int = 30, *, by_tools: bool = False) -> Path:
    with path.open("w", encoding="utf-8") as handle:
        for text, mode in corpus(execution, analysis):
            record = {"text": text, "called_tools": mode == "execution"} if by_tools else {"text": text, "mode": mode}
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


def write_hermes_state(path: Path, execution: int = 50, analysis: int = 30, *, model: str = "deepseek-v3") -> Path:
    """A state.db with Hermes's real schema: one session, one turn per output.

    Execution turns: user → assistant(tool_calls, no text) → tool → assistant(text).
    Analysis turns: user → assistant(text). Plus noise Hermes really stores: a
    rewound row (active=0, compacted=0) and a compaction copy of an earlier text.
    """
    connection = sqlite3.connect(path)
    connection.executescript(HERMES_SCHEMA.read_text(encoding="utf-8"))
    connection.execute("INSERT INTO schema_version(version) VALUES (22)")
    connection.execute("INSERT INTO sessions(id, source, model, started_at, message_count) VALUES (?,?,?,?,?)",
                       ("s1", "cli", model, 1_700_000_000.0, 4 * (execution + analysis)))
    clock = iter(range(1_700_000_001, 1_800_000_000))

    def add(role: str, content: str | None = None, tool_calls: str | None = None, **extra: object) -> None:
        columns = {"session_id": "s1", "role": role, "content": content, "tool_calls": tool_calls,
                   "timestamp": float(next(clock)), **extra}
        connection.execute(f"INSERT INTO messages({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})",
                           list(columns.values()))

    for i in range(execution):
        add("user", f"please run check {i}")
        add("assistant", "", json.dumps([{"id": f"c{i}", "type": "function",
                                          "function": {"name": "terminal", "arguments": "{}"}}]))
        add("tool", "ok", tool_call_id=f"c{i}", tool_name="terminal")
        add("assistant", execution_text(i))
    for i in range(analysis):
        add("user", f"what do you think about option {i}?")
        add("assistant", analysis_text(i))
    add("user", "undo that")
    add("assistant", "THIS WAS REWOUND AND MUST NOT COUNT", active=0, compacted=0)
    add("assistant", analysis_text(0))  # compaction copy of an earlier output
    connection.commit()
    connection.close()
    return path
