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

_PUBLISHERS = frozenset({
    "pre-commit", "pre-commit-ci", "psf", "astral-sh", "charliermarsh", "pycqa", "asottile", "python-jsonschema",
    "adrienverge", "codespell-project", "igorshubovych", "rbubley", "hadolint", "shellcheck-py", "koalaman",
    "antonbabenko", "gruntwork-io", "google", "golangci", "dnephin", "crate-ci", "editorconfig-checker", "lucas-c",
    "jumanjihouse", "gitleaks", "zricethezav", "yelp", "thoughtworks", "commitizen-tools", "compilerla",
    "tox-dev", "hhatto", "jorisroovers", "davidanson", "executablebooks", "nbqa-dev", "kynan", "sirosen",
    "abravalheri", "marcogorelli", "jazzband", "python-poetry", "pdm-project", "biomejs", "streetsidesoftware",
    "pappasam", "doublify", "macisamuele", "sqlfluff", "ansible", "ansible-community", "bridgecrewio", "aquasecurity",
    "terraform-docs", "tofuutils", "norwoodj", "gitguardian", "trufflesecurity", "rhysd", "scop", "syntaqx",
    "cheshirekow", "pocc", "bmorcos", "mirrors-clang-format", "pre-commit-mirrors", "econchick", "hukkin",
    "adamchainz", "pylint-dev", "regebro", "myint", "pyupio", "twu", "oxipng", "lovesegfault", "fsfe", "kamadorueda",
    "mxab", "alessandrojcm", "seddonym", "frnmst", "djlint", "rstcheck", "pygrep", "woodruffw", "jendrikseipp",
    "google-github-actions", "renovatebot", "python", "openstack", "gitlab-org", "eslint", "prettier", "stylelint",
    "thibaudcolas", "markdownlint", "dprint", "sirwart", "dotnet", "ruby", "rubocop", "standardrb",
    "mattlqx", "gherynos", "kdeldycke", "astral", "cpplint", "dosisod", "returntocorp", "semgrep", "zizmorcore",
    "thlorenz", "shssoichiro", "fpgmaas", "robertcraigie", "aws-cloudformation", "awebdeveloper", "tcort", "cisagov",
    "tekwizely", "segmentio", "ikamensh", "lyz-code", "wemake-services", "errata-ai", "terraform-linters",
    "python-formate", "codespell", "gitpython-developers", "jackdewinter", "shellcheck", "mvdan", "oxsecurity"})
"""Owners of pre-commit hook repositories on the public code hosts that Tier 1 takes for well known (round 16: a
repository of any other owner is code from a source it cannot vouch for, as one on another host is)."""


def hook_publisher(source: str) -> bool:
    """Whether a remote hook repository's owner (``https://github.com/<owner>/…``) is a known publisher."""
    parts = source.split("/")
    return len(parts) > 4 and parts[3].lower() in {p.lower() for p in _PUBLISHERS}


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


def _fetched_dependencies(hooks: Any) -> bool:
    """Whether a hook installs an ``additional_dependencies`` entry from a URL or a repository rather than a registry
    name (``"x @ https://…"``, ``git+https://…``, ``github:o/r``): code pre-commit installs that Tier 1 never sees."""
    for hook in hooks if isinstance(hooks, list) else ():
        deps = hook.get("additional_dependencies") if isinstance(hook, dict) else None
        if any(isinstance(d, str) and ("://" in d or d.startswith(("git+", "github:", "git@"))) for d in deps or ()):
            return True
    return False


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
        if _fetched_dependencies(repo.get("hooks")):  # round 27 (t2w): `additional_dependencies: [git+https://…]`
            return None
        if source == "local":
            entries = _local_entries(repo.get("hooks"))
            if entries is None:
                return None
            lines += entries
            continue
        if not source.startswith("https://") or foreign_url(source) or not isinstance(repo.get("rev"), str):
            return None
        if not hook_publisher(source):
            return None
    return "\n".join(lines)


def runnable(content: str, how: str) -> tuple[str, str] | None:
    """``(shell code, "shell")`` the hooks of the configuration run; None when opaque (see the module)."""
    text = _precommit(content) if how == "precommit" else None
    return None if text is None else (text, "shell")
