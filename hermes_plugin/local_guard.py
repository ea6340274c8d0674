"""Local, server-independent refusal of writes to protected paths (R-H-3).

A smaller, self-contained version of the server's Tier 1 protected-path rule
(R-T1-3). It runs before every verdict request, so writes to the agent
profile's ``SOUL.md``, ``skills/5qln/**`` and ``scripts/5qln/decoding.py`` are
refused even when qlnweb is unreachable and the fail mode is ``open``.

Paths are compared after canonicalisation: ``~``, ``$HOME``,
``$HERMES_HOME`` (and ``${VAR}``), relative paths against the working
directory, ``..``, duplicate slashes and symlinks (``os.path.realpath``).
Shell commands are tokenised with :mod:`shlex` and searched for writes hidden
in redirections, ``tee``, ``sed -i``, ``cp``/``mv``/``install``/``rsync``,
``ln``, ``rm``/``truncate``/``chmod``…, ``dd of=``, nested ``sh -c`` and
interpreter one-liners (``python -c "open('…','w')"``).

Stdlib only: this module is imported by the Hermes plugin and by the
stand-alone hook script.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterable, Mapping
from typing import Any

#: Protected targets, relative to the agent profile directory (HERMES_HOME).
PROTECTED_RELATIVE: tuple[str, ...] = (
    "SOUL.md",
    "skills/5qln",
    "scripts/5qln/decoding.py",
)

_SEPARATORS = {";", "&&", "||", "|", "&", "|&", "(", ")", "\n"}
_REDIRECTS = {">", ">>", ">|", "&>", "&>>", "1>", "2>", "1>>", "2>>"}
#: Commands whose every non-option argument is a write/delete target.
_ALL_ARGS_WRITE = {
    "tee", "rm", "rmdir", "unlink", "truncate", "shred", "chmod", "chown",
    "chgrp", "touch", "mkdir", "mv", "patch", "setfacl", "chattr",
}
#: Commands whose last argument (or ``-t DIR``) is the write target.
_LAST_ARG_WRITE = {"cp", "install", "rsync", "ln", "scp"}
_INTERPRETERS = {"python", "python3", "perl", "ruby", "node", "php"}
_SHELLS = {"sh", "bash", "zsh", "dash", "ksh"}
_PREFIX_COMMANDS = {"sudo", "env", "nohup", "time", "nice", "command", "exec", "doas"}
_QUOTED = re.compile(r"""(['"])(.+?)\1""")
_PATCH_HEADER = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$", re.M)
_MOVE_HEADER = re.compile(r"^\*\*\* Move to: (.+)$", re.M)


def default_hermes_home() -> str:
    """Return the active profile directory the way Hermes resolves it."""
    return os.environ.get("HERMES_HOME") or os.path.join(os.path.expanduser("~"), ".hermes")


def protected_roots(hermes_home: str) -> list[str]:
    """Canonical absolute paths of the protected targets for ``hermes_home``."""
    home = os.path.realpath(os.path.expanduser(hermes_home))
    return [os.path.realpath(os.path.join(home, rel)) for rel in PROTECTED_RELATIVE]


def canonicalise(raw: str, *, cwd: str, hermes_home: str) -> str:
    """Expand ``~``/``$HOME``/``$HERMES_HOME``, anchor at ``cwd``, normalise
    ``..`` and duplicate slashes, and resolve symlinks where they exist."""
    env: Mapping[str, str] = {**os.environ, "HERMES_HOME": hermes_home}
    text = raw.strip()
    for name in ("HERMES_HOME", "HOME"):
        value = env.get(name, "")
        text = text.replace("${%s}" % name, value).replace("$%s" % name, value)
    text = os.path.expanduser(text)
    if not os.path.isabs(text):
        text = os.path.join(cwd, text)
    return os.path.realpath(os.path.normpath(text))


def _is_under(path: str, roots: Iterable[str]) -> str | None:
    for root in roots:
        if path == root or path.startswith(root.rstrip("/") + "/"):
            return root
    return None


def _tokens(command: str) -> list[str]:
    lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|()<>")
    lexer.whitespace_split = True
    lexer.commenters = ""
    try:
        return list(lexer)
    except ValueError:  # unbalanced quotes: fall back to a plain split
        return command.split()


def _simple_commands(tokens: list[str]) -> Iterable[list[str]]:
    current: list[str] = []
    for token in tokens:
        if token in _SEPARATORS:
            if current:
                yield current
            current = []
        else:
            current.append(token)
    if current:
        yield current


def _split_redirects(words: list[str]) -> tuple[list[str], list[str]]:
    """Return (argv without redirections, redirection targets)."""
    argv: list[str] = []
    targets: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        if word in _REDIRECTS or (word.endswith((">", ">>")) and word.rstrip(">").isdigit()):
            if index + 1 < len(words):
                targets.append(words[index + 1])
            index += 2
            continue
        if word == "<":  # input redirection: a read, skip its operand
            index += 2
            continue
        argv.append(word)
        index += 1
    return argv, targets


def _strip_prefixes(argv: list[str]) -> list[str]:
    while argv and (argv[0] in _PREFIX_COMMANDS or "=" in argv[0] and not argv[0].startswith("-")):
        argv = argv[1:]
    return argv


def _write_candidates(command: str, depth: int = 0) -> list[str]:
    """Every string in a shell command that the command may write to."""
    found: list[str] = []
    for words in _simple_commands(_tokens(command)):
        argv, redirect_targets = _split_redirects(words)
        found.extend(redirect_targets)
        argv = _strip_prefixes(argv)
        if not argv:
            continue
        name = os.path.basename(argv[0])
        args = argv[1:]
        operands = [a for a in args if not a.startswith("-")]
        if name in _SHELLS and "-c" in args and depth < 3:
            script_index = args.index("-c") + 1
            if script_index < len(args):
                found.extend(_write_candidates(args[script_index], depth + 1))
        elif name in _INTERPRETERS or re.fullmatch(r"python3(\.\d+)?", name):
            # Inline code: any quoted literal may be a path it opens for writing.
            for arg in args:
                found.extend(m.group(2) for m in _QUOTED.finditer(arg))
                found.append(arg)
        elif name == "sed" and any(a == "-i" or a.startswith(("-i", "--in-place")) for a in args):
            found.extend(operands)
        elif name == "dd":
            found.extend(a[3:] for a in args if a.startswith("of="))
        elif name in _ALL_ARGS_WRITE:
            found.extend(operands)
        elif name in _LAST_ARG_WRITE:
            if "-t" in args and args.index("-t") + 1 < len(args):
                found.append(args[args.index("-t") + 1])
            elif operands:
                found.append(operands[-1])
            if name == "ln" and operands:
                # `ln -s TARGET LINK`: a link placed over a protected path, or
                # `ln -sf` replacing one, are both writes to it.
                found.extend(operands)
    return found


def _tool_write_candidates(tool_name: str, args: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """Return (plain paths, shell commands) a tool call may write through."""
    paths: list[str] = []
    commands: list[str] = []
    lowered = tool_name.lower()
    if lowered in {"terminal", "bash", "shell", "execute_command", "run_command"}:
        command = args.get("command") or args.get("cmd") or ""
        if isinstance(command, str):
            commands.append(command)
    elif lowered in {"write_file", "patch", "write", "edit", "multiedit", "notebookedit"}:
        for key in ("path", "file_path", "notebook_path"):
            value = args.get(key)
            if isinstance(value, str) and value:
                paths.append(value)
        patch_text = args.get("patch")
        if isinstance(patch_text, str):
            paths.extend(m.strip() for m in _PATCH_HEADER.findall(patch_text))
            paths.extend(m.strip() for m in _MOVE_HEADER.findall(patch_text))
    elif lowered == "skill_manage":
        action = str(args.get("action") or "").lower()
        category = str(args.get("category") or "")
        name = str(args.get("name") or "")
        if action not in {"view", "list", "read"} and ("5qln" in category or name.startswith("5qln")):
            paths.append(os.path.join(default_hermes_home(), "skills", "5qln", name))
    elif lowered == "execute_code":
        code = args.get("code")
        if isinstance(code, str):
            paths.extend(m.group(2) for m in _QUOTED.finditer(code))
    return paths, commands


def check(
    tool_name: str,
    args: Mapping[str, Any] | None,
    *,
    hermes_home: str | None = None,
    cwd: str | None = None,
) -> str | None:
    """Return a refusal message when the call writes a protected path, else None."""
    if not isinstance(args, Mapping):
        return None
    home = hermes_home or default_hermes_home()
    workdir = cwd or os.getcwd()
    roots = protected_roots(home)
    paths, commands = _tool_write_candidates(tool_name, args)
    for command in commands:
        paths.extend(_write_candidates(command))
    for raw in paths:
        if not raw or "\x00" in raw:
            continue
        target = canonicalise(raw, cwd=workdir, hermes_home=home)
        root = _is_under(target, roots)
        if root is not None:
            relative = os.path.relpath(root, os.path.realpath(home))
            return (
                f"BLOCKED by qlnweb local guard: {tool_name} would write the protected "
                f"path {relative} ({target}). Protected artifacts change only through a "
                "human-attested 5QLN promotion."
            )
    return None


__all__ = ["PROTECTED_RELATIVE", "canonicalise", "check", "default_hermes_home", "protected_roots"]
