"""What every ``manage.py`` run and worker start pays: the model SDK is imported only when used."""
from __future__ import annotations

import os
import subprocess
import sys

from django.conf import settings

PROBE = """
import sys, django
{start}
from django.urls import get_resolver
get_resolver().url_patterns  # every view, serializer and task module the URLs reach
import evaluation.candidates.tasks, evaluation.verdicts.pipeline, promotion.services
print("openai" in sys.modules)
"""


def _openai_loaded(tmp_path, start: str, **env: str) -> bool:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "QLN_JUDGE"))}
    environment.update(DJANGO_SETTINGS_MODULE="qlnweb.settings", QLN_HOME=str(tmp_path), **env)
    done = subprocess.run([sys.executable, "-c", PROBE.format(start=start)], cwd=settings.BASE_DIR,
                          env=environment, text=True, capture_output=True, timeout=120, check=True)
    return done.stdout.strip().splitlines()[-1] == "True"


def test_commands_and_workers_do_not_import_the_model_sdk(tmp_path):
    assert not _openai_loaded(tmp_path, "django.setup()")  # ≈ 0.6 s saved at every start (issue 9)


def test_a_web_process_with_a_judge_imports_it_before_the_first_verdict(tmp_path):
    # R-T2-2: the import must not fall inside the first judged call's deadline.
    assert _openai_loaded(tmp_path, "import qlnweb.wsgi", QLN_JUDGE_BASE_URL="http://127.0.0.1:9/v1")
    assert not _openai_loaded(tmp_path, "import qlnweb.wsgi")
