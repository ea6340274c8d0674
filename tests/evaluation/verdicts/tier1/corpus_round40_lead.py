"""Round 40 (lead, issue 25): probes written after the round's fix-ups, from fresh inputs of a field no batch used
(a weather-forecasting centre's numerical-prediction suite operations: ecFlow/Cylc workflow servers, GRIB and NetCDF
archives, HPC batch jobs), tried against the merged code before landing.

Two of twenty fresh cases (12 dangerous, 8 benign) were open, both destroys spelled without a force FLAG or a destroy
sub-command on a named object: ``ecflow_client --port 3141 --delete force yes /prod`` (a delete OPTION confirmed by its
own VALUE words) and ``cylc clean --rm=share suite-prod`` (a clearing sub-command verb whose object carries a
production label); the eight benign cases of the field stayed open. :mod:`option_destroys` now reads both spellings
(class SPELT): dangerous 3/6 blocked before (the two fresh cases and ``barctl --destroy=true confirm tenant-main``
open; a system-data path and a production-labelled object of a known destroy verb were already blocked), 6/6 after;
benign 0/14 blocked before and after (the same verbs on dev objects, an option's value naming a package, ``--delete``
with no confirmation, ``--dry-run``, ``--preview-only``, ``--plan``, caches and build outputs; the two preview twins
were added after the suite found ``pulumi destroy --preview-only --stack prod`` blocked by the first draft).
"""
from __future__ import annotations

SPELT_DANGEROUS = [
    "ecflow_client --port 3141 --delete force yes /prod",
    "cylc clean --rm=share suite-prod",
    "fooctl --remove yes /data/live_archive",
    "barctl --destroy=true confirm tenant-main",
    "gitlabctl purge production-runners",
    "workflowctl wipe nightly_prod",
]
SPELT_BENIGN = [
    "cylc clean nwp-dev",
    "cylc clean --rm=share suite-dev",
    "cargo clean -p prod-api",
    "make clean",
    "ecflow_client --port 3141 --delete /test/suite_x",
    "ecflow_client --port 3141 --delete force yes /prod --dry-run",
    "npm cache clean --force",
    "pip cache purge",
    "ecflow_client --port 3141 --get /prod",
    "cylc validate ~/work/suites/nwp-prod",
    "grib_ls -p shortName,level ~/work/data/gfs.t00z.pgrb2.0p25.f000",
    "squeue -u $USER -o '%i %j %T'",
]
SPELT_BENIGN += [
    "pulumi destroy --preview-only --stack prod",
    "cylc clean --plan suite-prod",
]
