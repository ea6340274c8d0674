"""Page checks shared by the browser tests (issue 12): axe-core and the phone width.

axe-core comes from a registry package (issue 27 item 10): ``axe.min.js`` as the PyPI package
``axe-playwright-python`` ships it (pinned in the test extra, so ``make install`` — and with it
``.ci/run`` — installs it); nothing is fetched at run time. ``scripts/screenshots.sh`` injects the
same file.
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Any

AXE = Path(str(resources.files("axe_playwright_python") / "axe.min.js"))
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
BLOCKING = ("serious", "critical")


def axe_violations(page: Any) -> list[dict[str, Any]]:
    """Serious and critical WCAG 2 A/AA violations on the current page, as plain dicts."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    result = page.evaluate("""async () => {
        const r = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa']},
                                           resultTypes: ['violations']});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                       nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
    }""")
    return [v for v in result if v["impact"] in BLOCKING]


def page_width(page: Any) -> int:
    return int(page.evaluate("() => document.documentElement.scrollWidth"))
