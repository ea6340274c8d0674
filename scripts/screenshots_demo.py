"""Drive headless Chromium over a running demo stack (scripts/screenshots.sh): log in as the demo
operator, ask for one verdict as the demo agent (the demo's blocked call), then shoot every operator
page at 1366 × 900 and 390 × 844 and run axe-core on each (issue 27 item 10).

axe.min.js is the one the PyPI package ``axe-playwright-python`` ships (the test extra pins it).
Exit status 1 when a page has a serious or critical violation, is wider than the phone, or does
not answer 200; the problems are printed as JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
import urllib.request
from importlib import resources
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

AXE = Path(str(resources.files("axe_playwright_python") / "axe.min.js"))
SIZES = {"1366x900": {"width": 1366, "height": 900}, "390x844": {"width": 390, "height": 844}}
BLOCKING = ("serious", "critical")
AXE_RUN = """async () => {
  const r = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa']},
                                     resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                 nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}));
}"""


def ask_verdict(base: str, token: str) -> None:
    """The demo's blocked call (``rm -rf /``), so the verdict stream and the verdict page have a row."""
    body = json.dumps({"session_id": "demo-session", "tool_name": "terminal", "args": {"command": "rm -rf /"}})
    request = urllib.request.Request(f"{base}/api/v1/verdicts", data=body.encode(), method="POST", headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:  # noqa: S310 — loopback demo stack
        assert answer.status == 200, answer.status


def pages(page: Any, base: str) -> dict[str, str]:
    """The addresses to shoot, read from the demo's own links (its cycle, its agent, the newest verdict)."""
    page.goto(f"{base}/agents/demo-agent/")
    verdict = page.locator("a.verdict-link").first.get_attribute("href")
    page.goto(f"{base}/cycles/")
    cycle = page.evaluate("""() => (Array.from(document.querySelectorAll("main a[href^='/cycles/']"))
        .map(a => a.getAttribute('href')).find(h => /^\\/cycles\\/\\d+\\/$/.test(h)) || null)""")
    return {"queue": "/", "cycles": "/cycles/", "cycle": cycle or "/cycles/", "candidates": "/candidates/",
            "agents": "/agents/", "agent": "/agents/demo-agent/", "verdict": verdict or "/agents/demo-agent/",
            "versions": "/agents/demo-agent/versions/", "fleet": "/fleet/", "attestations": "/attestations/"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--username", required=True)
    parser.add_argument("--password", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--out", required=True, type=Path)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    ask_verdict(args.base, args.token)
    problems: dict[str, Any] = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                             args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport=SIZES["1366x900"])
        page.goto(f"{args.base}/accounts/login/")
        page.fill("input[name=username]", args.username)
        page.fill("input[name=password]", args.password)
        page.click("button[type=submit]")
        page.wait_for_load_state()
        targets = pages(page, args.base)
        for size_name, size in SIZES.items():
            page.set_viewport_size(size)
            for name, path in targets.items():
                response = page.goto(f"{args.base}{path}")
                page.wait_for_load_state("networkidle")
                if response is None or response.status != 200:
                    problems[f"{name} status"] = response.status if response else None
                if size["width"] == 390:
                    width = page.evaluate("() => document.documentElement.scrollWidth")
                    if width > 390:
                        problems[f"{name} width"] = width
                page.add_script_tag(path=str(AXE))
                blocking = [v for v in page.evaluate(AXE_RUN) if v["impact"] in BLOCKING]
                if blocking:
                    problems[f"{name} axe {size_name}"] = blocking
                shot = args.out / f"demo-{name}-{size_name}.png"
                page.screenshot(path=str(shot), full_page=True)
                print(f"{shot.name}: axe serious/critical {len(blocking)}")
        browser.close()
    if problems:
        print(json.dumps(problems, indent=1), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
