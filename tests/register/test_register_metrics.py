"""Per-output register metrics (R-R-1): hand-computed values and properties."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from register.metrics import STYLISTIC_METRICS, OutputMetrics, compute_metrics, split_code

PLAIN = "Deploy the API now. Then check logs!\n\nAll tests pass."
LISTED = "Steps:\n- run `make`\n- ship it\n\n```\nx = 1\n```\n"


def test_it_measures_plain_prose_by_hand():
    m = compute_metrics(PLAIN, anchor_glyph=None)
    # sentences: "Deploy the API now." (4 words) "Then check logs!" (3) | "All tests pass." (3)
    assert m.sentence_length == pytest.approx(10 / 3)  # 10 words / 3 sentences
    assert m.paragraph_depth == pytest.approx(3 / 2)  # 3 sentences / 2 paragraphs
    # punctuation . ! . = 3; non-space chars 6+3+3+4 + 4+5+5 + 3+5+5 = 43
    assert m.punctuation_density == pytest.approx(3 / 43)
    # upper: D A P I T A = 6; letters = 43 - 3 punctuation = 40
    assert m.capitalization == pytest.approx(6 / 40)
    assert m.code_text_ratio == 0.0
    assert m.bullet_frequency == 0.0
    assert m.primary_language == "en"


def test_it_removes_code_before_prose_metrics():
    m = compute_metrics(LISTED, anchor_glyph=None)
    # code: "```\nx = 1\n```" = 3+1+5+1+3 = 13 chars, "`make`" = 6 → 19
    # all chars: 7 ("Steps:\n") + 13 + 10 + 1 + 4 + 6 + 4 = 45
    assert m.code_text_ratio == pytest.approx(19 / 45)
    # prose lines "Steps:", "- run ", "- ship it": 2 list lines / 3 non-empty lines
    assert m.bullet_frequency == pytest.approx(2 / 3)
    # sentences "Steps:" (1 word), "run" (1), "ship it" (2) → 4/3; one paragraph
    assert m.sentence_length == pytest.approx(4 / 3)
    assert m.paragraph_depth == pytest.approx(3.0)
    # markers stripped: ":" over "Steps:" 6 + "run" 3 + "ship" 4 + "it" 2 = 15
    assert m.punctuation_density == pytest.approx(1 / 15)
    # "S" upper over 5 + 3 + 6 = 14 letters
    assert m.capitalization == pytest.approx(1 / 14)


def test_an_unclosed_fence_runs_to_the_end():
    prose, code_chars = split_code("Intro.\n```py\nprint(1)\n")
    assert code_chars == len("```py\nprint(1)\n")
    assert prose.strip() == "Intro."


def test_it_reports_the_anchor_glyph_and_other_emoji():
    m = compute_metrics("Done 🦾 ✅ 🚀 ✅", anchor_glyph="🦾")
    assert m.anchor_glyph_present is True
    assert m.other_emoji == ("✅", "🚀")  # U+2705 < U+1F680, anchor excluded, deduplicated
    assert compute_metrics("Done ✅", anchor_glyph="🦾").anchor_glyph_present is False
    assert compute_metrics("Done 🦾", anchor_glyph=None).other_emoji == ("🦾",)


def test_variation_selector_does_not_hide_the_anchor():
    assert compute_metrics("love \u2764 it", anchor_glyph="\u2764\ufe0f").anchor_glyph_present
    assert compute_metrics("love \u2764\ufe0f it", anchor_glyph="\u2764").other_emoji == ()


def test_empty_text_gives_zeros_not_errors():
    m = compute_metrics("", anchor_glyph="🦾")
    assert m.stylistic() == {name: 0.0 for name in STYLISTIC_METRICS}
    assert m.anchor_glyph_present is False
    assert m.primary_language == "und" and m.language_tokens == 0


def test_only_code_has_no_prose_sentences():
    m = compute_metrics("```\nrm -rf build\n```", anchor_glyph=None)
    assert m.code_text_ratio == 1.0
    assert m.sentence_length == 0.0 and m.paragraph_depth == 0.0


def test_stored_dict_round_trips():
    m = compute_metrics("Bonjour à tous. Ship it 🦾 ✅\n- one", anchor_glyph="🦾")
    stored = m.to_dict()
    assert isinstance(stored["other_emoji"], list) and isinstance(stored["language_shares"], dict)
    assert OutputMetrics.from_dict(stored) == m


def _check_ranges(m: OutputMetrics) -> None:
    for name in ("punctuation_density", "code_text_ratio", "bullet_frequency", "capitalization"):
        assert 0.0 <= getattr(m, name) <= 1.0, name
    assert m.sentence_length >= 0.0 and m.paragraph_depth >= 0.0
    assert 0.0 <= m.outside_share(m.primary_language) <= 1.0
    assert all(0.0 <= share <= 1.0 for _, share in m.language_shares)


MARKDOWN = st.lists(st.sampled_from(
    ["`", "```", "~~~", "\n", "\n\n", "- ", "1. ", "# ", ". ", "!", "Word", "ÉTÉ", "🦾", "✅",
     "\u2764\ufe0f", " ", "\t", "。", "中文", "x"]), max_size=60).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(), MARKDOWN))
def test_metrics_never_raise_and_ratios_stay_in_unit_interval(text: str):
    _check_ranges(compute_metrics(text, anchor_glyph="🦾", detect_lang=False))


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=200), MARKDOWN))
def test_language_fields_stay_sane_for_any_text(text: str):
    _check_ranges(compute_metrics(text, anchor_glyph=None))
