"""Redaction cannot be made slow by its input (the verdict path redacts what an agent sends).

Each shape below is what makes a backtracking pattern quadratic: a long run of one
character class, or a pattern's prefix repeated. Before the patterns were bounded,
50 000 ``x`` took ≈ 10 s; a 1 MB body would have held a web worker for over an hour.
The bound below is ~100× what these take now: it catches a quadratic pattern, not a
slow machine (speed itself is measured in ``bench/``).
"""
from __future__ import annotations

import time

import pytest

from core.redaction import MAX_STRING, redact_args, redact_text

pytestmark = pytest.mark.serial  # bounds wall-clock time: run alone (make test)

SIZE = 200_000
SHAPES = ["x", "a.", "a-", "A_", "eyJ-", "eyJaaaaaaaaaa.", "sk-", "a://", "x:", "://a", "-----BEGIN RSA PRIVATE KEY-----",
          "bearer ", "--password ", "authorization: ", "PASSWORD", "MY_TOKEN", "'", "ghp_", "AKIA", "@", " "]


@pytest.mark.parametrize("shape", SHAPES)
def test_redacting_a_long_adversarial_string_takes_linear_time(shape: str) -> None:
    text = (shape * (SIZE // len(shape) + 1))[:SIZE]
    started = time.perf_counter()
    redact_text(text)
    redact_text("x://" + text)
    assert time.perf_counter() - started < 3.0


def test_a_huge_argument_is_redacted_only_as_far_as_it_is_kept() -> None:
    secret = "sk-" + "A1" * 20  # starts 9 characters before the cut
    content = f"{'x' * (MAX_STRING - 10)} {secret} {'y' * 1_000_000}"
    capped = redact_args({"content": content})["content"]
    assert capped.startswith("x" * (MAX_STRING - 10) + " [REDACTE") and "sk-A1A1A1" not in capped
    assert capped.endswith(f"…[+{len(content) - MAX_STRING} chars]")


def test_a_secret_straddling_the_cut_is_not_kept_in_part() -> None:
    for offset in range(MAX_STRING - 30, MAX_STRING + 5):
        secret = "ghp_" + "Zq9" * 12
        kept = redact_args({"c": "x" * offset + " " + secret + " tail" * 2000})["c"]
        assert "ghp_Zq9Zq9Zq9" not in kept, offset
