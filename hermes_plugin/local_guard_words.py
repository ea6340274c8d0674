"""What a tool call may write, for the local guard (``local_guard``): the shell words, redirections and
wrappers of a command, and the paths of file, patch, skill and code tools. Stdlib only, like the guard:
the stand-alone hook script imports it as a sibling module.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Iterable, Mapping
from typing import Any

SEPARATORS = {";", "&&", "||", "|", "&", "|&", "(", ")", "\n"}
REDIRECTS = {">", ">>", ">|", "&>", "&>>", "1>", "2>", "1>>", "2>>"}
#: Commands whose every non-option argument is a write/delete target.
_ALL_ARGS_WRITE = {
    "tee", "rm", "rmdir", "unlink", "truncate", "shred", "chmod", "chown",
    "chgrp", "touch", "mkdir", "mv", "patch", "setfacl", "chattr",
}
#: Commands whose last argument (or ``-t DIR``) is the write target.
_LAST_ARG_WRITE = {"cp", "install", "rsync", "ln", "scp"}
INTERPRETERS = {"python", "python3", "perl", "ruby", "node", "php"}
_SHELLS = {"sh", "bash", "zsh", "dash", "ksh"}
_PREFIX_COMMANDS = {"sudo", "env", "nohup", "time", "nice", "command", "exec", "doas", "busybox", "strace",
                    "ltrace", "unbuffer", "stdbuf", "setsid", "ionice", "xargs", "fakeroot", "watch"}
#: wrappers followed by one positional before the command (``timeout 5``, ``flock FILE``, ``chroot DIR``)
_POSITIONAL_PREFIXES = {"timeout", "flock", "chroot", "taskset", "chrt", "sg"}
#: programs whose ``-c`` value is a shell script
_C_FLAG = {"su", "runuser", "script", "flock"}
#: writers whose option value is the target (``curl -o F``, ``sort -o F``)
_OPTION_TARGETS = {"curl": ("-o", "--output"), "wget": ("-O", "--output-document", "-P", "--directory-prefix"),
                   "sort": ("-o", "--output"), "openssl": ("-out",)}
_BRACE = re.compile(r"\{([^{}]*,[^{}]*)\}")
_QUOTED = re.compile(r"""(['"])(.+?)\1""")
_PATCH_HEADER = re.compile(r"^\*\*\* (?:Add|Update|Delete) File: (.+)$", re.M)
_MOVE_HEADER = re.compile(r"^\*\*\* Move to: (.+)$", re.M)



def default_hermes_home() -> str:
    """Return the active profile directory the way Hermes resolves it."""
    return os.environ.get("HERMES_HOME") or os.path.join(os.path.expanduser("~"), ".hermes")


def braces(raw: str) -> list[str]:
    """``a/{b,c}`` → ``[a/b, a/c]`` (bounded)."""
    out: list[str] = []
    pending = [raw]
    while pending and len(out) < 32:
        word = pending.pop()
        match = _BRACE.search(word)
        if match is None:
            out.append(word)
        else:
            pending.extend(word[:match.start()] + part + word[match.end():] for part in match.group(1).split(","))
    return out


def split_words(command: str) -> list[str]:
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
        if token in SEPARATORS:
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
        if word in REDIRECTS or (word.endswith((">", ">>")) and word.rstrip(">").isdigit()):
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
    while argv:
        name = os.path.basename(argv[0])
        if name in _PREFIX_COMMANDS or name in _POSITIONAL_PREFIXES:
            argv = argv[1:]
            while argv and argv[0].startswith("-") and argv[0] != "-c":
                argv = argv[1:]
            if name in _POSITIONAL_PREFIXES and argv and argv[0] != "-c":
                argv = argv[1:]
        elif "=" in argv[0] and not argv[0].startswith("-"):
            argv = argv[1:]
        else:
            break
    return argv


def write_candidates(command: str, depth: int = 0, trees: list[str] | None = None) -> list[str]:
    """Every string in a shell command that the command may write to; directories whose
    whole tree it may write (``tar -C``, ``unzip -d``) go to ``trees``."""
    found: list[str] = []
    trees = trees if trees is not None else []
    tokens = split_words(command)
    for index, token in enumerate(tokens[:-1]):
        # `sh <<< 'code'`: a here-string fed to a shell is code
        if token == "<<<" and index and os.path.basename(tokens[index - 1]) in _SHELLS and depth < 3:
            found.extend(write_candidates(tokens[index + 1], depth + 1, trees))
    for words in _simple_commands(tokens):
        argv, redirect_targets = _split_redirects(words)
        found.extend(redirect_targets)
        argv = _strip_prefixes(argv)
        if not argv:
            continue
        name = os.path.basename(argv[0]).lower()
        args = argv[1:]
        operands = [a for a in args if not a.startswith("-")]
        scripts = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "-c"] if (
            name in _SHELLS or name in _C_FLAG or argv[0] == "-c") else []
        if argv[0] == "-c" and args:  # `flock FILE -c 'cmd'`
            scripts = [args[0]]
        elif " " in argv[0]:  # `watch 'cmd args'` runs its joined operands through a shell
            scripts = [" ".join(argv)]
        if name == "eval" or name == "ssh" and len(operands) > 1:
            scripts = [" ".join(args if name == "eval" else args[args.index(operands[0]) + 1:])]
        if scripts and depth < 3:
            for script in scripts:
                found.extend(write_candidates(script, depth + 1, trees))
        elif name in INTERPRETERS or re.fullmatch(r"python3(\.\d+)?", name):
            # Inline code: any quoted literal may be a path it opens for writing.
            for arg in args:
                found.extend(m.group(2) for m in _QUOTED.finditer(arg))
                found.append(arg)
        elif name == "sed" and any(a == "-i" or a.startswith(("-i", "--in-place")) for a in args):
            found.extend(operands)
        elif name == "dd":
            found.extend(a[3:] for a in args if a.startswith("of="))
        elif name in _OPTION_TARGETS:
            flags = _OPTION_TARGETS[name]
            found.extend(args[i + 1] for i, a in enumerate(args[:-1]) if a in flags)
            found.extend(a.split("=", 1)[1] for a in args if "=" in a and a.split("=", 1)[0] in flags)
        elif name == "unzip" or name == "tar" and any(
                a in ("--extract", "--get") or "x" in a and (a.startswith("-") and not a.startswith("--") or i == 0)
                for i, a in enumerate(args)):
            flag = ("-C", "--directory") if name == "tar" else ("-d",)
            trees.extend(args[i + 1] for i, a in enumerate(args[:-1]) if a in flag)
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


def tool_write_candidates(tool_name: str, args: Mapping[str, Any]) -> tuple[list[str], list[str]]:
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
