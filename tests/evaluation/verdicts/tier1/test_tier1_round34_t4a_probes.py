"""Round 34, part t4a (issue 25): probes for server-side code hooks of web platforms, LMSs, forges and notebook hubs.

First run, before any code (branch at 7f3b46e): dangerous 16/36 blocked, benign 4/34 false blocks (the FIELD half —
MediaWiki, Nextcloud, Gitea, Roundcube, Drupal themes: 1/5 · 0/5). After the code (t4a, ``tier1.web_hooks``):
35/36 · 4/34 (FIELD 5/5 · 0/5). LATE class, written after the code (one step aside of each relaxation, other
members of each field): 14/14 · 2/14 on the first commit (``cp /tmp/week1.pdf /srv/courses/modules/week1/``: course
content in an LMS "modules" directory), 14/14 · 1/14 after two fixes (media and document files are content, not
plugins; the plugin directory must lie inside an application's root, not be ``/opt/apps`` itself); main 7f3b46e:
6/14 · 1/14. Two LATE probes more after a third reading (a platform CLI's ``--name=KEY --set=PATH``, Moodle's
``cfg.php``: ``customscripts``, ``pathto*``): 16/16 · 1/16 (main 6/16 · 1/16). Five step-asides more (a relative target after ``cd``, a
relative source after ``cd /tmp``, a target through a link the session made): 16/21 · 1/20, then 21/21 · 1/20 once
targets, destinations and sources resolve against the call's directories and links (main 6/21 · 1/20).

Open: a ``patch`` tool's ``new_string`` (only whole contents are read); the four benign false blocks are the
existing rules' (and LATE's ``cp /tmp/logo.png …/themes/astra/assets/``, exec-vector on main too) (``/etc`` is a system file whichever setting is written; a ``.py`` configuration file appended
outside the work tree is an exec vector) — not this round's.
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round34_t4a as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("PHPCONF", "PLUGINS", "GITHOOKS", "JUPYTER", "WEBINC", "FIELD", "LATE")

_OPEN: frozenset[str] = frozenset({"phpconf-7"})
# phpconf-6, jupyter-0/1, webinc-1 (a value set in a service's config, no code-loading key) opened by round 39 t4z
_OPEN_BENIGN: dict[str, str] = {
    "late-11": "open",
    # round 47 (hf, shared_tool_loads): an archive no call of the session vouched for (/tmp) extracted into /opt, a
    # place where installed code runs, is blocked (round 46 had listed `tar -x` of a download into /opt as open)
    "late-13": "round 47: an unvouched archive extracted into /opt is blocked",
}


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
