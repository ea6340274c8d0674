"""Git as a code runner (issue 11): configuration and environment that make git execute programs.

Git runs programs named in its configuration (``core.pager``, ``core.fsmonitor``,
``core.sshCommand``, ``alias.x=!…``, filter drivers …), in its environment
(``GIT_PAGER``, ``GIT_SSH_COMMAND``, ``GIT_CONFIG_KEY_n``/``VALUE_n`` …) and in
directories it is pointed at (``core.hooksPath``, ``--template``, ``GIT_EXEC_PATH``).
What this module reports for one ``git`` simple command:

* ``scripts`` — shell code git runs *now* (a one-shot ``-c``/env knob, ``rebase
  --exec``, ``submodule foreach``, ``--upload-pack`` …): the caller parses it and
  the ordinary checks read it like any other command;
* ``opaque`` — a one-shot knob whose effect lies in files Tier 1 does not read
  (a hooks or template directory, a config file, an exec path, a value from
  the environment);
* ``vectors`` — persistent configuration that makes git run a program or read
  hooks/config *later*, outside any call Tier 1 sees (``git config core.hooksPath``,
  ``git config alias.x '!…'``, ``git config --edit``);
* ``git_dirs`` — repository/work-tree locations given by ``--git-dir``,
  ``--work-tree``, ``GIT_DIR``, ``GIT_WORK_TREE`` … (checked against the protected set).

Key and variable lists are rule-document data (kind ``exec_vector``).
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any

from evaluation.verdicts.tier1.program_env import foreign_command
from evaluation.verdicts.tier1.shell import SimpleCommand
from evaluation.verdicts.tier1.user_config import ordinary_rewrite

_GLOBAL_VALUE = ("-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix",
                 "--list-cmds", "--attr-source")
_CONFIG_READS = ("--get", "--get-all", "--get-regexp", "--get-urlmatch", "--get-color", "--get-colorbool",
                 "-l", "--list", "--unset", "--unset-all", "--remove-section", "--rename-section")
_CONFIG_VALUE = ("-f", "--file", "--blob", "--type", "--default", "--comment", "--value", "--url")
_CONFIG_VERBS = frozenset({"get", "list", "unset", "rename-section", "remove-section"})
_PROGRAM_OPTIONS: dict[str, tuple[str, ...]] = {
    "rebase": ("-x", "--exec"), "clone": ("-u", "--upload-pack"), "fetch": ("--upload-pack",),
    "pull": ("--upload-pack",), "ls-remote": ("--upload-pack",), "archive": ("--exec",),
    "push": ("--receive-pack", "--exec"), "difftool": ("-x", "--extcmd"), "mergetool": ("--tool-cmd",),
    "filter-branch": ("--env-filter", "--tree-filter", "--index-filter", "--parent-filter", "--msg-filter",
                      "--commit-filter", "--tag-name-filter"),
}
_TEMPLATE_SUBS = frozenset({"clone", "init"})
READ_ONLY_SUBS = frozenset({"status", "log", "diff", "show", "rev-parse", "ls-files", "describe", "blame",
                            "grep", "shortlog", "cat-file", "ls-tree", "show-ref", "reflog", "whatchanged",
                            "rev-list", "help", "version", "branch", "tag", "remote"})


def program_setting(argv: tuple[str, ...], params: Mapping[str, Any]) -> str | None:
    """``key=value`` when ``git config [scope] key value`` names a program git runs later (round 6: kept in
    the session as ``$GIT_CONFIG_PARAMETERS``, so the later ``git status`` is judged as running it)."""
    i = 1
    while i < len(argv) and argv[i].startswith("-"):
        i += 2 if argv[i] in _GLOBAL_VALUE else 1
    if argv[i:i + 1] != ("config",):
        return None
    operands = [a for a in argv[i + 1:] if not a.startswith("-")]
    operands = operands[1:] if operands[:1] == ["set"] else operands
    if len(operands) != 2 or any(a in _CONFIG_READS for a in argv):
        return None
    key, value = operands
    alias = key.lower().startswith("alias.") and value.lstrip().startswith("!")
    return f"{key}={value}" if alias or _matches(key, params["git_program_keys"]) else None


@dataclass
class GitEffects:
    scripts: list[str] = field(default_factory=list)
    opaque: list[str] = field(default_factory=list)
    vectors: list[str] = field(default_factory=list)
    git_dirs: list[tuple[str, str]] = field(default_factory=list)  # (raw path, how it was given)
    sub: str = ""


def _matches(key: str, patterns: tuple[str, ...]) -> bool:
    key = key.lower()
    return any(fnmatchcase(key, p.lower()) for p in patterns)


def _one_shot(key: str, value: str | None, how: str, params: Mapping[str, Any], out: GitEffects) -> None:
    """A configuration value in force for this git run only (``-c``, env, ``clone --config``)."""
    alias = key.lower().startswith("alias.") and (value is None or value.lstrip().startswith("!"))
    if _matches(key, params["git_program_keys"]) or alias:
        if value is None:
            out.opaque.append(f"git {how} sets {key}, a program git runs, from a value Tier 1 cannot see")
        else:
            out.scripts.append(value.lstrip()[1:] if alias else value)
            program = None if alias else foreign_command(value)
            if program:  # round 8: `core.fsmonitor=/tmp/f.sh`, `core.pager='sh /tmp/x.sh'`
                out.opaque.append(f"git {how} sets {key}: git runs {program!r}, a program Tier 1 does not see")
    elif _matches(key, params["git_path_keys"]):
        out.opaque.append(f"git {how} sets {key}={value or '…'}: git runs or reads files there that "
                          "Tier 1 does not see")


def _persistent(argv: tuple[str, ...], params: Mapping[str, Any], out: GitEffects) -> None:
    """``git config [scope] key value`` / ``git config set key value`` / ``git config --edit``."""
    options, operands, i = [], [], 0
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("-") and arg != "-":
            options.append(arg)
            if arg in _CONFIG_VALUE and i + 1 < len(argv):
                i += 1
        else:
            operands.append(arg)
        i += 1
    if any(o in ("-e", "--edit") for o in options) or operands[:1] == ["edit"]:
        out.vectors.append("git config --edit changes git's configuration in an editor, unseen by Tier 1")
        return
    if any(o in _CONFIG_READS or o.split("=", 1)[0] in _CONFIG_READS for o in options):
        return
    if operands[:1] == ["set"]:
        operands = operands[1:]
    elif operands[:1] and operands[0] in _CONFIG_VERBS:
        return
    if len(operands) < 2:
        return
    key, value = operands[0], operands[1]
    alias = key.lower().startswith("alias.") and value.lstrip().startswith("!")
    standard = _matches(key, params["git_program_keys"]) and not foreign_command(value) and not _shell_code(value)
    standard = standard or _builtin_helper(key, value)
    if not standard and (alias or _matches(key, params["git_program_keys"]) or _matches(key, params["git_path_keys"])):
        if ordinary_rewrite(("git", "config", *argv)):
            return  # round 15: a rewrite to a public or the same host, or a local path at repository level
        out.vectors.append(f"git config sets {key}={value!r}: git will run it (or read hooks/config there) "
                           "in later calls, outside what Tier 1 sees")


# round 21: credential helpers git ships or packages install as ``git-credential-NAME`` (``store``, ``cache
# --timeout=3600``); a path, ``!`` code or any other name stays a program Tier 1 does not see
_BUILTIN_HELPERS = frozenset({"store", "cache", "osxkeychain", "libsecret", "manager", "manager-core", "wincred",
                              "gnome-keyring", "oauth", "netrc", ""})


def _builtin_helper(key: str, value: str) -> bool:
    if not re.fullmatch(r"credential\.(?:[^\s]+\.)?helper", key.lower()):
        return False
    words = value.split()
    return (not words or words[0] in _BUILTIN_HELPERS) and all(w.startswith("--") for w in words[1:]) \
        and not _shell_code(value)


def _shell_code(value: str) -> bool:
    """A value with shell syntax beyond one program and its words (``!…``, ``;``, ``|``, ``$(``, backquotes)."""
    return any(c in value for c in ";|&`$<>!")


def _env(command: SimpleCommand, variables: Mapping[str, str], params: Mapping[str, Any],
         out: GitEffects) -> None:
    env = {**variables, **dict(command.assignments)}
    for name in params["git_program_env"]:
        if name in env:
            out.scripts.append(env[name])
            program = foreign_command(env[name])
            if program:  # round 8: `EDITOR='sh /tmp/e.sh' git commit`
                out.opaque.append(f"${name} makes git run {program!r}, a program Tier 1 does not see")
    for name in params["git_path_env"]:
        if name in env and env[name] not in ("/dev/null", ""):
            out.opaque.append(f"${name}={env[name]} makes git read configuration, hooks or programs "
                              "from files Tier 1 does not see")
    for name in params["git_dir_env"]:
        if env.get(name):
            out.git_dirs.append((env[name], f"${name}"))
    parameters = env.get("GIT_CONFIG_PARAMETERS")
    if parameters:
        try:
            words = shlex.split(parameters)
        except ValueError:
            words = []
        pairs = [w.split("=", 1) for w in words if "=" in w]
        if not pairs:
            out.opaque.append("$GIT_CONFIG_PARAMETERS holds configuration Tier 1 cannot read")
        for key, value in pairs:
            _one_shot(key, value, "$GIT_CONFIG_PARAMETERS", params, out)
    count = env.get("GIT_CONFIG_COUNT")
    indexes = {m.group(1) for name in env for m in [re.fullmatch(r"GIT_CONFIG_KEY_(\d+)", name)] if m}
    if count and not count.isdigit():
        out.opaque.append("$GIT_CONFIG_COUNT is not a literal number")
    for index in sorted(indexes | {str(n) for n in range(min(int(count), 64))} if count and count.isdigit()
                        else indexes):
        indexed_key = env.get(f"GIT_CONFIG_KEY_{index}")
        if indexed_key is None:
            continue
        _one_shot(indexed_key, env.get(f"GIT_CONFIG_VALUE_{index}"), f"$GIT_CONFIG_KEY_{index}", params, out)


def git_effects(command: SimpleCommand, variables: Mapping[str, str], params: Mapping[str, Any]) -> GitEffects:
    """What running ``command`` (a ``git`` invocation) executes or arms; see the module doc."""
    out = GitEffects()
    argv, i = command.argv, 1
    while i < len(argv) and argv[i].startswith("-"):
        arg = argv[i]
        name, _, inline = arg.partition("=")
        value = inline if "=" in arg else (argv[i + 1] if arg in _GLOBAL_VALUE and i + 1 < len(argv) else None)
        if name == "-c" and value is not None:
            key, eq, val = value.partition("=")
            _one_shot(key, val if eq else "", "-c", params, out)
        elif name == "--config-env" and value is not None:
            _one_shot(value.split("=", 1)[0], None, "--config-env", params, out)
        elif name in ("--git-dir", "--work-tree") and value is not None:
            out.git_dirs.append((value, name))
        elif name == "--exec-path" and "=" in arg:
            out.opaque.append(f"git --exec-path={inline} runs git's helper programs from there")
        i += 1 if "=" in arg or arg not in _GLOBAL_VALUE else 2
    out.sub = sub = argv[i] if i < len(argv) else ""
    rest = argv[i + 1:]
    _env(command, variables, params, out)
    if sub == "config":
        _persistent(rest, params, out)
    elif sub in _TEMPLATE_SUBS or sub in _PROGRAM_OPTIONS:
        _sub_options(sub, rest, params, out)
    elif sub == "submodule" and "foreach" in rest:
        words = [w for w in rest[rest.index("foreach") + 1:] if w not in ("--recursive", "-q", "--quiet")]
        if words:
            out.scripts.append(" ".join(words) if len(words) == 1 else shlex.join(words))
    elif sub == "bisect" and rest[:1] == ("run",) and len(rest) > 1:
        out.scripts.append(shlex.join(rest[1:]))
    return out


def _sub_options(sub: str, rest: tuple[str, ...], params: Mapping[str, Any], out: GitEffects) -> None:
    program_options = _PROGRAM_OPTIONS.get(sub, ())
    j = 0
    while j < len(rest):
        arg = rest[j]
        name, eq, inline = arg.partition("=")
        value = inline if eq else (rest[j + 1] if j + 1 < len(rest) else None)
        step = 1 if eq else 2
        if name in program_options and value is not None:
            out.scripts.append(value)
        elif sub in _TEMPLATE_SUBS and name == "--template" and value is not None:
            out.opaque.append(f"git {sub} --template={value} copies hooks from a directory Tier 1 does not see")
        elif sub == "clone" and name in ("-c", "--config") and value is not None:
            key, eq2, val = value.partition("=")
            _one_shot(key, val if eq2 else "", f"clone {name}", params, out)
        else:
            step = 1
        j += step
