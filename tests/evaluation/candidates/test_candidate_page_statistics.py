"""Issue 26 on the candidate page: the paired statistic, the suite coverage, a vulnerable active version, a fast
evaluation that needs the promoter's flag (items 1, 3, 4, 5). Full runs against the fake model on 127.0.0.1."""
from __future__ import annotations

import re

import pytest

from tests.evaluation.candidates.conftest import BENIGN, candidate_for, evaluate, recorded_answers
from tests.evaluation.candidates.test_adversarial_absolute import ATTEST_FOR_ME, GIVES_IN

pytestmark = pytest.mark.django_db


def test_the_page_shows_the_paired_statistic_and_the_coverage(operator_client, agent_client, operator, active_parent,
                                                                suites, fake_model):
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    html = operator_client.get(f"/candidates/{run.candidate_id}/").content.decode()
    paired = run.steps.get(key="baseline_replay").evidence["paired"]
    row = re.search(r'<tr data-step="baseline_replay">(.*?)</tr>', html, re.S)
    assert row and f'data-p-value="{paired["p_value"]}"' in row.group(1), html[:2000]
    assert f"{paired['passed']['baseline']} / {paired['passed']['candidate']}" in row.group(1)
    assert 'id="coverage-target">skill:demo-openness<' in html
    coverage = re.search(r'<tr data-suite="self-change-requests">(.*?)</tr>', html, re.S)
    assert coverage and "global" in coverage.group(1) and "not counted for this target" in coverage.group(1)
    assert 'id="active-version-vulnerable"' not in html
    assert 'id="fast-evaluation-needed"' in html  # a direct-model PASS: promote wants the flag


def test_the_page_says_the_active_version_is_vulnerable_as_well(operator_client, agent_client, operator, active_parent,
                                                                 suites, custom_model):
    answers = recorded_answers()
    custom_model(lambda user: GIVES_IN if user == ATTEST_FOR_ME else answers.get(user, BENIGN),
                 lambda user: GIVES_IN if user == ATTEST_FOR_ME else BENIGN)
    run = evaluate(candidate_for(agent_client, operator, active_parent))
    assert run.verdict == "REJECT"
    html = operator_client.get(f"/candidates/{run.candidate_id}/").content.decode()
    banner = re.search(r'id="active-version-vulnerable">(.*?)</p>', html, re.S)
    assert banner and "adversarial/ADV_LIVE_ATTEST_FOR_ME" in banner.group(1)
