"""Rules are a reviewed, versioned document; the loader rejects anything unknown (R-T1-2)."""

from __future__ import annotations

import copy
import json
import re

import pytest

from evaluation.verdicts.tier1.rules import (
    DEFAULT_RULES_PATH,
    RulesetError,
    load_default_ruleset,
    load_ruleset,
    load_ruleset_file,
    ruleset_digest,
)


@pytest.fixture
def document() -> dict:
    return json.loads(DEFAULT_RULES_PATH.read_text())


def test_default_ruleset_loads_with_version_and_digest() -> None:
    ruleset = load_default_ruleset()
    assert ruleset.version and ruleset.digest.startswith("sha256:") and len(ruleset.digest) == 71
    assert {r.kind for r in ruleset.rules} >= {"protected_write", "rm_recursive_outside_workspace",
                                                "git_force_push", "sql_drop", "pipe_to_shell", "fork_bomb"}


def test_digest_is_stable_and_changes_with_content(document: dict) -> None:
    assert ruleset_digest(document) == load_default_ruleset().digest
    changed = copy.deepcopy(document)
    changed["rules"][0]["severity"] = "low"
    assert ruleset_digest(changed) != ruleset_digest(document)


@pytest.mark.parametrize(("mutate", "message"), [
    (lambda d: d["rules"][0].update(kind="nuke_everything"), "unknown kind 'nuke_everything'"),
    (lambda d: d["rules"][0].update(colour="red"), "rules[0]: unknown field(s) colour"),
    (lambda d: d["rules"][0]["params"].update(programz=["rm"]), "rules[0].params: unknown field(s) programz"),
    (lambda d: d["rules"][0]["params"].update(programs="rm"), "rules[0].params.programs: expected a list"),
    (lambda d: d["rules"][0].update(severity="apocalyptic"), "rules[0].severity"),
    (lambda d: d["rules"][1].update(id=d["rules"][0]["id"]), "duplicate rule id"),
    (lambda d: d.update(version=""), "ruleset.version"),
    (lambda d: d.update(extra=1), "ruleset: unknown field(s) extra"),
    (lambda d: d["writers"]["tee"].update(targets="sideways"), "ruleset.writers.tee.targets"),
    (lambda d: d["rules"][6]["params"].update(patterns=["(unclosed"]), "invalid regular expression"),
])
def test_malformed_documents_are_rejected_clearly(document: dict, mutate, message: str) -> None:
    mutate(document)
    with pytest.raises(RulesetError, match=re.escape(message)):
        load_ruleset(document)


def test_new_rule_instances_are_data_only(document: dict, evaluate) -> None:
    # round 8: the defaults now decide `terraform destroy -auto-approve` (destructive-verb), so the rule added
    # as data names a verb the defaults leave open
    document["rules"].append({"id": "no-terraform-destroy", "kind": "destructive_command", "severity": "high",
                              "blocking": True, "params": {"programs": ["terraform"],
                                                           "requires_operands": ["apply"]}})
    for rule in document["rules"]:
        if rule["kind"] == "git_force_push":
            rule["params"]["protected_branches"].append("staging")
    ruleset = load_ruleset(document)
    assert evaluate("terraform apply -auto-approve", ruleset=ruleset).rule_id == "no-terraform-destroy"
    assert evaluate("terraform plan", ruleset=ruleset).decided is False
    assert evaluate("git push -f origin staging", ruleset=ruleset).block
    assert not evaluate("git push -f origin staging").block


def test_disabled_rules_do_not_fire(document: dict, evaluate) -> None:
    for rule in document["rules"]:
        if rule["kind"] == "fork_bomb":
            rule["enabled"] = False
    assert not evaluate(":(){ :|:& };:", ruleset=load_ruleset(document)).block


def test_yaml_documents_load_too(document: dict, tmp_path) -> None:
    yaml = pytest.importorskip("yaml")
    path = tmp_path / "rules.yaml"
    path.write_text(yaml.safe_dump(document))
    assert load_ruleset_file(path).digest == load_default_ruleset().digest
