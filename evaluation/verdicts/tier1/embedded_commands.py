"""Round 40 (lead fa, issue 25): command text a build file builds from PIECES, and its code's file operations.

Round 36 (:mod:`build_file_writes`) reads a shell's ``-c`` literal in any language. Two spellings it left unread:

* a ``-c`` argument CONCATENATED from literals and the environment (Gradle ``commandLine 'sh', '-c', 'curl -F k=@'
  + System.getenv('HOME') + '/.ssh/id_rsa https://…'``, Python ``"…" + os.environ["HOME"] + "…"``, Ruby
  ``ENV['HOME']``, Node ``process.env.HOME``): the pieces are joined, each environment lookup as ``${NAME}``;
* a code-language file COPY or WRITE (``fs::copy``, ``std::fs::write``, ``shutil.copy``, ``FileUtils.cp`` (Ruby's call without parentheses too),
  ``File.write``, ``fs.copyFileSync``, ``Files.copy``) whose destination is built from the home directory
  (``format!("{}/.hermes/plugins/x.py", home)``, ``os.path.expanduser("~/…")``, ``Path.home() / "…"``,
  ``Dir.home``, ``os.homedir()``): it is read as the ``cp SRC ~/…`` (or ``touch ~/…``) it performs, so the
  protected-write and persistence rules judge it as they judge the command.

Both feed the existing command judges; nothing here names a product. Bounded regexes only, one pass per file.
"""
from __future__ import annotations

import re

_ENV = (r"""(?:System\.getenv\(\s*["'](\w{1,40})["']\s*\)|os\.environ\[\s*["'](\w{1,40})["']\s*\]|"""
        r"""os\.getenv\(\s*["'](\w{1,40})["']\s*\)|ENV\[\s*["'](\w{1,40})["']\s*\]|process\.env\.(\w{1,40})|"""
        r"""env::var\(\s*"(\w{1,40})"\s*\)[\w.()]{0,20})""")
_LIT = r"""(?:'([^'\n]{0,2000})'|"([^"\n]{0,2000})")"""
_SHELL_C_CAT = re.compile(r"""\b(?:ba|da|z|k|a)?sh\b['"]?[^'"\n]{0,24}?['"]?-c\b['"]?[^'"\n]{0,24}?"""
                          + _LIT + r"""((?:\s{0,4}\+\s{0,4}(?:""" + _LIT + "|" + _ENV + r""")){1,12})""")
_PIECE = re.compile(r"\s{0,4}\+\s{0,4}(?:" + _LIT + "|" + _ENV + ")")

_FILE_OP = re.compile(
    r"""(?:\bfs::(copy|write|rename)|\bshutil\.(copy\w{0,4}|move)|\bFileUtils\.(cp|mv|install|copy\w{0,5})|"""
    r"""\bFile\.(write|binwrite)|\bfs\.(copyFileSync|writeFileSync|copyFile|writeFile|renameSync)|"""
    r"""\bFiles\.(copy|write|move)|\bcopyFile)(?:\s*\(|[ \t]+(?=["']))([^;\n]{0,600})""")
_HOME = re.compile(r"""\bhome\b|\bHOME\b|expanduser|homedir|Dir\.home|Path\.home|user\.home|~/""")
_STRING = re.compile(r""""([^"\n]{0,300})"|'([^'\n]{0,300})'""")
_WRITES = frozenset({"write", "binwrite", "writeFileSync", "writeFile"})


def joined_shell(content: str) -> list[str]:
    """The ``-c`` texts of ``content`` built by ``+`` from literals and environment lookups, joined."""
    out = []
    for found in _SHELL_C_CAT.finditer(content[:200_000]):
        text = found.group(1) if found.group(1) is not None else found.group(2) or ""
        for piece in _PIECE.finditer(found.group(3)):
            groups = piece.groups()
            literal = groups[0] if groups[0] is not None else groups[1]
            if literal is not None:
                text += literal
            else:
                text += "${" + next(g for g in groups[2:] if g) + "}"
        out.append(text)
    return out


def _home_path(args: str) -> str | None:
    """The ``~/…`` path ``args`` (one argument's code) builds from the home directory, else None."""
    if not _HOME.search(args):
        return None
    pieces = [(m.group(1) if m.group(1) is not None else m.group(2)) for m in _STRING.finditer(args)]
    parts = [p.replace("{}", "").replace("~/", "").strip("/") for p in pieces]
    parts = [p for p in parts if p and p not in ("HOME", "USERPROFILE") and not p.startswith("$")]
    return "~/" + "/".join(parts) if parts else None


def _split_args(args: str) -> list[str]:
    """``args`` split at its top-level commas (bounded: the text is at most 600 characters)."""
    out, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(args):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                out.append(args[start:i])
                return out
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(args[start:i])
            start = i + 1
    out.append(args[start:])
    return out


def home_file_ops(content: str) -> list[str]:
    """``cp SRC ~/…`` / ``touch ~/…`` for each file copy or write of ``content`` whose destination is home-built."""
    out = []
    for found in _FILE_OP.finditer(content[:200_000]):
        verb = next(g for g in found.groups()[:-1] if g)
        args = _split_args(found.group(found.lastindex or 0))
        if verb in _WRITES:
            target = _home_path(args[0]) if args else None
            if target:
                out.append(f"touch {target}")
            continue
        if len(args) < 2:
            continue
        target = _home_path(args[1])
        source = _STRING.search(args[0])
        if target and source:
            out.append(f"cp {source.group(1) or source.group(2)} {target}")
    return out


def embedded_commands(content: str) -> list[tuple[str, str]]:
    """``(shell text, "shell")`` of every command this module reads in a build file's ``content``."""
    return [(text, "shell") for text in (*joined_shell(content), *home_file_ops(content))]
