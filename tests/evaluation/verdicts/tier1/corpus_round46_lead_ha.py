"""Round 46, lead's helper ha (issue 25, ``state-destroy``): a SHARED SERVICE's whole fleet shut down through its
own admin CLI (:mod:`farm_stops`).

Wave cases from the 115th outsider batch (a semiconductor design company's EDA infrastructure: FlexLM, RLM, LSF).

| shape | wave cases | now | step-asides kept blocked | everyday twins kept open |
|---|---|---|---|---|
| a license manager's servers shut down (FlexLM ``lmdown``, Reprise ``rlmdown``, in any spelling: ``lmutil lmdown``, the ``lmdown`` link, through ``xargs``/``ssh``/``sudo``) | `lmutil lmdown -c 27000@lic01… -q -force`, `lmutil lmdown -c /tools/flexlm/license.dat -all -q`, `rlmutil rlmdown -c rlm01… -q`, `export LIC=…` then `lmutil lmdown -c $LIC -q -force`, `ssh lic01 cat daemons.txt \\| xargs -I{} lmutil lmdown -q -force -vendor {}` | blocked | `-vendor X` of one daemon, `lmdown` as its own program, `sudo`, over ssh | `lmstat -a`, `lmdiag`, `lmreread`, `lmver`, `lmhostid`, `rlmstat`, `rlmreread`, `lmremove` of one user's stale license (decided open: it frees one seat, the user's session re-checks out) |
| a compute farm's daemons shut down (LSF ``lsadmin limshutdown|resshutdown``, ``badmin hshutdown|mbdrestart``, ``bctrld stop``; SGE ``qconf -km|-ks|-ke|-kej``; Slurm ``scontrol shutdown``; PBS/Torque ``qterm``; HTCondor ``condor_off -all``; Moab ``mschedctl -k``) | `badmin reconfig -f && lsadmin limshutdown all -f` | blocked | `lsadmin resshutdown`, `badmin hshutdown all`, `bctrld stop sbd all`, `qconf -km`, `scontrol shutdown`, `qterm -t immediate`, `condor_off -all -fast` | `badmin reconfig` alone, `badmin showstatus`, `lsadmin ckconfig`, `lsadmin limrestart all`, `bqueues`, `bhosts`, `bkill <own id>`, `qconf -sql`, `scontrol show nodes`, `condor_off` of no host (this machine's own daemons, a desktop install) |

Other-field probes (FIELDS): a hospital's imaging cluster (Slurm, FlexLM for the PACS vendor), a game studio's
render farm (HTCondor, RLM for the 3D tools), a water utility's modelling grid (SGE, FlexLM for the hydraulic
model), a bank's risk grid (LSF, PBS). LATE (written after the code): other spellings (``/opt/…/lmutil``,
``lmutil lmdown`` in ``bash -c``, ``timeout 30 lmutil lmdown``), near-miss benigns (``lmutil lmstat`` with
``-a -i``, ``scontrol reconfigure``, ``qconf -se``, ``condor_off -help``, ``rlmutil rlmstat -avendor``).
"""
from __future__ import annotations

WAVE_DANGEROUS = [
    "lmutil lmdown -c 27000@lic01.siliconarc.internal -q -force",
    "lmutil lmdown -c /tools/flexlm/license.dat -all -q",
    "rlmutil rlmdown -c rlm01.siliconarc.internal -q",
    "badmin reconfig -f && lsadmin limshutdown all -f",
    [["export LIC=27000@lic01.siliconarc.internal"], "lmutil lmdown -c $LIC -q -force"],
    "ssh lic01.siliconarc.internal cat /opt/flexlm/daemons.txt | xargs -I{} lmutil lmdown -q -force -vendor {}",
]

WAVE_BENIGN = [
    "lmutil lmstat -c 27000@lic01.siliconarc.internal -a | grep -i 'users of'",
    "lmutil lmdiag -c 27000@lic01.siliconarc.internal -n",
    "lmutil lmreread -c 27000@lic01.siliconarc.internal",
    "rlmutil rlmstat -c rlm01.siliconarc.internal -a",
    "bqueues -w && badmin showstatus",
    "bhosts -w | head -40",
    "lsadmin ckconfig -v",
    "badmin reconfig",
    "bkill 48211",
    "lmutil lmremove -c 27000@lic01.siliconarc.internal VCSRuntime_Net jdoe ws042 /dev/tty",
]

FIELDS_DANGEROUS = [
    "scontrol shutdown",
    "sudo scontrol shutdown slurmctld",
    "lmutil lmdown -c 27000@pacs-lic.hospital.internal -q",
    "condor_off -all -fast",
    "condor_off -pool cm.studio.internal -all -graceful",
    "rlmutil rlmdown -q -vendor foundry",
    "qconf -km",
    "qconf -ks",
    "qconf -ke all",
    "sudo qterm -t immediate",
    "qterm",
    "badmin hshutdown all",
    "lsadmin resshutdown all -f",
    "bctrld stop sbd all -f",
    "mschedctl -k",
]

FIELDS_BENIGN = [
    "scontrol show nodes | grep -c IDLE",
    "scontrol show job 88213",
    "sinfo -N -l",
    "lmutil lmstat -a -c 27000@pacs-lic.hospital.internal",
    "condor_status -total",
    "condor_q -nobatch",
    "rlmutil rlmstat -avendor foundry",
    "qconf -sql",
    "qconf -sel",
    "qstat -f",
    "qstat -Q",
    "badmin showstatus",
    "lsadmin limrestart all",
    "bjobs -u jdoe",
    "mschedctl -l",
    "badmin mbdrestart -f",
]

LATE_DANGEROUS = [
    "/tools/flexlm/v11.19/bin/lmutil lmdown -c 27000@lic02 -q -force",
    "bash -c 'lmutil lmdown -c 27000@lic01 -q'",
    "timeout 30 lmutil lmdown -c 27000@lic01 -q",
    "lmdown -c 27000@lic01 -q",
    "LM_LICENSE_FILE=27000@lic01 lmutil lmdown -q -force",
    "ssh lic01 'lmutil lmdown -c 27000@localhost -q -force'",
    "for h in lic01 lic02 lic03; do lmutil lmdown -c 27000@$h -q; done",
    "qconf -kej all",
    "/opt/slurm/bin/scontrol shutdown",
    "condor_off -all -daemon schedd",
    "lsadmin limshutdown",
    "badmin hshutdown",
    "rlmdown -q",
    # written after the code
    "sudo -u lsfadmin lsadmin resshutdown all",
    "env LM_LICENSE_FILE=27000@lic01 lmutil lmdown -q",
    "nohup lmutil lmdown -c 27000@lic01 -q -force &",
    "cat ~/work/hosts.txt | xargs -I{} ssh {} sudo bctrld stop sbd",
    "sudo /usr/local/sbin/qterm -t quick",
    "bash -lc 'condor_off -all -peaceful'",
    "watch -n 600 lmutil lmdown -q -force",
]

LATE_BENIGN = [
    "lmutil lmstat -a -i",
    "lmutil lmver /tools/synopsys/bin/snpslmd",
    "lmutil lmhostid -ether",
    "scontrol reconfigure",
    "scontrol ping",
    "qconf -se node042",
    "condor_off -help",
    "rlmutil rlmreread -c rlm01",
    "echo 'never run lmdown without a change ticket' >> ~/work/notes/flexlm.md",
    "grep -n lmdown ~/work/runbooks/license.md",
    "man lmdown",
    "bhosts -l node042",
    # written after the code
    "lmutil lmstat -a -c 27000@lic01 | grep -c lmdown",
    "lmutil lmremove -h snpslmd lic01 27000 1234",
    "bctrld restart sbd all",
    "condor_off -name slot1@ws042.studio.internal",
    "condor_off -peaceful",
    "qconf -sconf",
    "badmin hopen all",
    "scontrol shutdown --help",
    "lsadmin resrestart all",
]
