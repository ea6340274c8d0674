"""The loopback fake speaks the OpenAI wire format well enough for the official client."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import openai
import pytest

from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt, load_script

pytestmark = pytest.mark.serial  # bounds wall-clock time: run alone (make test)

USER = [{"role": "user", "content": "list the files"}]


def client_for(server: FakeOpenAI) -> openai.OpenAI:
    return openai.OpenAI(base_url=server.base_url, api_key="k", max_retries=0, timeout=5)


def test_it_answers_a_chat_completion_and_records_the_request() -> None:
    with FakeOpenAI(Reply.text("hello from the fake")) as server:
        completion = client_for(server).chat.completions.create(model="m", messages=USER, temperature=0)
    assert completion.choices[0].message.content == "hello from the fake"
    assert completion.choices[0].finish_reason == "stop"
    assert server.chat_requests[0]["temperature"] == 0
    assert server.user_messages() == ["list the files"]
    assert server.requests[0].headers["authorization"] == "Bearer k"


def test_it_streams_content_as_sse_ending_in_done() -> None:
    with FakeOpenAI(Reply.text("one two three")) as server:
        request = urllib.request.Request(f"{server.base_url}/chat/completions", method="POST",
                                         data=json.dumps({"model": "m", "messages": USER, "stream": True}).encode(),
                                         headers={"Content-Type": "application/json"})
        raw = urllib.request.urlopen(request, timeout=5).read().decode()
        stream = client_for(server).chat.completions.create(model="m", messages=USER, stream=True)
        text = "".join(chunk.choices[0].delta.content or "" for chunk in stream if chunk.choices)
    events = [line for line in raw.split("\n\n") if line]
    assert events[-1] == "data: [DONE]"
    assert all(event.startswith("data: ") for event in events)
    assert text == "one two three"


def test_the_openai_client_reassembles_a_streamed_tool_call() -> None:
    arguments = {"command": "rm -rf /tmp/qln-victim", "timeout": 30}
    with FakeOpenAI(Reply.tool_call("terminal", arguments, call_id="call_rm")) as server:
        client = client_for(server)
        stream = client.chat.completions.create(model="m", messages=USER, stream=True,
                                                stream_options={"include_usage": True})
        chunks = list(stream)
        with client.chat.completions.stream(model="m", messages=USER) as helper:
            final = helper.get_final_completion()
    deltas = [c.choices[0].delta.tool_calls[0] for c in chunks if c.choices and c.choices[0].delta.tool_calls]
    assert deltas[0].id == "call_rm" and deltas[0].function.name == "terminal"
    assert json.loads("".join(d.function.arguments or "" for d in deltas)) == arguments
    assert len(deltas) > 2  # the arguments really arrive in pieces
    assert [c.choices[0].finish_reason for c in chunks if c.choices][-1] == "tool_calls"
    assert chunks[-1].usage is not None and chunks[-1].usage.total_tokens > 0
    call = final.choices[0].message.tool_calls[0]
    assert (call.function.name, json.loads(call.function.arguments)) == ("terminal", arguments)


def test_it_routes_on_the_system_prompt() -> None:
    script = by_system_prompt({"judge": Reply.text("as judge"), "runner": ["first", "second"]},
                              default=Reply.text("default"))

    def ask(client: openai.OpenAI, system: str) -> str | None:
        messages = [{"role": "system", "content": system}, *USER]
        return client.chat.completions.create(model="m", messages=messages).choices[0].message.content

    with FakeOpenAI(script) as server:
        client = client_for(server)
        answers = [ask(client, s) for s in ("You are the judge.", "You are the runner.", "You are the runner.", "x")]
    assert answers == ["as judge", "first", "second", "default"]


def test_it_lists_models() -> None:
    with FakeOpenAI("x", models=("judge-a", "judge-b")) as server:
        assert [m.id for m in client_for(server).models.list()] == ["judge-a", "judge-b"]


def test_scripted_errors_and_an_exhausted_sequence_answer_http_errors() -> None:
    with FakeOpenAI([Reply.error(503, "overloaded")]) as server:
        client = client_for(server)
        with pytest.raises(openai.APIStatusError) as first:
            client.chat.completions.create(model="m", messages=USER)
        with pytest.raises(openai.InternalServerError, match="exhausted"):
            client.chat.completions.create(model="m", messages=USER)
    assert first.value.status_code == 503


def test_garbage_is_sent_verbatim() -> None:
    with FakeOpenAI(Reply.garbage("<html>nope")) as server:
        request = urllib.request.Request(f"{server.base_url}/chat/completions", method="POST",
                                         data=b'{"messages": []}', headers={"Content-Type": "application/json"})
        assert urllib.request.urlopen(request, timeout=5).read() == b"<html>nope"


def test_stop_does_not_wait_for_a_delayed_reply() -> None:
    server = FakeOpenAI(Reply.slow(30)).start()
    client = client_for(server)
    caller = threading.Thread(target=lambda: pytest.raises(Exception, client.chat.completions.create,
                                                           model="m", messages=USER), daemon=True)
    caller.start()
    time.sleep(0.2)
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 2


def test_script_files_describe_routes_sequences_and_tool_calls() -> None:
    responder = load_script({"by_system_prompt": {"judge": {"content": "{}"}},
                             "default": {"sequence": [{"tool_calls": [{"name": "terminal", "arguments": {}}]},
                                                      {"content": "done"}], "repeat_last": True}})
    other = {"messages": [{"role": "system", "content": "agent"}]}
    assert responder({"messages": [{"role": "system", "content": "the judge"}]}).content == "{}"
    assert responder(other).tool_calls[0].name == "terminal"
    assert [responder(other).content for _ in range(2)] == ["done", "done"]


def test_it_runs_as_a_command_serving_a_script_file(tmp_path: Path) -> None:
    script = tmp_path / "script.json"
    script.write_text(json.dumps([{"tool_calls": [{"name": "terminal", "arguments": {"command": "ls"}}]},
                                  {"content": "all done"}]))
    record = tmp_path / "requests.jsonl"
    process = subprocess.Popen([sys.executable, "-m", "tests.testing.fake_openai", "--port", "0",
                                "--script", str(script), "--record", str(record)],
                               stdout=subprocess.PIPE, text=True, cwd=Path(__file__).resolve().parents[4])
    try:
        line = process.stdout.readline().strip() if process.stdout else ""
        assert line.startswith("FAKE_OPENAI_BASE_URL=http://127.0.0.1:")
        client = openai.OpenAI(base_url=line.split("=", 1)[1], api_key="k", max_retries=0, timeout=5)
        chunks = list(client.chat.completions.create(model="m", messages=USER, stream=True))
        second = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "[Daimon advise] x"}])
    finally:
        process.terminate()
        process.wait(timeout=5)
    assert any(c.choices and c.choices[0].delta.tool_calls for c in chunks)
    assert second.choices[0].message.content == "all done"
    recorded = [json.loads(line) for line in record.read_text().splitlines()]
    assert recorded[1]["body"]["messages"][0]["content"] == "[Daimon advise] x"
    assert process.returncode == 0
