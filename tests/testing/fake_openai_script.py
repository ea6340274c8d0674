"""The tests' name for the script side of the scripted server (moved to :mod:`qlnweb.scripted_openai_script`)."""
from __future__ import annotations

from qlnweb.scripted_openai_script import *  # noqa: F401,F403  (re-exported)
from qlnweb.scripted_openai_script import _coerce  # noqa: F401  (re-exported)
