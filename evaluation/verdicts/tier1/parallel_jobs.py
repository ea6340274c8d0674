"""GNU parallel's command line read as the commands it runs (moved from :mod:`~evaluation.verdicts.tier1.unwrap`).

``parallel TEMPLATE ::: A B`` runs the template once per operand, each replacement string (``{}``, ``{.}``,
``{1}`` …) filled in; with its arguments read from stdin or a file (``cat list | parallel rm -f``, ``:::: F``,
``-a F``), what it runs is only known at run time and is read as such (fail closed, as xargs). The unwrapping
builder hands the template here and parses the script it gets back as the nested commands.
"""

from __future__ import annotations

import re

from evaluation.verdicts.tier1.field_secrets import listed_file

_PARALLEL_REPLACEMENT = re.compile(r"\{(?:[0-9]*[./#%^]*|[0-9]+)\}")
_PARALLEL_ARGS_FROM_FILE = frozenset({"-a", "--arg-file", "--pipe", "--pipepart"})

PARALLEL_INFO = frozenset({"--version", "--help", "-h", "--citation", "--number-of-cpus", "--number-of-cores",
                           "--number-of-sockets", "--number-of-threads", "--max-line-length-allowed", "--record-env"})
"""Options with which a bare ``parallel`` only prints something (no job lines read from stdin)."""


def parallel_script(real: tuple[str, ...], own: list[str]) -> str:
    """The command GNU parallel runs once per argument. Arguments after ``:::`` are on the command line
    (``parallel rm ::: a b``: read as operands); without them, or with ``::::``/``-a FILE``, they are
    read from stdin or a file at run time (``cat list | parallel rm -f``, issue 25): each replacement
    string (``{}``, ``{.}``, ``{1}`` …), or the end of the command when it has none, stands for
    :data:`~evaluation.verdicts.tier1.feed.UNSEEN`, an operand no path resolves — fail closed, as xargs."""
    words = list(real)
    if ":::" in words and "::::" not in words and not _PARALLEL_ARGS_FROM_FILE & set(own):
        at = words.index(":::")
        template, values = " ".join(words[:at]), words[at + 1:]
        if _PARALLEL_REPLACEMENT.search(template) and values and ":::" not in values:
            # round 44 (hd): `parallel cp /tmp/x/{} ~/.hermes/prompts/{} ::: a b`: each operand in the template
            return " ; ".join(_PARALLEL_REPLACEMENT.sub(v.replace("\\", "\\\\"), template) for v in values[:16])
        return " ".join(words)
    for marker in ("::::", ":::"):
        if marker in words:
            words = words[:words.index(marker)]
    script, fed = " ".join(words), '"$(stdin)' + listed_file(real, own) + '"'  # round 33 (t3w): `:::: F`, `-a F`
    if _PARALLEL_REPLACEMENT.search(script):
        return _PARALLEL_REPLACEMENT.sub(lambda _m: fed, script)
    return script + " " + fed
