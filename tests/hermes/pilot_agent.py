"""The pilot's agent model: a scripted OpenAI-compatible model behind a real Hermes (issue 23 §6).

It answers each prompt of docs/pilot.md with the tool calls a capable model would make, one per
request, and ends each session by relaying the last tool's ``next_step``. It reads the cycle id
from the ``5QLN ACTIVE CONTEXT`` frame the plugin appends to the turn's user message (or from the
prompt, where the human names an id), and every id it needs later from the tools' own answers.
Nothing here talks to qlnweb: Hermes runs the tools, the plugin calls the server.
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from tests.pilot import material
from tests.testing.fake_openai import Reply

Step = Callable[[str, list[dict[str, Any]]], tuple[str, dict[str, Any]]]


def _first_user(messages: list[dict[str, Any]]) -> str:
    for message in messages:
        if message.get("role") == "user":
            content = message.get("content")
            return content if isinstance(content, str) else json.dumps(content)
    return ""


def _results(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tools' answers in this session, parsed (a non-JSON answer becomes {"raw": text})."""
    found = []
    for message in messages:
        if message.get("role") == "tool":
            content = message.get("content")
            text = content if isinstance(content, str) else json.dumps(content)
            try:
                found.append(json.loads(text))
            except ValueError:
                found.append({"raw": text})
    return found


def frame_cycle(prompt: str) -> int:
    match = re.search(r"^cycle_id: (\d+)$", prompt, re.M)
    assert match, f"no 5QLN ACTIVE CONTEXT frame in the turn: {prompt[:600]}"
    return int(match.group(1))


def named(prompt: str, noun: str) -> int:
    match = re.search(rf"\b{noun} (\d+)\b", prompt, re.I)
    assert match, f"the prompt names no {noun}: {prompt[:200]}"
    return int(match.group(1))


def output(phase: str, cycle: Callable[[str, list[dict[str, Any]]], int]) -> Step:
    return lambda prompt, done: ("qln_post_output", {"cycle_id": cycle(prompt, done), "phase": phase,
                                                     "text": material.PHASE_TEXTS[phase]})


def from_frame(prompt: str, done: list[dict[str, Any]]) -> int:
    return frame_cycle(prompt)


def from_opened(prompt: str, done: list[dict[str, Any]]) -> int:
    return int(done[0]["cycle_id"])


def from_prompt(prompt: str, done: list[dict[str, Any]]) -> int:
    return named(prompt, "cycle")


# Each prompt of docs/pilot.md (by its opening words) and the tool calls that answer it, in order.
SCRIPTS: dict[str, list[Step]] = {
    "Open a 5QLN cycle": [
        lambda prompt, done: ("qln_open_cycle", {"title": material.TITLE, "observation": material.OBSERVATION,
                                                 "classification": "adaptation"}),
        output("S", from_opened),
    ],
    "X is attested": [
        lambda prompt, done: ("qln_status", {"cycle_id": frame_cycle(prompt)}),
        output("G", from_frame),
        output("Q", from_frame),
    ],
    "Z is attested": [
        output("P", from_frame),
        lambda prompt, done: ("qln_propose_candidate", {"cycle_id": frame_cycle(prompt), "target_path": material.TARGET,
                                                        "content": material.candidate_content(),
                                                        "alpha": material.ALPHA}),
    ],
    "Candidate": [lambda prompt, done: ("qln_request_evaluation", {"candidate_id": named(prompt, "candidate")})],
    "How did evaluation": [lambda prompt, done: ("qln_evaluation", {"run_id": named(prompt, "evaluation")})],
    "I do not know what to do today": [],
    "Close cycle": [output("V", from_prompt), lambda prompt, done: ("qln_status", {"cycle_id": named(prompt, "cycle")})],
}
PLAIN_ANSWER = "I am here with you. Nothing needs to be decided yet. What is alive for you right now?"


def respond(request: dict[str, Any]) -> Reply:
    """One model request: the next scripted tool call, or the closing text relaying the last next step."""
    messages = request.get("messages") or []
    if not request.get("tools"):  # Hermes's auxiliary calls (titles)
        return Reply.text("Pilot")
    prompt = _first_user(messages)
    script = next((steps for opening, steps in SCRIPTS.items() if prompt.startswith(opening)), None)
    assert script is not None, f"no script for the prompt {prompt[:120]!r}"
    done = _results(messages)
    if done and done[-1].get("ok") is False:
        return Reply.text(f"The tool refused: {done[-1].get('error')}. {done[-1].get('next_step')}")
    if len(done) < len(script):
        name, arguments = script[len(done)](prompt, done)
        return Reply.tool_call(name, arguments)
    return Reply.text(str(done[-1].get("next_step")) if done else PLAIN_ANSWER)
