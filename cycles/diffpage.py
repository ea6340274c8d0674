"""The diff block of a page (issue 12): unified and side-by-side, chosen by ``?diff=``.

Both layouts are rendered; the query parameter picks the one shown, so the switch
works without JavaScript (static/qlnweb/diff.js only saves the reload). On a
narrow screen the stylesheet shows the unified layout whatever was chosen.
"""
from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from core.diffview import Row, split_rows

MODES = ("unified", "split")


def diff_mode(request: HttpRequest) -> str:
    mode = request.GET.get("diff", "")
    return mode if mode in MODES else "unified"


def diff_block(request: HttpRequest, rows: list[Row], *, anchor: str) -> dict[str, Any]:
    """What templates/_diff_table.html needs: both layouts, the chosen mode and the switch links."""
    links = {}
    for mode in MODES:
        query = request.GET.copy()
        query["diff"] = mode
        links[mode] = f"?{query.urlencode()}#{anchor}"
    return {"rows": rows, "split": split_rows(rows), "mode": diff_mode(request), "links": links, "anchor": anchor}
