"""Round 23 (t2j, issue 25): build files that run code, read for what they run (``build_tools`` hows).

* ``tex_shell`` (pdflatex, xelatex, lualatex, latexmk, tectonic, context): with shell escape on, ``\\write18{CMD}``,
  ``\\ShellEscape{CMD}`` and ``\\input{|"CMD"}`` run ``CMD`` in a shell, and LuaTeX's ``\\directlua`` reaches
  ``os.execute``/``io.popen`` (opaque). The commands are read as shell; a file with none runs nothing;
* ``nextflow`` (``main.nf``, ``*.nf``, ``nextflow.config``): every process's ``script:``/``shell:`` block (a triple-
  quoted or a one-line string) is shell; Groovy that starts processes itself (``.execute()``, ``ProcessBuilder``,
  ``Runtime``) is opaque;
* ``earthfile`` (earthly): ``RUN`` lines. A target with ``LOCALLY`` or a ``RUN --privileged`` runs on this host, so
  every ``RUN`` line is read as shell; otherwise, as a Dockerfile's, only those that pipe into an interpreter.

CircleCI's ``.circleci/config.yml`` (``run:`` and ``command:``), waf's ``wscript`` (Python) and compose files named by
``-f`` are rule-document data read by the existing readers (``yaml_keys``, ``python``, ``compose``).
"""
from __future__ import annotations

import re

HOWS = ("tex_shell", "nextflow", "earthfile")

_TEX_ESCAPE = re.compile(r"\\(?:write18|ShellEscape)\s*\{|\\input\s*\{?\s*\|")
_LUA_RUNS = re.compile(r"\\directlua\b[^\n]*?(?:os\.execute|io\.popen|os\.exec|os\.spawn)|\\luaexec\b")
_NF_BLOCK = re.compile(r"\b(?:script|shell)[ \t]*:[ \t]*\n?[ \t]*('''|\"\"\"|\"|')")
_NF_RUNS = re.compile(r"\.execute\s*\(|ProcessBuilder|Runtime\s*\.|\bexec[ \t]*:")
_NF_VARIABLE = re.compile(r"[$!]\{[^{}\n]{0,200}\}")
_EARTH_RUN = re.compile(r"^[ \t]*RUN[ \t]+((?:[^\n]*\\\n)*[^\n]*)", re.MULTILINE)
_EARTH_FLAG = re.compile(r"^(?:--[a-z-]+(?:=\S*)?[ \t]+)*")
_EARTH_HOST = re.compile(r"^[ \t]*LOCALLY\b|^[ \t]*RUN[ \t]+(?:--[a-z-]+(?:=\S*)?[ \t]+)*--privileged\b", re.MULTILINE)
_INTO_INTERPRETER = re.compile(r"\|\s*(?:sudo\s+)?(?:\S*/)?(?:ba|z|da|k)?sh\b|\|\s*(?:\S*/)?(?:python[0-9.]*|perl|ruby|node)\b")


def _braced(text: str, start: int) -> str:
    """The text from ``start`` to the brace that closes the group opened just before it (bounded, linear)."""
    depth, i = 1, start
    while i < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return text[start:i - 1] if depth == 0 else text[start:]


def _tex(content: str) -> str | None:
    if _LUA_RUNS.search(content):
        return None
    lines = []
    for match in _TEX_ESCAPE.finditer(content):
        if match.group(0).endswith("|"):  # \input{|"CMD"} or \input|"CMD"
            rest = content[match.end():]
            quoted = rest[1:rest.find('"', 1)] if rest.startswith('"') and '"' in rest[1:] else rest.split("}")[0]
            lines.append(quoted)
        else:
            lines.append(_braced(content, match.end()))
    return "\n".join(line.replace("\\string", "").replace("\\@percentchar", "%") for line in lines)


def _nextflow(content: str) -> str | None:
    if _NF_RUNS.search(content):
        return None
    blocks = []
    for match in _NF_BLOCK.finditer(content):
        quote = match.group(1)
        end = content.find(quote, match.end())
        if end < 0 or len(quote) == 1 and "\n" in content[match.end():end]:
            return None  # a string Tier 1 cannot delimit
        blocks.append(_NF_VARIABLE.sub("nf_value", content[match.end():end]))
    return "\n".join(blocks)


def _earthfile(content: str) -> str:
    host = bool(_EARTH_HOST.search(content))
    lines = [_EARTH_FLAG.sub("", m.group(1).replace("\\\n", " ").strip()) for m in _EARTH_RUN.finditer(content)]
    return "\n".join(line for line in lines if host or _INTO_INTERPRETER.search(line))


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(shell code, "shell")`` the tool runs from the file; None when opaque (see the module)."""
    text = _tex(content) if how == "tex_shell" else _nextflow(content) if how == "nextflow" else _earthfile(content)
    return None if text is None else (text, "shell")
