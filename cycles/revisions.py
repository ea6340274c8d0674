"""Revision A against revision B of a cycle's phase outputs, for the cycle page (issue 12).

``?a=<output id>&b=<output id>`` picks the two revisions; without them the page
compares the two newest revisions of the latest phase that has more than one.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest

from core.diffview import text_rows
from cycles.diffpage import diff_block


@dataclass
class Comparison:
    choices: list[Any]  # every output of the cycle, oldest first (the options of both selects)
    a: Any = None
    b: Any = None
    diff: dict[str, Any] | None = None
    error: str = ""  # BAD_REVISION: … when a or b is not an output of this cycle
    selected_a: Any = None  # what the selects show: the compared pair, or the two newest outputs
    selected_b: Any = None


def _default_pair(outputs: list[Any]) -> tuple[Any, Any] | tuple[None, None]:
    for output in reversed(outputs):
        same = [o for o in outputs if o.phase == output.phase]
        if len(same) > 1:
            return same[-2], same[-1]
    return None, None


def compare(request: HttpRequest, outputs: list[Any]) -> Comparison:
    """The comparison the request asks for (or the default one); never raises on bad input."""
    result = Comparison(choices=outputs)
    by_id = {str(o.pk): o for o in outputs}
    wanted = (request.GET.get("a", ""), request.GET.get("b", ""))
    if any(wanted):
        if not all(value in by_id for value in wanted):
            bad = ", ".join(v or "(empty)" for v in wanted if v not in by_id)
            result.error = f"BAD_REVISION: {bad} is not an output of this cycle; pick both revisions from the lists."
            return result
        result.a, result.b = by_id[wanted[0]], by_id[wanted[1]]
    else:
        result.a, result.b = _default_pair(outputs)
    result.selected_a = result.a or (outputs[-2] if len(outputs) > 1 else None)
    result.selected_b = result.b or (outputs[-1] if outputs else None)
    if result.a is not None and result.b is not None:
        result.diff = diff_block(request, text_rows(result.a.text, result.b.text), anchor="compare")
    return result
