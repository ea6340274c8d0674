"""The drift plot's SVG (R-UI-4, issue 12): labelled axes, σ levels, clipped points with their value,
a link per point. Pure: no database."""
from __future__ import annotations

import re

from evaluation.verdicts.svg import CLIP_SIGMA, Point, metric_svg, out_of_band, register_window_svgs

BAND = (10.0, 2.0)  # mean 10, sd 2
POINTS = [Point(href=f"#sample-{n}", when=f"2026-11-30 23:0{n}:00 UTC") for n in range(1, 5)]


def test_axes_levels_and_timestamps_are_labelled():
    svg = metric_svg("Sentence length", [10.0, 11.0, 9.0, 12.0], BAND, POINTS)
    assert "σ from baseline mean" in svg and "output (1 = oldest of 4)" in svg
    for level in ("+3σ", "+1.5σ", "mean", "-1.5σ", "-3σ"):
        assert f">{level}</text>" in svg
    assert ">2026-11-30 23:01:00 UTC</text>" in svg and ">2026-11-30 23:04:00 UTC</text>" in svg
    assert re.findall(r'class="x-tick"[^>]*>(\d+)<', svg) == ["1", "2", "3", "4"]
    assert "0 of 4 outside the band" in svg


def test_a_point_beyond_the_edge_is_clipped_and_shows_its_value():
    svg = metric_svg("Bullet frequency", [10.0, 10.0 + 2.0 * 7.25], BAND, POINTS[:2])
    assert 'class="out-of-band clipped"' in svg
    assert re.search(r'class="clip-value"[^>]*>\+7\.2σ</text>', svg)
    # The triangle's tip sits on the plot's top edge (±4σ), not above it.
    tip_y = float(re.search(r'class="out-of-band clipped" d="M[\d.]+,[\d.]+ L[\d.]+,[\d.]+ L[\d.]+,([\d.]+) Z"', svg)[1])
    top_level_y = float(re.search(r'y="([\d.]+)"[^>]*>\+3σ<', svg)[1]) - 4
    assert tip_y < top_level_y and CLIP_SIGMA == 4.0
    assert "1 of 2 outside the band" in svg


def test_every_point_links_to_its_output_with_an_accessible_name():
    svg = metric_svg("Capitalization", [10.0, 14.0], BAND, POINTS[:2])
    links = re.findall(r'<a class="point-link" href="([^"]+)" aria-label="([^"]+)">', svg)
    assert [href for href, _ in links] == ["#sample-1", "#sample-2"]
    assert links[1][1] == "Capitalization, output 2 of 2, 2026-11-30 23:02:00 UTC: 14.000 (+2.0σ, outside the band)"


def test_without_a_band_the_raw_values_are_drawn_and_nothing_of_the_baseline():
    svgs = register_window_svgs(metrics=["a", "b"], labels={"a": "A"}, series={"a": [1.0, 3.0], "b": []}, bands=None,
                                points=POINTS[:2])
    assert len(svgs) == 2
    assert "baseline" not in svgs[0] and "σ" not in svgs[0] and "raw value" in svgs[0]
    assert "no outputs in this window" in svgs[1]
    assert out_of_band(series={"a": [1.0]}, bands=None) == []


def test_labels_are_escaped():
    svg = metric_svg("<b>&", [1.0], None, [Point(href='#x"y', when="<now>")])
    assert "<b>&" not in svg and "&lt;b&gt;&amp;" in svg and 'href="#x&quot;y"' in svg
