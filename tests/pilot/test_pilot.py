"""The pilot (the source's Gate 6): one full cycle on the project's `open-space` skill.

docs/pilot.md is the same walk-through for a person. Humans act in a real headless
Chromium (clicks on the pages' own forms), the agent over HTTP with its token, the
promoter with `manage.py` in child processes; the stack is `manage.py run_stack`
on a fresh QLN_HOME, as after `make run`.
"""
from __future__ import annotations

import json
import re
import time
from datetime import datetime, timezone
from typing import Any

import pytest

from cycles.lenses import COORDINATES
from hermes_plugin.governed import profile_digest
from tests.pilot import hermes_sessions, material
from tests.pilot.conftest import OPERATOR_PASSWORD, Stack
from tests.testing.fake_openai import FakeOpenAI

pytestmark = [pytest.mark.browser, pytest.mark.slow]


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
    assert row.count() == 1
    assert row.locator(".pill").inner_text().split()[0] == kind
    row.locator("a").click()
    page.wait_for_url(f"{stack.base_url}/cycles/{cycle_id}/")
    assert page.locator("input[name=digest]").input_value() == digest
    assert page.locator(".output-valid .digest", has_text=digest).count() == 1
    page.click("#attest-approve")
    page.wait_for_load_state()
    assert "Attestation recorded." in page.locator(".flash").inner_text()


def post_output(stack: Stack, cycle_id: int, phase: str) -> dict[str, Any]:
    return stack.api("POST", f"/api/v1/cycles/{cycle_id}/outputs", material.output_body(phase), expect=201)


def wait_for_run(stack: Stack, run_id: int, timeout: float = 180) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run = stack.api("GET", f"/api/v1/evaluations/{run_id}")
        if run["status"] in ("finished", "failed"):
            return run
        time.sleep(0.5)
    raise AssertionError(f"evaluation {run_id} did not finish in {timeout} s: {run}\n"
                         + (stack.home / "run_stack.log").read_text()[-4000:])


@pytest.fixture
def hermes_llm() -> Any:
    if not hermes_sessions.hermes_available():
        pytest.skip(f"hermes CLI not found at {hermes_sessions.HERMES} (scripts/setup_hermes_venv.sh)")
    with FakeOpenAI(hermes_sessions.skill_reader, models=("fake-model",)) as llm:
        yield llm


def test_pilot_one_full_cycle_on_a_real_skill(
    pilot_stack: Stack, pilot_model: Any, browser_page: Any, hermes_llm: Any, tmp_path: Any
) -> None:
    started = time.monotonic()
    stack, page = pilot_stack, browser_page
    steps: list[str] = []
    seen: list[str] = []  # what each real Hermes session's model received from the skill

    def step(text: str) -> None:
        steps.append(f"{time.monotonic() - started:6.1f} s  {text}")

    def session(label: str) -> str:
        line = hermes_sessions.run_session(hermes_llm, hermes_home, stack.base_url, stack.token)
        seen.append(f"{label}: {line}")
        return line

    # The agent's existing Hermes profile is sealed as its first version and activated (R-P-7, R-P-8).
    hermes_home = hermes_sessions.make_profile(tmp_path / "agent-host", hermes_llm.base_url)
    stack.manage("promoter", "init", "--agent", "pilot-agent", "--from", str(hermes_home),
                 QLN_ALLOW_ANY_PROMOTER_USER="true")
    stack.manage("promoter", "activate", "--agent", "pilot-agent", "--hermes-home", str(hermes_home),
                 QLN_ALLOW_ANY_PROMOTER_USER="true")
    assert material.MARKER not in session("before the cycle")
    assert stack.api("GET", "/api/v1/sessions")["sessions"][0]["matches_active"] is True
    step("profile sealed and activated; a Hermes session read the skill without the marker")

    # S: the agent opens the cycle and states X with human evidence.
    cycle = stack.api("POST", "/api/v1/cycles", material.cycle_body(), expect=201)
    cycle_id = cycle["id"]
    s_output = post_output(stack, cycle_id, "S")
    assert s_output["footer"]["X"] == material.X_QUESTION
    assert s_output["cycle"]["attestation_required"] == "X"
    step(f"S: cycle {cycle_id} opened, X stated (digest {s_output['digest'][:12]})")

    # X attested by the operator in the browser.
    login(page, stack)
    attest_from_queue(page, stack, cycle_id, "X", s_output["digest"])
    assert page.locator("#current-phase").inner_text() == "G"
    step("X attested in the browser")

    # G and Q by the agent; Z attested in the browser.
    post_output(stack, cycle_id, "G")
    q_output = post_output(stack, cycle_id, "Q")
    assert q_output["cycle"]["attestation_required"] == "Z"
    attest_from_queue(page, stack, cycle_id, "Z", q_output["digest"])
    assert page.locator("#current-phase").inner_text() == "P"
    step("G, Q posted; Z attested in the browser")

    # P with its evaluation plan, then the candidate through the agent API.
    post_output(stack, cycle_id, "P")
    active = stack.api("GET", "/api/v1/active")
    parent = active.get("version")
    candidate = stack.api("POST", f"/api/v1/cycles/{cycle_id}/candidates", material.candidate_body(parent), expect=201)
    assert f"+{material.NEW_BULLET}" in candidate["diff"]
    step(f"P posted; candidate {candidate['id']} proposed for {material.TARGET} (parent {parent or 'none'})")

    # The reviewer records the 25 lenses on the candidate page (reached from the candidate list).
    page.goto(f"{stack.base_url}/candidates/")
    page.locator("#candidates a", has_text=material.TARGET).click()
    page.wait_for_url(f"{stack.base_url}/candidates/{candidate['id']}/")
    assert page.locator("#diff .diff-add", has_text=material.MARKER).count() == 1
    for coordinate in COORDINATES:  # the 5 × 5 grid is one form, saved in one submit
        page.select_option(f"#status-{coordinate}", "pass")
        page.fill(f"#evidence-{coordinate}", f"read the diff through {coordinate}: no drift from α")
    page.click("#lens-save")
    page.wait_for_load_state()
    assert page.locator("#lens-grid td.lens-pass").count() == 25
    assert page.locator("#lens-problems").inner_text() == "All 25 coordinates recorded."
    step("25 lenses recorded in the browser")
    # The reviewer ticks each human acceptance criterion of Z there (bound to Z's digest), before the run.
    ticked = []
    for _ in range(32):
        button = page.locator("#acceptance-table button[id^=tick-]")
        if not button.count():
            break
        ticked.append(button.first.get_attribute("id"))
        button.first.click()
        page.wait_for_load_state()
        assert "ticked" in page.locator(".flash").inner_text()
    step(f"acceptance criteria ticked in the browser: {ticked or 'none stated as human'}")
    # Leave the candidate page first: it reloads itself when the agent's run appears.
    page.goto(f"{stack.base_url}/candidates/")

    # The agent asks for the evaluation; the cluster runs it against the fake model.
    queued = stack.api("POST", f"/api/v1/candidates/{candidate['id']}/evaluations", {}, expect=202)
    run = wait_for_run(stack, queued["id"])
    assert run["status"] == "finished" and run["verdict"] == "PASS", json.dumps(run, indent=1)[:6000]
    assert run["fitness"]["task_benefit"]["candidate"] > run["fitness"]["task_benefit"]["baseline"]
    assert pilot_model.requests, "the runner never called the model"
    step(f"evaluation {run['id']}: {run['verdict']}, task benefit {run['fitness']['task_benefit']}")

    # PROMOTION attested in the browser by the operator (the proposer is the agent).
    page.goto(f"{stack.base_url}/")
    row = page.locator("#review-queue tbody tr", has_text=f"candidate {candidate['id']}")
    assert row.locator(".pill").inner_text() == "PROMOTION"
    row.locator("a").click()  # the queue lands on the promotion form
    page.wait_for_url(f"{stack.base_url}/candidates/{candidate['id']}/#promotion-card")
    assert page.locator("#run-verdict").inner_text() == "PASS"
    page.click("#promote-approve")
    page.wait_for_load_state()
    assert "Promotion attestation recorded." in page.locator(".flash").inner_text()
    step("PROMOTION attested in the browser")

    # The promoter runs the command (in production: runuser -u qlnpromote -- …).
    promoted = stack.manage("promote", str(candidate["id"]), "--evaluation", run["result_digest"],
                            "--canary-turns", "5", QLN_ALLOW_ANY_PROMOTER_USER="true").stdout
    match = re.search(r"promotion (\d+) activated version ([0-9a-f]{64})", promoted)
    assert match, promoted
    promotion_id, version = int(match.group(1)), match.group(2)
    assert f"rollback reference: rollback:{promotion_id}:to:" in promoted
    assert stack.api("GET", "/api/v1/active")["version"] == version
    assert f"profile {hermes_home}: activated" in promoted, promoted
    promoted_at = datetime.now(timezone.utc)
    step(f"promote: promotion {promotion_id} activated {version[:12]} in the profile")
    assert material.MARKER in session("after promote")
    latest = stack.api("GET", "/api/v1/sessions")["sessions"][0]
    assert (latest["loaded_digest"], latest["matches_active"]) == (version, True), latest
    step("the next Hermes session read the promoted skill")

    # Under the new version the agent's session tries to write SOUL.md: a hard canary failure.
    loaded, count = profile_digest(hermes_home)
    body = {**material.SESSION_BODY, "loaded_digest": loaded, "loaded_files": count}
    session_pin = stack.api("POST", "/api/v1/sessions", body, expect=201)
    assert session_pin["active_version"] == version and session_pin["matches_active"] is True
    verdict = stack.api("POST", "/api/v1/verdicts", material.PROTECTED_WRITE_BODY)
    assert verdict["block"] is True, verdict
    canary = stack.manage("shell", "-v", "0", "-c", "from promotion.canary import canary_monitor; print(canary_monitor())").stdout
    assert "PROTECTED_PATH_ATTEMPT" in canary or "[]" in canary, canary  # [] when the schedule got there first
    step(f"canary: {canary.strip()}")

    # The waiting rollback request shows in the review queue.
    page.goto(f"{stack.base_url}/")
    assert page.locator("#review-queue tbody tr", has_text=f"promotion {promotion_id}").count() >= 1

    # The promoter side re-checks and executes it.
    handled = stack.manage("promoter", "run", QLN_ALLOW_ANY_PROMOTER_USER="true").stdout
    assert f"(promotion {promotion_id}): executed" in handled, handled
    assert stack.api("GET", "/api/v1/active")["version"] == parent
    assert f"profile {hermes_home}: activated" in handled, handled
    step(f"promoter run: {handled.strip().splitlines()[0]}")
    assert material.MARKER not in session("after rollback")
    step("the next Hermes session read the previous skill again")

    # The operator sees the rollback's next S, opened with the observed failure (R-P-3).
    page.goto(f"{stack.base_url}/")
    assert page.locator("#review-queue tbody tr", has_text=f"promotion {promotion_id}").count() == 0
    next_s = page.locator("table.grid tr", has_text=f"After rollback of promotion {promotion_id}")
    assert next_s.count() == 1
    with page.expect_navigation():
        next_s.locator("a").click()
    page.wait_for_load_state("load")
    assert "PROTECTED_PATH_ATTEMPT" in page.content()
    step("next S opened with the observed failure (seen in the browser)")

    # V completes the cycle: B, B'' and ∞0'.
    v_output = post_output(stack, cycle_id, "V")
    assert v_output["cycle"]["status"] == "completed", v_output
    completed = stack.api("GET", f"/api/v1/cycles/{cycle_id}")
    seed = completed["seed"]
    assert seed and re.fullmatch(r"[0-9a-f]{32}", seed["seed_id"]), completed
    assert seed["zero_prime_question"] == material.ZERO_PRIME
    # The B'' carries what really happened (R-S-1): promoted, then rolled back by the canary.
    assert seed["decision"] == "PROMOTE" and seed["promotion_id"], seed
    assert seed["rollback_ref"].startswith("rolled back at"), seed
    assert seed["digests"]["candidate"] and seed["digests"]["evaluation"] and seed["digests"]["version"], seed
    step("V posted: cycle completed")

    verified = stack.manage("ledger", "verify").stdout
    assert verified.startswith("ledger verifies:"), verified
    was = stack.manage("promoter", "active-at", promoted_at.isoformat()).stdout.strip()
    assert was == version, was
    step(f"ledger verify: {verified.strip()}")

    print("\n=== pilot: one full cycle on", material.SKILL, "===")
    print("\n".join(steps))
    print(f"B'' seed id : {seed['seed_id']}")
    print(f"∞0'         : {seed['zero_prime_question']}")
    print(f"decision    : {seed['decision']} (promotion {seed['promotion_id']}; {seed['rollback_ref']})")
    print("Hermes sessions (what the model received from the skill):", *seen, sep="\n  ")
    print(f"duration    : {time.monotonic() - started:.1f} s (after the stack started)")
