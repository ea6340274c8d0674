"""Build one :class:`SimpleCommand` from its words, unwrapping what it runs (:mod:`pipelines` groups them).

Unwrapping is what keeps ``sudo env FOO=1 nohup rm -rf /`` from hiding its
``rm``: wrapper programs are peeled off (and remembered in ``wrappers``),
``bash -c '…'``/``sh -c``/``eval`` scripts and ``find -exec`` commands are
parsed as nested commands, so every check sees the real program.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import replace

from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.env_options import env_chdir as _env_chdir
from evaluation.verdicts.tier1.env_options import requote as _requote
from evaluation.verdicts.tier1.env_options import split_string as _split_string
from evaluation.verdicts.tier1.env_options import split_string_end as _split_string_end
from evaluation.verdicts.tier1.eval_literals import Literals, expanded, record
from evaluation.verdicts.tier1.fd_exec import FD, fd_exec_argvs, find_exec_argvs
from evaluation.verdicts.tier1.parallel_jobs import PARALLEL_INFO, parallel_script
from evaluation.verdicts.tier1.programs import C_FLAG_PROGRAMS, JOB_RUNNERS, JOINING_WRAPPERS, WRAPPERS, xargs_feeder
from evaluation.verdicts.tier1.remote_words import remote_scripts
from evaluation.verdicts.tier1.secret_runners import secret_runner
from evaluation.verdicts.tier1.shell_positional import positional_script
from evaluation.verdicts.tier1.shell_words import ASSIGNMENT, SHELLS, Redirect, ShellSyntaxError, SimpleCommand, Word

Parse = Callable[..., tuple[SimpleCommand, ...]]
"""``shell.parse_commands``, handed in by it (the reader of ``sh -c`` strings; no import cycle, issue 28)."""

RESERVED_LEADING = frozenset({"{", "}", "!", "if", "then", "else", "elif", "do", "while",
                              "until", "fi", "done", "esac", "time"})
#: read commands from stdin whatever their operands say (``at now``, ``batch``; a job script on ``sbatch``'s stdin)
STDIN_SCHEDULERS = frozenset({"at", "batch", "sbatch", "qsub", "msub", "bsub"})  # round 23: batch job scripts
_SSH_VALUE_OPTIONS = frozenset({"-b", "-c", "-D", "-E", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O",
                                "-o", "-p", "-Q", "-R", "-S", "-W", "-w", "-B"})
_SCREEN_VALUE_OPTIONS = frozenset({"-S", "-t", "-c", "-e", "-h", "-p", "-X", "-T", "-s", "-Logfile"})
_TMUX_VALUE_OPTIONS = frozenset({"-t", "-s", "-n", "-c", "-x", "-y", "-F", "-e", "-L", "-S", "-f"})
#: stop 41: words that expand to digits only (a length `${#F[@]}`, an arithmetic `$((n+1))`), as the first word of
#: bash's `(( … ))` arithmetic command is read here: no program can be named by them
NUMERIC_EXPANSION = re.compile(r"\$\{#[A-Za-z_]\w*(?:\[[@*0-9]+\])?\}|\$\(\([^$`()]*\)\)")


def _basename(word: str) -> str:
    return word.rsplit("/", 1)[-1]


def _skip_options(argv: list[str], start: int, value_options: frozenset[str]) -> int:
    """Index of the first operand at or after ``start`` (skips ``-x``, ``-x v``, ``--``)."""
    i = start
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "-":
        if argv[i] == "--":
            return i + 1
        if argv[i] in value_options or _closes_bundle(argv[i], value_options):
            i += 1
        i += 1
    return i


def _closes_bundle(arg: str, value_options: frozenset[str]) -> bool:
    """``-iS STRING``: the bundle's first value-taking letter is its last (getopt reads the next word)."""
    if arg.startswith("--") or len(arg) < 3:
        return False
    for j in range(1, len(arg)):
        if "-" + arg[j] in value_options:
            return j == len(arg) - 1
    return False


class Builder:
    """Accumulates the commands of one parse, in execution order."""

    def __init__(self, depth: int, context: str, counter: list[int], parse: Parse) -> None:
        self.depth, self.context, self.counter, self.parse = depth, context, counter, parse
        self.literals: Literals = {}  # round 46 (hh): bare literal assignments an `eval` may read (eval_literals)
        self.eval_text: str | None = None
        self.out: list[SimpleCommand] = []

    def emit(self, words: list[Word], redirects: list[Redirect], pipeline: tuple[int, int],
             context: str | None = None) -> int:
        """Append the command(s) for one simple command; returns how many were appended."""
        before = len(self.out)
        nested: list[SimpleCommand] = [c for w in words for c in w.nested]
        self.out.extend(nested)
        argv = [w.text for w in words]
        dynamic = {i for i, w in enumerate(words) if w.dynamic}
        assignments: list[tuple[str, str]] = []
        wrappers: list[str] = []
        stdin_args = False
        i = 0
        while i < len(argv) and (argv[i] in RESERVED_LEADING or argv[i] == "function") and not words[i].quoted:
            i += 2 if argv[i] == "function" else 1  # `function f { …; }`: the body's commands follow
        while i < len(argv) and ASSIGNMENT.match(argv[i]):
            name, value = argv[i].split("=", 1)
            assignments.append((name, value))
            i += 1
        if not (len(argv) > i and argv[i] == "eval"):
            record(self.literals, assignments, [not words[k].dynamic and not words[k].nested for k in range(len(assignments))], i == len(argv))
        feeder: tuple[str, ...] = ()
        split_string: str | None = None
        chdir: str | None = None
        last_wrapper = i
        while i < len(argv) and _basename(argv[i]) in WRAPPERS:
            name, last_wrapper = _basename(argv[i]), i
            wrappers.append(name)
            value_options, positional = WRAPPERS[name]
            start = i + 1
            i = _skip_options(argv, start, value_options)
            if name in ("xargs", "xe"):  # round 21: xe is read as xargs (programs.xargs_feeder)
                stdin_args, feeder, wrappers[-1] = True, xargs_feeder(name, argv[start:i]), "xargs"
            if name == "env":
                chdir = _env_chdir(argv[start:i]) if chdir is None else chdir
                split_string = _split_string(argv[start:i])
                if split_string is not None:
                    # env stops reading its options at `-S STRING`: what follows is the command's rest
                    # (`env -S bash -c 'rm …'` runs `bash -c 'rm …'`), not more options for env
                    i = start + _split_string_end(argv[start:i])
            while name in ("env", "sudo") and i < len(argv) and ASSIGNMENT.match(argv[i]):  # round 21: `sudo V=x cmd`
                assignments.append(tuple(argv[i].split("=", 1)))  # type: ignore[arg-type]
                i += 1
            i += positional
        managed = secret_runner(argv, i)  # round 26: `doppler run -- env`, `sops exec-env F 'env'` run with the secrets
        if managed is not None:
            wrappers.append(_basename(argv[i]))
            i = managed[0]
        real = tuple(argv[i:])
        if not real and wrappers and wrappers[-1] in ("qsub", "bsub"):  # round 23: no command operand: the job
            i, real = last_wrapper, tuple(argv[last_wrapper:])  # script comes on stdin (`qsub < job.pbs`)
            wrappers.pop()
        if not real and stdin_args and wrappers[-1] != "xargs":
            # round 10: `xargs nice`, `xargs -L1 timeout 30`: the wrapper runs the first word xargs reads
            real, dynamic = ('"$(stdin)"',), {i}
        if not real and wrappers and wrappers[-1] == "env" and split_string is None:
            real = ("env",)  # `env` alone prints the environment (a source for secret_exfiltration)
            wrappers.pop()
        opaque: list[str] = []
        joined = next((w for w in wrappers if w in JOINING_WRAPPERS), None)
        if not real and wrappers and wrappers[-1] in JOB_RUNNERS and not PARALLEL_INFO & set(argv):
            real, joined = ("sh", "-s"), None  # round 14: bare `parallel < jobs`: each line it reads is a command
        if managed is not None and managed[1] is not None:
            self._nested_script(managed[1], f"{wrappers[-1]} command", opaque)
            real, dynamic = (), set()
        elif split_string is not None:
            # `env -S 'rm -rf ~'`: env splits the string into the command's words at run time (issue 25)
            self._nested_script(" ".join((split_string, *(shlex.quote(a) for a in real))), "env -S string", opaque)
            real, dynamic = (), set()
        elif chdir is not None and real:
            # `env -C DIR cmd` / `--chdir=DIR`: cmd runs in DIR, like `(cd DIR && cmd)` (round 6)
            self._nested_script(f"( cd {_requote(chdir)} && {' '.join(_requote(a) for a in real)} )",
                                "env --chdir command", opaque)
            real, dynamic = (), set()
        elif joined and real and not (joined == "watch" and "-x" in argv[:i]):
            # `watch 'rm -rf /'` runs its joined operands through `sh -c`
            script = " ".join(real)
            if joined in JOB_RUNNERS:
                script = parallel_script(real, argv[:i])
            self._nested_script(script, f"{joined} command", opaque)
            real, dynamic = (), set()
        elif wrappers and wrappers[-1] == "flock" and real[:1] in (("-c",), ("--command",)) and len(real) > 1:
            self._nested_script(real[1], "flock command", opaque)
            real, dynamic = (), set()
        command = SimpleCommand(
            argv=real, redirects=tuple(redirects), assignments=tuple(assignments),
            wrappers=tuple(wrappers), pipeline_id=pipeline[0], pipeline_pos=pipeline[1],
            depth=self.depth, context=context or self.context,
            dynamic=frozenset(d - i for d in dynamic if d >= i),
            nested_programs=tuple(c.program for c in nested), stdin_args=stdin_args, feeder=feeder,
        )
        command = self._check_opaque(command, opaque)
        self.out.extend(self._inner(command))
        if real or redirects or assignments:
            self.out.append(command)
        return len(self.out) - before

    def _nested_script(self, script: str, what: str, opaque: list[str],
                       sink: list[SimpleCommand] | None = None) -> None:
        """Parse ``script`` as shell code run by this command; unreadable → opaque."""
        try:
            (self.out if sink is None else sink).extend(
                self.parse(script, depth=self.depth + 1, context="shell_c", counter=self.counter))
        except ShellSyntaxError as exc:
            opaque.append(f"cannot read the {what} ({exc})")

    def _check_opaque(self, command: SimpleCommand, opaque: list[str]) -> SimpleCommand:
        """Record why a command's effect is not statically readable (issue 11, fail closed)."""
        argv, program = command.argv, command.program
        if argv and (0 in command.dynamic or "$" in argv[0] and not ASSIGNMENT.match(argv[0])
                     and not NUMERIC_EXPANSION.fullmatch(argv[0])):
            opaque.append(f"the program name {argv[0]!r} is only known at run time")
        if program == "eval" and (command.dynamic or any("$" in a or "`" in a for a in argv[1:])):
            self.eval_text = None if command.dynamic or command.assignments else expanded(argv[1:], self.literals)
            if self.eval_text is None:
                opaque.append("eval runs text built at run time")
        if program in ("source", ".") and command.dynamic:
            opaque.append(f"{program} runs a file named at run time")
        elif program in SHELLS and any(i in command.dynamic for i in range(1, len(argv))) and not any(
                a.startswith("-") and "c" in a[1:] and not a.startswith("--") for a in argv[1:]) and not syntax_only(argv):
            opaque.append(f"{program} runs a script named at run time (process substitution or $(…))")
        for name, value in command.assignments:  # `X='() { rm -rf /; }' bash`: an exported function
            if value.lstrip().startswith("()"):
                self._nested_script(value.lstrip()[2:], f"function in ${name}", opaque)
        return replace(command, opaque=tuple(opaque)) if opaque else command

    def _inner(self, command: SimpleCommand) -> list[SimpleCommand]:
        """Commands hidden inside ``bash -c``, ``eval``, ``find -exec``, ``su -c``, ``ssh host cmd``,
        aliases, and shell code fed on stdin by a heredoc or here-string."""
        argv, program = command.argv, command.program
        inner: list[SimpleCommand] = []
        opaque: list[str] = []
        if program in SHELLS:
            for j, arg in enumerate(argv[1:], start=1):
                if arg.startswith("-") and not arg.startswith("--") and "c" in arg and j + 1 < len(argv):
                    filled = positional_script(argv, j + 1)  # round 21: `sh -c '… "$1" …' _ ARGS`
                    self._nested_script(filled[0] if filled else argv[j + 1], f"{program} -c script", opaque, inner)
                    break
            else:
                if reads_stdin_code(command):
                    self._stdin_code(command, opaque, inner)
        elif program in STDIN_SCHEDULERS and not any(a.split("=", 1)[0] in C_FLAG_PROGRAMS.get(program, ()) for a in argv) \
                or program in ("source", ".") and argv[1:2] and argv[1] in (  # `sbatch --wrap CMD`: below
                "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0"):
            self._stdin_code(command, opaque, inner)
        elif program in C_FLAG_PROGRAMS:
            flags = C_FLAG_PROGRAMS[program]
            scripts = [argv[j + 1] for j, a in enumerate(argv[:-1]) if a in flags] + remote_scripts(program, list(argv))
            scripts += [a.split("=", 1)[1] for a in argv if a.startswith("--") and "=" in a and a.split("=", 1)[0] in flags]
            if program == "ansible":  # round 23: a computed -a (`"$(cat scripts/check.sh)"`) stays round 20's (repo_exec)
                scripts = [s for s in scripts if "$(" not in s and "`" not in s]
            elif program == "tmux":
                scripts = [" ".join(argv[_skip_options(list(argv), 2, _TMUX_VALUE_OPTIONS):])] if len(argv) > 2 else []
            elif program == "screen":  # round 8: `screen -dmS w CMD …` runs its operands as a command
                launched = argv[_skip_options(list(argv), 1, _SCREEN_VALUE_OPTIONS):]
                scripts = [" ".join(_requote(w) for w in launched)] if launched else []
            for script in scripts:
                self._nested_script(script, f"{program} command", opaque, inner)
            if not scripts and program in ("su", "runuser", "ksu"):
                self._stdin_code(command, opaque, inner)
        elif program == "ssh":
            rest = _skip_options(list(argv), 1, _SSH_VALUE_OPTIONS) + 1
            if rest < len(argv):
                self._nested_script(" ".join(argv[rest:]), "remote ssh command", opaque, inner)
            else:
                self._stdin_code(command, opaque, inner)
        elif program == "alias":
            for arg in argv[1:]:
                if "=" in arg:
                    self._nested_script(arg.split("=", 1)[1], "alias body", opaque, inner)
        elif program == "eval" and len(argv) > 1 and not command.opaque:
            text, self.eval_text = self.eval_text or " ".join(argv[1:]), None
            self._nested_script(text, "eval text", opaque, inner)
        elif program == "find":  # `find -exec cmd {} ;`, `-delete` (round 22: moved to fd_exec)
            inner.extend(self._runs(find_exec_argvs(argv, command.nested_programs)))
        elif program in FD:  # round 22 (t2f): `fd … -x CMD` runs CMD on what it lists, as find -exec does
            inner.extend(self._runs(fd_exec_argvs(argv)))
        if opaque:
            inner.append(replace(command, argv=(), redirects=(), opaque=tuple(opaque)))
        return inner

    def _stdin_code(self, command: SimpleCommand, opaque: list[str], sink: list[SimpleCommand]) -> None:
        """Shell code given on stdin by a heredoc or here-string; pipes are the scene's business."""
        for redirect in command.redirects:
            if redirect.op.lstrip("0123456789") == "<<<" or redirect.heredoc_body is not None:
                code = redirect.heredoc_body if redirect.heredoc_body is not None else redirect.target
                self._nested_script(code, f"{command.program} code on stdin", opaque, sink)

    def _runs(self, runs: list[tuple[str, ...]]) -> list[SimpleCommand]:
        """The commands a lister runs on what it finds (find -exec, fd -x), one level deeper."""
        sub = Builder(self.depth + 1, "find_exec", self.counter, self.parse)
        for words in runs:
            sub.emit([Word(text=a, started=True) for a in words], [], (0, 0))
        return sub.out


def reads_stdin_code(command: SimpleCommand) -> bool:
    """A shell with no script operand (or ``-s``/``-``) runs whatever arrives on stdin."""
    if command.program in STDIN_SCHEDULERS:
        return "-f" not in command.argv
    operands = command.argv[_skip_options(list(command.argv), 1, frozenset({"-o", "+o", "-O", "+O"})):]
    return not operands or operands[0] in ("-", "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0") or any(a.startswith("-") and "s" in a[1:] and not
                                                      a.startswith("--") for a in command.argv[1:2])
