"""Round 34 (t4c, issue 25): names spelled by escapes and Tcl's string commands, for the built-name readers.

Interpreter code can spell the profile's directory without its letters in ways round 16's decodings
(:mod:`encoded_names`: base64, hex, reversed, ROT13 of a whole literal) do not undo:

- **Escapes inside a literal**: Perl/PHP/awk/Ruby/Tcl ``"/.\\x68ermes"`` and ``"\\x{68}"``, octal ``"\\150ermes"``
  (Perl, PHP, awk, Tcl), Lua's decimal ``"\\104ermes"``, ``"\\u0068"``/``"\\u{68}"``. :func:`unescaped` gives both
  readings of three digits (octal and decimal).
- **Tcl's bare words** (Tcl needs no quotes, so no literal is there to decode): ``[string reverse semreh]``,
  ``[format %c 104]``, ``[binary decode base64 Lmhlcm1lcw==]`` and escapes in bare words fold to the text they make
  (:func:`tcl_folded`), so ``[file join $env(HOME) .[string reverse semreh] SOUL.md]`` is ``~/.hermes/SOUL.md``.

Bounded classes only (no nested quantifier): linear on any input; the Tcl folding runs only on code that holds one
of the shapes (a substring test first).
"""
from __future__ import annotations

import base64
import binascii
import re

_ESCAPE = re.compile(r"\\(?:x\{([0-9A-Fa-f]{1,6})\}|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|([0-9]{1,3}))")
_TCL_REVERSE = re.compile(r"\[string[ \t]{1,4}reverse[ \t]{1,4}[\"{]?([^\s\[\]{}\"$;]{1,200})[\"}]?[ \t]{0,4}\]")
_TCL_CHARS = re.compile(r"\[format[ \t]{1,4}[\"{]?((?:%c){1,40})[\"}]?((?:[ \t]{1,4}[0-9]{1,3}){1,40})[ \t]{0,4}\]")
_TCL_BASE64 = re.compile(r"\[binary[ \t]{1,4}decode[ \t]{1,4}base64[ \t]{1,4}[\"{]?([A-Za-z0-9+/=]{4,400})[\"}]?[ \t]{0,4}\]")


def _char(code: int) -> str:
    return chr(code) if 32 <= code < 127 else "\ufffd"


def unescaped(literal: str) -> list[str]:
    """The texts ``literal``'s backslash escapes stand for (three digits read as octal and as decimal)."""
    if "\\" not in literal:
        return []

    def sub(decimal: bool) -> str:
        def one(match: re.Match[str]) -> str:
            hexa = next((g for g in match.groups()[:4] if g), None)
            if hexa is not None:
                return _char(int(hexa, 16))
            digits = match.group(5)
            if decimal:
                return _char(int(digits))
            return _char(int(digits, 8)) if all(d in "01234567" for d in digits) else match.group(0)
        return _ESCAPE.sub(one, literal[:4096])
    return list(dict.fromkeys((sub(False), sub(True))))


def _b64(text: str) -> str:
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True).decode("latin-1")
    except (binascii.Error, ValueError):
        return text


def tcl_folded(code: str) -> str:
    """``code`` with Tcl's reversal, ``format %c`` and base64 commands and escapes folded to their text."""
    if "[string" not in code and "[format" not in code and "[binary" not in code and "\\" not in code:
        return code
    text = _TCL_REVERSE.sub(lambda m: m.group(1)[::-1], code[:20_000])
    text = _TCL_CHARS.sub(lambda m: "".join(_char(int(n)) for n in m.group(2).split())
                          if m.group(1).count("%c") == len(m.group(2).split()) else m.group(0), text)
    text = _TCL_BASE64.sub(lambda m: _b64(m.group(1)), text)
    return unescaped(text)[0] if "\\" in text else text
