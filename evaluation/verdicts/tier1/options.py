"""Options of a command line and the paths it writes: the primitives Tier 1's write readers share.

How an argv splits into options and operands (bundles such as ``-sSLo FILE``, getopt_long abbreviations,
``--opt=value``), the values of named options, the code an interpreter runs inline, and the
:class:`WriteTarget` every write reader returns. :mod:`writes` (the writer table), :mod:`writes_special`
and :mod:`writes_download` (programs with their own syntax) build on it, so none imports another's
caller (issue 28: no import cycle).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from evaluation.verdicts.tier1.command_memo import per_command
from evaluation.verdicts.tier1.shell_words import SimpleCommand

_STRING_LITERAL = re.compile(r"""(['"])((?:\\.|(?!\1).)*)\1""")
_VERSION_SUFFIX = re.compile(r"[0-9.]+$")
# Round 17 (t1u): other implementations of a language run its code as the reference one does (``pypy3 - < F``,
# ``graalpy F``, ``micropython /dev/stdin``): a table keyed by the reference name answers for them too
_IMPLEMENTATIONS = {"pypy": "python", "graalpy": "python", "micropython": "python", "jython": "python",
                    "ironpython": "python", "ipy": "python", "pyston": "python", "cpython": "python",
                    "cinder": "python", "nodejs": "node", "luajit": "lua", "truffleruby": "ruby", "jruby": "ruby",
                    "hhvm": "php", "tclsh8": "tclsh",
                    # r47 (ha): an application's own Python (Houdini, Maya, ParaView, Cinema 4D, ArcGIS Pro)
                    "hython": "python", "mayapy": "python", "pvpython": "python", "pvbatch": "python",
                    "vtkpython": "python", "c4dpy": "python", "propy": "python"}
_FLAG_BUNDLE = re.compile(r"-[A-Za-z]+")  # `-pie`, `-ne`: flags bundled with -e/-c
OPTION_PUNCTUATION = frozenset("#:@?")
"""Non-alphanumeric characters getopt tables use as option letters (``curl -#`` is ``--progress-bar``,
``curl -:`` is ``--next``): inside a bundle they are flags like letters, so ``curl -#Lo FILE`` writes
FILE (issue 25). Any other punctuation (``/``, ``.``, ``,``, ``$``, ``=``) only occurs in a value."""


@dataclass(frozen=True)
class WriteTarget:
    """A path a command may write, as written (not yet canonicalised)."""

    raw: str
    via: str
    covers_descendants: bool = False
    destructive: bool = False
    into_directory: bool = False  # a cp/mv destination that may be a directory the source goes into
    imports: bool = False  # receives a tree from outside (archive members, a clone): content Tier 1 never saw


def lookup(table: Mapping[str, Any], program: str) -> Any:
    """``table[program]``, also trying ``python3.11`` → ``python3`` → ``python``.

    A rule set's read-only table (``MappingProxyType``) gives the same answer for a name every time: it is
    remembered per table (round 27, t2x: a dozen look-ups per call, mostly of names it does not hold)."""
    if program in table:
        return table[program]
    if type(table) is MappingProxyType:
        known = _KNOWN.get(id(table))
        if known is None or known[0] is not table:
            if len(_KNOWN) > 64:
                _KNOWN.clear()
            known = _KNOWN[id(table)] = (table, {})
        if program not in known[1]:
            if len(known[1]) > 4096:
                known[1].clear()
            known[1][program] = _lookup(table, program)
        return known[1][program]
    return _lookup(table, program)


_KNOWN: dict[int, tuple[Mapping[str, Any], dict[str, Any]]] = {}


def _lookup(table: Mapping[str, Any], program: str) -> Any:
    stripped = _VERSION_SUFFIX.sub("", program)
    if stripped in table:
        return table[stripped]
    found = table.get(stripped.rstrip("0123456789"))
    if found is None and stripped.rstrip("0123456789") in _IMPLEMENTATIONS:
        return lookup(table, _IMPLEMENTATIONS[stripped.rstrip("0123456789")])
    if found is None and program.islower():  # `Rscript` runs as `rscript` (the program name is lower-cased)
        lowered = _LOWERED.get(id(table))
        if lowered is None or lowered[0] is not table:
            if len(_LOWERED) > 64:
                _LOWERED.clear()
            lowered = _LOWERED[id(table)] = (table, {k.lower(): v for k, v in table.items() if not k.islower()})
        found = lowered[1].get(program)
    return found


_LOWERED: dict[int, tuple[Mapping[str, Any], dict[str, Any]]] = {}


def split_options(argv: tuple[str, ...], value_options: tuple[str, ...]) -> tuple[list[str], list[str]]:
    """Split ``argv[1:]`` into (options, operands); ``--`` ends options.

    Short options bundle as getopt reads them (issue 25): in ``-uo FILE`` the ``-o`` that takes a value
    ends the bundle and ``FILE`` is its value, not an operand; in ``-ofile`` the value is attached."""
    options: list[str] = []
    operands: list[str] = []
    i, ended = 1, False
    while i < len(argv):
        arg = argv[i]
        if ended or not arg.startswith("-") or arg == "-":
            operands.append(arg)
        elif arg == "--":
            ended = True
        else:
            options.append(arg)
            if (arg in value_options or _bundle_wants_next(arg, value_options)) and i + 1 < len(argv):
                options.append(argv[i + 1])
                i += 1
        i += 1
    return options, operands


def plain_operands(argv: Sequence[str], valued: Collection[str], *, start: int = 1, limit: int | None = None) -> list[str]:
    """``argv[start:limit]``'s words that are not options, an option in ``valued`` taking the next word as its value
    — with no bundling, no ``--opt=value`` taking a word and no ``--`` (a lone ``-`` is an option too: the simple
    reading the device, empty-sync, container-build and kubectl checks were written against)."""
    out: list[str] = []
    skip = False
    for word in argv[start:limit]:
        if skip:
            skip = False
        elif word in valued:
            skip = True
        elif not word.startswith("-"):
            out.append(word)
    return out


def _bundle_wants_next(arg: str, value_options: tuple[str, ...]) -> bool:
    """``-sSLo``: the bundle's first value-taking letter is its last, so the next word is its value."""
    if arg.startswith("--") or len(arg) < 3 or not value_options:
        return False
    for j in range(1, len(arg)):
        if "-" + arg[j] in value_options:
            return j == len(arg) - 1
    return False


_BUNDLE = re.compile(r"-[A-Za-z0-9]*")


def bundle_letters(word: str) -> str:
    """Round 37 (t4r): the flag letters of a short-option bundle — the letters and digits after its dash, up to the
    first character no flag is spelt with. From there on the word is an attached value (``pg_restore
    -sOf$HOME/work/build/schema.sql``: ``s``, ``O``, ``f`` and the file ``$HOME/…``, whose ``c`` is no ``-c``); getopt
    reads a value-taking letter's rest as its value, so letters after a ``/``, ``$``, ``.``, ``=`` or ``~`` are no
    flags. A value spelt with letters only (``-sOfschema``) still counts as letters: fail closed."""
    found = _BUNDLE.match(word)
    return found.group(0)[1:] if found else ""


def has_flag(options: list[str], flags: tuple[str, ...]) -> bool:
    """True when any flag is present: long exactly/with ``=``, short also inside a bundle."""
    for flag in flags:
        if flag.startswith("--"):
            if any(o == flag or o.startswith(flag + "=") for o in options):
                return True
        elif len(flag) == 2:
            if any(o.startswith("-") and not o.startswith("--") and flag[1] in bundle_letters(o) for o in options):
                return True
        elif flag in options:
            return True
    return False


def _abbreviates(word: str, name: str, known: tuple[str, ...]) -> bool:
    """``--dir`` for ``--directory``: getopt_long takes any unambiguous prefix of a long option (at least
    three letters here, and not itself another option Tier 1 knows)."""
    return len(word) >= 5 and name.startswith(word) and word != name and word not in known


def option_values(argv: tuple[str, ...], names: tuple[str, ...], *, others: tuple[str, ...] = (),
                  bundled: bool = True, abbreviated: bool = False) -> list[str]:
    """Values of ``--name=value`` / ``--name value`` / ``-t value`` options.

    A short option may close a bundle of flags, as getopt reads it (issue 25): ``curl -sSLo FILE``,
    ``sort -uo FILE``, ``unzip -od DIR``, ``curl -sSLoFILE``. ``others``: the program's other short
    options that take a value; one of them earlier in the bundle takes the rest as its own value.
    ``bundled=False`` for programs whose single-dash options are words (``gcc -fno-omit…``)."""
    values: list[str] = []
    shorts = {n for n in names if len(n) == 2 and n[0] == "-" and n[1] != "-"}
    stops = {o for o in others if len(o) == 2 and o[0] == "-" and o[1] != "-"} - shorts
    for i, arg in enumerate(argv):
        if i == 0:
            continue
        if arg == "--":
            break
        for name in names:
            if arg == name and i + 1 < len(argv):
                values.append(argv[i + 1])
            elif arg.startswith(name + "=") and name.startswith("--"):
                values.append(arg[len(name) + 1:])
            elif abbreviated and name.startswith("--") and arg.startswith("--"):
                word, has_value, value = arg.partition("=")
                if _abbreviates(word, name, names + others):
                    values.append(value if has_value else argv[i + 1] if i + 1 < len(argv) else "")
        if not shorts or not arg.startswith("-") or arg.startswith("--") or len(arg) < 3 or arg in names:
            continue
        for j in range(1, len(arg) if bundled else 2):
            flag = "-" + arg[j]
            if flag in shorts:
                rest = arg[j + 1:]
                if rest:
                    values.append(rest)  # `-ofile`, `-d$HOME/x`, `-sSLo/tmp/x`: attached value
                elif i + 1 < len(argv):
                    values.append(argv[i + 1])
                break
            if flag in stops or not (arg[j].isalnum() or arg[j] in OPTION_PUNCTUATION):
                break  # the rest of the bundle is another option's value (`-d/x`, `-k1,2`)
    return values


@per_command
def inline_code(command: SimpleCommand, flags: tuple[str, ...]) -> str | None:
    """The code an interpreter runs from ``-c``/``-e``, a heredoc or a here-string, if any."""
    argv = command.argv
    for i, arg in enumerate(argv[1:-1], start=1):
        if arg in flags or (_FLAG_BUNDLE.fullmatch(arg) and any(
                len(f) == 2 and arg.endswith(f[1]) for f in flags)):
            return argv[i + 1]
        if any(arg.startswith(f + "=") for f in flags if f.startswith("--")):
            return arg.split("=", 1)[1]
    bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in command.redirects
              if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
    return "\n".join(bodies) if bodies else None


def string_literals(code: str) -> list[str]:
    """Quoted string literals in interpreter code (the paths it may touch)."""
    return list(_literals(code))


def raw_literals(code: str) -> list[str]:
    """Round 39 (lead fb): the absolute or home-relative literals of the code as written (at most 32)."""
    return [w for w in _literals(code) if w.startswith(("/", "~/")) and len(w) < 500 and "\n" not in w][:32]


@lru_cache(maxsize=256)  # asked up to five times a call about the same code (round 30's readers among them)
def _literals(code: str) -> tuple[str, ...]:
    return tuple(m.group(2) for m in _STRING_LITERAL.finditer(code))
