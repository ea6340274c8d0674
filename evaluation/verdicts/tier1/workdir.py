"""Where a call runs and where it leaves the session's terminal (Hermes 0.19's ``workdir`` and cwd record;
issue 25, High 2; split from :mod:`engine`, issue 28).

Hermes runs a ``terminal`` command in its ``workdir`` argument when given, else where the session's previous
command left the terminal (``_resolve_command_cwd``; ``record_session_cwd`` stores ``pwd -P`` after every
command), and its file tools resolve relative paths there too. The server stores the directories Tier 1
computes here with each call and starts the next call of the session in them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from typing import Any

from evaluation.verdicts.tier1.cd_search import cdpath_targets
from evaluation.verdicts.tier1.cd_target import named_place
from evaluation.verdicts.tier1.paths import canonicalise
from evaluation.verdicts.tier1.scene import (
    Scene,
    SessionState,
)
from evaluation.verdicts.tier1.session_cwd import moves_stay_in_subshells, popd_target


def workdir_of(args: Mapping[str, Any]) -> str | None:
    """Hermes 0.19's ``terminal(workdir=…)``: the command runs there, not in the session's cwd."""
    value = args.get("workdir")
    return value.strip() if isinstance(value, str) and value.strip() else None


def workdir_cwds(workdir: str, cwds: list[str], scene: Scene) -> list[str]:
    """Where ``workdir`` is, from each directory the call may start in (``[]``: unknown)."""
    out: list[str] = []
    for base in cwds or [None]:  # type: ignore[list-item]
        path = canonicalise(workdir, cwd=base, home=scene.home, hermes_home=scene.hermes_home)
        if path is None:
            return []
        out.append(path)
    return list(dict.fromkeys(out))


def write_cwds(cwds: list[str], state: SessionState | None, history: Sequence[tuple[Any, ...]]) -> tuple[str, ...]:
    """Where a file tool's relative path may land: the directories the call starts in and, round 20 (t2a), every
    one the replayed history may have left the terminal in (a ``cd`` whose record was not kept). Round 26 (t2s): when
    the session's last call was judged and its ``cwd_after`` stored (not blocked), that record is where the terminal
    is — it already keeps both places of a cd that may fail — so the replay's wider set is not added (``cd ~/.hermes
    && ls``, then ``cd ~/work; ls``, then ``write_file SOUL.md`` writes ``~/work/SOUL.md``)."""
    last = history[-1] if history else None
    if last is not None and len(last) > 3 and last[3] and not last[2] and cwds and all(
            isinstance(c, str) and c for c in last[3]):
        return tuple(dict.fromkeys(cwds))
    return tuple(dict.fromkeys([*cwds, *(c for c in (state.cwds if state else ()) if c)]))


_BACKGROUND = re.compile(r"(?<![&>|])&(?![&>])")


def _still_there(cwds: list[str], history: Sequence[tuple[Any, ...]]) -> tuple[str, ...]:
    """Round 23 (t2k): a call that does not move leaves the terminal where the previous call left it: every
    directory the server stored then (after a ``cd`` that may have failed, both the old place and the new), not
    only the first, which this call was started in (``kubectl config view`` between ``cd ~/.kube`` and ``php -S
    0.0.0.0:9090`` must not drop ``~/.kube``)."""
    left = next((item[3] for item in reversed(history) if len(item) > 3 and item[3] and not item[2]), None)
    if left and cwds and left[0] == cwds[0] and all(isinstance(c, str) and c for c in left):
        return tuple(dict.fromkeys(left))
    return tuple(cwds[:1])


def cwd_after_call(scene: Scene, state: SessionState, cwds: list[str],
                   history: Sequence[tuple[Any, ...]] = ()) -> tuple[str, ...]:
    """The directories the terminal may be left in (Hermes records ``pwd -P`` after each command).

    Unchanged without ``cd``/``pushd``/``popd``. A plain top-level ``cd`` to a directory that exists
    here (or that the session's ``mkdir`` made, round 10) leaves the terminal exactly there (later ones win); anything else — a cd in a subshell,
    pipeline or background job, one Tier 1 cannot resolve or that may fail — keeps every directory
    the command may have been in (over-approximation, the blocking direction)."""
    moves = [v for v in scene.views if v.command.program in ("cd", "pushd", "popd")]
    if not moves:
        return _still_there(cwds, history)
    if moves_stay_in_subshells(scene, moves):
        return _still_there(cwds, history)  # round 19 (t1x): `( cd ~/.hermes && git status )` never moves the session's shell
    last = moves[-1]
    simple = (all(v.command.depth == 0 and v.command.context == "top" and v.command.pipeline_len == 1
                  for v in moves)
              and "(" not in (scene.command_text or "") and not _BACKGROUND.search(scene.command_text or ""))
    operands = [a for a in last.command.argv[1:] if not a.startswith("-") or a == "-"]
    # round 10: `pushd DIR` leaves the terminal in DIR as `cd DIR` does; `cd -` goes back to $OLDPWD
    if simple and last.command.program == "popd":  # round 19 (t1x): back to the top of the stack `pushd` left
        top = popd_target(last.variables, operands)
        if top and os.path.isdir(top):
            return (top,)
    if simple and (last.command.program == "cd" or (last.command.program == "pushd" and len(operands) == 1)):
        operand = "$OLDPWD" if operands == ["-"] else operands[0] if operands else "~"
        targets = cdpath_targets(scene, last, operand, scene.canon(last, operand)) if len(operands) <= 1 else None
        # round 10: or a directory this session's `mkdir` made (and nothing else is there on this host)
        if targets and all(os.path.isdir(t) or (t in scene.made_dirs and not os.path.lexists(t)) for t in targets):
            return tuple(targets)
        if targets and named_place(operand, targets, scene.command_text or "", scene.hermes_home):
            return tuple(targets)  # round 23 (t2i): `cd ~/work/ledger-api` leaves the profile, absent here or not
        # a cd that may fail here keeps where the call was and adds where it goes, from every start (blocking side)
        return tuple(dict.fromkeys((*state.cwds, *(targets or ()))))
    return tuple(dict.fromkeys(state.cwds))
