"""django-q2 task functions of the register channel (plain importable functions, docs/conventions.md §10)."""
from __future__ import annotations

import logging

from cycles.events import emit
from register.services import stale_baselines

logger = logging.getLogger("qlnweb.register")


def stale_baselines_report() -> list[dict[str, object]]:
    """Monthly job (R-R-9): list stale baselines, as an event and in the task result.

    Scheduled by migration ``register.0002_stale_baselines_schedule``. The
    report names agent, mode, age and model only — never baseline numbers.
    """
    report = [item.to_dict() for item in stale_baselines()]
    emit("register.baselines_stale", count=len(report), baselines=report)
    for item in report:
        logger.warning("stale register baseline: agent=%s mode=%s reasons=%s",
                       item["agent"], item["mode"], "; ".join(item["reasons"]))  # type: ignore[arg-type]
    return report
