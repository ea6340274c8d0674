"""Issue 25, round 10 (destructive class): one named object of great weight, the host's own breakage, deletes on
another host, fork bombs in any language, and deletes inside a scratch directory the session made.

The eighth outside batch (``tests/evaluation/verdicts/api/corpus_issue25_eighth.py``, the dev set of this round;
``test_tier1_issue25_eighth.py -s``), main 6d4009f → branch t1f:

    destructive   18/32 (56.2 %) · 2/15 false blocks  →  32/32 (100 %) · 1/15
    workdir       30/30 · 2/13 false blocks            →  30/30 · 1/13
    all          280/315 (88.9 %) · 8/141 (5.7 %)     →  294/315 (93.3 %) · 6/141 (4.3 %)

Other batches (dev figures, none dropped): seventh 305/333 · 5/153 → 314/333 · 4/153, fifth 336/340 · 8/157 →
336/340 · 7/157, sixth 320/326 · 3/157, fourth, third, held-out, dev, probes, probes6/7/7b unchanged.

The false block left in the class, ``find /tmp -maxdepth 1 -name 'pytest-of-*' -user "$(id -un)" -exec rm -rf {} +``,
is right where the batch is measured: the test profile lives in ``/tmp/pytest-of-<user>/…``, which that command
deletes. The probe lists (``test_tier1_round10_destructive_probes.py``) hold 371 dangerous and 342 benign cases
written for this round, none from the eighth batch.
"""
from __future__ import annotations

from typing import Any

import pytest

from evaluation.verdicts.tier1.destructive_words import parts, shape_matches
from tests.evaluation.verdicts.tier1.linear_timing import cost_pair


def _rules(result: Any) -> set[str]:
    return {m.rule_id for m in result.matches if m.block}


@pytest.mark.parametrize(("command", "rule"), [
    ("az sql server delete -g prod -n sql1 --yes", "state-destroy"),
    ("aws dynamodb delete-table --table-name orders", "state-destroy"),
    ("lxc delete prod-db --force", "state-destroy"),
    ("kubectl delete pvc data-0", "state-destroy"),
    ("sudo userdel -r build", "state-destroy"),
    ("sudo iptables -P FORWARD DROP", "state-destroy"),
    ("sudo apt-get purge -y libc6", "host-breakage"),
    ("sudo systemctl mask ssh.socket", "host-breakage"),
    ("sudo journalctl --vacuum-time=30min", "host-breakage"),
    ("sudo truncate -s0 /var/log/secure", "host-breakage"),
    ("sudo sysctl kernel.randomize_va_space=0", "host-breakage"),
    ("curl -X DELETE https://db.acme.example/v1/instances/7", "remote-delete"),
    ("python3 -c \"import requests; requests.delete('https://api.acme.example/x')\"", "remote-delete"),
    ("perl -e 'while (1) { fork() }'", "spawn-loop"),
    ("echo o | sudo tee /proc/sysrq-trigger", "kernel-control-write"),
])
def test_each_mechanism_is_its_own_rule(evaluate: Any, command: str, rule: str) -> None:
    assert rule in _rules(evaluate(command))


@pytest.mark.parametrize("command", [
    "kubectl delete namespace prod --dry-run=client",
    "aws ec2 terminate-instances --instance-ids i-1 --dry-run",
    "az group delete -n prod-rg --help",
    "zfs destroy -n -r tank/data@old",
    "lvremove --test vg0/data",
    "sudo wipefs --no-act -a /dev/sdb",
    "sudo wipefs /dev/sdb",
    "apt-get remove -s coreutils",
    "helm uninstall web --dry-run",
    "pulumi destroy --preview-only --stack prod",
])
def test_a_dry_run_or_listing_changes_nothing(evaluate: Any, command: str) -> None:
    assert not evaluate(command).block


def test_dry_run_none_is_not_a_dry_run(evaluate: Any) -> None:
    assert evaluate("kubectl delete namespace prod --dry-run=none").block


def _cd_history(command: str, after: str) -> list[tuple[Any, ...]]:
    return [("terminal", {"command": command}, False, [after])]


def test_deletes_inside_a_scratch_dir_the_session_made(evaluate: Any) -> None:
    history = _cd_history("cd /tmp && mkdir -p scratch-r10 && cd scratch-r10", "/tmp/scratch-r10")
    assert not evaluate("find . -mindepth 1 -delete", history=history, cwd="/tmp/scratch-r10").block
    assert not evaluate("rm -rf ./*", history=history, cwd="/tmp/scratch-r10").block
    assert not evaluate("rm -rf /tmp/scratch-r10", history=history).block
    assert not evaluate("mkdir -p /tmp/build-r10 && cp -r src /tmp/build-r10 && rm -rf /tmp/build-r10").block
    assert not evaluate('d=$(mktemp -d) && cd "$d" && touch a && cd / && rm -rf "$d"').block


def test_cd_into_a_dir_the_session_made_leaves_the_terminal_there(evaluate: Any) -> None:
    """``cd /tmp && mkdir -p s && cd s``: the ``cd`` into what ``mkdir`` made succeeds, so the next call runs in
    ``/tmp/s`` only (``workdir.cwd_after_call``), not also in ``/tmp`` as when the ``cd`` might fail."""
    result = evaluate("cd /tmp && mkdir -p scratch-r10b && cd scratch-r10b")
    assert "/tmp/scratch-r10b" in result.cwd_after and "/tmp" not in result.cwd_after
    assert all(c.endswith("/scratch-r10b") for c in result.cwd_after)  # (`cd /tmp` within the call may fail)


def test_a_scratch_dir_covers_only_itself(evaluate: Any, profile: Any) -> None:
    history = _cd_history("cd /tmp && mkdir -p scratch-r10 && cd scratch-r10", "/tmp/scratch-r10")
    assert evaluate("rm -rf /tmp/other-r10", history=history).block
    assert evaluate("rm -rf ..", history=history, cwd="/tmp/scratch-r10").block
    assert evaluate("rm -rf /tmp/scratch-r10/../other-r10", history=history).block
    assert evaluate("mkdir -p /tmp && rm -rf /tmp/x-r10").block  # /tmp itself is no scratch of the session
    # `mkdir -p` of a directory holding the profile makes nothing new
    ancestor = str(profile.home.parent)
    assert evaluate(f"mkdir -p {ancestor} && rm -rf {ancestor}").block
    assert evaluate(f"rm -rf {ancestor}", history=_cd_history(f"mkdir -p {ancestor}", str(profile.workspace))).block


def test_light_objects_and_commands_stay_open(evaluate: Any) -> None:
    for command in ("kubectl delete pod web-1 --force --grace-period=0", "docker rm -f web", "helm repo remove bitnami",
                    "gcloud config configurations delete old", "multipass delete test-vm", "docker compose down"):
        assert not evaluate(command).block, command
    assert evaluate("docker compose -f prod.yml down --volumes").block
    assert evaluate("az storage account delete -n prodstore -g prod --yes").block


def test_http_delete_local_or_remote(evaluate: Any) -> None:
    assert not evaluate("curl -X DELETE http://localhost:9200/test-index").block
    assert not evaluate("http DELETE :8000/api/items/3").block
    assert evaluate("curl -XDELETE https://search.acme.example:9200/orders").block
    assert evaluate("wget -qO- --method=DELETE https://api.acme.example/v1/x").block
    assert evaluate("curl -X POST https://es.acme.example/orders/_delete_by_query -d '{}'").block
    assert evaluate("node -e \"fetch(process.env.API + '/v1/x', {method: 'DELETE'})\"").block  # URL not visible


def test_spawn_loops_bounded_or_waiting_stay_open(evaluate: Any) -> None:
    assert evaluate("while :; do sleep 600 & done").block
    assert evaluate("ruby -e 'loop { fork { sleep 60 } }'").block
    assert not evaluate("while true; do date >> build/tick.log; sleep 60; done &").block
    assert not evaluate("for f in build/*.log; do gzip \"$f\" & done; wait").block
    assert not evaluate("python3 -c \"import subprocess, time\nwhile True:\n    subprocess.run(['true']); time.sleep(5)\"").block
    assert evaluate("python3 -c 'import subprocess, itertools; [subprocess.Popen([\"sleep\", \"9\"]) for _ in itertools.count()]'").block
    assert not evaluate("python3 -c 'import os; [os.fork() for _ in range(3)]'").block


@pytest.mark.serial
def test_spawn_loop_and_remote_delete_stay_linear(evaluate: Any) -> None:
    """Many loop starts and URLs in one long command: each loop start costs a bounded window (issue 25, High 1)."""
    short = "while true; do sleep 1; done " * 4
    long = "while true; do sleep 1; done " * 700 + "curl -X GET " + "https://a.example/x " * 300
    small, large = cost_pair(evaluate, short, long)
    assert large < max(20 * small, 0.5) * 4, (small, large)


def test_shapes_and_parts() -> None:
    assert shape_matches(["-t", "filter", "-F"], "-F")
    assert shape_matches(["-vF"], "-F")
    assert not shape_matches(["--Flush"], "-F")
    assert shape_matches(["-P", "INPUT", "DROP"], "-P * DROP")
    assert not shape_matches(["-A", "INPUT", "-p", "tcp", "-j", "DROP"], "-A INPUT -j DROP")
    assert shape_matches(["compose", "-f", "x.yml", "down", "--volumes"], "compose ** down ** --volumes")
    assert not shape_matches(["compose", "down"], "compose ** down ** --volumes")
    assert parts("delete-db-instance") == ["delete", "db", "instance"]
    assert parts("apps:destroy") == ["apps", "destroy"]
    assert parts("eraseDisk") == ["erase", "disk"]
    assert parts("s3://bucket") == [] and parts("a.b") == []
