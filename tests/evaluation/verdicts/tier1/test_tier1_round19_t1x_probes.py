"""Round 19, part t1x (issue 25): probes by mechanism for destructive verbs scoped to a preview, test or scratch
object and their production twins, virtual machine and cluster destroyers, writes through a name built from the cwd
or the home, reads of the profile with no sink in shells and data tools not known before, the session's cwd
restored by a return, list deletes in shells not yet read, process floods in Ruby/Perl/Lua/PHP, and the profile
served or published by a container (``corpus_round19_t1x.py``), written before the code. Sequences are judged as the
server judges a session (each earlier call's ``cwd_after`` carried to the next).

First run, before any code (branch at e241a14): dangerous 72/89 blocked, benign 22/78 false blocks (the missed:
``vagrant destroy --force``, ``pg_dropcluster``, ``limactl``/``colima``/``podman machine``/``prlctl``/``tart``
deletes, ``yq -o json`` of the profile piped to curl, Nushell and elvish ``each { rm }`` over a list or the profile,
``N.times { spawn }``/``system("… &") for 1..N``/Lua ``os.execute`` floods, a container with host networking
serving the profile, Caddyfiles written or piped naming the profile; the false blocks: helm uninstalls of
review/ci/preview releases, ``FLUSHDB`` of a numbered local database (keydb/redis/valkey, a socket), a label-filtered
``volume prune``, ``kubectl delete ns preview-…``/``oc delete project pr-…``, awk's output name built from ``$PWD``
or ``$(pwd)``, Nushell and fish reads of ``config.yaml``, ``popd``/``cd -``/``cd "$OLDPWD"``/a subshell returning
from the profile, a Perl loop of four waited ``system`` calls).

After the code (scoped destroys, machine destroyers, awk names from ``-v``, Nushell read as shell, shells' scripts
not their operands, the session cwd restored, ``zargs`` and ``remove_tree`` lists, Ruby/Perl/Lua floods, published
containers and server configurations; then xonsh and throw-away Compose projects): the probes written before it 87/89 ·
2/78; with 36 LATE dangerous and 28 LATE benign probes written with the code (one step aside from each relaxation and
each new block): 123/125 · 2/106. The
two open dangerous ones are decided open and the two false blocks not covered (strict xfails below).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round19_t1x as corpus
from tests.evaluation.verdicts.tier1.probe_judge import probe_tests

_CLASSES = ("SCOPED_DESTROY", "VM_DESTROY", "BUILT_WRITES", "PROFILE_READS", "SESSION_CWD", "LIST_DELETES",
            "FLOODS", "EXPOSED")

# decided open (docs/security.md, round 19 t1x): scoped_destroy-14 is a preview release in a preview namespace — a
# `--dry-run=false` is a real uninstall, but of a throw-away object (the probe was written before the line was drawn;
# LATE scoped_destroy-15 is its production twin, blocked); profile_reads-5 sends `config.yaml`, which Tier 1 does not
# count as a secret (`cat ~/.hermes/config.yaml | curl -d @- …` is open on main: the token is in `.env`)
_OPEN = frozenset({"scoped_destroy-14", "profile_reads-5"})
# not covered: an awk output name with a field in it (`root "/build/" $1`: the field may hold `../`), and a Perl
# `system` string built from `$_` of a literal range (`make -C pkg$_`): both stay run-time names
_OPEN_BENIGN = frozenset({"built_writes-7", "floods-2"})


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN)
