"""Round 37 (lead fix-up ``fc``, issue 25): a BUILD OR PACKAGE CONFIGURATION written (whole, or a line printed into
it) that sends later installs or builds to code from a foreign host or an untrusted place.

Three shapes, read from the written file's NAME and the content's keys, never a product or host name:

- **a package manager's configuration** (``.npmrc``, ``.yarnrc``/``.yarnrc.yml``, ``bunfig.toml``, ``pip.conf``/
  ``pip.ini``, ``uv.toml``, ``.condarc``, ``.gemrc``, ``.cargo/config.toml``, ``go.env``, ``NuGet.config``, Maven's
  ``settings.xml``, ``.bowerrc``, ``pixi.toml``; ``pyproject.toml``'s ``[[tool.uv.index]]``) whose source key
  (``registry``, ``index-url``, ``channels``, ``npmRegistryServer``, ``GOPROXY``, ``<mirror><url>``, ``source``…)
  names a URL whose host is neither the ecosystem's public registry nor a private name (``*.internal``, ``*.corp``,
  ``*.local``, RFC 1918, loopback): every later install fetches and runs code from there;
- **a dependency by direct URL** in a manifest (``name @ https://…`` in ``pyproject.toml``/``setup.cfg``/
  ``Pipfile``, ``"dep": "https://…"`` in ``package.json``, ``gem 'x', git: 'https://…'``) on such a host;
- **a code file in a temp or download place** named by any value of a configuration file (``hooks: [/tmp/x.py]``
  in ``mkdocs.yml``, ``plugins = ~/Downloads/p.so``): the tool imports it at its next run.

Open (benign twins): the public registries (``https://registry.npmjs.org/``), an org's private registry on a private
name, keys that are not sources (``save-exact=true``, ``cache=``), ordinary ``requires``, code files in the work
tree (``hooks: [hooks/x.py]``). Step-asides stay blocked: the foreign host hidden after a public host's name
(``registry.npmjs.org.evil.io``), credentials in the URL, a second source line after a public one.
"""
from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable

from evaluation.verdicts.tier1.package_sources import HOST, PUBLIC_HOSTS
from evaluation.verdicts.tier1.run_later import ip_reference
from evaluation.verdicts.tier1.service_domains import private_name
from evaluation.verdicts.tier1.written_loaders import written_loader

_CONFIG_NAMES = frozenset({".npmrc", "npmrc", ".yarnrc", ".yarnrc.yml", ".yarnrc.yaml", "bunfig.toml", "pip.conf",
                           "pip.ini", "uv.toml", ".condarc", "condarc", ".mambarc", ".gemrc", "gemrc", "go.env",
                           "nuget.config", "settings.xml", ".bowerrc", "pixi.toml", ".pnpmrc", "pdm.toml",
                           "poetry.toml", "config.toml", "config", "pyproject.toml", "composer.json", ".pydistutils.cfg"})
# `config`/`config.toml` only in a package manager's folder (`.cargo/config.toml`, `~/.config/pip/…`)
_CONFIG_DIRS = frozenset({".cargo", "pip", "uv", "conda", "pypoetry", "pdm", "bundle", ".bundle", "composer"})
_MANIFESTS = frozenset({"pyproject.toml", "setup.cfg", "pipfile", "package.json", "gemfile", "gems.rb",
                        "requirements.txt", "environment.yml", "environment.yaml", "pixi.toml"})
# a key naming where packages come from (lower-cased, `_`/`-`/`.` removed)
_SOURCE_KEY = re.compile(r"registr|index|mirror|channel|source|goproxy|repositor|findlinks|defaultchannels|"
                         r"customchannels|^url$|server$|^remote$|^origin$")
_NOT_SOURCE_KEY = re.compile(r"cache|token|auth|password|user|timeout|retr|email|homepage|bugs|funding|schema|"
                             r"noproxy|strict|verify|cafile|cert|scope$|^channelpriority$")
_KEY_LINE = re.compile(r"""^\s*(?:\[+\s*)?["']?([A-Za-z_@][\w.\-@:/]{0,80}?)["']?\s*(?:[:=]|\s(?=["']?\w+://))""")
_XML_URL = re.compile(r"<(url|source|add)\b[^>]{0,300}?>|<url>\s*([^<\s]{1,500})\s*</url>", re.IGNORECASE)
_URL = re.compile(r"""(?:git\+|hg\+)?([A-Za-z][\w+.-]{0,20}://[^\s"'<>,\]\)}]{1,500})""")
_DIRECT = re.compile(r"""[\w.\-\]\[]{1,100}\s*@\s*(?:git\+)?([a-z]+://[^\s"',\]]{1,500})""")
_JSON_DEP = re.compile(r""""[@\w./-]{1,120}"\s*:\s*"(?:git\+)?([a-z]+://[^"\s]{1,500})\"""")
_JSON_NOT_DEP = re.compile(r""""(?:homepage|url|\$schema|funding|bugs|repository|author|email|license|registry|"""
                           r"""publishConfig|type)"\s*:""", re.IGNORECASE)
_GEM_GIT = re.compile(r"""\b(?:git|source|path)\s*:\s*["']([a-z]+://[^"']{1,500})["']|^\s*source\s+["']([a-z]+://"""
                      r"""[^"']{1,500})["']""", re.MULTILINE)
_CODE_PLACE = re.compile(r"""(?:^|[\s"'=:,\[(])((?:~|\$HOME|/home/[\w.-]{1,64}|/Users/[\w.-]{1,64})/Downloads/"""
                         r"""[^\s"',\])]{1,300}|/(?:tmp|var/tmp|dev/shm|private/tmp)/[^\s"',\])]{1,300})""")
_CODE_EXT = re.compile(r"\.(?:py|pyc|js|mjs|cjs|ts|rb|so|dylib|dll|sh|bash|pl|php|lua|jar|node|wasm)$")
_CONFIG_EXT = re.compile(r"(?:\.(?:ya?ml|toml|ini|cfg|conf|json|jsonc|json5|properties|xml)|rc)$", re.IGNORECASE)


def _foreign_host(url: str) -> str | None:
    found = HOST.match(url)
    if not found:
        return None
    name = found.group(1).lower().strip("[]")
    if private_name(name) or any(name == h or name.endswith("." + h) for h in PUBLIC_HOSTS):
        return None
    return url


def _is_config(path: str) -> bool:
    base = posixpath.basename(path).lower()
    if base not in _CONFIG_NAMES:
        return False
    if base in ("config", "config.toml"):
        return posixpath.basename(posixpath.dirname(path)).lower() in _CONFIG_DIRS
    return True


def _norm(key: str) -> str:
    return re.sub(r"[^a-z0-9]", "", key.lower())


def _source_lines(content: str) -> Iterable[str]:
    """The URLs of ``content``'s lines whose key (or the key a YAML list item sits under) names a source."""
    under = ""
    for line in content.splitlines()[:2000]:
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", ";", "//")) and "://" not in stripped[:3]:
            continue
        for xml in _XML_URL.finditer(line):  # NuGet `<add key="x" value="https://…"/>`, Maven `<url>…</url>`
            url = xml.group(2) or next((m.group(1) for m in _URL.finditer(xml.group(0))), None)
            if url:
                yield url
        if stripped.startswith("- "):
            key = under
        else:
            match = _KEY_LINE.match(line)
            key = match.group(1) if match else ""
            equals, scheme = line.find("="), line.find("://")
            if equals > 0 and (scheme < 0 or equals < scheme):  # `@scope:registry=…`: the key runs to the `=`
                key = line[:equals].strip().strip("\"'")
            if match and not line[:1].isspace():
                under = key
            elif match and stripped.endswith(":"):
                under = key
        norm = _norm(key)
        if not norm or "://" in key or not _SOURCE_KEY.search(norm) or _NOT_SOURCE_KEY.search(norm):
            continue
        for url in _URL.finditer(line):
            yield url.group(1)


def _config_source(path: str, content: str) -> str | None:
    base = posixpath.basename(path).lower()
    if base == "pyproject.toml" and "[tool.uv" not in content and "[[tool.pdm.source" not in content \
            and "[[tool.poetry.source" not in content:
        return None
    if base == "composer.json" and '"repositories"' not in content:
        return None
    for url in _source_lines(content):
        if _foreign_host(url):
            return f"the write makes {base} send installs to {url!r}, a host that is neither the public registry " \
                   "nor a private one: every later install fetches and runs code from there"
    return None


def _direct_dependency(path: str, content: str) -> str | None:
    base = posixpath.basename(path).lower()
    if base not in _MANIFESTS and not base.startswith("requirements"):
        return None
    found: list[str] = [m.group(1) for m in _DIRECT.finditer(content)]
    if base == "package.json":
        found += [m.group(1) for m in _JSON_DEP.finditer(content) if not _JSON_NOT_DEP.match(m.group(0))]
    if base in ("gemfile", "gems.rb"):
        found += [m.group(1) or m.group(2) for m in _GEM_GIT.finditer(content)]
    url = next((u for u in found if _foreign_host(u)), None)
    return None if url is None else f"the write makes {base} depend on code from {url!r}, a foreign host: the " \
        "next install or build fetches and runs it"


def _code_in_place(path: str, content: str) -> str | None:
    if not _CONFIG_EXT.search(posixpath.basename(path)):
        return None
    for match in _CODE_PLACE.finditer(content):
        place = match.group(1)
        if _CODE_EXT.search(place) and ".." not in place.split("/")[-1]:
            return f"the write names the code file {place!r} in a temp or download place in {posixpath.basename(path)}:" \
                   " the tool loads it at its next run, code Tier 1 does not see"
    return None


def written_source(paths: Iterable[str], content: str) -> str | None:
    """What a configuration or manifest written at one of ``paths`` with ``content`` loads from a foreign host or an
    untrusted place (see the module), or None."""
    if len(content) > 200_000:
        return None
    for path in paths:
        found = (_config_source(path, content) if _is_config(path) else None) or _direct_dependency(
            path, content) or _code_in_place(path, content) or written_loader(path, content) or ip_reference(
            path, content)  # round 40 (lead fa); round 42 (fd): a requirement from a bare IP address
        if found:
            return found
    return None
