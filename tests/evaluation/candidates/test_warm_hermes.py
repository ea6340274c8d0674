"""Issue 26 item 2: warm Hermes workers, one per slot, each case a fresh session on its own side's files.

The isolation test runs the real hermes-agent (skipped without it unless ``QLN_REQUIRE_HERMES=1``):
ONE warm worker serves cases of two sides in alternation. The sides' ``SOUL.md`` and skill bodies
differ in content but not in size, and are rewritten at the same path for every case — what
Hermes's per-process caches (keyed by path and mtime/size) could confuse. Each case must see its
own side's soul in its system prompt and its own side's body from ``skill_view``, and a fresh
session (only its own tool calls). The failure tests use stand-ins for Hermes's python (shell
scripts speaking the worker protocol), so they run everywhere.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from evaluation.candidates import warm_hermes
from evaluation.candidates.hermes_sandbox import EXIT_NOT_READ_ONLY, RunnerUnavailable, SandboxConfig
from evaluation.candidates.model_runner import Job, ModelConfig
from tests.evaluation.candidates.skill_reading import reads_skills
from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt

VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
HERMES = VENV / "bin" / "hermes"
needs_hermes = pytest.mark.skipif(not HERMES.exists() and not os.environ.get("QLN_REQUIRE_HERMES"),
                                  reason=f"hermes CLI not found at {HERMES} (run scripts/setup_hermes_venv.sh)")

SKILL = "skills/demo-openness/SKILL.md"
SIDES = {
    "baseline": {"SOUL.md": b"You are the agent. SOUL-AAAA-1111.\n",
                 SKILL: b"---\nname: demo-openness\ndescription: stay open\n---\nBODY-AAAA-1111\n"},
    "candidate": {"SOUL.md": b"You are the agent. SOUL-BBBB-2222.\n",
                  SKILL: b"---\nname: demo-openness\ndescription: stay open\n---\nBODY-BBBB-2222\n"},
}


def _answer(request: dict) -> Reply:
    system = "\n".join(str(m.get("content")) for m in request["messages"] if m["role"] == "system")
    souls = [s for s in ("SOUL-AAAA-1111", "SOUL-BBBB-2222") if s in system]
    bodies = [b for b in ("BODY-AAAA-1111", "BODY-BBBB-2222") if b in system]
    return Reply.text(f"souls={','.join(souls)} bodies={','.join(bodies)}")


@needs_hermes
@pytest.mark.slow
def test_one_warm_worker_gives_each_case_its_own_sides_files_and_a_fresh_session() -> None:
    assert HERMES.exists(), f"QLN_REQUIRE_HERMES is set but {HERMES} is missing"
    assert all(len(SIDES["baseline"][n]) == len(SIDES["candidate"][n]) for n in SIDES["baseline"])  # same sizes
    jobs = [Job(side, f"c{n}", 0, "", f"case {n}") for n in range(3) for side in ("baseline", "candidate", "baseline")]
    with FakeOpenAI(reads_skills(by_system_prompt({}, _answer)), models=("warm",)) as llm:
        config = SandboxConfig(HERMES, ModelConfig(llm.base_url, "warm"), timeout_s=120, concurrency=1)
        outcomes = warm_hermes.run_jobs(config, jobs, SIDES)
    expected = {"baseline": "souls=SOUL-AAAA-1111 bodies=BODY-AAAA-1111",
                "candidate": "souls=SOUL-BBBB-2222 bodies=BODY-BBBB-2222"}
    assert [(o.error, o.output) for o in outcomes] == [("", expected[job.side]) for job in jobs]
    assert all(o.tools_called == ("skill_view",) for o in outcomes)  # a new state.db per case
    offered = {tool["function"]["name"] for body in llm.chat_requests for tool in body.get("tools") or []}
    assert offered and offered <= {"skills_list", "skill_view"}, offered


def _stand_in(tmp_path: Path, body: str) -> Path:
    """A `hermes` whose venv `python` is a shell script speaking the worker protocol as `body` says."""
    bin_dir = tmp_path / "venv" / "bin"
    bin_dir.mkdir(parents=True)
    hermes = bin_dir / "hermes"
    hermes.write_text("#!/bin/sh\necho 'Hermes Agent v0.19.0 (test)'\n")
    python = bin_dir / "python"
    python.write_text(f"#!/bin/sh\n{body}\n")
    for path in (hermes, python):
        path.chmod(0o755)
    return hermes


READY = 'echo \'{"ready": true, "still_registered": []}\''


@pytest.mark.parametrize(("body", "code"), [
    ("exit 3", "HERMES_WORKER_FAILED"),
    ("echo 'not json'; exit 0", "HERMES_WORKER_FAILED"),
    (f"exit {EXIT_NOT_READ_ONLY}", "SANDBOX_NOT_READ_ONLY"),
    ('echo \'{"ready": true, "still_registered": ["terminal"]}\'; sleep 5', "SANDBOX_NOT_READ_ONLY"),
])
def test_a_worker_that_cannot_start_read_only_fails_the_run_with_its_code(tmp_path: Path, body: str, code: str) -> None:
    config = SandboxConfig(_stand_in(tmp_path, body), ModelConfig("http://127.0.0.1:9/v1", "m"), timeout_s=2)
    with pytest.raises(RunnerUnavailable) as raised:
        warm_hermes.run_jobs(config, [Job("candidate", "c1", 0, "", "hi")], SIDES)
    assert raised.value.code == code, raised.value


def test_without_a_hermes_python_the_runner_is_not_found(tmp_path: Path) -> None:
    hermes = _stand_in(tmp_path, "exit 0")
    (hermes.parent / "python").unlink()
    with pytest.raises(RunnerUnavailable) as raised:
        warm_hermes.run_jobs(SandboxConfig(hermes, ModelConfig("http://127.0.0.1:9/v1", "m")), [Job("c", "c1", 0, "", "x")],
                             {"c": {}})
    assert raised.value.code == "HERMES_NOT_FOUND"


@pytest.mark.parametrize(("case", "code"), [
    ("sleep 30", "HERMES_TIMEOUT"),
    (f"exit {EXIT_NOT_READ_ONLY}", "SANDBOX_NOT_READ_ONLY"),
    ("exit 7", "HERMES_EXIT_7"),
    ('echo \'{"rc": 0, "output": "fine", "stderr": "", "still_registered": ["write_file"]}\'', "SANDBOX_NOT_READ_ONLY"),
    ('echo \'{"rc": 1, "output": "", "stderr": "provider exploded", "still_registered": []}\'', "HERMES_EXIT_1"),
])
def test_a_case_that_fails_in_the_worker_is_a_case_error_and_the_next_case_gets_a_new_worker(
    tmp_path: Path, case: str, code: str,
) -> None:
    # The first worker fails its first case as `case` says, then answers (if alive); a restarted one answers.
    marker = tmp_path / "started-once"
    answer = json.dumps({"rc": 0, "output": "answered", "stderr": "", "still_registered": []})
    serve = f"while read line; do echo '{answer}'; done"
    body = f"{READY}\nif [ -e {marker} ]; then {serve}; exit 0; fi\nread line\ntouch {marker}\n{case}\n{serve}"
    config = SandboxConfig(_stand_in(tmp_path, body), ModelConfig("http://127.0.0.1:9/v1", "m"), timeout_s=1.5,
                           concurrency=1)
    outcomes = warm_hermes.run_jobs(config, [Job("candidate", "c1", 0, "", "hi"), Job("baseline", "c2", 0, "", "hi")], SIDES)
    assert outcomes[0].error.startswith(code) and outcomes[0].output == "", outcomes[0]
    assert outcomes[1].error == "" and outcomes[1].output == "answered", outcomes[1]


def test_a_pool_keeps_its_workers_for_the_runs_steps_and_ends_them_when_closed(tmp_path: Path) -> None:
    starts = tmp_path / "starts"
    answer = json.dumps({"rc": 0, "output": "answered", "stderr": "", "still_registered": []})
    body = f"echo started >> {starts}\n{READY}\nwhile read line; do echo '{answer}'; done"
    config = SandboxConfig(_stand_in(tmp_path, body), ModelConfig("http://127.0.0.1:9/v1", "m"), timeout_s=5,
                           concurrency=2)
    pool = warm_hermes.Pool()
    jobs = [Job(side, f"c{n}", 0, "", "hi") for n in range(3) for side in ("baseline", "candidate")]
    for _step in ("replay", "held_out", "adversarial"):
        assert [o.output for o in pool.run_jobs(config, jobs, SIDES)] == ["answered"] * len(jobs)
    assert starts.read_text().count("started") == 2  # one start per slot for the three steps
    processes = [slot.process for slot in pool.slots]
    pool.close()
    assert all(p is not None and p.poll() is not None for p in processes) and pool.slots == []
