"""The direct fast mode with Hermes's prompt: the side's assembled prompt and its skill tools (issue 26 item 1).

Pure Python (no Django, no Hermes). Each case goes straight to the model, as
before, but the system prompt is the side's profile as Hermes assembles it
(:mod:`evaluation.candidates.hermes_prompt`), and the model is offered the
read-only skills tools the sandbox offers (``skills_list``, ``skill_view``,
with Hermes's parameter shapes) plus the case's enabled tools. When the model
calls ``skill_view`` it gets the skill's body back and the conversation goes
on (at most :data:`MAX_ROUNDS` model calls), as it would in Hermes; a call of
any other tool ends the case with that call recorded (there is nothing to run
it), which is what ``tool_called`` assertions observe.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from evaluation.candidates import model_runner
from evaluation.candidates.hermes_prompt import Prompt, skill_view, skills_list
from evaluation.candidates.model_runner import Job, ModelConfig, Outcome

if TYPE_CHECKING:
    import openai

MAX_ROUNDS = 4
SKILL_TOOLS: tuple[dict[str, Any], ...] = (
    {"type": "function", "function": {
        "name": "skills_list", "description": "List available skills (name and description).",
        "parameters": {"type": "object", "properties": {"category": {"type": "string"}}, "required": []}}},
    {"type": "function", "function": {
        "name": "skill_view", "description": "Load a skill's full content (its SKILL.md).",
        "parameters": {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]}}},
)


def _tools(job: Job, prompt: Prompt) -> list[dict[str, Any]]:
    offered = list(SKILL_TOOLS) if prompt.skills else []
    names = {tool["function"]["name"] for tool in offered}
    return offered + [tool for tool in model_runner._tools(job) if tool["function"]["name"] not in names]


def converse(client: openai.OpenAI, config: ModelConfig, job: Job, prompt: Prompt,
             sleep: Callable[[float], None] = time.sleep) -> Outcome:
    """One case: system prompt, user input, skill tool calls answered from the side's files; never raises."""
    started = time.monotonic()
    messages: list[dict[str, Any]] = ([{"role": "system", "content": prompt.system_prompt}] if prompt.system_prompt else [])
    messages.append({"role": "user", "content": job.user_input})
    tools = _tools(job, prompt)
    called: list[str] = []
    attempts = tokens = 0
    for _round in range(MAX_ROUNDS):
        options: dict[str, Any] = {"messages": messages, **({"tools": tools} if tools else {})}
        response, tries, error = model_runner.create_with_retries(client, config, options, sleep)
        attempts += tries
        if response is None:
            return Outcome(job, "", tuple(called), None, _ms(started), attempts, tokens, error)
        tokens += response.usage.total_tokens if response.usage else 0
        message = response.choices[0].message
        calls = [call for call in (message.tool_calls or []) if getattr(call, "function", None)]
        called += [call.function.name for call in calls]
        answerable = calls and all(call.function.name in ("skill_view", "skills_list") for call in calls)
        if not answerable:
            return Outcome(job, message.content or "", tuple(called), 0, _ms(started), attempts, tokens)
        messages.append({"role": "assistant", "content": message.content or "", "tool_calls": [
            {"id": call.id, "type": "function",
             "function": {"name": call.function.name, "arguments": call.function.arguments or "{}"}} for call in calls]})
        for call in calls:
            result = skill_view(prompt, call.function.arguments) if call.function.name == "skill_view" else skills_list(prompt)
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    return Outcome(job, "", tuple(called), None, _ms(started), attempts, tokens,
                   f"DIRECT_TOOL_LOOP: no final response within {MAX_ROUNDS} model calls")


def _ms(started: float) -> int:
    return int((time.monotonic() - started) * 1000)


def runner(prompts: Mapping[str, Prompt]) -> Callable[[ModelConfig, Sequence[Job], Callable[[int], None] | None], list[Outcome]]:
    """A ``run_jobs`` for the run: each job gets its side's assembled prompt instead of the bare side text."""
    def run(config: ModelConfig, jobs: Sequence[Job], on_progress: Callable[[int], None] | None) -> list[Outcome]:
        def call(client: openai.OpenAI, model: ModelConfig, job: Job) -> Outcome:
            return converse(client, model, job, prompts[job.side])
        return model_runner.run_jobs(config, jobs, on_progress, call)
    return run
