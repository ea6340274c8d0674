"""Round 21, part t2e (issue 25): probes by mechanism and ecosystem for destroyers fed a list, remote state destroyed
by an import, production workloads changed, secrets out (container env, staged secrets, socket and FTP APIs, lookups,
build secrets) and a profile file written from a container (``corpus_round21_t2e.py``), written before the code.

First run, before any code (branch at 5bdc02e): dangerous 40/84 blocked, benign 2/53 false blocks
(listed 9/14 · 0/7, remote 1/6 · 1/6, production 4/10 · 0/8, container env 1/10 · 0/6, staged 6/12 · 0/6, sockets
11/12 · 0/7, lookups 1/6 · 1/5, build secret 1/4 · 0/3, container copy 5/10 · 0/5). The two false blocks were there
before this round: ``pg_restore --clean -h localhost -d scratch`` and a written playbook of one debug task run.
After the code: 80/84 · 1/53 (the pg_restore false block open by a loopback scratch restore); with LATE probes one step
aside of that relaxation (a loopback restore of a non-scratch database, a scratch name on a remote or unnamed host, two
hosts) and its open twins: 85/89 · 1/56. Open: four dangerous and one benign (``_OPEN``, ``_OPEN_BENIGN``).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round21_t2e as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("LISTED", "REMOTE", "PRODUCTION", "CONTAINER_ENV", "STAGED", "SOCKETS", "LOOKUPS", "BUILD_SECRET",
            "CONTAINER_COPY")

# decided open or not reached (docs/security.md round 21, t2e); round 41 (lead fb): listed-11 (`parallel kubectl delete -n
# ledger {}` of a listing) is blocked now (a namespace scopes a fed destroy only when named non-production). Was: GNU
# parallel's command is parsed as a nested script that
# loses its pipeline, so a listing piped into `parallel kubectl delete {}` is not linked to it (listed-11); three
# sequences whose first call is a bare `cd` into a secret directory or the profile (staged-9, container_copy-8,
# container_copy-9): this judge does not carry the session's cwd to the next call, the API path does
# (pipeline.session_cwd re-judges a cwd-sensitive call in the stored cwd), and each is blocked when the call is judged
# in that cwd
_OPEN: frozenset[str] = frozenset({"staged-9", "container_copy-8", "container_copy-9"})
# a pre-existing false block, not this round's mechanisms: a written playbook of one debug task run (run-written-code);
# `pg_restore --clean -h localhost -d scratch` (remote-5), also there before, is open since destructive's loopback
# scratch restore (scoped_destroy._loopback_restore)
_OPEN_BENIGN: frozenset[str] = frozenset({"lookups-4"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
