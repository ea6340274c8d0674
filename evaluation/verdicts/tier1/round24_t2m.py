"""Round 24 (t2m, issue 25): the reasons of part t2m's mechanisms, gathered for the fail-closed rule."""
from __future__ import annotations

from evaluation.verdicts.tier1.fed_runners import fed_runner
from evaluation.verdicts.tier1.persist_r24 import persistence_reasons
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.self_loaded import self_loaded_reasons
from evaluation.verdicts.tier1.source_verbs import source_reasons


def t2m_reasons(scene: Scene, view: View) -> list[str]:
    """Every round-24 (t2m) reason for ``view``."""
    found = [fed_runner(scene, view)]
    return ([r for r in found if r] + source_reasons(scene, view) + persistence_reasons(view)
            + self_loaded_reasons(scene, view))
