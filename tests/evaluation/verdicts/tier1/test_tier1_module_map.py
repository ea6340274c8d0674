"""docs/tier1-modules.md is generated from Tier 1's code and must not drift from it (docs/conventions.md §1)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
SCRIPT = ROOT / "scripts" / "tier1_map.py"


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("tier1_map", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_map_is_what_the_code_generates() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_the_map_names_every_module_and_every_rule_kind() -> None:
    text = _generator().render()
    modules = sorted(f.name for f in (ROOT / "evaluation" / "verdicts" / "tier1").glob("*.py"))
    assert all(f"| `{name}` |" in text for name in modules)
    from evaluation.verdicts.tier1.checks import CHECKS

    assert all(f"| `{kind}` |" in text for kind in CHECKS)


def test_a_module_without_a_docstring_shows_as_blank_and_a_stale_map_is_caught(tmp_path: Path) -> None:
    generator = _generator()
    generator.MAP = tmp_path / "map.md"
    generator.MAP.write_text("# old\n", encoding="utf-8")
    generator.ROOT = tmp_path.parent
    assert generator.main(["--check"]) == 1
    assert generator.main([]) == 0
    assert generator.main(["--check"]) == 0
