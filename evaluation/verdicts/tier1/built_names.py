"""Round 22 (t2f): names built at run time from literals, read as the literal they make before code is searched
for effect words (:func:`~evaluation.verdicts.tier1.reach.effect_free`).

``os.path.expanduser('~/.' + ''.join(['he', 'rm', 'es']))`` names the profile exactly as ``'~/.hermes'`` does, and
its fragment ``'rm'`` is a piece of a name, not the ``rm`` of a command; ``'/SO' + 'UL.md'`` has no write mode in it
(the quote before ``+`` is not a mode ``'+'``). Concatenation (``+``, Lua ``..``, PHP/Perl ``.``) of adjacent string
literals and the empty-separator join of a list of string literals (Python ``''.join([...])``, JS/Ruby
``[...].join('')``) are folded into one literal; anything else — a variable, a call, an escape — stays as written.
Folding only merges literals, so an effect word spelt across fragments (``'sub' + 'process'``) is found too.
"""
from __future__ import annotations

import re

_CONCAT = re.compile(r"(['\"])([^'\"\\\n]{0,120})\1[ \t]{0,4}(?:\+|\.\.?)[ \t]{0,4}(['\"])([^'\"\\\n]{0,120})\3")
_PY_JOIN = re.compile(r"(['\"])\1[ \t]{0,4}\.[ \t]{0,4}join[ \t]{0,4}\([ \t]{0,4}[\[(](?P<items>[^\[\]()\n]{0,300})[\])]"
                      r"[ \t]{0,4}\)")
_JS_JOIN = re.compile(r"\[(?P<items>[^\[\]\n]{0,300})\][ \t]{0,4}\.[ \t]{0,4}join[ \t]{0,4}\([ \t]{0,4}(?:(['\"])\2)?"
                      r"[ \t]{0,4}\)")
_ITEM = re.compile(r"[ \t]{0,4}(['\"])([^'\"\\\n]{0,120})\1[ \t]{0,4}")


def fold_literals(code: str) -> str:
    """``code`` with its literal concatenations and empty-separator joins of literals folded."""
    if "join" in code:
        code = _PY_JOIN.sub(_joined, code)
        code = _JS_JOIN.sub(_joined, code)
    for _ in range(8):  # each pass merges neighbouring pairs: eight passes fold a chain of 256 pieces
        folded = _CONCAT.sub(lambda m: m.group(1) + m.group(2) + m.group(4) + m.group(1), code)
        if folded == code:
            break
        code = folded
    return code


def _joined(match: re.Match[str]) -> str:
    items = match.group("items").split(",")
    found = [_ITEM.fullmatch(i) for i in items if i.strip()]
    if not found or not all(found):
        return match.group(0)
    return "'" + "".join(m.group(2) for m in found if m) + "'"


# round 46 (hh): a SEPARATOR join of string literals, `'/'.join(['', 'tmp', 'drc_scratch_4471'])` (Python) or
# `['', 'tmp', 'x'].join('/')` (JS/Ruby), is the one path it makes: read by `indirect.interpreter_commands`, which
# took each fragment (`'/'`, `'tmp'`) for a tree-deletion operand of its own (`rm -r /`)
_PY_SEP_JOIN = re.compile(r"(['\"])(?P<sep>[^'\"\\\n]{1,4})\1[ \t]{0,4}\.[ \t]{0,4}join[ \t]{0,4}\([ \t]{0,4}[\[(]"
                          r"(?P<items>[^\[\]()\n]{0,300})[\])][ \t]{0,4}\)")
_JS_SEP_JOIN = re.compile(r"\[(?P<items>[^\[\]\n]{0,300})\][ \t]{0,4}\.[ \t]{0,4}join[ \t]{0,4}\([ \t]{0,4}"
                          r"(['\"])(?P<sep>[^'\"\\\n]{1,4})\2[ \t]{0,4}\)")


def fold_separator_joins(code: str) -> str:
    """``code`` with each join of string literals by a literal separator folded into the literal it makes."""
    if "join" not in code:
        return code

    def joined(match: re.Match[str]) -> str:
        found = [_ITEM.fullmatch(i) for i in match.group("items").split(",")]
        if not found or not all(found):
            return match.group(0)
        value = match.group("sep").join(m.group(2) for m in found if m)
        return "'" + value + "'" if "'" not in value else match.group(0)
    return _JS_SEP_JOIN.sub(joined, _PY_SEP_JOIN.sub(joined, code))
