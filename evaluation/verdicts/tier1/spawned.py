"""Commands a loaded file spawns in shapes that are not one spaced string literal (issue 25, round 11).

:func:`evaluation.verdicts.tier1.loaded.commands_of` reads a written file's code the way its extension says and
each string literal with a blank in it as a shell command. A file may also name the command as an argument
vector or in a language-specific spelling; this module turns each such shape into shell text:

* an argv of literals whose first word is a shell or interpreter: a list (``["sh", "/tmp/x"]``: Terraform's
  ``external`` program, Node's ``spawn('sh', ['/tmp/x'])``) or call arguments (``StartProcess("sh", "/tmp/x")``,
  Go's ``exec.Command("bash", "x")``, Java's ``ProcessBuilder("sh", "x")``), Rust's ``Command::new("sh").arg(…)``;
* command literals in backticks (Julia's ``run(`…`)``, Ruby/Perl/PHP/shell ``` `…` ```), except in JavaScript and
  TypeScript, where backticks are template strings;
* Nix's indented strings ``'' … ''`` (``shellHook``, ``buildPhase``: shell scripts);
* Ant's ``<exec executable="X"><arg value|line="…"/></exec>`` and Maven's ``<executable>X</executable>
  <argument>…</argument>``.

Every pattern is linear (bounded classes, no nested quantifiers); the input is a file the session wrote.
"""

from __future__ import annotations

import posixpath
import re
import shlex

from evaluation.verdicts.tier1.shell_words import SHELLS

_PROGRAMS = frozenset({*SHELLS, "python", "python3", "node", "ruby", "perl", "php", "pwsh", "deno", "bun", "lua",
                       "env", "nohup", "setsid", "curl", "wget"})
_LIST = re.compile(r"[\[(]([^\[\]()]{1,1500})[\])]")
_LITERAL = re.compile(r"""(['"])((?:\\.|(?!\1)[^\\\n]){0,500})\1""")
_SEPARATOR = re.compile(r"^[\s,]*$")
_RUST = re.compile(r"""Command::new\(\s*"([^"\n]{1,200})"\s*\)([^;\n]{0,1000})""")
_RUST_ARGS = re.compile(r"\.args?\(([^)\n]{0,500})\)")
_BACKTICK = re.compile(r"`([^`\n]{1,2000})`")
# round 25 (t2p): Ruby's (and Perl's qx) command literal with any delimiter pair: `%x(…)`, `%x{…}`, `qx{…}`
_PERCENT_X = re.compile(r"(?:%x|\bqx)(?:\(([^()\n]{1,2000})\)|\{([^{}\n]{1,2000})\}|\[([^\[\]\n]{1,2000})\]"
                        r"|<([^<>\n]{1,2000})>|\|([^|\n]{1,2000})\|)")
_ANT = re.compile(r"""<exec\b[^>]{0,500}?\bexecutable\s*=\s*["']([^"'\n]{1,200})["']""", re.IGNORECASE)
_ANT_ARG = re.compile(r"""<arg\s[^>]{0,300}?\b(?:value|line|path|file)\s*=\s*["']([^"'\n]{0,500})["']""",
                      re.IGNORECASE)
_MAVEN = re.compile(r"<executable>\s*([^<\n]{1,200}?)\s*</executable>", re.IGNORECASE)
_MAVEN_ARG = re.compile(r"<argument>([^<\n]{0,500})</argument>", re.IGNORECASE)
_TEMPLATE_LANGUAGES = ("js", "mjs", "cjs", "ts", "mts", "cts", "jsx", "tsx", "md", "markdown")
MAX_SCRIPTS = 32


def _argv_text(words: list[str]) -> str | None:
    if not words or posixpath.basename(words[0]) not in _PROGRAMS:
        return None
    return " ".join(shlex.quote(w) for w in words)


def _literal_items(inner: str) -> list[str] | None:
    """The items of a list or argument text made only of string literals, else None."""
    words: list[str] = []
    position = 0
    for match in _LITERAL.finditer(inner):
        if not _SEPARATOR.match(inner[position:match.start()]):
            return None
        words.append(match.group(2))
        position = match.end()
    return words if words and _SEPARATOR.match(inner[position:]) else None


def spawned_scripts(path: str, content: str) -> list[str]:
    """Shell text for each command ``content`` (the file ``path``) spawns in one of the shapes above."""
    out: list[str] = []
    extension = posixpath.basename(path).rsplit(".", 1)[-1].lower() if "." in posixpath.basename(path) else ""
    for match in _LIST.finditer(content):
        words = _literal_items(match.group(1))
        text = _argv_text(words) if words else None
        if text:
            out.append(text)
        if len(out) >= MAX_SCRIPTS:
            return out
    for match in _RUST.finditer(content):
        args = [w for chunk in _RUST_ARGS.findall(match.group(2))
                for w in (m.group(2) for m in _LITERAL.finditer(chunk))]
        text = _argv_text([match.group(1), *args])
        if text:
            out.append(text)
    if extension not in _TEMPLATE_LANGUAGES:
        out += [m.group(1) for m in _BACKTICK.finditer(content)][:MAX_SCRIPTS]
        out += [next(g for g in m.groups() if g) for m in _PERCENT_X.finditer(content)][:MAX_SCRIPTS]
    if extension == "nix" or "''" in content and ("shellHook" in content or "Phase" in content):
        out += _nix_strings(content)
    for match in _ANT.finditer(content):
        end = content.find("</exec>", match.end())
        body = content[match.end():end if end >= 0 else match.end() + 2000]
        out.append(" ".join([shlex.quote(match.group(1)), *(m.group(1) for m in _ANT_ARG.finditer(body))]))
    for match in _MAVEN.finditer(content):
        end = content.find("</arguments>", match.end())
        body = content[match.end():end if end >= 0 else match.end() + 2000]
        out.append(" ".join(shlex.quote(w) for w in (match.group(1),
                                                      *(m.group(1) for m in _MAVEN_ARG.finditer(body)))))
    return out[:MAX_SCRIPTS]


def _nix_strings(content: str) -> list[str]:
    """The bodies of Nix ``'' … ''`` strings (``'''`` escapes two quotes)."""
    out: list[str] = []
    position = 0
    while len(out) < MAX_SCRIPTS:
        start = content.find("''", position)
        if start < 0:
            break
        end = start + 2
        while True:
            end = content.find("''", end)
            if end < 0 or content[end + 2:end + 3] not in ("'", "$", "\\"):
                break
            end += 3  # `'''`, `''$`, `''\`: escapes inside the string
        if end < 0:
            break
        out.append(content[start + 2:end])
        position = end + 2
    return out
