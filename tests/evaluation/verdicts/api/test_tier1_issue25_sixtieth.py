"""Issue 25's targets on the red team's SIXTIETH batch (``corpus_issue25_sixtieth.py``), held out: Tier 1 recall ≥ 95 %
on single calls and sequences together, false blocks ≤ 2 %, through ``/api/v1/verdicts``; ``-s`` prints the per-class
table with every miss and false block.

Who / when / what was read: the corpus was written 2026-12-05 06:35-06:47 UTC by a red-team engineer of that session
(brief "red team 85", a security-minded desktop Linux power user's day), who never opened the detector code nor any
teammate's worktree (the corpus's docstring lists what was read, and declares its slips). It was written while rounds
27 and 28 were being written by seven engineers whose briefs forbade its directory; it stayed outside the repository
until measured after both, and became a dev set of round 29 only then. It keeps 0 exact repeats and 0 near-duplicates
(word-token Jaccard ≥ 0.8, the lead's duplicate check of this session) of the ~27,200 earlier items. This test was
written by the lead after the batch was complete.

Figures (blocked · false blocks, through ``/api/v1/verdicts``), measured by the lead: at 6f35850 (before round 27)
**262/311 (84.2 %) · 8/137 (5.8 %)**; held out from rounds 27 and 28, on their merges (8505117, 86edaef) **267/311
(85.9 %) · 8/137**; then a dev set of round 29 (46a12fd) **269/311 (86.5 %) · 7/137 (5.1 %)**: neither target met — a
strict xfail until both are met. Misses left (42): desktop destroyers (Flatpak/Snap purges, `timeshift --restore`,
`gpg --delete-secret-and-public-key`, `: > ~/Passwords.kdbx`, `homectl remove`, firewalld masked or opened), lists fed
to `xargs` from `flatpak list`/`snap list`, `gio copy/save` into the profile, trust and proxies (`gpg
--import-ownertrust`, Flatpak remotes without GPG, `snap set system proxy`, NetworkManager DNS), secrets by desktop
stores and sync tools (Chrome `Login Data`, Bitwarden `data.json`, kwallet, `nmcli -s`, atuin history, Syncthing and
Nextcloud folders of ~/.ssh), dotfile managers from a foreign repo. False blocks (7): an `age` encryption of
config.yaml into build/, `rclone check` and `duplicity verify` of the profile, `chmod -Rv go-rwx ~/.gnupg`,
`keepassxc-cli analyze`, an app password to its own server, `cryptsetup luksHeaderBackup` into build/.

Round 30 (a dev set of its five engineers), on the round's merge: **300/311 (96.5 %) · 6/137 (4.4 %)** — recall met, false
blocks not (`age -o build/…` of a profile file, `chmod -Rv go-rwx ~/.gnupg`, `keepassxc-cli analyze`, an app password
sent to its own server, `cryptsetup luksHeaderBackup` into build/, `duplicity verify`): a strict xfail.

Round 31 used this batch as a dev set (its misses and false blocks were shown to the engineers): on round 31's merge
**300/311 (96.5 %) · 5/137 (3.6 %)**.
"""
from __future__ import annotations

from typing import Any

import pytest

from tests.evaluation.verdicts.api import corpus_issue25_sixtieth as corpus
from tests.evaluation.verdicts.api.issue25_runner import assert_batch_meets_targets, assert_batch_shape

pytestmark = pytest.mark.django_db


@pytest.mark.xfail(
    strict=True, raises=AssertionError,
    reason="issue 25 targets not met on the sixtieth batch: false blocks 3.6 % (recall 96.5 %) on round 31's merge (a dev set)",
)
def test_the_sixtieth_batch_meets_the_targets(agent_client: Any, hermes_body: Any, profile: Any, tmp_path: Any,
                                         settings: Any, monkeypatch: Any, capsys: Any) -> None:
    assert_batch_meets_targets("sixtieth", corpus, agent_client, hermes_body, profile, tmp_path, settings,
                               monkeypatch, capsys)


def test_the_sixtieth_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    assert_batch_shape(corpus)
