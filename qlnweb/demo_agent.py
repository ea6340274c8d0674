"""The demo agent: plays the agent's part of the demo cycle over the public HTTP API (issue 27 item 1).

``make run`` starts it beside the web server and the worker. It does what a Hermes agent does
through the plugin's tools, and it calls those very tools (:mod:`hermes_plugin.tools`, stdlib only)
with the token of the demo profile's ``.env``: no database access, no private route. It acts
only when the cycle says the agent acts next, so each phase output arrives after the human's
attestation of the gate before it:

* X attested (the cycle waits at G for the agent): post G, then Q (Q asks for Z);
* Z attested (the cycle waits at P): post P, then propose the candidate (the profile's SOUL.md
  with one section added, built on the active version);
* the candidate's 25-lens audit recorded (its LENS item gone from the cycle's human acts):
  request the evaluation.

It never attests, approves or promotes: those are the human's and the promoter's. What it did is
kept in ``state.json`` next to the profile, so a restart of ``make run`` does not propose twice.

    python -m qlnweb.demo_agent --profile DIR --state FILE [--once]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

from cycles.demo import PHASE_TEXTS

TITLE = "Demo: hack-job fallback under time pressure"  # load_demo's DEMO_TITLE
TARGET = "SOUL.md"
POLL_S = 1.0
ALPHA = next(line.split(":", 1)[1].strip() for line in PHASE_TEXTS["G"].splitlines() if line.startswith("ALPHA:"))


def _tool(handler: Any, args: dict[str, Any]) -> dict[str, Any]:
    """Call one plugin tool as Hermes would; its answer is the JSON the model reads."""
    answer = json.loads(handler(args))
    return answer if isinstance(answer, dict) else {"ok": False, "answer": answer}


class DemoAgent:
    def __init__(self, profile: Path, state_path: Path, say: Any = print) -> None:
        self.profile, self.state_path, self.say = profile, state_path, say
        self.state: dict[str, Any] = json.loads(state_path.read_text()) if state_path.exists() else {}

    def _save(self) -> None:
        tmp = self.state_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.state, indent=1))
        os.replace(tmp, self.state_path)

    def candidate_content(self) -> str:
        """The profile's own SOUL.md (the sealed, active version) with the demo's section added."""
        from qlnweb.demo_model import DEMO_SECTION

        return (self.profile / TARGET).read_text(encoding="utf-8").rstrip("\n") + "\n" + DEMO_SECTION

    def demo_cycle(self) -> dict[str, Any] | None:
        from hermes_plugin.client import get_client

        rows = get_client().get("/api/v1/cycles").get("cycles") or []
        found = [row for row in rows if row.get("title") == TITLE]
        if not found:
            return None
        return dict(get_client().get(f"/api/v1/cycles/{found[0]['id']}"))

    def step(self) -> str | None:
        """One look at the demo cycle and at most one act of the agent; what it did, or None."""
        from hermes_plugin import tools

        cycle = self.demo_cycle()
        if cycle is None:
            return None
        key = str(cycle["id"])
        mine = self.state.setdefault(key, {})
        phase = cycle.get("current_phase")
        if cycle.get("status") != "open":
            return None
        if cycle.get("actor") == "agent" and cycle.get("blocked_by") == "OUTPUT_REQUIRED" and phase in ("G", "Q", "P"):
            answer = _tool(tools.handle_post_output, {"cycle_id": cycle["id"], "phase": phase, "text": PHASE_TEXTS[phase]})
            return f"posted {phase} to cycle {cycle['id']}: {answer.get('next_step') or answer}"
        if phase == "V" and "candidate" not in mine:
            answer = _tool(tools.handle_propose_candidate, {
                "cycle_id": cycle["id"], "target_path": TARGET, "content": self.candidate_content(), "alpha": ALPHA})
            if not answer.get("ok"):
                return f"proposing refused: {answer}"
            mine["candidate"] = answer["candidate_id"]
            self._save()
            return f"proposed candidate {answer['candidate_id']} ({answer['diff']}): {answer['next_step']}"
        if "candidate" in mine and "run" not in mine:
            waits = [a for a in cycle.get("human_actions") or []
                     if a.get("kind") == "LENS" and str(a.get("title", "")).startswith(f"candidate {mine['candidate']}:")]
            if waits:
                return None
            answer = _tool(tools.handle_request_evaluation, {"candidate_id": mine["candidate"]})
            if not answer.get("ok"):
                return f"evaluation request refused: {answer}"
            mine["run"] = answer["run_id"]
            self._save()
            return f"requested evaluation {answer['run_id']} of candidate {mine['candidate']}"
        return None

    def run(self, *, once: bool = False) -> None:
        while True:
            try:
                did = self.step()
            except Exception as exc:  # the server restarting, a refusal: said, and tried again on the next poll
                did = f"waiting ({type(exc).__name__}: {exc})"
            if did:
                self.say(f"demo agent: {did}", flush=True)
            if once:
                return
            time.sleep(POLL_S)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m qlnweb.demo_agent")
    parser.add_argument("--profile", required=True, type=Path, help="the demo's Hermes profile (its SOUL.md)")
    parser.add_argument("--state", required=True, type=Path, help="where the agent keeps what it did")
    parser.add_argument("--once", action="store_true")
    options = parser.parse_args(argv)
    if not os.environ.get("QLN_TOKEN"):
        print("demo agent: QLN_TOKEN is not set (the demo profile's .env holds it)", file=sys.stderr)
        return 2
    try:
        DemoAgent(options.profile, options.state).run(once=options.once)
    except KeyboardInterrupt:  # Ctrl-C on `make run` reaches the whole foreground group
        pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
