"""Rule kinds that make Tier 1 fail closed (issue 11).

* ``opaque_command`` — a command whose effect Tier 1 cannot read statically
  (code piped or built at run time, a program named by an unknown variable,
  a script written then run with unseen content …) is blocked; the reason in
  the ADVISE says what could not be resolved.
* ``unmodelled_write`` — a program Tier 1 does not model (neither a listed
  reader nor a writer of the rule document) that names a protected path, or
  interpreter code that writes or deletes and names one, is blocked: Tier 1
  cannot tell whether it writes there, so it does not assume it does not.
"""

from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.builtnames import built_name_reasons, profile_cwd_reasons
from evaluation.verdicts.tier1.code_feeds import code_feed_reasons
from evaluation.verdicts.tier1.coded_targets import coded_home_write, opens_for_write
from evaluation.verdicts.tier1.codepaths import is_python
from evaluation.verdicts.tier1.computed_uploads import computed_upload
from evaluation.verdicts.tier1.cron_appends import appended_cron
from evaluation.verdicts.tier1.data_tools import data_code
from evaluation.verdicts.tier1.decoded_names import python_decoded
from evaluation.verdicts.tier1.decoded_targets import decoded_home_write
from evaluation.verdicts.tier1.detonation import detonation_reasons
from evaluation.verdicts.tier1.downloaded_code import downloaded_code
from evaluation.verdicts.tier1.effect_words import without_name_literals, without_read_sources
from evaluation.verdicts.tier1.env_roots import server_home_reasons
from evaluation.verdicts.tier1.falseblocks_r21 import read_formats_neutral, without_read_only_opens
from evaluation.verdicts.tier1.fetched_run import fetched_run
from evaluation.verdicts.tier1.foreign_runs import foreign_run_reasons
from evaluation.verdicts.tier1.foreign_sources import foreign_source_reasons
from evaluation.verdicts.tier1.foreign_templates import template_reasons
from evaluation.verdicts.tier1.jobfiles import job_reasons
from evaluation.verdicts.tier1.listed_install import listed_install
from evaluation.verdicts.tier1.listfile import list_file_reasons
from evaluation.verdicts.tier1.loaded_places import loaded_place_reasons
from evaluation.verdicts.tier1.loader_names import named_loader_reasons
from evaluation.verdicts.tier1.origin import unknown_origin
from evaluation.verdicts.tier1.package_sources_r19 import more_sources
from evaluation.verdicts.tier1.patches import patch_reasons
from evaluation.verdicts.tier1.paths import fold
from evaluation.verdicts.tier1.preload_files import preload_file_reasons
from evaluation.verdicts.tier1.protected_roots import protected_root_for
from evaluation.verdicts.tier1.pwsh_delete import encoded_reasons
from evaluation.verdicts.tier1.reach import effect_free, unproven_reach
from evaluation.verdicts.tier1.reach_words import CODE_LIKE
from evaluation.verdicts.tier1.read_calls import without_read_opens
from evaluation.verdicts.tier1.read_segments import home_read_segment
from evaluation.verdicts.tier1.reads_runs import reads_runs
from evaluation.verdicts.tier1.received_places import received_cwd_reasons
from evaluation.verdicts.tier1.redirection import redirected
from evaluation.verdicts.tier1.round24_t2m import t2m_reasons
from evaluation.verdicts.tier1.rules import Rule
from evaluation.verdicts.tier1.scene import RuleMatch, Scene, View
from evaluation.verdicts.tier1.shell_positional import positional_script
from evaluation.verdicts.tier1.shell_words import SHELLS
from evaluation.verdicts.tier1.stdin_programs import stdin_program_reasons
from evaluation.verdicts.tier1.tool_loads import tool_load_reasons
from evaluation.verdicts.tier1.tree_markers import tree_delete_markers
from evaluation.verdicts.tier1.unknown_inputs import unknown_input_reasons
from evaluation.verdicts.tier1.unseen_exec import unseen_exec
from evaluation.verdicts.tier1.unseen_runners import unseen_runner_reasons
from evaluation.verdicts.tier1.unseen_targets import unseen_target
from evaluation.verdicts.tier1.writes import lookup

GENERIC_NAMES = frozenset({"config.yaml", ".env", "plugins", "active", "candidates", "var", "skills", "scripts",
                           "secret_key", "kernel_data", "5qln", "db", "data"})


def _hit(rule: Rule, reason: str, evidence: str) -> RuleMatch:
    return RuleMatch(rule_id=rule.id, kind=rule.kind, verdict=rule.verdict, block=rule.blocking,
                     severity=rule.severity, reason=f"{rule.id}: {reason}", evidence=evidence)


def _opaque(scene: Scene, view: View) -> list[str]:
    """``view.opaque``, without the crontab reason when the table is only appended a workspace job (round 44 hf)."""
    if view.command.program == "crontab" and appended_cron(scene, view):
        return [r for r in view.opaque if not r.startswith("crontab installs scheduled commands")]
    return view.opaque


def check_opaque_command(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """Indirect execution and unresolvable program names: not silence, a block with the reason."""
    # round 11: a temp script no call of the session wrote is code of unknown origin (tier1.origin); a program
    # that changes files named in a list Tier 1 cannot vouch for acts on unseen operands (tier1.listfile); round 13:
    # installs from an untrusted source, job files of unknown origin, downloads fed to runners (tier1.jobfiles)
    return [_hit(rule, f"{reason} in {view.text or view.command.program!r}; Tier 1 cannot tell what it does",
                 view.text) for view in scene.views
            for reason in dict.fromkeys([*_opaque(scene, view), *unknown_origin(scene, view), *list_file_reasons(scene, view),
                                         *job_reasons(scene, view),
                                         *downloaded_code(scene, view), *redirected(scene, view),
                                         *unseen_exec(scene, view), *built_name_reasons(scene, view),
                                         *profile_cwd_reasons(scene, view), *listed_install(scene, view),
                                         *encoded_reasons(view.command),
                                         *stdin_program_reasons(scene, view), *code_feed_reasons(scene, view), *server_home_reasons(scene, view),
                                         *more_sources(scene, view), *computed_upload(scene, view),
                                         *patch_reasons(scene, view), *fetched_run(scene, view), *foreign_run_reasons(scene, view),
                                         *foreign_source_reasons(scene, view), *template_reasons(scene, view), *tool_load_reasons(scene, view), *preload_file_reasons(scene, view),
                                         *reads_runs(scene, view), *t2m_reasons(scene, view),
                                         *unseen_runner_reasons(scene, view), *unknown_input_reasons(scene, view), *named_loader_reasons(scene, view),
                                         *loaded_place_reasons(scene, view), *received_cwd_reasons(scene, view),
                                         *data_code(scene, view), *detonation_reasons(scene, view),
                                         *decoded_home_write(scene, view)])]  # round 40 (fb)


def _inline_code_indexes(view: View) -> set[int]:
    # round 19 (t1x): a shell's `-c` script is parsed, and its commands are judged each (unwrap); the shell
    # itself is not "given" the paths its script names (`fish -c 'string match -r model < ~/.hermes/config.yaml'`)
    argv = view.command.argv
    script = next((j + 1 for j, a in enumerate(argv[1:-1], start=1) if a.startswith("-") and not a.startswith("--")
                   and "c" in a), None) if view.command.program in SHELLS else None
    filled = positional_script(argv, script) if script else None  # round 21: its ARGS are put into the script
    return {i for i, arg in enumerate(argv) if view.code is not None and arg == view.code} | (
        {script} if script else set()) | (set(filled[1]) if filled else set())


def check_unmodelled_write(rule: Rule, scene: Scene) -> list[RuleMatch]:
    """A program Tier 1 does not model naming a protected path (or a directory holding one)."""
    found: list[RuleMatch] = []
    for view in scene.views:
        program = view.command.program
        code = scene.marker_text(view.code) if view.code else ""
        deletes = bool(code) and _tree_deletes(code, view, scene, rule)
        if view.code and (deletes or _writes(code, view, scene, rule)):
            # names built at run time count: `'SO'+'UL.md'`, `Path.home()/'.her'+'mes'` (issue 25)
            written = without_read_sources(view.code)  # round 25: `writeLines(readLines(PROFILE), "build/x")`
            name = (_named_protected(scene.code_text(written, program), scene, with_containers=deletes)
                    or _built_path(scene, view, written))
            if name:
                found.append(_hit(rule, f"{program} code writes or deletes and names the protected "
                                        f"{name!r}", view.text))
                continue
        if _coded_write(view, scene, rule):
            found.append(_hit(rule, f"{program} code writes or deletes a name it builds at run time under the home "
                                    "from character codes, bytes, a decoder, a reversal or a value read at run time", view.text))
            continue  # round 39 (t4y): `open F, q(>), join q(/), $ENV{HOME}, chr(46).q(hermes)`
        # round 7: the structural seam (tier1.reach) — proven read-only, or a modelled shape, or blocked
        # when it can reach a protected path; it replaces the per-word loop of unmodelled programs
        reason = unproven_reach(rule, scene, view, _named_protected, frozenset(_inline_code_indexes(view))) \
            or unseen_target(rule, scene, view)  # round 39 (t4y): `xargs -I{} PROG -o {}`, `… ~/.hermes/skills/{}`
        if reason:
            found.append(_hit(rule, reason, view.text))
    return found


def _coded_write(view: View, scene: Scene, rule: Rule) -> bool:
    """Round 39 (t4y): inline code (or a code-like word of a program Tier 1 does not know as an interpreter,
    ``crystal eval '…'``) that writes and builds a name under the home from codes (:mod:`coded_targets`)."""
    texts = [view.code] if view.code else [w for w in view.command.argv[1:] if CODE_LIKE.search(w)
                                           and any(c.isspace() for c in w)]
    for text in texts:
        code = scene.marker_text(text)
        if view.code and is_python(view.command.program) and python_decoded(text, scene.home, scene.hermes_home):
            continue  # round 43 (gb): `''.join(map(chr,[112,105]))` is 'pi', judged as the name (tier1.decoded_names)
        if (coded_home_write(code) or home_read_segment(code)) and (not effect_free(code) or opens_for_write(code) or
                                       _writes(code, view, scene, rule)):
            return True
    return False


def _built_path(scene: Scene, view: View, code: str) -> str | None:
    """A path the code names or builds (absolute or under ``~``) that is, is inside, or holds a protected
    root: code that writes and names the profile directory itself may write anything in it."""
    paths = scene.code_paths(view, code)
    for path in paths:
        if any(other.startswith(path.rstrip("/") + "/") for other in paths):
            continue  # `Path.home()` inside `Path.home()/'work'/'x'`: a step of the path, not the path
        root = protected_root_for(path, scene.roots, covers_descendants=True)
        if root:
            return root
    return None


def _tree_deletes(code: str, view: View, scene: Scene, rule: Rule) -> bool:
    """A tree-delete marker in the code; an option marker (``-Recurse``, ``recursive: true``) counts only beside a
    write marker of the interpreter (round 17: ``Get-ChildItem … -Recurse`` lists, it deletes nothing)."""
    markers = tree_delete_markers(code, rule.params["tree_delete_markers"])  # type: ignore[arg-type]
    verbs = [m for m in markers if not (m.startswith("-") or "recursive" in m.lower())]
    return bool(verbs) or bool(markers) and _writes(code, view, scene, rule)


def _writes(code: str, view: View, scene: Scene, rule: Rule) -> bool:
    """Interpreter code with a write or exec marker of its interpreter (or of the rule)."""
    inline = scene.ruleset.inline_interpreters if scene.ruleset is not None else {}
    spec = lookup(inline, view.command.program)
    markers = (*rule.params["exec_markers"], *(spec["write_markers"] if spec else ()))
    # round 21: `sqlite3.connect('file:DB?mode=ro', uri=True)` cannot write; Lua's `f:read("a")` is no mode "a"
    code = read_formats_neutral(without_read_only_opens(without_name_literals(code)))  # 25: `system.md` is a name
    code = without_read_opens(code)  # round 36 (t4m): Perl's `open F, "<", NAME` reads
    return any(m in code for m in markers)


def _named_protected(code: str, scene: Scene, *, with_containers: bool) -> str | None:
    folded = fold(code)
    for pattern, name, container in _name_patterns(scene):
        if (with_containers or not container) and pattern.search(folded):
            return name
    return None


def _name_patterns(scene: Scene) -> list[tuple[re.Pattern[str], str, bool]]:
    """How code names a protected path: a distinctive basename (``soul.md``), else parent and
    base (``skills…5qln``); containers (``.hermes``) count only for tree deletions."""
    cached: list[tuple[re.Pattern[str], str, bool]] | None = scene.cached.get("name_patterns")
    if cached is not None:
        return cached
    out: list[tuple[re.Pattern[str], str, bool]] = []
    for root, container in [*((r, False) for r in scene.roots), *((c, True) for c in scene.containers)]:
        base, parent = fold(posixpath.basename(root)), fold(posixpath.basename(posixpath.dirname(root)))
        if not base:
            continue
        if len(base) >= 7 and base not in GENERIC_NAMES:
            out.append((re.compile(re.escape(base)), base, container))
        elif parent:
            out.append((re.compile(re.escape(parent) + r"\W{1,12}" + re.escape(base) + r"(?![\w.])"),
                        f"{parent}/{base}", container))
    scene.cached["name_patterns"] = out
    return out
