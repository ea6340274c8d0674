"""A promotion that passes every check activates an immutable version atomically."""
from __future__ import annotations

import os
import stat
from io import StringIO

from django.core.management import call_command

from cycles.ledger import verify_ledger
from promotion import store
from promotion.active import active_version
from promotion.models import Promotion
from tests.promotion.helpers import make_promotable


def test_it_promotes_and_prints_the_rollback_reference(promo_cycle, approver, settings):
    packet = make_promotable(promo_cycle, approver, content="# debugging\nReport weakened checks.\n")
    out = StringIO()
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=out)
    promotion = Promotion.objects.get()
    text = out.getvalue()
    assert f"promotion {promotion.pk} activated version {promotion.version_digest}" in text
    assert f"rollback reference: rollback:{promotion.pk}:to:nothing" in text
    assert active_version("promo-agent") == promotion.version_digest
    assert store.verify_version(promotion.version_digest).ok
    assert verify_ledger().ok
    assert promotion.activated_at is not None


def test_version_files_are_read_only_and_content_addressed(promo_cycle, approver):
    packet = make_promotable(promo_cycle, approver, content="# v1\n")
    call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
    digest = active_version("promo-agent")
    tree = store.version_dir(digest) / "tree"
    skill = tree / "skills/debugging/SKILL.md"
    assert skill.read_text() == "# v1\n"
    assert stat.S_IMODE(skill.stat().st_mode) == 0o444
    assert not os.access(skill, os.W_OK) or os.geteuid() == 0
    assert not (store.store_root() / "journal.json").exists()


def test_a_second_promotion_keeps_the_parent_files(promo_cycle, approver):
    first = make_promotable(promo_cycle, approver, content="# a\n", target_path="skills/a/SKILL.md")
    call_command("promote", "--yes", str(first.candidate.pk), "--evaluation", first.run.result_digest, stdout=StringIO())
    v1 = active_version("promo-agent")
    second = make_promotable(promo_cycle, approver, content="# b\n", target_path="skills/b/SKILL.md")
    call_command("promote", "--yes", str(second.candidate.pk), "--evaluation", second.run.result_digest, stdout=StringIO())
    v2 = active_version("promo-agent")
    names = set(store.tree_files(store.version_dir(v2) / "tree"))
    assert names == {"skills/a/SKILL.md", "skills/b/SKILL.md"}
    assert Promotion.objects.get(version_digest=v1).status == "superseded"
    assert Promotion.objects.get(version_digest=v2).previous_version == v1
