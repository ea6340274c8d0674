"""An operator cannot activate a rule set whose patterns can backtrack catastrophically (issue 25, round 4):
the admin form refuses it with the reason, ``RuleSet.activate`` raises before any row changes, and the
verdict path keeps the rules it had."""
from __future__ import annotations

import json
from typing import Any

import pytest

from evaluation.verdicts.admin import RuleSetForm
from evaluation.verdicts.models import RuleSet
from evaluation.verdicts.tier1 import RulesetError
from evaluation.verdicts.tier1.rules import DEFAULT_RULES_PATH

pytestmark = pytest.mark.django_db


def _document_with(pattern: str) -> dict[str, Any]:
    document = json.loads(DEFAULT_RULES_PATH.read_text())
    document["version"] = "regex-test"
    next(r for r in document["rules"] if r["kind"] == "sql_drop")["params"]["patterns"].append(pattern)
    return document


def test_the_admin_form_refuses_the_document_and_says_why() -> None:
    form = RuleSetForm(data={"version": "regex-test", "description": "", "document": json.dumps(_document_with(
        r"(\s*DROP)+x"))})
    assert not form.is_valid()
    assert "can backtrack catastrophically" in str(form.errors["document"])


def test_activation_refuses_before_any_row_changes(operator: Any) -> None:
    safe = RuleSet.objects.create(version="safe", document=_document_with(r"\bDROP\s+VIEW\b"))
    safe.activate(actor=operator)
    unsafe = RuleSet.objects.create(version="unsafe", document=_document_with(r"(a+)+$"))
    with pytest.raises(RulesetError, match="nested quantifiers"):
        unsafe.activate(actor=operator)
    assert list(RuleSet.objects.filter(is_active=True).values_list("version", flat=True)) == ["safe"]
