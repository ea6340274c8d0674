"""Round 30 (t3e, issue 25): code of unknown origin given to a program as an operand or an option's value.

A program loads a project, script, layer, scope, overlay, recipe or config from a place Tier 1 cannot vouch for — a
``/tmp``, ``/var/tmp`` or ``/dev/shm`` path no call of the session wrote (a file the session wrote or downloaded is
``downloaded_code``'s: the lead's merge narrowed this rule, see docs) — and runs what it holds. The rule names no program: any program that is not a known
reader, copier, archiver, viewer, checksummer, editor or linter (``_READERS``) given such a path AS CODE is blocked.

What separates an input a program executes from data it reads (the FP study's line):
* the file's format is code or a program's instructions (``_CODE_EXT``: scripting languages, build and project
  files, job scripts, launch files, notebooks, SQL, TeX, configuration formats), or
* the word that hands it over names code (an option or ``NAME=`` whose words are ``script``, ``overlay``, ``layer``,
  ``scope``, ``recipe``, ``project``, ``include``, ``plugin``, ``init``, ``hook``, ``wrapper``, ``external``,
  ``toolchain``, ``changelog`` …; or ``-C``/``-S``/``-P``/``-s``/``-u``/``-x``/``-i``/``-f`` of a non-reader, whose
  value is a project, source directory or script for every build and run tool that has them).
Data (any other format to any program, ``.csv``/``.json``/``.png``/``.pcap``/archives …), outputs (a value of
``-o``/``--output``/``--log``/``--dest``…), files and trees the session wrote or made, the workspace and the home
stay open.
* ``"$(cat F)"``/`` `cat F` ``/``"$(< F)"`` of such a file given to a non-reader as a code option's value, or with a
  code format, is the same code inline.
* ``< F`` of such a file into a command that runs a shell or an interpreter inside a container, VM or remote host
  (``apptainer exec IMG sh < /tmp/x``, ``ssh h bash -s < F``) is a shell's script (round 11's rule, one hop away).
* A URL on a foreign host naming a code file, or given to a code option (``cwltool https://…/wf.cwl``,
  ``--wrapper-prefix https://…``), to a program that is no downloader; inline code that installs from or names a
  repository on a foreign host (``pkg install https://…``, ``site_repository = "https://…"``).
"""
from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.foreign_hosts import foreign_value
from evaluation.verdicts.tier1.notebook_outputs import output_operands
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.package_sources import PUBLIC_HOSTS
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.received_places import GATE as _RECEIVED_GATE
from evaluation.verdicts.tier1.received_places import received_place
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SHELLS

_READERS = frozenset({
    "cat", "tac", "less", "more", "most", "head", "tail", "grep", "egrep", "fgrep", "rg", "ag", "ack", "diff", "cmp",
    "comm", "colordiff", "delta", "cp", "mv", "rm", "ln", "install", "rsync", "scp", "sftp", "rclone", "tar", "bsdtar",
    "unzip", "zip", "7z", "7za", "gzip", "gunzip", "zcat", "bzip2", "bunzip2", "xz", "unxz", "zstd", "unzstd", "lz4",
    "jq", "yq", "xq", "file", "stat", "ls", "du", "wc", "sort", "uniq", "cut", "tr", "nl", "od", "xxd", "hexdump",
    "strings", "md5sum", "sha1sum", "sha256sum", "sha512sum", "b2sum", "cksum", "shasum", "gpg", "gpgv", "minisign",
    "cosign", "chmod", "chown", "chgrp", "touch", "mkdir", "rmdir", "realpath", "readlink", "basename", "dirname",
    "echo", "printf", "test", "[", "tee", "dd", "truncate", "shred", "bat", "batcat", "view", "vi", "vim", "nvim-qt",
    "nano", "emacs", "code", "gedit", "kate", "micro", "pico", "ed", "sed", "awk-lint", "shellcheck", "shfmt", "black",
    "ruff", "flake8", "pylint", "mypy", "pyflakes", "pycodestyle", "isort", "eslint", "prettier", "luacheck",
    "yamllint", "jsonlint", "xmllint", "chktex", "lacheck", "tidy", "clang-format", "gofmt", "rustfmt", "stylua",
    "cmake-format", "cmake-lint", "hadolint", "actionlint", "taplo", "curl", "wget", "aria2c", "git", "gh", "glab",
    "svn", "hg", "yt-dlp", "http", "https", "xh", "open", "xdg-open", "explorer.exe", "explorer", "wslpath", "base64", "base32",
    "iconv", "dos2unix", "unix2dos", "column", "fold", "fmt", "paste", "join", "split", "csplit", "pr", "expand",
    "unexpand", "patch", "find", "fd", "locate", "tree", "exa", "eza", "lsd", "pygmentize", "highlight", "glow",
    "mdcat", "pandoc", "identify", "exiftool", "mediainfo", "ffprobe", "pdfinfo", "pdftotext", "nm", "objdump",
    "readelf", "size", "ldd", "sqlite3-analyzer", "mc", "ranger", "sudoedit", "docker-compose-lint", "envsubst",
    "mktemp", "sync", "dpkg-deb", "rpm2cpio", "unsquashfs", "lsar", "unar", "cabextract", "ar", "cpio",
    "bsdcpio", "isoinfo", "7zz", "wl-copy", "xclip", "xsel", "pbcopy", "lsof", "fuser", "watch", "timeout", "kill", "ssh-keygen",
})
_NESTED = frozenset({"cat", "head", "tail", "less", "more", "ls", "grep", "rg", "wc", "stat", "file", "md5sum",
                     "sha1sum", "sha256sum", "sha512sum", "diff", "cmp", "tar", "cp", "mv", "rm", "du", "find", "jq"})
_CODE_EXT = frozenset((
    "py pyw phar sh bash zsh ksh fish lua luau tcl tk gd gdscript scm ss rkt lisp lsp el clj cljs rb pl pm php js mjs cjs "
    "ts tsx ps1 psm1 psd1 bat cmd vbs vba wsf m mlx r rmd qmd jl ipynb nf smk snakefile cwl wdl cmake mk make mak "
    "gradle kts sbt scad fcmacro fcstd blend love uproject uplugin launch sdf world wbt urdf xacro pbs slurm sbatch "
    "job lsf sql psql tex ltx sty cls dtx mac gdb lldb expect exp nse rules bzl bazel star nix dhall jsonnet libsonnet "
    "hcl tf tfvars ninja meson ini cfg conf toml yml yaml xml xsl xslt vim awk sed xlsm docm pptm odt ods hs ml go rs "
    "c cc cpp java kt swift scala groovy jar war ear whl egg gem deb rpm apk msi exe dll so dylib elf bin.run run "
    "appimage snap flatpak vsix xpi crx npmrc mcfunction mcmeta").split()) - {"deb", "rpm", "apk", "msi", "whl",
                                                                           "egg", "gem", "war", "ear", "snap"}
_CODE_WORDS = frozenset((
    "script scripts macro macros plugin plugins extension extensions overlay overlays layer layers scope scopes recipe "
    "recipes project projectpath projectdir include includes init wrapper wrappers hook hooks preload exec execute "
    "eval expr module modules mod mods ports external toolchain changelog playbook rc cross source sources src "
    "base paths batch autoexec load loader actions startup boot autoboot command commands scenario kit workspace "
    "manifest pipeline workflow definitions setup addon addons autoload autorun javaagent").split())
_SUFFIXES = ("dirs", "dir", "path", "files", "file")  # round 32: `--plugindir`, `--hookpath` name code too
_SHORT_CODE = frozenset({"-C", "-S", "-P", "-s", "-u", "-x", "-f", "-b", "-c"})
_DATA_FORMATS = (".xml", ".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".properties", ".sql", ".tex")
_DIR_CODE = frozenset({"-C", "-S", "-P"})  # a project or source directory; `-s /tmp/state` is a state file
# A check, render or dry-run mode runs nothing it is handed (`bash -n`, `--syntax-check`, `compose … config`).
_CHECK_MODES = frozenset({"--syntax-check", "--check", "--dry-run", "--dryrun", "--lint", "--validate", "--verify",
                          "--help", "--version", "--noexec", "--no-exec"})
_OUT_WORDS = frozenset("o out output outdir outfile log logfile dest destination save export dump report result "
                       "results target write cache tmp tmpdir temp build builddir prefix install workdir data input "
                       "in".split())
_PAIR = re.compile(r"^[A-Za-z_][\w.-]{0,40}:(?!//)[/~]")
_PUBLIC_MORE = ("r-project.org", "bioconductor.org", "rstudio.com", "posit.co", "r-universe.dev", "julialang.org",
                "juliahub.com", "ctan.org", "mathworks.com", "octave.org", "pkg.go.dev", "hex.pm", "opam.ocaml.org",
                "hackage.haskell.org", "cpan.org", "metacpan.org", "luarocks.org", "conda-forge.org", "puppet.com",
                "ansible.com", "chef.io")
_WORD = re.compile(r"[A-Za-z]+")
_SUBST = re.compile(r"\$\(\s*(?:(?:cat|realpath|wslpath|cygpath|readlink)(?:\s+-[a-z]{1,2})?\s+(?:--\s+)?|<\s*)"
                    r"([^\s()|;&]+)\s*\)|`\s*cat\s+([^\s`|;&]+)\s*`")
_INNER = re.compile(r"(?<![\w.])(?:/tmp|/var/tmp|/dev/shm)/[^\s'\"()<>;|&`]{1,300}")
_INTERP = SHELLS | frozenset({"python", "python3", "perl", "ruby", "node", "pwsh", "powershell", "Rscript", "php",
                              "lua", "tclsh", "julia", "osascript"})
INTERPRETERS = _INTERP  # public for unknown_reads (round 31): a program that runs the code it is given
READERS = _READERS  # public for command_streams (round 32): readers, copiers, viewers, checksummers, linters
# Round 32 (t3p): options that name the file a program WRITES, by a word of the program's name (a dump or capture
# tool's `-f`/`-r`/`-w` is its output: `pg_dump -f F`, `mysqldump -r F`, `tcpdump -w F`); its other options keep
# their meaning (`tcpdump -z /tmp/rotate.sh` runs a script).
OUTPUT_OPTIONS = {"dump": frozenset({"-f", "--file", "-r", "--result-file", "-w", "-o", "--output", "--out",
                                     "--archive", "-F"}),
                  "dmpmqmsg": frozenset({"-f"})}  # round 44 (hc): the file an unload (-i browse, -I get) writes


def output_option(program: str, option: str) -> bool:
    """Whether ``option`` of ``program`` names the file it writes (:data:`OUTPUT_OPTIONS`)."""
    name = posixpath.basename(program)
    return any(word in name and option in opts for word, opts in OUTPUT_OPTIONS.items())
_ZONES = frozenset({"internal", "local", "lan", "corp", "arpa", "localdomain"})
_REPO_CODE = re.compile(r"install|\brepos\b|repositor")
_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*://[^\s'\"()<>]{1,2000}")


def _words(name: str) -> set[str]:
    words = {w.lower() for w in _WORD.findall(re.sub(r"([a-z])([A-Z])", r"\1 \2", name))}
    return words | {w[:-len(s)] for w in words for s in _SUFFIXES if w.endswith(s) and w[:-len(s)] in _CODE_WORDS}


def _code_ext(raw: str) -> bool:
    base = posixpath.basename(raw.rstrip("/")).lower()
    return base in ("makefile", "cmakelists.txt", "snakefile", "dockerfile", "containerfile", "vagrantfile",
                    "rakefile", "justfile", "sconstruct") or (
        "." in base and base.rsplit(".", 1)[1] in _CODE_EXT)


is_code_file = _code_ext  # public for unknown_reads (round 31)


def _foreign_url(url: str) -> bool:
    """Round 31: the shared test (an address never counts here; internal names by :data:`_ZONES`)."""
    return "://" in url and foreign_value(url, (*PUBLIC_HOSTS, *_PUBLIC_MORE), addresses=False,
                                          zones=_ZONES) is not None


def _unseen(scene: Scene, view: View, raw: str, received: bool = True) -> str | None:
    """Why ``raw`` holds what Tier 1 did not see: a download of the session, or a temp path no call wrote or made."""
    if "://" in raw or not raw or len(raw) > 500:
        return None
    for path in scene.canon(view, raw) or ():
        if path in scene.written:  # the session wrote it (a download included: downloaded_code reads those)
            continue
        root = temp_root(path)
        if root is None or any(p and is_within(path, p) for p in (scene.workspace, scene.home, scene.hermes_home)):
            continue
        ours = [*(c for c in view.cwds if c and c != root), *(d for d in scene.made_dirs if d != root),
                *(w for w in scene.written)]
        if any(is_within(path, o) or is_within(o, path) for o in ours if o and temp_root(o)):
            continue
        return f"{raw!r} in the temp place {root}, which no call of this session wrote"
    # round 39 (lead fb): a received place, the workspace's included (a data format handed as a bare operand is data)
    return received_place(scene, view, raw) if received else None


def _handed(argv: tuple[str, ...]) -> list[tuple[str, str]]:
    """(how, value) for every word of ``argv`` after the program: an operand, an option's value, a ``NAME=`` value."""
    out: list[tuple[str, str]] = []
    for i, arg in enumerate(argv[1:], start=1):
        if arg in _NESTED:  # `docker exec C cat /tmp/x`: the rest is that reader's, on the other side
            break
        prev = argv[i - 1] if i > 1 else ""
        if arg.startswith("-") and "=" in arg:
            name, value = arg.split("=", 1)
            out.append((name, value.split(",")[0]))
        elif arg.startswith("-D") and "=" in arg:
            out.append((arg[2:].split("=", 1)[0], arg.split("=", 1)[1]))
        elif re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", arg):
            name, value = arg.split("=", 1)
            out.append((name, value))
        elif not arg.startswith("-") or arg == "-":
            out.append((prev if prev.startswith("-") else "", arg))
    return out


def _how_code(how: str, value: str) -> bool | None:
    """True when the handing word names code, False when it names an output, None when it says nothing."""
    if not how:
        return None
    if how in _SHORT_CODE:  # a project, source directory or script: a directory or a code file, not data
        base = posixpath.basename(value.rstrip("/"))
        return ("." not in base.lstrip(".") and how in _DIR_CODE) or _code_ext(value)
    if re.fullmatch(r"-[A-Za-z]", how):
        return False if how in ("-o", "-O", "-d", "-w", "-L") else None
    words = _words(how)
    if words <= {"include", "exclude", "source", "src"}:  # a filter or a data source of a copier, not code
        return None
    if words & _OUT_WORDS and not words & {"script", "project", "source", "init", "include", "cross"}:
        return False
    return True if words & _CODE_WORDS else None


def _why(scene: Scene, view: View) -> str | None:
    command = view.command
    argv = tuple(command.argv)
    outputs = output_operands(argv)  # round 38 (lead fb): `papermill IN OUT`'s OUT is written, not run
    for how, value in _handed(argv):
        if value in outputs and not how.startswith("-"):
            continue
        if " " in value or "(" in value:  # inline text naming a code file (`-b '(load "/tmp/x.scm")'`)
            why = next((w for p in _INNER.findall(value) if _code_ext(p) for w in [_unseen(scene, view, p)] if w), None)
            if why:
                return f"inline text that loads {why}"
            continue
        code = False if output_option(argv[0], how) else _how_code(how, value)
        if code is False:
            continue
        if _PAIR.match(value):  # `lua_script:/tmp/x.lua`, a `-javaagent:`-like pair
            value = value.split(":", 1)[1]
        if value == "-" and code:  # its code on stdin (`--batch -`, `-f -`)
            why = _fed(scene, view)
            if why:
                return f"the {how} - {why}"
            continue
        if "://" in value:
            if (code or _code_ext(value.split("?", 1)[0])) and _foreign_url(value):
                return f"code from the foreign URL {value!r}"
            continue
        if code or _code_ext(value):
            why = _unseen(scene, view, value, received=bool(code) or not value.lower().endswith(_DATA_FORMATS))
            if why:
                return f"{'the ' + how + ' ' if how else ''}{why}"
    for name, value in command.assignments:
        if _words(name) & _CODE_WORDS:
            why = _unseen(scene, view, value.lstrip("@"))
            if why:
                return f"{name} {why}"
    if any(a in _INTERP or posixpath.basename(a) in _INTERP for a in argv[1:]):
        why = _fed(scene, view)
        if why:
            return f"a shell or interpreter inside it fed {why}"
    return None


def _fed(scene: Scene, view: View) -> str | None:
    for red in view.command.redirects:
        if red.op.lstrip("0123456789") == "<" and red.target:
            why = _unseen(scene, view, red.target)
            if why:
                return why
    return None


def _subst_why(scene: Scene, view: View, text: str) -> str | None:
    argv = view.command.argv
    for match in _SUBST.finditer(text):
        raw = match.group(1) or match.group(2)
        why = _unseen(scene, view, raw)
        if not why:
            continue
        at = text.find(match.group(0))
        before = text[max(0, at - 60):at].split()
        how = next((w.split("=", 1)[0] for w in reversed(before) if w.startswith("-")), "") if before else ""
        if _code_ext(raw) or (before and before[-1].startswith("-") and _how_code(how, raw)) or (
                how and _how_code(how, raw) and len(argv) <= 3):
            return f"the text of {why} as code"
    return None


def _inline_why(view: View) -> str | None:
    code = view.code or ""
    if "://" not in code or not _REPO_CODE.search(code):
        return None
    url = next((u for u in _URL.findall(code) if _foreign_url(u)), None)
    return f"code that installs from or loads {url!r}" if url else None


def _has_downloads(scene: Scene) -> bool:
    cached = scene.cached.get("downloads")
    if cached is None:
        cached = scene.cached["downloads"] = any(v is None for v in scene.written.values())
    return bool(cached)


def unknown_input_reasons(scene: Scene, view: View) -> list[str]:
    """Reasons ``view`` runs code of unknown origin handed to it as an operand or option value (see module)."""
    command = view.command
    if not command.argv:
        return []
    text = scene.command_text or ""
    program = posixpath.basename(command.program or "")
    if program in _READERS or _CHECK_MODES.intersection(command.argv) or (
            program in SHELLS and "-n" in command.argv[1:2]):
        return []
    why = _inline_why(view) if view.code else None
    if not ("tmp" in text or "shm" in text or "TMP" in text or "://" in text or _has_downloads(scene)
            or any(g in text for g in _RECEIVED_GATE)):
        return [f"{program} runs {why}: code Tier 1 never sees"] if why else []
    why = why or _why(scene, view)
    if not why and command.dynamic and ("$(" in text or "`" in text):
        why = _subst_why(scene, view, text)
    return [f"{program} runs {why}: code Tier 1 never sees"] if why else []
