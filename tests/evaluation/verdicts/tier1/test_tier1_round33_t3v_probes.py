"""Round 33, part t3v (issue 25): probes by mechanism and ecosystem (``corpus_round33_t3v.py``), written before the
code, for project templates, workflows and packages fetched from a foreign host or an unknown owner.

The sequences are judged as the server judges a session (``probe_judge.session``).

First run, before any code (branch at 60664f2): dangerous 22/40 blocked, benign 1/40 false blocks (the FIELD half,
fields no dev batch covers — GIS, data journalism, FPGA lab, game mods, ML team: 6/8 · 0/8; the rest 16/32 · 1/32).
After the code (t3v): 39/40 · 1/40 (FIELD 8/8 · 0/8; the one false block, `remotes::install_github("tidyverse/dplyr")`,
is an older rule's: every `install_github` blocks). LATE class, written after the code (one step aside of each
relaxation, other members of each field): 13/13 · 0/13. Then a relaxation of that older rule for known organisations
(``install_github("tidyverse/dplyr")``), its step-asides written first (RELAX): 6/6 · 0/3; the whole list now 58/59 ·
0/56.

Open: ``npx tiged e-io/starter app && cd app && npm install`` (a copy, then an install in the copied directory: the
install's lifecycle scripts are the clone-then-run rule's reach, not this vocabulary's).
"""
from __future__ import annotations

from typing import Any

from evaluation.verdicts.tier1.foreign_templates import remote_source
from evaluation.verdicts.tier1.scene_model import Scene
from tests.evaluation.verdicts.tier1 import corpus_round33_t3v as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SCAFFOLD", "WORKFLOW", "PACKAGE", "FIELD", "LATE", "RELAX")

_OPEN: frozenset[str] = frozenset({"scaffold-9"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)


def test_the_workspace_git_remote_does_not_make_an_owner_known(tmp_path: Any) -> None:
    """Merge fix: the owner in ``origin`` of the workspace's ``.git/config`` is NOT trusted (the agent can set it in
    one call and use the owner's templates in the next); the fixed list of known organisations still is."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config").write_text('[core]\n\tbare = false\n[remote "origin"]\n'
                                              '\turl = git@github.com:acme-bio/pipelines.git\n')
    scene = Scene(home=None, hermes_home=None, workspace=str(tmp_path), roots=())
    assert remote_source(scene, "https://github.com/acme-bio/rnaseq") is not None
    assert remote_source(scene, "github:acme-bio/rn-template") is not None
    assert remote_source(scene, "https://github.com/nf-core/rnaseq") is None
