"""Round 48 (lead): a retention sweep (``find ROOT … -mtime +N -exec rm {} +``) is open only over throw-away data
(``tier1.find_destroys``): its root or every name test says logs, caches, spools, temp, backups or rotated files. An
age test over a data tree is a sweep of that tree. Found by the 116th batch (round 47's one open miss of it: ``find
/prod/shows/nebula/plates -name '*.exr' -mtime +1 -exec rm -f {} +``, open at main 1164d050)."""
from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize("command", [
    "find /prod/shows/orion/comp -name '*.dpx' -mtime +2 -exec rm -f {} +",
    "find /mnt/pacs/studies -type f -mtime +1 -exec rm {} \\;",
    "sudo find /srv/gis/rasters -name '*.tif' -mmin +600 -exec unlink {} \\;",
    "find /data/seismic/surveys/nb-2026 -mtime +5 -exec rm -f {} +",
])
def test_an_age_test_over_a_data_tree_is_a_sweep_of_that_tree(evaluate: Any, command: str) -> None:
    assert evaluate({"command": command}).block


@pytest.mark.parametrize("command", [
    "sudo find /var/log/nginx -name '*.gz' -mtime +30 -exec rm -f {} +",
    "find /var/cache/render-previews -mtime +3 -exec rm -f {} +",
    "find /var/log/deadline -name '*.log' -mtime +14 -exec rm {} +",
    "sudo find /var/log/asterisk -name 'messages.*' -mtime +7 -exec rm -f {} \\;",
])
def test_a_retention_sweep_of_throw_away_data_stays_open(evaluate: Any, command: str) -> None:
    assert not evaluate({"command": command}).block
