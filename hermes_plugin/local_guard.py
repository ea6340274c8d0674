"""Local, server-independent refusal of writes to protected paths (R-H-3), and of reads of the
profile's ``.env``, where the plugin's token sits (issue 24 §5).

A smaller, self-contained version of the server's Tier 1 protected-path rule
(R-T1-3). It runs before every verdict request, so writes to the agent
profile's ``SOUL.md``, ``skills/5qln/**`` and ``scripts/5qln/decoding.py`` are
refused even when qlnweb is unreachable and the fail mode is ``open``.

Paths are compared after canonicalisation: ``~``, ``$HOME``,
``$HERMES_HOME`` (and ``${VAR}``), relative paths against the working
directory, ``..``, duplicate slashes and symlinks (``os.path.realpath``).
Shell commands are tokenised with :mod:`shlex` and searched for writes hidden
in redirections, ``tee``, ``sed -i``, ``cp``/``mv``/``install``/``rsync``,
``ln``, ``rm``/``truncate``/``chmod``…, ``dd of=``, nested ``sh -c`` and
interpreter one-liners (``python -c "open('…','w')"``).

Stdlib only: this module is imported by the Hermes plugin and by the
stand-alone hook script.
"""

from __future__ import annotations

import fnmatch
import os
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

try:
    from . import local_guard_words as _w
except ImportError:  # the stand-alone hook script imports its siblings directly
    import local_guard_words as _w  # type: ignore[no-redef]

default_hermes_home = _w.default_hermes_home

#: Protected targets, relative to the agent profile directory (HERMES_HOME).
PROTECTED_RELATIVE: tuple[str, ...] = (
    "SOUL.md",
    "skills/5qln",
    "scripts/5qln/decoding.py",
    # issue 11: the guard's own configuration and what loads code into the agent
    "config.yaml",
    ".env",
    "plugins",
)

def protected_roots(hermes_home: str) -> list[str]:
    """Canonical absolute paths of the protected targets for ``hermes_home``."""
    home = os.path.realpath(os.path.expanduser(hermes_home))
    return [os.path.realpath(os.path.join(home, rel)) for rel in PROTECTED_RELATIVE]


def canonicalise(raw: str, *, cwd: str, hermes_home: str) -> str:
    """Expand ``~``/``$HOME``/``$HERMES_HOME``, anchor at ``cwd``, normalise
    ``..`` and duplicate slashes, and resolve symlinks where they exist
    (``/proc/self/cwd`` is the working directory)."""
    env: Mapping[str, str] = {**os.environ, "HERMES_HOME": hermes_home}
    text = unicodedata.normalize("NFKC", raw.strip())
    text = re.sub(r"^/proc/[^/]+/cwd(?=/|$)", lambda _: cwd, text)
    for name in ("HERMES_HOME", "HOME"):
        value = env.get(name, "")
        text = text.replace("${%s}" % name, value).replace("$%s" % name, value)
    text = os.path.expanduser(text)
    if not os.path.isabs(text):
        text = os.path.join(cwd, text)
    return os.path.realpath(os.path.normpath(text))


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _is_under(path: str, roots: Iterable[str], *, covers: bool = False) -> str | None:
    """The root ``path`` lies under (case-insensitively); with ``covers``, also a root under ``path``."""
    folded = _fold(path).rstrip("/") or "/"
    for root in roots:
        folded_root = _fold(root).rstrip("/")
        if folded == folded_root or folded.startswith(folded_root + "/"):
            return root
        if covers and (folded_root + "/").startswith(folded.rstrip("/") + "/"):
            return root
    return None


#: The plugin's token sits here (issue 24 §5): the agent's own tools must not read it.
SECRET_RELATIVE = ".env"
_READ_TOOLS = {"read_file", "search_files"}
_SHELL_TOOLS = {"terminal", "bash", "shell", "execute_command", "run_command"}


def _secret_read(tool_name: str, args: Mapping[str, Any], *, home: str, workdir: str) -> str | None:
    """The word that reads the profile's ``.env`` (by name, glob, ``<``, a read tool or code), else None."""
    secret = _fold(os.path.realpath(os.path.join(os.path.realpath(os.path.expanduser(home)), SECRET_RELATIVE)))
    lowered = tool_name.lower()
    words: list[str] = []
    codes: list[str] = []
    if lowered in _READ_TOOLS:
        words = [v for k in ("path", "file_path") if isinstance(v := args.get(k), str)]
        if lowered == "search_files" and words and _fold(canonicalise(words[0], cwd=workdir, hermes_home=home)) \
                == os.path.dirname(secret):
            return words[0]
    elif lowered in _SHELL_TOOLS:
        command = args.get("command") or args.get("cmd") or ""
        if isinstance(command, str):
            tokens = _w.split_words(command)
            # a redirection's target is a write: the protected-write check below names it
            words = [w for i, w in enumerate(tokens) if w not in _w.SEPARATORS and w not in _w.REDIRECTS
                     and w != "<" and (i == 0 or tokens[i - 1] not in _w.REDIRECTS)]
            codes = [command] if any(os.path.basename(w) in _w.INTERPRETERS for w in tokens) else []
    elif lowered == "execute_code" and isinstance(args.get("code"), str):
        codes = [str(args["code"])]
    for raw in (alt for word in words for alt in _w.braces(word)):
        if not raw or raw.startswith("-") or "\x00" in raw:
            continue
        target = _fold(canonicalise(raw, cwd=workdir, hermes_home=home))
        if target == secret or (any(c in raw for c in "*?[") and fnmatch.fnmatchcase(secret, target)):
            return raw
    profile = _fold(os.path.dirname(secret))
    for code in codes:
        folded = _fold(code)
        if ".env" in folded and any(n in folded for n in ("hermes_home", ".hermes", profile)):
            return code[:80]
    return None


def check(
    tool_name: str,
    args: Mapping[str, Any] | None,
    *,
    hermes_home: str | None = None,
    cwd: str | None = None,
) -> str | None:
    """Return a refusal message when the call writes a protected path, else None."""
    if not isinstance(args, Mapping):
        return None
    home = hermes_home or default_hermes_home()
    workdir = cwd or os.getcwd()
    secret = _secret_read(tool_name, args, home=home, workdir=workdir)
    if secret is not None:
        return (f"BLOCKED by qlnweb local guard: {tool_name} would read the profile's .env ({secret!r}), where "
                "the plugin's token sits; the agent's tools never read it.")
    roots = protected_roots(home)
    paths, commands = _w.tool_write_candidates(tool_name, args)
    trees: list[str] = []
    for command in commands:
        paths.extend(_w.write_candidates(command, trees=trees))
    candidates = [(alt, False) for raw in paths for alt in _w.braces(raw)]
    candidates += [(alt, True) for raw in trees for alt in _w.braces(raw)]
    for raw, covers in candidates:
        if not raw or "\x00" in raw:
            continue
        target = canonicalise(raw, cwd=workdir, hermes_home=home)
        root = _is_under(target, roots, covers=covers)
        if root is not None:
            relative = os.path.relpath(root, os.path.realpath(home))
            return (
                f"BLOCKED by qlnweb local guard: {tool_name} would write the protected "
                f"path {relative} ({target}). Protected artifacts change only through a "
                "human-attested 5QLN promotion."
            )
    return None


__all__ = ["PROTECTED_RELATIVE", "SECRET_RELATIVE", "canonicalise", "check", "default_hermes_home", "protected_roots"]
