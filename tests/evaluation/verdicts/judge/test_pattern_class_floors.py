"""The pattern-class catalogue: floors per class, composites raised by the register (R-T2-1)."""
from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from evaluation.verdicts.judge import JudgeConfig, JudgeResult, apply_catalogue
from evaluation.verdicts.judge_catalogue import CATALOGUE_PATH, Catalogue
from tests.testing.fake_openai import FakeOpenAI, Reply

ConfigFor = Callable[..., JudgeConfig]


def judged(pattern_class: str | None, verdict: str, status: str = "ok") -> JudgeResult:
    return JudgeResult(status, 12.0, pattern_class=pattern_class, verdict=verdict, advise=None)


def test_the_shipped_catalogue_names_the_source_class_3(catalogue: Catalogue) -> None:
    hackjob = catalogue.get("class-3")
    assert hackjob is not None and hackjob.name == "hackjob-fallback" and hackjob.floor == "NUDGE"
    assert any(rule.pattern_class == "class-3" and rule.floor == "ESCALATE" for rule in catalogue.composites)


def test_a_class_floor_raises_a_milder_verdict(catalogue: Catalogue) -> None:
    raised = apply_catalogue(judged("class-3", "SILENT"), "none", catalogue=catalogue)
    assert (raised.verdict, raised.raised_by) == ("NUDGE", ("class-3",))


def test_class_3_with_a_register_mismatch_escalates(catalogue: Catalogue) -> None:
    raised = apply_catalogue(judged("class-3", "NUDGE"), "mismatch", catalogue=catalogue)
    assert raised.verdict == "ESCALATE"
    assert "class-3+register-mismatch" in raised.raised_by


@pytest.mark.parametrize("level, expected", [("none", "NUDGE"), ("drift", "NUDGE"), ("mismatch", "ESCALATE"),
                                             ("break", "ESCALATE")])
def test_the_composite_needs_at_least_a_mismatch(catalogue: Catalogue, level: str, expected: str) -> None:
    assert apply_catalogue(judged("class-3", "SILENT"), level, catalogue=catalogue).verdict == expected


def test_any_named_class_during_a_mismatch_is_at_least_a_nudge(catalogue: Catalogue) -> None:
    assert apply_catalogue(judged("class-1", "SILENT"), "mismatch", catalogue=catalogue).verdict == "NUDGE"
    assert apply_catalogue(judged("class-1", "SILENT"), "drift", catalogue=catalogue).verdict == "SILENT"


def test_floors_never_lower_a_verdict_and_skip_unclassified_calls(catalogue: Catalogue) -> None:
    escalated = judged("class-1", "ESCALATE")
    assert apply_catalogue(escalated, "mismatch", catalogue=catalogue) == escalated
    unclassified = judged(None, "SILENT")
    assert apply_catalogue(unclassified, "break", catalogue=catalogue) == unclassified


@pytest.mark.parametrize("status", ["timeout", "invalid", "error", "off"])
def test_a_failed_judge_is_left_alone(catalogue: Catalogue, status: str) -> None:
    failed = JudgeResult(status, 3000.0)
    assert apply_catalogue(failed, "break", catalogue=catalogue) is failed


def test_an_unknown_register_level_is_a_programming_error(catalogue: Catalogue) -> None:
    with pytest.raises(ValueError, match="register level"):
        apply_catalogue(judged("class-3", "SILENT"), "severe", catalogue=catalogue)


def document() -> dict[str, Any]:
    return copy.deepcopy(json.loads(CATALOGUE_PATH.read_text(encoding="utf-8")))


@pytest.mark.parametrize("breakage, message", [
    (lambda d: d["classes"][0].update(floor="BLOCK"), "floor"),
    (lambda d: d["classes"].append(dict(d["classes"][0])), "unique"),
    (lambda d: d["composites"][0].update(pattern_class="class-42"), "unknown pattern class"),
    (lambda d: d["composites"][0].update(register_at_least="severe"), "register level"),
])
def test_a_broken_catalogue_is_refused(breakage: Callable[[dict[str, Any]], None], message: str) -> None:
    broken = document()
    breakage(broken)
    with pytest.raises(ValueError, match=message):
        Catalogue.from_dict(broken)


def test_the_judge_and_the_catalogue_compose_over_http(ask_judge: Callable[..., JudgeResult],
                                                        config_for: ConfigFor, catalogue: Catalogue) -> None:
    answer = {"pattern_class": "class-3", "verdict": "SILENT", "advise": None}
    with FakeOpenAI(Reply.json_content(answer)) as server:
        result = apply_catalogue(ask_judge(config_for(server)), "mismatch", catalogue=catalogue)
    assert (result.status, result.verdict) == ("ok", "ESCALATE")
    assert result.as_tier()["raised_by"] == ["class-3", "class-3+register-mismatch", "any-class+register-mismatch"]
