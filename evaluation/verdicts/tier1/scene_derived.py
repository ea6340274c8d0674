"""Commands a command runs indirectly: the stage of :mod:`scene` that finds them (split from ``scene``, round 44).

For one view: code piped into a shell or interpreter, code of a file it runs that the session wrote, build tools
running written files, interpreter code (``python -c``, ``node -e``), awk's ``system()``, options that run a
program (``ssh -o ProxyCommand=…``), foreign code (pickles, jbang URLs), Windows programs, long-lived containers'
loops and the programs git runs. What Tier 1 cannot follow is noted on the view (``view.opaque``), what arms a
later run on ``view.vectors``. :mod:`scene` replays the commands found as views of their own, to a bounded depth.
"""

from __future__ import annotations

from evaluation.verdicts.tier1 import foreign_code, windows_persist
from evaluation.verdicts.tier1.arg_files import arg_file_reasons
from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.command_streams import stream_reasons
from evaluation.verdicts.tier1.containers_run import container_commands
from evaluation.verdicts.tier1.copied_checks import checked_copy
from evaluation.verdicts.tier1.copied_configs import copied_config
from evaluation.verdicts.tier1.downloaded_builds import downloaded_build
from evaluation.verdicts.tier1.downloaded_manifests import downloaded_manifest
from evaluation.verdicts.tier1.fetched import fetched_reasons, tree_script_reasons
from evaluation.verdicts.tier1.fetched_pipelines import fetched_pipeline
from evaluation.verdicts.tier1.home_writes import home_startup_writes
from evaluation.verdicts.tier1.indirect import (
    awk_commands,
    code_commands,
    crontab_opaque,
    executed_file,
    interpreter_commands,
    static_text,
    stdin_reader,
)
from evaluation.verdicts.tier1.inputops import input_operand_reasons
from evaluation.verdicts.tier1.optcommands import option_commands
from evaluation.verdicts.tier1.path_shadows import path_prepended
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.runners import remote_code
from evaluation.verdicts.tier1.scene_files import build_derived, git_derived, run_candidates
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.shell import SHELLS, SimpleCommand
from evaluation.verdicts.tier1.spec_inputs import spec_fetch_run
from evaluation.verdicts.tier1.stdin_code import stdin_file_code
from evaluation.verdicts.tier1.unreviewed_runs import unreviewed_run
from evaluation.verdicts.tier1.writes import inline_code, lookup
from evaluation.verdicts.tier1.wsl_shells import WINDOWS_PROGRAMS, windows_operands
from evaluation.verdicts.tier1.wsl_shells import derived as windows_derived


def could_derive(command: SimpleCommand) -> bool:
    """Whether ``command`` may run code Tier 1 would follow (piped, redirected or interpreter code): past the depth
    :mod:`scene` follows, such a command is opaque."""
    return command.pipeline_pos > 0 or bool(command.redirects) or command.context == "interpreter"


def derived(scene: Scene, view: View, ruleset: Ruleset, state: SessionState) -> list[SimpleCommand]:
    """Commands run indirectly by ``view``: piped or written code, interpreter code."""
    command, interpreters = view.command, ruleset.inline_interpreters
    out: list[SimpleCommand] = []
    if command.context == "interpreter" and command.program in SHELLS and stdin_reader(command, interpreters):
        view.opaque.append(f"interpreter code starts a shell ({command.program}) reading commands at run time")
    checks = syntax_only(command.argv)  # round 20: `… | bash -n` parses its input and runs none of it
    how = stdin_reader(command, interpreters) if command.pipeline_pos > 0 and not checks else None
    if how is not None:
        upstream = [v for v in scene.views if v.command.pipeline_id == command.pipeline_id
                    and v.command.pipeline_pos < command.pipeline_pos and v.command.depth == command.depth]
        texts = [static_text(v.command) for v in upstream]
        if upstream and all(t is not None for t in texts):
            found, reasons = code_commands("\n".join(t for t in texts if t is not None), how, interpreters,
                                           scene.counter)
            out += found
            view.opaque += reasons
        else:
            source = next((v.text for v in upstream if static_text(v.command) is None), "its input")
            view.opaque.append(f"{command.program} runs code piped from {source!r}")
    found, reasons = stdin_file_code(scene, view, state, interpreters) if not checks else ([], [])  # round 14
    out += found
    view.opaque += reasons
    executed = executed_file(command, interpreters) if not checks else None  # round 23: `xargs -a L bash -n`
    if executed is not None:
        candidates = run_candidates(scene, view, executed[0], state)
        view.opaque += tree_script_reasons(scene, candidates, executed[0], state)  # round 15
        for path in candidates:
            if path in state.written:
                content = state.written[path]
                if content is None and checked_copy(scene, view, path, state):
                    continue  # round 48 (he): `install ~/work/x.agi /tmp/x.agi && perl -c /tmp/x.agi` (copied_checks)
                if content is None:
                    view.opaque.append(f"runs {executed[0]!r}, written earlier in this command or session with "
                                       "content Tier 1 cannot read")
                else:
                    found, reasons = code_commands(content, executed[1], interpreters, scene.counter)
                    out += found
                    view.opaque += reasons
    if state.written:
        out += build_derived(scene, view, ruleset, state)
    view.opaque += fetched_reasons(scene, view, state)  # round 15: a downloaded manifest, a fetched tree installed
    view.opaque += downloaded_manifest(scene, view, state)  # round 38 (lead fb): `curl IP > packages.yml && dbt deps`
    view.opaque += downloaded_build(scene, view, state)  # round 40 (lead fa): `curl URL -o X.Build.cs && Build.sh`
    view.opaque += fetched_pipeline(scene, view, ruleset, state)  # round 48 (ha): `curl URL -o ci.yml && act`
    view.opaque += spec_fetch_run(scene, view)  # round 40 (lead fa): `echo '…curl …|sh' >> T && p4 triggers -i < T`
    view.vectors += copied_config(scene, view, state)  # round 38 (lead fb): `cp /tmp/condarc /opt/conda/.condarc`
    view.vectors += path_prepended(scene, view, state)  # round 48 (hc): a fetched binary put first on PATH
    view.opaque += stream_reasons(scene, view, state)  # round 31 (t3m): commands from a stream Tier 1 never sees
    view.opaque += arg_file_reasons(scene, view, state)  # round 32 (t3p): options from an argument or config file
    interpreter = lookup(interpreters, command.program) if command.program else None
    if interpreter is not None:
        view.code = inline_code(command, interpreter["flags"])
        if view.code:
            view.opaque += home_startup_writes(scene, view, view.code)  # round 38 (t4s): a start-up file of the home
        rule = next(iter(ruleset.of_kind("unmodelled_write")), None)
        if view.code and rule is not None:
            found, reasons = interpreter_commands(command, view.code, rule.params, scene.counter,
                                                  scene.marker_text)
            out += found
            view.opaque += reasons
        if view.code:
            view.opaque += input_operand_reasons(command, view.code)
    found, reasons = awk_commands(command, scene.counter)
    out += found
    view.opaque += reasons + crontab_opaque(command)
    found, reasons = option_commands(command, scene.counter)  # `ssh -o ProxyCommand=…`, `tar --to-command` …
    out += found
    view.opaque += reasons
    fetched = remote_code(command) or unreviewed_run(command)  # round 38 (t4s): an unpinned package run at once
    if fetched is not None:
        view.opaque.append(fetched)
    found, reasons = foreign_code.derived(command, view.code, scene.counter)  # round 16: jbang URL, pickles …
    out += found
    view.opaque += reasons + windows_persist.reasons(command, view.code)  # round 16: Run keys, schtasks, $PROFILE
    if command.program in WINDOWS_PROGRAMS:  # round 31 (t3l): cmd.exe, PowerShell, wsl.exe and Windows tools
        found, reasons = windows_derived(command, scene.counter)
        out += found
        view.opaque += reasons
    elif command.argv and command.argv[0][-4:].lower() == ".exe":  # round 31 (t3l): `curl.exe -F k=@C:\…`
        out += windows_operands(command)
    found, reasons = container_commands(command, scene.counter)  # round 10: a long-lived container's loop
    out += found
    view.opaque += reasons
    vector = next(iter(ruleset.of_kind("exec_vector")), None)
    if command.program == "git" and vector is not None:
        out += git_derived(scene, view, vector.params)
    return out
