"""The model runner: identical cases to both sides through an OpenAI-compatible model (R-E-4).

Pure Python (no Django). One ``openai.OpenAI`` client per run, shared by a
bounded thread pool (``concurrency`` calls in flight at most); every call has
its own timeout and is retried with exponential backoff on connection errors,
timeouts, 429 and 5xx — other errors are final. A call that still fails is an
outcome with ``error`` set, scored as a failure and counted by reliability; it
never raises out of :func:`run_jobs`.

The system prompt is the side's content (the parent text for the baseline,
the proposed text for the candidate); the user message is the fixture's
``scenario.user_input``. Enabled tools are offered as parameterless functions
so ``tool_called`` / ``tool_order`` assertions can observe the calls.
"""
from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import openai


def _openai() -> Any:
    """The SDK, imported on first use: it costs ≈ 0.6 s at start-up, which every ``manage.py`` run would pay."""
    import openai

    return openai


@dataclass(frozen=True)
class ModelConfig:
    base_url: str
    model: str
    api_key: str = "not-needed"
    timeout_s: float = 30.0
    max_retries: int = 2
    backoff_s: float = 0.25
    concurrency: int = 8

    @property
    def configured(self) -> bool:
        return bool(self.base_url)


@dataclass(frozen=True)
class Job:
    """One model call: a case on one side, one repeat."""

    side: str  # "baseline" | "candidate"
    case_id: str
    repeat: int
    system_prompt: str
    user_input: str
    tools: tuple[str, ...] = ()


@dataclass(frozen=True)
class Outcome:
    job: Job
    output: str
    tools_called: tuple[str, ...]
    exit_status: int | None
    latency_ms: int
    attempts: int
    tokens: int = 0
    error: str = ""


def _messages(job: Job) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": job.system_prompt}] if job.system_prompt else []
    return messages + [{"role": "user", "content": job.user_input}]


def _tools(job: Job) -> list[dict[str, Any]]:
    return [
        {"type": "function", "function": {"name": name, "description": f"tool {name}",
                                          "parameters": {"type": "object", "properties": {}}}}
        for name in job.tools
    ]


def create_with_retries(client: openai.OpenAI, config: ModelConfig, options: dict[str, Any],
                        sleep: Callable[[float], None] = time.sleep) -> tuple[Any, int, str]:
    """One chat completion with retries and backoff: (response or None, attempts, last error); never raises."""
    attempt = 0
    last_error = ""
    sdk = _openai()
    retryable = (sdk.APIConnectionError, sdk.APITimeoutError, sdk.RateLimitError, sdk.InternalServerError)
    while attempt <= config.max_retries:
        attempt += 1
        try:
            response = client.chat.completions.create(model=config.model, timeout=config.timeout_s, **options)
            response.choices[0].message  # noqa: B018 — an empty choice list is an error here, not later
            return response, attempt, ""
        except retryable as exc:
            last_error = f"{type(exc).__name__}: {str(exc)[:200]}"
            if attempt <= config.max_retries:
                sleep(config.backoff_s * (2 ** (attempt - 1)))
        except (sdk.OpenAIError, ValueError, AttributeError, IndexError) as exc:
            last_error = f"{type(exc).__name__}: {str(exc)[:200]}"
            break
    return None, attempt, last_error


def call_once(client: openai.OpenAI, config: ModelConfig, job: Job, sleep: Callable[[float], None] = time.sleep) -> Outcome:
    """One job with retries and backoff; never raises."""
    started = time.monotonic()
    options: dict[str, Any] = {"messages": _messages(job)}
    if job.tools:
        options["tools"] = _tools(job)
    response, attempts, error = create_with_retries(client, config, options, sleep)
    if response is None:
        return Outcome(job, "", (), None, int((time.monotonic() - started) * 1000), attempts, 0, error)
    message = response.choices[0].message
    calls = tuple(call.function.name for call in (message.tool_calls or []) if getattr(call, "function", None))
    tokens = response.usage.total_tokens if response.usage else 0
    return Outcome(job, message.content or "", calls, 0, int((time.monotonic() - started) * 1000), attempts, tokens)


def run_jobs(config: ModelConfig, jobs: Sequence[Job], on_progress: Callable[[int], None] | None = None,
             call: Callable[[openai.OpenAI, ModelConfig, Job], Outcome] | None = None) -> list[Outcome]:
    """Run every job (through ``call``, :func:`call_once` by default) with at most `config.concurrency` in flight."""
    call = call or call_once
    client = _openai().OpenAI(base_url=config.base_url, api_key=config.api_key or "not-needed", max_retries=0,
                           timeout=config.timeout_s)
    try:
        with ThreadPoolExecutor(max_workers=max(1, config.concurrency), thread_name_prefix="qln-eval") as pool:
            futures = [pool.submit(call, client, config, job) for job in jobs]
            results = []
            for index, future in enumerate(futures, start=1):
                results.append(future.result())
                if on_progress is not None and index % 25 == 0:
                    on_progress(index)
            return results
    finally:
        client.close()


def jobs_for(cases: Sequence[dict[str, Any]], sides: dict[str, str], repeats: int) -> list[Job]:
    """Identical jobs for every side: each case × repeats (at least the fixture's minimum_runs)."""
    jobs = []
    for case in cases:
        count = max(repeats, int(case.get("observation_policy", {}).get("minimum_runs", 1)))
        scenario = case["scenario"]
        for repeat in range(count):
            for side, prompt in sides.items():
                jobs.append(Job(side, case["id"], repeat, prompt, scenario["user_input"], tuple(scenario["enabled_tools"])))
    return jobs
