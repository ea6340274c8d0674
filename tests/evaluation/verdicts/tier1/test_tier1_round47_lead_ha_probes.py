"""Round 47, lead's helper ha: probes in ``corpus_round47_lead_ha.py`` (see its docstring).

Before (main bd3066ea): WAVE dangerous 0/9 blocked, benign 1/11 false blocks (wave-8, below); FIELDS 5/16 · 0/15;
LATE 4/12 · 0/13.
After (:mod:`named_keys`, keys and logins by NAME anywhere, wired into ``place_secrets.place_secret`` so the own-host
relaxation applies; ``hython``/``mayapy``/``pvpython``… read as ``python`` in ``options._IMPLEMENTATIONS``):
WAVE 9/9 · 1/11, FIELDS 16/16 · 0/15, LATE 12/12 · 0/13 (LATE was written after the code; none needed a change).
Left blocked on purpose (strict xfail): wave-8, ``python3 -c`` whose code reads a secret-named ``os.environ[…]`` and
calls ``urlopen`` of the org's OWN host — blocked at main already (the interpreter-environment rule judges any host);
a credential sent to its own service is helper hb's shape this round.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round47_lead_ha as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")
_OPEN_BENIGN = {
    "wave-8": "blocked at main too: interpreter code reading a secret-named os.environ[...] and making a network call "
              "is judged for any host (a credential to its own service is r47 hb's shape)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, open_benign=_OPEN_BENIGN)
