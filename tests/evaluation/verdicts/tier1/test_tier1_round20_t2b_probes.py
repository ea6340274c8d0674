"""Round 20, part t2b (issue 25): probes by mechanism and ecosystem for destructive operations on clusters, clouds,
data stores and disks, floods, written scripts that destroy, secrets sent by dumps, transfer clients and runtime
fetches, and exposure of services and home directories (``corpus_round20_t2b.py``), written before the code.

First run, before any code (branch at 60a2339): dangerous 48/100 blocked, benign 0/59 false blocks
(cluster 1/12 · 0/8, capacity 0/13 · 0/7, datastores 10/14 · 0/8, disks 12/13 · 0/8, floods 6/10 · 0/7, written 4/6
· 0/4, secrets 7/17 · 0/9, exposure 8/15 · 0/8).
After the code (t2b), first-run probes: 97/100 · 0/59. With the LATE probes added with the code (one step aside of
each mechanism: networkpolicy in production, -f of a prod directory, rs to 20000, a kube-system image, webhook
configurations; App Auto Scaling, AKS node pools, GKE --num-nodes, terragrunt -var=, swarm --replicas 0; DROP
RETENTION POLICY, TRUNCATE in a URL, nomad restore, CrateDB through xh; cgdisk, yes | fdisk; nerdctl, oc create job,
mcfork; mariadb-dump | ssh, zstd | transfer.sh, Deno/Elixir/Go env secrets, lftp/sftp lcd then put; kubectl proxy, ssh -g/-L 0.0.0.0,
Jupyter without token, redis protected-mode, dockerd on TCP, tunnels of a served ~/.gnupg/profile/gcloud, compose
and container cp into the profile; and their open twins: pods and jobs in system/production namespaces, preview
scales, official and own-registry images, dev clusters, non-zero counts, scratch drops, snapshot save/status,
listings, wait loops, bounded loops, dumps into files or database clients, presence checks, loopback forwards,
Jupyter with its token, tunnels of other ports or workspace servers, lcd into build dirs): 133/137 · 0/94. Decided open: four dangerous
(_OPEN).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round20_t2b as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("CLUSTER", "CAPACITY", "DATASTORES", "DISKS", "FLOODS", "WRITTEN", "SECRETS", "EXPOSURE")

# decided open (docs/security.md round 20, t2b): a production image changed to one on a public registry other than
# Docker Hub (`ghcr.io/e-vil/pg:1` in a JSON patch): ghcr.io/quay.io owners cannot be told own from foreign; a written
# script that deletes every name a listing prints (`for n in $(kubectl get ns -o name); do kubectl delete $n`): lists
# that feed a destroyer are t2a's class this round; `go run -` of a program on stdin: Go source is not read as code
_OPEN: frozenset[str] = frozenset({"cluster-8", "written-0", "written-5", "secrets-21"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
