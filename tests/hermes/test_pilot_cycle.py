"""One whole 5QLN cycle with the agent working from inside a real Hermes (issue 23 §6, §7; seed §15.1).

The stack is `manage.py run_stack` on a fresh QLN_HOME, as after `make run`. Every command is
docs/pilot.md's own (tests/pilot/doc_steps.py): the suites, `connect_hermes` on an existing
profile, each one-shot `hermes -z` session, `promote`, `rollback`, `ledger verify`. The agent's
part is only Hermes sessions whose scripted model (tests/hermes/pilot_agent.py) calls the
plugin's tools: no factory, no database write and no HTTP call of the test stands in for it.
The operator's part is clicks in a headless Chromium, each decision signed by its virtual authenticator with the
passkey the operator enrolled at the link `operator_enrol` printed. The next session's system prompt carries
the promoted SOUL.md and loses it after the rollback.
"""
from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from cycles.lenses import COORDINATES
from tests.browser.conftest import browser_page  # noqa: F401  (fixture)
from tests.browser.passkeys import add_virtual_authenticator, enrol_through_page, press_signed
from tests.hermes import pilot_agent
from tests.pilot import material
from tests.pilot.doc_steps import run_step
from tests.pilot.stack import OPERATOR_PASSWORD, Stack, pilot_model, pilot_stack  # noqa: F401  (fixtures)
from tests.testing.fake_openai import FakeOpenAI

VENV = Path(os.environ.get("QLN_HERMES_VENV", "/opt/qln-hermes-venv"))
if not (VENV / "bin" / "hermes").exists() and not os.environ.get("QLN_REQUIRE_HERMES"):
    pytest.skip(f"hermes CLI not found in {VENV} (scripts/setup_hermes_venv.sh)", allow_module_level=True)

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.serial]


class Pilot:
    """The doc's variables, the trail, and what each Hermes session sent its model."""

    def __init__(self, stack: Stack, llm: FakeOpenAI, profile: Path) -> None:
        self.stack, self.llm, self.profile = stack, llm, profile
        self.started = time.monotonic()
        self.trail: list[str] = []
        self.env = {**stack.env(), "H": str(profile), "QLN_URL": stack.base_url, "HOME": str(profile.parent),
                    "PATH": f"{VENV / 'bin'}:{os.environ.get('PATH', '/usr/bin:/bin')}", "LANG": "C.UTF-8"}

    def note(self, text: str) -> None:
        self.trail.append(f"{time.monotonic() - self.started:6.1f} s  {text}")

    def command(self, step: str, answer: str | None = None) -> str:
        done = run_step(step, self.env, answer=answer)
        self.note(done.transcript().replace("\n", "\n           "))
        return done.stdout

    def session(self, step: str) -> tuple[list[dict[str, Any]], str]:
        """Run one `hermes -z` step; return the tools' answers and the session's system message."""
        before = len(self.llm.chat_requests)
        self.command(step)
        requests = [r for r in self.llm.chat_requests[before:] if r.get("tools")]
        assert requests, f"step {step}: Hermes never asked its model"
        messages = requests[-1]["messages"]
        answers = pilot_agent._results(messages)
        for message in messages:
            for call in message.get("tool_calls") or []:
                arguments = json.loads(call["function"]["arguments"])
                shown = {k: (v if len(str(v)) < 60 else str(v)[:57] + "…") for k, v in arguments.items()}
                self.note(f"   tool call {call['function']['name']} {json.dumps(shown, ensure_ascii=False)}")
            if message.get("role") == "tool":
                self.note(f"   answer   {str(message.get('content'))[:400]}")
        final = self.llm.chat_requests[before:][-1]
        self.note(f"   model said: {pilot_agent.respond(final).content}")
        system = next(str(m.get("content")) for m in messages if m.get("role") == "system")
        return answers, system


def login(page: Any, stack: Stack) -> None:
    page.goto(f"{stack.base_url}/accounts/login/")
    page.fill("input[name=username]", stack.operator)
    page.fill("input[name=password]", OPERATOR_PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(f"{stack.base_url}/")


def attest_from_queue(page: Any, stack: Stack, cycle_id: int, kind: str, digest: str) -> None:
    """The operator opens the queue row, reads the digest on the cycle page and presses Attest."""
    page.goto(f"{stack.base_url}/")
    row = page.locator("#review-queue tbody tr", has_text=material.TITLE)
    assert row.count() == 1 and row.locator(".pill").inner_text().split()[0] == kind
    row.locator("a").click()
    page.wait_for_url(f"{stack.base_url}/cycles/{cycle_id}/")
    assert page.locator("input[name=digest]").input_value() == digest
    assert page.locator("#attest-approve-payload").inner_text().startswith("signs payload ")
    press_signed(page, "#attest-approve")  # Chromium's virtual authenticator signs the act
    assert "Attestation recorded." in page.locator(".flash").inner_text()


def review_candidate(page: Any, stack: Stack, candidate_id: int) -> None:
    """The 25 lenses in one form (the human criteria are reviewed after the run: :func:`review_outcome`)."""
    page.goto(f"{stack.base_url}/")
    page.locator("#review-queue tbody tr", has_text=f"candidate {candidate_id}").first.locator("a").click()
    page.wait_for_url(re.compile(rf".*/candidates/{candidate_id}/.*"))
    assert page.locator("#diff .diff-add", has_text=material.MARKER).count() == 1
    for coordinate in COORDINATES:
        page.select_option(f"#status-{coordinate}", "pass")
        page.fill(f"#evidence-{coordinate}", f"read the SOUL.md diff through {coordinate}: α carried")
    press_signed(page, "#lens-save")  # one LENS act over the 25 cells, signed by the passkey (issue 24)
    assert page.locator("#lens-problems").inner_text() == "All 25 coordinates recorded."
    assert page.locator("#acceptance-table button[id^=review-]").count() == 0  # nothing to review before a run
    page.goto(f"{stack.base_url}/candidates/")  # the candidate page reloads itself when a run appears


def review_outcome(page: Any, stack: Stack, candidate_id: int) -> list[str]:
    """Step 11 after the run (issue 26 item 7): from the queue's REVIEW row, each human criterion reviewed as met on
    the run's evidence, a REVIEW signed by the passkey; returns the reviewed criteria."""
    page.goto(f"{stack.base_url}/")
    row = page.locator("#review-queue tbody tr[data-kind=REVIEW]", has_text=f"candidate {candidate_id}")
    assert row.count() == 1 and "waiting for the human outcome review" in row.inner_text()
    row.locator("a").first.click()
    page.wait_for_url(re.compile(r".*#acceptance-card$"))
    reviewed = []
    for _ in range(8):
        button = page.locator("#acceptance-table button[id^=review-met-]")
        if not button.count():
            break
        criterion = str(button.first.get_attribute("id")).removeprefix("review-met-")
        assert page.locator(f"#review-evidence-{criterion} li").count() >= 3  # the run's evidence beside it
        page.fill(f"#review-note-{criterion}", "read the held-out replies: they stay in the open space")
        press_signed(page, f"#review-met-{criterion}")  # a REVIEW bound to the run's result digest
        assert "Outcome review recorded" in page.locator(".flash").inner_text()
        reviewed.append(criterion)
    return reviewed


def watch_run(page: Any, stack: Stack, candidate_id: int, timeout: float = 240) -> tuple[str, str, str]:
    """The operator opens the candidate page once and watches it: the page follows the run and reloads itself when the
    run appears and when it ends (R-UI-3), so the test never navigates over that reload. Returns the verdict, the
    result digest and the reasons the page gives for anything but PASS."""
    page.goto(f"{stack.base_url}/candidates/{candidate_id}/")
    try:
        page.wait_for_selector("#run-verdict", timeout=timeout * 1000)
    except PlaywrightTimeout:
        raise AssertionError("no verdict in time\n" + (stack.home / "run_stack.log").read_text()[-4000:]) from None
    page.wait_for_load_state("load")
    digest = page.locator("#verdict-banner + p code.digest-text").get_attribute("title")
    reasons = page.locator("#verdict-reasons")
    return page.locator("#run-verdict").inner_text(), str(digest), reasons.inner_text() if reasons.count() else ""


@pytest.fixture
def agent_llm() -> Any:
    with FakeOpenAI(pilot_agent.respond, models=("fake-model",)) as llm:
        yield llm


def test_a_whole_cycle_from_inside_hermes(pilot_stack: Stack, pilot_model: Any, agent_llm: FakeOpenAI,  # noqa: F811
                                          browser_page: Any, tmp_path: Path) -> None:  # noqa: F811
    stack, page = pilot_stack, browser_page
    profile = tmp_path / "agent-host" / "home" / ".hermes"  # an existing profile: its model and its own SOUL.md
    profile.mkdir(parents=True)
    (profile / "config.yaml").write_text(f"# the agent's profile\nmodel:\n  provider: custom\n  base_url: {agent_llm.base_url}\n"
                                         "  default: fake-model\n  api_key: sk-fake-loopback\n")
    (profile / "SOUL.md").write_text("You are the pilot agent.\n")
    pilot = Pilot(stack, agent_llm, profile)

    pilot.command("suites")
    connected = pilot.command("connect")
    assert "agent pilot-agent created" in connected and "version sealed" in connected, connected
    assert (profile / "SOUL.md").read_text() == material.COMPANION_SOUL.read_text()
    assert (profile / "SOUL.md.before-qlnweb").read_text() == "You are the pilot agent.\n"

    # S: the agent opens the cycle and states X.
    (opened, s), system = pilot.session("session-open")
    assert material.MARKER not in system and "5QLN Codex Self-Evolution" in system  # before the promotion
    cycle_id = opened["cycle_id"]
    assert s["ok"] and s["attestation_required"] == "X", s
    assert f"{stack.base_url}/cycles/{cycle_id}/" in s["next_step"]
    pilot.env["CYCLE"] = str(cycle_id)
    pilot.note(f"system prompt before the promotion: marker {'present' if material.MARKER in system else 'absent'}")

    login(page, stack)
    add_virtual_authenticator(page)  # the operator's device: a passkey with user verification
    enrolment = pilot.command("enrol")
    link = re.search(r"enrol a passkey for operator at (\S+)", enrolment)
    code = re.search(r"one-time code: (\S+)", enrolment)
    assert link and code and link.group(1) == f"{stack.base_url}/accounts/passkeys/enrol/", enrolment
    pilot.note(enrol_through_page(page, link.group(1), code.group(1)).replace("\n", " "))
    attest_from_queue(page, stack, cycle_id, "X", s["digest"])
    pilot.note("X attested in Chromium")

    (status, g, q), _ = pilot.session("session-after-x")
    assert status["current_phase"] == "G" and g["ok"] and q["attestation_required"] == "Z", (status, g, q)
    attest_from_queue(page, stack, cycle_id, "Z", q["digest"])
    pilot.note("Z attested in Chromium")

    (p, candidate), _ = pilot.session("session-after-z")
    assert p["ok"] and candidate["ok"] and candidate["target_path"] == "SOUL.md", (p, candidate)
    assert candidate["parent_version_digest"], candidate  # the version connect_hermes sealed
    pilot.env["CANDIDATE"] = str(candidate["candidate_id"])
    review_candidate(page, stack, candidate["candidate_id"])
    pilot.note("25 lenses recorded in Chromium")

    (queued,), _ = pilot.session("session-evaluate")
    assert queued["ok"] and queued["status"] == "queued", queued
    pilot.env["RUN"] = str(queued["run_id"])
    verdict, result, reasons = watch_run(page, stack, candidate["candidate_id"])
    # issue 26 item 7: every machine gate passed; step 11 waits for the human outcome review of this result
    assert verdict == "HOLD" and "OUTCOME_REVIEW_REQUIRED" in reasons, reasons
    paired = [row.inner_text().replace("\n", " ") for row in page.locator("#paired-table tbody tr").all()]
    assert len(paired) == 3, paired  # issue 26: replay, held-out, adversarial compared case by case
    pilot.note("paired over cases (exact McNemar): " + " | ".join(paired))
    runner = page.locator("#run-evaluator")  # the default runner (QLN_EVAL_RUNNER=auto, issue 26) where Hermes is
    assert runner.get_attribute("data-runner") == "hermes-sandbox", runner.inner_text()
    pilot.note(runner.inner_text())
    pilot.env["RESULT"] = result
    pilot.note(f"evaluation {queued['run_id']}: {verdict} (result digest {result[:16]}…), seen in Chromium")
    (read,), _ = pilot.session("session-read-evaluation")
    # the server's answer (verdict_code, next_step, reasons) says where the human reviews; the plugin relays it
    assert read["verdict"] == "HOLD" and read.get("verdict_code", "OUTCOME_REVIEW_REQUIRED") == "OUTCOME_REVIEW_REQUIRED"
    assert "waiting for the human outcome review" in read["next_step"], read
    assert f"at {stack.base_url}/candidates/{candidate['candidate_id']}/#acceptance-card" in read["next_step"], read
    pilot.note(f"the agent relays: {read['next_step']}")
    reviewed = review_outcome(page, stack, candidate["candidate_id"])
    assert reviewed == ["OPEN-SPACE"], reviewed
    page.goto(f"{stack.base_url}/candidates/{candidate['candidate_id']}/")
    assert page.locator("#run-verdict").inner_text() == "HOLD" and page.locator("#run-outcome").inner_text() == "PASS"
    pilot.note(f"{reviewed} reviewed as met in Chromium: the outcome is PASS on the signed HOLD result {result[:16]}…")

    page.goto(f"{stack.base_url}/")
    page.locator("#review-queue tbody tr", has_text=f"candidate {candidate['candidate_id']}").filter(
        has_text="PROMOTION").locator("a").click()
    page.wait_for_url(re.compile(r".*#promotion-card$"))
    press_signed(page, "#promote-approve")
    assert "Promotion attestation recorded." in page.locator(".flash").inner_text()
    pilot.note("PROMOTION attested in Chromium")

    promoted = pilot.command("promote", answer="y\n")  # the promoter reads the summary and confirms
    for kind in ("X", "Z", "PROMOTION"):  # each approval verified from the ledger against the enrolled passkey
        assert re.search(rf"^{kind} approved by operator at \S+ \(passkey ", promoted, re.M), promoted
    assert re.search(r"^REVIEW OPEN-SPACE met approved by operator at \S+ \(passkey ", promoted, re.M), promoted
    assert "PASS (signed HOLD OUTCOME_REVIEW_REQUIRED; outcome reviewed as met: OPEN-SPACE)" in promoted, promoted
    match = re.search(r"promotion (\d+) activated version ([0-9a-f]{64})", promoted)
    assert match and f"profile {profile}: activated" in promoted, promoted
    pilot.env["PROMOTION"] = match.group(1)
    assert material.MARKER in (profile / "SOUL.md").read_text()
    _, system = pilot.session("session-plain")
    assert material.MARKER in system, system[-800:]
    pilot.note("system prompt after the promotion: marker present")

    rolled = pilot.command("rollback")
    assert f"profile {profile}: activated" in rolled, rolled
    _, system = pilot.session("session-plain")
    assert material.MARKER not in system and "5QLN Codex Self-Evolution" in system
    pilot.note("system prompt after the rollback: marker absent")

    (v, closed), _ = pilot.session("session-close")
    assert v["ok"] and v["cycle_status"] == "completed" and closed["status"] == "completed", (v, closed)
    verified = pilot.command("verify")
    assert verified.startswith("ledger verifies:"), verified

    print("\n=== pilot: one whole cycle from inside Hermes ===")
    print("\n".join(pilot.trail))
