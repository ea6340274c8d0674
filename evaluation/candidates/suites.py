"""Suites of behavior-fixture-v1 cases: validation, content addressing, import (R-E-2).

A suite directory is either a skill bundle (``fixtures/*.json``, optional
``runs/`` and ``SKILL.md``) or a flat directory of fixture files. Every
fixture is validated against ``behavior-fixture-v1`` (closed schema: unknown
fields are rejected); ids must be unique.

Recorded runs come in two shapes. ``runs/*.json`` documents with
``format_version: observed-run-v1`` are validated against their schema and
their output/trace files checked by sha256 and size. Hand-written reference
answers (the project's `suites/skills/open-space/`) use a transcript shape — ``runs/<RUN>.txt`` (``H: <input>`` then
``K: <output>``) and ``runs/<RUN>-tools.json`` (``{"tools_called": [...]}``);
these are matched to the fixture whose ``user_input`` equals the H line and
are labelled ``legacy-transcript``. Either way a recorded run is scored and
reported as *recorded*, never as a live model result.

Every suite declares what it covers in ``suite.json`` (``targets``; see
:mod:`evaluation.candidates.suite_targets`); a directory without it is refused
with code ``SUITE_TARGETS_MISSING``, naming the field.

The suite digest is the sha256 of the canonical JSON of
``{format, kind, cases, recorded_runs, targets}`` — the same content imports to the
same suite.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator

from core.digests import canonical_json
from evaluation.candidates.suite_targets import MANIFEST, read_manifest

SCHEMA_DIR = Path(__file__).resolve().parent / "schemas"
SUITE_FORMAT = "qln-suite-v1"


class SuiteInvalid(ValueError):
    """The directory is not an importable suite; `problems` says where and why, `code` what kind of refusal."""

    def __init__(self, problems: list[str], code: str = "SUITE_INVALID") -> None:
        super().__init__("; ".join(problems))
        self.problems = problems
        self.code = code


@lru_cache(maxsize=4)
def validator(name: str) -> Draft202012Validator:
    schema = json.loads((SCHEMA_DIR / f"{name}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


_PROBLEMS_SEEN: dict[str, tuple[str, ...]] = {}  # canonical fixture → its problems; fixtures repeat every run
_PROBLEMS_SEEN_MAX = 4096


def fixture_problems(document: Any, label: str = "fixture") -> list[str]:
    """Schema problems of one fixture, as 'label: $.path: message' lines (empty = valid).

    Validation is a pure function of the fixture's canonical form, so the answer is kept per
    canonical form: a pinned suite is re-validated by every run, and jsonschema is most of its cost.
    """
    try:
        # No ``default=``: a value JSON cannot hold is validated every time, never keyed by its str().
        key: str | None = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    except (TypeError, ValueError):
        key = None
    found = _PROBLEMS_SEEN.get(key) if key is not None else None
    if found is None:
        errors = sorted(validator("behavior-fixture-v1").iter_errors(document), key=lambda e: list(e.absolute_path))
        found = tuple(f"$.{'.'.join(str(p) for p in e.absolute_path) or '(root)'}: {e.message[:300]}" for e in errors)
        if key is not None:
            if len(_PROBLEMS_SEEN) >= _PROBLEMS_SEEN_MAX:
                _PROBLEMS_SEEN.clear()
            _PROBLEMS_SEEN[key] = found
    return [f"{label}: {line}" for line in found]


canonical = canonical_json  # one canonical form for every digest (core.digests)


@dataclass
class LoadedSuite:
    name: str
    kind: str
    cases: list[dict[str, Any]]
    recorded_runs: list[dict[str, Any]] = field(default_factory=list)
    subject_content: str = ""
    source: str = ""
    targets: list[str] = field(default_factory=list)  # suite.json (evaluation/candidates/suite_targets.py)

    @property
    def document(self) -> dict[str, Any]:
        """What the digest covers: the targets too, so a suite re-declared for another target is another suite."""
        return {"format": SUITE_FORMAT, "kind": self.kind, "cases": self.cases, "recorded_runs": self.recorded_runs,
                "targets": sorted(self.targets)}

    @property
    def canonical_bytes(self) -> bytes:
        return canonical(self.document).encode("utf-8")

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.canonical_bytes).hexdigest()


def _load_json(path: Path, problems: list[str]) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        problems.append(f"{path.name}: not readable JSON: {exc}")
        return None


def _observed_run(path: Path, root: Path, document: dict[str, Any], problems: list[str]) -> dict[str, Any] | None:
    errors = list(validator("observed-run-v1").iter_errors(document))
    if errors:
        problems += [f"{path.name}: $.{'.'.join(str(p) for p in e.absolute_path)}: {e.message[:300]}" for e in errors]
        return None
    files: dict[str, Any] = {}
    for key in ("output", "tool_trace"):
        ref = document[key]
        target = root / ref["path"]
        if target.is_symlink() or not target.is_file():
            problems.append(f"{path.name}: {key} file {ref['path']} is missing or a symlink")
            return None
        data = target.read_bytes()
        if hashlib.sha256(data).hexdigest() != ref["sha256"] or len(data) != ref["size_bytes"]:
            problems.append(f"{path.name}: {key} file {ref['path']} does not match its sha256/size")
            return None
        files[key] = data.decode("utf-8")
    trace = json.loads(files["tool_trace"]) if files["tool_trace"].strip() else {}
    return {
        "run_id": document["run_id"], "fixture_id": document["fixture_id"], "source": "observed-run-v1",
        "producer": document["producer"], "model": document["environment"]["model"],
        "output": files["output"], "tools_called": list(trace.get("tools_called", [])),
        "exit_status": document["exit_status"],
    }


def _legacy_transcript(path: Path, cases: list[dict[str, Any]], problems: list[str]) -> dict[str, Any] | None:
    """Read ``H: input`` / ``K: output`` (or first paragraph = input) and match its fixture.

    Two fixtures may share an input (a trigger case and its removal test); the
    run name then decides: the fixture id must share a word with it (RUN_TEST →
    FIX_REMOVAL_TEST, RUN_CYCLE → FIX_CYCLE_TRIGGER).
    """
    text = path.read_text(encoding="utf-8").replace("\r\n", "\n")
    human, _, kernel = text.partition("\n\n")
    if "\nK:" in human:
        human, _, rest = human.partition("\nK:")
        kernel = rest + "\n\n" + kernel
    user_input = human.strip().removeprefix("H:").strip()
    output = kernel.strip().removeprefix("K:").strip()
    match = [c for c in cases if c["scenario"]["user_input"].strip() == user_input]
    if len(match) > 1:
        words = set(path.stem.upper().split("_")) - {"RUN"}
        match = [c for c in match if words & set(c["id"].split("_"))]
    if len(match) != 1:
        problems.append(f"{path.name}: no single fixture has this H line as user_input")
        return None
    tools_path = path.with_name(path.stem + "-tools.json")
    tools: list[str] = []
    if tools_path.is_file() and not tools_path.is_symlink():
        loaded = _load_json(tools_path, problems) or {}
        tools = [str(t) for t in loaded.get("tools_called", [])]
    return {
        "run_id": path.stem, "fixture_id": match[0]["id"], "source": "legacy-transcript",
        "producer": "reference transcript", "model": "unknown",
        "output": output, "tools_called": tools, "exit_status": 0,
    }


def load_suite_dir(path: Path, kind: str, name: str | None = None) -> LoadedSuite:
    """Read and validate a suite directory; raise SuiteInvalid listing every problem."""
    path = Path(path)
    if not path.is_dir():
        raise SuiteInvalid([f"{path} is not a directory"])
    fixture_dir = path / "fixtures" if (path / "fixtures").is_dir() else path
    cases: list[dict[str, Any]] = []
    targets, targets_code, problems = read_manifest(path)
    for file in sorted(fixture_dir.glob("*.json")):
        if file.name == MANIFEST and fixture_dir == path:
            continue  # the suite's manifest, read above
        if file.is_symlink():
            problems.append(f"{file.name}: symlinks are not imported")
            continue
        document = _load_json(file, problems)
        if document is None:
            continue
        if isinstance(document, dict) and document.get("format_version") == "observed-run-v1":
            continue  # a recorded run kept beside flat fixtures: handled below
        found = fixture_problems(document, file.name)
        problems += found
        if not found:
            cases.append(document)
    ids = [c["id"] for c in cases]
    problems += [f"duplicate fixture id {i}" for i in sorted({i for i in ids if ids.count(i) > 1})]
    if not cases and not problems:
        problems.append(f"{fixture_dir} holds no fixture (*.json)")
    recorded: list[dict[str, Any]] = []
    runs_dir = path / "runs"
    referenced: set[str] = set()
    for file in sorted(runs_dir.glob("*.json")) if runs_dir.is_dir() else []:
        document = _load_json(file, problems)
        if isinstance(document, dict) and document.get("format_version") == "observed-run-v1":
            referenced |= {str(document.get(k, {}).get("path", "")) for k in ("output", "tool_trace") if isinstance(document.get(k), dict)}
            run = _observed_run(file, path, document, problems)
            if run is not None:
                recorded.append(run)
    for file in sorted(runs_dir.glob("*.txt")) if runs_dir.is_dir() else []:
        if not file.is_symlink() and f"runs/{file.name}" not in referenced:
            run = _legacy_transcript(file, cases, problems)
            if run is not None:
                recorded.append(run)
    known = set(ids)
    problems += [f"recorded run {r['run_id']} names unknown fixture {r['fixture_id']}" for r in recorded if r["fixture_id"] not in known]
    if problems:
        raise SuiteInvalid(problems, targets_code or "SUITE_INVALID")
    skill = path / "SKILL.md"
    return LoadedSuite(
        name=name or path.name, kind=kind, cases=sorted(cases, key=lambda c: c["id"]),
        recorded_runs=sorted(recorded, key=lambda r: (r["fixture_id"], r["run_id"])),
        subject_content=skill.read_text(encoding="utf-8") if skill.is_file() and not skill.is_symlink() else "",
        source=str(path), targets=targets,
    )
