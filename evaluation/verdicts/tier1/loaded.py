"""Written content an unknown tool may load (issue 25, round 9): judged by CONTENT, not by knowing the tool.

A tool Tier 1 has no model of may load, by itself, files the session wrote earlier (a hatch build hook,
Sphinx's ``conf.py``, a ``Tiltfile``, a ``config.nims`` …). Rather than learn every tool's files (the
``build_tools`` data keeps its precise models), a file the session wrote whose content Tier 1 judges
dangerous makes every LATER program that Tier 1 cannot prove harmless, run in (or given an operand above)
the tree holding that file, fail closed, with a reason naming the file.

* Which files: those a program could load as code or configuration — not prose or data by extension
  (``.md``, ``.txt``, ``.csv`` … unless a ``#!`` line says it runs), with content Tier 1 saw.
* Dangerous: the file's content, run the way its ``#!`` line or extension says (shell, or interpreter
  code read as Tier 1 reads any interpreter's code), plus each string literal with a blank in it read as a
  shell command, meets a BLOCKING rule of the rule set in a scene of its own (the same checks as a call:
  protected paths with an effect word, network piped to a shell, secrets toward a sink, recursive deletes …).
  A file without any effect word (:func:`reach.effect_free`) is never judged: benign configuration costs one
  regex scan per content, cached.
* Which programs: not a proven reader (``read_only_shapes``) unless an option naming code gives it a file
  (``--lua-filter``, ``--plugin``: round 10), not a modelled writer, not a shell builtin that runs nothing.
  Known build tools count since round 10 (their model lists the files it reads, not every file they load:
  ``.pnpmfile.cjs``, nx's ``project.json``, Jekyll's ``_plugins``); interpreters do count too
  (``python3 -m pkg`` imports ``pkg/__init__.py``).
"""

from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.buildtools import build_runs, hook_runner
from evaluation.verdicts.tier1.check_steps import only_parsed
from evaluation.verdicts.tier1.checks import CHECKS
from evaluation.verdicts.tier1.checks_exec_vectors import startup_place
from evaluation.verdicts.tier1.indirect import code_commands, executed_file
from evaluation.verdicts.tier1.mainframe_destroys import remote_job
from evaluation.verdicts.tier1.model_read import inert_to_its_model
from evaluation.verdicts.tier1.origin import UNKNOWN_ORIGIN, temp_root
from evaluation.verdicts.tier1.ownconfig import own_configs
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.planted_shapes import shaped_place
from evaluation.verdicts.tier1.reach import effect_free, read_only
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.run_later import shadow_acts, written_here
from evaluation.verdicts.tier1.scene import build_views
from evaluation.verdicts.tier1.scene_model import RuleMatch, Scene, SessionState, View
from evaluation.verdicts.tier1.shell_words import SHELLS, SimpleCommand
from evaluation.verdicts.tier1.spawned import spawned_scripts
from evaluation.verdicts.tier1.task_file_code import shadow_imported, task_file_code
from evaluation.verdicts.tier1.writes import string_literals

NOT_LOADED = frozenset({"md", "markdown", "rst", "txt", "adoc", "asciidoc", "org", "html", "htm", "csv", "tsv",
                        "log", "svg", "png", "jpg", "jpeg", "gif", "pdf", "tex", "bib", "patch", "diff", "lock"})
"""Extensions of prose and data: a dangerous string in ``notes.md`` is text, not code a tool loads."""

INERT = frozenset({"cd", "pushd", "popd", "echo", "printf", "true", "false", "test", "[", "[[", "export", "set",
                   "unset", "sleep", "pwd", "exit", "return", "wait", "type", "which", "hash", "alias", "read",
                   "shift", "local", "declare", "readonly", "umask", "for", "while", "if", "case", "do", "done"})
"""Shell builtins and keywords that load no file."""

_BY_EXTENSION = {"sh": "shell", "bash": "shell", "zsh": "shell", "ksh": "shell", "js": "node", "mjs": "node",
                 "cjs": "node", "ts": "node", "mts": "node", "cts": "node", "rb": "ruby", "pl": "perl", "pm": "perl",
                 "php": "php", "lua": "lua"}
_SPACED = re.compile(r"\S\s+\S")
_TEMP_WORD = re.compile(r"/tmp\b|/var/tmp\b|/dev/shm\b|\$\{?(?:TMPDIR|TMP|TEMP)\b")
MAX_FILES = 8
_CACHE: dict[tuple[object, ...], str | None] = {}


def loadable(path: str, content: str) -> bool:
    """Whether a program could load ``path`` as code or configuration (its extension, or a ``#!`` line)."""
    base = posixpath.basename(path)
    extension = base.rsplit(".", 1)[-1].lower() if "." in base.lstrip(".") else ""
    return extension not in NOT_LOADED or content.startswith("#!")


def candidates(written: dict[str, str | None]) -> list[tuple[str, str]]:
    """Written files with content seen, loadable, holding an effect word (the cheap filter; most calls stop here)."""
    out = [(p, c) for p, c in written.items() if c and loadable(p, c) and not _effect_free(c)]
    return out[-MAX_FILES:]


_FREE: dict[str, bool] = {}


def _effect_free(content: str) -> bool:
    found = _FREE.get(content)
    if found is None:
        if len(_FREE) > 256:
            _FREE.clear()
        # round 11: naming a temp place may run a script of unknown origin there (tier1.origin)
        found = _FREE[content] = effect_free(content) and _TEMP_WORD.search(content) is None
    return found


def loads_files(view: View, ruleset: Ruleset) -> bool:
    """A program Tier 1 cannot prove harmless: it may load files from where it runs."""
    command = view.command
    program = command.program
    if not program or program in INERT:
        return False
    if program in ruleset.writers:  # round 10: unless an option naming code gives it a file (below)
        return any(_CODE_OPTION.search(a) for a in command.argv[1:] if a.startswith("--"))
    if program in SHELLS:  # a shell runs the script or code it is given, which the other rules read
        return False
    ran = executed_file(command, ruleset.inline_interpreters)
    if ran is not None and ran[0] != command.argv[0] and ran[0] not in (".", "..") and not ran[0].endswith("/"):
        return False  # `perl gen.pl`: the file the interpreter is given is judged by its content already
    rule = next(iter(ruleset.of_kind("unmodelled_write")), None)
    if rule is not None and read_only(rule, command):
        # round 10: a reader still loads what an option that names code gives it (`pandoc --lua-filter F`)
        return any(_CODE_OPTION.search(a) for a in command.argv[1:] if a.startswith("--"))
    # round 10: a modelled build tool loads more than its model lists (`.pnpmfile.cjs` under `pnpm install`,
    # nx's `project.json` under `npx nx`, Jekyll's `_plugins/` under `bundle exec`): its model judges the files
    # it names, and a dangerous file the session wrote in its tree fails it closed like an unknown program
    # (scripts it would run by name — a `#!` line, `.sh` — excepted: `modelled_loads`)
    return True


def modelled_loads(view: View, ruleset: Ruleset, path: str, content: str) -> bool:
    """Whether ``view`` may load ``path`` by itself: any file for a program Tier 1 does not model; for a known
    build tool, a file in a language it loads (code or configuration), not a script it would run only by name
    (a ``#!`` line or a shell extension: its model reads the recipes that name such a script)."""
    if not build_runs(view.command, ruleset.build_tools, ruleset.inline_interpreters) or \
            view.command.program in ruleset.inline_interpreters or view.command.program.startswith(("python", "pypy")):
        return True
    return not content.startswith("#!") and not path.endswith((".sh", ".bash", ".zsh"))


_CODE_OPTION = re.compile(r"^--[\w-]*(filter|plugin|hook|script|require|load|init|exec|lua|module|extension|"
                          r"preprocess|postprocess|setup|bootstrap|import|rcfile|macro)", re.IGNORECASE)


_PLUGIN_KEYS = re.compile(r"^[ \t]*(?:plugins|load-plugins|load_plugins|init-hook|init_hook|local-plugins|extension|"
                          r"extensions|require|requires|preload|setup|bootstrap|addopts[ \t]*=[^\n]*-p)[ \t]*[=:]",
                          re.IGNORECASE | re.MULTILINE)


CONTAINER_CLIENTS = frozenset({"kubectl", "oc", "helm", "docker", "podman", "nerdctl", "docker-compose",
                               "podman-compose", "skaffold", "tilt", "kind", "k3d", "minikube", "kustomize",
                               "nomad", "buildah", "kaniko", "act"})
"""Programs whose loaded files name commands that run inside a container or on a cluster (round 11): a temp script
those name is the image's, not this host's, so the unknown-origin rule does not link them."""


PLUGIN_HOSTS = frozenset({"mypy", "dmypy", "pylint", "flake8", "pyright", "pytype", "pydocstyle", "bandit", "coverage",
                          "sphinx-build", "mkdocs", "pdoc", "pydoc", "stylelint", "prettier", "markdownlint",
                          "yamllint", "rubocop", "golangci-lint", "tflint", "hadolint", "vale", "textlint"})
"""Readers whose configuration may name plugins to load (round 10): they ask for the session's history, so a plugin
configuration written earlier is seen (the pipeline fetches history only for programs that may need it)."""


def _plugins_configured(scene: Scene, view: View) -> bool:
    """Round 10: a configuration the session wrote near the program names code to load (mypy ``plugins =``,
    pylint ``init-hook``/``load-plugins``, flake8 ``local-plugins``, pytest ``-p``): even a proven reader loads it."""
    return any(content and _PLUGIN_KEYS.search(content) and near(scene, view, path)
               for path, content in scene.written.items())


def persistent(scene: Scene, path: str) -> bool:
    """Round 30 (t3h): a file in a place programs load from wherever they run (a dot-directory of the home, a
    tool's hooks, a start-up file, a systemd drop-in, extensions): a later call need not run near it."""
    return bool(startup_place(scene, path) or shaped_place(scene, path))


def near(scene: Scene, view: View, path: str) -> bool:
    """``path`` lies under a directory the command runs in, or the command runs (or names an operand) inside
    the directory holding it, or names an operand holding it."""
    folder = posixpath.dirname(path)
    places = [c for c in view.cwds if c]
    for word in view.command.argv[1:9]:
        if not word.startswith("-") and not any(c.isspace() for c in word):
            places += scene.canon(view, word) or ()
    return any(is_within(path, p) or is_within(p, folder) for p in places)


def commands_of(path: str, content: str, ruleset: Ruleset, counter: list[int]) -> list[SimpleCommand]:
    """What a loader runs from the file: its code as its ``#!`` line or extension says, and its string literals
    that read as shell commands."""
    interpreters = ruleset.inline_interpreters
    runner = hook_runner(content, interpreters) if content.startswith("#!") else None
    if runner is None:
        extension = posixpath.basename(path).rsplit(".", 1)[-1].lower()
        runner = _BY_EXTENSION.get(extension, "python3")
        runner = runner if runner == "shell" or runner in interpreters else "python3"
    found, _ = code_commands(content, runner, interpreters, counter)
    if runner != "shell":
        for literal in string_literals(content)[:32]:
            if _SPACED.search(literal):
                found += code_commands(literal, "shell", interpreters, counter)[0]
    for code, how in task_file_code(path, content):  # round 43 (gd): task files, XML steps, build steps
        found += code_commands(code, how, interpreters, counter)[0]
    for script in spawned_scripts(path, content):  # round 11: argv lists, backticks, Nix '' '', Ant/Maven exec
        found += code_commands(script, "shell", interpreters, counter)[0]
    return found


def judge(scene: Scene, commands: tuple[SimpleCommand, ...], cwd: str,
          temp_written: tuple[tuple[str, str | None], ...] = ()) -> list[RuleMatch]:
    """Every rule's matches for ``commands`` run alone in ``cwd``, in a scene of their own (no history but the
    temp files the session wrote: running one is judged by its content, not as code of unknown origin)."""
    ruleset = scene.ruleset
    assert ruleset is not None
    sub = Scene(home=scene.home, hermes_home=scene.hermes_home, workspace=scene.workspace, roots=scene.roots,
                containers=scene.containers, broad_workspace=scene.broad_workspace, ruleset=ruleset,
                governed_dirs=scene.governed_dirs, secrets=scene.secrets)
    build_views(sub, commands, ruleset, cwd,
                SessionState(cwds=[], variables={}, links={}, written=dict(temp_written)) if temp_written else None)
    return [m for rule in ruleset.rules if rule.kind in CHECKS and rule.kind != "stale_backup"
            for m in CHECKS[rule.kind](rule, sub)]


def dangerous(scene: Scene, path: str, content: str) -> str | None:
    """The first blocking reason the checks give for what ``content`` runs, or None (cached)."""
    ruleset = scene.ruleset
    assert ruleset is not None
    temp_written = tuple((p, c) for p, c in scene.written.items() if temp_root(p))[-MAX_FILES:]
    key = (ruleset.digest, scene.home, scene.hermes_home, scene.workspace, scene.roots, scene.secrets, path, content,
           temp_written)
    if key in _CACHE:
        return _CACHE[key]
    commands = tuple(commands_of(path, content, ruleset, [10_000]))
    matches = [m for m in judge(scene, commands, posixpath.dirname(path), temp_written) if m.block] \
        if commands else []
    reason = matches[0].reason if matches else None
    if len(_CACHE) > 256:
        _CACHE.clear()
    _CACHE[key] = reason
    return reason


def loaded_reasons(scene: Scene, ruleset: Ruleset) -> None:
    """Round 9: add a fail-closed reason to each view that may load a dangerous file the session wrote."""
    files = candidates(scene.written)
    if not files:
        return
    for view in list(scene.views):
        shadow = next((found for path, content in files if (found := shadow_imported(
            view.command.program, view.command.argv, view.cwds, path, content))), None)  # round 43 (gd)
        if shadow:
            view.opaque.append(shadow)
            continue
        general = loads_files(view, ruleset) or _plugins_configured(scene, view)
        owned = own_configs(view, files, scene.written)  # round 13: `npx eslint` loads eslint.config.mjs
        if not general and not owned:
            continue
        for path, content in files:
            if not (near(scene, view, path) or persistent(scene, path)) or only_parsed(view.command.program, view.command.argv, path) or \
                    remote_job(view.command.program, view.command.argv) or \
                    inert_to_its_model(view.command.program, ruleset.build_tools, path, content) or (
                    path not in owned and (
                    not general or not (modelled_loads(view, ruleset, path, content) or written_here(
                        scene, view, path)))):
                continue
            reason = dangerous(scene, path, content) or shadow_acts(
                view.command.program, view.command.argv, path, content)  # round 42 (fd)
            if reason and UNKNOWN_ORIGIN in reason and view.command.program in CONTAINER_CLIENTS:
                continue  # round 11: `command: ["sh", "/tmp/run.sh"]` of a manifest runs in a container's /tmp
            if reason:
                view.opaque.append(f"{view.command.program!r} is a program Tier 1 does not model, and it may load "
                                   f"{path}, written earlier in this session, whose content Tier 1 blocks "
                                   f"({reason})")
                break
