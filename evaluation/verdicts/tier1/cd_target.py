"""Round 23 (t2i): a cd that leaves the profile for a named place (issue 25).

``cd ~/.hermes && ls skills`` in one call, ``cd ~/work/ledger-api`` in the next, then ``rm -rf build/tmp`` was blocked:
``~/work/ledger-api`` does not exist on the server, so Tier 1 kept both the profile and the workspace as where the
terminal may be, and judged ``build/tmp`` in the profile.

Decided: a plain top-level ``cd``/``pushd`` whose operand names its place by itself — absolute, ``~``, ``$HOME`` or
``${HOME}`` — and lands outside the profile leaves the terminal there, whether the directory exists on this host or
not. The server's filesystem is not the agent's (a container, another host, a test profile), so "absent here" is no
evidence that the cd failed; a cd that does fail is reported to the agent (exit status 1, "No such file or
directory"), whose next command is then written knowing where it runs. What stays as before (every directory the
terminal may be in, the blocking side): a cd into the profile (existing or not), a relative cd that is not plain
name characters (round 26 reads a plain one from where the terminal was, below), a cd whose failure the command expects (``cd X || …``), one in a subshell, a pipeline or a
background job, and one Tier 1 cannot resolve.

Accepted: a session that deliberately cds to a missing place to make Tier 1 think it left the profile, then runs a
relative destroy, is read as running in that place; the profile's absolute paths stay protected whatever the cwd.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.paths import fold, is_within

_ANCHORS = ("/", "~", "$HOME", "${HOME}")
_PLAIN_RELATIVE = re.compile(r"[\w@+-][\w.@+/-]*")
"""Round 26 (t2s): a relative operand of plain name characters (``work/billing-api``, ``api/src``): no expansion, no
glob, no ``~+``/``~-``. It resolves from every directory the terminal may be in (``targets`` holds each), and names
its place as an anchored one does when every one of those places is outside the profile (``cd ~ && ls`` in one call,
``cd work/billing-api`` in the next). ``..`` in it is judged by where it lands, as any other target."""


def named_place(operand: str, targets: list[str] | None, text: str, hermes_home: str | None) -> bool:
    """Whether a plain ``cd OPERAND`` that resolved to ``targets`` leaves the terminal there even if absent here."""
    if not targets or operand.startswith("~+") or operand.startswith("~-"):
        return False
    if not operand.startswith(_ANCHORS) and not _PLAIN_RELATIVE.fullmatch(operand):
        return False
    if "||" in text or not hermes_home:
        return False
    profile = fold(hermes_home)
    return all(not is_within(fold(t), profile) for t in targets)
