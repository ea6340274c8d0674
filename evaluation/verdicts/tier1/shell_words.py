"""The shell reader's vocabulary: its tokens, errors and results, and the text bash computes from literals.

Lowest layer of Tier 1's shell reading (issue 28: no import cycle): :mod:`~evaluation.verdicts.tier1.shell`
(the lexer and ``parse_commands``) and :mod:`~evaluation.verdicts.tier1.unwrap` (wrappers, pipelines)
both build on it. ``unescape``/``printf_output`` decode what ``printf``, ``echo -e`` and ``$'…'`` print.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from evaluation.verdicts.tier1.bounded_subs import toplevel_output

OPERATORS = ("&&", "||", ";;", "|&", ";", "|", "&", "\n", "(", ")")
REDIRECT_OPS = ("&>>", "<<<", "<<-", "<<", ">>", ">|", "&>", ">&", "<&", "<>", ">", "<")
SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox", "fish", "csh", "tcsh", "yash",
                    "rbash", "posh", "elvish"})  # round 19 (t1x): elvish reads as a shell (fails closed where not)
MAX_DEPTH = 8
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*\+?=")  # round 25 (t2q): `h+=mes` appends
FD_PREFIX = re.compile(r"^[0-9]{1,2}$")

STATIC_ECHO = frozenset({"echo", "printf", "realpath", "readlink"})


class ShellSyntaxError(ValueError):
    """The command string cannot be tokenised (unbalanced quotes, brackets…)."""


class CommandTooLong(ShellSyntaxError):
    """The command is larger than Tier 1 reads (:data:`MAX_COMMAND_CHARS`, :data:`MAX_WORDS`): it is not
    judged on a part of it, it fails closed like any command Tier 1 cannot read (issue 25)."""


MAX_COMMAND_CHARS = 65_536
"""Longest command text Tier 1 reads. Linux refuses a single argument over 128 KiB (``MAX_ARG_STRLEN``);
a longer text is blocked unread, so the time a verdict takes is bounded whatever an agent sends."""
MAX_WORDS = 2_000
"""Most words and operators Tier 1 reads in one call, its substitutions, ``bash -c`` strings and the code it
runs counted together (the checks' work grows with them; an agent's commands have tens)."""
MAX_WRITE_TARGETS = 256
"""Most paths one call writes, removes or changes that Tier 1 checks one by one (round 35, lead): each is resolved on
disk and asked of some forty rules, so a 20,000-character ``rm`` of 1,700 paths took 60 times a short one's time
(issue 25 bounds it at 20). A call naming more fails closed like one over :data:`MAX_WORDS`; an agent's have a few."""
SUBSTITUTION_WORDS = 10
"""What one ``$(…)``, backtick or ``<(…)`` counts against :data:`MAX_WORDS`, besides its own words."""


@dataclass(frozen=True)
class Redirect:
    """One redirection: ``op`` as written (``>``, ``2>>``, ``&>``, ``<<`` …)."""

    op: str
    target: str
    heredoc_body: str | None = None

    @property
    def writes(self) -> bool:
        """True when the target file is opened for writing (``2>&1`` dups are not)."""
        core = self.op.lstrip("0123456789")
        if core in (">", ">>", ">|", "&>", "&>>", "<>"):
            return True
        return core == ">&" and not self.target.isdigit() and self.target != "-"


@dataclass(frozen=True)
class SimpleCommand:
    """A command after unwrapping prefixes: ``argv[0]`` is the real program."""

    argv: tuple[str, ...]
    redirects: tuple[Redirect, ...] = ()
    assignments: tuple[tuple[str, str], ...] = ()
    wrappers: tuple[str, ...] = ()
    pipeline_id: int = 0
    pipeline_pos: int = 0
    pipeline_len: int = 1
    depth: int = 0
    context: str = "top"  # top | substitution | shell_c | eval | find_exec
    dynamic: frozenset[int] = frozenset()  # argv indexes built from $(...)
    nested_programs: tuple[str, ...] = ()  # programs run in this command's substitutions
    stdin_args: bool = False  # xargs: more operands arrive on stdin
    feeder: tuple[str, ...] = ()  # xargs's own options (`-0`, `-I {}` …): how the operands on stdin are split
    fed: bool = False  # the operands xargs reads are in argv already (evaluation.verdicts.tier1.feed)
    opaque: tuple[str, ...] = ()  # why this command's effect cannot be read statically (issue 11)
    after_and: bool = False  # runs only if the command before it (joined by `&&`) succeeded (round 10)

    @cached_property
    def program(self) -> str:
        """Basename of argv[0] (``/usr/bin/rm`` → ``rm``), lower-cased (a case-insensitive
        filesystem runs ``RM`` as ``rm``), or '' for a bare assignment."""
        if not self.argv:
            return ""
        name = self.argv[0].rsplit("/", 1)[-1].lower()
        # round 31 (t3l): WSL runs Windows programs by their file name: `powershell.exe` is `powershell`
        return name[:-4] if name.endswith(".exe") and len(name) > 4 else name


class Word:
    """A word being lexed: its text is kept as parts and joined when read (issue 25: appending to one
    string attribute character by character copied it each time, quadratic on a long word)."""

    __slots__ = ("parts", "started", "quoted", "dynamic", "nested")

    def __init__(self, text: str = "", started: bool = False, quoted: bool = False, dynamic: bool = False,
                 nested: list[SimpleCommand] | None = None) -> None:
        self.parts: list[str] = [text] if text else []
        self.started, self.quoted, self.dynamic = started, quoted, dynamic
        self.nested: list[SimpleCommand] = nested if nested is not None else []

    @property
    def text(self) -> str:
        if len(self.parts) > 1:
            self.parts[:] = ["".join(self.parts)]
        return self.parts[0] if self.parts else ""

    @text.setter
    def text(self, value: str) -> None:
        self.parts[:] = [value]


_ESCAPE = re.compile(r"\\(x[0-9A-Fa-f]{1,2}|u[0-9A-Fa-f]{1,4}|U[0-9A-Fa-f]{1,8}|0[0-7]{0,3}|[0-7]{1,3}|.)", re.DOTALL)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v",
                   "e": "\x1b", "'": "'", '"': '"'}
_DIRECTIVE = re.compile(r"%(?:%|[-+ #0]*[0-9]*(?:\.[0-9]*)?([sdiucbqxXo]))")


def unescape(text: str) -> str | None:
    """Backslash escapes as ``printf``'s format and ``echo -e`` read them (None: one Tier 1 does not know)."""
    def one(match: re.Match[str]) -> str:
        code = match.group(1)
        if code[0] in "xuU" and len(code) > 1:
            return chr(int(code[1:], 16))
        if code[0] in "01234567":
            return chr(int(code, 8) if code != "0" else 0)
        if code in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[code]
        raise ValueError(code)

    try:
        return _ESCAPE.sub(one, text) if "\\" in text else text
    except ValueError:
        return None


def printf_output(fmt: str, args: list[str]) -> str | None:
    """What ``printf FMT ARGS…`` prints: the format is reused while arguments remain (bash's rule);
    ``%s``/``%b``/``%d`` … take one argument each. None when a directive or escape is not one Tier 1 reads."""
    directives = list(_DIRECTIVE.finditer(fmt))
    if any(d.group(0) != "%%" and d.group(1) in ("q", "x", "X", "o", "c") for d in directives):
        return None
    literals = [unescape(part) for part in _DIRECTIVE.split(fmt)[::2]] if directives else [unescape(fmt)]
    if any(part is None for part in literals):
        return None
    takes = sum(1 for d in directives if d.group(0) != "%%")
    out: list[str] = []
    remaining = list(args)
    for _ in range(64):
        piece = [literals[0] or ""]
        for index, directive in enumerate(directives, start=1):
            if directive.group(0) == "%%":
                piece.append("%")
            else:
                value = remaining.pop(0) if remaining else ""
                piece.append((unescape(value) or "") if directive.group(1) == "b" else value)
            piece.append(literals[index] or "")
        out.append("".join(piece))
        if not remaining or not takes:
            break
    return "".join(out)


def too_long(length: int) -> CommandTooLong:
    """The error for a text of ``length`` characters, over :data:`MAX_COMMAND_CHARS`."""
    return CommandTooLong(f"{length} characters, more than the {MAX_COMMAND_CHARS} Tier 1 reads; it cannot tell "
                          "what the rest does")


def static_output(nested: tuple[SimpleCommand, ...], after: str = "") -> str | None:
    """What a substitution prints when that is knowable without running it, else None (``after``: the rest of
    the source after the substitution, read by :func:`bounded_subs.toplevel_output`)."""
    if len(nested) > 1 and nested[-1].program == "printf" and dynamic_printf(nested[-1]) and all(
            c.depth > nested[-1].depth for c in nested[:-1]):  # round 41 (fc): printf's own substitutions run first
        nested = nested[-1:]
    if 1 < len(nested) <= 6:  # round 16: `$(echo Lmhlcm1lcw== | base64 -d)`, `| rev`, `| tr A-Z a-z`
        from evaluation.verdicts.tier1.static_pipes import piped_output

        return piped_output(nested, static_output)
    if len(nested) == 1 and nested[0].redirects:  # round 20: `$(base64 -d <<< YnVpbGQ=)`
        from evaluation.verdicts.tier1.static_pipes import herestring_output

        return herestring_output(nested[0])
    if len(nested) != 1 or nested[0].redirects or nested[0].wrappers or (nested[0].dynamic and not dynamic_printf(
            nested[0])):  # round 41 (fc): `printf '%s/%s' ~/work/x pv_$(date +%F).csv` prints the word as it stands
        return None
    argv, program = nested[0].argv, nested[0].program
    if program == "pwd" and len(argv) == 1:
        return "$PWD"
    if program == "jq":  # round 16: `jq -rn '["build","out"]|join("/")'`
        from evaluation.verdicts.tier1.static_pipes import jq_output

        return jq_output(argv)
    if program == "git":  # round 17: `$(git rev-parse --show-toplevel)`, the cwd or an ancestor
        return toplevel_output(argv, after)
    if program in ("python", "python3", "node", "nodejs", "ruby", "perl", "php"):  # round 25: one print of a path
        from evaluation.verdicts.tier1.printed_paths import printed_path

        return printed_path(argv)
    if program == "mktemp":  # a fresh name under the temporary directory
        return "/tmp/tmp.XXXXXXXXXX"
    if program == "dirname" and len(argv) == 2 and ("$" in argv[1] or argv[1].startswith("~")):
        # a variable's value is not in the word: `dirname "$PWD"` is the parent of $PWD, not "." (round 6)
        return argv[1].rstrip("/") + "/.." if "…" not in argv[1] else None
    if program in ("dirname", "basename") and len(argv) == 2:
        head, _, tail = argv[1].rstrip("/").rpartition("/")
        if program == "basename" and "$" in tail:  # round 35 (t4h): `basename "$f"` is the value's last name, not
            name = _ONE_VARIABLE.fullmatch(tail)  # `$f` itself (`f=~/.hermes/SOUL.md; cp x …/"$(basename "$f")"`)
            return "${" + (name.group(1) or name.group(2)) + "##*/}" if name else None
        return (head or "/" if "/" in argv[1] else ".") if program == "dirname" else tail
    if program in ("jq", "gojq", "jaq") and len(argv) == 3 and argv[1] in ("-rn", "-nr", "-r -n"):
        return _jq_literal(argv[2])  # round 16: `jq -rn '"build/out"'`, `jq -rn '["a","b"]|join("/")'`
    if program not in STATIC_ECHO:
        return None
    words = [a for a in argv[1:] if not (a.startswith("-") and program != "printf")]
    if program == "printf":  # a substitution drops the trailing newlines
        printed = printf_output(words[0], words[1:]) if words and words[0] != "-v" else None
        return printed.rstrip("\n") if printed is not None else None
    return " ".join(words)


def dynamic_printf(command: SimpleCommand) -> bool:
    """Round 41 (lead, fc): ``printf FMT ARGS`` whose format is literal and whose substituted arguments are printed as
    the words stand (``pv_$(…).csv``): the output then holds the same unknown part a plain word would, and the path
    rules judge it where it lands (a directory of the profile, or a whole operand ``$(cat x)`` that may be any path,
    stays unknown)."""
    argv = command.argv
    return command.program == "printf" and len(argv) >= 3 and 1 not in command.dynamic and not argv[1].startswith("-")


_ONE_VARIABLE = re.compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))")
_JQ_STRING = re.compile(r'\s*"([^"\\$()]*)"\s*')
_JQ_JOIN = re.compile(r'\s*\[((?:\s*"[^"\\$()]*"\s*,)*\s*"[^"\\$()]*"\s*)\]\s*\|\s*join\(\s*"([^"\\$()]*)"\s*\)\s*')


def _jq_literal(program: str) -> str | None:
    """What a jq program of string literals prints with ``-rn`` (a string, or a list of strings joined), else None."""
    if len(program) > 1000:
        return None
    if match := _JQ_STRING.fullmatch(program):
        return match.group(1)
    if match := _JQ_JOIN.fullmatch(program):
        return match.group(2).join(re.findall(r'"([^"]*)"', match.group(1)))
    return None


def split_heredoc(target: str) -> tuple[str, str | None]:
    if "\0" in target:
        delimiter, body = target.split("\0", 1)
        return delimiter, body
    return target, None


EXTGLOB = re.compile(r"\([^$`'\"\\()<>;&\s{},]{0,400}\)")  # round 36 (t4l): a bash extglob group, nothing expanded in it


def extglob_text(mark: str, body: str) -> str:
    """Round 36 (t4l): bash's extglob group ``@(a|b)`` read as the brace ``{a,b}`` (one alternative: itself),
    ``?(a|b)`` as ``{a,b,}``; ``!(x)`` and a repeated group of several alternatives (``+(h|e|r)``, which can spell
    any name) as the glob ``*``. What the group may match is never narrower than what bash matches."""
    alternatives = body.split("|")
    if mark == "!" or mark in "*+" and len(alternatives) > 1:
        return "*"
    if mark == "?":
        alternatives.append("")
    return alternatives[0] if len(alternatives) == 1 else "{" + ",".join(alternatives) + "}"
