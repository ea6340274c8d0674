"""Issue 12 point 10: an operator (the `operators` group) reads cycles, attestations, the ledger, verdicts,
candidates, runs and promotions in the admin — and cannot add, change or delete any of them."""
from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from tests.factories import OperatorFactory

LISTS = ["cycles/cycle", "cycles/attestation", "cycles/ledgerentry", "evaluation/verdictevent",
         "evaluation/candidate", "evaluation/evaluationrun", "promotion/promotion", "promotion/agentprofile"]


@pytest.fixture
def operator_admin(client, db):
    operator: User = OperatorFactory(is_staff=True)
    client.force_login(operator)
    return client


@pytest.mark.parametrize("model", LISTS)
def test_an_operator_reads_the_history_list(operator_admin, model):
    assert operator_admin.get(f"/admin/{model}/").status_code == 200


@pytest.mark.parametrize("model", LISTS)
def test_an_operator_cannot_add_to_it(operator_admin, model):
    assert operator_admin.get(f"/admin/{model}/add/").status_code == 403


def test_baselines_stay_behind_review_only(db, client):
    """R-R-9: the view grant does not reach register baselines (secrets); `review` still governs them."""
    from django.contrib.auth.models import Group

    assert not Group.objects.get(name="operators").permissions.filter(content_type__app_label="register",
                                                                     codename__startswith="view_").exists()


@pytest.mark.parametrize("model", ["cycles/attestation", "cycles/ledgerentry", "evaluation/evaluationrun",
                                   "promotion/promotion", "evaluation/verdictevent", "cycles/cycle"])
def test_the_history_lists_can_be_searched(operator_admin, model):
    assert operator_admin.get(f"/admin/{model}/", {"q": "abc"}).status_code == 200
