"""The Tier 2 pattern-class catalogue (split from :mod:`judge`): classes with a floor verdict, and
composite rules that raise the floor with the Tier 1.5 register level. Pure Python, no Django imports.

:func:`load_catalogue` validates ``pattern_classes.json`` (or an operator's file) and caches it per path;
:func:`evaluation.verdicts.judge.apply_catalogue` applies it to a judge's answer.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from core.levels import NAMES

VERDICTS = NAMES  # ordered by severity (R-A-1), the one enum of core.levels
REGISTER_LEVELS = ("none", "drift", "mismatch", "break")  # Tier 1.5 ladder (R-R-5)
CATALOGUE_PATH = Path(__file__).with_name("pattern_classes.json")


@dataclass(frozen=True)
class PatternClass:
    id: str
    name: str
    description: str
    floor: str


@dataclass(frozen=True)
class CompositeRule:
    """Raise the floor to ``floor`` when the class (``*`` = any named class) meets a register level."""

    id: str
    pattern_class: str
    register_at_least: str
    floor: str
    reason: str = ""


@dataclass(frozen=True)
class Catalogue:
    version: int
    classes: tuple[PatternClass, ...]
    composites: tuple[CompositeRule, ...] = ()

    def get(self, class_id: str | None) -> PatternClass | None:
        return next((c for c in self.classes if c.id == class_id), None)

    @classmethod
    def from_dict(cls, document: Mapping[str, Any]) -> Catalogue:
        """Validate a catalogue document; raises ValueError naming the bad entry."""
        classes = tuple(PatternClass(c["id"], c["name"], c["description"], c["floor"]) for c in document["classes"])
        composites = tuple(CompositeRule(r["id"], r["pattern_class"], r["register_at_least"], r["floor"],
                                         r.get("reason", "")) for r in document.get("composites", ()))
        ids = [c.id for c in classes]
        if len(set(ids)) != len(ids) or "none" in ids:
            raise ValueError(f"pattern class ids must be unique and not 'none': {ids}")
        entries: tuple[PatternClass | CompositeRule, ...] = (*classes, *composites)
        for entry in entries:
            if entry.floor not in VERDICTS:
                raise ValueError(f"{entry.id}: floor {entry.floor!r} is not one of {VERDICTS}")
        for rule in composites:
            if rule.pattern_class != "*" and rule.pattern_class not in ids:
                raise ValueError(f"{rule.id}: unknown pattern class {rule.pattern_class!r}")
            if rule.register_at_least not in REGISTER_LEVELS:
                raise ValueError(f"{rule.id}: register level {rule.register_at_least!r} not in {REGISTER_LEVELS}")
        return cls(int(document.get("version", 1)), classes, composites)


@lru_cache(maxsize=8)
def load_catalogue(path: str | Path = CATALOGUE_PATH) -> Catalogue:
    """Load and validate a catalogue file (cached per path)."""
    return Catalogue.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
