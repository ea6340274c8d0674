"""Round 14 (t1o): code a shell reads on its stdin from a FILE (``bash < jobs.sh``, ``sh -s < F``) and GNU parallel
run bare (no command: each line of its input is a command, ``parallel < jobs.txt``, ``cat jobs.txt | parallel``).

A file this session wrote with content Tier 1 saw is judged as the shell code it is (its commands join the call,
as ``bash F`` of a written file already does); a file written with content Tier 1 did not see, or a bare parallel's
job lines Tier 1 cannot read (a file it did not write in a temp place, input piped from a command whose output is
not literal), fail closed. Not covered: a shell reading a file the session did not write outside a temp place
(``bash < script.sh`` of a repository file is open, as ``bash script.sh`` is).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from evaluation.verdicts.tier1.indirect import code_commands, stdin_reader
from evaluation.verdicts.tier1.programs import JOB_RUNNERS
from evaluation.verdicts.tier1.scene_files import run_candidates
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.untrusted import in_temp


def bare_parallel(command: SimpleCommand) -> bool:
    """GNU parallel (or rush) given no command, which the parser reads as ``sh -s`` under it: it runs each line
    it reads as a shell command."""
    return command.argv == ("sh", "-s") and bool(command.wrappers) and command.wrappers[-1] in JOB_RUNNERS


def stdin_file_code(scene: Scene, view: View, state: SessionState,
                    interpreters: Mapping[str, Any]) -> tuple[list[SimpleCommand], list[str]]:
    """The commands ``view`` runs from a file on its stdin, and reasons it is opaque (see module)."""
    command = view.command
    parallel = bare_parallel(command)
    if command.pipeline_pos > 0 or stdin_reader(command, interpreters) != "shell":
        return [], []
    source = next((r.target for r in command.redirects if r.op.lstrip("0123456789") == "<"
                   and r.heredoc_body is None), None)
    if source is None:
        return [], []  # piped: the stdin-code rule of the pipeline judges it (literal text, else opaque)
    for path in run_candidates(scene, view, source, state):
        if path in state.written:
            content = state.written[path]
            if content is None:
                return [], [f"{command.program} runs the commands of {source!r}, written with content Tier 1 "
                            "cannot read"]
            return code_commands(content, "shell", interpreters, scene.counter)
        if parallel and in_temp(scene, path) is not None:
            return [], [f"{command.program} runs the commands of {source!r}, a file in a temp place no call of "
                        "this session wrote"]
    return [], []
