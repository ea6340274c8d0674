"""Evolvable targets (issue 8 §2) and the refusal classes, caseless and NFKC-normalised (issue 11 §7).

The table goes through `check_target`; a few rows go through the real API
(POST /api/v1/cycles/{id}/candidates), which writes the workspace on disk.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from evaluation.candidates.models import Candidate
from evaluation.candidates.target_paths import PathRefused, check_target, fold
from hermes_plugin.governed import is_governed
from tests.evaluation.candidates.conftest import CANDIDATE_TEXT, make_active_version, propose
from tests.factories import CycleFactory

ADAPTIVE, DECODING = "adaptive_expression", "governed_decoding"

ACCEPTED = [
    (ADAPTIVE, "SOUL.md"),
    (ADAPTIVE, "skills/5qln/SKILL.md"),
    (ADAPTIVE, "skills/5qln/references/decoder-notes.md"),
    (ADAPTIVE, "skills/5QLN/SKILL.md"),  # same stratum as skills/5qln: aliasing it gains nothing
    (ADAPTIVE, "skills/demo-openness/SKILL.md"),
    (ADAPTIVE, "skills/notes/SOUL.md"),
    (ADAPTIVE, "skills/tokenizer/SKILL.md"),
    (ADAPTIVE, "skills/auth/SKILL.md"),
    (ADAPTIVE, "prompts/system.md"),
    (ADAPTIVE, "memory/policy.md"),
    (ADAPTIVE, "policies/tools.yaml"),
    (ADAPTIVE, "examples/case 1.md"),
    (ADAPTIVE, "skills/" + "a" * 255),
    (DECODING, "decoder/symbols.md"),
    (DECODING, "scripts/5qln/decoding.py"),
    (DECODING, "scripts/5qln/lib/lens_v2.py"),
]

REFUSED = {
    "CONSTITUTIONAL_TARGET": ["kernel.txt", "constitution.md", "Kernel.TXT", "ＣＯＮＳＴＩＴＵＴＩＯＮ.md", "codex/lens.md",
                              "CODEX/x.md", "skills/5qln/kernel.txt", "skills/x/Constitution.md", "kernel_data/manifest.json",
                              "LICENSE-5QLN-KERNEL.md", "cycles/kernel.py"],
    "PLUGIN_CODE_TARGET": ["plugins/qlnweb/hooks.py", "PLUGINS/x", "Plugins/qlnweb/plugin.yaml", "hermes_plugin/hooks.py",
                           "ｐｌｕｇｉｎｓ/x.py", "skills/hermes_plugin/x.py"],
    "EVALUATOR_PATH": ["evaluation/candidates/scoring.py", "Evaluation/x.py", "SUITES/held_out/a.json", "candidates/1/2/manifest.json",
                       "tests/x.py", ".verification/x", "test-plan.json", "skills/x/Test-Plan.json"],
    "ACTIVE_STORE_TARGET": ["active/current.json", "Active/versions/x", "5qln/state.json", "5QLN/x", "５ｑｌｎ/x"],
    "CREDENTIALS_TARGET": ["config.yaml", "Config.YAML", "ｃｏｎｆｉｇ.yaml", "config.yaml.", "config.yml", ".env", ".ENV",
                           ".env.local", "auth.json", "skills/x/.env", "skills/x/server.pem", "prompts/deploy.KEY",
                           "skills/x/id_rsa", "skills/x/id_ed25519.pub", "credentials", "skills/aws/credentials",
                           "secrets.yaml", "memory/tokens.json", "slack_tokens.json", ".anthropic_oauth.json",
                           "prompts/api_key.md", "policies/passwords.md", ".netrc"],
    "RUNTIME_STATE_TARGET": ["state.db", "State.DB", "state.db-wal", "response_store.db", "sessions/a.json", "logs/agent.log",
                             "memories/MEMORY.md", "Memories/USER.md", "cron/jobs.json", "skills/.hub/lock.json",
                             "skills/.bundled_manifest", "skills/x/__pycache__/a.py", "skills/x/a.pyc", "prompts/.usage.json"],
    "PATH_OUTSIDE_ROOTS": ["README.md", "cycles/views.py", ".hermes/x", "scripts/other.py", "SOUL.md/x", "skills", "hooks/x.py"],
    "PATH_NOT_CANONICAL_SPELLING": ["soul.md", "Soul.md", "ＳＯＵＬ.md", "SOUL.md.", "SOUL.md ", "SOUL.ｍｄ", "Skills/x.md",
                                    "SKILLS/5qln/SKILL.md", "ſkills/x.md", "ｓｋｉｌｌｓ/x.md", "Prompts/a.md", "MEMORY/policy.md"],
    "PATH_NOT_CANONICAL": ["skills/ｘ.md", "skills/x.md.", "skills/x.md ", "skills/café.md", "skills/cafe\u0301.md",
                           "skills/a\u200b.md", "skills/\ud800.md", "skills//a.md", "skills/x/", "skills\\a.md", "skills/a\x00"],
    "PATH_SEGMENT_TOO_LONG": ["a" * 256, "a" * 299, "skills/" + "a" * 256, "skills/" + "é" * 128],
    "PATH_TOO_LONG": ["skills/" + "a/" * 150],
    "PATH_TRAVERSAL": ["skills/../SOUL.md", "../outside/skills/a.md", "．．/x", "skills/．/x"],
    "PATH_ABSOLUTE": ["/etc/passwd", "／etc/passwd", "~/x", "C:/x", "ｃ:/x"],
    "PATH_REQUIRED": [""],
}
REFUSED_DECODING = {
    "PATH_NOT_CANONICAL_SPELLING": ["Scripts/5qln/decoding.py", "scripts/5QLN/decoding.py", "DECODER/x.md"],
    "WRONG_STRATUM": ["SOUL.md", "skills/5qln/SKILL.md", "prompts/a.md"],
    "RUNTIME_STATE_TARGET": ["scripts/5qln/__pycache__/decoding.cpython-311.pyc", "decoder/.cache"],
}
REFUSED_ROWS = ([(ADAPTIVE, path, code) for code, paths in REFUSED.items() for path in paths]
                + [(DECODING, path, code) for code, paths in REFUSED_DECODING.items() for path in paths]
                + [(ADAPTIVE, "decoder/x.md", "WRONG_STRATUM"), (ADAPTIVE, "scripts/5qln/decoding.py", "WRONG_STRATUM")])


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) if ch.isascii() and ch.isalpha() else ch for ch in text)


def _code(stratum: str, path: object) -> str:
    try:
        check_target(stratum, path)
    except PathRefused as refused:
        return refused.code
    return "ACCEPTED"


@pytest.mark.parametrize(("stratum", "path"), ACCEPTED)
def test_it_accepts_every_governed_file_of_the_stratum_unchanged(stratum, path):
    assert check_target(stratum, path) == path
    assert is_governed(path)


@pytest.mark.parametrize(("stratum", "path", "code"), REFUSED_ROWS, ids=[f"{c}:{p[:40]!r}" for _, p, c in REFUSED_ROWS])
def test_it_refuses_each_class_with_its_own_code(stratum, path, code):
    assert _code(stratum, path) == code


CLASS_ROWS = [row for row in REFUSED_ROWS if row[2] != "PATH_NOT_CANONICAL_SPELLING"]  # those are spellings of accepted paths


@pytest.mark.parametrize(("stratum", "path", "code"), CLASS_ROWS, ids=[f"{c}:{p[:40]!r}" for _, p, c in CLASS_ROWS])
def test_no_other_spelling_of_a_refused_path_is_accepted(stratum, path, code):
    for variant in {path.upper(), path.lower(), path.swapcase(), _fullwidth(path), path + "."}:
        assert _code(stratum, variant) != "ACCEPTED", variant


@pytest.mark.parametrize(("stratum", "path"), ACCEPTED)
def test_a_governed_root_spelled_another_way_is_refused_as_an_alias(stratum, path):
    root, sep, rest = path.partition("/")
    for variant in {root.upper(), root.capitalize(), _fullwidth(root)} - {root}:
        assert _code(stratum, variant + sep + rest) == "PATH_NOT_CANONICAL_SPELLING", variant


@hypothesis_settings(max_examples=400, derandomize=True, deadline=None, database=None,
                     suppress_health_check=list(HealthCheck))
@given(st.sampled_from([ADAPTIVE, DECODING]),
       st.one_of(st.text(max_size=320), st.builds("/".join, st.lists(st.sampled_from(
           ["SOUL.md", "soul.md", "skills", "Skills", "5qln", "5QLN", "scripts", "decoder", ".env", "Config.YAML", "ｓ", "..",
            "", "plugins", "a" * 256, "x.md", "x.md.", "é", "e\u0301", "\ud800", "state.db", "__pycache__"]), max_size=6))))
def test_any_text_is_either_returned_unchanged_as_a_governed_file_or_refused_with_a_code(stratum, path):
    try:
        accepted = check_target(stratum, path)
    except PathRefused as refused:
        assert refused.code.isupper() and refused.detail
        return
    assert accepted == path and is_governed(path) and path.isascii()
    assert all(0 < len(segment) <= 255 for segment in path.split("/"))
    assert fold(path).split("/")[0] != "5qln"


# Through the real API: the evolvable targets are written to the workspace; refusals are 400s, never a 500.

@pytest.fixture
def cycle_id(agent_client, operator):
    return CycleFactory(agent=agent_client.agent, classification="adaptation", through="P", approver=operator).pk


@pytest.mark.django_db
@pytest.mark.parametrize(("stratum", "path"), [(ADAPTIVE, "SOUL.md"), (ADAPTIVE, "skills/5qln/SKILL.md"),
                                               (DECODING, "scripts/5qln/decoding.py"), (ADAPTIVE, "skills/" + "a" * 255)])
def test_the_api_accepts_evolvable_targets_and_writes_them_to_the_workspace(agent_client, operator, settings, stratum, path):
    cycle_id = CycleFactory(agent=agent_client.agent, classification={ADAPTIVE: "adaptation", DECODING: "evolution"}[stratum],
                            through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, CANDIDATE_TEXT, target=path, stratum=stratum)
    assert response.status_code == 201, response.content
    body = response.json()
    assert (body["target_path"], body["target_stratum"]) == (path, stratum)
    root = Path(settings.QLN_HOME) / "candidates" / str(cycle_id) / str(body["id"])
    assert (root / "proposed" / path).read_text() == CANDIDATE_TEXT
    assert json.loads((root / "manifest.json").read_text())["scope"] == [path]


@pytest.mark.django_db
def test_a_soul_candidate_diffs_against_the_active_soul(agent_client, cycle_id, settings):
    digest = make_active_version(Path(settings.QLN_ACTIVE_STORE), {"SOUL.md": "SOUL-MARKER-V1\n"}, agent_client.agent.name)
    response = propose(agent_client, cycle_id, "SOUL-MARKER-V2\n", target="SOUL.md", parent=digest)
    assert response.status_code == 201, response.content
    assert "-SOUL-MARKER-V1" in response.json()["diff"] and "+SOUL-MARKER-V2" in response.json()["diff"]


@pytest.mark.django_db
@pytest.mark.parametrize(("path", "code"), [
    ("Config.YAML", "CREDENTIALS_TARGET"), ("PLUGINS/x", "PLUGIN_CODE_TARGET"), ("ＳＯＵＬ.md", "PATH_NOT_CANONICAL_SPELLING"),
    ("Skills/x.md", "PATH_NOT_CANONICAL_SPELLING"), ("5qln/state.json", "ACTIVE_STORE_TARGET"),
    ("sessions/a.json", "RUNTIME_STATE_TARGET"), ("kernel.txt", "CONSTITUTIONAL_TARGET"),
    ("a" * 256, "PATH_SEGMENT_TOO_LONG"), ("skills/" + "b" * 280, "PATH_SEGMENT_TOO_LONG"), ("b" * 299, "PATH_SEGMENT_TOO_LONG"),
    ("skills/\ud800.md", "LONE_SURROGATE"),  # refused centrally before the path policy (issue 11)
])
def test_the_api_refuses_with_a_400_and_its_code(agent_client, cycle_id, path, code):
    # A raw JSON body: the test client's encoder cannot carry a lone surrogate, a hostile client's can (\ud800 escape).
    body = json.dumps({"target_stratum": ADAPTIVE, "target_path": path, "content": CANDIDATE_TEXT})
    response = agent_client.post(f"/api/v1/cycles/{cycle_id}/candidates", body, content_type="application/json")
    assert (response.status_code, response.json()["error"]) == (400, code)
    assert Candidate.objects.count() == 0
