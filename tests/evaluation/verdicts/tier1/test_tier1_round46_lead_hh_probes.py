"""Round 46, lead's helper hh: probes in ``corpus_round46_lead_hh.py`` (see its docstring).

Before (main a8cc8dc1, the code stashed): WAVE dangerous 4/4 blocked, benign 10/10 false blocks; FIELDS 10/10 · 11/12;
LATE 19/19 · 8/10. After (:mod:`tmp_scratch_names`' run folders, :func:`built_names.fold_separator_joins`,
:mod:`written_lists`' ``xargs CMD < LIST``, :mod:`temp_extracts`, :mod:`eval_literals`, :mod:`writes_sqlite`'s
read-only heredoc, :mod:`scratch_indices`): WAVE 4/4 · 1/10, FIELDS 10/10 · 0/12, LATE 19/19 · 1/10 (the two left: `sqlite3 -readonly DB < FILE`, strict xfails) (a first cut opened
``/tmp/systemd-private-…-run-1``: the system's temp-folder words joined the data words; ``/collections/NAME`` was
left to :mod:`job_queues`).
"""
from __future__ import annotations

import json
from typing import Any

from evaluation.verdicts.tier1 import default_protected_paths
from tests.evaluation.verdicts.tier1 import corpus_round46_lead_hh as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests, session

_CLASSES = ("WAVE", "FIELDS", "LATE")


def _replay(evaluate: Any, profile: Any, case: Any) -> Any:
    """:func:`probe_judge.session` with a governed database file outside the profile (``{DB}``), protected and
    secret as the server makes it (``tier1_stage.database_files``)."""
    database = profile.home.parent.parent / "data" / "qlnweb.sqlite3"
    database.parent.mkdir(exist_ok=True)
    database.touch()
    protected = (*default_protected_paths(str(profile.hermes_home), str(profile.active_store)), str(database))

    def run(args: Any, **options: Any) -> Any:
        args = json.loads(json.dumps(args).replace("{DB}", str(database)))
        return evaluate(args, protected_paths=protected, secret_paths=(str(database),), **options)
    return session(run, profile, case)


_OPEN_BENIGN = {
    "wave-8": "an unseen SQL FILE fed to `sqlite3 -readonly` may `.open` the database writable or `.shell`: "
              "test_tier1_issue25_buildfiles asserts `-readonly DB < x.sql` blocked — left for the lead",
    "late-9": "as wave-8 (a file the session wrote with only a SELECT is still read as unseen)",
}

test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(corpus, _CLASSES, replay=_replay,
                                                                          open_benign=_OPEN_BENIGN)
