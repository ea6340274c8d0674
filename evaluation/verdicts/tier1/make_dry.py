"""Dry runs of build runners, and make's automatic variables (issue 25, round 24, t2l).

The fortieth batch's false block: ``make --dry-run --no-print-directory all`` of a GNUmakefile the session wrote,
blocked as code Tier 1 cannot read — its recipe ``$(CC) $(CFLAGS) -o $@ $<`` was parsed as shell, where ``$<`` is a
redirection without a target. Two fixes, one reading:

* **Automatic variables** (``$@ $< $^ $+ $? $* $| $%``, also ``$(@D)``-style forms through the variables of
  :mod:`buildtools`) are the rule's own names: a recipe line is read with them replaced by the rule line's
  targets and prerequisites (``$@``: the first target, ``$<``: the first prerequisite, ``$^``/``$+``/``$?``: all of
  them, ``$*``: the first target without its suffix). A recipe that deletes ``$@`` of a rule whose target is in the
  profile deletes that path.
* **What a dry run still runs** — GNU make, BSD make and remake under ``-n``/``--dry-run``/``--just-print``/
  ``--recon`` or ``-q``/``--question`` run no recipe line but those marked ``+`` and those naming ``$(MAKE)``, and
  every ``$(shell …)`` the makefile evaluates while it is read. ``ninja -n`` runs nothing. Those are the make file's
  runnable text under a dry run (``make_dry``); a build file Tier 1 would block for its recipes stays open under a
  dry run only when none of them is of that kind. ``just --dry-run`` still evaluates backticks and is not relaxed,
  nor ``cargo`` (``build.rs`` runs on ``check``) or any runner without a real no-run mode.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["DRY", "dry_build", "dry_lines", "with_automatic"]

DRY = "make_dry"
_MAKES = frozenset({"make", "gmake", "bmake", "remake"})
_DRY_LONG = frozenset({"--dry-run", "--just-print", "--recon", "--question"})
_AUTOMATIC = re.compile(r"(?<!\$)\$([@<^+?*|%])")
_RULE = re.compile(r"^([^\t:=#][^:=#]*?)::?(?!=)([^=;#]*)")
_MAKE_REF = re.compile(r"\$[({]MAKE[)}]")


def dry_build(program: str, argv: Sequence[str]) -> bool:
    """A make run under -n/-q or their long forms (it runs only ``+`` and ``$(MAKE)`` lines and ``$(shell)``),
    or ``ninja -n`` (it runs nothing)."""
    options = [a for a in argv[1:] if a.startswith("-") and a != "-"]
    if program in _MAKES:
        return any(a in _DRY_LONG or (not a.startswith("--") and a[1:].isalpha() and ("n" in a or "q" in a))
                   for a in options)
    return program == "ninja" and any(not a.startswith("--") and a[1:].isalpha() and "n" in a[1:] for a in options)


def dry_lines(content: str) -> str:
    """The make file's text keeping only what a dry run still runs: every line that is not a recipe (its
    ``$(shell …)`` calls are evaluated, its assignments read), and the recipe lines marked ``+`` or naming
    ``$(MAKE)``."""
    kept = []
    for raw in content.replace("\\\n", " ").splitlines():
        if raw[:1] not in ("\t", " ") or raw.strip().lstrip("@-").startswith("+") or _MAKE_REF.search(raw):
            kept.append(raw)
    return "\n".join(kept)


def with_automatic(content: str) -> str:
    """``content`` with each recipe line's automatic variables replaced by its rule line's names."""
    targets: list[str] = []
    prerequisites: list[str] = []
    out = []
    for raw in content.replace("\\\n", " ").splitlines():
        if raw[:1] in ("\t", " "):
            if "$" in raw:
                raw = _AUTOMATIC.sub(lambda m: _value(m.group(1), targets, prerequisites), raw)
        else:
            rule = _RULE.match(raw)
            if rule and not raw.lstrip().startswith(("export ", "define ", "override ")):
                targets, prerequisites = rule.group(1).split(), rule.group(2).replace("|", " ").split()
        out.append(raw)
    return "\n".join(out)


def _value(letter: str, targets: list[str], prerequisites: list[str]) -> str:
    if letter in "@%":
        return targets[0] if targets else "target"
    if letter == "<":
        return prerequisites[0] if prerequisites else "prerequisite"
    if letter == "*":
        return (targets[0].rsplit(".", 1)[0] if targets else "stem")
    return " ".join(prerequisites) or "prerequisites"
