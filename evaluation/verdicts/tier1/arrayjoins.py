"""Arrays of literals joined into one string (issue 25, round 11: run-time paths in languages other than Python).

``%w[.her mes].join`` (Ruby), ``['.her', 'mes'].join('')`` (JavaScript, Ruby), ``join('', '.her', 'mes')`` (Perl),
``implode('', ['.her', 'mes'])`` (PHP) build ``'.hermes'`` at run time; :func:`array_joins` writes the literal they
make in their place, so the name searches and the home-joined paths of :mod:`evaluation.verdicts.tier1.codepaths`
read it (Python's ``''.join([...])`` is evaluated on its syntax tree there). An item that is not a literal leaves
the join as it is. Bounded classes only: linear on any input.
"""

from __future__ import annotations

import re

_WORDS_JOIN = re.compile(r"""%[wWiI]\[([^\]\n]{0,300})\]\.join(?:\([ \t]*+(['"])([^'"\n]{0,20})\2[ \t]*+\))?""")
_LIST_JOIN = re.compile(r"""\[([^\[\]\n]{0,500})\]\.join\((?:[ \t]*+(['"])([^'"\n]{0,20})\2)?[ \t]*+\)""")
_CALL_JOIN = re.compile(r"""\b(?:join|implode)\([ \t]*+(['"])([^'"\n]{0,20})\1[ \t]*+,[ \t]*+\[?([^\[\]()\n]{0,500})\]?\)""")
_ITEM = re.compile(r"""(['"])((?:\\.|(?!\1)[^\\\n]){0,300})\1|(\S+)""")


def _items(text: str) -> list[str] | None:
    """The literal items of a list's text (``'a', "b"``), or None when one is not a literal."""
    out: list[str] = []
    for match in _ITEM.finditer(text.replace(",", " ")):
        if match.group(3) is not None:
            return None
        out.append(match.group(2))
    return out


def array_joins(code: str) -> str:
    """Round 11 (run-time paths): ``%w[.her mes].join`` (Ruby), ``['.her', 'mes'].join('')`` (JavaScript, Ruby),
    ``join('', '.her', 'mes')`` (Perl), ``implode('', ['.her', 'mes'])`` (PHP) → ``'.hermes'`` in place."""
    def words(match: re.Match[str]) -> str:
        return repr(match.group(3).join(match.group(1).split()) if match.group(3) else "".join(match.group(1).split()))

    def listed(match: re.Match[str]) -> str:
        items = _items(match.group(1))
        return match.group(0) if items is None else repr((match.group(3) or "").join(items))

    def called(match: re.Match[str]) -> str:
        items = _items(match.group(3))
        return match.group(0) if items is None else repr(match.group(2).join(items))

    return _CALL_JOIN.sub(called, _LIST_JOIN.sub(listed, _WORDS_JOIN.sub(words, code)))
