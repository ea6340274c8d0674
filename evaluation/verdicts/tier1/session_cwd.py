"""Round 19 (t1x): the session's cwd restored by a return (issue 25, High 2).

Hermes keeps the terminal where a command left it. A command that visits the profile and comes back must not leave
the session there: ``cd ~/.hermes && …`` then ``cd -`` (or ``cd "$OLDPWD"``) in the next call, ``pushd ~/.hermes``
then ``popd`` (in the same call or a later one), a subshell ``( cd ~/.hermes && git status )`` that never moves the
session's shell at all. The same sequence without the return (or with a second ``cd -``, a ``popd`` back into the
profile) keeps the profile as the cwd.

* ``pushd DIR`` pushes the directory it leaves on a stack kept with the session's variables (under a name no shell
  word can spell); ``popd`` goes to its top and pops it; a ``pushd`` with no operand, ``+N``/``-N``, a directory
  Tier 1 cannot know, or a ``popd`` of an empty stack makes the stack unknown (the blocking direction: every
  directory the call may be in).
* A call whose moves all sit inside subshells (``( … )``) or substitutions leaves the terminal where it started.
  A move by ``eval``, ``sh -c`` or a function keeps the old reading.
* The first replayed call of the session starts in the session's own first cwd (the workspace the plugin opened it
  in), not in the directory the current call starts in: ``$OLDPWD`` after ``cd ~/.hermes`` is where the session was.
"""
from __future__ import annotations

from collections.abc import Sequence

from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell import ShellSyntaxError, parse_commands
from evaluation.verdicts.tier1.shell_lexer import Lexer

DIRSTACK = "\0dirstack"
"""The key of the directory stack among the session's variables (NUL: no shell word names it)."""
_MOVES = frozenset({"cd", "pushd", "popd"})


def stack_of(variables: dict[str, str]) -> list[str] | None:
    """The directory stack (top last), [] when empty, None when unknown."""
    value = variables.get(DIRSTACK)
    if value is None:
        return []
    if value == "\0":
        return None
    return value.split("\0") if value else []


def _store(variables: dict[str, str], stack: list[str] | None) -> None:
    variables[DIRSTACK] = "\0" if stack is None else "\0".join(stack[-16:])


def record_push(variables: dict[str, str], cwds: Sequence[str], operands: Sequence[str]) -> None:
    """``pushd DIR`` from the one directory ``cwds`` holds: that directory goes on the stack."""
    stack = stack_of(variables)
    known = len(operands) == 1 and not operands[0].startswith(("+", "-")) and len(cwds) == 1 and cwds[0]
    _store(variables, None if stack is None or not known else [*stack, cwds[0]])


def popd_target(variables: dict[str, str], operands: Sequence[str]) -> str | None:
    """Where ``popd`` goes: the top of a known stack (a plain ``popd``), else None."""
    stack = stack_of(variables)
    return stack[-1] if stack and not operands else None


def record_pop(variables: dict[str, str], operands: Sequence[str]) -> None:
    stack = stack_of(variables)
    _store(variables, stack[:-1] if stack and not operands else None)


def moves_stay_in_subshells(scene: Scene, moves: Sequence[View]) -> bool:
    """Every ``cd``/``pushd``/``popd`` of the call runs in a subshell or a substitution: the session's shell never
    moves (``( cd ~/.hermes && git status )``, ``x=$(cd build && pwd)``)."""
    if not moves or any(v.command.context not in ("top", "substitution") for v in moves):
        return False
    try:
        tokens = Lexer(scene.command_text or "", 0, [0], parse_commands).run()
    except ShellSyntaxError:
        return False
    depth = 0
    for token in tokens:
        if isinstance(token, str):
            depth += (token == "(") - (token == ")")
        elif depth <= 0 and getattr(token, "text", "") in _MOVES:
            return False
        elif depth <= 0 and getattr(token, "text", "") in ("eval", "source", ".", "builtin", "command"):
            return False
    return True
