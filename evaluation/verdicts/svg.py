"""Server-rendered SVG of the register window against the baseline band (R-UI-4).

Pure Python, no Django imports. One small panel per stylistic metric; x is
the output's position in the window (oldest left), y is:

* with a baseline (viewer holds ``cycles.review``, R-R-9): the deviation in
  σ, ``(x − mean) / max(sd, floor)``, clipped to ±4σ, over a shaded band for
  the expected range mean ± 1.5σ — every metric normalised to one scale;
* without: the raw window values, min–max scaled, and no band (the baseline
  is a secret, so nothing about it is drawn).

Points outside the band carry ``class="out-of-band"``; points beyond ±4σ are
drawn at the edge as triangles with their value in the tooltip. The x axis
numbers the outputs of the window, oldest (1) to newest. The SVG scales to
its container (viewBox, width 100 %).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

PANEL_W, PANEL_H, COLUMNS, PAD = 320, 160, 3, 44
CLIP_SIGMA = 4.0
BAND_SIGMA = 1.5


def _fmt(value: float) -> str:
    return f"{value:.1f}"


def _panel(index: int, label: str, values: Sequence[float], band: tuple[float, float] | None) -> list[str]:
    """SVG elements for one metric: frame, band, points and the polyline joining them."""
    ox, oy = (index % COLUMNS) * PANEL_W, (index // COLUMNS) * PANEL_H
    left, right, top, bottom = ox + PAD, ox + PANEL_W - 12, oy + 26, oy + PANEL_H - 24
    parts = [f'<g class="metric-panel" data-metric="{escape(label)}">',
             f'<rect x="{ox + 4}" y="{oy + 4}" width="{PANEL_W - 8}" height="{PANEL_H - 8}" fill="#fff" '
             f'stroke="#e3e6eb" rx="6"/>',
             f'<text x="{ox + 12}" y="{oy + 17}" font-size="12" fill="#1d2330">{escape(label)}</text>']
    if not values:
        parts.append(f'<text x="{ox + 12}" y="{(top + bottom) // 2}" font-size="12" fill="#475467">'
                     'no outputs in this window</text>')
        return parts + ["</g>"]
    if band is not None:
        mean, sd = band
        points = [max(-CLIP_SIGMA, min(CLIP_SIGMA, (v - mean) / sd)) for v in values]
        low, high = -CLIP_SIGMA, CLIP_SIGMA
    else:
        points = list(values)
        low, high = (min(points), max(points)) if points else (0.0, 1.0)
        if high - low < 1e-9:
            low, high = low - 0.5, high + 0.5

    def y_of(value: float) -> float:
        return bottom - (value - low) / (high - low) * (bottom - top)

    if band is not None:
        parts.append(f'<rect class="baseline-band" x="{left}" y="{_fmt(y_of(BAND_SIGMA))}" width="{right - left}" '
                     f'height="{_fmt(y_of(-BAND_SIGMA) - y_of(BAND_SIGMA))}" fill="#d1fadf" opacity="0.8">'
                     f'<title>baseline mean ± 1.5σ</title></rect>')
        parts.append(f'<line class="baseline-mean" x1="{left}" x2="{right}" y1="{_fmt(y_of(0))}" '
                     f'y2="{_fmt(y_of(0))}" stroke="#067647" stroke-dasharray="4 3"/>')
        for sigma in (-3.0, -1.5, 0.0, 1.5, 3.0):
            label = "mean" if sigma == 0 else f"{sigma:+g}σ"
            parts.append(f'<text class="sigma-label" x="{left - 4}" y="{_fmt(y_of(sigma) + 4)}" font-size="11" '
                         f'text-anchor="end" fill="#475467">{label}</text>')
    step = (right - left) / max(1, len(points) - 1)
    coords = [(left + i * step if len(points) > 1 else (left + right) / 2, y_of(p)) for i, p in enumerate(points)]
    parts.append('<polyline fill="none" stroke="#2f5bd3" stroke-width="1.5" points="'
                 + " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in coords) + '"/>')
    for number, ((x, y), point, raw) in enumerate(zip(coords, points, values), start=1):
        outside = band is not None and abs(point) > BAND_SIGMA
        css = "out-of-band" if outside else "in-band"
        colour = "#b42318" if outside else "#2f5bd3"
        sigma = (raw - band[0]) / band[1] if band is not None else None
        tip = f"output {number}: {raw:.3f}" + (f" ({sigma:+.1f}σ)" if sigma is not None else "")
        if sigma is not None and abs(sigma) > CLIP_SIGMA:  # clipped: a triangle at the edge, value in the tooltip
            tip_y = y + (6 if sigma > 0 else -6)
            parts.append(f'<path class="{css} clipped" d="M{_fmt(x - 5)},{_fmt(tip_y)} L{_fmt(x + 5)},{_fmt(tip_y)} '
                         f'L{_fmt(x)},{_fmt(y)} Z" fill="{colour}"><title>{escape(tip)}</title></path>')
        else:
            parts.append(f'<circle class="{css}" cx="{_fmt(x)}" cy="{_fmt(y)}" r="3.5" fill="{colour}">'
                         f'<title>{escape(tip)}</title></circle>')
        parts.append(f'<text class="x-tick" x="{_fmt(x)}" y="{bottom + 14}" font-size="10" text-anchor="middle" '
                     f'fill="#475467">{number}</text>')
    return parts + ["</g>"]


def register_window_svg(*, metrics: Sequence[str], labels: Mapping[str, str],
                        series: Mapping[str, Sequence[float]],
                        bands: Mapping[str, tuple[float, float]] | None) -> str:
    """The whole plot. ``bands`` maps metric → (mean, effective sd), or None to hide the baseline."""
    rows = (len(metrics) + COLUMNS - 1) // COLUMNS
    width, height = PANEL_W * COLUMNS, PANEL_H * rows
    title = "Register window vs baseline band (σ)" if bands is not None else "Register window (baseline hidden)"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" role="img" class="register-plot" width="100%" '
             f'viewBox="0 0 {width} {height}" preserveAspectRatio="xMidYMin meet" '
             f'style="max-width:{width}px;height:auto" font-family="system-ui, sans-serif">',
             f"<title>{escape(title)}</title>",
             "<desc>x: outputs of the window, 1 = oldest; y: deviation from the baseline mean in σ "
             "(or raw values without a baseline)</desc>"]
    for index, metric in enumerate(metrics):
        band = bands.get(metric) if bands is not None else None
        parts += _panel(index, labels.get(metric, metric), list(series.get(metric, ())),
                        band if bands is not None else None)
    parts.append("</svg>")
    return "\n".join(parts)


def out_of_band(*, series: Mapping[str, Sequence[float]], bands: Mapping[str, tuple[float, float]] | None) -> list[str]:
    """Metrics with at least one output outside mean ± 1.5σ (the headline above the plot)."""
    if bands is None:
        return []
    return [m for m, values in series.items() if m in bands
            and any(abs((v - bands[m][0]) / bands[m][1]) > BAND_SIGMA for v in values)]
