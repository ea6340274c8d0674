"""The lexer's token stream turned into simple commands with their pipeline positions (Tier 1's shell reader).

:mod:`~evaluation.verdicts.tier1.shell` lexes; this module groups the words and redirections into simple
commands, each handed to :mod:`~evaluation.verdicts.tier1.unwrap`'s builder (which sees through wrappers
such as ``sudo``, ``env``, ``xargs``, ``sh -c``), and numbers the pipelines.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from evaluation.verdicts.tier1.shell_words import Redirect, ShellSyntaxError, SimpleCommand, Word
from evaluation.verdicts.tier1.unwrap import Builder, Parse

PIPE_OPS = frozenset({"|", "|&"})


def build_pipelines(tokens: list[Word | str], *, depth: int, context: str, counter: list[int],
                    split_heredoc: Callable[[str], tuple[str, str | None]], parse: Parse) -> tuple[SimpleCommand, ...]:
    """Turn the lexer's token stream into simple commands with pipeline positions."""
    builder = Builder(depth, context, counter, parse)
    words: list[Word] = []
    redirects: list[Redirect] = []
    target_words: list[Word] = []
    counter[0] += 1
    pipeline_id, pipeline_start, position, i = counter[0], 0, 0, 0

    guarded = False  # the next pipeline follows `&&`

    def finish_command() -> None:
        nonlocal words, redirects, target_words, position, guarded
        if words or redirects:
            # substitutions inside redirect targets run before the command itself
            builder.out.extend(c for w in target_words for c in w.nested)
            if builder.emit(words, redirects, (pipeline_id, position)) and guarded and position == 0:
                builder.out[-1] = replace(builder.out[-1], after_and=True)
            position += 1
            guarded = False
        words, redirects, target_words = [], [], []

    def finish_pipeline() -> None:
        nonlocal pipeline_id, pipeline_start, position
        builder.out[pipeline_start:] = [
            _with_length(c, position) if c.pipeline_id == pipeline_id else c
            for c in builder.out[pipeline_start:]
        ]
        counter[0] += 1
        pipeline_id, pipeline_start, position = counter[0], len(builder.out), 0

    groups: list[int] = []  # round 25: where each open `( …` / `{ …` group's commands start in builder.out

    def close_group() -> None:
        """`( env; cat KEY ) | nc H P`: the group's single commands write into the pipe — upstream of its next
        command (position 0 of the pipeline that command opens; an inner pipeline of the group keeps its own)."""
        nonlocal pipeline_start, position
        start = groups.pop()
        finish_command()
        finish_pipeline()
        builder.out[start:] = [replace(c, pipeline_id=pipeline_id, pipeline_pos=0) if c.pipeline_len == 1 else c
                               for c in builder.out[start:]]
        pipeline_start, position = start, 1

    while i < len(tokens):
        token = tokens[i]
        piped = i + 1 < len(tokens) and tokens[i + 1] in PIPE_OPS
        if (token == "(" or isinstance(token, Word) and token.text == "{" and not words) and len(groups) < 64:
            groups.append(len(builder.out))
        elif groups and piped and (token == ")" or isinstance(token, Word) and token.text == "}" and not words):
            close_group()
            i += 1
            continue
        elif groups and (token == ")" or isinstance(token, Word) and token.text == "}" and not words):
            groups.pop()
        if isinstance(token, Word):
            words.append(token)
        elif token.startswith("R"):
            if i + 1 >= len(tokens) or not isinstance(tokens[i + 1], Word):
                raise ShellSyntaxError(f"redirection {token[1:]!r} has no target")
            target_word = tokens[i + 1]
            assert isinstance(target_word, Word)
            target, body = split_heredoc(target_word.text)
            redirects.append(Redirect(op=token[1:], target=target, heredoc_body=body))
            target_words.append(target_word)
            i += 1
        elif token in PIPE_OPS:
            finish_command()
        else:
            finish_command()
            finish_pipeline()
            guarded = token == "&&"
        i += 1
    finish_command()
    finish_pipeline()
    return tuple(builder.out)


def _with_length(command: SimpleCommand, length: int) -> SimpleCommand:
    return replace(command, pipeline_len=max(length, 1))
