"""A program named by a variable (``R=rm; $R -rf /``) or by the positional words (``set -- rm -rf /; "$@"``):
read as the command it runs when the value is known in the string (split out of :mod:`scene`, round 37)."""
from __future__ import annotations

import re
import shlex
from dataclasses import replace

from evaluation.verdicts.tier1.paths import expand
from evaluation.verdicts.tier1.scene_model import Scene, SessionState
from evaluation.verdicts.tier1.scene_replay import positional_free
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.verdicts.tier1.shell_positional import positional_argv

_SPECIAL_START = re.compile(r"\$(?:[0-9@*]|\{[0-9@*]\})")


def resolve_program(scene: Scene, command: SimpleCommand, state: SessionState) -> list[SimpleCommand] | None:
    """``R=rm; $R -rf /`` → ``rm -rf /`` when the variable is known in this string."""
    if _SPECIAL_START.match(command.argv[0]):  # round 24 (t2l): `set -- rm -rf /; "$@"` (shell_positional)
        words = positional_argv(command.argv, positional_free(state.variables, command))
        return None if not words or "$" in words[0] else reparsed_program(scene, command, words)
    name = expand(command.argv[0], cwd=None, home=scene.home, hermes_home=scene.hermes_home,
                  variables=positional_free(state.variables, command))
    if name is None or not name.strip() or "$" in name:
        return None
    ifs = state.variables.get("IFS")
    words = re.split("[" + re.escape(ifs) + "]+", name) if ifs else name.split()
    return reparsed_program(scene, command, [*(w for w in words if w), *command.argv[1:]])


def reparsed_program(scene: Scene, command: SimpleCommand, words: list[str]) -> list[SimpleCommand] | None:
    try:
        parsed = parse_commands(shlex.join(words), depth=command.depth, context=command.context,
                                counter=scene.counter)
    except ShellSyntaxError:
        return None
    if not parsed:
        return None
    reasons = tuple(r for r in command.opaque if "program name" not in r)
    last = replace(parsed[-1], redirects=command.redirects, assignments=command.assignments,
                   pipeline_id=command.pipeline_id, pipeline_pos=command.pipeline_pos,
                   pipeline_len=command.pipeline_len, opaque=parsed[-1].opaque + reasons)
    return [*parsed[:-1], last]
