"""Reads of the profile's secrets by the agent's own tools (issue 24 §5, SPEC §9).

The plugin's token sits in ``$HERMES_HOME/.env``; a model that prints it can speak to qlnweb
as its agent (report a `loaded_digest`, tool errors). Any call that names that file — ``cat``,
``grep``, ``cp`` elsewhere, ``source``/``.``, a ``<`` redirection, ``read_file`` — is blocked,
with the same canonicalisation protected writes use (``~``, ``$HERMES_HOME``, ``..``, links
made earlier in the session, the session's cwd). A glob that can match it counts; so does a
directory holding it given to a program that searches whole trees (``grep -r``, ``rg``); a copy
or archive of the whole profile (``cp -r``, ``tar``) is not read here (docs/security.md).
Interpreter code (``python -c``, ``execute_code``) counts when it names ``.env`` together with
the profile (its path, ``.hermes``, ``HERMES_HOME``) or runs in the profile.

Not covered (docs/security.md, "What the agent can still read or report"): the token in the
Hermes process's memory and environment, and code that builds the name at run time.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping
from fnmatch import fnmatchcase
from typing import Any

from evaluation.verdicts.tier1.excluded_patterns import excluded_words, filtered_out, included_only
from evaluation.verdicts.tier1.key_readers import awk_keys_only, code_keys_only, perl_keys_only
from evaluation.verdicts.tier1.loop_words import loop_header
from evaluation.verdicts.tier1.options import has_flag, split_options
from evaluation.verdicts.tier1.param_expansion import has_glob
from evaluation.verdicts.tier1.paths import canonicalise, fold, is_within
from evaluation.verdicts.tier1.perm_narrow import narrows
from evaluation.verdicts.tier1.protected_roots import canonical_roots
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scanner_reads import secret_words
from evaluation.verdicts.tier1.scene import RuleMatch, Scene, View


def _hit(rule: Rule, reason: str, evidence: str) -> RuleMatch:
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict, block=rule.blocking,
                     severity=rule.severity, reason=f"{rule.id}: {reason}", evidence=evidence)


def secret_paths(rule: Rule, *, home: str | None, hermes_home: str | None) -> tuple[str, ...]:
    return canonical_roots(rule.params["secrets"], home=home, hermes_home=hermes_home)


def reaches(path: str, secrets: Iterable[str], *, tree: bool) -> str | None:
    """The secret ``path`` (canonical, maybe a glob) is, may match, or — for a tree reader — holds."""
    folded = fold(path)  # as protected writes compare: a case-insensitive filesystem opens .ENV
    for secret in secrets:
        target = fold(secret)
        if folded == target or (tree and is_within(target, folded)):
            return secret
        if has_glob(path) and fnmatchcase(target, folded):
            return secret
    return None


_ENV_FILE = re.compile(r"(?<![\w)\]])\.env\b")
_NO_CONTENT = ("-c", "-q", "-l", "-L", "--count", "--quiet", "--silent", "--files-with-matches",
               "--files-without-match")


def _code_names(code: str, scene: Scene, view: View) -> bool:
    """Interpreter code that names ``.env`` and the profile (or runs inside it)."""
    folded = fold(code)
    if ".env" not in folded or not _ENV_FILE.search(folded):
        return False  # round 8: `process.env.HOME`, `Deno.env.get` name the environment, not the file
    profile = fold(scene.hermes_home or "")
    names = ["hermes_home", ".hermes"] + ([profile, posixpath.basename(profile.rstrip("/"))] if profile else [])
    if any(n and n in folded for n in names):
        return True
    return bool(profile) and any(c and is_within(fold(c), profile) for c in view.cwds)


_METADATA_READERS = frozenset({"wc", "stat", "du", "ls", "file", "test", "[", "cksum", "md5sum", "sha1sum", "sha224sum",
                               "sha256sum", "sha384sum", "sha512sum", "b2sum", "shasum", "cmp",
                               # round 23 (t2k): name printers print a name, never the file (`printf '%s\n' *`)
                               "echo", "printf", "basename", "dirname", "realpath", "readlink"})
_KEY_FIELD = re.compile(r"^\s*\{\s*print\s+\$1\s*;?\s*\}\s*$")


def _emits_no_value(command: Any) -> bool:
    """Round 10, a reader allowlist by effect: a program whose output carries no value of the file — counts,
    sizes, types, digests, names (``wc -l .env``, ``sha256sum``), or only the names before each ``=``
    (``cut -d= -f1``, ``awk -F= '{print $1}'``) — is not a read of the token. ``cut -f2``, ``-c``, or any
    other awk program prints values and stays a read."""
    program, argv = command.program, command.argv
    if narrows(command) or loop_header(command):  # round 23 (t2i): `chmod 600 .env` reads nothing; 25: `for f in`
        return True
    if program in _METADATA_READERS:
        return not (program == "cmp" and any(a in ("-l", "--verbose", "-b", "--print-bytes") for a in argv[1:]))
    if program == "cut":
        options = list(argv[1:])
        delimiter = next((options[i + 1] if o in ("-d", "--delimiter") and i + 1 < len(options) else o[2:]
                          if o.startswith("-d") else o.split("=", 1)[1]
                          for i, o in enumerate(options) if o.startswith(("-d", "--delimiter"))), None)
        fields = next((options[i + 1] if o in ("-f", "--fields") and i + 1 < len(options) else o[2:]
                       if o.startswith("-f") else o.split("=", 1)[1]
                       for i, o in enumerate(options) if o.startswith(("-f", "--fields"))), None)
        return delimiter in ("=", ":") and fields == "1" and not any(
            o.startswith(("-c", "-b", "--complement", "--characters", "--bytes")) for o in options)
    if program in ("sed", "gsed") or (program in ("grep", "egrep") and "-o" in _short_flags(argv)):
        return _keys_only(program, argv)
    if program in ("awk", "gawk", "mawk", "nawk"):
        separator = [a for a in argv[1:] if a.startswith("-F")]
        code = [a for a in argv[1:] if not a.startswith("-") and "{" in a]
        return (separator in (["-F="], ["-F:"]) and len(code) == 1 and bool(_KEY_FIELD.match(code[0]))) or \
            awk_keys_only(argv)  # round 16: `/^[A-Z]/{print $1}`, `!/^#/ && NF {print $1}`
    if program == "perl":
        return perl_keys_only(argv)  # round 16: `perl -ne 'print "$1\n" if /^(\w+)=/'`
    return False


# Round 14: a sed substitution deleting from the first `=` to the end of the line (`s/=.*//`, `s/ *=.*$//g`,
# `s/^\([^=]*\)=.*/\1/`), or grep -o of a match anchored at the line start that cannot cross `=` (`^[^=]*`,
# `^[A-Z_][A-Z0-9_]*`), prints only each line's key.
_SED_KEYS = re.compile(r"^s(?P<d>[/|#,:])(?:\^\\\(\[\^=\]\*\\\)|(?: |\\s|\[\[:space:\]\])\*)?=\.\*\$?"
                       r"(?P=d)(?:\\1)?(?P=d)g?p?$")
# Round 40 (fc): a word prefix or a group of word alternatives may lead (`^(OCPP|STRIPE)_[A-Z_]+`); a class holds only
# word characters and letter/digit ranges (`[0-Z]` spans `=` and stays a read).
_KEY_CLASS = r"\[(?:\^=|(?:[A-Z]-[A-Z]|[a-z]-[a-z]|[0-9]-[0-9]|[A-Za-z0-9_:]|\\-){1,20}-?)\][*+]?"
_GREP_KEYS = re.compile(r"^\^(?:\\?\((?:\w{1,40}\\?\|){0,20}\w{1,40}\\?\))?\w{0,40}"
                        rf"(?:{_KEY_CLASS}){{1,4}}=?$", re.ASCII)  # 28: `^[A-Z_]*=`


def _short_flags(argv: tuple[str, ...]) -> set[str]:
    return {"-" + c for a in argv[1:] if a.startswith("-") and not a.startswith("--") for c in a[1:]}


def _keys_only(program: str, argv: tuple[str, ...]) -> bool:
    """``sed 's/=.*//' .env`` / ``grep -o '^[^=]*' .env``: one script or pattern that keeps only the keys; any other
    option (``-i`` edits, ``-f`` reads a script, ``-A`` adds lines) or a second script is a read."""
    options = [a for a in argv[1:] if a.startswith("-")]
    operands = [a for a in argv[1:] if not a.startswith("-")]
    if options.count("-e") > 1 or not operands:
        return False
    scripts = operands[:1]  # the script (after -e or first); the rest are the files read
    if program in ("sed", "gsed"):
        if not set(options) <= {"-e", "-n", "-E", "-r", "--posix"} or len(scripts) != 1:
            return False
        return bool(_SED_KEYS.match(scripts[0])) and ("-n" not in options or scripts[0].endswith("p"))
    if not set(options) <= {"-o", "-E", "-h", "--no-filename"} and not all(
            set(o[1:]) <= set("oEh") for o in options if not o.startswith("--")):
        return False
    return len(scripts) == 1 and bool(_GREP_KEYS.match(scripts[0]))


def _recursive(argv: tuple[str, ...]) -> bool:
    """``grep -r``/``-R``/``-rn``/``--recursive``: a directory operand is read whole."""
    return any(a in ("--recursive", "--dereference-recursive") or (a.startswith("-") and not a.startswith("--")
               and ("r" in a or "R" in a)) for a in argv[1:])


def check_secret_read(rule: Rule, scene: Scene) -> list[RuleMatch]:
    secrets = secret_paths(rule, home=scene.home, hermes_home=scene.hermes_home)
    if not secrets:
        return []
    tree_readers, recursive_readers = set(rule.params["tree_readers"]), set(rule.params["recursive_readers"])
    found: list[RuleMatch] = []
    for view in scene.views:
        if view.code and _code_names(view.code, scene, view) and not code_keys_only(view.code):  # 39: keys only
            found.append(_hit(rule, f"{view.command.program} code names the profile's .env (the agent's token)",
                              view.text))
            continue
        command = view.command
        if command.program in tree_readers | recursive_readers and has_flag(
                split_options(command.argv, ("-e", "-f", "--regexp", "--file"))[0], _NO_CONTENT):
            continue  # round 8: `grep -c '=' .env` prints a count, a status or a name, no line of the file
        if _emits_no_value(command):
            continue
        skip = excluded_words(command.program, command.argv)  # round 26: `-x '*.env'` leaves it out
        words = [w.split("=", 1)[1] if w.startswith("-") and "=" in w else w
                 for i, w in enumerate(command.argv[1:], start=1) if i not in skip]
        words += [r.target for r in command.redirects if "<" in r.op and r.heredoc_body is None]
        kept = included_only(command.program, command.argv)  # round 27: `grep -r --include=*.yaml`
        tree = command.program in tree_readers or (command.program in recursive_readers and _recursive(command.argv))
        found_tree, pairs = secret_words(command)  # round 32 (t3o): scanners printing their matches; `if=`/`src=`
        tree, words = tree or found_tree, words + pairs
        for raw in words:
            if not raw or raw.startswith("-") or any(c.isspace() for c in raw):
                continue
            secret = next((s for p in scene.canon(view, raw) or () if (s := reaches(p, secrets, tree=tree))
                           and not (tree and filtered_out(p, s, kept))), None)
            if secret:
                found.append(_hit(rule, f"{command.program or 'the shell'} reads {raw!r}, which reaches the "
                                        f"profile's secret {secret} (the agent's token)", view.text))
                break
    return found


def read_tool_secret(rule: Rule, tool_name: str, args: Mapping[str, Any], *, path_keys: Iterable[str],
                     cwd: str | None, home: str | None, hermes_home: str | None) -> RuleMatch | None:
    """``read_file``/``search_files`` … of the secret (or, for a search, of the profile holding it).

    Read-only tools skip every other rule, so this runs first and stays cheap: a path is
    canonicalised only when it could name the file (``env`` in it) or the tool searches a tree."""
    search = tool_name in rule.params["tree_tools"]
    for key in path_keys:
        raw = args.get(key)
        if not isinstance(raw, str) or not raw or (not search and "env" not in raw.casefold() and not has_glob(raw)):
            continue
        secrets = secret_paths(rule, home=home, hermes_home=hermes_home)
        path = canonicalise(raw, cwd=cwd, home=home, hermes_home=hermes_home)
        if path is None:
            continue
        # A search of the profile itself reads its .env; a search of $HOME is documented, not blocked.
        secret = reaches(path, secrets, tree=False) or (
            next((s for s in secrets if search and posixpath.dirname(s) == path), None))
        if secret:
            return _hit(rule, f"{tool_name} {key}={raw!r} reaches the profile's secret {secret} (the agent's token)",
                        f"{tool_name} {raw}")
    return None
