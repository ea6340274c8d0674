"""Round 36 (t4m, issue 25): interpreter calls that READ, written with a word that elsewhere marks a write or a network
call — false blocks of the shape "a heuristic that fails closed on text it could read":

- Perl's three-argument ``open`` whose mode is the literal ``"<"`` (with an optional layer, ``'<:encoding(UTF-8)'``)
  opens for reading only; the generic ``open F`` write marker (there for the two-argument ``open F, ">$f"``) does not
  count for it. ``"+<"``, ``">"``, ``">>"``, ``"|-"``, ``"-|"`` and a mode held in a variable stay writes.
- A lookup by a literal KEY (Ruby ``Hash#fetch``/``ENV.fetch("HOME", …)``, ``.fetch(:key)``) is no network
  ``fetch``: only a method call whose first argument is a bare word key or a symbol; ``fetch(url)`` and
  ``window.fetch("//host")`` keep their network meaning.

Round 39 (t5a): the TWO-argument ``open F, "<$ENV{HOME}/.zshrc"`` reads too: a string whose first character is
``<`` (not ``<&``/``<=``, a dup) and that holds no ``|``, ``>``, ``+`` or ``&`` is a read mode whatever follows it
(Perl takes the mode from the string's start; a variable after it names the file only). It becomes
``readfrom("NAME")``: a read source, no write marker. ``"+<$f"``, ``">$f"``, ``"<$f |"``, a second ``open`` that
writes, ``system``/``unlink`` beside it stay writes.

Round 43 (lead): a READ call's format argument is no write mode — Lua's ``f:read("a")`` (5.4's "read all", also
``"*a"``, ``"l"``, ``"L"``, ``"n"``) is written ``f:read()``, so the ``"a"`` append-mode marker of ``io.open(p, "a")``
does not fire on a file only read (`lua -e 'local f = io.open(os.getenv("HOME").."/.hermes/SOUL.md"); print(#f:read("a"))'`).
``io.open(p, "a")``, ``"w"``, ``"r+"`` and ``io.output(`` stay writes.

All rewrite the code text in one pass of a bounded regex (linear in the code's length).
"""
from __future__ import annotations

import re

_READ_OPEN = re.compile(r"\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*(['\"])<(?::[\w()-]{1,40})?\1")
_READ_OPEN_2 = re.compile(r"\bopen\s*\(?\s*(?:my\s+)?[$\w]+\s*,\s*(['\"])\s*<(?![&=])([^'\"|<>+&\n]{1,400})\1")
_READ_FORMAT = re.compile(r"""(\bread\s*\(\s*)(['"])\*?[aLln]\2\s*\)""")
_KEY_FETCH = re.compile(r"\.fetch\s*\(\s*(?:(['\"])[\w-]{1,60}\1|:\w{1,60})\s*[,)]")


def without_read_opens(code: str) -> str:
    """``code`` with Perl's read-mode opens (three-argument ``"<"``, two-argument ``"<NAME"``) written as ``readfrom(``
    (see the module), and read calls' format arguments dropped (round 43)."""
    if "read" in code:
        code = _READ_FORMAT.sub(r"\1)", code)
    if "open" not in code or "<" not in code:
        return code
    code = _READ_OPEN.sub("readfrom(", code)
    return _READ_OPEN_2.sub(lambda m: f"readfrom({m.group(1)}{m.group(2)}{m.group(1)})", code)  # round 39 (t5a)


def without_key_fetches(code: str) -> str:
    """``code`` with its lookups by a literal key written as ``.lookup(`` (see the module)."""
    return _KEY_FETCH.sub(".lookup(", code) if "fetch" in code else code
