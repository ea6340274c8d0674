"""redact_text remembers short texts only, and gives what the twelve scans give (issue 13 hot path)."""
from __future__ import annotations

from core import redaction
from core.redaction import MEMO_CHARS, REDACTED, redact_text


def test_a_short_text_is_redacted_once_and_the_same_answer_comes_back() -> None:
    text = "curl -H 'Authorization: Bearer abcdefghijkl0123' https://u:pw@example.org"
    hits = redaction._redact_short.cache_info().hits
    first, second = redact_text(text), redact_text(text)
    assert first == second == redaction._redact_uncached(text)
    assert REDACTED in first and "abcdefghijkl0123" not in first and ":pw@" not in first
    assert redaction._redact_short.cache_info().hits == hits + 1


def test_a_long_text_is_never_kept() -> None:
    text = "ghp_" + "a" * 40 + " " + "x" * MEMO_CHARS
    size = redaction._redact_short.cache_info().currsize
    assert redact_text(text).startswith(REDACTED) and redact_text(text) == redaction._redact_uncached(text)
    assert redaction._redact_short.cache_info().currsize == size
    assert redaction._redact_short.cache_info().maxsize == redaction.MEMO_ENTRIES
