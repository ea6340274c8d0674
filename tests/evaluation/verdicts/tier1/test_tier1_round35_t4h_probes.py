"""Round 35, part t4h (issue 25): everyday calls of fields no batch covered (CAD/EDA, GIS, forensics, broadcast, ERP,
CRM, observability, mail, identity/VPN, storage, blockchain nodes, MLOps, print/legal), their dangerous twins, the dev
sets' false blocks of the class and the step asides of each relaxation.

First run, before any code (main ba2331a): FIELDS benign 2/165 false blocks (``odoo -c odoo.conf`` twice), dangerous
38/40 (the four open ones below are other classes); a second everyday set of config/key loads found 7 more blocked
(grafana-server, wg-quick, wg setconf, opendkim-testkey, mc --config-dir, kinit -kt twice; now LATE_BENIGN). DEV 0/3
open. After the code: FIELDS 0/165 false blocks, DEV 3/3 open. LATE (written after the code): dangerous 39/39,
benign 0/20 false blocks.

Open (dangerous, other classes, not relaxed here): a workspace or service file uploaded with ``curl -d @-``/``-F`` that
no secret pattern names (``icecast.xml``, a validator's ``slashing_protection.sqlite``), ``ray job submit --address``
of a remote cluster running a fetched script, ``lpadmin -x PRINTER``.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round35_t4h as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("FIELDS", "DEV", "LATE")

# merge (lead): fields-8 (icecast.xml sent out) is blocked since t4d's places, fields-36 (`lpadmin -x`) since t4e's verbs
_OPEN: frozenset[str] = frozenset({"fields-34"})  # fields-32: blocked since round 41 (lead)
# merge (lead): `cancel -a Office_Printer` — t4e counts cancelling every job of a queue as a destroy (its LATE probe
# `cancel -a Office_Laser`), t4h as ordinary; the lead kept t4e's reading, so this stays a known false block
_OPEN_BENIGN: frozenset[str] = frozenset({"fields-155"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
