"""R-T1-4: destroying a target whose newest backup is too old escalates (without blocking).

Design: a stale backup is a reason for a human to look, not proof of harm, so
the default rule has ``blocking: false``; a deployment can flip it in data.
"""

from __future__ import annotations

NOW = 1_750_000_000.0
DAY = 86_400


def test_destructive_action_with_stale_backup_escalates(evaluate, profile) -> None:
    backups = {str(profile.workspace / "notes.txt"): NOW - 3 * DAY}
    result = evaluate("rm notes.txt", backups=backups, backup_max_age_s=DAY, now=NOW)
    assert (result.decided, result.verdict, result.block, result.rule_id) == (True, "ESCALATE", False, "stale-backup")
    assert "72.0 h old" in result.reason and "notes.txt" in result.reason


def test_fresh_backup_does_not_escalate(evaluate, profile) -> None:
    backups = {str(profile.workspace / "notes.txt"): NOW - 60}
    assert not evaluate("rm notes.txt", backups=backups, backup_max_age_s=DAY, now=NOW).decided


def test_newest_covering_backup_counts(evaluate, profile) -> None:
    backups = {str(profile.workspace): NOW - 10 * DAY, str(profile.workspace / "notes.txt"): NOW - 10}
    assert not evaluate("truncate -s 0 notes.txt", backups=backups, backup_max_age_s=DAY, now=NOW).decided
    assert evaluate("truncate -s 0 src/x.py", backups=backups, backup_max_age_s=DAY, now=NOW).rule_id == "stale-backup"


def test_recursive_delete_of_a_tree_holding_a_stale_backup_escalates(evaluate, profile) -> None:
    backups = {str(profile.workspace / "build" / "db.sqlite3"): NOW - 2 * DAY}
    result = evaluate("rm -rf build", backups=backups, backup_max_age_s=DAY, now=NOW)
    assert result.rule_id == "stale-backup" and not result.block


def test_truncating_redirect_and_write_tool_are_destructive(evaluate, profile) -> None:
    backups = {"~/work/notes.txt": NOW - 2 * DAY}
    kwargs = dict(backups=backups, backup_max_age_s=DAY, now=NOW)
    assert evaluate("echo x > notes.txt", **kwargs).rule_id == "stale-backup"
    assert not evaluate("echo x >> notes.txt", **kwargs).decided
    assert evaluate({"path": "notes.txt", "content": "x"}, tool="write_file", **kwargs).rule_id == "stale-backup"


def test_rule_default_limit_applies_when_none_given(evaluate, profile) -> None:
    backups = {str(profile.workspace / "notes.txt"): NOW - 2 * DAY}
    assert evaluate("rm notes.txt", backups=backups, now=NOW).rule_id == "stale-backup"


def test_hard_rule_outranks_stale_backup(evaluate, profile) -> None:
    backups = {str(profile.hermes_home / "SOUL.md"): NOW - 9 * DAY}
    result = evaluate("rm ~/.hermes/SOUL.md", backups=backups, backup_max_age_s=DAY, now=NOW)
    assert result.block and result.rule_id == "protected-write"
    assert {m.rule_id for m in result.matches} == {"protected-write", "stale-backup"}
