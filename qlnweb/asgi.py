"""ASGI entry point."""
import os

from django.core.asgi import get_asgi_application

from qlnweb.hardening import process_start

process_start()  # umask 077 before settings create the database or the secret key (issue 11)

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
application = get_asgi_application()
