"""Server-rendered SVG of the register window against the baseline band (R-UI-4, issue 12).

Pure Python, no Django imports. One small SVG per stylistic metric (they wrap on a
narrow screen); x is the output's position in the window, 1 = oldest, with the first
and last timestamps under the axis; y is:

* with a baseline (viewer holds ``cycles.review``, R-R-9): the deviation in σ,
  ``(x − mean) / max(sd, floor)``, over a shaded band for the expected range
  mean ± 1.5σ, with labelled σ levels — every metric normalised to one scale;
  a point beyond ±4σ is clipped at the plot's edge as a triangle with its value
  written next to it;
* without: the raw window values, min–max scaled, and no band (the baseline is a
  secret, so nothing about it is drawn).

Each point is a link to its output's row on the agent page (``Point.href``) with
an accessible name saying which output, when, its value and whether it is in band.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

WIDTH, HEIGHT = 360, 236
LEFT, RIGHT, TOP, BOTTOM = 62, WIDTH - 16, 30, HEIGHT - 62
CLIP_SIGMA = 4.0
BAND_SIGMA = 1.5
SIGMA_LEVELS = (-3.0, -1.5, 0.0, 1.5, 3.0)
MUTED = "#475467"


@dataclass(frozen=True)
class Point:
    """One output of the window: where its row is, when it was produced (already formatted) and
    the short form of that time written under the x axis."""
    href: str
    when: str
    short: str = ""


def _fmt(value: float) -> str:
    return f"{value:.1f}"


def _sigma_text(sigma: float) -> str:
    return f"{sigma:+.1f}σ"


def _y_axis(parts: list[str], y_of: Callable[[float], float], band: tuple[float, float] | None, low: float, high: float) -> None:
    if band is not None:
        parts.append(f'<rect class="baseline-band" x="{LEFT}" y="{_fmt(y_of(BAND_SIGMA))}" width="{RIGHT - LEFT}" '
                     f'height="{_fmt(y_of(-BAND_SIGMA) - y_of(BAND_SIGMA))}" fill="#d1fadf" opacity="0.8">'
                     f'<title>baseline mean ± 1.5σ (expected range)</title></rect>')
        for sigma in SIGMA_LEVELS:
            y = _fmt(y_of(sigma))
            css, dash = ("baseline-mean", "4 3") if sigma == 0 else ("sigma-grid", "2 4")
            colour = "#067647" if sigma == 0 else "#d0d5dd"
            parts.append(f'<line class="{css}" x1="{LEFT}" x2="{RIGHT}" y1="{y}" y2="{y}" stroke="{colour}" '
                         f'stroke-dasharray="{dash}"/>')
            label = "mean" if sigma == 0 else f"{sigma:+g}σ"
            parts.append(f'<text class="sigma-label" x="{LEFT - 5}" y="{_fmt(y_of(sigma) + 4)}" font-size="12" '
                         f'text-anchor="end" fill="{MUTED}">{label}</text>')
        axis = "σ from baseline mean"
    else:
        for value in (low, high):
            parts.append(f'<text class="value-label" x="{LEFT - 5}" y="{_fmt(y_of(value) + 4)}" font-size="12" '
                         f'text-anchor="end" fill="{MUTED}">{value:.3g}</text>')
        axis = "raw value"
    middle = (TOP + BOTTOM) / 2
    parts.append(f'<text class="y-axis-label" x="14" y="{_fmt(middle)}" font-size="12" fill="{MUTED}" '
                 f'text-anchor="middle" transform="rotate(-90 14 {_fmt(middle)})">{axis}</text>')
    parts.append(f'<line x1="{LEFT}" x2="{RIGHT}" y1="{BOTTOM}" y2="{BOTTOM}" stroke="#98a2b3"/>')


def _x_axis(parts: list[str], count: int, points: Sequence[Point]) -> None:
    parts.append(f'<text class="x-axis-label" x="{(LEFT + RIGHT) // 2}" y="{BOTTOM + 32}" font-size="12" '
                 f'text-anchor="middle" fill="{MUTED}">output (1 = oldest of {count})</text>')
    if points:
        parts.append(f'<text class="x-first" x="{LEFT}" y="{BOTTOM + 50}" font-size="11" fill="{MUTED}">'
                     f'{escape(points[0].short or points[0].when)}</text>')
        if len(points) > 1:
            parts.append(f'<text class="x-last" x="{RIGHT}" y="{BOTTOM + 50}" font-size="11" text-anchor="end" '
                         f'fill="{MUTED}">{escape(points[-1].short or points[-1].when)}</text>')


LABEL_CHAR_WIDTH = 7.8  # a generous width of one character of the 11 px bold value labels, in SVG units
LABEL_GAP = 4.0
LABEL_LINES = 4


def _anchor(x: float) -> str:
    return "end" if x > RIGHT - 24 else ("start" if x < LEFT + 24 else "middle")


def _label_box(x: float, text: str) -> tuple[float, float]:
    width = LABEL_CHAR_WIDTH * len(text)
    anchor = _anchor(x)
    left = x if anchor == "start" else (x - width if anchor == "end" else x - width / 2)
    return left, left + width


def label_lines(xs: Sequence[float], sigmas: Sequence[float | None]) -> dict[int, int]:
    """The text line of each clipped point's value label (issue 27: "+34.8σ+34.8σ"): labels above
    the plot (clipped high) and below it (clipped low) are placed left to right, each on the first
    line where it clears the label before it on that line; alternating lines were not enough when
    the values are long or the labels at the edges are anchored outwards."""
    lines: dict[int, int] = {}
    for side in (1, -1):
        ends = [float("-inf")] * LABEL_LINES
        for index, (x, sigma) in enumerate(zip(xs, sigmas)):
            if sigma is None or abs(sigma) <= CLIP_SIGMA or (sigma > 0) != (side > 0):
                continue
            left, right = _label_box(x, _sigma_text(sigma))
            line = next((n for n, end in enumerate(ends) if left >= end + LABEL_GAP),
                        min(range(LABEL_LINES), key=lambda n: ends[n]))
            ends[line] = right
            lines[index] = line
    return lines


def _point(parts: list[str], number: int, count: int, x: float, y: float, raw: float, sigma: float | None,
           point: Point | None, label: str, line: int = 0) -> None:
    outside = sigma is not None and abs(sigma) > BAND_SIGMA
    css, colour = ("out-of-band", "#b42318") if outside else ("in-band", "#2f5bd3")
    where = "" if sigma is None else (", outside the band" if outside else ", inside the band")
    when = f", {point.when}" if point else ""
    name = f"{label}, output {number} of {count}{when}: {raw:.3f}" + (
        f" ({_sigma_text(sigma)}{where})" if sigma is not None else "")
    if point:
        parts.append(f'<a class="point-link" href="{escape(point.href)}" aria-label="{escape(name)}">')
    if sigma is not None and abs(sigma) > CLIP_SIGMA:  # clipped: a triangle at the edge, its value written out
        tip = y + (8 if sigma > 0 else -8)
        parts.append(f'<path class="{css} clipped" d="M{_fmt(x - 6)},{_fmt(tip)} L{_fmt(x + 6)},{_fmt(tip)} '
                     f'L{_fmt(x)},{_fmt(y)} Z" fill="{colour}"><title>{escape(name)}</title></path>')
        stagger = 13 * line  # the line label_lines chose, so no two labels overlap
        text_y = tip + (12 + stagger if sigma > 0 else -4 - stagger)
        anchor = _anchor(x)
        parts.append(f'<text class="clip-value" x="{_fmt(x)}" y="{_fmt(text_y)}" font-size="11" font-weight="600" '
                     f'text-anchor="{anchor}" fill="{colour}">{_sigma_text(sigma)}</text>')
    else:
        parts.append(f'<circle class="{css}" cx="{_fmt(x)}" cy="{_fmt(y)}" r="5" fill="{colour}">'
                     f'<title>{escape(name)}</title></circle>')
    if point:
        parts.append("</a>")
    parts.append(f'<text class="x-tick" x="{_fmt(x)}" y="{BOTTOM + 15}" font-size="11" text-anchor="middle" '
                 f'fill="{MUTED}">{number}</text>')


def metric_svg(label: str, values: Sequence[float], band: tuple[float, float] | None,
               points: Sequence[Point] = ()) -> str:
    """The SVG of one metric: frame, σ levels, band, points (links) and both axes."""
    outside = 0
    if band is not None and values:
        outside = sum(1 for v in values if abs((v - band[0]) / band[1]) > BAND_SIGMA)
    status = "" if band is None or not values else f"{outside} of {len(values)} outside the band"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="register-plot" role="group" '
             f'aria-label="{escape(label)}{": " + status if status else ""}" width="100%" '
             f'viewBox="0 0 {WIDTH} {HEIGHT}" preserveAspectRatio="xMidYMin meet" font-family="system-ui, sans-serif">',
             f'<g class="metric-panel" data-metric="{escape(label)}">',
             f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" fill="#fff" stroke="#e3e6eb" rx="6"/>',
             f'<text x="10" y="19" font-size="14" font-weight="600" fill="#1d2330">{escape(label)}</text>']
    if status:
        parts.append(f'<text class="panel-status" x="{WIDTH - 10}" y="19" font-size="12" text-anchor="end" '
                     f'fill="{"#b42318" if outside else "#067647"}">{status}</text>')
    if not values:
        parts.append(f'<text x="10" y="{(TOP + BOTTOM) // 2}" font-size="12" fill="{MUTED}">'
                     'no outputs in this window</text>')
        return "\n".join(parts + ["</g></svg>"])
    if band is not None:
        mean, sd = band
        sigmas: list[float | None] = [(v - mean) / sd for v in values]
        plotted = [max(-CLIP_SIGMA, min(CLIP_SIGMA, s)) for s in sigmas if s is not None]
        low, high = -CLIP_SIGMA, CLIP_SIGMA
    else:
        sigmas = [None] * len(values)
        plotted = list(values)
        low, high = min(plotted), max(plotted)
        if high - low < 1e-9:
            low, high = low - 0.5, high + 0.5

    def y_of(value: float) -> float:
        return BOTTOM - (value - low) / (high - low) * (BOTTOM - TOP)

    _y_axis(parts, y_of, band, low, high)
    count = len(values)
    step = (RIGHT - LEFT - 20) / max(1, count - 1)
    xs = [LEFT + 10 + i * step if count > 1 else (LEFT + RIGHT) / 2 for i in range(count)]
    parts.append('<polyline fill="none" stroke="#2f5bd3" stroke-width="1.5" points="'
                 + " ".join(f"{_fmt(x)},{_fmt(y_of(p))}" for x, p in zip(xs, plotted)) + '"/>')
    lines = label_lines(xs, sigmas)
    for index, (x, p, raw, sigma) in enumerate(zip(xs, plotted, values, sigmas)):
        _point(parts, index + 1, count, x, y_of(p), raw, sigma, points[index] if index < len(points) else None, label,
               lines.get(index, 0))
    _x_axis(parts, count, points)
    return "\n".join(parts + ["</g></svg>"])


def register_window_svgs(*, metrics: Sequence[str], labels: Mapping[str, str],
                         series: Mapping[str, Sequence[float]], bands: Mapping[str, tuple[float, float]] | None,
                         points: Sequence[Point] = ()) -> list[str]:
    """One SVG per metric. ``bands`` maps metric → (mean, effective sd), or None to hide the baseline."""
    return [metric_svg(labels.get(m, m), list(series.get(m, ())), bands.get(m) if bands is not None else None, points)
            for m in metrics]


def register_window_svg(*, metrics: Sequence[str], labels: Mapping[str, str],
                        series: Mapping[str, Sequence[float]], bands: Mapping[str, tuple[float, float]] | None,
                        points: Sequence[Point] = ()) -> str:
    """All panels, joined (for callers that want one string)."""
    return "\n".join(register_window_svgs(metrics=metrics, labels=labels, series=series, bands=bands, points=points))


def out_of_band(*, series: Mapping[str, Sequence[float]], bands: Mapping[str, tuple[float, float]] | None) -> list[str]:
    """Metrics with at least one output outside mean ± 1.5σ (the headline above the plot)."""
    if bands is None:
        return []
    return [m for m, values in series.items() if m in bands
            and any(abs((v - bands[m][0]) / bands[m][1]) > BAND_SIGMA for v in values)]
