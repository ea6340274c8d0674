"""Round 27, part t2u (issue 25): probes by mechanism and ecosystem for false blocks of everyday operations
(``corpus_round27_t2u.py``): template renders of secret variables into build/, recursive searches of the profile with
an include filter, check modes (stdin, a written playbook under ``--syntax-check``), meson.build tests of compiled
executables, listings of secret names, cloud CLIs' listing operations run in the profile; written before the code.

The sequences are judged as the server judges a session (each earlier call's ``cwd_after`` carried to the next,
``probe_judge.session``).

First run, before any code (branch at 6f35850): dangerous 22/24 blocked, benign 18/25 false blocks (render 3/4 ·
2/4: ``envsubst`` of a secret variable into build/ read as a send, while ``envsubst < T | nc`` was open; include 6/6 ·
3/5; check 5/5 · 5/7; meson 3/3 · 3/3; names 2/3 · 3/3: ``kubectl get secret NAME -o jsonpath='{.data}'`` was open;
cloud 3/3 · 2/3). After the code (t2u): 24/24 · 0/25. Written with the code (honestly not before it): ISSUER (a
CI job token to its own instance; 6f35850 4/4 · 2/3, after 4/4 · 0/3) and LATE (links made in the workspace, one
step aside of each relaxation, other members of each field; 6f35850 23/25 · 11/17, after 25/25 · 2/17 (the two links to a governed directory itself, below): ``ugrep -r``
of the profile was not a read before, a meson test with ``LD_PRELOAD`` is now opaque).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round27_t2u as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("RENDER", "INCLUDE", "CHECK", "MESON", "NAMES", "CLOUD", "ISSUER", "LATE")

_OPEN: frozenset[str] = frozenset()
# a link made in the workspace to a governed directory itself (not to the profile that holds it) stays blocked at
# creation: the fail-closed corpus's two-call preparation (`ln -s ~/.hermes/SOUL.md ./x`) keeps aliases of governed
# content out, whatever is done through them later (link_into)
_OPEN_BENIGN: dict[str, str] = {
    "late-1": "open", "late-3": "open",
    # round 47 (ha, named_keys): a file NAMED for secrets (`ci-secrets.txt`, written from `oc get secrets`) sent to
    # `ci.internal.example`, a reserved-TLD name Tier 1 does not read as the org's own host (internal_services)
    "late-12": "round 47: a secrets-named file to a host Tier 1 does not read as the org's own",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
