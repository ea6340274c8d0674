"""Round 38 (t4t): operands read at run time from a LIST or a config the session wrote, folded into the words they
are before the command is parsed — the many-line counterpart of :mod:`runtime_reads` (one line) and
:mod:`shell_values` (``read``/``mapfile``). Each line of the list is then judged as the operand it becomes: a list
of build directories in the workspace is removed as those directories; one profile path among them is a write into
the profile and stays blocked.

* ``xargs -a LIST CMD ARGS`` (``--arg-file=LIST``; ``-r`` allowed), and (round 46, hh) ``xargs CMD ARGS < LIST``:
  ``CMD ARGS LINE…``;
* ``while [IFS=] read [-r] V; do BODY; done < LIST``: ``for V in LINE…; do BODY; done``;
* ``$(cat LIST)`` / ``$(< LIST)`` not inside double quotes: the lines, split as the shell splits them;
* ``$(jq -r .KEY[.KEY…] CFG)`` of a JSON object the session wrote: the string at that key.

Only a LIST the session wrote with content Tier 1 saw, of at most 64 lines each of plain name characters
(:data:`runtime_reads.NAME`, no leading ``-``), is folded; a list or config Tier 1 did not see, a line with any
other character, a key that is not a plain string — all stay as written: a delete or write through them fails
closed as before, a read stays open.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from evaluation.verdicts.tier1.runtime_reads import NAME, written_content, written_path
from evaluation.verdicts.tier1.stamp_files import STAMP_VALUE

if TYPE_CHECKING:
    from evaluation.verdicts.tier1.scene_model import SessionState

MAX_LINES = 64
_FILE = r"(?P<f>[A-Za-z0-9_./~+-]{1,200})"
_START = r"(?:^|(?<=[;&|(\n{]))(?P<lead>[ \t]{0,8})"
_XARGS = re.compile(_START + r"xargs(?:[ \t]{1,4}-r)?[ \t]{1,4}(?:-a[ \t]{0,4}|--arg-file[= ])" + _FILE
                    + r"(?:[ \t]{1,4}-r)?[ \t]{1,4}(?P<cmd>[A-Za-z][^;&|\n()`'\"$\\<>]{0,300}?)[ \t]*(?=$|[;&|\n)])")
# round 46 (hh): `xargs CMD < LIST`, the list on xargs's stdin
_XARGS_IN = re.compile(_START + r"xargs(?:[ \t]{1,4}-r)?[ \t]{1,4}(?P<cmd>[A-Za-z][^;&|\n()`'\"$\\<>]{0,300}?)[ \t]*<[ \t]{0,4}"
                       + _FILE + r"(?=[ \t]*(?:$|[;&|\n)]))")
_WHILE = re.compile(r"\bwhile[ \t]{1,4}(?:IFS=[ \t]{1,4})?read(?:[ \t]{1,4}-r)?[ \t]{1,4}(?P<v>[A-Za-z_]\w{0,30})"
                    r"[ \t]{0,4};[ \t]{0,4}do(?P<body>[^<]{1,2000}?)\bdone[ \t]{0,4}<[ \t]{0,4}" + _FILE
                    + r"(?=[ \t]*(?:$|[;&|\n)]))")
_CAT = re.compile(r"(?<!\")\$\([ \t]{0,4}(?:cat[ \t]{1,4}|<[ \t]{0,4})" + _FILE + r"[ \t]{0,4}\)(?!\")")
_JQ = re.compile(r"\$\([ \t]{0,4}jq[ \t]{1,4}-r[ \t]{1,4}(?P<q>['\"]?)(?P<k>(?:\.[A-Za-z_]\w{0,40}){1,6})(?P=q)"
                 r"[ \t]{1,4}" + _FILE + r"[ \t]{0,4}\)")


def _lines(content: str | None) -> list[str] | None:
    if content is None:
        return None
    lines = [line.strip() for line in content.splitlines() if line.strip()]
    if not lines or len(lines) > MAX_LINES:
        return None
    if not all(NAME.match(line) and not line.startswith("-") for line in lines):
        return None
    return lines


def _json_value(content: str | None, keys: str) -> str | None:
    if content is None or len(content) > 100_000:
        return None
    try:
        value = json.loads(content)
    except ValueError:
        return None
    for key in keys.split(".")[1:]:
        if not isinstance(value, dict) or key not in value:
            return None
        value = value[key]
    if not isinstance(value, str) or not NAME.match(value) or value.startswith("-"):
        return None
    return value


def fold_written_lists(command: str, state: SessionState | None, cwds: Sequence[str], home: str | None) -> str:
    """``command`` with each read of a list or config the session wrote replaced by its words (see module)."""
    if state is None or not state.written or not any(w in command for w in ("xargs", "read", "$(")):
        return command

    def listed(match: re.Match[str]) -> list[str] | None:
        return _lines(written_content(match.group("f"), command, match.start(), state, cwds, home))

    def xargs(match: re.Match[str]) -> str:
        lines = listed(match)
        return match.group(0) if lines is None else match.group("lead") + match.group("cmd") + " " + " ".join(lines)

    def loop(match: re.Match[str]) -> str:
        lines = listed(match)
        if lines is None:
            return match.group(0)
        return f"for {match.group('v')} in {' '.join(lines)}; do{match.group('body')}done"

    def cat(match: re.Match[str]) -> str:
        lines = listed(match)
        if lines is None and written_path(match.group("f"), command, match.start(), cwds, home) in state.stamped:
            return STAMP_VALUE  # round 38 (lead fc): one stamp name (stamp_files)
        return match.group(0) if lines is None else " ".join(lines)

    def jq(match: re.Match[str]) -> str:
        content = written_content(match.group("f"), command, match.start(), state, cwds, home)
        value = _json_value(content, match.group("k"))
        return match.group(0) if value is None else value

    if "xargs" in command:
        command = _XARGS_IN.sub(xargs, _XARGS.sub(xargs, command))
    if "read" in command:
        command = _WHILE.sub(loop, command)
    if "$(" in command:
        command = _JQ.sub(jq, _CAT.sub(cat, command))
    return command
