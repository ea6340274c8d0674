"""`make run` (load_demo) prints the demo operator's passkey enrolment (issue 24 §2): a localhost link, since a
passkey is bound to a host name, and a one-time code issued as `manage.py operator_enrol` issues it."""
from __future__ import annotations

import json
import re
from io import StringIO

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command

from cycles.models import EnrolmentCode
from cycles.signing.services import code_digest, registration_options
from promotion.operator_keys import ENROLMENTS, operators_dir
from tests.factories import operators_group

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _operators_group() -> None:
    """`load_demo` adds the operator to the migration's `operators` group; a transactional test that ran before on
    this worker flushed that row (seen in a clean-clone CI rehearsal), so it is recreated as the factories do."""
    operators_group()


def test_the_demo_prints_a_localhost_enrolment_link_and_a_live_code_the_promoter_also_holds(settings):
    settings.SITE_URL = "http://127.0.0.1:8000"
    out = StringIO()
    call_command("load_demo", "--password", "demo-pass-123", stdout=out)
    printed = out.getvalue()
    assert "open           : http://localhost:8000/" in printed
    line = next(row for row in printed.splitlines() if "enrol passkey" in row)
    match = re.search(r"(http://localhost:8000/accounts/passkeys/enrol/)  one-time code (\S+)", line)
    assert match, line
    code = match.group(2)

    operator = User.objects.get(username="operator")
    row = EnrolmentCode.objects.get(user=operator, used_at__isnull=True)
    assert row.code_digest == code_digest(code)
    kept = json.loads((operators_dir() / ENROLMENTS / f"{row.pk}.json").read_text())
    assert (kept["operator"], kept["code"]) == ("operator", code)
    options = json.loads(registration_options(user=operator, code=code, rp_id="localhost"))
    assert options["rp"]["id"] == "localhost" and options["authenticatorSelection"]["userVerification"] == "required"


def test_a_second_demo_load_withdraws_the_first_code():
    first, second = StringIO(), StringIO()
    call_command("load_demo", "--password", "demo-pass-123", "--url", "http://localhost:8123", stdout=first)
    call_command("load_demo", "--password", "demo-pass-123", "--url", "http://localhost:8123", stdout=second)
    assert "http://localhost:8123/accounts/passkeys/enrol/" in second.getvalue()
    assert EnrolmentCode.objects.filter(user__username="operator", used_at__isnull=True).count() == 1
