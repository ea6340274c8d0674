"""Round 24 (t2n, issue 25): name pieces that are not string literals, for round 15's built names (:mod:`builtnames`).

- **Character and byte codes**: a list of three or more printable codes — Elixir/Erlang ``<<46, 104, 101, …>>`` and
  ``[46,104,…]``, Python ``bytes([46, 104, …])``, Ruby ``[46, 104].pack('c*')``, JavaScript
  ``String.fromCharCode(46, 104, …)``, Julia ``Char.([46, …])``, Octave ``char([46 104 …])`` — decoded to its text.
- **Tcl's bare words joined**: ``[string cat me s]``, ``[join {.her mes} ""]``, ``[append x .her mes]`` and
  ``[format %s%s .her mes]`` fold to the word they make (Tcl needs no quotes, so round 15's literals miss them).

Each piece is handed to :func:`builtnames.built_name_reasons`, which blocks when a writing or deleting sink and a home
reference are in the same code and a piece holds the profile's name. Bounded classes only: linear on any input.
"""
from __future__ import annotations

import re

_CODES = re.compile(r"\d{2,3}(?:[ \t]{0,4}[, \t][ \t]{0,4}\d{2,3}){2,200}")
_TCL_CAT = re.compile(r"\[(?:string[ \t]{1,4}cat|append[ \t]{1,4}\w{1,30}|format[ \t]{1,4}['\"]?(?:%s){1,20}['\"]?)"
                      r"[ \t]{1,4}([^\[\]$\n;]{1,200})\]")
_TCL_JOIN = re.compile(r"\[join[ \t]{1,4}\{([^{}\[\]\n]{1,200})\}[ \t]{0,4}(?:\"\"|\{\})[ \t]{0,4}\]")
_BARE_BEFORE = re.compile(r"([\w.-]{0,60})$")
_BARE_AFTER = re.compile(r"^([\w.-]{0,60})")


def _decoded(run: str) -> str | None:
    codes = [int(c) for c in re.split(r"[, \t]+", run.strip()) if c]
    if not all(32 <= c < 127 for c in codes):
        return None
    return "".join(chr(c) for c in codes)


def code_pieces(code: str) -> list[str]:
    """Names the code builds from character codes or Tcl word joins (module docstring)."""
    pieces: list[str] = []
    for match in _CODES.finditer(code[:200_000]):
        text = _decoded(match.group(0))
        if text:
            pieces.append(text)
        if len(pieces) > 64:
            break
    for pattern in (_TCL_CAT, _TCL_JOIN):
        for match in pattern.finditer(code[:200_000]):
            joined = "".join(w.strip("'\"") for w in match.group(1).split())
            before = _BARE_BEFORE.search(code[max(0, match.start() - 60):match.start()])
            after = _BARE_AFTER.search(code[match.end():match.end() + 60])
            pieces.append(f"{before.group(1) if before else ''}{joined}{after.group(1) if after else ''}")
            if len(pieces) > 128:
                return pieces
    return pieces
