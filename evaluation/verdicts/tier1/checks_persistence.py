"""Rule kind ``loader_env``: persistence through the environment (issue 25).

Some variables make a program load code Tier 1 never sees: ``BASH_ENV``/``ENV`` (a script every
non-interactive shell sources), ``LD_PRELOAD``/``LD_AUDIT`` (a library every dynamically linked
program loads), ``PROMPT_COMMAND``, and option variables whose value adds code (``NODE_OPTIONS=
--require x``, ``PERL5OPT=-Mx``, ``RUBYOPT=-rx``, ``JAVA_TOOL_OPTIONS=-javaagent:x``, ``PS4='$(…)'``).
Setting one — as a command prefix, through ``env``, ``export``/``declare -x``, a bare assignment,
``systemctl --user set-environment``, ``launchctl setenv``, or in interpreter code that then starts a
process — is blocked. Path variables (``PATH``, ``PYTHONPATH``, ``LD_LIBRARY_PATH``) are ordinary
development and stay open; written into a start-up file they are the ``exec-vector`` rule's.

Interpreter code that writes a ``.pth`` file or ``sitecustomize.py``/``usercustomize.py`` (code every
Python start runs) is blocked here too; the same files written by the shell are ``exec-vector``'s
``startup_patterns``.

Package managers' persistent settings (a setting naming a program, a package source, Go's proxy and checksum
database) are judged in :mod:`manager_settings`.
"""
from __future__ import annotations

import re
from functools import lru_cache

from evaluation.verdicts.tier1.ansible_args import module_options
from evaluation.verdicts.tier1.config_values import armed_config
from evaluation.verdicts.tier1.enabled_units import enabled_unit, local_key
from evaluation.verdicts.tier1.executed_places import planted_code
from evaluation.verdicts.tier1.field_loaders import field_loader
from evaluation.verdicts.tier1.foreign_keys import foreign_key
from evaluation.verdicts.tier1.granted_authority import granted_authority
from evaluation.verdicts.tier1.host_hooks import loader_rewrite, privilege, written_unit
from evaluation.verdicts.tier1.inherited_loaders import inherited_loader
from evaluation.verdicts.tier1.job_definitions import job_definition
from evaluation.verdicts.tier1.literal_gate import Gated, gated
from evaluation.verdicts.tier1.loader_own import own_loader
from evaluation.verdicts.tier1.location_settings import location_setting
from evaluation.verdicts.tier1.manager_settings import (
    FOREIGN_PLACES,
    go_source,
    package_manager_program,
    package_source,
)
from evaluation.verdicts.tier1.one_run_configs import one_run_config
from evaluation.verdicts.tier1.package_sources import endpoint_variable, manager_source, source_variable
from evaluation.verdicts.tier1.persistence_r12 import armed_hook, persistent_settings, wrapper_variable
from evaluation.verdicts.tier1.persistence_r20 import persistence_r20
from evaluation.verdicts.tier1.persistence_r22 import persistence_r22
from evaluation.verdicts.tier1.planted_places import home_part, own_tree
from evaluation.verdicts.tier1.program_env import foreign_program
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scene import RuleMatch, Scene, View
from evaluation.verdicts.tier1.service_starts import service_runs
from evaluation.verdicts.tier1.session_hooks import session_hook
from evaluation.verdicts.tier1.shared_loaders import mise_pairs, persisted, shared_place
from evaluation.verdicts.tier1.shared_tool_loads import shared_tool_load
from evaluation.verdicts.tier1.sources_r21 import credential_helper
from evaluation.verdicts.tier1.staged_writes import staged_write
from evaluation.verdicts.tier1.web_hooks import web_hook

_ENV_STORES = frozenset({"conda", "mamba", "micromamba"})  # `conda env config vars set X=…`: every activation
# A variable NAMING a search path, loader, tool home or config directory (round 8): `LD_LIBRARY_PATH`,
# `PYTHONPATH`, `PERL5LIB`, `HERMES_HOME`, `XDG_CONFIG_DIRS` …; names of scratch, cache and output places are inert.
# Round 11: and a start-up file or base a loader reads (`R_PROFILE_USER`, `R_ENVIRON`, `PYTHONUSERBASE`, `GIT_CONFIG_GLOBAL`).
_SEARCH_NAME = re.compile(r"(?:PATH|LIB|HOME|DIRS?|PRELOAD|CONFIG|RC|PLUGINS?|PROFILE|PROFILE_USER|ENVIRON"
                          r"|ENVIRON_USER|STARTUP|USERBASE|INIT|HOOKS?|CONFIG_GLOBAL|CONFIG_SYSTEM|CONFIG_FILE|CONF|CNF"
                          r"|ENGINES|GEMFILE|CA_BUNDLE|CERT|CERTS|CERT_FILE|CERT_DIR|CA_CERTS|CAFILE|CAINFO|CAPATH|CA_PATH|CACERT|CA_FILE"
                          r"|LIBS|LIBS_USER|LIBS_SITE|COLLECTS|ADDONDIR|PATH_\d_\d|GOROOT|SDKROOT|SDK_ROOT|SDK|NDK|NDK_ROOT|FLUTTER_ROOT|TOOLCHAIN)$")  # round 18: ERL_LIBS, R_LIBS …
# Round 11: a JVM or tool option variable of any name (`MAVEN_OPTS`, `GRADLE_OPTS`, `CATALINA_OPTS`) adding an agent.
_AGENT_OPTION = re.compile(r"(?:_OPTS|_OPTIONS|_ARGS)$")
_AGENT_VALUE = re.compile(r"-javaagent|-agentpath|-agentlib|OnOutOfMemoryError=|OnError=")
_INERT_NAME = re.compile(r"TMP|TEMP(?!LATE)|CACHE|OUT|LOG|RUNTIME|DATA|REPORT|ARTIFACT|DOWNLOAD|BUILD|DIST|TARGET|STATE")
_EXPORTERS = frozenset({"export", "declare", "typeset", "readonly", "local", "setenv"})
_ENV_SETTERS = frozenset({"systemctl", "launchctl", "dbus-update-activation-environment", "initctl"})


def _hit(rule: Rule, reason: str, evidence: str) -> RuleMatch:
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict, block=rule.blocking,
                     severity=rule.severity, reason=f"{rule.id}: {reason}", evidence=evidence)


def _settings(view: View) -> list[tuple[str, str]]:
    """``(name, value)`` pairs this command puts into an environment."""
    command = view.command
    pairs = list(command.assignments)
    argv = command.argv
    if command.program in _EXPORTERS | _ENV_SETTERS:
        pairs += [tuple(a.split("=", 1)) for a in argv[1:] if "=" in a and not a.startswith("-")]  # type: ignore[misc]
        if command.program in ("launchctl", "setenv", "initctl") and len(argv) >= 3:
            words = [a for a in argv[1:] if a not in ("setenv", "set-env")]
            if len(words) >= 2 and "=" not in words[0]:
                pairs.append((words[0], words[1]))
    if command.program in _ENV_STORES and "vars" in argv and "set" in argv:
        pairs += [tuple(a.split("=", 1)) for a in argv[argv.index("set") + 1:]  # type: ignore[misc]
                  if "=" in a and not a.startswith("-")]
    return pairs


def _foreign_search_path(scene: Scene, key: str, value: str) -> str | None:
    """The component of a search-path variable's value that lies in a temp dir or another user's home:
    a place the session (or anyone) can plant code Tier 1 never reads (round 8)."""
    if key == "HOME" or not _SEARCH_NAME.search(key) or _INERT_NAME.search(key):
        return None
    home = (scene.home or "").rstrip("/")
    for part in re.split(r"[:;]", value):
        path = home_part(home, part).rstrip("/") + "/"
        if own_tree(home, scene.workspace, path):
            continue  # the user's own tree or the work tree (even when they lie under /tmp)
        if path.startswith(FOREIGN_PLACES) or (
                path.startswith(("/home/", "/Users/")) and not (home and path.startswith(home + "/"))):
            return part
    return None


_TABLES: dict[int, tuple[Rule, set[str], dict[str, re.Pattern[str]]]] = {}


def _tables(rule: Rule) -> tuple[set[str], dict[str, re.Pattern[str]]]:
    """The rule's variable names, and its option patterns by the variable they start with (per rule: a
    loaded rule is not changed; round 27 keys it by identity, not by hashing its patterns on every call)."""
    found = _TABLES.get(id(rule))
    if found is None or found[0] is not rule:
        if len(_TABLES) > 16:
            _TABLES.clear()
        found = _TABLES[id(rule)] = (rule, {n.upper() for n in rule.params["names"]},
                                     {p.pattern.split("=", 1)[0].upper(): p for p in rule.params["option_patterns"]})
    return found[1], found[2]


def check_loader_env(rule: Rule, scene: Scene) -> list[RuleMatch]:
    names, options = _tables(rule)
    found: list[RuleMatch] = []
    for view in scene.views:
        kept = persisted(view)  # round 40 (fb): conda/mise storing variables for every later activation
        if module_options(scene, view):  # round 47 (hd): `ansible -m file -a 'path=… state=…'` (ansible_args)
            continue
        for name, value in _settings(view) + persistent_settings(view) + mise_pairs(view):
            key = name.upper()
            if not value.strip():
                continue
            if key in names and not own_loader(scene, view, name, value):  # round 16, 25 (loader_own)
                found.append(_hit(rule, f"sets ${name}: every program started with it loads {value!r}, code "
                                        "Tier 1 does not see", view.text))
                break
            place = _foreign_search_path(scene, key, value) or (
                shared_place(scene, value) if kept and _SEARCH_NAME.search(key) and not _INERT_NAME.search(key) else None)
            if place and not one_run_config(scene, view, name, value):  # round 39 (lead fc): a file it wrote
                found.append(_hit(rule, f"sets ${name} to {place!r}: programs search it for code, libraries or "
                                        "configuration, which Tier 1 does not see there", view.text))
                break
            if source_variable(key, value):  # round 11: PIP_INDEX_URL, UV_EXTRA_INDEX_URL, GOPROXY, *MIRROR* …
                found.append(_hit(rule, f"sets ${name}={value!r}: package installs now fetch from there, code "
                                        "Tier 1 does not see", view.text))
                break
            endpoint = endpoint_variable(key, value)
            if endpoint:  # round 34 (lead)
                found.append(_hit(rule, f"sets ${name}={value!r}: the cloud SDK now sends its signed calls, and "
                                        f"the data they carry, to {endpoint}", view.text))
                break
            if (_AGENT_OPTION.search(key) and _AGENT_VALUE.search(value)) or go_source([f"{key}={value}"]):
                found.append(_hit(rule, f"sets ${name}={value!r}: the tool loads an agent, runs a program or "
                                        "drops its checksum checks, code Tier 1 does not see", view.text))
                break
            if key == "NPM_CONFIG_NODE_OPTIONS":
                key = "NODE_OPTIONS"
            program = foreign_program(key, value) or wrapper_variable(key, value)
            if program:
                found.append(_hit(rule, f"sets ${name}={value!r}: a tool started with it runs {program!r}, a "
                                        "program Tier 1 does not see", view.text))
                break
            pattern = options.get(key)
            if pattern is not None and pattern.search(f"{key}={value}"):
                found.append(_hit(rule, f"sets ${name}={value!r}, which makes the program load code Tier 1 "
                                        "does not see", view.text))
                break
        program_setting = package_manager_program(view)
        if program_setting:
            found.append(_hit(rule, f"sets npm's {program_setting!r}: every later npm/yarn run starts that "
                                    "program, code Tier 1 does not see", view.text))
        unit = _linked_unit(view)
        if unit:  # round 7: `systemctl --user link|enable /path/x.service` makes a file Tier 1 never read a service
            found.append(_hit(rule, f"systemctl makes {unit!r} a unit: the service manager runs the program it "
                                    "names, code Tier 1 does not see", view.text))
        source = package_source(view) or manager_source(view)
        if source:
            found.append(_hit(rule, f"{view.command.program} now installs from {source[1]!r} ({source[0]}): every "
                                    "later install runs code from there, code Tier 1 does not see", view.text))
        for judge in (loader_rewrite, written_unit, privilege, armed_hook, session_hook, foreign_key,  # 11-18
                      enabled_unit, local_key, persistence_r20, credential_helper, persistence_r22,  # 19-22
                      location_setting, web_hook, field_loader, staged_write,  # 33-35, 37
                      armed_config, granted_authority, service_runs,  # 39 (t4z), 40 (t5f), 42 (fd)
                      job_definition, planted_code, shared_tool_load):  # 46 (he, hd), 47 (hf)
            what = judge(scene, view)
            if what:
                found.append(_hit(rule, f"{what}: it persists past this call, code or access Tier 1 does not "
                                        "see", view.text))
        if view.code:
            found += _code_hits(rule, scene, view, names | options.keys())
        found += [_hit(rule, why, view.text) for why in inherited_loader(scene, view, names, options)]  # round 41
    return found


def _linked_unit(view: View) -> str | None:
    """A unit file named by path to ``systemctl link``/``enable`` (a unit *name* is an installed unit)."""
    argv = view.command.argv
    if view.command.program != "systemctl" or not any(a in ("link", "enable") for a in argv[1:]):
        return None
    return next((a for a in argv[1:] if "/" in a and not a.startswith("-")), None)


@lru_cache(maxsize=16)
def _names_pattern(names: frozenset[str]) -> Gated:
    """One alternation for the rule's variable names (one scan of the code, not one regex per name)."""
    return gated(r"\b(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")


def _code_hits(rule: Rule, scene: Scene, view: View, names: set[str]) -> list[RuleMatch]:
    text = scene.code_text(view.code or "", view.command.program)
    marked = scene.marker_text(text)
    starts = any(m in marked for m in rule.params["exec_markers"])
    found = _names_pattern(frozenset(names)).search(text)
    named = found.group(0) if found else None
    if named and starts:
        return [_hit(rule, f"{view.command.program} code sets ${named} and starts a process", view.text)]
    writes = any(m in marked for m in rule.params["write_markers"])
    startup = next((m for m in rule.params["startup_code_markers"] if m in text), None)
    if writes and startup:
        return [_hit(rule, f"{view.command.program} code writes {startup!r}, code every Python start runs",
                     view.text)]
    return []
