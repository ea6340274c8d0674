"""Round 17 (t1u, issue 25): PowerShell's recursive deletes, read as the ``rm -r`` they are.

``pwsh -c 'Remove-Item -Recurse -Force /var/lib/postgresql'``: PowerShell names its paths as bare words, so the
literal strings the other interpreters' tree deletes are read from (``shutil.rmtree("/x")``) are not there. A
``Remove-Item`` (or its aliases ``ri``, ``rm``, ``del``, ``erase``, ``rd``, ``rmdir``) given ``-Recurse`` (any
prefix of it: ``-r``, ``-rec``) deletes each path it names, positional or after ``-Path``/``-LiteralPath``, with
commas separating several. Each becomes ``rm -r PATH`` for the rules that judge paths: a system or data directory
(``/var/lib/postgresql``, ``/srv/data``), the home (``~``, ``$HOME``, ``$env:HOME``) or the profile is blocked as
``rm -rf`` of it is; the workspace (``./build``) stays open. A path built by an expression (``$p``, ``(Join-Path …)``)
is one Tier 1 cannot see and stays to the other rules (the fail-closed rules of interpreter code).
"""
from __future__ import annotations

import re

_CALL = re.compile(r"(?i)(?:^|[;|{}\n(&])\s*(?:Remove-Item|ri|rm|del|erase|rd|rmdir)(?=\s)([^;|{}\n)]*)")
_VALUED = frozenset({"-filter", "-include", "-exclude", "-credential", "-stream", "-erroraction", "-ea"})
_HOME = re.compile(r"(?i)^(?:\$env:(?:HOME|USERPROFILE)|\$HOME|\$\{HOME\})(?=/|\\|$)")
_PATH_OPTIONS = ("-path", "-literalpath", "-lp", "-pspath")
_MAX_CALLS = 64


def recursive_removals(code: str) -> list[str]:
    """The literal paths PowerShell ``code`` deletes recursively (see module)."""
    paths: list[str] = []
    for calls, match in enumerate(_CALL.finditer(code)):
        if calls >= _MAX_CALLS:
            break
        words = match.group(1).split()
        lowered = [w.lower() for w in words]
        if not any(len(w) > 1 and "-recurse".startswith(w.split(":", 1)[0]) for w in lowered):
            continue
        skip = False
        for word, low in zip(words, lowered, strict=True):
            if skip:
                skip = False
                continue
            if low.startswith("-"):
                skip = low in _VALUED
                continue
            for piece in word.split(","):
                piece = _HOME.sub("~", piece.strip("'\"")).replace("\\", "/")
                if piece and not piece.startswith(("$", "(", "@")):
                    paths.append(piece)
    return paths
