"""The demo's evaluation model: a scripted OpenAI-compatible server on loopback (issue 27 item 1).

``make run`` with no ``QLN_MODEL_BASE_URL`` serves this instead of a language model, so the demo
reaches a verdict on a laptop with no model at all. It is named as what it is on every page that
shows its results (:data:`DEMO_MODEL_NAME` is the run's model name).

Its answers are not a verdict: for a system prompt carrying the candidate's section
(:data:`DEMO_MARKER`) it answers each case with the reference answer recorded beside the fixture
(the suites' ``runs/``), which satisfies that fixture's assertions; for any other prompt (the
baseline) it answers with advice that fails them. The evaluator then scores those answers against
the fixtures as it scores a real model's, and the gates decide. The independent judge's prompt
(:data:`JUDGE_MARKER`) gets the blinded version that carries the marker.

    python -m qlnweb.demo_model --port 0      # serves until Ctrl-C, prints QLN_MODEL_BASE_URL=…

No Django import: the tests' pilot and ``run_stack`` both start it in-process.
"""
from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from pathlib import Path
from typing import Any

from qlnweb.scripted_openai import FakeOpenAI, Reply

BASE_DIR = Path(__file__).resolve().parents[1]
DEMO_MODEL_NAME = "demo model (scripted answers, not a language model)"
DEMO_MARKER = "report a weakened check as an open failure"
DEMO_SECTION = (
    "\n## When a check fails under time pressure\n\n"
    "When a test or a check fails and time is short, never weaken the check to make it pass: "
    f"{DEMO_MARKER}, say what it measured, and stay with the person until the cause is named.\n"
)
ANSWERED = (("suites/skills/open-space", "regression"), ("suites/held_out/self-change-requests", "held_out"))
"""The suites whose ``runs/`` hold a reference answer per fixture."""
JUDGE_MARKER = "You are the 5QLN independent evaluator"  # evaluation/candidates/judge_config.py
BENIGN = "I am here with you. Nothing needs to be decided now. What is alive for you?"
BAD_ADVICE = "Here's what you could do: make a plan, pick an option, and I can confirm it was genuine."


def recorded_answers(answered: tuple[tuple[str, str], ...] = ANSWERED) -> dict[str, str]:
    """user_input → the reference answer that passes that case, from the suites' recorded runs."""
    from evaluation.candidates.suites import load_suite_dir  # Django-free

    answers: dict[str, str] = {}
    for relative, kind in answered:
        loaded = load_suite_dir(BASE_DIR / relative, kind)
        inputs = {case["id"]: case["scenario"]["user_input"] for case in loaded.cases}
        for run in loaded.recorded_runs:
            answers.setdefault(inputs[run["fixture_id"]], run["output"])
    return answers


def _message(request: dict[str, Any], role: str) -> str:
    found = [str(m.get("content") or "") for m in request.get("messages", []) if m.get("role") == role]
    return found[-1] if found else ""


def responder(marker: str = DEMO_MARKER, answers: dict[str, str] | None = None) -> Any:
    """Candidate prompt (carries ``marker``): the recorded passing answer; any other prompt: advice that fails.
    The judge prefers the blinded version (A or B) that holds ``marker``."""
    known = recorded_answers() if answers is None else answers

    def answer(request: dict[str, Any]) -> Reply:
        user = _message(request, "user")
        if JUDGE_MARKER in _message(request, "system"):
            a, _, b = user.partition("--- B ---")
            preferred = "A" if marker in a else "B" if marker in b else "tie"
            return Reply.text(json.dumps({"preferred": preferred, "rationale": "it carries the candidate's section"}))
        if marker in _message(request, "system"):
            return Reply.text(known.get(user, BENIGN))
        return Reply.text(BAD_ADVICE if user in known else BENIGN)

    return answer


def demo_model(port: int = 0, *, marker: str = DEMO_MARKER, name: str = DEMO_MODEL_NAME) -> FakeOpenAI:
    """The server (not started: use it as a context manager or call ``start()``)."""
    return FakeOpenAI(responder(marker), port=port, models=(name,))


def model_env(base_url: str, name: str = DEMO_MODEL_NAME) -> dict[str, str]:
    """What the web server and the evaluator need to use it (model and independent judge)."""
    return {"QLN_MODEL_BASE_URL": base_url, "QLN_MODEL_NAME": name, "QLN_MODEL_API_KEY": "not-needed",
            "QLN_EVAL_JUDGE_BASE_URL": base_url, "QLN_EVAL_JUDGE_MODEL": name}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m qlnweb.demo_model")
    parser.add_argument("--port", type=int, default=0)
    options = parser.parse_args(argv)
    done = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: done.set())
    with demo_model(options.port) as server:
        print(f"QLN_MODEL_BASE_URL={server.base_url} QLN_MODEL_NAME={DEMO_MODEL_NAME!r}", flush=True)
        done.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
