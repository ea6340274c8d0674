"""Round 39 (lead fc, issue 25): a write to the process's OWN standard stream is no file effect.

``python3 -c "…;sys.stdout.write(str(sorted(c)))"`` was blocked as ``unmodelled-write`` ("runs code Tier 1 cannot prove
read-only") only for the word ``write`` in ``sys.stdout.write``; the same code with ``print(…)`` was open (round 39
t5a's read-only one-liners). A method call ``write``/``writelines``/``print``/``puts`` on a standard stream of any
language — Python ``sys.stdout``/``sys.stderr`` (and ``.buffer``), Node ``process.stdout``/``process.stderr``, Ruby
``$stdout``/``$stderr``/``STDOUT``/``STDERR``, Java/C# ``System.out``/``System.err``/``Console.Out`` — is read as
``print(`` before the effect words are searched.

Stays an effect: the stream name inside a path or a longer name (``/tmp/sys.stdout.write(``, ``mysys.stdout``: the
character before it must not be a word character, ``.``, ``/``, ``~`` or ``-``), an ``open(…, 'w')`` or any other
effect word in the same code (only the stream call is rewritten), a stream rebound to a file (the ``open`` for
writing stays). What the code prints is judged as before (a profile ``.env`` read stays with the secret rules).
One pass of a bounded regex (linear).
"""
from __future__ import annotations

import re

_STREAM_WRITE = re.compile(
    r"(?<![\w./~$-])(?:sys\s{0,4}\.\s{0,4}std(?:out|err)(?:\s{0,4}\.\s{0,4}buffer)?|process\s{0,4}\.\s{0,4}std(?:out|err)"
    r"|\$std(?:out|err)|STD(?:OUT|ERR)|System\s{0,4}\.\s{0,4}(?:out|err)|Console\s{0,4}\.\s{0,4}(?:Out|Error))"
    r"\s{0,4}\.\s{0,4}(?:write(?:lines)?|print(?:ln|f)?|puts)\s{0,4}\(")


def without_stream_writes(code: str) -> str:
    """``code`` with its calls writing to a standard stream read as ``print(`` (see the module)."""
    return _STREAM_WRITE.sub("print(", code)
