"""Round 15 (issue 25, part t1q): the configurations of git-hook managers, read for the commands they run.

A hook manager runs, on ``git commit`` (or when asked: ``lint-staged``, ``npx simple-git-hooks`` arming the hooks),
the commands of a configuration the session may just have written. Each is read for those commands, which the
ordinary checks then judge as shell (a ``ruff check`` or ``eslint --fix`` stays open; ``curl … | sh`` does not):

* lint-staged: ``.lintstagedrc`` / ``.lintstagedrc.json|yaml|yml`` or the ``lint-staged`` key of ``package.json`` —
  a mapping of globs to a command or a list of commands (``lintstaged`` / ``lintstaged_pkg``);
* simple-git-hooks: ``.simple-git-hooks.json`` / ``simple-git-hooks.json`` or the ``simple-git-hooks`` key of
  ``package.json`` — a mapping of hook names to a command (``simple_hooks`` / ``simple_hooks_pkg``);
* husky: the files under ``.husky/`` are hooks git runs (``hook``, as ``.git/hooks/*``).

A document that does not parse, or holds anything but strings where commands go, is opaque (None): blocked as code
Tier 1 cannot read. ``package.json`` without the key runs nothing here.
"""
from __future__ import annotations

import json
from typing import Any

HOWS = ("lintstaged", "lintstaged_pkg", "simple_hooks", "simple_hooks_pkg")


def _document(content: str) -> Any:
    try:
        return json.loads(content)
    except (ValueError, RecursionError):
        pass
    import yaml

    try:
        return yaml.safe_load(content)
    except yaml.YAMLError:
        return None


def _commands(mapping: Any) -> list[str] | None:
    if not isinstance(mapping, dict):
        return None
    lines: list[str] = []
    for value in mapping.values():
        values = value if isinstance(value, list) else [value]
        if not all(isinstance(v, str) for v in values):
            return None
        lines += values
    return lines


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(shell code, "shell")`` the configuration runs; None when opaque (see module)."""
    document = _document(content)
    if how.endswith("_pkg"):
        if not isinstance(document, dict):
            return None
        key = "lint-staged" if how == "lintstaged_pkg" else "simple-git-hooks"
        if key not in document:
            return "", "shell"
        document = document[key]
    if how.startswith("simple") and isinstance(document, dict):
        document = {k: v for k, v in document.items() if k != "preserveUnused"}
    lines = _commands(document)
    return None if lines is None else ("\n".join(lines), "shell")


_RUNNERS = {"npx": (), "bunx": (), "pnpx": (), "pnpm": ("exec", "dlx"), "yarn": ("exec", "dlx"),
            "npm": ("exec", "x"), "bun": ("x",)}
_RUNNER_VALUES = frozenset({"-p", "--package", "-c", "--call", "-w", "--workspace", "--prefix", "-C", "--dir",
                            "--cwd", "--filter", "-F"})


def runner_argv(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """The program a package runner runs with its arguments (``npx lefthook run pre-commit`` → ``lefthook run
    pre-commit``, ``pnpm exec lint-staged``, ``npm exec -- simple-git-hooks``), or None: a hook manager run
    through a runner loads the same files as when run by name."""
    program = argv[0].rsplit("/", 1)[-1] if argv else ""
    verbs = _RUNNERS.get(program)
    if verbs is None:
        return None
    i, seen_verb = 1, not verbs
    while i < len(argv):
        word = argv[i]
        if word == "--":
            i += 1
            break
        if word in _RUNNER_VALUES:
            i += 2
            continue
        if word.startswith("-"):
            i += 1
            continue
        if not seen_verb:
            if word not in verbs:
                return None
            seen_verb = True
            i += 1
            continue
        break
    if not seen_verb or i >= len(argv):
        return None
    name = argv[i]
    name = name[:name.rindex("@")] if name.rfind("@") > 0 else name
    if not name or ("/" in name and not name.startswith("@")):
        return None  # `npx owner/repo`: a repository (runners.remote_code), not a program by name
    return (name, *argv[i + 1:])


def _lefthook_jobs(jobs: Any, lines: list[str], depth: int = 0) -> bool:
    """Collect the ``run`` lines of lefthook ``commands`` (a mapping) or ``jobs`` (a list, ``group`` nesting)."""
    items = jobs.values() if isinstance(jobs, dict) else jobs if isinstance(jobs, list) else None
    if items is None or depth > 4:
        return False
    for job in items:
        if not isinstance(job, dict):
            return False
        run = job.get("run")
        if run is not None:
            if not isinstance(run, str):
                return False
            lines.append(run)
        group = job.get("group")
        if isinstance(group, dict) and not _lefthook_jobs(group.get("jobs", []), lines, depth + 1):
            return False
    return True


def lefthook_runs(content: str) -> str | None:
    """The shell lines a ``lefthook.yml`` runs (every hook's ``commands.*.run`` and ``jobs[].run``, block scalars
    included); None when it does not parse as a mapping of hooks. ``scripts`` name files under ``.lefthook/``,
    judged as the hooks they are (the ``lefthook``/``git`` build tools list them)."""
    import yaml

    try:
        document = yaml.safe_load(content)
    except yaml.YAMLError:
        return None
    if not isinstance(document, dict):
        return None
    lines: list[str] = []
    for hook in document.values():
        if not isinstance(hook, dict):
            continue  # settings: `colors: false`, `min_version`, `skip_output: [...]`
        for key in ("commands", "jobs"):
            if key in hook and not _lefthook_jobs(hook[key], lines):
                return None
    return "\n".join(lines)
