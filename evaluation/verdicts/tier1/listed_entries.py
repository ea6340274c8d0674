"""Round 45 (hf): ``ls DIR | xargs -I{} rm DIR/{}`` — a listing of ONE directory fed back as that directory's entries.

Round 10 failed closed when a lister's names reach a program that destroys them (:func:`feed._items`): ``ls DIR |
xargs rm`` removes names relative to the CWD, not DIR's files. When the template puts each name back under the very
directory listed, the names are DIR's entries and the command is ``rm DIR/*`` — judged as that (a workspace folder
open: ``ls ~/work/tmp-exports | xargs -I{} rm ~/work/tmp-exports/{}``; a profile folder still blocked:
``ls ~/.hermes/skills | xargs -I{} rm -rf ~/.hermes/skills/{}``). The line:

* the producer is plain ``ls`` (no ``$``, substitution, glob) of exactly ONE operand, with only the options of
  :data:`_FLAT` (no ``-R``: a recursive listing prints ``dir:`` headers and names of sub-directories; no ``-d``, ``-l``,
  ``-F``/``-p`` that decorate names);
* xargs replaces with ``-I R``/``-i`` and every word holding ``R`` is exactly ``DIR/R`` (spelled as listed; a
  trailing ``/`` cut) — ``DIR/../R``, ``R`` alone, ``OTHER/R`` stay unseen (failed closed as before).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell_words import SimpleCommand

_FLAT = frozenset({"-1", "-A", "-a", "-t", "-r", "-S", "-U", "-X", "-v", "-c", "-u", "--color=never", "-N",
                   "--literal", "-b", "--escape", "-w0"})


def _listed_dir(producer: SimpleCommand) -> str | None:
    argv = producer.argv
    if (producer.program != "ls" or producer.dynamic or producer.opaque or producer.assignments
            or len(argv) > 8):
        return None
    options = [w for w in argv[1:] if w.startswith("-")]
    operands = [w for w in argv[1:] if not w.startswith("-")]
    if len(operands) != 1 or not all(o in _FLAT or (o[1:].isalnum() and all(f"-{c}" in _FLAT for c in o[1:]))
                                     for o in options):
        return None
    directory = operands[0].rstrip("/")
    if not directory or any(c in directory for c in "$`*?[]{}") or ".." in directory.split("/"):
        return None
    return directory


def listed_entries(consumer: SimpleCommand, producer: SimpleCommand | None, replace_with: str | None) -> bool:
    """The consumer's every templated word is ``DIR/R`` for the one directory ``producer`` lists."""
    if producer is None or not replace_with:
        return False
    directory = _listed_dir(producer)
    if directory is None:
        return False
    holding = [w for w in consumer.argv[1:] if replace_with in w]
    return bool(holding) and all(w == f"{directory}/{replace_with}" for w in holding) \
        and replace_with not in consumer.argv[0]
