"""Round 20, part t1z (issue 25): probes by mechanism for the five false-block classes of the dev batches — syntax
checks fed on stdin, metadata reads of the profile in programs not yet known, names decoded from literals, names built
from the cwd, files the session wrote whose content is inert (``corpus_round20_t1z.py``), written before the code.

First run, before any code (branch at 60a2339): dangerous 31/32 blocked, benign 35/56 false blocks (stdin_checks
8/8 · 12/12, metadata_reads 9/9 · 11/20, decoded_names 6/6 · 5/8, cwd_names 5/5 · 3/10, inert_files 3/4 · 3/6).
After the code (t1z): 31/32 · 2/56. With the LATE probes added with the code (one step aside of each relaxation: a
hash beside a write, lua os.execute/system, zipfile -c, gio copy, rclone sync, ENVIRON["HOME"], cwd + '/../.hermes',
a profile cwd, rustc-env LD_PRELOAD/RUSTC_WRAPPER, a key also sent as payload, home + '/' + name, aws s3 cp in ~/.aws;
and open twins: xxh64sum, rclone lsf, read-then-length, Deno.cwd, a user's own kubeconfig, ssh -i, curl --cert,
subcommands in a credential cwd): 55/60 · 2/72. Open (strict xfails): five dangerous open before the code too, two
benign (a for header over a profile glob).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round20_t1z as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("STDIN_CHECKS", "METADATA_READS", "DECODED_NAMES", "CWD_NAMES", "INERT_FILES")

# open before this round's code as well (not made open by a relaxation; measured with the code stashed): the
# profile's root as a workdir for `python3 -m tarfile -e` (its memory/ is protected, the root's new files are not),
# `chezmoi apply --force` (writes the whole home from chezmoi's source state: a tool Tier 1 does not model),
# `gcloud config configurations activate` in ~/.config/gcloud (gcloud's own state, not the agent's profile)
# `aws s3 cp credentials s3://…` with ~/.aws as workdir (a credential named by a bare word in its own directory) and
# `inert_files-2` (a JSON the session wrote naming the profile, read by Node: t2a's class this round) also
_OPEN: frozenset[str] = frozenset({"metadata_reads-15", "metadata_reads-16", "metadata_reads-19", "metadata_reads-20",
                                   "inert_files-2"})
# round 25 (t2o): a `for` header over a glob of the profile is a binding (loop_words): its body is judged with the
# variable standing for every word, so these reader bodies are open and `echo x > $f` through it is blocked
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
