"""manage.py register_baseline export/import, and superseding baselines (R-R-2, R-R-9)."""
from __future__ import annotations

import stat
from io import StringIO

import pytest
import yaml
from django.core.management import CommandError, call_command
from django.db import IntegrityError, transaction

from register.models import RegisterBaseline
from register.services import baseline_calibrate
from tests.factories import AgentFactory
from tests.register.corpus import GLYPH, corpus

pytestmark = pytest.mark.django_db


def run(*args: str) -> str:
    out = StringIO()
    call_command("register_baseline", *args, stdout=out, stderr=StringIO())
    return out.getvalue()


@pytest.fixture
def calibrated(agent):
    baseline_calibrate(agent=agent, samples=corpus(), provisional=False, model_name="demo-model", anchor_glyph=GLYPH)
    return agent


def test_export_then_import_round_trips_through_the_commands(calibrated, tmp_path):
    exported = run("export", "--agent", calibrated.name)
    document = yaml.safe_load(exported)
    assert document["agent"] == calibrated.name and list(document["baselines"]) == ["execution", "analysis"]
    assert document["baselines"]["execution"]["anchor_glyph"] == GLYPH
    before = {row.mode: (row.entry, row.digest) for row in RegisterBaseline.objects.active()}

    path = tmp_path / "baseline.yaml"
    path.write_text(exported, encoding="utf-8")
    printed = run("import", "--agent", calibrated.name, str(path))
    assert "imported" in printed and "sentence_length" not in printed
    after = {row.mode: (row.entry, row.digest) for row in RegisterBaseline.objects.active()}
    assert after == before
    assert run("export", "--agent", calibrated.name) == exported
    # The imported rows superseded the calibrated ones, which stay on record.
    assert RegisterBaseline.objects.count() == 4
    assert RegisterBaseline.objects.filter(superseded_at__isnull=False, source="calibrate").count() == 2


def test_export_to_a_file_is_private(calibrated, tmp_path):
    target = tmp_path / "secret.yaml"
    printed = run("export", "--agent", calibrated.name, "--output", str(target))
    assert "agent:" not in printed and yaml.safe_load(target.read_text())["agent"] == calibrated.name
    assert stat.S_IMODE(target.stat().st_mode) == 0o600


def test_import_refuses_another_agents_document_and_names_bad_fields(calibrated, tmp_path):
    exported = run("export", "--agent", calibrated.name)
    other = AgentFactory()
    path = tmp_path / "baseline.yaml"
    path.write_text(exported, encoding="utf-8")
    with pytest.raises(CommandError, match=f"for agent '{calibrated.name}', not '{other.name}'"):
        run("import", "--agent", other.name, str(path))
    document = yaml.safe_load(exported)
    del document["baselines"]["analysis"]["capitalization_sd"]
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    with pytest.raises(CommandError, match="baselines.analysis.capitalization_sd: missing"):
        run("import", "--agent", calibrated.name, str(path))


def test_export_without_a_baseline_is_refused(agent):
    with pytest.raises(CommandError, match="has no active register baseline"):
        run("export", "--agent", agent.name)


def test_the_database_holds_one_active_baseline_per_mode(calibrated):
    row = RegisterBaseline.objects.active().get(agent=calibrated, mode="execution")
    row.pk = None
    with pytest.raises(IntegrityError), transaction.atomic():
        row.save()


def test_recalibration_supersedes_and_emits_no_numbers(calibrated):
    from cycles.models import Event

    baseline_calibrate(agent=calibrated, samples=corpus(60, 40), provisional=False, model_name="demo-model")
    active = RegisterBaseline.objects.active().filter(agent=calibrated)
    assert sorted(active.values_list("sample_count", flat=True)) == [40, 60]
    assert active.get(mode="execution").entry["anchor_glyph"] == GLYPH  # kept from the earlier baseline
    events = Event.objects.filter(kind="register.baseline_stored")
    assert events.count() == 2
    assert "mean" not in str(list(events.values_list("payload", flat=True)))
