"""Rule kind ``persistent_launch`` (round 8, issue 25): launchers that keep a command running after the
call, or schedule it (``at``/``batch``, ``systemd-run``, ``screen -dm``, ``tmux new -d``, ``nohup``/``setsid``,
``pm2 start``/``forever start``, ``daemonize``, ``start-stop-daemon``).

The launched command is also judged as if run now (the parser unwraps ``screen``/``tmux``/``nohup``/``at``
stdin, so ``curl … | sh`` inside is the ordinary checks'). This kind adds the persistence: a launcher
whose command runs a program FILE outside the workspace (``/tmp/x.sh``, ``/tmp/beacon.js``, another
user's script) keeps code Tier 1 never read running with the session's rights, so it is blocked; so is a
launcher's boot registration (``pm2 startup``, ``forever-service install``). ``nohup python train.py &``,
``screen -dmS dev npm run dev`` and ``pm2 start server.js`` (a file of the work tree) stay open.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.options import split_options
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.program_env import foreign_command
from evaluation.verdicts.tier1.rc_lines import language_of
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scene_model import RuleMatch, Scene, View, hit


def check_persistent_launch(rule: Rule, scene: Scene) -> list[RuleMatch]:
    params = rule.params
    found: list[RuleMatch] = []
    for view in scene.views:
        view = _runner_stripped(view)
        command = view.command
        program = command.program
        _, operands = split_options(command.argv, ())
        if program in params["boot_programs"] and set(operands[:2]) & set(params["boot_verbs"]):
            found.append(hit(rule, f"{view.text!r} registers a launcher with the boot: what it keeps running "
                                   "starts again in sessions Tier 1 never sees", view.text))
            continue
        launched = _launched(params, view, operands)
        if program in params["stdin_launchers"] and command.pipeline_pos > 0:
            # round 10: `printf 'sh /tmp/q.sh\n' | batch` schedules what is piped in; text Tier 1 cannot see
            # (`cat jobs | at now`) is a command scheduled unread — fail closed
            piped = _piped_text(scene, view)
            if piped is None:
                found.append(hit(rule, f"{program} schedules commands piped in from a program whose output Tier 1 "
                                       "cannot read", view.text))
                continue
            launched.append(piped)
        for text in (part for whole in launched for part in _COMMANDS.split(whole) if part.strip()):
            program_file = foreign_command(text)
            if program_file and _outside(scene, view, program_file) and not _own_rc(scene, program, program_file):
                found.append(hit(rule, f"{program} keeps {program_file!r} running (or schedules it): a program "
                                       "outside the workspace, code Tier 1 never read", view.text))
                break
    return found


def _own_rc(scene: Scene, program: str, path: str) -> bool:
    """Round 40 (t5g): ``tmux source-file ~/.tmux.conf`` re-reads the launcher's OWN start-up file (its language is
    the program's, :func:`rc_lines.language_of`), which it reads at every start anyway: nothing new runs."""
    home = (scene.home or "").rstrip("/")
    full = home + path[1:] if path.startswith("~/") and home else path
    return bool(home) and language_of(scene, full) == program


_RUNNERS = frozenset({"npx", "bunx", "pnpx", "yarn", "pnpm", "npm"})


def _runner_stripped(view: View) -> View:
    """Round 21: ``npx pm2 start F``, ``npx --yes pm2 startup``, ``pnpm exec pm2 save`` are ``pm2 …``."""
    argv = view.command.argv
    if view.command.program not in _RUNNERS:
        return view
    i = 1
    while i < len(argv) and (argv[i].startswith("-") or argv[i] in ("exec", "dlx", "x")):
        i += 1
    if i >= len(argv) or i == 1 and view.command.program in ("yarn", "pnpm", "npm"):
        return view
    return replace(view, command=replace(view.command, argv=argv[i:]))


_COMMANDS = re.compile(r";|&&|\|\||\n")  # no \s* around: quadratic on a long blank run (foreign_command strips)
"""A launched text's commands, each judged (``true\nsh /tmp/q.sh``: the second runs a foreign file)."""


def _piped_text(scene: Scene, view: View) -> str | None:
    """What the stages before ``view`` in its pipeline print, when Tier 1 can read it, else None."""
    command = view.command
    upstream = [v.command for v in scene.views if v.command.pipeline_id == command.pipeline_id
                and v.command.pipeline_pos < command.pipeline_pos and v.command.depth == command.depth]
    texts = [static_text(c) for c in upstream]
    if not upstream or any(t is None for t in texts):
        return None
    return "\n".join(t for t in texts if t is not None)


def _launched(params: Mapping[str, Any], view: View, operands: list[str]) -> list[str]:
    """The command texts ``view`` launches to keep running or run later."""
    command = view.command
    program = command.program
    texts: list[str] = []
    if program in params["stdin_launchers"]:
        texts += [r.heredoc_body if r.heredoc_body is not None else r.target
                  for r in command.redirects if r.op.lstrip("0123456789") in ("<<<", "<<", "<<-")]
        texts += [command.argv[i + 1] for i, o in enumerate(command.argv[:-1]) if o == "-f"][:1]
    if program in params["file_launchers"] and operands[:1] and operands[0] in params["start_verbs"]:
        texts += [f"sh {operands[1]}"] if len(operands) > 1 else []
    if program in params["detach_launchers"]:
        texts.append(" ".join(_detached(command.argv, frozenset(params["detach_value_options"]))))
    if set(command.wrappers) & set(params["wrapper_launchers"]):
        texts.append(" ".join(command.argv))
    return [t.strip() for t in texts if t and t.strip()]


def _outside(scene: Scene, view: View, program_file: str) -> bool:
    paths = scene.canon(view, program_file)
    if not paths:
        return program_file.startswith(("/tmp/", "/var/tmp/", "/dev/shm/"))
    if not scene.workspace:
        return any(p.startswith(("/tmp/", "/var/tmp/", "/dev/shm/")) for p in paths)
    return any(not is_within(p, scene.workspace) and not p.startswith(("/usr/", "/bin/", "/opt/", "/snap/"))
               and not (scene.home and is_within(p, scene.home + "/.local/bin")) for p in paths)


def _detached(argv: tuple[str, ...], value_options: frozenset[str]) -> list[str]:
    """The command words of ``screen [opts] CMD…`` / ``tmux new[-session|-window] [opts] CMD…``."""
    i = 2 if argv[0].rsplit("/", 1)[-1] == "tmux" else 1
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i] in value_options or (argv[i][-1:] in {v[-1] for v in value_options if len(v) == 2}
                                              and not argv[i].startswith("--")) else 1
    return list(argv[i:])
