"""Writes to protected paths are blocked however they are spelt or hidden (R-T1-3)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", [
    "echo x > ~/.hermes/SOUL.md",
    "echo x >> $HOME/.hermes/SOUL.md",
    "echo x 2> ${HOME}/.hermes/SOUL.md",
    "echo x &> $HERMES_HOME/SOUL.md",
    "echo x > ../.hermes/SOUL.md",
    "echo x > ~//.hermes/./skills/../SOUL.md",
    "echo x | tee -a ~/.hermes/SOUL.md",
    "sed -i.bak 's/a/b/' ~/.hermes/SOUL.md",
    "sed -e 's/a/b/' -i ~/.hermes/SOUL.md",
    "perl -pi -e 's/a/b/' ~/.hermes/SOUL.md",
    "cp evil.md ~/.hermes/SOUL.md",
    "cp SOUL.md ~/.hermes/",
    "cp -t ~/.hermes SOUL.md",
    "mv ~/.hermes/SOUL.md /tmp/gone",
    "mv ~/.hermes /tmp/gone",
    "install evil.py ~/.hermes/scripts/5qln/decoding.py",
    "rsync -a evil/ ~/.hermes/skills/5qln/",
    "ln -sf /tmp/evil.md ~/.hermes/SOUL.md",
    "ln ~/.hermes/SOUL.md hardlink.md",
    "truncate -s 0 ~/.hermes/SOUL.md",
    "rm ~/.hermes/scripts/5qln/decoding.py",
    "rm -r ~/.hermes",
    "shred -u ~/.hermes/SOUL.md",
    "chmod 777 ~/.hermes/SOUL.md",
    "chown -R nobody ~/.hermes/skills",
    "touch ~/.hermes/skills/5qln/new.md",
    "dd if=evil of=$HOME/.hermes/SOUL.md",
    "python -c \"open('$HOME/.hermes/SOUL.md', 'w').write('x')\"",
    "python3 -c \"import os; os.remove('$HOME/.hermes/SOUL.md')\"",
    "python3.11 - <<EOF\nopen('$HOME/.hermes/SOUL.md', 'a').write('x')\nEOF",
    "node -e \"require('fs').writeFileSync('$HOME/.hermes/SOUL.md', 'x')\"",
    "ln -s ~/.hermes/SOUL.md x; echo hi > x",
    "ln -s ~/.hermes y && echo hi > y/SOUL.md",
    "cd ~/.hermes && echo x > SOUL.md",
    "cd ~ && cd .hermes/skills && echo x > 5qln/x.md",
    "D=$HOME/.hermes; echo x > $D/SOUL.md",
    "export D=~/.hermes; echo x > ${D}/SOUL.md",
    "bash -c 'echo x > ~/.hermes/SOUL.md'",
    "sudo -u agent sh -c \"echo x > ~/.hermes/SOUL.md\"",
    "echo x > $(echo foo) > ~/.hermes/SOUL.md",
    "echo $(echo x > ~/.hermes/SOUL.md)",
    "find ~/.hermes -name '*.md' -exec sed -i s/a/b/ {} \\;",
    "echo '{}' > ~/.hermes/5qln/active/current.json",
    "echo x > ~/.hermes/S*.md",
])
def test_protected_write_is_blocked(evaluate, command: str) -> None:
    result = evaluate(command)
    assert result.block and result.verdict == "ESCALATE", command
    assert any(m.rule_id == "protected-write" or m.kind == "rm_recursive_outside_workspace"
               for m in result.matches)


def test_reason_names_the_path_and_the_root(evaluate, profile) -> None:
    result = evaluate("echo x > ~/.hermes/SOUL.md")
    assert result.rule_id == "protected-write"
    assert "redirect >" in result.reason and str(profile.hermes_home.resolve() / "SOUL.md") in result.reason


def test_existing_symlink_on_disk_is_followed(evaluate, profile) -> None:
    (profile.workspace / "soul.md").symlink_to(profile.hermes_home / "SOUL.md")
    (profile.workspace / "skills").symlink_to(profile.hermes_home / "skills" / "5qln")
    assert evaluate("echo x > soul.md").block
    assert evaluate("cp evil.md skills/5qln-cycle/SKILL.md").block
    assert not evaluate("cat soul.md").block


def test_symlinked_hermes_home_is_resolved(evaluate, profile, tmp_path) -> None:
    alias = tmp_path / "alias-home"
    alias.symlink_to(profile.hermes_home)
    assert evaluate(f"echo x > {alias}/SOUL.md").block
    assert evaluate("echo x > $HERMES_HOME/SOUL.md", hermes_home=str(alias)).block


def test_relative_writes_follow_the_cwd(evaluate, profile) -> None:
    assert evaluate("echo x > SOUL.md", cwd=profile.hermes_home).block
    assert not evaluate("echo x > SOUL.md").block


def test_active_store_is_protected(evaluate, profile) -> None:
    assert evaluate("rm -rf versions", cwd=profile.active_store).block
