"""The agent page's drift plot (issue 12): the empty state names what is missing, the headline
counts metrics out of band, and each point links to a row of the window's outputs (digest only)."""
from __future__ import annotations

import re
from typing import Any

import pytest
from django.contrib.auth.models import Permission

from register.models import OutputSample
from tests.evaluation.verdicts.api.conftest import drifting_window, ingest
from tests.factories import OperatorFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def reviewer_client(client: Any) -> Any:
    user = OperatorFactory()
    user.user_permissions.add(Permission.objects.get(codename="review", content_type__app_label="cycles"))
    client.force_login(user)
    return client


def _plot_section(html: str) -> str:
    return html[html.index('id="register-window"'):html.index('id="verdict-stream"')]


def test_no_outputs_and_no_baseline_are_both_named(reviewer_client: Any, agent: Any) -> None:
    section = _plot_section(reviewer_client.get(f"/agents/{agent.name}/").content.decode())
    assert 'id="plot-empty"' in section and "No outputs in execution mode yet" in section
    assert "No baseline for execution mode yet either" in section
    assert "<svg" not in section and "out of band" not in section and "red points" not in section


def test_no_outputs_with_a_baseline_says_the_band_is_ready(reviewer_client: Any, calibrated_agent: Any) -> None:
    section = _plot_section(reviewer_client.get(f"/agents/{calibrated_agent.name}/?mode=analysis").content.decode())
    assert "No outputs in analysis mode yet" in section and "The analysis baseline is ready" in section


def test_outputs_without_a_baseline_are_drawn_raw_with_a_headline(reviewer_client: Any, agent: Any) -> None:
    ingest(agent, drifting_window(4))
    section = _plot_section(reviewer_client.get(f"/agents/{agent.name}/").content.decode())
    assert "No baseline for execution mode:" in section and "baseline-band" not in section
    assert section.count("<svg") == 6


def test_every_point_links_to_its_output_row(reviewer_client: Any, calibrated_agent: Any) -> None:
    ingest(calibrated_agent, drifting_window(4))
    section = _plot_section(reviewer_client.get(f"/agents/{calibrated_agent.name}/").content.decode())
    samples = OutputSample.objects.filter(agent=calibrated_agent)
    assert re.search(r"\d of 6 metrics out of band", section)
    for sample in samples:
        assert section.count(f'href="#sample-{sample.pk}"') == 6  # one point per metric panel
        assert f'<tr id="sample-{sample.pk}"' in section
        assert f'data-copy="{sample.text_digest}"' in section
