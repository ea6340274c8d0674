"""The shell state a command leaves for the next ones of its call (split from :mod:`scene`, round 10): ``cd``/
``pushd``/``popd`` (every directory the string may have changed into, and where a ``cd DIR &&`` chain runs),
assignments and ``export``, ``printf -v``, ``for`` variables, git configuration, and links made by ``ln``.
"""

from __future__ import annotations

import os
import posixpath
import re

from evaluation.verdicts.tier1.cd_globs import GLOB as _GLOB
from evaluation.verdicts.tier1.cd_globs import glob_targets
from evaluation.verdicts.tier1.cd_search import cdpath_targets
from evaluation.verdicts.tier1.computed import as_names, has_substitution
from evaluation.verdicts.tier1.destructive_r23 import record_kube_context
from evaluation.verdicts.tier1.loop_words import LIST_MARK, loop_binding, loop_header, per_cwd
from evaluation.verdicts.tier1.paths import expand, resolve
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene_files import record_git_config
from evaluation.verdicts.tier1.scene_model import Scene, SessionState, View
from evaluation.verdicts.tier1.scoped_values import scoped_names
from evaluation.verdicts.tier1.session_cwd import popd_target, record_pop, record_push
from evaluation.verdicts.tier1.shell import printf_output
from evaluation.verdicts.tier1.shell_words import SimpleCommand
from evaluation.verdicts.tier1.writes import symlink_created
from evaluation.verdicts.tier1.written_runs import hooks_dir

MAX_CWDS = 16
"""Directories a command string may have changed into that Tier 1 follows (``cd a; cd b; …``)."""


def replay_state(scene: Scene, view: View, ruleset: Ruleset, state: SessionState) -> None:
    command, program = view.command, view.command.program
    if not command.argv or program == "export":
        pairs = command.assignments if not command.argv else tuple(
            tuple(a.split("=", 1)) for a in command.argv[1:] if "=" in a)
        for name, value in pairs:
            value = as_names(value, view.line_name) if view.names_only and has_substitution(value) else value
            if name.endswith("+"):  # round 25 (t2q): `h+=mes` appends to what h holds (unknown stays unknown)
                name = name[:-1]
                value = state.variables[name] + value if name in state.variables else "$(" + name + ")" + value
            def at(cwd: str | None, v: str = value) -> str | None:
                return expand(v, cwd=cwd, home=scene.home, hermes_home=scene.hermes_home,
                              variables=positional_free(state.variables, command))
            expanded, listed = per_cwd(value, state.cwds, at)  # round 25: `cd X; d=$PWD/y` is X/y
            if command.pipeline_len > 1 or name in scoped_names(scene.command_text):
                expanded = None  # round 38 (t4t): a subshell's, a function's or a pipeline's value may not reach
            if expanded is None:
                state.variables.pop(name, None)
            else:
                state.variables[name] = expanded
                if listed:
                    state.variables[LIST_MARK + name] = "1"
    elif program == "printf" and len(command.argv) >= 4 and command.argv[1] == "-v":
        # `printf -v out 'build/%s.log' "$(date +%s)"`: the variable holds what printf would print
        formatted = [as_names(w) if view.names_only and has_substitution(w) else w for w in command.argv[3:]]
        text = None if any(has_substitution(w) for w in formatted) else printf_output(formatted[0], formatted[1:])
        expanded = None if text is None else expand(text, cwd=state.cwds[0] if state.cwds else None,
                                                     home=scene.home, hermes_home=scene.hermes_home,
                                                     variables=positional_free(state.variables, command))
        if expanded is None:
            state.variables.pop(command.argv[2], None)
        else:
            state.variables[command.argv[2]] = expanded
    elif program in ("set", "shift"):
        record_positional(scene, view, state)
    elif loop_header(command):
        # `for f in a b*.txt` binds f to each word, expanded (round 25: `~/…` too), as a brace list of them
        bound = loop_binding(command, cwd=state.cwds[0] if state.cwds else None, home=scene.home,
                             hermes_home=scene.hermes_home, variables=positional_free(state.variables, command))
        if bound is not None and bound[1] is None:
            state.variables.pop(bound[0], None)
        elif bound is not None and bound[1] is not None:
            state.variables[bound[0]] = bound[1]
            state.variables[LIST_MARK + bound[0]] = "1"
    elif program in ("cd", "pushd", "popd"):
        operands = [a for a in command.argv[1:] if not a.startswith("-") or a == "-"]
        operand = "" if program == "popd" else operands[0] if operands else "~"
        operand = "$OLDPWD" if operand == "-" else operand
        targets = cdpath_targets(scene, view, operand, scene.canon(view, operand) if operand else None)
        if program == "popd":  # round 19 (t1x): the directory stack `pushd` left (session_cwd)
            top = popd_target(state.variables, operands)
            targets = [top] if top else None
            record_pop(state.variables, operands)
        elif program == "pushd":
            record_push(state.variables, [c for c in state.cwds if c] if "" not in state.cwds else [], operands)
        if program == "cd" and (targets is None or any(_GLOB.search(t) for t in targets)):
            # round 16: `cd "$(ls -d .her*)"`, `cd ~/.h*s`: the directories the pattern finds on this host
            targets = glob_targets(operand, _listings(scene, view), [c for c in state.cwds if c], scene.home) or targets
        if len(state.cwds) == 1 and state.cwds[0]:
            state.variables["OLDPWD"] = state.cwds[0]
        else:  # several possible directories: $OLDPWD is not one known path
            state.variables.pop("OLDPWD", None)
        if targets and command.depth == 0 and command.context == "top" and operand != "$OLDPWD":
            state.cd_to = list(targets)
        elif targets is None and command.depth == 0 and command.context == "top" and program != "popd":
            state.cd_to = [""]  # round 13: `cd ~ && cd "$(ls -d .h?rm?s)" && …`: unknown, not still `~`
        for target in targets if targets is not None else [""]:  # "" = a directory Tier 1 cannot know
            if target not in state.cwds:
                # past MAX_CWDS directories the next one is unknown: relative paths no longer resolve
                # (blocked where they matter) and the work per path stays bounded (issue 25)
                state.cwds.append(target if len(state.cwds) < MAX_CWDS else "")
                if len(state.cwds) > MAX_CWDS:
                    break
    if program == "git":
        record_git_config(view, ruleset, state)
        hooks = hooks_dir(command.argv)  # round 27 (t2w): later git verbs run the hooks there
        if hooks is not None and len(state.hooks) < 4:
            state.hooks += [p for p in scene.canon(view, hooks) or () if p not in state.hooks]
    record_kube_context(view, state)  # round 23 (t2k): `kubectl config use-context prod-…` moves the next deletes
    link = symlink_created(command, ruleset.writers)
    if link is not None:
        _record_link(scene, view, link, state.links)


def _listings(scene: Scene, view: View) -> list[tuple[str, ...]]:
    """The commands of ``view``'s own substitutions (the views just before it, deeper), at most eight."""
    out: list[tuple[str, ...]] = []
    index = next((i for i in range(len(scene.views) - 1, -1, -1) if scene.views[i] is view), len(scene.views))
    for earlier in reversed(scene.views[max(0, index - 8):index]):
        if earlier.command.depth <= view.command.depth:
            break
        out.append(earlier.command.argv)
    return out


POSITIONAL = ("#", "*", "@")
_GROUPING = re.compile(r"(?<![$<>])[({]")
"""A subshell, group or function body (``f() { …; }``, ``( set -- … )``): positional parameters it sets are not
the ones later commands see."""


def positional_free(variables: dict[str, str], command: SimpleCommand) -> dict[str, str]:
    """``variables`` as a command other than one of the string's own top level sees them: without the positional
    parameters of its ``set --`` (``sh -c '… $1' x DIR`` has its own)."""
    if "#" not in variables or command.context == "top" and command.depth == 0:
        return variables
    return {k: v for k, v in variables.items() if k not in POSITIONAL and not k.isdigit()}


def _fields(value: str, ifs: str) -> list[str]:
    """Round 28 (t3a): a split at a non-blank ``IFS`` keeps a leading empty field, as the shell does (``IFS=/; set --
    $HOME x`` gives ``"" home agent x``, and ``"$*"`` joins back to ``/home/agent/x``); a trailing one is dropped."""
    parts = re.split("[" + re.escape(ifs) + "]", value)
    return parts[:-1] if len(parts) > 1 and not parts[-1] else parts


def record_positional(scene: Scene, view: View, state: SessionState) -> None:
    """Round 12: ``set -- build dist`` makes ``$1``, ``$#``, ``$*``, ``$@`` known to the rest of the string
    (``set -- build dist; rm -rf "$1/tmp"`` stays in the workspace); ``$*`` joins with ``IFS``'s first character
    and is kept with its separate words too (quoted or not). A ``shift``, a word Tier 1 cannot expand, a
    top-level context it cannot follow (subshell, group, function) makes them unknown again."""
    command = view.command
    for key in [k for k in state.variables if k in POSITIONAL or k.isdigit()]:
        del state.variables[key]
    argv = command.argv
    if command.program == "shift" or len(argv) < 2 or command.context != "top" or command.depth != 0 \
            or _GROUPING.search(scene.command_text or "("):
        return
    if argv[1] == "--":
        words = argv[2:]
    elif argv[1].startswith(("-", "+")):
        return
    else:
        words = argv[1:]
    values = [expand(w, cwd=state.cwds[0] if state.cwds else None, home=scene.home, hermes_home=scene.hermes_home,
                     variables=state.variables) for w in words]
    ifs = state.variables.get("IFS", " ")
    if ifs.strip(" \t\n"):  # round 24 (t2n): `IFS=:; set -- $p` splits the expansion at every `:`
        values = [p for w, v in zip(words, values) for p in (
            _fields(v, ifs) if v is not None and "$" in w else [v])]
    if command.dynamic or any(v is None or "{" in v or "," in v for v in values):
        return
    known = [v for v in values if v is not None]
    joined = (ifs[:1] if ifs else "").join(known)
    state.variables.update({str(i): v for i, v in enumerate(known, start=1)})
    state.variables["#"] = str(len(known))
    state.variables["@"] = known[0] if len(known) == 1 else "{" + ",".join(known) + "}" if known else ""
    if not ifs or ifs[0] not in "{},":
        state.variables["*"] = joined if len(known) <= 1 else "{" + ",".join([joined, *known]) + "}"


def _record_link(scene: Scene, view: View, link: tuple[str, str, bool], links: dict[str, str]) -> None:
    target_raw, name_raw, hard = link
    for name in scene.canon(view, name_raw) or ():
        if os.path.isdir(name):  # `ln -s t existing_dir` creates existing_dir/basename(t)
            name = posixpath.join(name, target_raw.rstrip("/").rsplit("/", 1)[-1])
        named = scene.canon(view, target_raw) if hard else None  # a hard link's source is named from the cwd
        target = named[0] if named else expand(target_raw, cwd=None, home=scene.home,
                                               hermes_home=scene.hermes_home, variables=view.variables)
        if target is None:
            continue
        if not target.startswith("/"):
            target = posixpath.join(posixpath.dirname(name), target)
        links[name] = resolve(target, links)
