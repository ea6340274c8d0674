"""Seed the shipped Tier 1 rule document as the active rule set (R-T1-2).

It was reviewed by pull request (``evaluation/tier1/default_rules.json``);
later versions are added and activated by an operator in the admin.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from django.db import migrations

DEFAULT_RULES = Path(__file__).resolve().parents[1] / "verdicts" / "tier1" / "default_rules.json"


def seed(apps, schema_editor):  # type: ignore[no-untyped-def]
    RuleSet = apps.get_model("evaluation", "RuleSet")
    document = json.loads(DEFAULT_RULES.read_text(encoding="utf-8"))
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    digest = "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    if RuleSet.objects.filter(digest=digest).exists():
        return
    RuleSet.objects.create(
        version=document["version"], description="Shipped default (reviewed by pull request).",
        document=document, digest=digest, is_active=not RuleSet.objects.filter(is_active=True).exists(),
    )


class Migration(migrations.Migration):
    dependencies = [("evaluation", "0001_initial")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
