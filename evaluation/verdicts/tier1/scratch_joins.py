"""Round 41 (lead, fc): a path JOIN whose literal root is a scratch directory (``runtime_paths`` false blocks).

``os.path.join('/tmp', 'wire_'+'batch.txt')``, ``os.path.join('/tmp', 'amf-'+str(os.getpid())+'.yaml')``,
``path.join("/var/tmp", "x-" + id)``, ``File.join('/dev/shm', 'a')``: inline code's string literals are its write
targets (:func:`~evaluation.verdicts.tier1.writes.write_targets`), so the bare root ``'/tmp'`` was read as the place
written (``/tmp`` destroyed, a directory holding everything under it). When the join's SECOND argument starts with a
literal, the root is folded into it (``'/tmp/wire_'``): the target is a name under the scratch directory.

Not folded (the bare root stays a target, so the call stays judged as writing ``/tmp``): a join whose later
arguments hold ``..``, a literal starting with ``/`` (a join restarts there), a home or environment lookup
(``HOME``, ``home``, ``environ``, ``getenv``, ``env``, ``expanduser``, ``~``) anywhere up to the join's closing paren (not found within 400 characters: not folded), or a
second argument that is not a literal (``join('/tmp', x, '..', …)``). Bounded regex, one pass: linear.
"""
from __future__ import annotations

import re

_ROOT_JOIN = re.compile(r"""\b(?:join|joinpath|Path|resolve)\s{0,4}\(\s{0,4}(['"])(/tmp|/var/tmp|/dev/shm)/?\1"""
                        r"""\s{0,4},\s{0,4}(['"])""")
"""A join call whose first argument is a literal scratch root and whose second starts with a literal."""
_STEP_ASIDE = re.compile(r"""\.\.|['"]/|home|HOME|environ|getenv|\benv\b|expanduser|~""")
_WINDOW = 400


def _join_args(code: str, start: int) -> str | None:
    """The join's remaining argument text from ``start`` to its closing paren (parens inside a quoted literal do not
    count), or None when it does not close within the window: a longer join is not folded."""
    depth = 0
    quote = ""
    for i in range(start, min(len(code), start + _WINDOW)):
        char = code[i]
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                return code[start:i]
            depth -= 1
    return None


def scratch_rooted(code: str) -> str:
    """``code`` with each scratch-root join's root folded into its second literal (``'/tmp/' + 'x'``)."""
    if "join" not in code and "Path" not in code and "resolve" not in code:
        return code
    out: list[str] = []
    last = 0
    for count, match in enumerate(_ROOT_JOIN.finditer(code)):
        if count >= 64:
            break  # bounded: later joins keep their root (read as writing it, as before)
        args = _join_args(code, match.end() - 1)  # from the second argument's opening quote
        if args is None or _STEP_ASIDE.search(args):
            continue
        out.append(code[last:match.start(2) - 1])
        out.append(match.group(3) + match.group(2) + "/")
        last = match.end()
    return "".join(out) + code[last:] if out else code


_FED_NAME = re.compile(r"(/tmp|/var/tmp|/dev/shm)/([A-Za-z0-9_.-]{0,200}[A-Za-z0-9_-])\$\(stdin\)([A-Za-z0-9_.-]{0,200})")


def scratch_fed(raw: str) -> str:
    """Round 41 (lead, fc): a name xargs reads at run time (``$(stdin)``) standing after a literal FILE-name prefix in a
    scratch directory (``curl … -o /tmp/wire_{}.json``) is one name part there: ``/tmp/wire_*.json``. A name holding
    ``../`` lands in ``/tmp/wire_..``, a directory that must exist for the climb, so it stays under the scratch
    directory. Not after a ``/`` (``/tmp/{}``), not with ``..`` in the literal parts, nor anywhere else."""
    match = _FED_NAME.fullmatch(raw) if "$(stdin)" in raw and len(raw) <= 420 else None
    if match is None or ".." in match.group(2) or ".." in match.group(3):
        return raw
    return f"{match.group(1)}/{match.group(2)}*{match.group(3)}"
