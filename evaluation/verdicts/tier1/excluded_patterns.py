"""Round 26 (t2s): patterns a command is told to leave out are not files it reads (issue 25).

``cd ~/.hermes`` in one call, then ``zip -qr ~/work/build/profile.zip skills examples -x '*.env'`` or ``tar -czf
~/work/build/profile.tgz --exclude='*.env' skills``, was blocked as a read of the profile's ``.env``: the exclusion
pattern, resolved in the profile, reaches the token. The option says the opposite: every member it matches is skipped.

The field, by tool: ``--exclude``/``--exclude-dir`` (GNU and BSD tar, rsync, grep, ripgrep's ``--iglob`` negations aside,
fd, borg, restic, rclone, duplicity, ``git archive``'s pathspec ``:!x``/``:(exclude)x``), zip's ``-x``/``-x@`` list (every
following word up to the next option), 7-Zip's ``-x!``/``-xr!`` (one word, already an option), ripgrep's/fd's
``-g``/``--glob`` with a leading ``!``, fd's ``-E``. The files named as operands are still reads: ``zip -r x.zip .
-x '*.md'`` in the profile still reads its ``.env`` (the operand ``.``), and a ``--exclude-from FILE``/``-X FILE``
reads FILE (only its patterns, not a secret's value, but it stays a read).
"""
from __future__ import annotations

_TAKES_PATTERN = frozenset({"--exclude", "--exclude-dir", "-E"})
_PATTERN_PREFIXES = ("--exclude=", "--exclude-dir=")
_GLOBS = frozenset({"-g", "--glob", "--iglob"})


def excluded_words(program: str, argv: tuple[str, ...]) -> frozenset[int]:
    """The indices in ``argv`` of the words that are exclusion patterns, not paths read."""
    out: set[int] = set()
    in_zip_list = False
    for i, word in enumerate(argv[1:], start=1):
        before = argv[i - 1]
        if in_zip_list:
            if word.startswith("-"):
                in_zip_list = False
            else:
                out.add(i)
                continue
        if word.startswith(_PATTERN_PREFIXES) or word.startswith((":!", ":(exclude)", ":^")):
            out.add(i)
        elif before in _TAKES_PATTERN and (before != "-E" or program in ("fd", "fdfind")):
            out.add(i)
        elif before in _GLOBS and word.startswith("!"):
            out.add(i)
        elif program == "zip" and word in ("-x", "--exclude"):
            in_zip_list = True
    return frozenset(out)
