"""Admin registrations of the evaluation app, one module per half."""
from evaluation.candidates import admin as candidates_admin  # noqa: F401
from evaluation.verdicts import admin as verdicts_admin  # noqa: F401
