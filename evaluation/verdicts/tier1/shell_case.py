"""``case WORD in pattern) … ;; esac`` read as shell, not as unbalanced subshells (stop 41, the forty-fifth batch).

The lexer turns ``(`` and ``)`` into separators and the parser refused a line whose parentheses do not pair, so
every ``case`` written the usual way (``a) …;;``, without the optional ``(``) was unparseable and blocked fail-closed,
and the ``(a)`` form ran its pattern ``a`` as a command. :func:`balanced` drops each pattern list (its words, ``|``
and parentheses) and ends the header and each branch with ``;``, so what a branch runs is judged as any command
is; the header ``case WORD in`` stays a command, so a substitution in WORD is still judged. A pattern holding a
substitution, an operator or a redirection is left as it was, and the pairing check still fails closed on it.
Linear: one pass over the tokens, one more over a pattern list.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell_words import ShellSyntaxError, Word

Token = Word | str
_COMMAND_NEXT = frozenset({"do", "then", "else", "elif", "if", "while", "until", "{", "!", "time"})
"""Reserved words after which a command starts (``for …; do case …``)."""


def balanced(tokens: list[Token], source: str) -> list[Token]:
    """``tokens`` without ``case`` pattern lists; ShellSyntaxError when parentheses still do not pair."""
    tokens = without_case_patterns(tokens)
    if sum((t == "(") - (t == ")") for t in tokens if isinstance(t, str)) != 0:
        raise ShellSyntaxError(f"unbalanced subshell parentheses in {source[:80]!r}")
    return tokens


def _bare(token: Token) -> str | None:
    return token.text if isinstance(token, Word) and not token.quoted else None


def _pattern_end(tokens: list[Token], i: int) -> int | None:
    """Index of the ``)`` closing the pattern list at ``i``, or None when it is not a plain pattern list."""
    j = i + (tokens[i] == "(")
    while j < len(tokens) and tokens[j] != ")":
        part = tokens[j]
        if isinstance(part, Word) and (part.nested or part.dynamic) or isinstance(part, str) and part != "|":
            return None
        j += 1
    return j if j < len(tokens) and j > i else None


def without_case_patterns(tokens: list[Token]) -> list[Token]:
    """The token stream with each ``case`` pattern list replaced by ``;`` (unchanged when one is not plain)."""
    if not any(_bare(t) == "case" for t in tokens):
        return tokens
    out: list[Token] = []
    expecting: list[bool] = []  # per open `case`: True while a pattern list (or `esac`) comes next
    start, i = True, 0
    while i < len(tokens):
        token, word = tokens[i], _bare(tokens[i])
        if expecting and expecting[-1] and token in ("\n", ";"):
            i += 1
            continue
        if (expecting and expecting[-1] or start and expecting) and word == "esac":
            expecting.pop()
            out.append(token)
            start, i = False, i + 1
            continue
        if expecting and expecting[-1]:
            end = _pattern_end(tokens, i)
            if end is None:
                return tokens
            out.append(";")
            expecting[-1], start, i = False, True, end + 1
            continue
        if start and word == "case" and i + 2 < len(tokens) and _bare(tokens[i + 2]) == "in":
            out.extend((*tokens[i:i + 3], ";"))
            expecting.append(True)
            start, i = True, i + 3
            continue
        if expecting and token == ";;":
            out.append(";")
            expecting[-1], start, i = True, True, i + 1
            continue
        out.append(token)
        start = isinstance(token, str) and not token.startswith("R") or word in _COMMAND_NEXT
        i += 1
    return out
