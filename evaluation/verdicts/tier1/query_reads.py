"""Query tools and git's reading forms that touch nothing they are given (issue 25, round 24, t2l).

The fortieth and thirty-eighth batches' false blocks read the profile: ``yq -o=json '.terminal' ~/.hermes/config.yaml``,
``git -C ~/.hermes am --show-current-patch=diff``. The field:

* **Structured-data query tools** — yq, gojq, jaq, dasel, tomlq, xq, yj, htmlq, fx, jp, json, jj, xsv, qsv — print
  a query of their operands to stdout. Each has its own writing forms, which are not proven: an in-place flag
  (``yq -i``, ``tomlq -i``/``--in-place``, ``jaq --in-place``, ``json -I``; also inside a bundle, ``yq -Pi``), a
  split into files (``yq -s``), an output file (``jj -o``, ``xsv -o``, ``dasel -o/--out`` of v1), a writing
  subcommand (``dasel put``/``delete``, ``yq --front-matter=process`` is a read; ``yq eval-all -i`` is not).
* **git's reading forms of subcommands that can write** — ``stash list/show``, ``am``/``rebase``
  ``--show-current-patch``, ``config --get/--get-all/--get-regexp/--list``, ``worktree list``, ``submodule
  status``, ``notes list/show``, ``bisect log``, ``lfs ls-files/status/env``: nothing is written in the work tree
  (the same forms :mod:`git_forms` leaves out of the work-tree writers). ``git am FILE``, ``git stash pop``,
  ``git config KEY VALUE`` stay unproven.

A shell's ``set`` (positional parameters, options) is a listed reader in the rule document: it touches no file.

**Python's byte-code cache** (the thirty-eighth batch's ``python3 -m py_compile decoding.py`` in the profile's
scripts): ``python3 -m py_compile F…`` and ``python3 -m compileall [-q -f -r N -j N -x RE -d D -s P -p P -o L
-e D -i LIST] PATHS`` compile without running anything and write only ``__pycache__/*.pyc`` (``-b``: ``F.pyc`` next
to the source). hermes_plugin/governed.py's ``is_runtime_name`` calls both runtime state, not governed, so by the
same rule they touch nothing governed (one rule decides both). ``py_compile.compile(…, cfile=…)`` in code names its
output and is judged as code (an effect word of :mod:`reach`).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.git_forms import git_index_only
from evaluation.verdicts.tier1.ops_reads import ops_read
from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["query_read_only"]

# program -> (writing flags (long, or short letters that also count inside a bundle), writing subcommands)
_QUERY_TOOLS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "yq": (frozenset({"--inplace", "--in-place", "-i", "-s", "--split-exp", "--split-exp-file"}), frozenset()),
    "gojq": (frozenset(), frozenset()),
    "jaq": (frozenset({"--in-place", "-i"}), frozenset()),
    "dasel": (frozenset({"-o", "--out", "--write", "--in-place"}), frozenset({"put", "delete", "set"})),
    "tomlq": (frozenset({"-i", "--in-place"}), frozenset()),
    "xq": (frozenset({"-i", "--in-place"}), frozenset()),
    "yj": (frozenset(), frozenset()),
    "htmlq": (frozenset({"-o", "--output"}), frozenset()),
    "fx": (frozenset(), frozenset()),
    "jp": (frozenset(), frozenset()),
    "json": (frozenset({"-I", "--in-place", "-f"}), frozenset()),
    "jj": (frozenset({"-o", "-i"}), frozenset()),
    "xsv": (frozenset({"-o", "--output"}), frozenset()),
    "qsv": (frozenset({"-o", "--output"}), frozenset({"to", "split", "partition", "template", "excel", "snappy"})),
}
_GIT_GLOBAL_VALUES = frozenset({"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env"})
_GIT_GLOBAL_FLAGS = frozenset({"--no-pager", "-P", "--no-optional-locks", "--bare", "--literal-pathspecs"})
_CONFIG_READS = frozenset({"--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l", "--get-color",
                           "--get-colorbool", "--show-origin", "--show-scope", "--name-only", "--null", "-z",
                           "--global", "--local", "--system", "--worktree", "--includes", "--no-includes", "--type",
                           "--bool", "--int", "--path", "--default", "-f", "--file"})
_BYTECODE_VALUES = frozenset({"-r", "-j", "-x", "-d", "-s", "-p", "-o", "-e", "-i", "--invalidation-mode"})
_READ_FORMS = {"notes": ("list", "show"), "bisect": ("log", "visualize", "view"), "lfs": ("ls-files", "status", "env",
                                                                                           "version", "track")}


def _writes_flag(args: tuple[str, ...], flags: frozenset[str]) -> bool:
    for arg in args:
        if arg == "--":
            return False
        name = arg.split("=", 1)[0]
        if name in flags:
            return True
        if arg.startswith("-") and not arg.startswith("--") and any("-" + c in flags for c in name[1:]):
            return True  # `yq -Pi`: a bundle holding the in-place letter (`-o=json` is one letter and its value)
    return False


def _query_tool(command: SimpleCommand) -> bool:
    spec = _QUERY_TOOLS.get(command.program)
    if spec is None:
        return False
    flags, subs = spec
    args = command.argv[1:]
    return not _writes_flag(args, flags) and not any(a in subs for a in args[:2])


def _git_read(command: SimpleCommand) -> bool:
    args, i = command.argv[1:], 0
    while i < len(args) and args[i].startswith("-"):
        name = args[i].split("=", 1)[0]
        if name in _GIT_GLOBAL_VALUES:
            i += 1 if "=" in args[i] else 2
        elif name in _GIT_GLOBAL_FLAGS:
            i += 1
        else:
            return False
    if i >= len(args):
        return False
    sub, rest = args[i], args[i + 1:]
    if sub == "config":
        options = [a.split("=", 1)[0] for a in rest if a.startswith("-")]
        return bool(options) and all(o in _CONFIG_READS for o in options) and any(
            o in ("--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l", "--get-color",
                  "--get-colorbool") for o in options) and not any(o in ("-f", "--file") for o in options)
    if sub in _READ_FORMS:
        first = next((a for a in rest if not a.startswith("-")), "")
        return first in _READ_FORMS[sub] and not (sub == "lfs" and first == "track" and any(
            not a.startswith("-") for a in rest[rest.index(first) + 1:]))
    return sub in ("am", "rebase", "stash", "worktree", "submodule", "sparse-checkout") and git_index_only(sub, rest)


def _bytecode_only(command: SimpleCommand) -> bool:
    """``python3 -m py_compile F…`` / ``python3 -m compileall … PATHS``: only byte code (runtime state) is written."""
    argv = command.argv
    if not command.program.startswith("python") or len(argv) < 3 or argv[1] != "-m" \
            or argv[2] not in ("py_compile", "compileall"):
        return False
    known = {"-q", "-f", "-l", "-b", "--hardlink-dupes", "-qq"} | _BYTECODE_VALUES
    return all(not a.startswith("-") or a == "-" or a.split("=", 1)[0] in known for a in argv[3:])


def query_read_only(command: SimpleCommand) -> bool:
    """A query tool without its writing forms, a reading form of a git subcommand that can write, or a reading
    subcommand of an operations CLI (:mod:`ops_reads`)."""
    if command.program == "git":
        return _git_read(command)
    return _query_tool(command) or ops_read(command) or _bytecode_only(command)
