"""Cases through warm Hermes processes, one per worker slot (issue 26 item 2). Pure Python (no Django).

:mod:`evaluation.candidates.hermes_sandbox` starts ``hermes -z`` per case: a
median 4.8–6.1 s each, most of it Python start-up and Hermes's imports. Here
each of ``config.concurrency`` slots starts :mod:`evaluation.candidates.hermes_worker`
once under Hermes's own python and feeds it cases as JSON lines; the case
still runs through Hermes's one-shot path (a new agent, a new session), on a
profile rewritten for it from the side's files (same sandbox profile as the
CLI runner: :func:`hermes_sandbox.materialise`, read-only plugin included).

The slot's ``HERMES_HOME`` path is fixed and its contents are wiped and
rewritten before each case; the worker clears Hermes's per-process caches
before each case (see its docstring for which, and why).

Failure modes, each with its code: no Hermes python next to ``hermes`` →
``HERMES_NOT_FOUND`` (the run fails); a worker that does not get ready →
``HERMES_WORKER_FAILED`` (the run fails: the runner cannot start); a case past
its timeout → ``HERMES_TIMEOUT`` (the worker is killed and restarted); a worker
that dies in a case → ``HERMES_EXIT_<rc>`` or, for the plugin's exit code,
``SANDBOX_NOT_READ_ONLY``; a write tool still registered after a case →
``SANDBOX_NOT_READ_ONLY``. A case error is an outcome with ``error`` set,
never a PASS.
"""
from __future__ import annotations

import json
import os
import queue
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

from evaluation.candidates.hermes_sandbox import (
    EXIT_NOT_READ_ONLY,
    WRITE_TOOLS,
    RunnerUnavailable,
    SandboxConfig,
    _base_env,
    _tokens,
    _tools_called,
    materialise,
)
from evaluation.candidates.model_runner import Job, Outcome
from hermes_plugin.profile_state import ActivationError

WORKER = Path(__file__).with_name("hermes_worker.py")
READY_TIMEOUT_S = 120.0


def hermes_python(hermes: Path) -> Path:
    """The interpreter of Hermes's venv: the ``hermes`` script's shebang, else ``python`` beside it."""
    try:
        first = hermes.read_bytes()[:200].split(b"\n", 1)[0].decode()
    except (OSError, UnicodeDecodeError):
        first = ""
    candidates = [Path(first[2:].strip().split()[0])] if first.startswith("#!") and "python" in first else []
    candidates.append(hermes.parent / "python")
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return candidate
    raise RunnerUnavailable("HERMES_NOT_FOUND", f"no Hermes python for {hermes} (tried {[str(c) for c in candidates]})")


class Slot:
    """One warm worker process and its fixed sandbox directory."""

    def __init__(self, config: SandboxConfig) -> None:
        self.config = config
        self.python = hermes_python(config.hermes)
        self.top = Path(tempfile.mkdtemp(prefix="qln-warm-"))
        self.home = self.top / "home" / ".hermes"
        self.work = self.top / "work"
        self.work.mkdir()
        self.process: subprocess.Popen[str] | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.cases = 0

    def start(self) -> None:
        """Start the worker and wait for its ready line; HERMES_WORKER_FAILED when it never comes.

        Hermes discovers plugins once, when its tools module is imported (the worker's start-up), so the
        home holds the sandbox profile without governed files by then: the read-only plugin loads at start.
        """
        shutil.rmtree(self.home, ignore_errors=True)
        try:
            materialise(self.home, {}, self.config.model)
        except (ActivationError, OSError) as exc:
            raise RunnerUnavailable("SANDBOX_PROFILE_INVALID", f"the sandbox profile cannot be written: {exc}") from exc
        env = {**_base_env(self.home.parent, self.config.hermes), "HERMES_HOME": str(self.home),
               "QLN_SANDBOX_WRITE_TOOLS": json.dumps(list(WRITE_TOOLS))}
        log = open(self.top / "worker.log", "a", encoding="utf-8")  # noqa: SIM115 — the process owns it
        try:
            self.process = subprocess.Popen([str(self.python), "-I", str(WORKER)], env=env, cwd=self.work, text=True,
                                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log,
                                            start_new_session=True, bufsize=1)
        except OSError as exc:
            raise RunnerUnavailable("HERMES_NOT_FOUND", f"{self.python}: {exc}") from exc
        finally:
            log.close()
        self.lines = queue.Queue()
        threading.Thread(target=_pump, args=(self.process.stdout, self.lines), daemon=True).start()
        ready = self._read(READY_TIMEOUT_S)
        if not isinstance(ready, dict) or not ready.get("ready"):
            code = self.stop()
            if code == EXIT_NOT_READ_ONLY:
                raise RunnerUnavailable("SANDBOX_NOT_READ_ONLY", "the sandbox plugin could not remove Hermes's write tools")
            raise RunnerUnavailable("HERMES_WORKER_FAILED", f"the warm Hermes worker did not start (exit {code}): "
                                    f"{self.log_tail()}")
        if ready.get("still_registered") != []:
            self.stop()
            raise RunnerUnavailable("SANDBOX_NOT_READ_ONLY", "the read-only plugin did not load in the warm worker: "
                                    f"write tools registered: {ready.get('still_registered')}")

    def _read(self, timeout: float) -> dict[str, Any] | str:
        """The worker's next protocol object, or "timeout", or "eof" (its output ended: it exited or is exiting)."""
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            return "timeout"
        if line is None:
            return "eof"
        try:
            parsed = json.loads(line)
        except ValueError:
            return "eof"  # not the protocol: the worker is not trusted for another line
        return parsed if isinstance(parsed, dict) else "eof"

    def log_tail(self) -> str:
        try:
            return (self.top / "worker.log").read_text(encoding="utf-8", errors="replace").strip()[-300:]
        except OSError:
            return ""

    def _ended(self) -> int | None:
        """The exit code of a worker whose output ended (it may take a moment to exit); None if it lives on."""
        assert self.process is not None
        try:
            return self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> int | None:
        process, self.process = self.process, None
        if process is None:
            return None
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        return process.wait()

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.top, ignore_errors=True)

    def run(self, files: Mapping[str, bytes], job: Job) -> Outcome:
        """One job in a fresh session on a freshly written profile; never raises except RunnerUnavailable at start."""
        started = time.monotonic()
        if self.process is None:
            self.start()
        shutil.rmtree(self.home, ignore_errors=True)
        try:
            materialise(self.home, files, self.config.model)
        except (ActivationError, OSError) as exc:
            return Outcome(job, "", (), None, _ms(started), 1, 0, f"SANDBOX_PROFILE: {exc}"[:300])
        self.cases += 1
        usage = self.top / f"usage-{self.cases}.json"
        assert self.process is not None and self.process.stdin is not None
        try:
            self.process.stdin.write(json.dumps({"prompt": job.user_input, "usage_file": str(usage)}) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, OSError):
            pass  # the read below sees the end of its output and reports the exit
        answer = self._read(self.config.timeout_s)
        if not isinstance(answer, dict):
            code = self._ended() if answer == "eof" else None
            self.stop()
            if code is None:
                return Outcome(job, "", (), None, _ms(started), 1, 0,
                               f"HERMES_TIMEOUT: no final response within {self.config.timeout_s:g} s")
            if code == EXIT_NOT_READ_ONLY:
                error = "SANDBOX_NOT_READ_ONLY: the sandbox plugin could not remove Hermes's write tools"
            else:
                error = f"HERMES_EXIT_{code}: the warm worker died in the case: {self.log_tail()}"
            return Outcome(job, "", (), code, _ms(started), 1, 0, error[:400])
        rc = answer.get("rc")
        left = answer.get("still_registered")
        if left is None or left:
            error = f"SANDBOX_NOT_READ_ONLY: write tools still registered after the case: {left}"
            self.stop()  # not trusted for another case: the next one starts a new worker
        elif rc != 0:
            error = f"HERMES_EXIT_{rc}: {str(answer.get('stderr', '')).strip()[-300:]}"
        else:
            error = ""
        output = "" if error else str(answer.get("output", "")).removesuffix("\n")
        outcome = Outcome(job, output, _tools_called(self.home), rc if isinstance(rc, int) else None, _ms(started), 1,
                          _tokens(usage), error)
        usage.unlink(missing_ok=True)
        return outcome


def _pump(stream: IO[str] | None, lines: queue.Queue[str | None]) -> None:
    """The worker's protocol lines into a queue, so a read can time out; None at its end."""
    if stream is not None:
        for line in stream:
            lines.put(line)
    lines.put(None)


def _ms(started: float) -> int:
    return int((time.monotonic() - started) * 1000)


class Pool:
    """Warm workers kept for a whole evaluation run (replay, held-out, adversarial): their start-up paid once."""

    def __init__(self) -> None:
        self.slots: list[Slot] = []
        self.lock = threading.Lock()

    def slot(self, index: int, config: SandboxConfig) -> Slot:
        with self.lock:
            while len(self.slots) <= index:
                self.slots.append(Slot(config))
            self.slots[index].config = config
            return self.slots[index]

    def close(self) -> None:
        with self.lock:
            slots, self.slots = self.slots, []
        for slot in slots:
            slot.close()

    def run_jobs(self, config: SandboxConfig, jobs: Sequence[Job], files_by_side: Mapping[str, Mapping[str, bytes]],
                 on_progress: Callable[[int], None] | None = None) -> list[Outcome]:
        """Every job in its own session on ``config.concurrency`` warm workers; results keep the jobs' order.

        RunnerUnavailable (no Hermes, a worker that cannot start) propagates: the run fails with its code.
        """
        if not config.hermes.is_file():
            raise RunnerUnavailable("HERMES_NOT_FOUND", f"no hermes at {config.hermes}")
        if not jobs:
            return []
        pending: queue.Queue[int] = queue.Queue()
        for index in range(len(jobs)):
            pending.put(index)
        results: list[Outcome | None] = [None] * len(jobs)
        failures: list[RunnerUnavailable] = []
        finished: queue.Queue[int] = queue.Queue()  # progress is reported from the caller's thread (it writes the beat)

        def serve(number: int) -> None:
            try:
                slot = self.slot(number, config)
                while not failures:
                    try:
                        index = pending.get_nowait()
                    except queue.Empty:
                        return
                    results[index] = slot.run(files_by_side[jobs[index].side], jobs[index])
                    finished.put(index)
            except RunnerUnavailable as exc:
                failures.append(exc)

        threads = [threading.Thread(target=serve, args=(n,), name=f"qln-warm-{n}", daemon=True)
                   for n in range(max(1, min(config.concurrency, len(jobs))))]
        for thread in threads:
            thread.start()
        count = 0
        while any(thread.is_alive() for thread in threads) or not finished.empty():
            try:
                finished.get(timeout=0.2)
            except queue.Empty:
                continue
            count += 1
            if on_progress is not None:
                on_progress(count)
        for thread in threads:
            thread.join()
        if failures:
            raise failures[0]
        missing = [jobs[i].case_id for i, outcome in enumerate(results) if outcome is None]
        if missing:
            raise RunnerUnavailable("HERMES_WORKER_FAILED", f"{len(missing)} case(s) were never answered: {missing[:5]}")
        return [outcome for outcome in results if outcome is not None]


def run_jobs(config: SandboxConfig, jobs: Sequence[Job], files_by_side: Mapping[str, Mapping[str, bytes]],
             on_progress: Callable[[int], None] | None = None) -> list[Outcome]:
    """:meth:`Pool.run_jobs` on a pool of its own, closed afterwards."""
    pool = Pool()
    try:
        return pool.run_jobs(config, jobs, files_by_side, on_progress)
    finally:
        pool.close()
