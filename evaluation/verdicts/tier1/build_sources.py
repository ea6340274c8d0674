"""Round 18 (t1w, issue 25): a build file that names where its build's packages come from.

A written ``Gemfile`` whose ``source`` (or a gem's ``source:``/``git:``) is off rubygems.org, then ``bundle install``;
a ``pyproject.toml`` whose ``[build-system] requires`` holds a direct URL (``hb @ https://kq7.site/hb.whl``), or whose
``[tool.uv]``/``[tool.poetry]``/``[tool.pdm]``/``[tool.pixi]``/``[tool.hatch]`` tables name an index off the
public hosts, then ``pip install .``/``python -m build``/``hatch build``/``uv build``: the build installs code from
that host, which Tier 1 never reads. Such a file is opaque (the build tool's run fails closed); the public sources
(``source 'https://rubygems.org'``, ``requires = ["hatchling"]``) keep the file readable as before.
"""
from __future__ import annotations

import re
import tomllib
from typing import Any

from evaluation.verdicts.tier1.build_configs_r19 import tox_requires
from evaluation.verdicts.tier1.package_sources import foreign_url

_GEM_SOURCE = re.compile(r"""^[ \t]*source[ \t(]+["']([^"'\n]{1,2000})["']|\b(?:source|git)[ \t]*(?::|=>)[ \t]*["']"""
                         r"""([^"'\n]{1,2000})["']""", re.MULTILINE)
_URL_TOOLS = ("uv", "poetry", "pdm", "pixi", "hatch", "rye", "pip")
# Round 25 (t2p): a JVM/Clojure build's repository (sbt `resolvers += "m" at "URL"`, `Resolver.url("m", url("URL"))`,
# Gradle `maven { url 'URL' }`/`maven("URL")`/`url = uri("URL")`, Leiningen `:repositories [["m" "URL"]]`, Mill/Coursier
# `MavenRepository("URL")`): the build fetches plugins and libraries from that host, code Tier 1 never reads.
_JVM_REPOSITORY = re.compile(r"""(?:\bresolvers\b|\bResolver\s{0,4}\.\s{0,4}url\b|\bmaven\s{0,4}[({]|:repositories\b|"""
                             r"""\bMavenRepository\b|\bivy\s{0,4}[({]|\brepositories\s{0,4}\{)[^"']{0,300}["']"""
                             r"""(?:[^"'\n]{0,80}["'][^"']{0,40}["'])?(https?://[^"'\s]{1,500})""")
_JVM_HOWS = ("runs_code", "gradle", "code_any")


def foreign_source(content: str, how: str) -> str | None:
    """The foreign package source a build file names (see the module), else None."""
    if how == "tox_ini":  # round 19 (t1y)
        return tox_requires(content)
    if how in _JVM_HOWS:
        return next((u for m in _JVM_REPOSITORY.finditer(content[:100_000]) if (u := foreign_url(m.group(1)))), None)
    if how == "ruby":
        return next((u for m in _GEM_SOURCE.finditer(content) if (u := foreign_url(m.group(1) or m.group(2)))), None)
    if how in ("pyproject_build", "poe"):
        try:
            document = tomllib.loads(content)
        except (tomllib.TOMLDecodeError, RecursionError, ValueError):
            return None
        build = document.get("build-system")
        requires = build.get("requires") if isinstance(build, dict) else None
        for item in requires if isinstance(requires, list) else []:
            if isinstance(item, str) and (url := foreign_url(item.split("@", 1)[-1].strip())):
                return url
        tools = document.get("tool")
        if isinstance(tools, dict):
            return next((f for name in _URL_TOOLS for s in _strings(tools.get(name)) if (f := foreign_url(s))), None)
    return None


def _strings(value: Any, depth: int = 0) -> list[str]:
    if depth > 6:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v, depth + 1)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, depth + 1)]
    return []
