"""WSGI entry point (gunicorn qlnweb.wsgi)."""
import os

from django.core.wsgi import get_wsgi_application

from qlnweb.hardening import process_start

process_start()  # umask 077 before settings create the database or the secret key (issue 11)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
application = get_wsgi_application()


def _preload_judge_sdk() -> None:
    """A configured Tier 2 judge: import its SDK now, not inside the first verdict's deadline (R-T2-2).

    Commands and workers import it lazily (≈ 0.6 s they would otherwise pay at every start).
    """
    from django.conf import settings

    if settings.QLN_JUDGE_BASE_URL:
        import openai  # noqa: F401


_preload_judge_sdk()
