"""The character-level half of Tier 1's shell reader (split from ``shell.py``, which keeps the parse entry points
and the cache): quoting, ``$'…'``, double quotes, backticks, ``$(…)``/``<(…)`` substitutions, redirections and
here-document bodies, into :class:`Word` s and operator strings. Anything it cannot balance raises
:class:`ShellSyntaxError` so the engine fails closed."""

from __future__ import annotations

import re
from collections.abc import Callable

from evaluation.verdicts.tier1.shell_words import (
    EXTGLOB,
    FD_PREFIX,
    MAX_WORDS,
    OPERATORS,
    REDIRECT_OPS,
    SUBSTITUTION_WORDS,
    CommandTooLong,
    ShellSyntaxError,
    SimpleCommand,
    Word,
    extglob_text,
    static_output,
    unescape,
)

Parse = Callable[..., tuple[SimpleCommand, ...]]

_PLAIN_RUN = re.compile(r"(?:[^ \t\r\n\\'\"`$<>;&|()]|\$(?![({']))+")
"""Characters that are part of a word as they stand (``#`` too: it starts a comment only at a word's start;
``$`` unless it starts a substitution, arithmetic or ``${…}``)."""
_QUOTED_RUN = re.compile(r'(?:[^"\\`$]|\$(?!\((?!\()))+')
"""The same inside double quotes: ``$(`` (not ``$((``) starts a substitution there."""
_SUBSTITUTION_STOP = re.compile(r"[\\'\"()]")


class Lexer:
    """Character-level lexer producing words and operator strings; ``parse`` reads a substitution's body
    (``shell.parse_commands``, passed in: the parser calls the lexer)."""

    def __init__(self, src: str, depth: int, counter: list[int], parse: Parse) -> None:
        self.src, self.i, self.depth, self.counter, self.parse = src, 0, depth, counter, parse
        if len(counter) < 2:
            counter.append(MAX_WORDS)  # counter[1]: words left to read, shared by every nested parse
        self.tokens: list[Word | str] = []
        self.heredocs: list[tuple[int, str, bool]] = []  # (token index, delimiter, strip tabs)

    def error(self, message: str) -> ShellSyntaxError:
        return ShellSyntaxError(f"{message} at offset {self.i} in {self.src[:80]!r}")

    def run(self) -> list[Word | str]:
        src, word = self.src, Word()
        while self.i < len(src):
            c = src[self.i]
            if c in " \t\r":
                self._flush(word)
                word = Word()
                self.i += 1
            elif c == "\n":
                self._flush(word)
                word = Word()
                self.tokens.append("\n")
                self._spend()
                self.i += 1
                self._read_heredoc_bodies()
            elif c == "#" and not word.started:
                end = src.find("\n", self.i)
                self.i = len(src) if end < 0 else end
            elif c == "\\":
                if self.i + 1 < len(src) and src[self.i + 1] != "\n":
                    word.parts.append(src[self.i + 1])
                    word.started = True
                self.i += 2
            elif c == "'":
                end = src.find("'", self.i + 1)
                if end < 0:
                    raise self.error("unbalanced single quote")
                word.parts.append(src[self.i + 1:end])
                word.started = word.quoted = True
                self.i = end + 1
            elif c == '"':
                self._double_quoted(word)
            elif c == "`":
                self._backtick(word)
            elif c == "$" and src.startswith("$'", self.i):
                self._ansi_c(word)
            elif c == "$" and src.startswith("$((", self.i):
                end = self._matching(self.i + 1)
                word.parts.append(src[self.i:end + 1])
                word.started = True
                self.i = end + 1
            elif c == "$" and src.startswith("$(", self.i) or c in "<>" and src.startswith("(", self.i + 1):
                end = self._matching(self.i + 1)
                self._substitute(word, src[self.i + 2:end], src[self.i:self.i + 2])
                self.i = end + 1
            elif c == "$" and src.startswith("${", self.i):
                end = src.find("}", self.i)
                if end < 0:
                    raise self.error("unbalanced ${")
                word.parts.append(src[self.i:end + 1])
                word.started = True
                self.i = end + 1
            elif c in "<>" or c == "&" and src.startswith(("&>",), self.i):
                fd = word.text if word.started and not word.quoted and FD_PREFIX.match(word.text) else ""
                if not fd:
                    self._flush(word)
                word = Word()
                op = next(o for o in REDIRECT_OPS if src.startswith(o, self.i))
                self.i += len(op)
                self.tokens.append("R" + fd + op)
                self._spend()
            elif c == "(" and word.parts and word.parts[-1][-1:] in "?*+@!" and (glob := EXTGLOB.match(src, self.i)):
                word.parts[-1] = word.parts[-1][:-1] + extglob_text(word.parts[-1][-1], glob.group(0)[1:-1])
                self.i = glob.end()
            elif c in ";&|()":
                self._flush(word)
                word = Word()
                op = next(o for o in OPERATORS if src.startswith(o, self.i))
                self.i += len(op)
                self.tokens.append(op)
                self._spend()
            else:
                run = _PLAIN_RUN.match(src, self.i)
                end = run.end() if run else self.i + 1
                word.parts.append(src[self.i:end])
                word.started = True
                self.i = end
        self._flush(word)
        return self.tokens

    def _spend(self) -> None:
        self.counter[1] -= 1
        if self.counter[1] < 0:
            raise CommandTooLong(f"more than {MAX_WORDS} words and operators; Tier 1 does not read the rest, "
                                 "so it cannot tell what the command does")

    def _flush(self, word: Word) -> None:
        if word.started:
            self.tokens.append(word)
            self._spend()
            prev = self.tokens[-2] if len(self.tokens) > 1 else None
            if isinstance(prev, str) and prev.lstrip("R0123456789") in ("<<", "<<-"):
                self.heredocs.append((len(self.tokens) - 1, word.text, prev.endswith("-")))

    def _ansi_c(self, word: Word) -> None:
        """``$'…'``: bash's ANSI-C quoting, backslash escapes decoded (``$'\\x72m'`` is ``rm``; round 5)."""
        src, j = self.src, self.i + 2
        while j < len(src) and src[j] != "'":
            j += 2 if src[j] == "\\" else 1
        if j >= len(src):
            raise self.error("unbalanced $' quote")
        body = src[self.i + 2:j]
        decoded = unescape(body)
        word.parts.append(decoded if decoded is not None else body)
        word.started = word.quoted = True
        self.i = j + 1

    def _double_quoted(self, word: Word) -> None:
        src, self.i = self.src, self.i + 1
        word.started = word.quoted = True
        while self.i < len(src) and src[self.i] != '"':
            c = src[self.i]
            if c == "\\" and self.i + 1 < len(src) and src[self.i + 1] in '"\\$`':
                word.parts.append(src[self.i + 1])
                self.i += 2
            elif c == "`":
                self._backtick(word)
            elif src.startswith("$(", self.i) and not src.startswith("$((", self.i):
                end = self._matching(self.i + 1)
                self._substitute(word, src[self.i + 2:end], "$(")
                self.i = end + 1
            else:
                run = _QUOTED_RUN.match(src, self.i)
                end = run.end() if run else self.i + 1
                word.parts.append(src[self.i:end])
                self.i = end
        if self.i >= len(src):
            raise self.error("unbalanced double quote")
        self.i += 1

    def _matching(self, open_at: int) -> int:
        """Index of the ``)`` closing the ``(`` at ``open_at``, skipping quotes."""
        src, depth, j = self.src, 0, open_at
        while j < len(src):
            stop = _SUBSTITUTION_STOP.search(src, j)  # skip what cannot change the depth in one step
            if stop is None:
                break
            j = stop.start()
            c = src[j]
            if c == "\\":
                j += 2
                continue
            if c == "'" or c == '"':
                end = src.find(c, j + 1)
                if end < 0:
                    raise self.error("unbalanced quote inside substitution")
                j = end + 1
                continue
            depth += (c == "(") - (c == ")")
            if depth == 0:
                return j
            j += 1
        raise self.error("unbalanced parenthesis")

    def _backtick(self, word: Word) -> None:
        """`…` command substitution, bare or inside double quotes."""
        end = self.src.find("`", self.i + 1)
        if end < 0:
            raise self.error("unbalanced backtick")
        self._substitute(word, self.src[self.i + 1:end], "`")
        self.i = end + 1

    def _substitute(self, word: Word, body: str, marker: str) -> None:
        self.counter[1] -= SUBSTITUTION_WORDS - 1  # a nested parse costs about as much as this many words
        nested = self.parse(body, depth=self.depth + 1, context="substitution", counter=self.counter)
        word.nested.extend(nested)
        word.started = True
        after = self.src[self.i + len(marker) + len(body) + 1:self.i + len(marker) + len(body) + 65]
        static = static_output(nested, after) if marker in ("$(", "`") else None
        if static is not None:  # `$(echo ~/.hermes)`, `$(pwd)`: resolvable without running anything
            word.parts.append(static)
            return
        word.parts.append(f"{marker}…)" if marker != "`" else "`…`")
        word.dynamic = True

    def _read_heredoc_bodies(self) -> None:
        for index, delimiter, strip in self.heredocs:
            lines: list[str] = []
            while self.i < len(self.src):
                end = self.src.find("\n", self.i)
                end = len(self.src) if end < 0 else end
                line, self.i = self.src[self.i:end], end + 1
                if (line.lstrip("\t") if strip else line) == delimiter:
                    break
                lines.append(line)
            body = self.tokens[index]
            assert isinstance(body, Word)
            body.nested = []
            body.text = delimiter + "\0" + "\n".join(lines)
        self.heredocs = []
