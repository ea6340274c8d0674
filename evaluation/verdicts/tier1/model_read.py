"""Round 27 (t2u, issue 25): a build file its own tool's model read and found inert is not also judged as code.

``meson setup build/decoder`` after a written ``meson.build`` whose tests run only compiled executables was blocked:
:mod:`loaded` judged the file as code any unmodelled program might load (as Python: meson is written in it), and the
project's name ``decoder`` read as the profile's governed ``decoder/``. The meson model (:mod:`buildfiles`) had read
the same file and found it runs nothing. A file the tool's own model reads (its ``files`` patterns) and finds to run
no command is left to that model; a file the model finds opaque or running commands is judged as before.

Round 48 (ha): a Terraform ``*.tf`` (``hcl_exec``) runs nothing but its ``program``/``command``/``inline`` values, which
the model reads whole and the run judges (:func:`scene_files.build_derived`): read as code too, ``command = "echo ok >
${path.module}/out.txt"`` was an unresolvable redirect. Such a file is left to its model unless the model finds it
opaque (a heredoc).
"""
from __future__ import annotations

import posixpath
from fnmatch import fnmatchcase
from typing import Any

from evaluation.verdicts.tier1.buildfiles import HOWS, runnable
from evaluation.verdicts.tier1.buildtools import runnable_text
from evaluation.verdicts.tier1.options import lookup

_WHOLE = frozenset({"hcl_exec"})
"""Readings that hold every command the file runs (see the module)."""


def inert_to_its_model(program: str, build_tools: Any, path: str, content: str) -> bool:
    """``path`` is a file of ``program``'s model whose reader finds it runs nothing (see the module)."""
    spec = lookup(build_tools, program) if program else None
    if not spec:
        return False
    name = posixpath.basename(path)
    how = next((h for glob, h in spec.get("files", ()) if fnmatchcase(name, glob.rpartition("/")[2])), None)
    if how in _WHOLE:
        return runnable_text(content, how) is not None
    return how in HOWS and runnable(content, how) == ("", "shell")
