"""``with_backups``: the stale-backup rules judged again on the scene already built (issue 13 hot path).

The pipeline evaluates a call first against a probe backup (``/``, older than any limit) so that
most calls never load backup rows; a destructive write then needs the agent's real backups.
Re-running only the stale-backup rules must give exactly what a second full evaluation gives.
"""

from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.tier1 import with_backups
from evaluation.verdicts.tier1.checks import CHECKS

NOW = 1_750_000_000.0
DAY = 86_400
PROBE = {"/": float("-inf")}

CALLS: list[tuple[str, Any]] = [
    ("terminal", "rm notes.txt"),
    ("terminal", "rm -rf build"),
    ("terminal", "truncate -s 0 src/x.py"),
    ("terminal", "echo x > notes.txt"),
    ("terminal", "rm ~/.hermes/SOUL.md"),            # a hard rule and the stale-backup rule
    ("terminal", "rm -rf /"),
    ("terminal", "mv notes.txt /tmp/elsewhere && rm -rf src"),
    ("terminal", "ls -la"),                          # nothing destructive: the probe matches nothing
    ("write_file", {"path": "notes.txt", "content": "x"}),
    ("write_file", {"path": "~/.hermes/SOUL.md", "content": "x"}),
]


def _backup_sets(profile: Any) -> list[dict[str, float] | None]:
    workspace = profile.workspace
    return [
        None,
        {},
        {str(workspace / "notes.txt"): NOW - 60},                                   # fresh
        {str(workspace / "notes.txt"): NOW - 3 * DAY},                              # stale
        {str(workspace): NOW - 10 * DAY, str(workspace / "notes.txt"): NOW - 10},   # newest covering counts
        {str(workspace / "build" / "db.sqlite3"): NOW - 2 * DAY},                   # inside a deleted tree
        {str(profile.hermes_home / "SOUL.md"): NOW - 9 * DAY, "~/work/src": NOW - 5},
        dict(PROBE),
    ]


def _answer(result: Any) -> tuple[Any, ...]:
    return (result.decided, result.verdict, result.block, result.rule_id, result.reason, result.evidence,
            result.matches, result.uses_state)


def _run(evaluate: Any, tool: str, call: Any, backups: Any) -> Any:
    return evaluate(call, tool=tool, backups=backups, backup_max_age_s=DAY, now=NOW)


@pytest.mark.parametrize(("tool", "call"), CALLS)
def test_rechecking_the_backups_equals_evaluating_again(evaluate, profile, tool, call) -> None:
    probed = _run(evaluate, tool, call, PROBE)
    for backups in _backup_sets(profile):
        again = with_backups(probed, backups)
        assert _answer(again) == _answer(_run(evaluate, tool, call, backups)), backups
        assert again.ms >= probed.ms


def test_the_probe_makes_destructive_writes_match_and_real_backups_decide(evaluate, profile) -> None:
    probed = _run(evaluate, "terminal", "rm notes.txt", PROBE)
    assert [m.rule_id for m in probed.matches] == ["stale-backup"]
    assert not with_backups(probed, {str(profile.workspace / "notes.txt"): NOW - 60}).decided
    stale = with_backups(probed, {str(profile.workspace / "notes.txt"): NOW - 3 * DAY})
    assert (stale.verdict, stale.block, stale.rule_id) == ("ESCALATE", False, "stale-backup")
    assert "72.0 h old" in stale.reason


def test_only_the_stale_backup_rules_run_again(evaluate, monkeypatch) -> None:
    calls = {"protected_write": 0, "stale_backup": 0}
    for kind in calls:
        check = CHECKS[kind]

        def counted(rule: Any, scene: Any, check: Any = check, kind: str = kind) -> Any:
            calls[kind] += 1
            return check(rule, scene)

        monkeypatch.setitem(CHECKS, kind, counted)
    probed = _run(evaluate, "terminal", "rm ~/.hermes/SOUL.md", PROBE)
    first = dict(calls)
    assert first["protected_write"] >= 1 and first["stale_backup"] >= 1
    assert "stale-backup" in {m.rule_id for m in probed.matches}
    result = with_backups(probed, None)
    assert calls == {"protected_write": first["protected_write"], "stale_backup": 2 * first["stale_backup"]}
    assert (result.block, result.rule_id) == (True, "protected-write")
    assert "stale-backup" not in {m.rule_id for m in result.matches}  # the probe's match is gone
    assert [m for m in probed.matches if m.kind != "stale_backup"] == list(result.matches)


def test_a_result_no_rule_looked_at_cannot_be_rechecked(evaluate) -> None:
    read_only = evaluate({"path": "README.md"}, tool="read_file")
    assert read_only.scene is None
    with pytest.raises(ValueError, match="whose rules ran"):
        with_backups(read_only, {})
