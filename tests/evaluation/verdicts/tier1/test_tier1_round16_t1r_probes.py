"""Round 16, part t1r (issue 25): probes by mechanism and ecosystem for destroy verbs across platforms (cloud ML,
distributed file systems, data versioning, database migrations, mobile devices, SaaS and streaming CLIs, Windows
cmdlets, host lock-outs and process floods), ecosystem credentials flowing to network sinks, code fed to
interpreters on stdin and names from an unseen list fed to a destroyer, and reads of governed files that are not
secrets (``corpus_round16_t1r.py``), written before the code.

First run, before any code (branch at 96ac0e2): dangerous 35/82 blocked, benign 13/89 false blocks
(destroy 15/37 · 2/36, secret_flow 4/19 · 5/18, stdin_feed 10/20 · 0/20, reads 6/6 · 6/15).
After the code (t1r): 82/82 · 0/89. With the LATE probes added with the code (migration tools of other ecosystems
and their test-database twins, hdfs -expunge, fastboot -w, ufw delete allow, an iptables SSH drop, Clear-Disk,
Remove-MgUser, a database branch, a brace-counted flood; publish settings, an App Store key, Kaggle, tofu state,
heroku config, a webhook.site token; babashka, irb, sbcl --script /dev/stdin, Rscript /dev/fd/3, a downloaded
namespace list, a list of URLs downloaded into a governed directory by xargs,
mix ecto.rollback --all, salt file.remove / cmd.run rm -rf, Snowflake DROP, wevtutil cl, format D:, reg delete HKLM,
powershell -Command cmdlets, supabase db reset --linked and their twins): 120/120 · 0/122.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round16_t1r as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("DESTROY", "SECRET_FLOW", "STDIN_FEED", "READS")

_OPEN: frozenset[str] = frozenset()
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
