"""R-C-3: footer parsing and validation with the decoder's facts."""
from __future__ import annotations

import pytest

from cycles.demo import PHASE_TEXTS
from cycles.footer import normalize_question, parse_footer


@pytest.mark.parametrize("phase", ["S", "G", "Q", "P", "V"])
def test_the_demo_outputs_are_valid(phase):
    footer = parse_footer(phase, PHASE_TEXTS[phase])
    assert footer.valid, footer.errors


def test_keys_must_be_upper_case():
    footer = parse_footer("S", "body\n\nx: What is it?")
    assert "x" in footer.errors


def test_duplicate_keys_are_refused():
    footer = parse_footer("S", "body\n\nX: What is it?\nX: And this?")
    assert "duplicate key" in footer.errors["X"][0]


def test_unknown_keys_are_refused():
    footer = parse_footer("S", "body\n\nX: What is it?\nMOOD: fine")
    assert "unknown key" in footer.errors["MOOD"][0]


def test_a_missing_footer_is_refused():
    footer = parse_footer("S", "")
    assert "footer" in footer.errors


def test_x_must_be_a_single_question():
    assert 'must end with "?"' in parse_footer("S", "b\n\nX: a statement").errors["X"]
    assert any("single question" in e for e in parse_footer("S", "b\n\nX: Why? And how?").errors["X"])


def test_alignment_extent_and_z_rules():
    base = "b\n\nPHI: p\nOMEGA: o\nALIGNMENT: {a}\nEXTENT: {e}"
    assert parse_footer("Q", base.format(a="natural", e="7")).valid
    assert "ALIGNMENT" in parse_footer("Q", base.format(a="great", e="7")).errors
    assert "EXTENT" in parse_footer("Q", base.format(a="natural", e="11")).errors
    assert "EXTENT" in parse_footer("Q", base.format(a="natural", e="-1")).errors
    forced_with_z = base.format(a="forced", e="3") + "\nZ: a key"
    assert "must be absent" in parse_footer("Q", forced_with_z).errors["Z"][0]
    assert parse_footer("Q", base.format(a="none", e="0")).valid


def test_v_needs_all_four_keys_and_liveness_in_range():
    footer = parse_footer("V", "B\n\nL: l\nB2: b\nINF0P: Why now?\nLIVENESS: 12")
    assert "LIVENESS" in footer.errors
    assert "L" in parse_footer("V", "B\n\nB2: b\nINF0P: Why now?\nLIVENESS: 2").errors


def test_questions_compare_after_nfkc_casefold_alnum():
    assert normalize_question("What is ＡＩ, really?") == normalize_question("what is ai really")


def test_the_footer_is_the_last_block_only():
    footer = parse_footer("S", "X: not this one?\n\nbody\n\nX: This one?")
    assert footer.fields == {"X": "This one?"}
