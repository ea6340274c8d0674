"""Deterministic synthetic agent prose for the demo and the tests (no Django)."""
from __future__ import annotations

import random

_SUBJECTS = ["the worker", "the queue", "the cache", "the deploy", "the index", "the scheduler", "the proxy"]
_VERBS = ["restarts", "drains", "warms up", "rolls out", "rebuilds", "settles", "reloads"]
_TAILS = ["cleanly", "within a minute", "without errors", "as expected", "after the check", "on the next tick"]


def sentence(rng: random.Random, extra: int = 0) -> str:
    """One short, plain operational sentence; `extra` adds that many filler words."""
    words = f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)} {rng.choice(_TAILS)}".split()
    words += rng.sample(["now", "again", "first", "quietly", "today", "there", "safely"], extra)
    return " ".join(words).capitalize() + "."
