"""The candidate paths a command's words hold (split from :mod:`reach`, round 22): ``--opt=V``/``key=V`` values,
``src:dst`` halves, the blank-separated tokens of a quoted word (flagged when the word looks like code), here-documents
and here-strings, and ``find``'s starting points and ``-fprint`` files. Linear: each word is split once.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

from evaluation.verdicts.tier1.home_joins import fold_home_joins
from evaluation.verdicts.tier1.literal_concat import fold_concat
from evaluation.verdicts.tier1.shell_words import SHELLS, SimpleCommand

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")
_TOKEN_STRIP = "\"'`()[]{},;"
CODE_LIKE = re.compile(r"[(){};]|\+\s*['\"]|['\"]\s*\+|\$\w|%\*?ENV|\.\.")


def words(command: SimpleCommand, skip: frozenset[int], quiet: frozenset[str]) -> Iterator[tuple[str, bool]]:
    """Every candidate path a command's words and here-documents hold, and whether it came from code-like
    text: ``--opt=V``/``key=V`` values, ``src:dst`` halves, blank-separated tokens of a quoted word."""
    argv = command.argv
    if command.program in _FINDS:  # find's paths are its starting points (and its -fprint files)
        starts = []
        for index, word in enumerate(argv[1:], start=1):
            if word.startswith(("-", "(", "!")):
                starts += [argv[i + 1] for i in range(index, len(argv) - 1) if argv[i] in _FIND_FILES]
                break
            starts.append(word)
        for word in starts:
            yield from _pieces(word)
        return
    mute = False
    infix = command.program not in SHELLS  # round 38 (t4w): see :func:`_operator`
    for index, word in enumerate(argv[1:], start=1):
        if mute or index in skip or not word:
            mute = False
            continue
        if word in quiet:
            mute = True  # a message (`git commit -m TEXT`): prose, not a path
            continue
        yield from _pieces(fold_concat(fold_home_joins(word, command.program, drop=True), command.program)  # round 42 (fb)
                           if _FOLDABLE.search(word) else word, infix)
    for redirect in command.redirects:
        body = redirect.heredoc_body if redirect.heredoc_body is not None else (
            redirect.target if redirect.op.endswith("<<<") else None)
        if body:
            yield from _pieces(body, infix)


_FOLDABLE = re.compile(r"""['"][ \t]{0,4}(?:\+|\.\.?|<<|['"])""")  # round 37 (fb): a concatenation of literals
_PLAIN = re.compile(r"[^\s=:]+")
_QUOTED_PATH = re.compile(r"""['"(]([~/$][^'"()\s,;]*)""")
_FINDS = frozenset({"find", "gfind", "bfs"})
_FIND_FILES = frozenset({"-fprint", "-fprint0", "-fprintf", "-fls"})
_KEY_END = re.compile(r"[\w.\]}-]\Z")


# round 30 (t3h): a bundle of short options whose last one takes the attached value (`-dfqp$HOME/.hermes/x`)
_BUNDLE = re.compile(r"-[A-Za-z]{1,8}([/~$].*)", re.DOTALL)
# round 30 (t3h): a `file://` URL names a local path, percent-encoded (`file://$HOME/%2Ehermes/SOUL.md`)
_FILE_URL = re.compile(r"(?i)\bfile://(?:localhost(?=/))?([^\s'\"<>|;&]+)")


_KEY = re.compile(r"[A-Za-z_][\w.-]{0,60}=")


def _kv_args(word: str) -> bool:
    """Round 32 (t3o): a module's ``key=value`` argument list (``ansible -m lineinfile -a "path=$HOME/.hermes/x
    line='a: b'"``): every blank-separated token outside a quoted value starts ``key=``; its paths are arguments,
    not code that may only mention them. One pass over the tokens."""
    quote = ""
    for token in word.split():
        if not quote and not _KEY.match(token):
            return False
        for c in token:
            if c in "'\"" and (not quote or c == quote):
                quote = "" if quote else c
    return not quote


_OPERAND_END = re.compile(r"[\w)\]'\"]\Z")
_OPERAND_START = re.compile(r"[\w('\"]")


def _operator(tokens: list[str], i: int) -> bool:
    """Round 38 (t4w): a bare ``/`` or ``//`` between two operands of an interpreter's code is an operator (a
    division, pathlib's join ``out / 'x.txt'``, floor division), not the root: the token before it ends an operand
    (a name, a call, a literal), is no option, and the token after it starts one. A shell's text keeps every ``/``
    (``tar c / x``); so does ``'/'`` (quoted: the root as a literal) and a ``/`` with nothing after it."""
    return tokens[i] in ("/", "//") and 0 < i < len(tokens) - 1 and not tokens[i - 1].startswith("-") and \
        _OPERAND_END.search(tokens[i - 1]) is not None and _OPERAND_START.match(tokens[i + 1]) is not None


def _pieces(word: str, infix: bool = False) -> Iterator[tuple[str, bool]]:
    if "file:" in word or "FILE:" in word or "File:" in word:
        for found in _FILE_URL.finditer(word):
            yield unquote(found.group(1)), False
    if _PLAIN.fullmatch(word):  # the common case: one plain word
        if word[0] != "-":
            yield word, False
            if "," in word:  # round 32 (t3o): `--export-objects http,~/.hermes/x`: a KIND,PATH value names PATH
                yield from ((p, False) for p in word.split(",")[1:] if p[:1] in ("/", "~", "$"))
        elif (bundle := _BUNDLE.fullmatch(word)) is not None:
            yield bundle.group(1), False
        if "'" in word or '"' in word or "(" in word:  # code without blanks: `delete_file('~/.hermes/x'),halt`
            for quoted in _QUOTED_PATH.findall(word):
                yield quoted, True
        return
    # a word with blanks is an argument list (`'src=a dest=~/.hermes/SOUL.md'`: its paths count as words) or,
    # when it looks like code, code (its paths count unless the whole command is proven free of effects)
    code = any(c.isspace() for c in word) and CODE_LIKE.search(word) is not None and not _kv_args(word)
    tokens = word.split() if any(c.isspace() for c in word) else [word]
    for index, token in enumerate(tokens):
        if infix and code and _operator(tokens, index):
            continue  # round 38 (t4w): `(out / 'report.txt').write_text(…)`: pathlib's join, not the root
        token = token.strip(_TOKEN_STRIP) if token != word else token  # `{a,b}` in a plain word is a brace
        if not token or _URL.match(token):
            continue
        if (token == word and not token.startswith("-")) or token.startswith(("/", "~", "$")):
            yield token, code
        if len(token) > 2 and token[0] == "-" and (bundle := _BUNDLE.fullmatch(token)) is not None:
            yield bundle.group(1), code  # `-o~/.hermes/SOUL.md`, `-dfqp$HOME/…`: a short option's attached value
        for sep in ("=", ":"):
            if sep in token:
                pieces = token.split(sep)
                for i, part in enumerate(pieces[1:] if sep == "=" else pieces, start=1 if sep == "=" else 0):
                    if sep == "=" and not _KEY_END.search(pieces[i - 1]):
                        continue  # round 21: `/^(PATH|LANG)=/` is a regex, not `KEY=/` (a value after a key)
                    part = part.strip(_TOKEN_STRIP)
                    if part and part != token and part.startswith(("/", "~", "$", ".")):
                        yield part, code
