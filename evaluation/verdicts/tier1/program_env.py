"""Variables that NAME a program another tool runs (round 6): ``PAGER``, ``GIT_PAGER``, ``MANPAGER``,
``EDITOR``/``VISUAL``/``GIT_EDITOR``, ``GIT_SSH``/``GIT_SSH_COMMAND``, ``GIT_EXTERNAL_DIFF``, the askpass
helpers, ``LESSOPEN``/``LESSCLOSE`` (an input filter less runs), ``RSYNC_RSH``, ``npm_config_script_shell``
and the other npm program settings as ``npm_config_*`` …

Such a value is ordinary when it names a standard program (``PAGER=cat``, ``EDITOR=vim``,
``GIT_SSH_COMMAND='ssh -i key'``, ``LESSOPEN='| lesspipe %s'``) and a persistence / execution vector when
it names anything else — a script in ``/tmp``, a file of the work tree, a program Tier 1 never saw — since
the tool starts it later with the session's rights. A shell (``sh -c '…'``) is left to the callers that
parse its code (git's program variables are parsed as scripts, see ``git_exec``).
"""
from __future__ import annotations

import posixpath
import re
import shlex

from evaluation.verdicts.tier1.buildfiles import PROGRAM_SETTINGS
from evaluation.verdicts.tier1.optcommands import option_scripts
from evaluation.verdicts.tier1.shell_words import SimpleCommand

PROGRAM_VARIABLES = frozenset({
    "PAGER", "GIT_PAGER", "MANPAGER", "SYSTEMD_PAGER", "PSQL_PAGER", "BAT_PAGER", "DELTA_PAGER", "AWS_PAGER",
    "EDITOR", "VISUAL", "GIT_EDITOR", "GIT_SEQUENCE_EDITOR", "SVN_EDITOR", "HGEDITOR", "KUBE_EDITOR",
    "SYSTEMD_EDITOR", "PSQL_EDITOR", "FCEDIT", "SUDO_EDITOR", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_EXTERNAL_DIFF",
    "GIT_ASKPASS", "SSH_ASKPASS", "SUDO_ASKPASS", "GIT_PROXY_COMMAND", "RSYNC_RSH", "RSYNC_CONNECT_PROG",
    "CVS_RSH", "LESSOPEN", "LESSCLOSE", "DIFF_VIEWER",
} | {"NPM_CONFIG_" + s.upper().replace("-", "_") for s in PROGRAM_SETTINGS if s != "node-options"})

STANDARD_PROGRAMS = frozenset({
    "cat", "less", "more", "most", "pg", "head", "tail", "tee", "bat", "batcat", "delta", "diff-so-fancy",
    "diff-highlight", "moar", "nvimpager", "vimpager", "col", "vim", "vi", "nvim", "view", "nano", "pico",
    "emacs", "emacsclient", "ed", "ex", "micro", "helix", "hx", "kak", "joe", "mcedit", "code", "codium",
    "subl", "gedit", "kate", "mate", "atom", "zed", "idea", "true", "false", "ssh", "plink", "tortoiseplink",
    "ssh-askpass", "x11-ssh-askpass", "ksshaskpass", "lxqt-openssh-askpass", "lesspipe", "lesspipe.sh",
    "lessfilter", "diff", "colordiff", "vimdiff", "meld", "kdiff3", "opendiff", "difft", "difftastic",
    "cc", "gcc", "g++", "clang", "clang++", "ld", "ld.lld", "ld.gold", "mold", "zig", "ccache", "sccache",
    "xterm", "gnome-terminal", "konsole", "alacritty", "kitty", "sh", "bash", "zsh", "dash", "node", "npm",
    "yarn", "pnpm", "git", "rsh", "rlogin",
})
_SYSTEM_DIRS = ("/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/share/source-highlight")


def foreign_program(name: str, value: str) -> str | None:
    """The program ``$name=value`` makes a tool run, when it is not a standard one; None otherwise."""
    if name.upper() not in PROGRAM_VARIABLES:
        return None
    return foreign_command(value)


_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "fish", "python", "python3", "node", "perl", "ruby",
                     "lua", "php", "tclsh", "deno", "bun"})


_KEYWORDS = frozenset({"do", "then", "else", "elif", "{", "(", "!", "time", "exec", "command", "builtin", "nohup",
                       "while", "until", "if"})
_POSIX_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh"})
_COMMAND_SPLIT = re.compile(r";|&&|\|\||\||\n|&")  # no \s* around: quadratic on a long blank run


def foreign_command(value: str, depth: int = 0) -> str | None:
    """The program a tool's program knob (``EDITOR``, ``core.pager``, ``core.fsmonitor`` …) runs when it is
    not a standard one. A shell or interpreter given a script FILE (``sh /tmp/e.sh``) runs that file
    (round 8); with ``-c``/``-e`` it runs code its callers parse, and counts as standard here."""
    text = value.strip().lstrip("|").lstrip("|").strip()
    try:
        words = shlex.split(text)
    except ValueError:
        return text or None
    while words and (("=" in words[0] and not words[0].startswith(("/", "."))) or words[0] in _KEYWORDS):
        words = words[1:]  # VAR=x prog; `do sh /tmp/b` inside a loop (round 10)
    if words[:1] == ["env"]:
        words = [w for w in words[1:] if "=" not in w and not w.startswith("-")]
    if not words:
        return None
    program = words[0]
    directory, base = posixpath.split(program)
    if base in _SHELLS and (not directory or directory in _SYSTEM_DIRS):
        code = next((words[i + 1] for i, w in enumerate(words[1:-1], start=1) if w in ("-c", "-e", "--eval")), None)
        if code is not None and base in _POSIX_SHELLS and depth < 3:
            # round 10: `PAGER='sh -c "sh /tmp/p; less"'` — a program FILE a command of the -c code runs (a script
            # given to a shell, a path) is foreign; programs named bare are left to the callers that parse the code
            return next((f for part in _COMMAND_SPLIT.split(code)
                         if (f := foreign_command(part, depth + 1)) and ("/" in f or f.startswith("."))), None)
        script = next((w for w in words[1:] if not w.startswith("-")), None)
        if script is None or any(w in ("-c", "-e", "--eval", "-r") for w in words[1:]):
            return None
        return script
    if base in STANDARD_PROGRAMS and (not directory or directory in _SYSTEM_DIRS):
        if depth < 3:  # round 10: `ssh -o ProxyCommand="sh -c /tmp/p.sh"` — a standard program's option runs one
            scripts, _ = option_scripts(SimpleCommand(argv=(base, *words[1:])))
            return next((f for script in scripts if (f := foreign_command(script, depth + 1))
                         and ("/" in f or f.startswith("."))), None)
        return None
    return program
