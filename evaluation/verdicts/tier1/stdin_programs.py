"""Round 19 (t1y): a program an interpreter reads on its stdin from a file, and job lists GNU parallel runs from a file.

* ``python3 - < F``, ``ruby < F``, ``node - < F``, ``deno run -A - < F``, ``perl - < F``, ``Rscript - < F`` … (every
  interpreter :func:`~evaluation.verdicts.tier1.indirect.stdin_reader` names, shells aside): the program is the
  file's content, fed through stdin — the form that hides a file from the rules that read ``python3 F``. It fails
  closed unless the session wrote ``F`` with content Tier 1 saw (that content is the session's own): a download
  (``curl -o F`` earlier), a file in any temp place, or a file no call of the session wrote, wherever it lies
  (``python3 - --apply < ~/work/dl/migrate.py``). Shells keep round 14's reading (``bash < script.sh`` of a
  repository file is open, as ``bash script.sh`` is).
* Inline code that evaluates what it reads on stdin (``elixir -e 'IO.read(:stdio, :eof) |> Code.eval_string()'``,
  ``python3 -c 'exec(sys.stdin.read())'``, ``ruby -e 'eval(STDIN.read)'``, ``perl -e 'eval join "", <STDIN>'``,
  ``node -e 'eval(fs.readFileSync(0, "utf8"))'``, ``php -r 'eval(file_get_contents("php://stdin"));'``, Lua
  ``load(io.read("a"))()``, Julia ``include_string(Main, read(stdin, String))``, R ``eval(parse(file("stdin")))``)
  fed from a file not written with seen content, or from a pipeline.
* Bare GNU parallel (no command: each line is a command) reading its jobs from ``-a F``/``--arg-file F``/``::::
  F`` (rush and rust-parallel ``-i F``): a downloaded file, or one in a temp place no call wrote, fails closed as
  ``parallel < F`` does (round 14).

Open: a heredoc (its text is in the call), ``python3 -c CODE < data.json`` and ``python3 script.py < data`` (stdin is
data), a file the session wrote with content Tier 1 saw, ``parallel -a F CMD`` (the lines are arguments of CMD).
"""
from __future__ import annotations

import re
import shlex

from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.indirect import stdin_reader
from evaluation.verdicts.tier1.programs import JOB_RUNNERS
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SHELLS
from evaluation.verdicts.tier1.stdin_code import bare_parallel
from evaluation.verdicts.tier1.untrusted import in_temp
from evaluation.verdicts.tier1.unwrap import reads_stdin_code
from evaluation.verdicts.tier1.word_branches import compiled

_STDIN_READ = compiled(r"sys\.stdin|\bSTDIN\b|\$stdin|<STDIN>|<>|readFileSync\(\s*(?:0|['\"]/dev/stdin)|php://stdin|"
                         r"io\.read|io\.stdin|io\.lines\(\)|file\(\s*['\"]stdin|read\(\s*stdin|readLines\(\s*['\"]stdin|"
                         r":stdio|process\.stdin|Deno\.stdin|Bun\.stdin|Console\.In|\$input\b|/dev/stdin|"
                         r"fileinput|readlines\(\)|ARGF|\bgets\b")
_EVAL = re.compile(r"(?<![.\w])(?:eval|exec|load|compile|Function|iex)\b|eval_string|include_string|instance_eval|"
                   r"loadstring|runInThisContext|runInNewContext|Invoke-Expression|runpy|dostring|Code\.eval|"
                   r"Code\.compile|Kernel\.eval")
_ARG_FILES = ("-a", "--arg-file", "::::", "-i", "--input-file")
_DRY_RUN = re.compile(r"--dry-run|--dryrun")
_CHECK_ONLY = frozenset({"-n", "--noexec"})


def _stdin_shell(scene: Scene, view: View) -> list[str]:
    """Round 22 (t2g): a shell (or bare GNU parallel) reading its commands on stdin from a file no call of the session
    wrote joins every other interpreter (``python3 < F``): ``dash < build/provision.sh``, ``sudo bash -s < F``,
    ``parallel -j8 < F``. A file the session wrote with content Tier 1 saw is judged by that content
    (``stdin_code``); ``sh -n`` only parses; ``ssh host bash -s < F`` is ssh's (round 20)."""
    command = view.command
    source = _stdin_file(view)
    if source is None or set(command.argv[1:]) & _CHECK_ONLY or syntax_only(command.argv) or not reads_stdin_code(
            command):
        return []
    why = _unseen(scene, view, source, anywhere=True)
    runner = command.wrappers[-1] if bare_parallel(command) else command.program
    return [f"{runner} runs the commands it reads on stdin from {source!r}; {why}: code of unknown origin"] if why else []


def _unseen(scene: Scene, view: View, raw: str, *, anywhere: bool) -> str | None:
    """Why the file ``raw`` holds code Tier 1 did not see, else None (written by the session with content seen)."""
    for path in scene.canon(view, raw) or ():
        if path in scene.written:
            if scene.written[path] is None:
                return f"{raw!r} was written with content Tier 1 did not see (a download)"
            return None
        if anywhere:
            return f"no call of this session wrote {raw!r}"
        root = in_temp(scene, path)
        if root is not None:
            return f"{raw!r} lies in the temp place {root} and no call of this session wrote it"
    return None


def _stdin_file(view: View) -> str | None:
    return next((r.target for r in view.command.redirects if r.op.lstrip("0123456789") == "<"
                 and r.heredoc_body is None and r.target and not r.target.startswith("/dev/")), None)


def _parallel_files(scene: Scene) -> list[str]:
    """The files named by ``-a``/``::::``/``-i`` after a job runner in the call's text (the parser keeps a bare
    runner's options out of the command it makes)."""
    try:
        words = shlex.split(scene.command_text or "", comments=True)
    except ValueError:
        return []
    runner = next((i for i, w in enumerate(words) if w.rsplit("/", 1)[-1] in JOB_RUNNERS), None)
    if runner is None:
        return []
    found = []
    for i, word in enumerate(words[runner + 1:], runner + 1):
        if word in _ARG_FILES and i + 1 < len(words):
            found.append(words[i + 1])
        elif word.startswith("--arg-file=") or word.startswith("--input-file="):
            found.append(word.partition("=")[2])
    return found


def stdin_program_reasons(scene: Scene, view: View) -> list[str]:
    """Reasons ``view`` runs a program it reads from a file Tier 1 did not see (see module); none usually."""
    command = view.command
    if not command.argv or scene.ruleset is None:
        return []
    program = command.program
    if bare_parallel(command):
        if _DRY_RUN.search(scene.command_text or ""):
            return []
        for raw in _parallel_files(scene):
            why = _unseen(scene, view, raw, anywhere=False)
            if why:
                return [f"{command.wrappers[-1]} runs each line of {raw!r} as a command; {why}"]
    if program in SHELLS:
        return _stdin_shell(scene, view)
    source = _stdin_file(view)
    code = view.code
    if code is not None and _STDIN_READ.search(code) and _EVAL.search(code):
        if source is not None:
            why = _unseen(scene, view, source, anywhere=True)
            if why:
                return [f"{program} code evaluates what it reads on stdin; {why}"]
        elif command.pipeline_pos > 0:
            return [f"{program} code evaluates what it reads on stdin from the pipeline, code Tier 1 never sees"]
        return []
    if source is None or stdin_reader(command, scene.ruleset.inline_interpreters) in (None, "shell") or syntax_only(
            command.argv):
        return []  # round 27 (t2u): `node --check < F`, `ruby -c < F`, `php -l < F` parse their stdin, run none of it
    why = _unseen(scene, view, source, anywhere=True)
    return [f"{program} reads its program on stdin from {source!r}; {why}: code of unknown origin"] if why else []
