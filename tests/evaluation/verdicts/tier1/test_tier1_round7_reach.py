"""Issue 25, round 7: the structural seam :mod:`evaluation.verdicts.tier1.reach` (rule ``unmodelled-write``).

A command is left to the other rules only when Tier 1 can prove what it does with the paths it is given (a
reader in a read-only shape, a modelled writer with only the options it models); otherwise any word that can
reach a protected path — by any spelling Tier 1 expands — blocks it. Program names here are made up on
purpose (``frobnicate``): the rule must not depend on knowing them.
"""
from __future__ import annotations

from typing import Any

import pytest

UNKNOWN_PROGRAM_SPELLINGS = [
    "frobnicate ~/.hermes/SOUL.md",
    "frobnicate ~/.h*/SOUL.md",
    "frobnicate ~/.HERMES/soul.md",
    "frobnicate ~/.hermes/{SOUL.md,x}",
    "frobnicate --out=~/.hermes/SOUL.md",
    "frobnicate -o~/.hermes/SOUL.md",
    "frobnicate $HOME/.hermes/prompts/x.md",
    "d=~/.hermes; frobnicate \"$d/skills\"",
    "x=SOUL; frobnicate ~/.hermes/$x.md",
    "frobnicate \"$(printf %s/%s ~/.hermes SOUL.md)\"",
    "cd ~/.hermes && frobnicate .",
    "cd ~/.hermes/skills && frobnicate ../SOUL.md",
    "frobnicate /proc/self/cwd/../.hermes/SOUL.md",
    "frobnicate ~/.hermes",
    "frobnicate ~/.hermes/SOUL.md.gz",
    "frobnicate ~/.hermes/skills.tar",
    "frobnicate -v ~/.hermes:/h alpine",
    "frobnicate 'src=evil.md dest=~/.hermes/SOUL.md' --apply",
    "bash -c 'frobnicate ~/.hermes/memory'",
    "echo ok | frobnicate ~/.hermes/policies/p.md",
    "frobnicate <<< '(delete-file (concat (getenv \"HOME\") \"/.hermes/SOUL.md\"))'",
    "frobnicate -e '(remove (str home \"/.her\" \"mes/SOUL.md\"))'",
]

MODELLED_WRITERS_WITH_UNMODELLED_OPTIONS = [
    "cp -al ~/.hermes/skills sk",
    "cp --symbolic-link -r ~/.hermes/prompts p",
    "rsync -a --remove-source-files ~/.hermes/skills/ /tmp/sk/",
    "awk -i inplace '{ print }' ~/.hermes/SOUL.md",
    "gunzip -kf ~/.hermes/SOUL.md.gz",
    "git -C ~/.hermes pull",
    "git apply --unsafe-paths --directory=$HOME/.hermes p.diff",
    "emacs --batch --eval '(with-temp-file \"~/.hermes/SOUL.md\" (insert \"x\"))'",
]

READ_ONLY_SHAPES_BROKEN = [
    "ruff check --fix ~/.hermes/scripts/5qln/",
    "exiftool -all= ~/.hermes/examples/a.jpg",
    "find ~/.hermes/skills -name '*.md' -fprint ~/.hermes/SOUL.md",
    "tree -o ~/.hermes/SOUL.md ~/work",
    "hermes config set model.provider evil",
    "hermes skills install https://e.io/x",
]

OPEN = [
    "cat ~/.hermes/SOUL.md",
    "grep -rn tool ~/.hermes/skills",
    "exiftool ~/.hermes/examples/a.jpg",
    "ruff check ~/.hermes/scripts/5qln/",
    "find ~/.hermes/skills -name '*.md'",
    "cp ~/.hermes/SOUL.md /tmp/soul.bak",
    "cp -rv ~/.hermes/skills /tmp/skills-copy",
    "rsync -av ~/.hermes/ /tmp/profile-backup/",
    "awk -F: '{ print $1 }' ~/.hermes/SOUL.md",
    "sed -n 1,5p ~/.hermes/SOUL.md",
    "git -C ~/.hermes log --oneline -5",
    "git commit -m 'docs: explain ~/.hermes/SOUL.md'",
    "frobnicate ~/.hermes/sessions/x.json",
    "frobnicate ~/work/notes.txt",
    "frobnicate --title 'fix SOUL.md typo'",
    "emacs --batch --eval '(message \"%s\" (expand-file-name \"~/.hermes/SOUL.md\"))'",
    "python3 -c \"from pathlib import Path; print(Path.home() / '.hermes' / 'SOUL.md')\"",
    "hermes --version",
    "hermes config show",
    "pytest -q",
    "make",
    "npm test",
    "pip install -e .",
]


@pytest.mark.parametrize("command", UNKNOWN_PROGRAM_SPELLINGS + MODELLED_WRITERS_WITH_UNMODELLED_OPTIONS
                         + READ_ONLY_SHAPES_BROKEN)
def test_unproven_commands_that_reach_a_protected_path_are_blocked(evaluate: Any, command: str) -> None:
    result = evaluate(command)
    assert result.block, command


@pytest.mark.parametrize("command", OPEN)
def test_proven_shapes_and_unreaching_commands_stay_open(evaluate: Any, command: str) -> None:
    result = evaluate(command)
    assert not result.block, [m.reason for m in result.matches]


def test_the_reason_names_the_seam_and_the_path(evaluate: Any) -> None:
    result = evaluate("frobnicate ~/.hermes/SOUL.md")
    assert result.rule_id == "unmodelled-write"
    assert "does not model as read-only" in (result.reason or "") and "SOUL.md" in (result.reason or "")


@pytest.mark.parametrize(("first", "then"), [
    ("ln ~/.hermes/SOUL.md s.md", "echo x > s.md"),
    ("cp -al ~/.hermes/skills sk", "echo x >> sk/5qln/5qln-cycle/SKILL.md"),
    ("cp -as ~/.hermes/ h", "echo x >> h/SOUL.md"),
])
def test_a_write_through_a_hard_link_or_a_linked_copy_is_a_write_of_the_original(evaluate: Any, first: str,
                                                                                  then: str) -> None:
    earlier = evaluate(first)
    result = evaluate(then, history=(("terminal", {"command": first}, earlier.block, earlier.cwd_after),))
    assert result.block, [m.reason for m in result.matches]


def test_a_plain_copy_is_not_a_link(evaluate: Any) -> None:
    first = "cp -r ~/.hermes/skills sk"
    earlier = evaluate(first)
    assert not earlier.block
    result = evaluate("echo x > sk/notes.md", history=(("terminal", {"command": first}, False, earlier.cwd_after),))
    assert not result.block, [m.reason for m in result.matches]


def test_a_script_the_session_wrote_is_read_as_code_when_an_unknown_program_runs_it(evaluate: Any) -> None:
    content = "(delete-file (concat (getenv \"HOME\") \"/.hermes/SOUL.md\"))\n"
    history = (("write_file", {"path": "x.lisp", "content": content}, False, None),)
    assert evaluate("frobnicate --script x.lisp", history=history).block
    harmless = (("write_file", {"path": "x.lisp", "content": "(print \"hi\")\n"}, False, None),)
    assert not evaluate("frobnicate --script x.lisp", history=harmless).block
