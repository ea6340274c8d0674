"""Tier 1 hard rules as data: a reviewed, versioned document (R-T1-2).

The engine knows a fixed set of rule *kinds*; a rule document instantiates
them with parameters. Adding another protected branch, destructive program or
writer is a data change reviewed like any other, never a code edit. The
loader is strict: an unknown kind, field or parameter, or a wrongly typed
value, raises :class:`RulesetError` naming where it is.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from core.levels import Verdict
from evaluation.verdicts.tier1.regex_safety import UnsafePattern, check_pattern
from evaluation.verdicts.tier1.rule_kinds import KIND_PARAMS
from evaluation.verdicts.tier1.word_branches import compiled

DEFAULT_RULES_PATH = Path(__file__).with_name("default_rules.json")
SEVERITIES = ("low", "medium", "high", "critical")
VERDICTS = (str(Verdict.NUDGE), str(Verdict.ESCALATE))  # a rule never decides SILENT
RULE_FIELDS = {"id", "kind", "description", "severity", "blocking", "verdict", "params", "enabled"}
DOC_FIELDS = {"version", "description", "tools", "writers", "inline_interpreters", "build_tools", "rules"}
TOOL_FIELDS: dict[str, str] = {"shell": "str_list", "command_keys": "str_list", "write": "str_list",
                               "path_keys": "str_list", "patch_keys": "str_list", "sql": "str_list",
                               "sql_keys": "str_list", "skill": "str_list", "code": "str_list",
                               "code_keys": "str_list"}
WRITER_FIELDS: dict[str, tuple[str, Any]] = {
    "targets": ("str", "operands"), "value_options": ("str_list", []), "requires_flags": ("str_list", []),
    "script_options": ("str_list", []), "recursive_flags": ("str_list", []),
    "covers_descendants": ("bool", False), "into_directory": ("bool", False),
    "target_dir_options": ("str_list", []), "key": ("str", ""), "destructive": ("bool", False),
    "sources_also": ("bool", False), "symlink_flags": ("str_list", []), "target_options": ("str_list", []),
    "special": ("str", ""), "bundled": ("bool", True), "move_flags": ("str_list", []),
    "dry_run_flags": ("str_list", [])}
TARGET_MODES = ("operands", "last", "all", "after_first", "key_value", "options", "first", "none")
INLINE_FIELDS = {"flags": "str_list", "write_markers": "str_list"}
BUILD_FIELDS: dict[str, tuple[str, Any]] = {
    "subcommands": ("str_list", []), "dir_options": ("str_list", []), "file_options": ("str_list", []),
    "local_operand": ("bool", False), "python_module": ("str", ""),
    "file_operands": ("bool", False)}
BUILD_HOWS = ("ant_xml", "maven_pom", "pipfile", "mise", "lefthook", "procfile", "runs_code", "ninja", "python", "shell", "make", "scripts_json", "ruby", "node", "opaque", "taskfile", "poe", "pytest_config",
              "pyproject_build", "npmrc", "go", "meson", "gradle", "hook", "cargo_toml",
              "dockerfile", "compose", "playbook", "tox_ini", "deno_json", "build_rs", "cmake", "cargo_config", "precommit",
              "lintstaged", "lintstaged_pkg", "simple_hooks", "simple_hooks_pkg", "dune", "cmake_presets",
              "ci_workflow", "ci_pushed", "ci_own", "ci_jenkins", "ci_local", "recipe_yaml", "container_def", "rpm_spec",
              "indented", "nix_build", "scheme_code", "pubspec", "conda_sh",
              "gradle_sub")
"""How a build tool runs a file it reads (issue 25): Python code, shell lines, make or just recipes,
the ``scripts`` of package.json/composer.json, Ruby or JavaScript code, or code Tier 1 cannot read;
the rest are read for what they can run (:mod:`evaluation.verdicts.tier1.buildfiles`)."""


class RulesetError(ValueError):
    """The rule document is malformed; the message names the offending field."""


@dataclass(frozen=True)
class Rule:
    """One instance of a rule kind."""

    id: str
    kind: str
    description: str
    severity: str
    blocking: bool
    verdict: str
    params: Mapping[str, Any]


@dataclass(frozen=True)
class Ruleset:
    """A validated rule document. ``digest`` identifies it in every verdict."""

    version: str
    rules: tuple[Rule, ...]
    tools: Mapping[str, frozenset[str] | tuple[str, ...]]
    writers: Mapping[str, Mapping[str, Any]]
    inline_interpreters: Mapping[str, Mapping[str, tuple[str, ...]]]
    digest: str
    build_tools: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    build_file_globs: tuple[tuple[str, str], ...] = ()
    """``(basename glob, how)`` of every build file a write is read as (:func:`build_file_writes.build_file_globs`)."""

    def of_kind(self, kind: str) -> tuple[Rule, ...]:
        """Enabled rules of ``kind`` in document order."""
        return tuple(rule for rule in self.rules if rule.kind == kind)


def _typed(value: Any, kind: str, where: str) -> Any:
    if kind in ("str_list", "regex_list"):
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise RulesetError(f"{where}: expected a list of strings")
        if kind == "regex_list":
            for i, pattern in enumerate(value):  # issue 25: no pattern that backtracks super-linearly
                try:
                    check_pattern(pattern)
                except UnsafePattern as exc:
                    raise RulesetError(f"{where}[{i}]: pattern {pattern[:80]!r} refused: {exc}; rewrite it "
                                       "without that construct (docs/security.md, rule sets)") from exc
            try:
                return tuple(compiled(v, re.IGNORECASE) for v in value)  # round 29: word branches joined
            except re.error as exc:
                raise RulesetError(f"{where}: invalid regular expression ({exc})") from exc
        return tuple(value)
    if kind == "shape_map":
        return _shape_map(value, where)
    expected = {"bool": bool, "str": str, "int": int}[kind]
    if not isinstance(value, expected) or (kind == "int" and isinstance(value, bool)):
        raise RulesetError(f"{where}: expected {kind}")
    return value


SHAPE_FIELDS = {"deny": "str_list", "requires": "str_list", "flags": "str_list", "value_options": "str_list",
                "read_subcommands": "str_list", "letters": "str", "deny_assignments": "bool",
                "deny_letters": "str"}


def _shape_map(value: Any, where: str) -> Mapping[str, Any]:
    """``{program: {field: value}}`` (fields of ``SHAPE_FIELDS``) or ``{program: [str, …]}``."""
    if not isinstance(value, Mapping):
        raise RulesetError(f"{where}: expected an object")
    out: dict[str, Any] = {}
    for program, spec in value.items():
        if isinstance(spec, list):
            out[program] = _typed(spec, "str_list", f"{where}.{program}")
            continue
        spec = _closed(spec, SHAPE_FIELDS, f"{where}.{program}")
        out[program] = MappingProxyType({name: _typed(v, SHAPE_FIELDS[name], f"{where}.{program}.{name}")
                                         for name, v in spec.items()})
    return MappingProxyType(out)


def _closed(mapping: Any, allowed: Mapping[str, Any] | set[str], where: str) -> Mapping[str, Any]:
    if not isinstance(mapping, Mapping):
        raise RulesetError(f"{where}: expected an object")
    unknown = sorted(set(mapping) - set(allowed))
    if unknown:
        raise RulesetError(f"{where}: unknown field(s) {', '.join(unknown)}")
    return mapping


def _object(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise RulesetError(f"{where}: expected an object")
    return value


def _rule(raw: Any, where: str, seen: set[str]) -> Rule | None:
    raw = _closed(raw, RULE_FIELDS, where)
    for required in ("id", "kind", "severity", "blocking"):
        if required not in raw:
            raise RulesetError(f"{where}: missing field {required!r}")
    rule_id = _typed(raw["id"], "str", f"{where}.id")
    if rule_id in seen:
        raise RulesetError(f"{where}.id: duplicate rule id {rule_id!r}")
    seen.add(rule_id)
    kind = raw["kind"]
    if kind not in KIND_PARAMS:
        raise RulesetError(f"{where}.kind: unknown kind {kind!r} (known: {', '.join(sorted(KIND_PARAMS))})")
    severity = raw["severity"]
    if severity not in SEVERITIES:
        raise RulesetError(f"{where}.severity: expected one of {', '.join(SEVERITIES)}")
    verdict = raw.get("verdict", "ESCALATE")
    if verdict not in VERDICTS:
        raise RulesetError(f"{where}.verdict: expected one of {', '.join(VERDICTS)}")
    schema = KIND_PARAMS[kind]
    given = _closed(raw.get("params", {}), schema, f"{where}.params")
    params = {name: _typed(given.get(name, default), kind_, f"{where}.params.{name}")
              for name, (kind_, default) in schema.items()}
    if not _typed(raw.get("enabled", True), "bool", f"{where}.enabled"):
        return None
    return Rule(id=rule_id, kind=kind, description=_typed(raw.get("description", ""), "str",
                f"{where}.description"), severity=severity,
                blocking=_typed(raw["blocking"], "bool", f"{where}.blocking"), verdict=verdict,
                params=MappingProxyType(params))


def load_ruleset(document: Mapping[str, Any]) -> Ruleset:
    """Validate a rule document (already decoded from JSON/YAML) into a :class:`Ruleset`."""
    document = _closed(document, DOC_FIELDS, "ruleset")
    version = document.get("version")
    if not isinstance(version, str) or not version:
        raise RulesetError("ruleset.version: expected a non-empty string")
    tools_raw = _closed(document.get("tools", {}), TOOL_FIELDS, "ruleset.tools")
    tools = {name: frozenset(_typed(tools_raw.get(name, []), kind, f"ruleset.tools.{name}"))
             if not name.endswith("keys") else _typed(tools_raw.get(name, []), kind, f"ruleset.tools.{name}")
             for name, kind in TOOL_FIELDS.items()}
    writers: dict[str, Mapping[str, Any]] = {}
    for program, spec in _object(document.get("writers", {}), "ruleset.writers").items():
        where = f"ruleset.writers.{program}"
        spec = _closed(spec, WRITER_FIELDS, where)
        parsed = {name: _typed(spec.get(name, default), kind, f"{where}.{name}")
                  for name, (kind, default) in WRITER_FIELDS.items()}
        if parsed["targets"] not in TARGET_MODES:
            raise RulesetError(f"{where}.targets: expected one of {', '.join(TARGET_MODES)}")
        writers[program] = MappingProxyType(parsed)
    inline: dict[str, Mapping[str, tuple[str, ...]]] = {}
    for program, spec in _object(document.get("inline_interpreters", {}),
                                 "ruleset.inline_interpreters").items():
        where = f"ruleset.inline_interpreters.{program}"
        spec = _closed(spec, INLINE_FIELDS, where)
        inline[program] = MappingProxyType({name: _typed(spec.get(name, []), kind, f"{where}.{name}")
                                            for name, kind in INLINE_FIELDS.items()})
    build: dict[str, Mapping[str, Any]] = {}
    for program, spec in _object(document.get("build_tools", {}), "ruleset.build_tools").items():
        where = f"ruleset.build_tools.{program}"
        spec = _closed(spec, {*BUILD_FIELDS, "files"}, where)
        parsed = {name: _typed(spec.get(name, default), kind, f"{where}.{name}")
                  for name, (kind, default) in BUILD_FIELDS.items()}
        files = spec.get("files", [])
        if not isinstance(files, list) or not all(
                isinstance(f, list) and len(f) == 2 and all(isinstance(x, str) for x in f) for f in files):
            raise RulesetError(f"{where}.files: expected a list of [glob, how] pairs")
        from evaluation.verdicts.tier1.buildfiles_eco import HOWS as ECO_HOWS
        from evaluation.verdicts.tier1.buildfiles_eco import YAML_KEYS
        from evaluation.verdicts.tier1.buildfiles_r23 import HOWS as R23_HOWS

        for _, how in files:
            if how not in BUILD_HOWS and how not in (*ECO_HOWS, *R23_HOWS) and not how.startswith(YAML_KEYS):
                raise RulesetError(f"{where}.files: unknown how {how!r} (known: {', '.join(BUILD_HOWS)})")
        parsed["files"] = tuple((glob, how) for glob, how in files)
        build[program] = MappingProxyType(parsed)
    raw_rules = document.get("rules")
    if not isinstance(raw_rules, list) or not raw_rules:
        raise RulesetError("ruleset.rules: expected a non-empty list")
    seen: set[str] = set()
    rules = tuple(r for i, raw in enumerate(raw_rules) if (r := _rule(raw, f"ruleset.rules[{i}]", seen)))
    from evaluation.verdicts.tier1.build_file_writes import build_file_globs

    return Ruleset(version=version, rules=rules, tools=MappingProxyType(tools),
                   writers=MappingProxyType(writers), inline_interpreters=MappingProxyType(inline),
                   digest=ruleset_digest(document), build_tools=MappingProxyType(build),
                   build_file_globs=build_file_globs(build))


def ruleset_digest(document: Mapping[str, Any] | Ruleset) -> str:
    """``sha256:<hex>`` of the canonical JSON of a rule document (or a loaded ruleset's)."""
    if isinstance(document, Ruleset):
        return document.digest
    canonical = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load a ``.json`` or ``.yaml``/``.yml`` rule document from disk."""
    path = Path(path)
    text = path.read_text(encoding="utf-8")
    if path.suffix in (".yaml", ".yml"):
        import yaml  # only needed for YAML documents

        document = yaml.safe_load(text)
    else:
        try:
            document = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RulesetError(f"{path.name}: invalid JSON ({exc})") from exc
    return load_ruleset(document)


@lru_cache(maxsize=1)
def load_default_ruleset() -> Ruleset:
    """The shipped, reviewed rule set (``default_rules.json``), loaded once."""
    return load_ruleset_file(DEFAULT_RULES_PATH)
