"""Round 14 (issue 25): code of unknown origin an interpreter or a runner takes at run time.

* An interpreter evaluating text it downloads: in one piece of code (``-e``/``-c``/``-r``/``-Command`` code, or a
  file the session wrote and a later program loads, through round 9's loaded-file judgement), a download call
  (``urlopen``, ``requests.get``, ``URI.open``, ``Net::HTTP``, LWP's ``get``, ``HTTP::Tiny``,
  ``file_get_contents(URL)``, ``fetch``, ``https.get``, ``iwr``/``irm``/``DownloadString``, Julia ``download``,
  ``socket.http`` …) or a URL literal, together with an evaluating word (``eval``, ``exec``, ``iex``/
  ``Invoke-Expression``, ``instance_eval``, ``loadstring``, ``execfile``, or a call of ``include``/``load``/
  ``source``/``compile``/``Function``/``import`` not taken from an object: ``json.load(…)`` parses). Either alone
  stays open (``urlopen(u).status``, ``eval("1+2")``, ``include("src/run.jl")``). Round 39 (lead fa): SAS (and
  its ``-initstmt``/``-autoexec`` code), whose ``filename REF url "…"`` binds a URL that ``%include REF`` runs: the
  ``%include`` word is an evaluating word (a ``%include`` of a local file, no URL, stays open).
* ``deno run|eval|install|compile`` of a URL that is not Deno's own registries (``deno.land``, ``jsr.io``).
* ``source``/``.`` of ``/dev/stdin`` (or ``/dev/fd/0``, ``/proc/self/fd/0``) in a pipeline: what arrives runs.
* ``find … -exec|-execdir|-ok SHELL-OR-INTERPRETER {}``: files found at run time, run (``-exec shellcheck {}``
  reads them, ``-exec python3 -m py_compile {}`` compiles them: open).

Decided open: ``yarn dlx NAME`` (and ``pnpm dlx``, ``bunx``, ``npx`` of a registry name, even ``@latest``): the
registry by name, as round 13 decided for ``bunx x@latest``.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.literal_gate import gated
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SHELLS

_INTERPRETERS = frozenset({"python", "python2", "python3", "pypy", "pypy3", "ruby", "irb", "perl", "php", "node",
                           "nodejs", "bun", "deno", "pwsh", "powershell", "powershell.exe", "julia", "rscript", "r",
                           "lua", "luajit", "tclsh", "groovy", "jshell", "osascript", "elixir", "erl", "racket",
                           "guile", "sbcl", "clojure", "bb", "nu", "xonsh", "ipython", "sas"})
# cheap prefilter: an evaluating word
_SINK = gated(r"\b(?:eval|exec|iex|Invoke-Expression|instance_eval|class_eval|module_eval|loadstring|execfile|"
                   r"runpy|ScriptBlock\]::Create|NewScriptBlock|Invoke-Command|"
                   r"new\s?Function|runInThisContext|runInNewContext)\b|%inc(?:lude)?\b", re.IGNORECASE)  # round 17: pwsh; 22: JS
# a loading call is a sink only when what it loads is the download itself (`include(download(…))`,
# `source("https://…")`): `source("a.R"); download.file(…)` loads a local file
_LOADER = re.compile(r"(?<![.\w:>])(?:include|load|source|compile|Function|import|dofile|require)\s?\(")
_DOWNLOAD = gated(r"\b(?:urlopen|urlretrieve|urllib|requests\.get|httpx|aiohttp|http\.client|Net::HTTP|"
                       r"open-uri|URI\.open|URI\.parse|LWP|HTTP::Tiny|Mojo::UserAgent|file_get_contents|curl_exec|"
                       r"fetch|https?\.(?:get|request)|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|"
                       r"DownloadData|WebClient|download|socket\.http|HTTP\.request|Downloads|url\(|readLines|"
                       r"getURL|wget|curl|resolveTxt|resolve_txt|dns\.resolver|Resolv::DNS|create_connection|"
                       r"createConnection|net\.connect|WebSocket|TCPSocket|IO::Socket|fsockopen|recv)\b|"
                       r"(?:https?|ftp)://", re.IGNORECASE)  # round 24 (t2m): DNS TXT records and raw sockets
_DENO_HOME = re.compile(r"^https://(?:deno\.land|jsr\.io)/")
_STDIN = frozenset({"/dev/stdin", "/dev/fd/0", "/proc/self/fd/0", "-"})
_EXEC_ACTIONS = frozenset({"-exec", "-execdir", "-ok", "-okdir"})


def evaluates_download(code: str) -> bool:
    """Whether ``code`` holds both an evaluating word and a download call or URL (see module)."""
    if _SINK.search(code) is not None and _DOWNLOAD.search(code) is not None:
        return True
    for count, match in enumerate(_LOADER.finditer(code)):
        if count >= 32:
            break
        argument = code[match.end():match.end() + 120].split(")", 1)[0] + ")"
        if _DOWNLOAD.search(argument) and not argument.lstrip("\"' ").startswith(("https", "http")) or \
                re.match(r"[\"' ]{0,2}(?:https?|ftp)://", argument):
            return True
    return False


def _code_of(view: View) -> str | None:
    program = view.command.program.lower()
    if program in SHELLS:
        return None  # shell code is parsed into commands the other rules read (`exec curl …` is not an eval)
    if view.code is not None:
        return view.code
    if program in _INTERPRETERS:
        return " ".join(view.command.argv[1:])
    return None


def _deno(view: View) -> str | None:
    argv = view.command.argv
    if view.command.program != "deno" or len(argv) < 3 or argv[1] not in ("run", "install", "compile", "eval", "x"):
        return None
    for word in argv[2:]:
        if re.match(r"^https?://", word) and not _DENO_HOME.match(word):
            return f"deno {argv[1]} runs {word!r}, code fetched from a URL Tier 1 never sees"
    return None


def _find_exec(view: View) -> str | None:
    argv = view.command.argv
    if view.command.program not in ("find", "gfind", "fd", "fdfind"):
        return None
    for i, word in enumerate(argv[:-1]):
        if word in _EXEC_ACTIONS or (view.command.program != "find" and word in ("-x", "-X", "--exec", "--exec-batch")):
            runner = argv[i + 1].rsplit("/", 1)[-1]
            rest = [w for w in argv[i + 2:i + 6] if not w.startswith("-")]
            implicit = view.command.program != "find" and not any("{" in w for w in argv[i + 2:]) and not rest \
                and not syntax_only(argv[i + 1:])  # round 20: fd appends the path (`fd -x pwsh -File`)
            if (runner in SHELLS or runner.lower() in _INTERPRETERS or runner in ("source", ".")) and \
                    (rest[:1] == ["{}"] or implicit) and not syntax_only(argv[i + 1:]):  # round 23: `-exec sh -n {}`
                return f"find runs every file it finds at run time with {runner}: code of unknown origin"
    return None


def downloaded_code(scene: Scene, view: View) -> list[str]:
    """Round-14 reasons why ``view`` runs code of unknown origin (cheap: a program-name test first)."""
    command = view.command
    program = command.program
    out: list[str] = []
    code = _code_of(view)
    if code and evaluates_download(code):
        out.append(f"{program} code evaluates text it downloads at run time, code Tier 1 never sees")
    if program == "deno":
        found = _deno(view)
        if found:
            out.append(found)
    elif program in ("source", ".") and command.pipeline_pos > 0 and any(w in _STDIN for w in command.argv[1:2]):
        out.append(f"{program} runs what arrives on stdin from the pipeline, code Tier 1 never sees")
    else:
        found = _find_exec(view)
        if found:
            out.append(found)
    return out
