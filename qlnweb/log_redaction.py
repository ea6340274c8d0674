"""No secrets in log lines (issue 11): a logging filter on every handler of the project.

Django's development server logs each request line (``"GET /api/v1/context?
token=qln_… HTTP/1.1" 400``) and other loggers may echo a URL; the filter
renders the record's message, replaces anything secret-shaped with
``[REDACTED]`` (the one redaction of the project, :mod:`core.redaction`)
and, when something was replaced, keeps only the redacted text.
"""
from __future__ import annotations

import logging

from core.redaction import redact_text


class RedactSecretsFilter(logging.Filter):
    """Redact the rendered message of every record; never drops a record."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a malformed record is logging's problem, not a reason to lose the line
            return True
        redacted = redact_text(message)
        if redacted != message:
            record.msg, record.args = redacted, None
        return True
