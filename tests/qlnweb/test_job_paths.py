"""Every job named by a dotted string resolves to a callable (issue 28 item 2).

django-q2 runs a task or a schedule by its dotted path (docs/conventions.md §10), so no import and no
type checker sees the hop from a service to its job: a renamed task would fail only when a worker picks
the job up. This test finds the strings where they are written — the first argument of every
``async_task(...)`` call and every ``"func"`` of a schedule, in app code and in migrations, read from the
syntax tree — and imports each one.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.utils.module_loading import import_string

from qlnweb.schedules import JOBS

ROOT = Path(__file__).resolve().parents[2]
APPS = ("core", "qlnweb", "cycles", "register", "evaluation", "promotion")


def _dotted_jobs(tree: ast.AST) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            first = node.args[0] if node.args else None
            if name in ("async_task", "schedule") and isinstance(first, ast.Constant) and isinstance(first.value, str):
                found.add(first.value)
            for keyword in node.keywords:
                if keyword.arg == "func" and isinstance(keyword.value, ast.Constant):
                    found.add(str(keyword.value.value))
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values):
                if isinstance(key, ast.Constant) and key.value == "func" and isinstance(value, ast.Constant):
                    found.add(str(value.value))
    return found


def _written_job_paths() -> set[str]:
    paths: set[str] = {job.func for job in JOBS}
    for app in APPS:
        for source in (ROOT / app).rglob("*.py") if (ROOT / app).is_dir() else ():
            paths |= _dotted_jobs(ast.parse(source.read_text(encoding="utf-8"), filename=str(source)))
    return paths


JOB_PATHS = sorted(_written_job_paths())


def test_it_finds_the_jobs_the_code_enqueues_and_schedules() -> None:
    # The finder itself must see the known hops, or the test below would pass on nothing.
    assert "evaluation.candidates.tasks.run_evaluation" in JOB_PATHS
    assert "register.tasks.stale_baselines_report" in JOB_PATHS  # written in a migration and in JOBS
    assert len(JOB_PATHS) >= len(JOBS) + 1


def test_the_finder_reads_every_spelling_of_a_job_string() -> None:
    source = (
        "async_task('a.b.c', 1)\n"
        "django_q.tasks.async_task('d.e.f')\n"
        "Schedule.objects.create(func='g.h.i')\n"
        "m.update_or_create(name='n', defaults={'func': 'j.k.l'})\n"
        "schedule('m.n.o', schedule_type='D')\n"
    )
    assert _dotted_jobs(ast.parse(source)) == {"a.b.c", "d.e.f", "g.h.i", "j.k.l", "m.n.o"}


@pytest.mark.parametrize("path", JOB_PATHS)
def test_each_job_path_imports_to_a_callable(path: str) -> None:
    assert callable(import_string(path)), path
