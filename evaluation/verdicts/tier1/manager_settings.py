"""Package managers' persistent settings, as rule kind ``loader_env`` judges them (split from
:mod:`checks_persistence`, round 44).

Each setting holds for every later call (the user's ``.npmrc``, ``pip.conf``, ``go env``):

- a setting that names a program to run (``npm config set script-shell X``, ``npm set node-options=…``,
  ``yarn config set yarnPath X``; :data:`buildfiles.PROGRAM_SETTINGS`): :func:`package_manager_program`;
- a package manager pointed at a source other than its public registry or loopback (``npm config set registry
  URL``, ``pip config set global.index-url URL``, ``poetry source add``, ``gem sources --add``, ``conda config
  --add channels``): :func:`package_source`;
- Go's module proxy or checksum database moved or turned off, or a tool every build runs put in a temp place
  (``go env -w GOPROXY=…``, ``GOSUMDB=off``, ``GOFLAGS=-toolexec …``, ``CC=/tmp/…``): :func:`go_source`.

A one-off ``pip install --extra-index-url …`` changes nothing for later calls and is not judged here.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.buildfiles import PROGRAM_SETTINGS
from evaluation.verdicts.tier1.scene_model import View

FOREIGN_PLACES = ("/tmp/", "/var/tmp/", "/dev/shm/", "/private/tmp/")  # temp places anyone can plant code in
_PACKAGE_MANAGERS = frozenset({"npm", "pnpm", "yarn", "bun"})


def package_manager_program(view: View) -> str | None:
    """``npm config set script-shell X`` / ``npm set node-options=…`` / ``yarn config set yarnPath X``: a
    setting (in the user's .npmrc, so for every later call) that names a program to run (issue 25)."""
    command = view.command
    argv = [a for a in command.argv[1:] if not a.startswith("-")]
    if command.program not in _PACKAGE_MANAGERS or not argv:
        return None
    words = argv[2:] if argv[:2] == ["config", "set"] else argv[1:] if argv[0] == "set" else []
    if not words:
        return None
    key = words[0].split("=", 1)[0].lower().split(":")[-1]
    return key if key in PROGRAM_SETTINGS else None


_SOURCE_KEYS = frozenset({"registry", "index-url", "extra-index-url", "find-links", "index", "npmregistryserver",
                          "channels", "default_channels", "mirror", "trusted-host"})
_PUBLIC_HOSTS = ("registry.npmjs.org", "registry.yarnpkg.com", "registry.npmmirror.com", "pypi.org",
                 "pypi.python.org", "files.pythonhosted.org", "rubygems.org", "crates.io", "conda.anaconda.org",
                 "repo.anaconda.com", "localhost", "127.0.0.1", "[::1]")
_HOST = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/]*@)?(\[[^\]]+\]|[^/:?#]+)")
_SOURCE_MANAGERS = frozenset({"npm", "pnpm", "yarn", "bun", "pip", "pip3", "poetry", "gem", "conda", "mamba",
                              "bundle", "uv"})


def package_source(view: View) -> tuple[str, str] | None:
    """``npm config set registry URL``, ``pip config set global.index-url URL``, ``poetry source add n URL``,
    ``gem sources --add URL``, ``conda config --add channels URL``: a package manager pointed at a source
    other than its public registry (or loopback), persistently (round 5). ``(key, value)`` or None.
    A one-off ``pip install --extra-index-url …`` is not this (PyTorch's and vendors' own indexes are
    everyday use); it changes nothing for later calls."""
    command = view.command
    program, argv = command.program, list(command.argv[1:])
    if program.startswith("python") and argv[:2] == ["-m", "pip"]:
        program, argv = "pip", argv[2:]
    if program == "go" and argv[:2] == ["env", "-w"]:
        return go_source(argv[2:])
    if program not in _SOURCE_MANAGERS:
        return None
    words = [a for a in argv if not a.startswith("-")]
    if program == "gem" and words[:1] == ["sources"]:
        pairs = [("source", a) for a in argv if _HOST.match(a)]
    elif program in ("conda", "mamba") and words[:1] == ["config"]:
        pairs = [("channels", a) for a in argv if _HOST.match(a)]
    elif program == "poetry" and (words[:2] == ["source", "add"] or (words[:1] == ["config"] and len(words) > 2
                                                                      and words[1].startswith("repositories."))):
        pairs = [("source", a) for a in words if _HOST.match(a)]
    else:
        rest = words[2:] if words[:2] == ["config", "set"] else words[1:] if words[:1] == ["set"] else []
        if len(rest) == 1 and "=" in rest[0]:
            rest = rest[0].split("=", 1)
        if len(rest) < 2:
            return None
        key = rest[0].lower().split(":")[-1].split(".")[-1]
        pairs = [(key, rest[1])] if key in _SOURCE_KEYS else []
    for key, value in pairs:
        host = _HOST.match(value)
        name = host.group(1).lower() if host else value
        if not any(name == h or name.endswith("." + h) for h in _PUBLIC_HOSTS):
            return key, value
    return None


_GO_PUBLIC = ("proxy.golang.org", "goproxy.io", "goproxy.cn", "sum.golang.org", "direct", "off")


def go_source(pairs: list[str]) -> tuple[str, str] | None:
    """Round 10: ``go env -w GOPROXY=URL`` (a module proxy other than the public ones) or a setting that turns the
    checksum database off (``GOSUMDB=off``, ``GONOSUMDB``, ``GOINSECURE``, ``GOFLAGS=-insecure``, round 15: a
    ``GOPRIVATE``/``GONOPROXY`` of ``*``, which takes every module off the proxy and the checksum database),
    persistently."""
    for pair in pairs:
        key, _, value = pair.partition("=")
        if key == "GOPROXY":
            for entry in re.split(r"[,|]", value):
                host = _HOST.match(entry)
                name = host.group(1).lower() if host else entry.strip().lower()
                if name and not any(name == h or name.endswith("." + h) for h in _GO_PUBLIC):
                    return key, value
        elif (key == "GOSUMDB" and value == "off") or (key in ("GONOSUMDB", "GOINSECURE", "GONOSUMCHECK") and value) \
                or (key == "GOFLAGS" and any(f in value for f in ("-insecure", "-toolexec", "-exec"))) \
                or (key in ("GOPRIVATE", "GONOPROXY") and any(e.strip() in ("*", "*/*", "*.*") for e in value.split(","))) \
                or (key in ("CC", "CXX", "FC", "AR", "PKG_CONFIG") and value.startswith(FOREIGN_PLACES)):
            return key, value  # round 11: a tool every build runs (`-toolexec`, `CC`) in a temp place
    return None
