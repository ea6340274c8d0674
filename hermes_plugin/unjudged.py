"""What the plugin does with a call qlnweb could not judge: the fail modes (R-H-3, issue 25).

qlnweb did not answer in time, could not be reached, answered an error or something that is not a
verdict, or the plugin is misconfigured. ``QLN_FAIL_MODE`` then decides:

* ``guarded`` (the default) — a tool that runs shell commands, writes files or runs code
  (:data:`GUARDED_TOOLS`, any MCP tool, whose effect the plugin cannot know, and every browser or
  Home Assistant tool that acts rather than observes, see :data:`OBSERVING_TOOLS`) is **blocked**
  unless the local guard approves it; every other tool (``read_file``, ``web_search`` …) runs.
* ``closed`` — every tool call is blocked.
* ``open`` — accepted from older configurations and means ``guarded``: no mode lets an unjudged
  shell, write or code call run without the local guard's approval.

**The local guard's approval** (:func:`local_approval`) is given only to a ``terminal`` command
it reads completely and that can neither write nor start another program: ``shlex`` tokenises it
(unbalanced quotes: no approval), it has no redirection, no ``$`` (variables, substitutions),
backticks, ``<(``/``>(``, here-documents or variable assignments, and every simple command in it
(separated by ``;``, ``&&``, ``||``, ``|``, ``&``, parentheses; no newline) is a program of
:data:`READ_ONLY_PROGRAMS` named without a ``/``, with none of the options that make it write or
run something (:data:`_REFUSED_OPTIONS`); and to a ``process`` call that only lists, polls, reads
the log of or waits for a background process. Everything else — every ``write_file``, ``patch``,
``execute_code``, ``skill_manage``, ``memory`` and ``cronjob`` call — waits for qlnweb. The
protected-path refusal (:func:`local_guard.check`) runs before any of this, in every mode.

Stdlib only: imported by the Hermes plugin and by the stand-alone hook script.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from typing import Any

FAIL_MODES = ("guarded", "closed", "open")
DEFAULT_FAIL_MODE = "guarded"

#: Hermes 0.19's tools that run commands, write files or run code (``tools/*.py`` registry names),
#: with the names of other agents the hook script serves and those of the server's rule set.
GUARDED_TOOLS = frozenset({
    "terminal", "process", "execute_code", "write_file", "patch", "skill_manage", "memory", "cronjob",
    "computer_use",
    "Bash", "Write", "Edit", "MultiEdit", "NotebookEdit",
    "shell", "bash", "execute_command", "run_command", "run_shell_command", "edit_file", "create_file",
    "str_replace_editor", "apply_patch", "execute_sql", "sql_query", "run_sql", "query_database",
})
_SHELL_TOOLS = frozenset({"terminal", "Bash", "shell", "bash", "execute_command", "run_command",
                          "run_shell_command"})
_READ_ONLY_PROCESS_ACTIONS = frozenset({"list", "poll", "log", "wait"})

#: Programs that only read and print (none reads a program name, a pager or a hook from the environment).
READ_ONLY_PROGRAMS = frozenset({
    "ls", "pwd", "cat", "head", "tail", "wc", "grep", "egrep", "fgrep", "stat", "du", "df", "echo", "printf",
    "which", "whoami", "id", "uname", "true", "false", "basename", "dirname", "realpath", "readlink",
    "test", "[", "diff", "cmp", "md5sum", "sha1sum", "sha256sum", "sha512sum", "nproc", "uptime", "free",
    "ps", "printenv", "find", "cd",
})
#: Options of a read-only program that write a file, delete, or run another program.
_REFUSED_OPTIONS = {
    "find": ("-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"),
}
_UNREADABLE = ("$", "`", ">", "<", "\\", "\n", "\r")  # shlex reads a newline as a space; bash as a `;`


def normalise_fail_mode(raw: str | None) -> str:
    """``guarded`` for unset, unknown and ``open`` values; ``closed`` when asked for."""
    return "closed" if (raw or "").strip().lower() == "closed" else DEFAULT_FAIL_MODE


#: Browser and Home Assistant tools that only observe (issue 25, round 4); every other ``browser_*``
#: (navigate, click, type, press, dialog, cdp, console with an expression …) and ``ha_*`` (call_service)
#: tool acts on a site or a home — sends data, submits forms, runs page JavaScript, switches devices —
#: and is guarded, names Hermes adds later included.
OBSERVING_TOOLS = frozenset({"browser_snapshot", "browser_get_images", "browser_vision", "browser_scroll",
                             "ha_get_state", "ha_list_entities", "ha_list_services"})


def is_guarded(tool_name: str) -> bool:
    """A tool whose unjudged call waits for qlnweb unless the local guard approves it."""
    return tool_name in GUARDED_TOOLS or tool_name.startswith("mcp_") or (
        tool_name.startswith(("browser_", "ha_")) and tool_name not in OBSERVING_TOOLS)


def read_only_command(command: str) -> bool:
    """True when the local guard reads all of ``command`` and it can only read (see the module doc)."""
    if not command.strip() or any(mark in command for mark in _UNREADABLE) or len(command) > 4096:
        return False
    lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|()")
    lexer.whitespace_split = True
    lexer.commenters = ""
    try:
        tokens = list(lexer)
    except ValueError:
        return False
    simple: list[list[str]] = [[]]
    for token in tokens:
        if token and set(token) <= set(";&|()"):
            simple.append([])
        else:
            simple[-1].append(token)
    for argv in (a for a in simple if a):
        program = argv[0]
        if "/" in program or "=" in program or program not in READ_ONLY_PROGRAMS:
            return False
        refused = _REFUSED_OPTIONS.get(program, ())
        if any(a == r or a.startswith(r + "=") for a in argv[1:] for r in refused):
            return False
    return any(simple)


def local_approval(tool_name: str, args: Mapping[str, Any]) -> bool:
    """Whether the local guard itself judges this call safe to run without qlnweb."""
    if tool_name in _SHELL_TOOLS:
        command = args.get("command") if isinstance(args.get("command"), str) else args.get("cmd")
        return isinstance(command, str) and read_only_command(command)
    if tool_name == "process":
        return args.get("action") in _READ_ONLY_PROCESS_ACTIONS
    if tool_name == "browser_console":  # reading the console log; an `expression` runs page JavaScript
        return not args.get("expression")
    return False


def unjudged_refusal(tool_name: str, args: Mapping[str, Any] | None, *, fail_mode: str,
                     error: object) -> str | None:
    """The block message for a call qlnweb could not judge, or None when it may run."""
    args = args if isinstance(args, Mapping) else {}
    mode = normalise_fail_mode(fail_mode)
    if mode == "closed":
        return (f"BLOCKED: qlnweb oversight is unavailable ({error}) and QLN_FAIL_MODE=closed; "
                f"{tool_name} was not run.")
    if not is_guarded(tool_name) or local_approval(tool_name, args):
        return None
    return (f"BLOCKED: qlnweb oversight is unavailable ({error}); {tool_name} runs commands, writes files "
            "or runs code, and the local guard approves only read-only commands it reads whole "
            f"(QLN_FAIL_MODE={mode}). It was not run; try again when qlnweb answers.")


__all__ = ["DEFAULT_FAIL_MODE", "FAIL_MODES", "GUARDED_TOOLS", "OBSERVING_TOOLS", "READ_ONLY_PROGRAMS", "is_guarded",
           "local_approval", "normalise_fail_mode", "read_only_command", "unjudged_refusal"]
