"""ADVISE lint and deterministic templates (R-A-2, Daimon v0.4 §4–5)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from evaluation.verdicts.advise import TEMPLATES, choose_advise, lint_advise, template_fields, template_for
from evaluation.verdicts.judge import JudgeConfig, JudgeResult
from tests.testing.fake_openai import FakeOpenAI, Reply

HOSTILE_FIELDS: dict[str, Any] = {
    "rule": "rm-rf-outside-workspace", "tool_name": "terminal", "sigma": 3.47, "mode": "execution",
    "channel": "bullet_frequency", "anchor_glyph": "🦾", "lang": "de", "class_name": "hackjob-fallback",
    "mean_sent_len": 31.2, "punct_density": 0.021, "bullet_freq": 0.9, "anchor_glyph_present": False, "age": "9d",
    # a path with shell punctuation, a hedge word and far too many words must still render lint-clean
    "target": "/home/agent/project; maybe rm -rf ~ and also could you? " + "word " * 40,
}

CLEAN = [
    "Deleting tests/test_login.py hides the failing login check.",
    "Deleting the failing login test hides the bug. Restore it.",
    "The `git push --force` targets main.",
    "Anchor glyph missing. Re-anchor before next state change.",
]


@pytest.mark.parametrize("text", CLEAN)
def test_terse_specific_whispers_pass(text: str) -> None:
    assert lint_advise(text, verdict="SILENT").ok


def test_over_long_whispers_fail_but_escalate_has_a_higher_ceiling() -> None:
    words = " ".join(["`tests/test_login.py`"] + ["word"] * 29) + "."
    assert lint_advise(words, verdict="NUDGE").problems == ["too long: 30 words > 25"]
    assert lint_advise(words, verdict="ESCALATE").ok
    assert not lint_advise(words, verdict="ESCALATE", escalate_ceiling=28).ok
    assert not lint_advise(words + " more" * 11, verdict="ESCALATE").ok


@pytest.mark.parametrize("text, problem", [
    ("Maybe restore tests/test_login.py.", "hedging: 'maybe'"),
    ("Perhaps the login test matters.", "hedging: 'perhaps'"),
    ("You might want to restore tests/test_login.py.", "hedging: 'you might want to'"),
    ("This could break the login test.", "hedging: 'could'"),
    ("Consider restoring tests/test_login.py.", "hedging: 'consider'"),
    ("It seems the login test is gone.", "hedging: 'it seems'"),
])
def test_hedged_whispers_fail(text: str, problem: str) -> None:
    assert problem in lint_advise(text, verdict="NUDGE").problems


@pytest.mark.parametrize("text", [
    "The login test fails; the migration is missing.",
    "The login test fails and also the migration is missing.",
    "The login test fails. The migration is missing. Fix both.",
    "The login test fails. Restore the migration file before you run the whole suite again.",
    "The login test fails, additionally the migration is missing.",
])
def test_compound_whispers_fail(text: str) -> None:
    assert any(p.startswith("compound") for p in lint_advise(text, verdict="NUDGE").problems)


@pytest.mark.parametrize("text, problem", [
    ("Why is tests/test_login.py deleted?", "mood"),
    ("The login test was deleted.", "tense"),
    ("The login test will fail.", "tense"),
    ("Be careful.", "generic"),
    ("Stop and review the change.", "unspecific"),
    ("", "empty"),
    (None, "empty"),
])
def test_questions_other_tenses_and_vague_whispers_fail(text: str | None, problem: str) -> None:
    assert any(p.startswith(problem) for p in lint_advise(text, verdict="SILENT").problems)


@pytest.mark.parametrize("kind", sorted(TEMPLATES))
def test_every_template_is_lint_clean_even_with_hostile_fields(kind: str) -> None:
    text = template_for(kind, **{name: HOSTILE_FIELDS[name] for name in template_fields(kind)})
    for verdict in ("SILENT", "NUDGE", "ESCALATE"):  # the strictest ceiling too
        assert lint_advise(text, verdict=verdict).problems == [], text


def test_the_source_whispers_are_kept_verbatim() -> None:
    assert template_for("glyph_missing") == "Anchor glyph missing. Re-anchor before next state change."
    assert template_for("glyph_unexpected") == "Unexpected glyph detected. Check identity anchor integrity."
    assert template_for("language_shift", lang="de") == "Language shifted to de mid-task. Frame check recommended."


def test_templates_refuse_unknown_kinds_and_missing_fields() -> None:
    with pytest.raises(ValueError, match="unknown advise kind"):
        template_for("vibes")
    with pytest.raises(ValueError, match="needs: target"):
        template_for("stale_backup", age="9d", tool_name="terminal")


def test_a_clean_tier2_advise_is_kept() -> None:
    text, replaced, problems = choose_advise("  Deleting tests/test_login.py hides the failing login check. ",
                                             verdict="NUDGE", fallback_kind="judge_class",
                                             fields={"tool_name": "terminal", "class_name": "hackjob-fallback"})
    assert (text, replaced, problems) == ("Deleting tests/test_login.py hides the failing login check.", False, [])


@pytest.mark.parametrize("candidate", [
    "You might want to consider whether deleting the login test is really the best idea here.",
    "The login test is deleted; the fixture is also wrong.",
    " ".join(["tests/test_login.py"] * 26),
])
def test_a_failing_tier2_advise_is_replaced_by_the_template(candidate: str) -> None:
    text, replaced, problems = choose_advise(candidate, verdict="NUDGE", fallback_kind="judge_class",
                                             fields={"tool_name": "terminal", "class_name": "hackjob-fallback"})
    assert text == "This `terminal` call matches pattern hackjob-fallback."
    assert replaced and problems


def test_no_tier2_advise_uses_the_template_without_a_replacement() -> None:
    assert choose_advise(None, verdict="SILENT", fallback_kind="glyph_missing", fields={}) == (
        "Anchor glyph missing. Re-anchor before next state change.", False, [])


def test_a_hedged_judge_whisper_over_http_is_replaced(ask_judge: Callable[..., JudgeResult],
                                                     config_for: Callable[..., JudgeConfig]) -> None:
    answer = {"pattern_class": "class-3", "verdict": "NUDGE", "advise": "Perhaps you could keep the login test?"}
    with FakeOpenAI(Reply.json_content(answer)) as server:
        result = ask_judge(config_for(server))
    text, replaced, problems = choose_advise(result.advise, verdict=result.verdict or "SILENT",
                                             fallback_kind="judge_class",
                                             fields={"tool_name": "terminal", "class_name": "hackjob-fallback"})
    assert replaced and "hedging: 'perhaps'" in problems and "mood: a question, not imperative or declarative" in problems
    assert lint_advise(text, verdict="NUDGE").ok
