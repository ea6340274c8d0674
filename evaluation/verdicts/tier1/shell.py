"""A small, fail-closed shell parser for Tier 1 (R-T1-2, R-T1-3; SPEC §9).

Keyword rules over-block prose, so Tier 1 looks at the *structure* of the
command an agent wants to run: the simple commands it contains, their argv,
redirection targets and pipeline position. This is a bash-lite lexer, not a
shell: it understands quoting, ``;`` ``&&`` ``||`` ``|`` ``&``, subshells,
``$(...)``/backticks/``<(...)``, ``bash -c``/``sh -c``/``eval``, wrapper
prefixes (``sudo``, ``env``, ``nohup``, ``xargs`` …), ``find -exec``,
redirections and heredocs. Anything it cannot balance raises
:class:`ShellSyntaxError` so the engine can fail closed.

Words keep ``$VAR`` / ``~`` text (quotes removed) so that ``paths`` can expand
the ones it knows; a word built from a command substitution is marked
``dynamic``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

OPERATORS = ("&&", "||", ";;", "|&", ";", "|", "&", "\n", "(", ")")
REDIRECT_OPS = ("&>>", "<<<", "<<-", "<<", ">>", ">|", "&>", ">&", "<&", "<>", ">", "<")
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox", "fish", "csh", "tcsh", "yash",
                    "rbash", "posh"})
MAX_DEPTH = 8
_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_FD_PREFIX = re.compile(r"^[0-9]{1,2}$")

_STATIC_ECHO = frozenset({"echo", "printf", "realpath", "readlink"})


class ShellSyntaxError(ValueError):
    """The command string cannot be tokenised (unbalanced quotes, brackets…)."""


class CommandTooLong(ShellSyntaxError):
    """The command is larger than Tier 1 reads (:data:`MAX_COMMAND_CHARS`, :data:`MAX_WORDS`): it is not
    judged on a part of it, it fails closed like any command Tier 1 cannot read (issue 25)."""


MAX_COMMAND_CHARS = 65_536
"""Longest command text Tier 1 reads. Linux refuses a single argument over 128 KiB (``MAX_ARG_STRLEN``);
a longer text is blocked unread, so the time a verdict takes is bounded whatever an agent sends."""
MAX_WORDS = 2_000
"""Most words and operators Tier 1 reads in one call, its substitutions, ``bash -c`` strings and the code it
runs counted together (the checks' work grows with them; an agent's commands have tens)."""
SUBSTITUTION_WORDS = 10
"""What one ``$(…)``, backtick or ``<(…)`` counts against :data:`MAX_WORDS`, besides its own words."""


@dataclass(frozen=True)
class Redirect:
    """One redirection: ``op`` as written (``>``, ``2>>``, ``&>``, ``<<`` …)."""

    op: str
    target: str
    heredoc_body: str | None = None

    @property
    def writes(self) -> bool:
        """True when the target file is opened for writing (``2>&1`` dups are not)."""
        core = self.op.lstrip("0123456789")
        if core in (">", ">>", ">|", "&>", "&>>", "<>"):
            return True
        return core == ">&" and not self.target.isdigit() and self.target != "-"


@dataclass(frozen=True)
class SimpleCommand:
    """A command after unwrapping prefixes: ``argv[0]`` is the real program."""

    argv: tuple[str, ...]
    redirects: tuple[Redirect, ...] = ()
    assignments: tuple[tuple[str, str], ...] = ()
    wrappers: tuple[str, ...] = ()
    pipeline_id: int = 0
    pipeline_pos: int = 0
    pipeline_len: int = 1
    depth: int = 0
    context: str = "top"  # top | substitution | shell_c | eval | find_exec
    dynamic: frozenset[int] = frozenset()  # argv indexes built from $(...)
    nested_programs: tuple[str, ...] = ()  # programs run in this command's substitutions
    stdin_args: bool = False  # xargs: more operands arrive on stdin
    feeder: tuple[str, ...] = ()  # xargs's own options (`-0`, `-I {}` …): how the operands on stdin are split
    fed: bool = False  # the operands xargs reads are in argv already (evaluation.verdicts.tier1.feed)
    opaque: tuple[str, ...] = ()  # why this command's effect cannot be read statically (issue 11)

    @cached_property
    def program(self) -> str:
        """Basename of argv[0] (``/usr/bin/rm`` → ``rm``), lower-cased (a case-insensitive
        filesystem runs ``RM`` as ``rm``), or '' for a bare assignment."""
        return self.argv[0].rsplit("/", 1)[-1].lower() if self.argv else ""


class _Word:
    """A word being lexed: its text is kept as parts and joined when read (issue 25: appending to one
    string attribute character by character copied it each time, quadratic on a long word)."""

    __slots__ = ("parts", "started", "quoted", "dynamic", "nested")

    def __init__(self, text: str = "", started: bool = False, quoted: bool = False, dynamic: bool = False,
                 nested: list[SimpleCommand] | None = None) -> None:
        self.parts: list[str] = [text] if text else []
        self.started, self.quoted, self.dynamic = started, quoted, dynamic
        self.nested: list[SimpleCommand] = nested if nested is not None else []

    @property
    def text(self) -> str:
        if len(self.parts) > 1:
            self.parts[:] = ["".join(self.parts)]
        return self.parts[0] if self.parts else ""

    @text.setter
    def text(self, value: str) -> None:
        self.parts[:] = [value]


_PLAIN_RUN = re.compile(r"(?:[^ \t\r\n\\'\"`$<>;&|()]|\$(?![({]))+")
"""Characters that are part of a word as they stand (``#`` too: it starts a comment only at a word's start;
``$`` unless it starts a substitution, arithmetic or ``${…}``)."""
_QUOTED_RUN = re.compile(r'(?:[^"\\`$]|\$(?!\((?!\()))+')
"""The same inside double quotes: ``$(`` (not ``$((``) starts a substitution there."""
_SUBSTITUTION_STOP = re.compile(r"[\\'\"()]")


class _Lexer:
    """Character-level lexer producing words and operator strings."""

    def __init__(self, src: str, depth: int, counter: list[int]) -> None:
        self.src, self.i, self.depth, self.counter = src, 0, depth, counter
        if len(counter) < 2:
            counter.append(MAX_WORDS)  # counter[1]: words left to read, shared by every nested parse
        self.tokens: list[_Word | str] = []
        self.heredocs: list[tuple[int, str, bool]] = []  # (token index, delimiter, strip tabs)

    def error(self, message: str) -> ShellSyntaxError:
        return ShellSyntaxError(f"{message} at offset {self.i} in {self.src[:80]!r}")

    def run(self) -> list[_Word | str]:
        src, word = self.src, _Word()
        while self.i < len(src):
            c = src[self.i]
            if c in " \t\r":
                self._flush(word)
                word = _Word()
                self.i += 1
            elif c == "\n":
                self._flush(word)
                word = _Word()
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
                fd = word.text if word.started and not word.quoted and _FD_PREFIX.match(word.text) else ""
                if not fd:
                    self._flush(word)
                word = _Word()
                op = next(o for o in REDIRECT_OPS if src.startswith(o, self.i))
                self.i += len(op)
                self.tokens.append("R" + fd + op)
                self._spend()
            elif c in ";&|()":
                self._flush(word)
                word = _Word()
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

    def _flush(self, word: _Word) -> None:
        if word.started:
            self.tokens.append(word)
            self._spend()
            prev = self.tokens[-2] if len(self.tokens) > 1 else None
            if isinstance(prev, str) and prev.lstrip("R0123456789") in ("<<", "<<-"):
                self.heredocs.append((len(self.tokens) - 1, word.text, prev.endswith("-")))

    def _ansi_c(self, word: _Word) -> None:
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

    def _double_quoted(self, word: _Word) -> None:
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

    def _backtick(self, word: _Word) -> None:
        """`…` command substitution, bare or inside double quotes."""
        end = self.src.find("`", self.i + 1)
        if end < 0:
            raise self.error("unbalanced backtick")
        self._substitute(word, self.src[self.i + 1:end], "`")
        self.i = end + 1

    def _substitute(self, word: _Word, body: str, marker: str) -> None:
        self.counter[1] -= SUBSTITUTION_WORDS - 1  # a nested parse costs about as much as this many words
        nested = parse_commands(body, depth=self.depth + 1, context="substitution", counter=self.counter)
        word.nested.extend(nested)
        word.started = True
        static = _static_output(nested) if marker in ("$(", "`") else None
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
            assert isinstance(body, _Word)
            body.nested = []
            body.text = delimiter + "\0" + "\n".join(lines)
        self.heredocs = []


def _static_output(nested: tuple[SimpleCommand, ...]) -> str | None:
    """What a substitution prints when that is knowable without running it, else None."""
    if len(nested) != 1 or nested[0].redirects or nested[0].dynamic or nested[0].wrappers:
        return None
    argv, program = nested[0].argv, nested[0].program
    if program == "pwd" and len(argv) == 1:
        return "$PWD"
    if program == "mktemp":  # a fresh name under the temporary directory
        return "/tmp/tmp.XXXXXXXXXX"
    if program in ("dirname", "basename") and len(argv) == 2:
        head, _, tail = argv[1].rstrip("/").rpartition("/")
        return (head or "/" if "/" in argv[1] else ".") if program == "dirname" else tail
    if program not in _STATIC_ECHO:
        return None
    words = [a for a in argv[1:] if not (a.startswith("-") and program != "printf")]
    if program == "printf":  # a substitution drops the trailing newlines
        printed = printf_output(words[0], words[1:]) if words and words[0] != "-v" else None
        return printed.rstrip("\n") if printed is not None else None
    return " ".join(words)


_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|0[0-7]{0,3}|[0-7]{1,3}|.)", re.DOTALL)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
                   "e": "\x1b", "'": "'", '"': '"'}
_DIRECTIVE = re.compile(r"%(?:%|[-+ #0]*[0-9]*(?:\.[0-9]*)?([sdiucbqxXo]))")


def unescape(text: str) -> str | None:
    """Backslash escapes as ``printf``'s format and ``echo -e`` read them (None: one Tier 1 does not know)."""
    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "xuU" and len(code) > 1:
            return chr(int(code[1:], 16))
        if code[0] in "01234567":
            return chr(int(code, 8) if code != "0" else 0)
        if code in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[code]
        raise ValueError(code)

    try:
        return _ESCAPE.sub(one, text) if "\\" in text else text
    except ValueError:
        return None


def printf_output(fmt: str, args: list[str]) -> str | None:
    """What ``printf FMT ARGS…`` prints: the format is reused while arguments remain (bash's rule);
    ``%s``/``%b``/``%d`` … take one argument each. None when a directive or escape is not one Tier 1 reads."""
    directives = list(_DIRECTIVE.finditer(fmt))
    if any(d.group(0) != "%%" and d.group(1) in ("q", "x", "X", "o", "c") for d in directives):
        return None
    literals = [unescape(part) for part in _DIRECTIVE.split(fmt)[::2]] if directives else [unescape(fmt)]
    if any(part is None for part in literals):
        return None
    takes = sum(1 for d in directives if d.group(0) != "%%")
    out: list[str] = []
    remaining = list(args)
    for _ in range(64):
        piece = [literals[0] or ""]
        for index, directive in enumerate(directives, start=1):
            if directive.group(0) == "%%":
                piece.append("%")
            else:
                value = remaining.pop(0) if remaining else ""
                piece.append((unescape(value) or "") if directive.group(1) == "b" else value)
            piece.append(literals[index] or "")
        out.append("".join(piece))
        if not remaining or not takes:
            break
    return "".join(out)


def too_long(length: int) -> CommandTooLong:
    """The error for a text of ``length`` characters, over :data:`MAX_COMMAND_CHARS`."""
    return CommandTooLong(f"{length} characters, more than the {MAX_COMMAND_CHARS} Tier 1 reads; it cannot tell "
                          "what the rest does")


def _split_heredoc(target: str) -> tuple[str, str | None]:
    if "\0" in target:
        delimiter, body = target.split("\0", 1)
        return delimiter, body
    return target, None


def parse_commands(source: str, *, depth: int = 0, context: str = "top",
                   counter: list[int] | None = None) -> tuple[SimpleCommand, ...]:
    """Parse ``source`` into simple commands, innermost substitutions first.

    Raises :class:`ShellSyntaxError` on unbalanced quotes or brackets, or when
    nesting is deeper than ``MAX_DEPTH`` (fail closed rather than guess).
    """
    if depth > MAX_DEPTH:
        raise ShellSyntaxError(f"shell nesting deeper than {MAX_DEPTH}")
    if len(source) > MAX_COMMAND_CHARS:
        raise too_long(len(source))
    counter = counter if counter is not None else [0]
    lexer = _Lexer(source, depth, counter)
    tokens = lexer.run()
    if lexer.heredocs:
        lexer._read_heredoc_bodies()
    from evaluation.verdicts.tier1.unwrap import build_pipelines  # local: avoids an import cycle

    parens = sum((t == "(") - (t == ")") for t in tokens if isinstance(t, str))
    if parens != 0:
        raise ShellSyntaxError(f"unbalanced subshell parentheses in {source[:80]!r}")
    return build_pipelines(tokens, depth=depth, context=context, counter=counter,
                           split_heredoc=_split_heredoc)


PARSE_CACHE_MAX_CHARS = 8192
"""Longer commands are parsed every time (2 048 remembered texts stay ≤ 16 MB)."""


def parse_top(source: str) -> tuple[SimpleCommand, ...]:
    """:func:`parse_commands` of a whole command line, remembered per text.

    The result is a tuple of frozen dataclasses, a function of the text alone (no
    filesystem, no environment), so an agent repeating ``ls -la`` or ``git status``
    is parsed once per process. A text that does not parse raises every time.
    """
    if len(source) > PARSE_CACHE_MAX_CHARS:
        return parse_commands(source)
    return _parse_top_cached(source)


@lru_cache(maxsize=2048)
def _parse_top_cached(source: str) -> tuple[SimpleCommand, ...]:
    return parse_commands(source)
