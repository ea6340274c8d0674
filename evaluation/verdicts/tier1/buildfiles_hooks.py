"""Round 13 (issue 25): ``.pre-commit-config.yaml`` read, not opaque.

pre-commit runs, for each repository of its configuration, the hooks of that repository:

* ``repo: local`` — each hook's ``entry`` is a command line (``language: system|script|…``): read as shell, so
  the other rules judge it;
* ``repo: meta`` — pre-commit's own checks: nothing;
* a remote repository pinned by ``rev`` on a public code host (``github.com``, ``gitlab.com``, ``bitbucket.org``
  …, :data:`package_sources.PUBLIC_HOSTS`) — pre-commit's ordinary source, as a registry is a package manager's
  (``pre-commit install`` after a plain configuration stays open);
* anything else (another host, a file URL, no ``rev``, a document that does not parse) — opaque: code from a
  source Tier 1 cannot vouch for (round 13's untrusted-source rule).
"""
from __future__ import annotations

from typing import Any

from evaluation.verdicts.tier1.package_sources import foreign_url

HOWS = ("precommit",)


def _local_entries(hooks: Any) -> list[str] | None:
    if not isinstance(hooks, list):
        return None
    lines = []
    for hook in hooks:
        if not isinstance(hook, dict) or not isinstance(hook.get("entry", ""), str):
            return None
        args = hook.get("args") or []
        if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
            return None
        if hook.get("entry"):
            lines.append(" ".join([hook["entry"], *args]))
    return lines


def _precommit(content: str) -> str | None:
    import yaml

    try:
        document = yaml.safe_load(content)
    except yaml.YAMLError:
        return None
    repos = document.get("repos") if isinstance(document, dict) else None
    if not isinstance(repos, list):
        return None
    lines: list[str] = []
    for repo in repos:
        if not isinstance(repo, dict) or not isinstance(repo.get("repo"), str):
            return None
        source = repo["repo"]
        if source == "meta":
            continue
        if source == "local":
            entries = _local_entries(repo.get("hooks"))
            if entries is None:
                return None
            lines += entries
            continue
        if not source.startswith("https://") or foreign_url(source) or not isinstance(repo.get("rev"), str):
            return None
    return "\n".join(lines)


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(shell code, "shell")`` the hooks of the configuration run; None when opaque (see the module)."""
    text = _precommit(content) if how == "precommit" else None
    return None if text is None else (text, "shell")
