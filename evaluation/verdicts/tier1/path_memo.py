"""Round 35 (lead): one call's memo of the real directories its operands sit in.

A 20,000-character ``rm`` of 1,700 paths in one directory made 13,000 ``lstat`` calls, one per component of each
path. While one call is judged (:func:`one_call`, entered by the engine) a path's directory is resolved on disk once;
nothing Tier 1 does changes the disk meanwhile, and the memo dies with the call, so a link made by the next call is seen.
"""
from __future__ import annotations

import os
import posixpath
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_CALL_DIRS: ContextVar[dict[str, str] | None] = ContextVar("tier1_call_dirs", default=None)


@contextmanager
def one_call() -> Iterator[None]:
    """While one call is judged, a path's directory is resolved on disk once: nothing Tier 1 does changes the disk."""
    token = _CALL_DIRS.set({})
    try:
        yield
    finally:
        _CALL_DIRS.reset(token)


def realpath(path: str) -> str:
    """``os.path.realpath``; inside :func:`one_call`, a normal absolute path's directory comes from the call's memo and
    only its last component is looked at (followed like realpath does when it is a link)."""
    dirs = _CALL_DIRS.get()
    if dirs is None or not path.startswith("/") or posixpath.normpath(path) != path or path == "/":
        return os.path.realpath(path)
    parent, base = posixpath.split(path)
    real_parent = dirs.get(parent)
    if real_parent is None:
        real_parent = dirs[parent] = os.path.realpath(parent)
    joined = posixpath.join(real_parent, base)
    return os.path.realpath(joined) if os.path.islink(joined) else joined
