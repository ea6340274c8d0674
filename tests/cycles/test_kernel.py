"""R-K-1..3: the sealed kernel, its verification, fail-closed transitions and exact operators."""
from __future__ import annotations

import shutil
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from cycles import kernel
from cycles.checks import kernel_sealed
from cycles.models import Cycle
from tests.factories import open_cycle, post_output


@pytest.fixture
def tampered_kernel(settings, tmp_path):
    directory = tmp_path / "kernel"
    shutil.copytree(kernel.DEFAULT_DIR, directory)
    text = (directory / "kernel.txt").read_text(encoding="utf-8")
    (directory / "kernel.txt").write_text(text.replace("⋂", "⊗"), encoding="utf-8")
    settings.QLN_KERNEL_DIR = directory
    return directory


def test_the_shipped_kernel_is_byte_exact():
    status = kernel.verify_kernel()
    assert status.ok, status.problems
    assert status.kernel_sha256 == "feaa46b4147d4e023cdd3fd59c051d063e8ec654ee7b38a481dcd5e4c781859b"
    assert (kernel.DEFAULT_DIR / "kernel.txt").stat().st_size == 217
    assert status.decoder_version == "2026-07-28.1"


def test_a_kernel_edited_together_with_its_manifest_still_fails(tmp_path):
    import hashlib
    import json

    directory = tmp_path / "kernel"
    shutil.copytree(kernel.DEFAULT_DIR, directory)
    (directory / "kernel.txt").write_text("1.  H = K\n", encoding="utf-8")
    manifest = json.loads((directory / "manifest.json").read_text())
    manifest["files"]["kernel.txt"]["sha256"] = hashlib.sha256(b"1.  H = K\n").hexdigest()
    (directory / "manifest.json").write_text(json.dumps(manifest))
    status = kernel.verify_kernel(directory)
    assert not status.ok
    assert any("sealed" in problem for problem in status.problems)


def test_verify_kernel_command_prints_digests_and_exits_non_zero_on_mismatch(tampered_kernel):
    out = StringIO()
    with pytest.raises(CommandError, match="does NOT verify"):
        call_command("verify_kernel", stdout=out)
    assert "kernel.txt       sha256" in out.getvalue()


def test_verify_kernel_command_passes_on_the_shipped_kernel():
    out = StringIO()
    call_command("verify_kernel", stdout=out)
    assert "feaa46b4147d4e023cdd3fd59c051d063e8ec654ee7b38a481dcd5e4c781859b" in out.getvalue()


def test_the_system_check_reports_a_tampered_kernel(tampered_kernel):
    errors = kernel_sealed()
    assert errors and errors[0].id == "qln.E001"


def test_a_tampered_kernel_makes_every_transition_fail_closed(agent_client, settings, tmp_path):
    cycle_id = open_cycle(agent_client)
    directory = tmp_path / "k2"
    shutil.copytree(kernel.DEFAULT_DIR, directory)
    (directory / "constitution.md").write_text("edited", encoding="utf-8")
    settings.QLN_KERNEL_DIR = directory
    response = post_output(agent_client, cycle_id, "S")
    assert response.status_code == 503
    assert response.json()["error"] == "KERNEL_TAMPERED"
    assert not Cycle.objects.get(pk=cycle_id).outputs.exists()
    response = agent_client.post("/api/v1/cycles", {"title": "x"}, format="json")
    assert response.status_code == 503


def test_a_tampered_kernel_shows_a_red_banner(operator_client, tampered_kernel):
    response = operator_client.get("/")
    assert b'id="kernel-banner"' in response.content


def test_the_banner_is_absent_when_the_kernel_verifies(operator_client):
    assert b'id="kernel-banner"' not in operator_client.get("/").content


@pytest.mark.parametrize(
    "restated, column, found",
    [
        ("5.  Q = φ ⊗ Ω", 11, "⊗"),
        ("Q = φ ∩ Ω", 7, "∩"),
        ("V = (L ⋂ G → B'') → ∞0'", 8, "⋂"),
        ("V = (L ∩ G → B′′) → ∞0'", 15, "′"),
        ("S → Q → G → P → V", 5, "Q"),
        ("L1  L2  L3  L4  V∅  L5", 19, " "),
    ],
)
def test_drift_in_a_restatement_is_rejected_with_the_exact_position(restated, column, found):
    findings = kernel.check_restatement("Intro line\n" + restated)
    assert findings, restated
    assert findings[0].line == 2
    assert findings[0].column == column
    assert findings[0].found == found


def test_the_exact_kernel_restated_passes():
    text = (kernel.DEFAULT_DIR / "kernel.txt").read_text(encoding="utf-8")
    assert kernel.check_restatement(text) == []


def test_prose_that_merely_looks_like_an_equation_is_not_drift():
    assert kernel.check_restatement("P = 0.05 was our threshold\nS = sample size") == []


def test_an_output_restating_the_kernel_with_otimes_is_refused_by_the_api(agent_client):
    cycle_id = open_cycle(agent_client)
    from cycles.demo import PHASE_TEXTS

    text = PHASE_TEXTS["S"].replace("K: in 6", "Q = φ ⊗ Ω\nK: in 6")
    response = post_output(agent_client, cycle_id, "S", text=text)
    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "KERNEL_DRIFT"
    assert body["findings"][0]["found"] == "⊗"
    assert body["findings"][0]["line"] == 5


def test_the_kernel_endpoint_checks_a_restatement(agent_client):
    response = agent_client.post("/api/v1/kernel", {"text": "Q = φ ⊗ Ω"}, format="json")
    assert response.status_code == 400
    assert response.json()["findings"][0]["column"] == 7
    assert agent_client.post("/api/v1/kernel", {"text": "Q = φ ⋂ Ω"}, format="json").status_code == 200
