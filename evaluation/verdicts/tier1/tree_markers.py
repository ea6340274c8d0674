"""Round 47 (hg, issue 25): a tree-delete marker counts as a whole name, and ``recursive: true`` of a CREATE is no delete.

``perl -e 'open(F, ">", "$ENV{HOME}/work/farm_report.txt")'`` was read as ``rm -r`` of every literal because the marker
``rm_r`` stood inside the name ``farm_report``; ``node -e "fs.mkdirSync(p.join(os.homedir(),'work',…),{recursive:true})"``
because ``recursive:true`` (there the option of ``mkdirSync``, which creates parents) is a delete marker beside
``fs.rmSync``/``fs.rm``. :func:`tree_delete_markers` finds the rule's markers in ``code`` only where a marker that starts
(ends) with a word character is not preceded (followed) by one, and with the ``recursive`` options that sit inside the
argument list of a directory CREATE call (``mkdir``/``mkdirSync``/``mkdirs``/``makedirs``/``dir.create``/``ensureDir``/
``create_dir_all``/``mkpath``) taken out first.

Stays a marker: ``shutil.rmtree(``, ``fs.rmSync(p, {recursive: true})``, ``fs.rm(p, {recursive:true})``,
``rm_rf``, ``unlink(…, recursive=TRUE)``, and a ``recursive`` option beside any delete call (only the create call's own
argument span is cleared). Linear: one regex scan and one bounded parenthesis walk per create call.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

_CREATE = re.compile(r"(?<![\w$])(?:mkdir(?:Sync|s|p|_p)?|makedirs|dir\.create|ensureDir(?:Sync)?|create_dir_all|mkpath|"
                     r"make_path|MkdirAll)\s{0,4}\(", re.IGNORECASE)
_RECURSIVE = re.compile(r"recursive\s{0,4}[:=]\s{0,4}(?:true|TRUE|True|T\b)")


def _span_end(code: str, start: int) -> int:
    """The index after the parenthesis that closes the one opened just before ``start`` (or the end of ``code``)."""
    depth = 1
    for i in range(start, min(len(code), start + 4000)):
        char = code[i]
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return min(len(code), start + 4000)


def without_create_options(code: str) -> str:
    """``code`` with the ``recursive`` options inside directory-create calls' arguments taken out."""
    if "recursive" not in code.lower():
        return code
    pieces: list[str] = []
    last = 0
    for match in _CREATE.finditer(code):
        if match.start() < last:
            continue
        end = _span_end(code, match.end())
        pieces += [code[last:match.end()], _RECURSIVE.sub("", code[match.end():end])]
        last = end
    return "".join(pieces) + code[last:]


def _bounded(code: str, marker: str) -> bool:
    """``marker`` occurs as a whole name: no word character before a marker that starts with one, and no lower-case
    letter, digit or ``_`` after one that ends with one (``rimrafSync`` is still ``rimraf``; ``farm_report`` is no
    ``rm_r``)."""
    word_start = marker[0].isalnum() or marker[0] == "_"
    word_end = marker[-1].isalnum() or marker[-1] == "_"
    for match in re.finditer(re.escape(marker), code):
        before = code[match.start() - 1:match.start()]
        after = code[match.end():match.end() + 1]
        if word_start and (before.isalnum() or before == "_"):
            continue
        if word_end and (after.islower() or after.isdigit() or after == "_"):
            continue
        return True
    return False


def tree_delete_markers(code: str, markers: Iterable[str]) -> list[str]:
    """The markers that occur in ``code`` as whole names, create calls' ``recursive`` options not counted."""
    code = without_create_options(code)
    return [m for m in markers if m in code and _bounded(code, m)]
