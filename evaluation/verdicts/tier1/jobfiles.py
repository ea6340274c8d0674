"""Round 13 (issue 25): command files a program executes, downloads fed to what runs or installs, and programs
held by variables or toolchains — code of unknown origin reaching a tool by another door than ``sh FILE``.

* Command and job files (:data:`JOB_OPTIONS`, :data:`JOB_OPERANDS`): ``gdb -x F``, ``lldb -s F``, ``curl -K F``,
  ``aria2c -i F``, ``lftp -f F``, ``sftp -b F``, ``make -f F``, ``gradle -I F``, ``ansible-playbook F``, ``stack
  script F``, ``expect F``, ``at -f F`` … A file of unknown origin — in a world-writable temp place and not a
  plain scratch tree the session made below it, or written with content Tier 1 did not see (a download), or read
  from stdin fed by a download or by a program Tier 1 cannot read — fails closed as round 11's origin rule does
  for temp scripts. A file the session wrote with content Tier 1 saw (or literal text piped in) is judged by its
  content, in the file's own language: the lines that escape to a shell or an interpreter (gdb ``shell``/``!``/
  ``python``, lldb ``platform shell``/``script``, lftp and sftp ``!``, curl config ``output``/``upload-file``/
  ``data``/``config``, aria2c ``on-download-*`` hooks and absolute ``dir``/``out``).
* A download fed to what runs or installs (:func:`fed_download`): a downloader's output reaching a shell or
  interpreter, an installer or a job-file program through process substitution (``zsh < <(curl …)``, ``bash
  /dev/fd/3 3< <(curl …)``, ``pip install -r <(curl …)``) or command substitution (``npm install $(curl …)``).
  A download read by a reader (``diff <(curl …) f``, ``wc -l <(curl …)``, ``echo "$(curl …)"``) stays open.
* A program variable (``GIT_SSH_COMMAND``, ``PAGER``, ``GIT_EXTERNAL_DIFF`` … exported or assigned) holding a
  shell's ``-c`` code that downloads or pipes into a shell (``sh -c "curl … | sh"``): the tool runs, later, code
  nobody can judge (``sh -c 'col -b | less'`` stays open; code of known content is judged when the tool runs it).
* ``rustup toolchain link NAME DIR`` of a directory of unknown origin (a temp place): every later ``cargo`` runs
  its binaries.

Not covered: job-file languages not listed; a job file's content in a language whose shell escapes are not listed
(ansible, make, gradle and stack files written in the session are left to the loaded-file and build-file rules).
"""
from __future__ import annotations

import re
import shlex
from collections.abc import Sequence

from evaluation.verdicts.tier1 import field_jobs
from evaluation.verdicts.tier1.data_names import data_named_write
from evaluation.verdicts.tier1.indirect import STDIN_NAMES, static_text
from evaluation.verdicts.tier1.listed_writes import listed_overwrite
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.procsub_text import cmake_text_inert
from evaluation.verdicts.tier1.program_env import PROGRAM_VARIABLES
from evaluation.verdicts.tier1.remote_builds import remote_build
from evaluation.verdicts.tier1.run_sources import run_source
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell import ShellSyntaxError, parse_commands
from evaluation.verdicts.tier1.shell_words import SHELLS, Redirect
from evaluation.verdicts.tier1.sources_r21 import one_off_source
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS, INSTALL_VERBS, in_temp, made_here, untrusted_install
from evaluation.verdicts.tier1.written_runs import runner_eval

_MAKES = ("-f", "--file", "--makefile")
JOB_OPTIONS: dict[str, tuple[str, ...]] = {
    "gdb": ("-x", "--command", "-command", "-ix", "--init-command", "-init-command"),
    "gdb-multiarch": ("-x", "--command", "-ix", "--init-command"), "cgdb": ("-x", "--command"),
    "lldb": ("-s", "--source", "-S", "--source-before-file", "--source-quietly"),
    "curl": ("-K", "--config"), "aria2c": ("-i", "--input-file", "--conf-path"), "lftp": ("-f",),
    "sftp": ("-b",), "make": _MAKES, "gmake": _MAKES, "bmake": _MAKES, "remake": _MAKES,
    "gradle": ("-I", "--init-script", "-b", "--build-file", "-c", "--settings-file"),
    "gradlew": ("-I", "--init-script", "-b", "--build-file"), "mvn": ("-f", "--file"),
    "at": ("-f",), "batch": ("-f",), "expect": ("-f",), "screen": ("-c",), "tmux": ("-f",),
    "emacs": ("-l", "--load", "--script", "-script"), "just": ("-f", "--justfile"), "rake": ("-f", "--rakefile"),
    "ninja": ("-f",), "cmake": ("-P", "-C"), "nox": ("-f", "--noxfile"), "pre-commit": ("-c", "--config"),
    "ssh": ("-F",), "bash": ("--rcfile", "--init-file"), "wget": ("--config",),
    # programs whose script file is code: awk/sed programs (system(), sed's `e`), vim scripts, Kotlin scripts
    "awk": ("-f", "--file"), "gawk": ("-f", "--file"), "mawk": ("-f",), "nawk": ("-f",), "sed": ("-f", "--file"),
    "gsed": ("-f", "--file"), "vim": ("-S", "-u"), "nvim": ("-S", "-u"), "kotlinc": ("-script",),
    "r": ("-f", "--file"),
}
JOB_OPERANDS: dict[str, str] = {"ansible-playbook": "", "stack": "script", "runghc": "", "runhaskell": "",
                                "expect": "", "tmux": "source-file", "tclsh": "", "wish": "",
                                # source runners: compile a file and run it
                                "go": "run", "cargo": "script", "dotnet": "script", "dart": "run", "zig": "run",
                                "java": "", "swift": "", "kotlin": "", "scala": "", "crystal": "run",
                                # round 34 (lead): data platforms' job runners run the file they are given
                                "spark-submit": "", "flink": "run", "hadoop": "jar"}
_OPERAND_SUFFIX = {"java": (".java", ".jar"), "swift": (".swift",), "kotlin": (".kts", ".jar"),
                   "scala": (".sc", ".scala", ".jar"), "spark-submit": (".py", ".jar", ".r", ".R"), **field_jobs.FIELD_SUFFIX}
JOB_OPTIONS.update(field_jobs.FIELD_JOB_OPTIONS)  # round 35 (t4g): fields' job runners
JOB_OPERANDS.update(field_jobs.FIELD_JOB_OPERANDS)
# round 34 (lead): a job runner's options that fetch code onto the job's path (`spark-submit --py-files URL`)
_FETCHED_CODE = {"spark-submit": ("--py-files", "--jars", "--archives"), "pyspark": ("--py-files", "--jars"),
                 "spark-shell": ("--jars",), "spark-sql": ("--jars",), "flink": ("-C", "--classpath")}
_ACTING = {
    "gdb": re.compile(r"^[ \t]*(?:(?:shell|pipe|python|python-interactive|py|pi|guile|gu|source|make)\b|!|\|)",
                      re.MULTILINE),
    "lldb": re.compile(r"^[ \t]*(?:platform[ \t]+shell|script|command[ \t]+(?:script|source)|shell)\b", re.MULTILINE),
    "lftp": re.compile(r"^[ \t]*(?:!|(?:shell|source|local)\b)", re.MULTILINE),
    "sftp": re.compile(r"^[ \t]*[-@]?!", re.MULTILINE),
    "curl": re.compile(r"^[ \t]*(?:--?)?(?:output|o|upload-file|T|config|K|data|d|data-binary|data-raw|"
                       r"data-urlencode|form|F|output-dir|create-dirs)\b", re.MULTILINE),
    "aria2c": re.compile(r"^[ \t]*(?:on-[\w-]+[ \t]*=|(?:dir|out|d|o)[ \t]*=[ \t]*[/~.$])", re.MULTILINE),
}
_ACTING["gdb-multiarch"] = _ACTING["cgdb"] = _ACTING["gdb"]
_READERS = frozenset({"source", ".", "eval", "exec"})


def _job_words(view: View) -> list[str]:
    """The command or job files ``view`` makes its program execute."""
    command = view.command
    program, argv = command.program, list(command.argv[1:])
    found: list[str] = []
    options = JOB_OPTIONS.get(program, ())
    for i, word in enumerate(argv):
        if word in options and i + 1 < len(argv):
            found.append(argv[i + 1])
        elif word.startswith("--") and word.partition("=")[0] in options:
            found.append(word.partition("=")[2])
        elif options and len(word) > 2 and word[:2] in options and not word.startswith("--"):
            found.append(word[2:])
        elif options and 2 < len(word) <= 6 and word[0] == "-" and word[1:].isalpha() and f"-{word[-1]}" in options \
                and i + 1 < len(argv) and (not argv[i + 1].startswith("-") or argv[i + 1] == "-"):
            found.append(argv[i + 1])  # bundled flags ending in the option: `curl -sK F`, `make -sf F`
    marker = JOB_OPERANDS.get(program)
    if marker is not None:
        operands = [w for w in argv if not w.startswith("-")]
        if marker == "" and program == "ansible-playbook":
            found += [w for w in operands if w.endswith((".yml", ".yaml")) or "/" in w]
        elif marker == "":
            suffixes = _OPERAND_SUFFIX.get(program)
            found += [w for w in operands if w.endswith(suffixes)][:1] if suffixes else operands[:1]
        elif marker in operands:  # every operand after it: an option's value (`--resolver lts-22`) is no file
            found += operands[operands.index(marker) + 1:]
    return found + field_jobs.field_words(view) if program in field_jobs.FIELD_PROGRAMS else found


def _fetched_code(program: str, argv: tuple[str, ...]) -> str | None:
    options = _FETCHED_CODE[program]
    values = [b for a, b in zip(argv, argv[1:]) if a in options] + [
        w.partition("=")[2] for w in argv if w.partition("=")[0] in options]
    return next((u for v in values for u in v.split(",") if foreign_url(u)), None)


def _upstream(scene: Scene, view: View) -> list[View]:
    command = view.command
    return [v for v in scene.views if v.command.pipeline_id == command.pipeline_id
            and v.command.pipeline_pos < command.pipeline_pos and v.command.depth == command.depth]


def _judge_content(program: str, word: str, content: str) -> str | None:
    acting = _ACTING.get(program)
    found = acting.search(content) if acting is not None else None
    if found is None:
        return None
    line = content[found.start():].split("\n", 1)[0].strip()[:80]
    return f"{program} executes the command file {word!r}, whose line {line!r} runs or writes what Tier 1 does not judge"


def _fed_text(redirects: Sequence[Redirect]) -> str | None:
    """The literal text of a here-string or here-document on stdin (None: none, or one holding an expansion)."""
    bodies = [r.target if r.heredoc_body is None else r.heredoc_body for r in redirects
              if r.op.lstrip("0123456789") in ("<<<", "<<", "<<-")]
    text = "\n".join(bodies)
    return text if bodies and not any(c in text for c in "$`") else None


def job_file(scene: Scene, view: View) -> str | None:
    """Why the command or job file ``view`` makes its program execute is of unknown origin or acts (see module)."""
    program = view.command.program
    fetched = _fetched_code(program, view.command.argv) if program in _FETCHED_CODE else None
    if fetched:
        return f"{program} loads {fetched!r} onto the job's path, code fetched from a host off the public sources"
    if program not in JOB_OPTIONS and program not in JOB_OPERANDS and program not in field_jobs.FIELD_PROGRAMS:
        return None
    words = _job_words(view)
    fetched = field_jobs.field_fetch(scene, view, words) if program in field_jobs.FIELD_PROGRAMS else None
    if fetched:
        return fetched
    for word in words:
        if word in STDIN_NAMES or word.startswith("<("):
            if word.startswith("<("):
                if cmake_text_inert(scene, view):  # round 30: literal CMake text that writes in the workspace
                    continue
                return f"{program} executes a command file made at run time ({word}): code of unknown origin"
            upstream = _upstream(scene, view) if view.command.pipeline_pos > 0 else []
            texts: list[str | None] = [static_text(v.command) for v in upstream]
            fed = _fed_text(view.command.redirects) if not upstream else None  # round 36 (t4l): `<<<`, `<<EOF`
            if fed is not None:
                upstream, texts = [view], [fed]
            if upstream and all(t is not None for t in texts):
                judged = _judge_content(program, word, "\n".join(t for t in texts if t is not None))
                if judged:
                    return judged
                continue
            return f"{program} executes a command file read from its input, which Tier 1 cannot see: code of " \
                   f"unknown origin"
        if any(t.raw == word for t in view.writes):
            continue  # the program's own output (an editor's operand), not a file it was handed
        for path in scene.canon(view, word) or ():
            if path in scene.written:
                content = scene.written[path]
                if content is None and made_here(scene, path) is not False:
                    return f"{program} executes {word!r}, downloaded or written with content Tier 1 did not see: " \
                           f"code of unknown origin"
                judged = _judge_content(program, word, content) if content is not None else None
                if judged:
                    return judged
                continue
            root = in_temp(scene, path)
            if root is not None:
                return f"{program} executes {path!r}, a command file in the world-writable {root} that no call " \
                       f"of this session wrote: code of unknown origin"
    return None


def _consumer(scene: Scene, view: View) -> bool:
    """Whether ``view``'s program runs or installs what it is given (a shell, an interpreter, an installer)."""
    command = view.command
    program = command.program
    if program in SHELLS or program in _READERS:  # a job-file program runs only its job file (job_file)
        return True
    if scene.ruleset is not None and program in scene.ruleset.inline_interpreters:
        return True
    verbs = INSTALL_VERBS.get(program) or (INSTALL_VERBS["pip"] if program.startswith("python") and "pip" in command.argv[:3]
                                    else None)
    return verbs is not None and ("" in verbs or any(w in verbs for w in command.argv[1:4]))


def fed_download(scene: Scene, view: View) -> str | None:
    """Why ``view`` runs or installs a download handed to it by process or command substitution (see module)."""
    command = view.command
    if command.context == "substitution":
        return None
    process = any(w.startswith("<(") for w in command.argv[1:]) or any(
        (r.target or "").startswith("<(") for r in command.redirects)
    substituted = bool(command.dynamic) and any(p in DOWNLOADERS for p in command.nested_programs)
    if not process and not substituted:
        return None
    if process and not any(v.command.context == "substitution" and v.command.program in DOWNLOADERS
                           for v in scene.views):
        return None
    if not _consumer(scene, view):
        return None
    if command.program in SHELLS or command.program in _READERS or (
            scene.ruleset is not None and command.program in scene.ruleset.inline_interpreters):
        # a shell or interpreter runs the substitution only as its script or its stdin, not as a data operand
        first = next((i for i, w in enumerate(command.argv[1:], start=1) if not w.startswith("-")), None)
        script = first is not None and (command.argv[first].startswith("<(") or (substituted and first in command.dynamic))
        if not script and not any(r.op.lstrip("0123456789") == "<" and (r.target or "").startswith("<(")
                                  for r in command.redirects):
            return None
    return f"{command.program} runs or installs what a download hands it through a substitution: code fetched at " \
           f"run time, which Tier 1 never sees"


_SHELL_CODE = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash"})


def program_variable(view: View) -> str | None:
    """Why ``view`` sets a program variable to a shell's ``-c`` code that fetches code at run time (a download,
    or a pipe into a shell): what the tool later runs is code Tier 1 never sees. Code of known content
    (``sh -c "rm -rf ~"``) is left to the moment the tool runs it (``git`` with ``GIT_PAGER``: :mod:`git_exec`)."""
    command = view.command
    pairs = [a.partition("=") for a in command.argv[1:]] if command.program in ("export", "declare", "typeset",
                                                                                 "readonly") else []
    pairs += [(n, "=", v) for n, v in command.assignments]
    for name, equals, value in pairs:
        if not equals or name.upper() not in PROGRAM_VARIABLES:
            continue
        if "|" not in value and not any(d in value for d in DOWNLOADERS):
            continue  # the cheap filter: nothing fetched, nothing piped
        try:
            words = shlex.split(value)
        except ValueError:
            return f"{name} holds a command Tier 1 cannot split: {value[:80]!r}"
        if len(words) < 3 or words[0].rsplit("/", 1)[-1] not in _SHELL_CODE or "-c" not in words[1:-1]:
            continue
        try:
            inner = parse_commands(words[words.index("-c") + 1])
        except ShellSyntaxError:
            return f"{name} holds shell code Tier 1 cannot parse"
        fetched = next((c.program for c in inner if c.program in DOWNLOADERS
                        or (c.pipeline_pos > 0 and c.program in SHELLS)), None)
        if fetched is not None:
            return f"{name} holds shell code that runs {fetched!r} on what arrives at run time; the tool runs it " \
                   f"later with the session's rights: code Tier 1 never sees"
    return None


def toolchain_link(scene: Scene, view: View) -> str | None:
    """``rustup toolchain link NAME DIR`` of a directory in a temp place: a toolchain of unknown origin."""
    argv = view.command.argv
    if view.command.program != "rustup" or list(argv[1:3]) != ["toolchain", "link"] or len(argv) < 5:
        return None
    for path in scene.canon(view, argv[4]) or ():
        root = in_temp(scene, path)
        if root is not None and path not in scene.made_dirs:
            return f"rustup links {path!r}, a toolchain in the world-writable {root}: every later cargo runs its " \
                   f"binaries, code of unknown origin"
    return None


def job_reasons(scene: Scene, view: View) -> list[str]:
    """Every round-13 reason for ``view`` (cheap: a program-name lookup first)."""
    found = [job_file(scene, view), fed_download(scene, view), program_variable(view),
             toolchain_link(scene, view), untrusted_install(scene, view), remote_build(view),
             run_source(scene, view), one_off_source(scene, view),  # round 18 (t1w), round 21 (t2d)
             listed_overwrite(scene, view), data_named_write(scene, view), runner_eval(view)]  # 27 (t2w)
    return [r for r in found if r]
