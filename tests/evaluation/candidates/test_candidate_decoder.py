"""Issue 26 item 6: a decoder candidate is decoded by its own decoder, in a sandbox, on the footer fixtures.

The candidate decoders here are small Python modules written by the tests: one answers every
fixture as recorded (it reads the fixtures file the sandbox holds — a stand-in for a correct
decoder, so the test is about the harness, not about writing a second parser), the others are
wrong on purpose or cannot run. qlnweb's own parser still decodes the fixtures as before.
"""
from __future__ import annotations

import json
from typing import Any

import pytest

from evaluation.candidates import candidate_decoder, decoder_check
from evaluation.candidates.models import Candidate
from tests.evaluation.candidates.conftest import evaluate, propose, record_all_lenses
from tests.factories import CycleFactory

DECODER = "scripts/5qln/decoding.py"
RECORDED = '''
import json
FIXTURES = {f["text"]: f for f in json.load(open("footer-fixtures.json"))["fixtures"]}

def parse_footer(phase, text):
    fixture = FIXTURES[text]
    return {"valid": fixture["valid"], "errors": {key: ["named"] for key in fixture.get("error_keys", [])}}
'''
FORGETS_X = RECORDED.replace('for key in fixture.get("error_keys", [])}', 'for key in fixture.get("error_keys", []) if key != "X"}')
ACCEPTS_ALL = "def parse_footer(phase, text):\n    return {'valid': True, 'errors': {}}\n"


def _check(files: dict[str, str], target: str = DECODER) -> candidate_decoder.DecoderRun:
    return candidate_decoder.check({name: text.encode() for name, text in files.items()}, target, decoder_check.FIXTURES)


def test_a_decoder_that_decodes_every_fixture_as_recorded_passes() -> None:
    run = _check({DECODER: RECORDED})
    assert run.problems == [] and run.fixtures == len(decoder_check.load_fixtures()) and run.verifier == "absent"


def test_a_decoder_that_fails_one_fixture_is_a_problem_naming_it() -> None:
    run = _check({DECODER: FORGETS_X})
    invalid_with_x = sorted(f["id"] for f in decoder_check.load_fixtures() if "X" in f.get("error_keys", []))
    assert invalid_with_x and [p.split(":")[1].split()[-1] for p in run.problems] == invalid_with_x, run.problems
    assert all("does not name ['X']" in p for p in run.problems)


def test_a_decoder_that_accepts_everything_names_every_unlawful_fixture() -> None:
    run = _check({DECODER: ACCEPTS_ALL})
    unlawful = {f["id"] for f in decoder_check.load_fixtures() if not f["valid"]}
    assert {p.split(":")[1].split()[-1] for p in run.problems} == unlawful


@pytest.mark.parametrize(("source", "code"), [
    ("def parse_footer(phase, text)\n    return None\n", "DECODER_IMPORT_FAILED"),
    ("import definitely_not_a_module_qln\n", "DECODER_IMPORT_FAILED"),
    ("VERSION = 2\n", "DECODER_NO_ENTRY_POINT"),
    ("import os\ndef parse_footer(phase, text):\n    os._exit(9)\n", "DECODER_CRASHED"),
])
def test_a_decoder_that_cannot_run_is_a_problem_with_its_code(source: str, code: str) -> None:
    run = _check({DECODER: source})
    assert run.code == code and run.problems[0].startswith(f"{code}:"), run.problems


def test_a_decoder_that_never_answers_times_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(candidate_decoder, "TIMEOUT_S", 1.0)
    run = _check({DECODER: "def parse_footer(phase, text):\n    while True:\n        pass\n"})
    assert run.code == "DECODER_TIMEOUT", run.problems


def test_the_candidates_verifier_runs_too_and_its_failure_is_a_problem() -> None:
    verifier = "scripts/5qln/verify_decoding.py"
    passing = _check({DECODER: RECORDED, verifier: "import sys, json\njson.load(open(sys.argv[1]))\n"})
    assert passing.problems == [] and passing.verifier == "passed"
    failing = _check({DECODER: RECORDED, verifier: "import sys\nprint('fixture VALID_S drifted')\nsys.exit(1)\n"})
    assert failing.verifier == "failed" and failing.problems == [f"{verifier} exited 1: fixture VALID_S drifted"]


def test_a_module_other_than_decoding_py_is_run_when_it_is_the_target() -> None:
    assert _check({"decoder/footer.py": RECORDED}, "decoder/footer.py").problems == []
    assert not candidate_decoder.applies("decoder/README.md") and not candidate_decoder.applies("skills/x/run.py")


@pytest.mark.django_db
def test_a_decoder_candidate_failing_its_fixtures_is_reject_naming_the_fixture(
    agent_client: Any, operator: Any, suites: Any, fake_model: Any,
) -> None:
    cycle_id = CycleFactory(agent=agent_client.agent, classification="evolution", through="P", approver=operator).pk
    response = propose(agent_client, cycle_id, FORGETS_X, target=DECODER, stratum="governed_decoding")
    assert response.status_code == 201, response.content
    candidate = Candidate.objects.get(pk=response.json()["id"])
    record_all_lenses(candidate)
    run = evaluate(candidate)
    step = run.steps.get(key="decoder_regression")
    assert step.status == "failed" and "candidate decoder: fixture S_NOT_A_QUESTION" in step.summary, step.summary
    assert step.evidence["candidate_decoder"]["decoder"] == DECODER
    assert run.verdict == "REJECT"
    assert any("S_NOT_A_QUESTION" in reason for reason in run.verdict_reasons), run.verdict_reasons
    assert json.dumps(step.evidence)  # stored as JSON
