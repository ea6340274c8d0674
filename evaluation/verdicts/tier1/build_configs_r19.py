"""Round 19 (t1y): build configurations a tool loads by itself, reached by doors rounds 9-18 did not read.

* A JavaScript tool run by its file under ``node_modules`` (``node node_modules/vite/bin/vite.js build``, ``node
  ./node_modules/.bin/webpack``, ``bun node_modules/jest/bin/jest.js``, ``node node_modules/@babel/cli/bin/babel.js``):
  the same tool as ``npx vite build``, so it loads the same configuration files (``vite.config.ts`` and its
  ``spawnSync``), which round 9's build-tool table then reads (:func:`node_tool_argv`).
* ``tox.ini``'s ``requires`` (tox provisions itself with them before anything else runs): a PEP 508 direct
  reference (``tox-x @ https://…``, ``@ git+https://…``) off the public hosts makes the file opaque, as round 18 did
  for ``[build-system] requires`` (:func:`tox_requires`).

Open: the tool's own files run with no configuration written in the session; ``requires = tox>=4`` by name.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.package_sources import foreign_url

_NODES = frozenset({"node", "nodejs", "bun"})
_MODULE_FILE = re.compile(r"(?:^|/)node_modules/(?:\.bin/([\w.-]{1,100})$|(?:@[\w.-]{1,100}/)?([\w.-]{1,100})/"
                          r"(?:bin|dist|cli|lib)?/?[\w./-]{0,200}$)")


def node_tool_argv(argv: tuple[str, ...]) -> tuple[str, ...] | None:
    """``(tool, *arguments)`` when ``argv`` runs a package's file under ``node_modules`` with node or bun."""
    if not argv or argv[0].rsplit("/", 1)[-1] not in _NODES:
        return None
    operands = [i for i, w in enumerate(argv[1:], 1) if not w.startswith("-")]
    if not operands:
        return None
    first = operands[0]
    match = _MODULE_FILE.search(argv[first])
    if match is None:
        return None
    name = match.group(1) or match.group(2)
    if "/@babel/" in argv[first] or argv[first].startswith("node_modules/@babel/"):
        name = "babel"
    return (name, *argv[first + 1:])


def tox_requires(content: str) -> str | None:
    """The foreign URL of a PEP 508 direct reference in ``tox.ini``'s ``requires`` (see module), else None."""
    items: list[str] = []
    collecting = False
    for line in content.splitlines()[:2000]:
        stripped = line.strip()
        if collecting and line[:1] in (" ", "\t") and stripped:
            items.append(stripped)
            continue
        collecting = False
        key, eq, value = stripped.partition("=")
        if eq and key.strip() == "requires":
            collecting = True
            items += [v for v in value.split(",") if v.strip()]
    for item in items:
        if "@" in item:
            url = foreign_url(item.split("@", 1)[1].strip())
            if url:
                return url
    return None
