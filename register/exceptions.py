"""Domain errors of the register channel (docs/conventions.md §5).

Pure Python (no Django) so the pure modules can raise them too. Management
commands turn them into ``CommandError``; an API would answer 4xx with
``{"error": code, "detail": …}``.
"""
from __future__ import annotations

from core.exceptions import DomainError


class RegisterError(DomainError):
    """A refused register operation. ``code`` is machine-readable."""

    code = "REGISTER_ERROR"
    http_status = 400


class CalibrationRefused(RegisterError, ValueError):
    """Too few outputs to calibrate a baseline (R-R-2) and not provisional."""

    code = "CALIBRATION_REFUSED"


class BaselineFormatError(RegisterError, ValueError):
    """A baseline YAML document is malformed; ``problems`` names each field."""

    code = "BASELINE_FORMAT"

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("Malformed baseline YAML: " + "; ".join(problems))


class BaselineMissing(RegisterError):
    """The agent has no active baseline (calibrate or import one first)."""

    code = "BASELINE_MISSING"
    http_status = 404


class CalibrationSourceError(RegisterError):
    """A calibration source (JSONL file, Hermes state.db) cannot be read."""

    code = "CALIBRATION_SOURCE"
