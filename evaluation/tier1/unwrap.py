"""Group lexer tokens into pipelines of :class:`SimpleCommand` and unwrap them.

Unwrapping is what keeps ``sudo env FOO=1 nohup rm -rf /`` from hiding its
``rm``: wrapper programs are peeled off (and remembered in ``wrappers``),
``bash -c '…'``/``sh -c``/``eval`` scripts and ``find -exec`` commands are
parsed as nested commands, so every check sees the real program.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from evaluation.tier1.shell import (
    _ASSIGNMENT,
    SHELLS,
    WRAPPERS,
    Redirect,
    ShellSyntaxError,
    SimpleCommand,
    _Word,
    parse_commands,
)

RESERVED_LEADING = frozenset({"{", "}", "!", "if", "then", "else", "elif", "do", "while",
                              "until", "fi", "done", "esac", "time"})
PIPE_OPS = frozenset({"|", "|&"})


def _basename(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def _skip_options(argv: list[str], start: int, value_options: frozenset[str]) -> int:
    """Index of the first operand at or after ``start`` (skips ``-x``, ``-x v``, ``--``)."""
    i = start
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "-":
        if argv[i] == "--":
            return i + 1
        if argv[i] in value_options:
            i += 1
        i += 1
    return i


class _Builder:
    """Accumulates the commands of one parse, in execution order."""

    def __init__(self, depth: int, context: str, counter: list[int]) -> None:
        self.depth, self.context, self.counter = depth, context, counter
        self.out: list[SimpleCommand] = []

    def emit(self, words: list[_Word], redirects: list[Redirect], pipeline: tuple[int, int],
             context: str | None = None) -> int:
        """Append the command(s) for one simple command; returns how many were appended."""
        before = len(self.out)
        nested: list[SimpleCommand] = [c for w in words for c in w.nested]
        self.out.extend(nested)
        argv = [w.text for w in words]
        dynamic = {i for i, w in enumerate(words) if w.dynamic}
        assignments: list[tuple[str, str]] = []
        wrappers: list[str] = []
        stdin_args = False
        i = 0
        while i < len(argv) and (argv[i] in RESERVED_LEADING and not words[i].quoted):
            i += 1
        while i < len(argv) and _ASSIGNMENT.match(argv[i]):
            name, value = argv[i].split("=", 1)
            assignments.append((name, value))
            i += 1
        while i < len(argv) and _basename(argv[i]) in WRAPPERS:
            name = _basename(argv[i])
            wrappers.append(name)
            stdin_args = stdin_args or name == "xargs"
            value_options, positional = WRAPPERS[name]
            i = _skip_options(argv, i + 1, value_options)
            if name == "env":
                while i < len(argv) and _ASSIGNMENT.match(argv[i]):
                    assignments.append(tuple(argv[i].split("=", 1)))  # type: ignore[arg-type]
                    i += 1
            i += positional
        real = tuple(argv[i:])
        command = SimpleCommand(
            argv=real, redirects=tuple(redirects), assignments=tuple(assignments),
            wrappers=tuple(wrappers), pipeline_id=pipeline[0], pipeline_pos=pipeline[1],
            depth=self.depth, context=context or self.context,
            dynamic=frozenset(d - i for d in dynamic if d >= i),
            nested_programs=tuple(c.program for c in nested), stdin_args=stdin_args,
        )
        self.out.extend(self._inner(command))
        if real or redirects or assignments:
            self.out.append(command)
        return len(self.out) - before

    def _inner(self, command: SimpleCommand) -> list[SimpleCommand]:
        """Commands hidden inside ``bash -c``, ``eval`` and ``find -exec``."""
        argv, program = command.argv, command.program
        inner: list[SimpleCommand] = []
        if program in SHELLS:
            for j, arg in enumerate(argv[1:], start=1):
                if arg.startswith("-") and not arg.startswith("--") and "c" in arg and j + 1 < len(argv):
                    inner.extend(parse_commands(argv[j + 1], depth=self.depth + 1,
                                                context="shell_c", counter=self.counter))
                    break
        elif program == "eval" and len(argv) > 1:
            inner.extend(parse_commands(" ".join(argv[1:]), depth=self.depth + 1,
                                        context="eval", counter=self.counter))
        elif program == "find":
            inner.extend(self._find(argv))
        return inner

    def _find(self, argv: tuple[str, ...]) -> list[SimpleCommand]:
        """``find -exec cmd {} ;`` runs cmd on everything under the start paths;
        ``find -delete`` is ``rm -r`` of their contents. ``{}`` becomes ``start/*``."""
        sub = _Builder(self.depth + 1, "find_exec", self.counter)
        for start in _find_starts(argv):
            matches = start.rstrip("/") + "/*"
            if "-delete" in argv:
                sub.emit([_Word(text=a, started=True) for a in ("rm", "-r", matches)], [], (0, 0))
            j = 1
            while j < len(argv):
                if argv[j] in ("-exec", "-execdir", "-ok", "-okdir"):
                    end = j + 1
                    while end < len(argv) and argv[end] not in (";", "+"):
                        end += 1
                    words = [_Word(text=matches if a == "{}" else a, started=True)
                             for a in argv[j + 1:end]]
                    sub.emit(words, [], (0, 0))
                    j = end
                j += 1
        return sub.out


def _find_starts(argv: tuple[str, ...]) -> list[str]:
    """Start paths of ``find [-H|-L|-P] [path…] expression`` (``.`` when none)."""
    starts: list[str] = []
    for arg in argv[1:]:
        if arg in ("-H", "-L", "-P"):
            continue
        if arg.startswith(("-", "(", "!")):
            break
        starts.append(arg)
    return starts or ["."]


def build_pipelines(tokens: list[_Word | str], *, depth: int, context: str, counter: list[int],
                    split_heredoc: Callable[[str], tuple[str, str | None]]) -> tuple[SimpleCommand, ...]:
    """Turn the lexer's token stream into simple commands with pipeline positions."""
    builder = _Builder(depth, context, counter)
    words: list[_Word] = []
    redirects: list[Redirect] = []
    target_words: list[_Word] = []
    counter[0] += 1
    pipeline_id, pipeline_start, position, i = counter[0], 0, 0, 0

    def finish_command() -> None:
        nonlocal words, redirects, target_words, position
        if words or redirects:
            # substitutions inside redirect targets run before the command itself
            builder.out.extend(c for w in target_words for c in w.nested)
            builder.emit(words, redirects, (pipeline_id, position))
            position += 1
        words, redirects, target_words = [], [], []

    def finish_pipeline() -> None:
        nonlocal pipeline_id, pipeline_start, position
        builder.out[pipeline_start:] = [
            _with_length(c, position) if c.pipeline_id == pipeline_id else c
            for c in builder.out[pipeline_start:]
        ]
        counter[0] += 1
        pipeline_id, pipeline_start, position = counter[0], len(builder.out), 0

    while i < len(tokens):
        token = tokens[i]
        if isinstance(token, _Word):
            words.append(token)
        elif token.startswith("R"):
            if i + 1 >= len(tokens) or not isinstance(tokens[i + 1], _Word):
                raise ShellSyntaxError(f"redirection {token[1:]!r} has no target")
            target_word = tokens[i + 1]
            assert isinstance(target_word, _Word)
            target, body = split_heredoc(target_word.text)
            redirects.append(Redirect(op=token[1:], target=target, heredoc_body=body))
            target_words.append(target_word)
            i += 1
        elif token in PIPE_OPS:
            finish_command()
        else:
            finish_command()
            finish_pipeline()
        i += 1
    finish_command()
    finish_pipeline()
    return tuple(builder.out)


def _with_length(command: SimpleCommand, length: int) -> SimpleCommand:
    return replace(command, pipeline_len=max(length, 1))
