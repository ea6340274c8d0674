"""Admin registrations of the evaluation app, one module per half."""
from evaluation.admin import candidates, verdicts  # noqa: F401
