"""Benchmark of the promotion boundary (R-P-1, R-P-2).

Run from the project root: ``.venv/bin/python bench/bench_promotion.py``.
Uses a throw-away QLN_HOME and SQLite file. Prints medians of:

* the pointer swap alone (temp file, fsync, os.replace, fsync of the directory) — target ≤ 50 ms;
* ``manage.py promote`` end to end as a child process (Django start-up, the ten
  checks, staging, sealing and verifying a 1 MB version, the ledger commit,
  the swap) — target ≤ 2 s;
* the same promotion in-process (``call_command``), without interpreter start-up.
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from io import StringIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HOME = Path(tempfile.mkdtemp(prefix="qln-bench-promotion-"))
ENV = {
    "QLN_HOME": str(HOME), "QLN_ACTIVE_STORE": str(HOME / "active"), "DATABASE_URL": f"sqlite:///{HOME / 'db.sqlite3'}",
    "QLN_ALLOW_ANY_PROMOTER_USER": "true", "QLN_SECRET_KEY": "bench", "DJANGO_SETTINGS_MODULE": "qlnweb.settings",
}
os.environ.update(ENV)
sys.path.insert(0, str(ROOT))
ONE_MB = "x" * (1 << 20)


def main() -> None:
    import django

    django.setup()
    from django.core.management import call_command

    from promotion import store
    from tests.promotion.helpers import cycle_at_p, make_agent, make_operator, make_promotable

    call_command("migrate", "--noinput", verbosity=0)
    approver = make_operator("bench-approver")
    cycle = cycle_at_p(make_agent("bench-agent"), approver)
    root = store.ensure_layout()

    swaps = []
    for index in range(200):
        started = time.perf_counter()
        store.swap_pointer("bench", f"{index:064x}", root)
        swaps.append((time.perf_counter() - started) * 1000)
    store.restore_pointer("bench", None, root)

    commands, in_process = [], []
    for index in range(5):
        packet = make_promotable(cycle, approver, content=f"# {index}\n{ONE_MB}", target_path=f"skills/b{index}/SKILL.md")
        started = time.perf_counter()
        subprocess.run([sys.executable, "manage.py", "promote", "--yes", str(packet.candidate.pk), "--evaluation",
                        packet.run.result_digest], cwd=ROOT, env={**os.environ, **ENV}, check=True, capture_output=True)
        commands.append(time.perf_counter() - started)
        packet = make_promotable(cycle, approver, content=f"# in {index}\n{ONE_MB}", target_path=f"skills/i{index}/SKILL.md")
        started = time.perf_counter()
        call_command("promote", "--yes", str(packet.candidate.pk), "--evaluation", packet.run.result_digest, stdout=StringIO())
        in_process.append(time.perf_counter() - started)

    version = store.pointer_version("promo-agent")
    size = sum(p.stat().st_size for p in store.tree_files(store.version_dir(version) / "tree").values())
    print(f"pointer swap: median {statistics.median(swaps):.2f} ms, p95 {sorted(swaps)[189]:.2f} ms (200 runs; target ≤ 50 ms)")
    print(f"manage.py promote (child process, 1 MB proposed file): median {statistics.median(commands):.2f} s "
          f"(5 runs; target ≤ 2 s)")
    print(f"promote in-process: median {statistics.median(in_process) * 1000:.0f} ms (5 runs); "
          f"last version {size / 1e6:.1f} MB in {len(store.tree_files(store.version_dir(version) / 'tree'))} files")


def cleanup() -> None:
    import shutil

    from promotion.store import make_writable

    if (HOME / "active").exists():
        make_writable(HOME / "active")
    for candidates in HOME.glob("candidates"):
        make_writable(candidates)
    shutil.rmtree(HOME, ignore_errors=True)


if __name__ == "__main__":
    try:
        main()
    finally:
        cleanup()
