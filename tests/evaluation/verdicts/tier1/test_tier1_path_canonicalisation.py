"""Paths are compared only after canonicalisation on both sides (R-T1-3)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from evaluation.verdicts.tier1.paths import canonicalise
from evaluation.verdicts.tier1.protected_roots import is_protected, protected_root_for


@pytest.mark.parametrize("raw", ["~/.hermes/SOUL.md", "$HOME/.hermes/SOUL.md", "${HOME}/.hermes/SOUL.md",
                                 "$HERMES_HOME/SOUL.md", "${HERMES_HOME}/SOUL.md", "../.hermes/SOUL.md",
                                 "~//.hermes///SOUL.md", "~/.hermes/./skills/../SOUL.md", "$PWD/../.hermes/SOUL.md"])
def test_spellings_of_one_file_canonicalise_alike(profile, raw: str) -> None:
    path = canonicalise(raw, cwd=str(profile.workspace), home=str(profile.home),
                        hermes_home=str(profile.hermes_home))
    assert path == os.path.realpath(profile.hermes_home / "SOUL.md")


def test_existing_symlinks_are_resolved(profile, tmp_path: Path) -> None:
    link = profile.workspace / "innocent.md"
    link.symlink_to(profile.hermes_home / "SOUL.md")
    parent_link = profile.workspace / "cfg"
    parent_link.symlink_to(profile.hermes_home)
    for raw in ("innocent.md", "cfg/SOUL.md", "cfg/skills/5qln/new.md"):
        path = canonicalise(raw, cwd=str(profile.workspace), home=None, hermes_home=None)
        assert path is not None and is_protected(path, [os.path.realpath(profile.hermes_home / "SOUL.md"),
                                                        os.path.realpath(profile.hermes_home / "skills/5qln")])


def test_unknown_variables_and_substitutions_are_unresolvable() -> None:
    for raw in ("$SOMEWHERE/x", "$(pwd)/x", "~other/x"):
        assert canonicalise(raw, cwd="/w", home="/h", hermes_home="/h/.hermes") is None


def test_relative_path_without_cwd_is_unresolvable() -> None:
    assert canonicalise("x", cwd=None, home="/h", hermes_home=None) is None


def test_protection_is_component_wise_not_prefix() -> None:
    roots = ["/h/.hermes/SOUL.md", "/h/.hermes/skills/5qln"]
    assert is_protected("/h/.hermes/skills/5qln/a/SKILL.md", roots)
    assert not is_protected("/h/.hermes/SOUL.md.bak", roots)
    assert not is_protected("/h/.hermes/skills/5qln-other/x", roots)


def test_tree_operations_cover_protected_descendants() -> None:
    roots = ["/h/.hermes/SOUL.md"]
    assert protected_root_for("/h/.hermes", roots) is None
    assert protected_root_for("/h/.hermes", roots, covers_descendants=True) == roots[0]
    assert protected_root_for("/h/.hermes/S*.md", roots) == roots[0]
