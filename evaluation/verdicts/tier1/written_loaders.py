"""Round 40 (lead fa, issue 25): a written file that makes a tool LOAD code from a shared place, by name, or from a
foreign index.

Three shapes, read from the content's option and key names, never a product:

* **a module path made a temp or shared place** — ``sys.path.insert(0, "/scratch/shared")``, ``site.addsitedir``,
  ``$LOAD_PATH.unshift``, ``module.paths``, ``use lib``, ``PYTHONPATH=``/``NODE_PATH=``/``RUBYLIB=``/``PERL5LIB=`` in
  a ``docs/conf.py``, ``conftest.py``, ``noxfile.py``, an ``.env``: the next import there runs whatever another user
  left (the places: :data:`origin.TEMP_ROOTS` and :func:`origin.shared_root`);
* **a test runner's options loading a plugin module by name** — ``addopts = "-p NAME"`` (pytest's ini, ``[pytest]``,
  ``[tool:pytest]``, ``[tool.pytest.ini_options]``) where NAME is neither a ``no:`` switch nor a module the file's
  project holds (``NAME.py`` or ``NAME/`` beside the file): the run imports a module the session did not show;
* **an environment file naming a package index** — ``- --index-url URL``/``--extra-index-url``/``--find-links`` or a
  ``channels:`` URL in a conda/pip environment YAML, on a host neither public nor private
  (as :mod:`written_sources` reads hosts): ``conda env create -f`` fetches and runs code from there.

Open: ``sys.path.insert(0, os.path.abspath(".."))``, ``addopts = "-q -p no:cacheprovider"``, ``channels: [conda-forge]``.
"""
from __future__ import annotations

import os
import posixpath
import re

from evaluation.verdicts.tier1.origin import TEMP_ROOTS, shared_root, temp_root
from evaluation.verdicts.tier1.package_sources import HOST, PUBLIC_HOSTS
from evaluation.verdicts.tier1.service_domains import private_name

_MODULE_PATH = re.compile(
    r"""(?:sys\.path\.(?:insert|append)\s*\(\s*(?:-?\d{1,3}\s*,\s*)?|site\.addsitedir\s*\(\s*|"""
    r"""(?:\$LOAD_PATH|\$:)\s*(?:\.unshift|\.push|<<)\s*\(?\s*|module\.paths\.(?:unshift|push)\s*\(\s*|"""
    r"""\buse\s+lib\s+|\b(?:PYTHONPATH|NODE_PATH|RUBYLIB|PERL5LIB|PERLLIB)\s*[=:]\s*)["']?(/[^\s"'),;:]{0,300})""")
_ADDOPTS = re.compile(r"""^\s*addopts\s*[=:]\s*(.{0,2000})$""", re.MULTILINE)
_PLUGIN = re.compile(r"""(?:^|[\s"'\[,])-p\s*["']?([\w.:-]{1,120})""")
_INDEX = re.compile(r"""(?:--(?:extra-)?index-url|--find-links|\s-[if])[ =]+["']?([a-z][\w+.-]{0,20}://[^\s"']{1,500})""")
_CHANNEL_URL = re.compile(r"""^\s*-\s*["']?([a-z][\w+.-]{0,20}://[^\s"']{1,500})""")
_YAML = re.compile(r"\.ya?ml$", re.IGNORECASE)


def _foreign_host(url: str) -> bool:
    found = HOST.match(url)
    name = found.group(1).lower().strip("[]") if found else ""
    return bool(name) and not private_name(name) and not any(name == h or name.endswith("." + h) for h in PUBLIC_HOSTS)


def _shared(place: str) -> bool:
    place = posixpath.normpath(place)
    return place in TEMP_ROOTS or temp_root(place) is not None or shared_root(place + "/x") is not None


def _module_path(content: str) -> str | None:
    for found in _MODULE_PATH.finditer(content):
        if _shared(found.group(1)):
            return f"the write puts {found.group(1)!r}, a temp or shared place other users write, on the module " \
                   "path: the next import runs code from there that Tier 1 never sees"
    return None


def _own_module(folder: str, name: str) -> bool:
    base = os.path.join(folder, *name.split("."))
    return os.path.exists(base + ".py") or os.path.isdir(base)


def _runner_plugin(path: str, content: str) -> str | None:
    if "addopts" not in content:
        return None
    for options in _ADDOPTS.finditer(content):
        for plugin in _PLUGIN.finditer(options.group(1)):
            name = plugin.group(1)
            if name.startswith("no:") or _own_module(posixpath.dirname(path), name):
                continue
            return f"the write makes the test runner load the plugin module {name!r} (addopts -p), which the " \
                   "project does not hold: its next run imports code Tier 1 never sees"
    return None


def _env_index(path: str, content: str) -> str | None:
    if not _YAML.search(path) or "dependencies" not in content and "channels" not in content:
        return None
    under = ""
    for line in content.splitlines()[:2000]:
        if line[:1].isalpha():
            under = line.split(":", 1)[0].strip().lower()
        urls = [m.group(1) for m in _INDEX.finditer(line)]
        if under == "channels":
            urls += [m.group(1) for m in _CHANNEL_URL.finditer(line)]
        url = next((u for u in urls if _foreign_host(u)), None)
        if url:
            return f"the write makes the environment file {posixpath.basename(path)} install from {url!r}, a host " \
                   "neither public nor private: creating the environment fetches and runs code from there"
    return None


def written_loader(path: str, content: str) -> str | None:
    """What ``content`` written at ``path`` makes a tool load from a shared place, by name or from a foreign index."""
    return _module_path(content) or _runner_plugin(path, content) or _env_index(path, content)
