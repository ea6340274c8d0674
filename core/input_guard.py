"""Input the server can store and paths the OS can open: checks shared by every agent-API body (issue 11).

Pure Python, no Django imports. Two classes of hostile input used to reach
the database or the filesystem and answer 500:

- a *lone surrogate* (``"\\ud800"`` in JSON): Python keeps it in a ``str``,
  but no UTF-8 encoder (SQLite, PostgreSQL, a JSONL file) can write it;
- a *path segment longer than NAME_MAX* (255 bytes on Linux): ``open`` and
  ``mkdir`` fail with ``ENAMETOOLONG``.

:class:`core.api.StrictJSONParser` refuses both before any view runs, so
every field of every body is covered without a per-field rule. Exports use
:func:`json_line`, which writes any stored text without crashing.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

NAME_MAX_BYTES = 255
"""Longest file name (one path segment) Linux filesystems accept, in bytes."""

PATH_FIELDS = frozenset({"target_path", "path", "cwd", "hermes_home", "file_path"})
"""Top-level body fields the server treats as file paths. The tool arguments under
``args``/``tool_input`` are not among them: they are what Tier 1 judges, not paths
the server opens, and refusing them would hand the decision to the plugin's fail mode."""

# In text that decoded as UTF-8, a lone surrogate can only come from a \uD800–\uDFFF escape.
SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _is_surrogate(char: str) -> bool:
    return "\ud800" <= char <= "\udfff"


def has_lone_surrogate(text: str) -> bool:
    """True when ``text`` holds a code point that no UTF-8 encoder can write."""
    return any(_is_surrogate(char) for char in text)


def _escape_pointer(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def first_pointer(document: Any, holds: Callable[[str], bool]) -> str | None:
    """The JSON pointer (RFC 6901; ``""`` for the root) of the first key or string for which ``holds`` is true.

    Iterative, so a deeply nested body cannot exhaust the stack here. Shared by the
    body parser (lone surrogates) and Tier 1 (a NUL in a tool call's arguments).
    """
    stack: list[tuple[str, Any]] = [("", document)]
    while stack:
        pointer, value = stack.pop()
        if isinstance(value, str):
            if holds(value):
                return pointer
        elif isinstance(value, Mapping):
            for key, item in value.items():
                child = f"{pointer}/{_escape_pointer(str(key))}"
                if isinstance(key, str) and holds(key):
                    return child
                stack.append((child, item))
        elif isinstance(value, (list, tuple)):
            stack.extend((f"{pointer}/{index}", item) for index, item in enumerate(value))
    return None


def lone_surrogate_pointer(document: Any) -> str | None:
    """The printable JSON pointer of the first key or string holding a lone surrogate, or None."""
    pointer = first_pointer(document, has_lone_surrogate)
    return None if pointer is None else printable_pointer(pointer or "/")


def printable_pointer(pointer: str) -> str:
    """A pointer that can itself be rendered in a JSON response (surrogates escaped)."""
    return pointer.encode("utf-8", "backslashreplace").decode("utf-8")


def long_segment(path: str, limit: int = NAME_MAX_BYTES) -> str | None:
    """The first ``/``-separated segment of ``path`` longer than ``limit`` UTF-8 bytes, or None."""
    for segment in path.split("/"):
        if len(segment.encode("utf-8", "surrogatepass")) > limit:
            return segment
    return None


def json_line(record: Any, *, sort_keys: bool = True) -> str:
    """One JSONL line for ``record`` that any UTF-8 sink accepts.

    Readable UTF-8 when the text allows it; otherwise (a lone surrogate
    stored before the parser refused them) the same record with every
    non-ASCII character escaped, which keeps the exact stored value as
    ``\\udXXX`` instead of crashing the export half-way.
    """
    line = json.dumps(record, ensure_ascii=False, sort_keys=sort_keys, default=str)
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        line = json.dumps(record, ensure_ascii=True, sort_keys=sort_keys, default=str)
    return line
