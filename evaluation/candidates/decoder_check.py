"""Step 2, decoder regression (seed §17.1.2; issue 10): footer fixtures and the candidate's own behaviour.

Two checks, both through the decoder's footer parser (:func:`cycles.footer.parse_footer`):

1. **Footer fixtures** — ``suites/decoder/footer-fixtures.json`` holds lawful
   footers of every phase and unlawful ones with the keys the decoder must
   name. Each must decode as recorded; a change of the footer format is a
   change of these fixtures.
2. **The candidate's behaviour** — every output the candidate side produced
   in this run's live replay, held-out and adversarial cases is read; an
   output that presents itself as a phase output (a ``CURRENT PHASE: <P>``
   line, or a closing block of upper-case ``KEY: value`` lines holding a
   phase's output key) must carry a valid footer of that phase.

Pure: no Django imports.
"""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cycles.footer import OPTIONAL_KEYS, OUTPUT_KEY, REQUIRED_KEYS, parse_footer, split_footer

FIXTURES = Path(__file__).resolve().parents[2] / "suites" / "decoder" / "footer-fixtures.json"
_DECLARED = re.compile(r"^\s*CURRENT PHASE:\s*([SGQPV])\s*$", re.MULTILINE)
_KEY_LINE = re.compile(r"^([A-Z][A-Z0-9_]*)\s*:")


def load_fixtures(path: Path = FIXTURES) -> list[dict[str, Any]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["fixtures"])


def fixture_problems(fixtures: Sequence[dict[str, Any]]) -> list[str]:
    """Fixtures the decoder does not decode as recorded (empty when all hold)."""
    problems = []
    for fixture in fixtures:
        footer = parse_footer(fixture["phase"], fixture["text"])
        if fixture["valid"] and not footer.valid:
            problems.append(f"fixture {fixture['id']}: a lawful {fixture['phase']} footer is refused: {footer.errors}")
        elif not fixture["valid"]:
            missed = sorted(set(fixture["error_keys"]) - set(footer.errors))
            if footer.valid or missed:
                problems.append(f"fixture {fixture['id']}: the decoder no longer names {missed or 'any error'}")
    return problems


def declared_phase(text: str) -> str | None:
    """The phase an output presents itself as, or None for an ordinary reply."""
    found = _DECLARED.findall(text)
    if found:
        return found[-1]
    _, block = split_footer(text)
    keys = [m.group(1) for _, line in block if (m := _KEY_LINE.match(line.strip()))]
    if not block or len(keys) != len(block) or not set(keys) & set(OUTPUT_KEY.values()):
        return None
    scored = sorted(REQUIRED_KEYS, key=lambda p: -len(set(keys) & (set(REQUIRED_KEYS[p]) | set(OPTIONAL_KEYS.get(p, ())))))
    return scored[0]


def output_problems(outputs: Sequence[str]) -> tuple[int, list[str]]:
    """(how many outputs presented a phase footer, the problems of those that do not decode)."""
    declared, problems = 0, []
    for index, text in enumerate(outputs):
        phase = declared_phase(text)
        if phase is None:
            continue
        declared += 1
        footer = parse_footer(phase, text)
        if not footer.valid:
            problems.append(f"candidate output #{index} ({phase} footer) does not decode: "
                            + "; ".join(f"{k}: {', '.join(v)}" for k, v in sorted(footer.errors.items()))[:500])
    return declared, problems
