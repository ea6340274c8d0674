"""Where the evaluator writes a run's outputs: ``QLN_EVAL_HOME``, a directory of its own (issue 24 item 3).

The web process owns each candidate's workspace (``QLN_HOME/candidates/<cycle>/<candidate>/``). The
owner of a directory can rename, replace or delete any entry in it, and can plant a name before it is
written, so outcomes written there would be the web's to change. The evaluator (``qlneval`` in the
hardened deployment) therefore writes them into its own home, at the same relative place::

    QLN_EVAL_HOME/candidates/<cycle>/<candidate>/evaluation/run-<run>-<label>.json

``setup_evaluator --home`` gives that directory to the evaluator user and the web user's group: the
web reads, never writes (dirs ``2750``, files ``0440``). The path is built from integer ids, never
from a row's text. Each file is created once (``O_EXCL | O_NOFOLLOW``) and its sha256 goes into the
step's evidence, which the signed result digest covers (``tasks.result_digest``): a file changed
after the run no longer matches what the evaluator signed (:func:`output_problems`).

Development (one OS user): ``QLN_EVAL_HOME`` unset is ``QLN_HOME/evaluations``.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Any

from core.conf import conf
from evaluation.candidates.target_paths import PathRefused

# the bits a directory passes on to what the evaluator creates in it: the group's setgid and read/search
# bits, others' read/search bits; never a write bit (under the process umask 077, qlnweb.hardening)
_INHERITED_DIR_BITS = stat.S_ISGID | 0o055


def eval_home() -> Path:
    """``QLN_EVAL_HOME``, else ``QLN_HOME/evaluations``."""
    return conf.QLN_EVAL_HOME or conf.QLN_HOME / "evaluations"


def home_problems(home: Path, web_uid: int) -> list[str]:
    """Why the web user could change what the evaluator writes in ``home`` (empty: it cannot).

    The home must exist, belong to someone other than the web user, and be writable by its owner only.
    """
    try:
        info = os.lstat(home)
    except FileNotFoundError:
        return [f"{home} does not exist: run manage.py setup_evaluator --home {home}"]
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        return [f"{home} is not a directory"]
    problems = []
    if info.st_uid == web_uid:
        problems.append(f"{home} belongs to the web user")
    if info.st_mode & 0o022:
        problems.append(f"{home} is writable by its group or others (mode {oct(stat.S_IMODE(info.st_mode))})")
    return problems


def _mkdirs(base: Path, parts: list[str]) -> Path:
    """base/parts…, created one component at a time with the parent's read bits, refusing any symlink."""
    current = base
    for part in parts:
        parent_mode = stat.S_IMODE(os.lstat(current).st_mode)
        current = current / part
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            os.mkdir(current, 0o700)
            os.chmod(current, 0o700 | (parent_mode & _INHERITED_DIR_BITS))
            continue
        if stat.S_ISLNK(mode) or not stat.S_ISDIR(mode):
            raise PathRefused("SYMLINK_REFUSED", f"{current} is a symlink or not a directory; refusing to write there")
    return current


def output_relative(*, cycle_id: int, candidate_id: int, run_id: int, label: str) -> str:
    """The output's path inside the evaluator's home (from ids only)."""
    if not label.replace("_", "").isalnum():
        raise ValueError(f"output label {label!r}")
    return f"candidates/{int(cycle_id)}/{int(candidate_id)}/evaluation/run-{int(run_id)}-{label}.json"


def run_output_write(*, cycle_id: int, candidate_id: int, run_id: int, label: str, payload: Any) -> dict[str, Any]:
    """Write one output of a run once into the evaluator's home; return what the step's evidence records.

    The record (``file`` relative to the home, ``sha256`` and ``bytes`` of what was written) is part of
    the evidence the result digest covers, so the evaluator's signature covers the file's content.
    """
    home = eval_home()
    if not home.exists():
        home.mkdir(parents=True, mode=0o700)
    relative = output_relative(cycle_id=cycle_id, candidate_id=candidate_id, run_id=run_id, label=label)
    *folders, name = relative.split("/")
    folder = _mkdirs(home, folders)
    body = json.dumps(payload, indent=1, ensure_ascii=False, default=str).encode("utf-8")
    fd = os.open(folder / name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o400)
    try:
        os.fchmod(fd, 0o400 | (stat.S_IMODE(os.lstat(folder).st_mode) & 0o044))  # its directory's read bits
        os.write(fd, body)
        os.fsync(fd)
    finally:
        os.close(fd)
    return {"file": relative, "sha256": hashlib.sha256(body).hexdigest(), "bytes": len(body)}


def output_problems(record: dict[str, Any], home: Path | None = None) -> list[str]:
    """Whether the file a step's evidence names still holds what the evaluator wrote (and signed)."""
    path = (home or eval_home()) / str(record["file"])
    try:
        with open(path, "rb") as handle:
            digest = hashlib.sha256(handle.read()).hexdigest()
    except OSError as exc:
        return [f"{record['file']}: {exc.strerror or exc}"]
    return [] if digest == record["sha256"] else [f"{record['file']} no longer matches the sha256 the evaluator signed"]
