"""Issue 26 item 1: the direct mode's prompt is the one Hermes 0.19 builds from the same profile.

The equality test runs Hermes's own builders (``agent.prompt_builder.load_soul_md``,
``build_skills_system_prompt`` with the sandbox's tools, ``tools.skills_tool.skill_view``) under
Hermes's python on a sandbox profile written from the same files, and compares them with
:mod:`evaluation.candidates.hermes_prompt`. It is skipped where hermes-agent is not installed,
unless ``QLN_REQUIRE_HERMES=1`` (then it fails).
"""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from evaluation.candidates import direct_hermes, hermes_prompt, hermes_sandbox
from evaluation.candidates.model_runner import Job, ModelConfig
from evaluation.candidates.warm_hermes import hermes_python
from tests.evaluation.candidates.skill_reading import reads_skills
from tests.testing.fake_openai import FakeOpenAI, Reply, by_system_prompt

VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
HERMES = VENV / "bin" / "hermes"
needs_hermes = pytest.mark.skipif(not HERMES.exists() and not os.environ.get("QLN_REQUIRE_HERMES"),
                                  reason=f"hermes CLI not found at {HERMES} (run scripts/setup_hermes_venv.sh)")

LONG = "Hold the not-knowing open for the user and never hand out options, plans or certificates."
FILES: dict[str, bytes] = {
    "SOUL.md": "\ufeff\n  You are the agent. SOUL-5e1d: the space stays open — ∞0.\n\n".encode(),
    "skills/demo-openness/SKILL.md": f"---\nname: demo-openness\ndescription: \"{LONG}\"\n---\n# demo\nOPEN-BODY-1\n".encode(),
    "skills/plain/SKILL.md": b"# plain\nno frontmatter at all, PLAIN-BODY-2\n",
    "skills/research/DESCRIPTION.md": b"---\ndescription: 'Looking things up'\n---\n",
    "skills/research/deep-read/SKILL.md": b"---\nname: deep-read\ndescription: read slowly\n---\nDEEP-BODY-3\n",
    "skills/research/deep-read/references/SKILL.md": b"---\nname: archived\ndescription: not a skill root\n---\nx\n",
    "skills/needs-shell/SKILL.md": (b"---\nname: needs-shell\ndescription: hidden without terminal\nmetadata:\n"
                                    b"  hermes:\n    requires_toolsets: [terminal]\n---\nSHELL-BODY\n"),
    "skills/windows-only/SKILL.md": b"---\nname: windows-only\ndescription: hidden here\nplatforms: [windows]\n---\nW\n",
}
HERMES_SIDE = r'''
import json, sys
from agent.prompt_builder import build_skills_system_prompt, load_soul_md
from tools.skills_tool import skill_view
names = json.loads(sys.argv[1])
views = {name: json.loads(skill_view(name)) for name in names}
print(json.dumps({"soul": load_soul_md(),
                  "index": build_skills_system_prompt(available_tools={"skills_list", "skill_view"},
                                                      available_toolsets={"skills"}),
                  "views": {name: view.get("content") for name, view in views.items()}}))
'''


def _hermes_builds(tmp_path: Path, files: dict[str, bytes], names: list[str]) -> dict[str, Any]:
    home = tmp_path / "home" / ".hermes"
    hermes_sandbox.materialise(home, files, ModelConfig("http://127.0.0.1:9/v1", "m"))
    env = {"PATH": f"{HERMES.parent}:/usr/bin:/bin", "HOME": str(home.parent), "HERMES_HOME": str(home), "LANG": "C.UTF-8"}
    done = subprocess.run([str(hermes_python(HERMES)), "-I", "-c", HERMES_SIDE, json.dumps(names)], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@needs_hermes
@pytest.mark.slow
def test_the_assembled_prompt_equals_what_hermes_builds_from_the_same_profile(tmp_path: Path) -> None:
    assert HERMES.exists(), f"QLN_REQUIRE_HERMES is set but {HERMES} is missing"
    ours = hermes_prompt.assemble(FILES)
    theirs = _hermes_builds(tmp_path, FILES, ["demo-openness", "plain", "deep-read"])
    assert ours.soul == theirs["soul"]
    assert ours.skills_index == theirs["index"]
    assert "needs-shell" not in ours.skills_index and "windows-only" not in ours.skills_index  # gated alike
    assert "OPEN-BODY-1" not in ours.system_prompt  # a body is not in the prompt ...
    for name in ("demo-openness", "plain", "deep-read"):  # ... it is what skill_view returns
        assert json.loads(hermes_prompt.skill_view(ours, json.dumps({"name": name})))["content"] == theirs["views"][name]


@needs_hermes
@pytest.mark.slow
def test_a_profile_without_soul_or_skills_builds_alike(tmp_path: Path) -> None:
    ours = hermes_prompt.assemble({"SOUL.md": b"   \n"})
    theirs = _hermes_builds(tmp_path, {"SOUL.md": b"   \n"}, [])
    assert ours.soul is None and theirs["soul"] is None and ours.skills_index == theirs["index"] == ""


def test_the_direct_runner_sends_the_assembled_prompt_and_answers_skill_view_from_the_side() -> None:
    sides = {"baseline": {**FILES, "skills/demo-openness/SKILL.md": b"---\nname: demo-openness\n---\nBASE-BODY\n"},
             "candidate": FILES}
    prompts = {side: hermes_prompt.assemble(files) for side, files in sides.items()}
    answer = reads_skills(by_system_prompt({"OPEN-BODY-1": Reply.text("candidate read its skill"),
                                            "BASE-BODY": Reply.text("baseline read its skill")}, Reply.text("none")))
    with FakeOpenAI(answer, models=("m",)) as llm:
        run = direct_hermes.runner(prompts)
        jobs = [Job(side, "c1", 0, "bare side text", "hello") for side in sides]
        outcomes = run(ModelConfig(llm.base_url, "m", concurrency=1), jobs, None)
    assert [o.output for o in outcomes] == ["baseline read its skill", "candidate read its skill"]
    assert all(o.tools_called == ("skill_view",) * 3 and not o.error for o in outcomes)
    first = [body for body in llm.chat_requests if not any(m["role"] == "tool" for m in body["messages"])]
    assert {body["messages"][0]["content"] for body in first} == {p.system_prompt for p in prompts.values()}
    assert all("bare side text" not in body["messages"][0]["content"] for body in llm.chat_requests)
