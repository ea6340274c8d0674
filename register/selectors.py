"""Read side of the register channel for the pages (issue 28 item 5; selector style of HackSoftware's
Django-Styleguide): the window of an agent's outputs, its baselines, the mode it wrote in last."""
from __future__ import annotations

from typing import Any

from register.baseline import ModeBaseline
from register.models import OutputSample, RegisterBaseline


def output_window(*, agent: Any, mode: str, size: int = 10) -> list[OutputSample]:
    return OutputSample.objects.window(agent=agent, mode=mode, size=size)


def baseline_for(*, agent: Any, mode: str) -> ModeBaseline | None:
    return RegisterBaseline.objects.for_agent(agent).get(mode)


def latest_output_mode(*, agent: Any) -> str | None:
    latest = OutputSample.objects.filter(agent=agent).newest_first().only("mode").first()
    return latest.mode if latest else None
