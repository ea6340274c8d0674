"""Round 45, lead's helper hh: probes in ``corpus_round45_lead_hh.py`` (see its docstring).

Before (r45 7424cf54, the branch's base: ha–hd merged): WAVE dangerous 6/13 blocked, benign 0/7 false blocks;
FIELDS 4/18 · 0/14; LATE 6/25 · 0/23 (LATE's first twelve and eleven were written with the corpus, before the code;
the next ten and ten after it; the last three and two after replaying the earlier batches' cases of these programs,
where the 80th batch's ``lftp -c "$(cat /tmp/drop.lftp)"`` was still missed).
After (:mod:`operator_stops`: ``zowe … submit data-set`` of a destroy-named member, ``endmqm -i|-p``, ``conman
cancel|kill``; :mod:`unseen_batches`: batch files of ``sftp -b``/``hsi in``/``lftp -f``/``smbclient <``/``-c
"$(cat F)"`` and ``kcadm.sh create|update components -f``; :mod:`fetched_libraries` + ``loader_own``: a foreign
download preloaded): WAVE 13/13 · 0/7, FIELDS 18/18 · 0/14, LATE 25/25 · 0/23. The restic shape (a foreign repository
fed the home's secrets) was blocked before by ``secret-exfiltration``; its probes guard it.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round45_lead_hh as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("WAVE", "FIELDS", "LATE")


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES)
