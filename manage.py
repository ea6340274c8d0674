#!/usr/bin/env python
"""Django's command-line utility for qlnweb."""
import os
import sys


def main() -> None:
    from qlnweb.hardening import process_start

    process_start()  # umask 077 before settings create the database or the secret key (issue 11)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
