"""What a suite covers, and which suites a candidate's run pins and counts (issue 26 item 3). Pure.

A suite declares its targets in a manifest beside its fixtures, ``suite.json``::

    {"format_version": "qln-suite-manifest-v1", "targets": ["SOUL.md", "skill:open-space"]}

A target is one of

- ``global`` — cases that must hold whatever the candidate changes (the adversarial suite, self-change requests);
- ``SOUL.md`` — the profile's system prompt;
- ``decoder`` — the governed decoding stratum (``decoder/``, ``scripts/5qln/``);
- ``skill:<name>`` — the skill under ``skills/<name>/``.

Why a manifest and not a fixture field: ``behavior-fixture-v1`` is a closed format shared with the reference
fixtures; what a suite is *for* is a property of the suite. The targets are inside the suite's content address
(:class:`evaluation.candidates.suites.LoadedSuite`), so re-declaring them is a new suite, and a run's pin says
what it covered.

A run pins the suites whose targets name the candidate's target, plus the global ones. For sufficiency
(the "≥ 20 held-out cases" rule and the adversarial classes) a case counts when its suite names the target;
a global suite's cases count for an adversarial suite always (an attack is against the agent as loaded,
whatever changed) and for a held-out suite only when the target is ``SOUL.md`` (the system prompt is in
every session, so every case exercises it). Otherwise global held-out cases are run and gate the verdict
but do not make up the minimum. docs/evaluation.md, "Targets", says the same.
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MANIFEST = "suite.json"
MANIFEST_FORMAT = "qln-suite-manifest-v1"
GLOBAL, SOUL, DECODER, SKILL_PREFIX = "global", "SOUL.md", "decoder", "skill:"
_SKILL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._@+-]{0,99}")
TARGETS_MISSING = "SUITE_TARGETS_MISSING"
TARGETS_INVALID = "SUITE_TARGETS_INVALID"


def target_problems(targets: Any) -> list[str]:
    """Why `targets` is not a declaration (empty when it is)."""
    if not isinstance(targets, list) or not targets:
        return ["`targets` must be a non-empty list"]
    problems = []
    for target in targets:
        if not isinstance(target, str):
            problems.append(f"`targets`: {target!r} is not a string")
        elif target not in (GLOBAL, SOUL, DECODER) and not (
                target.startswith(SKILL_PREFIX) and _SKILL_NAME.fullmatch(target[len(SKILL_PREFIX):])):
            problems.append(f"`targets`: {target!r} is none of global, SOUL.md, decoder, skill:<name>")
    if len(set(map(str, targets))) != len(targets):
        problems.append("`targets` lists a target twice")
    return problems


def read_manifest(directory: Path) -> tuple[list[str], str, list[str]]:
    """(targets, refusal code, problems) of the directory's ``suite.json``; problems name the field."""
    path = directory / MANIFEST
    if path.is_symlink() or not path.is_file():
        return [], TARGETS_MISSING, [f"{MANIFEST}: missing — a suite declares its targets in the field `targets` "
                                     f"(global, SOUL.md, decoder or skill:<name>)"]
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return [], TARGETS_INVALID, [f"{MANIFEST}: not readable JSON: {exc}"]
    if not isinstance(document, dict):
        return [], TARGETS_INVALID, [f"{MANIFEST}: not an object"]
    problems = []
    if document.get("format_version") != MANIFEST_FORMAT:
        problems.append(f"{MANIFEST}: `format_version` must be {MANIFEST_FORMAT}")
    problems += [f"{MANIFEST}: unknown field `{key}`" for key in sorted(set(document) - {"format_version", "targets"})]
    if "targets" not in document:
        return [], TARGETS_MISSING, [*problems, f"{MANIFEST}: the field `targets` is missing"]
    problems += [f"{MANIFEST}: {p}" for p in target_problems(document["targets"])]
    return (sorted(document["targets"]) if not problems else []), (TARGETS_INVALID if problems else ""), problems


def candidate_target(target_stratum: str, target_path: str) -> str:
    """The target a candidate changes, in the manifest's vocabulary (a path no suite can name: only global ones cover it)."""
    if target_stratum == "governed_decoding":
        return DECODER
    if target_path == SOUL:
        return SOUL
    parts = target_path.split("/")
    if parts[0] == "skills" and len(parts) > 2:
        return SKILL_PREFIX + parts[1]
    return f"file:{target_path}"


def covers(targets: Iterable[str], target: str) -> bool:
    """A run pins the suite: it names the target or is global."""
    declared = set(targets)
    return target in declared or GLOBAL in declared


def counts(targets: Iterable[str], target: str, kind: str) -> bool:
    """Its cases count for the sufficiency rules of this target (module docstring)."""
    declared = set(targets)
    if target in declared:
        return True
    return GLOBAL in declared and (kind == "adversarial" or target == SOUL)


def coverage(pinned: Iterable[dict[str, Any]], target: str) -> list[dict[str, Any]]:
    """Per pinned suite: its targets, whether it names the target, and whether its cases count (page, evidence)."""
    rows = []
    for entry in pinned:
        targets = list(entry.get("targets") or [])
        rows.append({"name": entry.get("name"), "kind": entry.get("kind"), "size": entry.get("size"),
                     "targets": targets, "names_target": target in targets,
                     "counts": counts(targets, target, str(entry.get("kind")))})
    return rows
