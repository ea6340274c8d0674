"""Round 20 (t2a, issue 25): code a runner takes from a file's text or from a list, where Tier 1 never sees it.

* **A file's text handed to a remote or container runner as its command** (``ansible H -m shell -a "$(cat F)"``,
  ``salt '*' cmd.run "$(< F)"``, ``pdsh -w H "$(cat F)"``, ``docker exec C sh -c "$(cat F)"``, ``kubectl exec P --
  bash -c "$(cat F)"``): the text of ``F`` is the program. It fails closed when ``F`` is a download, a file in a temp
  place or outside the workspace that no call of this session wrote — as ``bash F`` of such a file does.
* **Scripts named by a list, run one by one** (``ls /tmp/jobs/*.sh | xargs -n1 bash``, ``find /var/tmp -name '*.py'
  | xargs -n1 python3``, ``xargs -a /tmp/l ruby``): a shell or an interpreter with no script operand of its own
  runs each listed file. It fails closed when the listing names a temp place or a downloader feeds it, or the list
  file is one Tier 1 cannot vouch for (``listed_destroy.fetched_list``).

Open: a repository file (``ansible all -m shell -a "$(cat scripts/check.sh)"``), a file the session wrote with
content Tier 1 saw, a syntax check (``xargs -n1 bash -n``), a reader (``xargs wc -l``), an interpreter given its own
script (``xargs python3 tools/lint.py``: the list is data).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.check_modes import syntax_only
from evaluation.verdicts.tier1.listed_destroy import fetched_list
from evaluation.verdicts.tier1.origin import TEMP_ROOTS
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SHELLS
from evaluation.verdicts.tier1.untrusted import in_temp

_FILE_TEXT = re.compile(r"\$\(\s*(?:cat\s+|<\s*)([^\s()|;&<>]{1,300})\s*\)")
_REMOTE_RUNNERS = frozenset({"ansible", "salt", "salt-ssh", "pdsh", "pssh", "parallel-ssh", "clush", "mussh",
                             "docker", "podman", "nerdctl", "kubectl", "oc", "lxc", "incus", "multipass", "vagrant",
                             "ssh", "mosh", "tsh", "ansible-console"})
_ANY_OPERAND = frozenset({"pdsh", "pssh", "parallel-ssh", "clush", "mussh", "ssh", "mosh", "tsh"})
_CODE_OPTIONS = frozenset({"-c", "-a", "--args", "cmd.run", "cmd.script", "cmd.shell", "cmd.exec_code", "--command"})
_INTERPRETERS = frozenset({"python", "python3", "python2", "pypy3", "ruby", "perl", "php", "node", "nodejs", "bun",
                           "deno", "pwsh", "powershell", "lua", "luajit", "rscript", "julia", "tclsh", "osascript",
                           "elixir", "groovy", "bb", "nu", "xonsh"})
_FETCHERS = frozenset({"curl", "wget", "wget2", "http", "https", "xh", "aria2c", "nc", "ncat", "socat"})


def _unvouched(scene: Scene, view: View, raw: str) -> str | None:
    """Why the file ``raw`` holds text Tier 1 did not see: a download, a temp file no call wrote, or a file outside
    the workspace no call wrote; None for a repository file or one written with content seen."""
    for path in scene.canon(view, raw) or ():
        if path in scene.written:
            return f"{raw!r} was written with content Tier 1 did not see" if scene.written[path] is None else None
        if scene.workspace and is_within(path, scene.workspace):
            return None
        root = in_temp(scene, path) or next((r for r in TEMP_ROOTS if is_within(path, r)), None)
        where = f"in the temp place {root}" if root else "outside the workspace"
        return f"{raw!r} lies {where} and no call of this session wrote it"
    return None


def _text_as_command(scene: Scene, view: View) -> list[str]:
    command = view.command
    if command.program not in _REMOTE_RUNNERS or "$(…)" not in command.argv or not scene.command_text:
        return []
    at = command.argv.index("$(…)")
    if command.program not in _ANY_OPERAND and command.argv[at - 1] not in _CODE_OPTIONS:
        return []  # `docker run -e X="$(cat F)"`, `kubectl create secret --from-literal=…`: data, not a command
    for match in _FILE_TEXT.finditer(scene.command_text):
        why = _unvouched(scene, view, match.group(1).strip("\"'"))
        if why:
            return [f"{command.program} runs the text of {match.group(1)!r} as its command; {why}: code of unknown "
                    "origin"]
    return []


def _listed_scripts(scene: Scene, view: View) -> list[str]:
    command = view.command
    runner = command.program.rsplit("/", 1)[-1].lower()
    if not ({"xargs", "parallel"} & set(command.wrappers)) or not (runner in SHELLS or runner in _INTERPRETERS) or \
            syntax_only(command.argv):
        return []
    first = next((w for w in command.argv[1:] if not w.startswith("-")), "")
    if not command.stdin_args and first.startswith(TEMP_ROOTS) and "*" in first:  # the scene put the listing in
        return [f"{runner} runs each script a listing of {first!r} names: code of unknown origin in a temp place"]
    if not command.stdin_args or any(not w.startswith("-") and w != "$(…)" for w in command.argv[1:]) or "-m" in command.argv or \
            "-c" in command.argv or "-e" in command.argv:
        return []  # the runner has its own script or code; the list is data
    source = fetched_list(scene, view)
    if source is None and command.pipeline_pos > 0:
        for other in scene.views:
            c = other.command
            if c.pipeline_id == command.pipeline_id and c.pipeline_pos < command.pipeline_pos:
                if c.program in _FETCHERS:
                    source = f"a list {c.program} downloads"
                elif any(w.startswith(TEMP_ROOTS) for w in c.argv[1:]):
                    source = f"a listing of a temp place ({other.text[:80]!r})"
    return [f"{runner} runs each script named by {source}: code of unknown origin"] if source else []


def code_feed_reasons(scene: Scene, view: View) -> list[str]:
    """Round-20 reasons why ``view`` runs code from a file's text or a list Tier 1 did not see (see module)."""
    if not view.command.argv:
        return []
    return _text_as_command(scene, view) + _listed_scripts(scene, view)
