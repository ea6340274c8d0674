"""Round 13 (issue 25): a program loads its own configuration, even in a read-only shape.

``npx eslint src`` and ``npx prettier --check`` are proven readers (round 10), and ``Rscript tests/run.R`` runs a
file judged by its content — but each first loads, as code, a configuration file named after it from where it
runs: ``eslint.config.mjs``, ``prettier.config.cjs``/``.prettierrc.cjs``, ``.yarnrc.yml`` (and the plugin files it
names), ``jest.config.js``, R's ``.Rprofile``, Julia's ``startup.jl``, gdb's ``.gdbinit`` … A file the session wrote
whose BASENAME carries the name of the tool that runs (the program, or the package a runner starts: ``npx``,
``bunx``, ``pnpm exec|dlx``, ``yarn dlx|run|exec``, ``npm exec``), or is the program's start-up file, is loaded by
that program; so is a written file such a configuration names by its relative path. :mod:`loaded` then judges
these files by their content as it does for programs Tier 1 does not model: a plain configuration (no effect
word) costs nothing and stays open.

Not covered: configurations found by another name (``package.json`` keys such as ``"eslintConfig"``, a
``--config F`` pointing elsewhere is left to the option rules), tools whose name is shorter than three letters.
"""
from __future__ import annotations

import posixpath

from evaluation.verdicts.tier1.scene_model import View

_RUNNERS = {"npx": (), "bunx": (), "pnpx": (), "npm": ("exec", "x"), "pnpm": ("exec", "dlx"),
            "yarn": ("dlx", "run", "exec"), "bun": ("x", "run")}
STARTUP = {"rscript": (".rprofile", "rprofile.site"), "r": (".rprofile", "rprofile.site"), "julia": ("startup.jl",),
           "irb": (".irbrc",), "pry": (".pryrc",), "gdb": (".gdbinit",), "lldb": (".lldbinit",),
           "octave": (".octaverc",), "ghci": (".ghci",), "sbcl": (".sbclrc",), "guile": (".guile",)}


def tool_names(view: View) -> list[str]:
    """The program, and the package a runner starts (``npx @scope/eslint-x@1`` → ``eslint-x``)."""
    command = view.command
    names = [command.program]
    subcommands = _RUNNERS.get(command.program)
    if subcommands is not None:
        operands = [w for w in command.argv[1:] if not w.startswith("-")]
        if subcommands and operands[:1] and operands[0] in subcommands:
            operands = operands[1:]
        if operands:
            package = operands[0].rsplit("/", 1)[-1]
            names.append(package.split("@", 1)[0] if not package.startswith("@") else package[1:].split("@", 1)[0])
    return [n.lower() for n in names if len(n) >= 3 or n.lower() in STARTUP]


def own_configs(view: View, files: list[tuple[str, str]], written: dict[str, str | None]) -> set[str]:
    """The dangerous candidates ``files`` that ``view``'s tool loads as its own configuration (see module)."""
    names = tool_names(view)
    if not names or not files:
        return set()
    startup = STARTUP.get(view.command.program, ())
    configs = [(p, c) for p, c in written.items()
               if any(n in posixpath.basename(p).lower() for n in names) or posixpath.basename(p).lower() in startup]
    if not configs:
        return set()
    owned = {p for p, _ in configs}
    for path, content in configs:
        folder = posixpath.dirname(path)
        for other, _ in files:
            if content and other != path and posixpath.relpath(other, folder) in content:
                owned.add(other)
    return {p for p, _ in files if p in owned}
