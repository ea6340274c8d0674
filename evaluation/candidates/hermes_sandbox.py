"""Cases run as Hermes runs them: one-shot sessions on a throw-away sandbox profile (seed §17.1 step 10, §17.3).

Pure Python (no Django). For each job a fresh ``HERMES_HOME`` in a temp
directory receives the side's governed files through the same
:func:`hermes_plugin.activation.activate` the promoter and the sync use (so
Hermes finds them where an activated profile has them: ``SOUL.md``,
``skills/…``), a ``config.yaml`` pointing at the evaluation model
(``model.provider: custom`` + the runner's base URL, model and key) and a
small directory plugin, ``qln_sandbox_readonly``, written by this module.

Read-only tools: Hermes 0.19 selects tools by toolset, and its ``skills``
toolset bundles ``skill_manage`` (a write) with ``skills_list`` /
``skill_view``. The profile enables only :data:`TOOLSETS` and the plugin
(with ``allow_tool_override``, the operator opt-in Hermes demands) removes
every tool in :data:`WRITE_TOOLS` from Hermes's registry before the agent
computes its tool list. The plugin fails closed: if a removal fails it ends
the process (exit :data:`EXIT_NOT_READ_ONLY`) and it records what it removed
in ``.qln-sandbox.json``; a session without that record is a case error.

No proposer history: every job gets a new profile (no ``state.db``,
sessions or memories carried over) and a minimal environment (``PATH``,
``HOME``, ``HERMES_HOME``, ``LANG``): none of the server's variables reach
the session. The final response (``hermes -z`` prints only that) is the
case output; tools called come from the session's ``state.db``. A timeout,
a non-zero exit or a missing record is an outcome with ``error`` set, which
:func:`evaluation.candidates.replay.score_outcomes` never scores as PASS.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from evaluation.candidates.model_runner import Job, ModelConfig, Outcome
from hermes_plugin.activation import activate
from hermes_plugin.governed import digest_of_file_map
from hermes_plugin.profile_state import NO_BUNDLED_SKILLS, ActivationError

RUNNER_DIRECT = "direct-model"
RUNNER_HERMES = "hermes-sandbox"
TOOLSETS = ("skills",)
WRITE_TOOLS = ("skill_manage", "write_file", "patch", "terminal", "process", "memory")
PLUGIN = "qln_sandbox_readonly"
RECORD = ".qln-sandbox.json"
EXIT_NOT_READ_ONLY = 86
OUTPUT_LIMIT = 64_000

PLUGIN_YAML = f"""name: {PLUGIN}
version: "1"
description: "qlnweb evaluation sandbox: removes Hermes's write tools from the registry"
kind: standalone
"""

PLUGIN_SOURCE = '''"""qlnweb evaluation sandbox (written by evaluation.candidates.hermes_sandbox): no write tool may be offered."""
import json
import os

WRITE_TOOLS = %r


def register(ctx):
    try:
        from tools.registry import discover_builtin_tools, registry

        discover_builtin_tools()  # register the built-ins now, so their removal below sticks
        for name in WRITE_TOOLS:
            registry.deregister(name)
        left = [name for name in WRITE_TOOLS if name in registry.get_tool_to_toolset_map()]
        if left:
            raise RuntimeError(f"write tools still registered: {left}")
        home = os.environ["HERMES_HOME"]
        with open(os.path.join(home, %r), "w", encoding="utf-8") as record:
            json.dump({"removed": list(WRITE_TOOLS)}, record)
    except BaseException:  # fail closed: no session may start with a write tool
        os._exit(%d)
''' % (WRITE_TOOLS, RECORD, EXIT_NOT_READ_ONLY)


class RunnerUnavailable(Exception):
    """The selected runner cannot run here; the evaluation run fails with this code (never falls back)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code, self.detail = code, detail


@dataclass(frozen=True)
class SandboxConfig:
    hermes: Path
    model: ModelConfig
    timeout_s: float = 180.0
    concurrency: int = 2


def hermes_version(hermes: Path) -> str:
    """``0.19.0`` from ``hermes --version``; RunnerUnavailable when the binary is missing or broken."""
    if not hermes.is_file() or not os.access(hermes, os.X_OK):
        raise RunnerUnavailable("HERMES_NOT_FOUND", f"no executable hermes at {hermes} (QLN_EVAL_RUNNER=hermes-sandbox)")
    try:
        done = subprocess.run([str(hermes), "--version"], capture_output=True, text=True, timeout=60,
                              stdin=subprocess.DEVNULL, env=_base_env(Path(tempfile.gettempdir()), hermes))
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise RunnerUnavailable("HERMES_VERSION_FAILED", f"{hermes} --version: {exc}") from exc
    found = re.search(r"Hermes Agent v?(\d+\.\d+[\w.+-]*)", done.stdout)
    if done.returncode != 0 or not found:
        raise RunnerUnavailable("HERMES_VERSION_FAILED", f"{hermes} --version said {done.stdout[:200]!r}")
    return found.group(1)


def manifest_of(files: Mapping[str, bytes]) -> dict[str, dict[str, Any]]:
    return {name: {"sha256": hashlib.sha256(content).hexdigest(), "size": len(content)} for name, content in sorted(files.items())}


def profile_digest(files: Mapping[str, bytes]) -> str:
    """Digest of what a sandbox profile is made of: the governed files, the toolsets, the removed tools, the plugin."""
    canonical = json.dumps({"files": digest_of_file_map(manifest_of(files)), "toolsets": list(TOOLSETS),
                            "write_tools_removed": list(WRITE_TOOLS),
                            "plugin": hashlib.sha256(PLUGIN_SOURCE.encode()).hexdigest()},
                           sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _yaml_string(value: str) -> str:
    return json.dumps(value)  # a JSON string is a valid YAML double-quoted scalar


def materialise(hermes_home: Path, files: Mapping[str, bytes], model: ModelConfig) -> None:
    """A fresh sandbox profile: the side's files (activated), config.yaml and the read-only plugin."""
    hermes_home.mkdir(parents=True, mode=0o700)
    (hermes_home / NO_BUNDLED_SKILLS).write_bytes(b"qlnweb sandbox: only the version's skills\n")
    if files:
        manifest = manifest_of(files)
        activate(hermes_home, version=digest_of_file_map(manifest), files=dict(files), manifest=manifest)
    plugin = hermes_home / "plugins" / PLUGIN
    plugin.mkdir(parents=True)
    (plugin / "plugin.yaml").write_text(PLUGIN_YAML, encoding="utf-8")
    (plugin / "__init__.py").write_text(PLUGIN_SOURCE, encoding="utf-8")
    toolsets = "".join(f"\n    - {name}" for name in TOOLSETS)
    config = (
        "model:\n  provider: custom\n"
        f"  base_url: {_yaml_string(model.base_url)}\n  default: {_yaml_string(model.model)}\n"
        f"  api_key: {_yaml_string(model.api_key or 'not-needed')}\n"
        f"platform_toolsets:\n  cli:{toolsets}\n"
        f"plugins:\n  enabled:\n    - {PLUGIN}\n  entries:\n    {PLUGIN}:\n      allow_tool_override: true\n"
    )
    fd = os.open(hermes_home / "config.yaml", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(config)


def _base_env(home: Path, hermes: Path) -> dict[str, str]:
    return {"PATH": f"{hermes.parent}:/usr/local/bin:/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8"}


def _tools_called(hermes_home: Path) -> tuple[str, ...]:
    try:
        with sqlite3.connect(f"file:{hermes_home / 'state.db'}?mode=ro", uri=True) as db:
            rows = db.execute("SELECT tool_name FROM messages WHERE role = 'tool' ORDER BY id").fetchall()
    except sqlite3.Error:
        return ()
    return tuple(str(row[0]) for row in rows if row[0])


def _tokens(usage: Path) -> int:
    try:
        return int(json.loads(usage.read_text(encoding="utf-8")).get("total_tokens") or 0)
    except (OSError, ValueError, TypeError, AttributeError):
        return 0


def _error_for(returncode: int, stderr: str, record: Path) -> str:
    if returncode == EXIT_NOT_READ_ONLY:
        return "SANDBOX_NOT_READ_ONLY: the sandbox plugin could not remove Hermes's write tools"
    if returncode != 0:
        return f"HERMES_EXIT_{returncode}: {stderr.strip()[-300:]}"
    if not record.is_file():
        return "SANDBOX_NOT_READ_ONLY: the sandbox plugin did not load (no record of removed write tools)"
    return ""


def run_session(config: SandboxConfig, files: Mapping[str, bytes], job: Job) -> Outcome:
    """One job in one fresh one-shot Hermes session; never raises."""
    started = time.monotonic()
    top = Path(tempfile.mkdtemp(prefix="qln-sandbox-"))
    try:
        hermes_home = top / "home" / ".hermes"
        try:
            materialise(hermes_home, files, config.model)
        except (ActivationError, OSError) as exc:
            return Outcome(job, "", (), None, _ms(started), 1, 0, f"SANDBOX_PROFILE: {exc}"[:300])
        work = top / "work"
        work.mkdir()
        usage = top / "usage.json"
        env = {**_base_env(hermes_home.parent, config.hermes), "HERMES_HOME": str(hermes_home)}
        argv = [str(config.hermes), "-z", job.user_input, "--usage-file", str(usage)]
        try:
            process = subprocess.Popen(argv, env=env, cwd=work, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, start_new_session=True)
        except OSError as exc:
            return Outcome(job, "", (), None, _ms(started), 1, 0, f"HERMES_NOT_FOUND: {exc}"[:300])
        try:
            stdout, stderr = process.communicate(timeout=config.timeout_s)
        except subprocess.TimeoutExpired:
            _kill_group(process)
            return Outcome(job, "", (), None, _ms(started), 1, 0,
                           f"HERMES_TIMEOUT: no final response within {config.timeout_s:g} s")
        error = _error_for(process.returncode, stderr, hermes_home / RECORD)
        output = "" if error else stdout[:OUTPUT_LIMIT].removesuffix("\n")
        return Outcome(job, output, _tools_called(hermes_home), process.returncode, _ms(started), 1,
                       _tokens(usage), error)
    finally:
        shutil.rmtree(top, ignore_errors=True)


def _kill_group(process: subprocess.Popen[str]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.communicate()


def _ms(started: float) -> int:
    return int((time.monotonic() - started) * 1000)


def run_jobs(config: SandboxConfig, jobs: Sequence[Job], files_by_side: Mapping[str, Mapping[str, bytes]],
             on_progress: Callable[[int], None] | None = None) -> list[Outcome]:
    """Every job in its own session, at most ``config.concurrency`` at once; results keep the jobs' order."""
    if not config.hermes.is_file():
        raise RunnerUnavailable("HERMES_NOT_FOUND", f"no hermes at {config.hermes}")
    with ThreadPoolExecutor(max_workers=max(1, config.concurrency), thread_name_prefix="qln-sandbox") as pool:
        futures = [pool.submit(run_session, config, files_by_side[job.side], job) for job in jobs]
        results = []
        for index, future in enumerate(futures, start=1):
            results.append(future.result())
            if on_progress is not None:
                on_progress(index)
        return results
