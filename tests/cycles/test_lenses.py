"""R-C-6: the 25-lens audit in literal-v1 and the legacy parent-first reader."""
from __future__ import annotations

import pytest

from cycles import lenses


def test_there_are_25_coordinates_in_grid_order():
    assert len(lenses.COORDINATES) == 25
    assert lenses.COORDINATES[:5] == ("SS", "GS", "QS", "PS", "VS")


def test_a_parent_first_label_maps_to_the_literal_coordinate_and_keeps_its_source():
    coordinate = lenses.read_label("GS", lenses.PARENT_FIRST)
    assert coordinate.literal == "SG"  # parent G, borrowed lens S
    assert coordinate.source_label == "GS"
    assert coordinate.source_notation == "parent-first"


def test_a_literal_label_is_read_as_is():
    assert lenses.read_label("GS").literal == "GS"


@pytest.mark.parametrize("label", ["GX", "G", "SGQ", "⋂S"])
def test_malformed_labels_are_refused(label):
    with pytest.raises(lenses.LensLabelError):
        lenses.read_label(label)


def test_unknown_notation_is_refused():
    with pytest.raises(lenses.LensLabelError, match="unknown lens notation"):
        lenses.read_label("SG", "child-first-v9")


def test_an_omitted_coordinate_fails_the_audit():
    recorded = {c: ("pass", "") for c in lenses.COORDINATES if c != "QP"}
    assert lenses.audit(recorded) == ["QP: missing"]


def test_not_applicable_needs_a_reason():
    recorded = {c: ("pass", "") for c in lenses.COORDINATES}
    recorded["VV"] = ("not_applicable", " ")
    assert lenses.audit(recorded) == ["VV: not_applicable needs a reason"]
    recorded["VV"] = ("not_applicable", "no propagation beyond the local skill")
    assert lenses.audit(recorded) == []
