"""PR-grade diff rows (issue 12): line numbers, word-level highlights. Pure: no Django imports.

`unified_rows(diff)` renders a stored unified diff; `text_rows(old, new)` diffs
two texts (two revisions of a phase output). Each row carries its old and new
line numbers and its text as segments, `changed` marking the words that differ
between a removed line and the added line that replaces it.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

HUNK = re.compile(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@")
TOKEN = re.compile(r"\s+|\w+|[^\w\s]")


@dataclass
class Row:
    css: str  # diff-file, diff-hunk, diff-add, diff-del, diff-ctx
    sign: str
    old_no: int | None = None
    new_no: int | None = None
    segments: list[tuple[bool, str]] = field(default_factory=list)


def _words(old: str, new: str) -> tuple[list[tuple[bool, str]], list[tuple[bool, str]]]:
    a, b = TOKEN.findall(old), TOKEN.findall(new)
    left: list[tuple[bool, str]] = []
    right: list[tuple[bool, str]] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if i2 > i1:
            left.append((op != "equal", "".join(a[i1:i2])))
        if j2 > j1:
            right.append((op != "equal", "".join(b[j1:j2])))
    return left, right


def _pair_words(block: list[Row]) -> None:
    """Within a run of removed lines followed by added lines, mark the words that changed."""
    dels = [r for r in block if r.css == "diff-del"]
    adds = [r for r in block if r.css == "diff-add"]
    for old, new in zip(dels, adds):
        old.segments, new.segments = _words(old.segments[0][1], new.segments[0][1])


def _flush(block: list[Row], rows: list[Row]) -> None:
    if block:
        _pair_words(block)
        rows.extend(block)
        block.clear()


def unified_rows(diff: str) -> list[Row]:
    rows: list[Row] = []
    block: list[Row] = []
    old_no = new_no = 0
    for line in diff.splitlines():
        if line.startswith(("+++", "---")):
            _flush(block, rows)
            rows.append(Row("diff-file", "", segments=[(False, line)]))
            continue
        match = HUNK.match(line)
        if match:
            _flush(block, rows)
            old_no, new_no = int(match.group(1)), int(match.group(2))
            rows.append(Row("diff-hunk", "", segments=[(False, line)]))
            continue
        sign, text = (line[:1], line[1:]) if line[:1] in "+- " and line else (" ", line)
        if sign == "-":
            if block and block[-1].css == "diff-add":
                _flush(block, rows)
            block.append(Row("diff-del", "-", old_no=old_no, segments=[(False, text)]))
            old_no += 1
        elif sign == "+":
            block.append(Row("diff-add", "+", new_no=new_no, segments=[(False, text)]))
            new_no += 1
        else:
            _flush(block, rows)
            rows.append(Row("diff-ctx", " ", old_no=old_no, new_no=new_no, segments=[(False, text)]))
            old_no += 1
            new_no += 1
    _flush(block, rows)
    return rows


def text_rows(old: str, new: str, *, context: int = 3) -> list[Row]:
    """The rows of a unified diff between two texts (no file header)."""
    lines = difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=context)
    return [row for row in unified_rows("\n".join(lines)) if row.css != "diff-file"]


@dataclass
class Side:
    """One half of a side-by-side row: a line number, its css and its word segments."""
    css: str
    no: int | None
    segments: list[tuple[bool, str]]


@dataclass
class SplitRow:
    """A side-by-side row: old on the left, new on the right; a header row spans both (``span``)."""
    css: str
    left: Side | None = None
    right: Side | None = None
    span: list[tuple[bool, str]] = field(default_factory=list)


def split_rows(rows: list[Row]) -> list[SplitRow]:
    """The side-by-side layout of unified rows (GitHub's split view): a removed line faces the
    added line that replaces it, word marks kept; unpaired lines face an empty cell."""
    out: list[SplitRow] = []
    dels: list[Row] = []
    adds: list[Row] = []

    def flush() -> None:
        for index in range(max(len(dels), len(adds))):
            old = dels[index] if index < len(dels) else None
            new = adds[index] if index < len(adds) else None
            out.append(SplitRow(
                "diff-change",
                Side("diff-del", old.old_no, old.segments) if old else None,
                Side("diff-add", new.new_no, new.segments) if new else None,
            ))
        dels.clear()
        adds.clear()

    for row in rows:
        if row.css == "diff-del":
            if adds:
                flush()
            dels.append(row)
        elif row.css == "diff-add":
            adds.append(row)
        else:
            flush()
            if row.css == "diff-new":
                out.append(SplitRow("diff-new", None, Side("diff-new", row.new_no, row.segments)))
            elif row.css == "diff-ctx":
                out.append(SplitRow("diff-ctx", Side("diff-ctx", row.old_no, row.segments),
                                    Side("diff-ctx", row.new_no, row.segments)))
            else:
                out.append(SplitRow(row.css, span=row.segments))
    flush()
    return out


def listing_rows(text: str) -> list[Row]:
    """A file with no parent to compare with, numbered line by line and not marked as added
    (a new file is read whole, not as a change)."""
    return [Row("diff-new", " ", new_no=number, segments=[(False, line)])
            for number, line in enumerate(text.splitlines(), start=1)]
