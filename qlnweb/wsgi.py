"""WSGI entry point (gunicorn qlnweb.wsgi)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
application = get_wsgi_application()
