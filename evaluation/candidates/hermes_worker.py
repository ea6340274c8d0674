"""A warm Hermes for one worker slot: many cases, one process (issue 26 item 2). Runs under Hermes's python.

Not imported by qlnweb: :mod:`evaluation.candidates.warm_hermes` starts it as
``<hermes venv>/bin/python -I hermes_worker.py`` (isolated: this directory, which holds a ``queue.py``, is not on its path) with ``HERMES_HOME`` fixed for the
slot, and it imports only Hermes and the standard library. Start-up pays the
imports once (``run_agent``, the CLI's one-shot path, the tool registry —
about 3 s of the 6 s a ``hermes -z`` start costs); then each case is one line
on stdin, ``{"prompt": …, "usage_file": …}``, and one line back on the
protocol channel, ``{"rc": …, "output": …, "stderr": …, "read_only": …}``.

Per case, what stays fresh:

- The profile: the parent wipes ``HERMES_HOME`` and writes the side's files
  before sending the line. The path stays the same for the slot, because
  some Hermes modules keep paths computed at import; the *contents* are new.
- The session: the case goes through Hermes's own one-shot path
  (``hermes_cli.oneshot.run_oneshot``, what ``hermes -z`` calls): a new
  ``AIAgent``, a new ``state.db`` in the new home, no memories.
- Hermes's per-process caches, which key on paths and mtime/size signatures
  that a rewritten profile can match (same path, same sizes, the same
  mtime tick): the skills prompt LRU and its disk snapshot, the skills list
  cache, the config caches. They are cleared before every case
  (:func:`forget_caches`); a cache this list misses is caught by the
  isolation test (two sides, same-size files, alternating in one worker).

Read-only: the sandbox plugin removes the write tools from the registry when
Hermes loads it, which is once, at start-up (the parent writes the sandbox
profile before starting the worker). Before answering each case the worker checks
the registry itself and reports what is still registered; the parent treats
a non-empty answer, or no answer, as ``SANDBOX_NOT_READ_ONLY``.
"""
from __future__ import annotations

import io
import json
import os
import sys
import traceback
from contextlib import redirect_stderr, redirect_stdout
from typing import Any

OUTPUT_LIMIT = 64_000


def forget_caches() -> list[str]:
    """Drop every Hermes per-process cache that could carry one profile's content into the next case."""
    cleared = []
    targets = (
        ("agent.prompt_builder", "_SKILLS_PROMPT_CACHE"), ("tools.skills_tool", "_SKILLS_CACHE"),
        ("hermes_cli.config", "_LOAD_CONFIG_CACHE"), ("hermes_cli.config", "_RAW_CONFIG_CACHE"),
        ("agent.skill_utils", "_RAW_CONFIG_CACHE"), ("agent.skill_utils", "_EXTERNAL_DIRS_CACHE"),
    )
    for module_name, attribute in targets:
        module = sys.modules.get(module_name)
        cache: Any = getattr(module, attribute, None) if module is not None else None
        if cache is not None and hasattr(cache, "clear"):
            cache.clear()
            cleared.append(f"{module_name}.{attribute}")
    config = sys.modules.get("hermes_cli.config")
    if config is not None and hasattr(config, "_env_cache"):
        setattr(config, "_env_cache", None)  # noqa: B010 — a private name of Hermes's module
    return cleared


def still_registered(write_tools: list[str]) -> list[str] | None:
    """Write tools the registry still offers; None when the registry cannot be read (not trusted)."""
    try:
        from tools.registry import registry

        offered = registry.get_tool_to_toolset_map()
    except Exception:  # noqa: BLE001 — any failure means "not shown read-only"
        return None
    return [name for name in write_tools if name in offered]


def run_case(request: dict[str, Any], write_tools: list[str]) -> dict[str, Any]:
    from hermes_cli.oneshot import run_oneshot

    forget_caches()
    out, err = io.StringIO(), io.StringIO()
    rc: int | None
    try:
        with redirect_stdout(out), redirect_stderr(err):
            rc = run_oneshot(request["prompt"], usage_file=request.get("usage_file"))
    except SystemExit as exc:  # the plugin's os._exit never gets here; a sys.exit inside Hermes does
        rc = exc.code if isinstance(exc.code, int) else 1
    except BaseException:  # noqa: BLE001 — reported, the worker lives on for the next case
        rc, err = 1, io.StringIO(traceback.format_exc())
    return {"rc": rc, "output": out.getvalue()[:OUTPUT_LIMIT], "stderr": err.getvalue()[-2000:],
            "still_registered": still_registered(write_tools)}


def main() -> int:
    # The protocol owns the real stdout; anything Hermes prints outside a case goes to stderr.
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    write_tools = json.loads(os.environ.get("QLN_SANDBOX_WRITE_TOOLS", "[]"))
    import hermes_cli.oneshot  # noqa: F401 — the start-up cost, paid once per slot
    import run_agent  # noqa: F401
    from hermes_cli.plugins import discover_plugins

    discover_plugins()  # idempotent: the tools import above ran it on the profile the parent wrote for start-up
    protocol.write(json.dumps({"ready": True, "pid": os.getpid(), "still_registered": still_registered(write_tools)}) + "\n")
    for line in sys.stdin:
        if not line.strip():
            continue
        protocol.write(json.dumps(run_case(json.loads(line), write_tools)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
