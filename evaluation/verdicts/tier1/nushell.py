"""Round 19 (t1x): Nushell code read as the shell commands it amounts to (issue 25).

``nu -c CODE`` (``--commands``) was a program Tier 1 did not model: a read of the profile with no sink (``open
~/.hermes/config.yaml | get model``) was blocked as an unproven write, and a delete of a list (``open /tmp/paths.txt
| lines | each { |p| rm -rf $p }``, ``ls | each { |it| rm -rf $it.name }`` in the profile) was open. Each pipeline
stage becomes its shell counterpart, and the rest of Tier 1 judges those:

* reads: ``open F`` is ``cat F``, ``ls D`` is ``ls D``, ``glob P`` is ``ls -d P``; a data filter of Nushell's own
  (``get``, ``where``, ``lines``, ``to json``, ``upsert`` …) changes only the values in the pipeline: ``cat``;
* writes and deletes: ``save [-f] F`` is ``cat > F`` (``-a``: ``>>``), ``rm``, ``mv``, ``cp``, ``mkdir``, ``touch``
  as the shell's; ``http get|post|put|patch|delete URL`` is ``curl`` (a body of ``$in`` or none: the pipeline's
  input, ``--data-binary @-``);
* closures: ``each``/``par-each``/``for x in …``/``do``/``if`` bodies are read with the closure's item (``$p``,
  ``$it``, ``$in``, and their fields ``.name``/``.path``) standing for what the pipeline's source yields: ``ls`` →
  ``./*``, ``ls D`` → ``D/*``, ``glob P`` → ``P``; any other source (``open F | lines``) yields names Tier 1 cannot
  see: ``"$(cat F)"``, a name known only at run time;
* ``$env.X`` is ``$X``, ``$nu.home-path`` is ``~``; ``source``/``use``/``overlay use`` run a file (``. F``); any
  other word is an external program (Nushell runs unknown words so) with its arguments.

Code Tier 1 cannot split (unbalanced brackets or quotes) is opaque.
"""
from __future__ import annotations

import re
import shlex

from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands

NUSHELLS = frozenset({"nu", "nushell"})
_PURE = frozenset({
    "get", "select", "where", "filter", "lines", "to", "from", "length", "first", "last", "sort", "sort-by", "uniq",
    "uniq-by", "str", "split", "parse", "find", "upsert", "update", "insert", "reject", "describe", "table", "flatten",
    "columns", "values", "transpose", "into", "math", "wrap", "compact", "enumerate", "group-by", "reduce", "skip",
    "take", "reverse", "default", "merge", "headers", "rename", "append", "prepend", "is-empty", "is-not-empty",
    "date", "echo", "print", "format", "fill", "detect", "decode", "encode", "hash", "inspect", "any", "all",
    "items", "zip", "chunks", "window", "range", "seq", "ansi", "char", "each-while", "sort-by", "move", "roll",
    "rotate", "drop", "grid", "explore", "path", "version", "sys", "help", "which", "ignore", "collect", "tee-nope",
    "let", "mut", "const", "def", "return", "break", "continue", "null", "true", "false", "not", "error", "du", "ps",
})
_EACH = frozenset({"each", "par-each", "for", "do", "if", "else", "try", "catch", "loop", "while", "each-while",
                   "reduce", "where", "filter", "all", "any", "update", "upsert", "insert", "default"})
_FILE_VERBS = frozenset({"rm", "mv", "cp", "mkdir", "touch", "cd"})
_RUNS = frozenset({"source", "source-env", "use", "overlay"})
_ITEM = re.compile(r"\$(?:it|in|[a-z_][\w-]*)(?:\.[\w-]+)*")
_PARAM = re.compile(r"^\{\s*\|\s*([a-z_][\w-]*)(?:\s*,\s*[a-z_][\w-]*)*\s*\|")
_SAFE_WORD = re.compile(r"[\w./~*?@:=+%,-]+")
_MAX = 64


class NuSyntaxError(ValueError):
    pass


def _split(code: str, seps: str) -> list[str]:
    """``code`` split at ``seps`` outside quotes and brackets (linear)."""
    out, depth, quote, start, i = [], 0, "", 0, 0
    while i < len(code):
        ch = code[i]
        if quote:
            if ch == "\\" and quote == '"':
                i += 1
            elif ch == quote:
                quote = ""
        elif ch in "'\"`":
            quote = ch
        elif ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
            if depth < 0:
                raise NuSyntaxError("unbalanced brackets")
        elif depth == 0 and ch in seps:
            out.append(code[start:i])
            start = i + 1
        i += 1
    if quote or depth:
        raise NuSyntaxError("unbalanced quotes or brackets")
    out.append(code[start:])
    return [part.strip() for part in out if part.strip()]


def nu_script(code: str) -> str:
    """The shell text ``code`` amounts to; raises :class:`NuSyntaxError` when it cannot be split."""
    lines = [_pipeline(p, None) for s in _split(code, ";\n") for p in [s]]
    return "; ".join(line for line in lines if line) or "true"


def _pipeline(text: str, item: str | None) -> str:
    stages = _split(text, "|")
    source = item
    out: list[str] = []
    for n, stage in enumerate(stages[:_MAX]):
        words = _split(stage, " \t")
        if not words:
            continue
        if n == 0:
            source = _source(words) if item is None else item
        out.append(_stage(words, source if n else item, n == 0))
    return " | ".join(out)


def _source(words: list[str]) -> str:
    """What the items of a pipeline that starts with ``words`` name."""
    name = words[0].lstrip("^")
    operands = [w for w in words[1:] if not w.startswith("-")]
    if name == "ls":
        return operands[0].rstrip("/") + "/*" if operands and not _glob(operands[0]) else operands[0] if operands else "./*"
    if name == "glob" and operands:
        return operands[0]
    return '"$(cat ' + (" ".join(_word(w, None) for w in operands) or "/dev/stdin") + ')"'


def _glob(word: str) -> bool:
    return any(c in word for c in "*?[")


def _stage(words: list[str], item: str | None, first: bool) -> str:
    name = words[0]
    external = name.startswith("^")
    name = name.lstrip("^")
    rest = words[1:]
    if name.startswith(("$", "(", "[", "'", '"')) and not external:
        return "cat" if not first else "true"  # a value (`$it.name`, a list, a string), not a command
    if name == "open" and not external:
        return "cat " + " ".join(_word(w, item) for w in rest if not w.startswith("-")) if rest else "cat"
    if name == "glob" and not external:
        return "ls -d " + " ".join(_word(w, item) for w in rest if not w.startswith("-"))
    if name == "save" and not external:
        append = any(w in ("-a", "--append") for w in rest)
        target = [w for w in rest if not w.startswith("-")]
        return ("cat >> " if append else "cat > ") + (_word(target[0], item) if target else '"$(…)"')
    if name == "http" and not external and rest:
        return _http(rest, item)
    if name in _RUNS and not external:
        target = [w for w in rest if not w.startswith("-") and w not in ("use", "hide")]
        return ". " + (_word(target[0], item) if target else '"$(…)"')
    blocks = [w for w in words if w.startswith("{") and w.endswith("}")]
    if blocks and not external and (name in _EACH or name in _PURE):
        bodies = [_block(b, item) for b in blocks]
        return "{ " + "; ".join(b for b in bodies if b) + "; }" if any(bodies) else "cat"
    if name in _PURE and not external:
        return "cat" if not first else "true"
    if name == "rm" and not external:
        return "rm -rf " + " ".join(_word(w, item) for w in rest if not w.startswith("-"))
    return " ".join([_word(name, item), *(_word(w, item) for w in rest)])


def _http(rest: list[str], item: str | None) -> str:
    verb = rest[0].lower()
    operands = [w for w in rest[1:] if not w.startswith("-")]
    url = _word(operands[0], item) if operands else '"$(…)"'
    if verb == "get" or verb == "head":
        return f"curl -s {url}"
    if verb == "delete":
        return f"curl -s -X DELETE {url}"
    body = operands[1] if len(operands) > 1 else "$in"
    if body.startswith("$"):
        return f"curl -s -X {verb.upper()} --data-binary @- {url}"
    return f"curl -s -X {verb.upper()} --data-binary {_word(body, item)} {url}"


def _block(block: str, item: str | None) -> str:
    inner = block[1:-1]
    param = _PARAM.match(block)
    if param:
        inner = block[param.end():-1]
    return "; ".join(_pipeline(s, item) for s in _split(inner, ";\n"))


def _word(word: str, item: str | None) -> str:
    """One Nushell word as a shell word: the closure's item, ``$env.X``, ``$nu.home-path``, quotes, literals."""
    if word[:1] in ("'", '"', "`") and word[-1:] == word[:1] and len(word) > 1:
        word = word[1:-1]
        return shlex.quote(word) if _SAFE_WORD.fullmatch(word) is None or word.startswith("~") is False else word
    word = word.replace("$nu.home-path", "~").replace("$nu.home-dir", "~")
    word = re.sub(r"\$env\.(\w+)", r"$\1", word)
    if word.startswith("(") or word.startswith("$("):
        return '"$(…)"'
    match = _ITEM.match(word)
    if match and item is not None and not re.match(r"\$[A-Z_]+\b", word):
        return item + word[match.end():]
    return word


def nu_commands(code: str, counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """The shell commands Nushell ``code`` amounts to (``context="interpreter"``), or why it is opaque."""
    try:
        return list(parse_commands(nu_script(code), depth=1, context="interpreter", counter=counter)), []
    except (NuSyntaxError, ShellSyntaxError) as exc:
        return [], [f"cannot read the Nushell code it runs ({exc})"]
