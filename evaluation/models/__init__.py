"""Models of the evaluation app: the verdict hot path and the evaluation plane."""
from evaluation.models.candidates import *  # noqa: F401,F403
from evaluation.models.verdicts import *  # noqa: F401,F403
