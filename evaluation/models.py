"""Models of the evaluation app: the verdict hot path and the evaluation plane."""
from evaluation.candidates.models import *  # noqa: F401,F403
from evaluation.verdicts.models import *  # noqa: F401,F403
