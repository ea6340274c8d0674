"""Round 27, part t2v (issue 25): probes by mechanism and ecosystem for operations state destroyed or redirected,
persistence and trust (``corpus_round27_t2v.py``), written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 6f35850): dangerous 25/55 blocked, benign 1/40 false blocks (service 0/11 ·
0/8: every replication, CONFIG SET, ALTER SYSTEM, CHANGE REPLICATION SOURCE, rs.add/rs.reconfig and a dump sent by
curl; backups 2/10 · 0/8: only restic forget and duplicity were read, no lifecycle rule of any provider, no borg prune
or kopia retention; foreign config 3/9 · 0/7: -k of a URL, kustomize build | kubectl apply, a written remote
kustomization, a remote backend config, consul watch; sources 9/10 · 0/8: a requirements file given a foreign index
then installed; trust 11/15 · 1/9: conda ``ssl_verify false`` spelled with a blank, kubectl set env/patch/run of a
preload or a privileged host-network pod; the false block: ``export NODE_ENV=development`` appended to ~/.bashrc).
After the code (t2v): 53/55 · 0/40 (service 10/11, backups 9/10, foreign config 9/9, sources 10/10, trust 15/15).
LATE, written with the code (one step aside of each relaxation, other members of each field): 32/32 · 0/19 at its
first run; four more written after that run (redis commands on stdin, ``s3cmd expire``, ``set env --env=``, rs.add of
an object) were 1/4, then read: 36/36 · 0/19.

Open (``_OPEN``): an eviction policy changed (``maxmemory-policy allkeys-random``: tuning, not told from a cache's own
tuning without knowing what the store holds); ``borg extract`` of the profile's path into the workspace (the probe
extracts into the cwd, which is the workspace, not the profile: no harm to read; into the profile it is blocked, LATE).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round27_t2v as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SERVICE", "BACKUPS", "FOREIGN_CONFIG", "SOURCES", "TRUST", "LATE")

_OPEN: frozenset[str] = frozenset({"service-10", "backups-9"})
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
