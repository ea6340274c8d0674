"""Issue 27 item 9: the value labels of clipped points ("+34.8σ") never overlap, measured by Chromium's
own text boxes (getBBox) on the SVG the agent page serves, for runs of equal, alternating, long and
edge values that overlapped before (alternate lines only)."""
from __future__ import annotations

import pytest

from evaluation.verdicts.svg import Point, metric_svg
from tests.browser.conftest import browser_page  # noqa: F401

pytestmark = [pytest.mark.browser]

CASES = {
    "ten equal": [34.8] * 10,
    "alternating signs": [34.8, -34.8] * 5,
    "mixed and long": [34.8, 34.9, 0, 34.8, 34.8, -20, -20.5, -20, 0, 134.8],
    "long everywhere": [-1234.5] * 10,
    "two": [34.8, 34.8],
}
BOXES = """() => [...document.querySelectorAll('text.clip-value')].map(t => {
  const b = t.getBBox(); return [b.x, b.y, b.x + b.width, b.y + b.height, t.textContent]; })"""


@pytest.mark.parametrize("name", list(CASES))
def test_clipped_value_labels_do_not_overlap(browser_page, name):  # noqa: F811
    sigmas = CASES[name]
    points = [Point(href=f"#s{i}", when=f"t{i}") for i in range(len(sigmas))]
    svg = metric_svg("metric", [10 + s for s in sigmas], (10.0, 1.0), points)
    browser_page.set_content(f"<!doctype html><html><body style='width:400px'>{svg}</body></html>")
    boxes = browser_page.evaluate(BOXES)
    assert len(boxes) == sum(1 for s in sigmas if abs(s) > 4)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
            assert apart, f"{a[4]} at {a[:4]} overlaps {b[4]} at {b[:4]}"
    assert all(0 <= box[0] and box[2] <= 360 for box in boxes)  # inside the panel
