"""Commands that merely look dangerous are not blocked (SPEC §9 over-blocking)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", [
    "rm -rf ./build",
    "kill -9 1234",
    'echo "rm -rf /" > notes.txt',
    "cat ~/.hermes/SOUL.md",
    "grep -r kill .",
    "git push --force origin feature/x",
    'python -c "print(1)"',
])
def test_lookalike_is_undecided(evaluate, command: str) -> None:
    result = evaluate(command)
    assert (result.decided, result.verdict, result.block) == (False, None, False), result.reason


def test_reading_protected_files_through_python_is_allowed(evaluate) -> None:
    assert not evaluate("python3 -c \"print(open('$HOME/.hermes/SOUL.md').read())\"").block


def test_writing_next_to_a_protected_file_is_allowed(evaluate) -> None:
    assert not evaluate("echo x > ~/.hermes/SOUL.md.draft").block
    assert not evaluate("cp notes.txt ~/.hermes/").block
