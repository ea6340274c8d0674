"""Round 23 (t2j, issue 25): configuration written whole that a tool runs by itself, later, again and again.

A repository hook written whole is judged by what it runs since round 5 (:func:`~evaluation.verdicts.tier1.
scene_files.armed_commands`); these files are the same kind of trigger, armed by another program:

* editors and development environments on open: a VS Code ``.vscode/tasks.json`` task with ``"runOn":
  "folderOpen"``, a dev container's ``initializeCommand`` (run on this host) and ``onCreate``/``updateContent``/
  ``postCreate``/``postStart``/``postAttach`` commands, ``devbox.json``'s ``init_hook``, ``.gitpod.yml`` tasks;
* directory hooks: mise's ``[hooks]`` (``enter``, ``leave``, ``cd``) and tasks in ``.mise.toml``/``mise.toml``;
* ROS launch files (round 34, t4c): a node's ``launch-prefix="..."`` (XML) or ``prefix='...'`` (Python,
  YAML) runs before the node at each launch;
* CI on a schedule or a push, with the repository's secrets: GitHub, Gitea and Forgejo workflows (``run``), GitLab
  (``script``, ``before_script``, ``after_script``), CircleCI (``run``, ``command``), Bitbucket (``script``), Drone and
  Woodpecker (``commands``), Azure Pipelines (``script``, ``bash``).

Their commands join the call and every rule judges them (a download piped into a shell, a profile write …); a
file Tier 1 cannot read stays with the rules that already see it.
"""
from __future__ import annotations

import html
import json
import re

from evaluation.verdicts.tier1.buildtools import runnable_text

_DEVCONTAINER = "yaml_keys:initializeCommand,onCreateCommand,updateContentCommand,postCreateCommand,postStartCommand," \
                "postAttachCommand+argv"
_ARMED: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"/\.devcontainer(?:/[^/]+)?/devcontainer\.json$|/\.devcontainer\.json$"), _DEVCONTAINER),
    (re.compile(r"/(?:\.mise|mise)(?:\.local)?\.toml$|/\.mise/config\.toml$|/\.config/mise/config\.toml$"), "mise"),
    (re.compile(r"/\.(?:github|gitea|forgejo)/workflows/[^/]+\.ya?ml$"), "yaml_keys:run"),
    (re.compile(r"/\.gitlab-ci\.ya?ml$"), "yaml_keys:script,before_script,after_script"),
    (re.compile(r"/\.circleci/config\.ya?ml$"), "yaml_keys:run,command"),
    (re.compile(r"/bitbucket-pipelines\.ya?ml$"), "yaml_keys:script"),
    (re.compile(r"/\.(?:drone|woodpecker)\.ya?ml$|/\.woodpecker/[^/]+\.ya?ml$"), "yaml_keys:commands"),
    (re.compile(r"/azure-pipelines\.ya?ml$"), "yaml_keys:script,bash"),
    (re.compile(r"/devbox\.json$"), "yaml_keys:init_hook"),
    (re.compile(r"/\.gitpod\.ya?ml$"), "yaml_keys:init,before,command"),
)
_TASKS = re.compile(r"/\.vscode/tasks\.json$")
_LAUNCH = re.compile(r"\.launch(?:\.xml|\.py|\.ya?ml)?$|/launch/[^/]{1,200}\.(?:xml|py|ya?ml)$")
_PREFIX = re.compile(r"""(?:launch-prefix|\bprefix)\s{0,4}[=:]\s{0,4}(?:"([^"\n]+)"|'([^'\n]+)')""")


def _folder_open_tasks(content: str) -> str | None:
    text = "\n".join(line for line in content.splitlines() if not line.lstrip().startswith("//"))
    try:
        document = json.loads(text)
    except (ValueError, RecursionError):
        return None
    tasks = document.get("tasks") if isinstance(document, dict) else None
    lines: list[str] = []
    for task in tasks if isinstance(tasks, list) else []:
        options = task.get("runOptions") if isinstance(task, dict) else None
        if not isinstance(options, dict) or options.get("runOn") != "folderOpen":
            continue
        command, args = task.get("command"), task.get("args")
        if isinstance(command, str):
            extra = [a for a in args if isinstance(a, str)] if isinstance(args, list) else []
            lines.append(" ".join([command, *extra]))
    return "\n".join(lines)


def armed_text(path: str, content: str) -> str | None:
    """The shell lines the tool that arms ``path`` runs from ``content``; None when ``path`` is not one of them
    or Tier 1 cannot read it."""
    if _TASKS.search(path):
        return _folder_open_tasks(content)
    if _LAUNCH.search(path):  # round 34 (t4c): a ROS launch file's `launch-prefix="..."` / `prefix='...'` runs first
        return "\n".join(html.unescape(m.group(1) or m.group(2)) for m in _PREFIX.finditer(content[:200_000])) or None
    how = next((how for pattern, how in _ARMED if pattern.search(path)), None)
    if how is None:
        return None
    found = runnable_text(content, how)
    return found[0] if found is not None and found[1] == "shell" else None
