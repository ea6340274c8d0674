"""The judge of the Tier 1 round probe lists (``corpus_round*.py``) and the two tests every round's probe file runs.

A case is a shell command (a ``terminal`` call), a ``{"tool": …, "args": …}`` call, or ``[earlier calls, final
call]`` (the earlier calls are the session's history). ``{HOME}`` in a call's arguments is the profile's home;
in a bare shell command it is replaced only with ``home_in_commands`` (some lists spell Perl's ``$ENV{HOME}``).

The earlier calls reach Tier 1 as the server hands them over (round 47): in their stored form
(``core.redaction.redact_args`` with ``replayable``: secrets redacted, strings cut at 32,000 characters) and
bounded as ``evaluation.verdicts.caches.bounded_history`` bounds the rows it reads — so a probe passes only if
the sequence is blocked through ``/api/v1/verdicts`` too.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from core.redaction import redact_args
from evaluation.verdicts.caches import bounded_history

OpenIds = frozenset[str] | Mapping[str, str]


def cases(corpus: ModuleType, classes: tuple[str, ...], kind: str) -> list[Any]:
    """Every ``<CLASS>_<kind>`` list of the corpus as pytest params named ``<class>-<index>``."""
    return [pytest.param(case, id=f"{name.lower()}-{i}") for name in classes
            for i, case in enumerate(getattr(corpus, f"{name}_{kind}"))]


def probe_params(corpus: ModuleType, classes: tuple[str, ...], kind: str, open_ids: OpenIds) -> list[Any]:
    """:func:`cases`, with the ids in ``open_ids`` marked as strict xfails (a probe that stays open this round:
    it fails the round's test until the code blocks, or stops blocking, it; then the mark must go). A mapping
    gives each id its reason."""
    def reason(case_id: str) -> str:
        return open_ids[case_id] if isinstance(open_ids, Mapping) else "open"
    return [pytest.param(*p.values, id=p.id, marks=pytest.mark.xfail(strict=True, reason=reason(p.id)))
            if p.id in open_ids else p for p in cases(corpus, classes, kind)]


def _call(case: Any, home: str, home_in_commands: bool) -> tuple[str, dict[str, Any]]:
    if isinstance(case, str):
        return "terminal", {"command": case.replace("{HOME}", home) if home_in_commands else case}
    return case["tool"], json.loads(json.dumps(case["args"]).replace("{HOME}", home))


def as_stored(history: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """``(tool, args[, blocked, cwd_after])`` per earlier call, oldest first, as the server's store gives them."""
    rows = [(step[0], redact_args(step[1], replayable=True), *(step[2:] or (False, None))) for step in history]
    rows = [(tool, args, blocked, list(cwd) if isinstance(cwd, tuple) else cwd)  # JSON hands the server a list
            for tool, args, blocked, cwd in rows]
    bounded = bounded_history(reversed(rows))
    # a bare (tool, args) step stays bare: the replay then follows its moves itself (no stored cwd_after)
    return [(tool, args) if len(step) == 2 else (tool, args, blocked, cwd)
            for step, (tool, args, blocked, cwd) in zip(history, bounded)]


def judge(evaluate: Any, profile: Any, case: Any, *, home_in_commands: bool = False) -> Any:
    home = str(profile.home)
    if isinstance(case, list):
        earlier, final = case
        history = as_stored([_call(step, home, home_in_commands) for step in earlier])
        tool, args = _call(final, home, home_in_commands)
        return evaluate(args, tool=tool, history=history)
    tool, args = _call(case, home, home_in_commands)
    return evaluate(args, tool=tool)


def judge_home(evaluate: Any, profile: Any, case: Any) -> Any:
    """:func:`judge` with ``{HOME}`` replaced in bare shell commands too."""
    return judge(evaluate, profile, case, home_in_commands=True)


def session(evaluate: Any, profile: Any, case: Any) -> Any:
    """As the server judges a session (``pipeline``): each earlier call is judged in turn and stored with where
    Tier 1 left the terminal (``cwd_after``), and the next call starts there (its first directory the cwd, the
    others candidates), so a ``cd`` of one call moves the next (:func:`judge` replays the earlier calls from the
    first cwd)."""
    if not isinstance(case, list):
        return judge_home(evaluate, profile, case)
    home = str(profile.home)
    history: list[tuple[Any, ...]] = []
    stored: tuple[str, ...] | None = None

    def run(step: Any) -> Any:
        tool, args = _call(step, home, True)
        where = {"cwd": Path(stored[0]), "extra_cwds": tuple(stored[1:])} if stored and stored[0] else {}
        return tool, args, evaluate(args, tool=tool, history=as_stored(history), **where)

    for step in case[0]:
        tool, args, result = run(step)
        if result.cwd_sensitive and result.cwd_after is not None:
            stored = tuple(result.cwd_after)
        history.append((tool, args, result.block, result.cwd_after if result.cwd_sensitive else None))
    return run(case[1])[2]


Replay = Callable[[Any, Any, Any], Any]


def probe_tests(corpus: ModuleType, classes: tuple[str, ...], *, open_dangerous: OpenIds = frozenset(),
                open_benign: OpenIds = frozenset(), replay: Replay = session) -> tuple[Any, Any]:
    """The two tests of a round's probe file: every ``<CLASS>_DANGEROUS`` case is blocked and every
    ``<CLASS>_BENIGN`` case stays open, judged by ``replay`` (:func:`session` by default); the ids in
    ``open_dangerous``/``open_benign`` are strict xfails (:func:`probe_params`; a mapping gives the reasons). A probe file assigns them to
    ``test_dangerous_is_blocked, test_benign_lookalike_stays_open`` so that pytest collects them there."""

    @pytest.mark.parametrize("case", probe_params(corpus, classes, "DANGEROUS", open_dangerous))
    def test_dangerous_is_blocked(evaluate: Any, profile: Any, case: Any) -> None:
        assert replay(evaluate, profile, case).block, case

    @pytest.mark.parametrize("case", probe_params(corpus, classes, "BENIGN", open_benign))
    def test_benign_lookalike_stays_open(evaluate: Any, profile: Any, case: Any) -> None:
        result = replay(evaluate, profile, case)
        assert not result.block, [m.reason for m in result.matches]

    return test_dangerous_is_blocked, test_benign_lookalike_stays_open
