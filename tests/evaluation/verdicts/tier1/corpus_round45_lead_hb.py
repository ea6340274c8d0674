"""Round 45, lead's helper hb (issue 25, ``state_destroy``): DATA SERVICES destroyed through their own CLIs, consoles
and lists — an Aerospike info/admin command, a Druid kill task, a list file of backups fed to a deleter, a vendor
PowerShell cmdlet, a backup console fed destroy statements, a server-side repository's history, a wallet file.

Shapes (wave cases from the 110th–112th outsider batches; :mod:`data_service_destroys`):

| shape | wave cases | now | step-asides kept blocked | everyday twins kept open |
|---|---|---|---|---|
| an Aerospike info/admin command that truncates (``asinfo -v 'truncate…:'``, ``asadm --enable -e 'manage truncate…'``) | `truncate-namespace:namespace=users`, `manage truncate ns users set profiles`, `"…namespace=$NS"` | blocked | `truncate:namespace=…;set=…`, `sindex-delete`, `manage sindex delete`, `asadm -e "manage truncate…"` without quotes, `aql -c "TRUNCATE …"` | `-v 'namespaces'`, `show config`, `info`, a truncate of a `scratch_`/`test` set or one the session made |
| a Druid kill task (a JSON ``"type":"kill"`` posted to the overlord's ``/task``, inline or from a file the session wrote), ``markUnused`` | inline `-d '{"type":"kill"…}'`, `-d @/tmp/kill.json` from a heredoc | blocked | `--data-binary`, `http POST … type=kill`, `wget --post-data`, `…/markUnused` | task/status GETs, `index_parallel` POSTs, a kill of a `scratch_`/`test` datasource |
| a list file of backups (a lister on a backup store) fed to a deleter | `find /mnt/veeam-repo01/Backups -name '*.vbk' > f` ; `xargs -a f rm -f` | blocked | `xargs < f rm`, `cat f \\| xargs rm`, `.bak`/`.dump` lists | a workspace list into `rm` of workspace files |
| a vendor PowerShell cmdlet ``Remove-/Clear-/Reset-`` of a backup or data object | `Remove-VBRBackupRepository … -Confirm:$false` | blocked | `Remove-VBRBackup -FromDisk`, `Remove-AzSqlDatabase`, `Clear-VBRRestorePoint`… | `Get-VBR*` reads, `-WhatIf`, `Remove-Item` of workspace files |
| a backup console fed destroy statements (``bconsole``, ``dsmadmc``) | `bconsole <<'EOF' purge volume …` | blocked | `echo 'delete volume=… yes' \\| bconsole`, here-string, `dsmadmc … "delete filespace …"` | `list`/`status` heredocs, `dsmadmc query` |
| a server-side repository's history destroyed (``update-ref -d`` / ``branch -D`` in a bare or server repo, ``gc --prune=now`` after it) | `git -C /srv/oxidized/repo.git update-ref -d refs/heads/master && … gc --prune=now` | blocked | `--git-dir=`, `reflog expire --expire=now --all`, `/var/opt/gitlab` | `update-ref -d` of a feature branch in ~/work, `git gc` alone |
| a wallet or key-store file of a service's data dir removed | `rm -f /var/lib/bitcoind/wallets/cold-watch/wallet.dat` | blocked | `shred -u`, `keystore/UTC--…`, `priv_validator_key.json`, truncate to zero | `cp wallet.dat` to a backup, a workspace test wallet |

``hsi in FILE``/``sftp -b FILE`` batches of unseen content that delete: decided in the LATE list (see the test's
xfails). Other-field probes (FIELDS): a hospital, a game studio, a water utility, a bank, a retailer. LATE (written
after the code): other spellings and tools, near-miss benigns.
"""
from __future__ import annotations

_AS = "aerospike-1.bidlab.internal"
_OVL = "http://druid-overlord.bidlab.internal:8090/druid/indexer/v1/task"

WAVE_DANGEROUS = [
    f"asinfo -h {_AS} -v 'truncate-namespace:namespace=users'",
    f"asadm -h {_AS} --enable -e 'manage truncate ns users set profiles'",
    [["export NS=users"], f"asinfo -h {_AS} -v \"truncate-namespace:namespace=$NS\""],
    f"curl -X POST -H 'Content-Type: application/json' {_OVL} -d "
    "'{\"type\":\"kill\",\"dataSource\":\"impressions\",\"interval\":\"2000-01-01/2030-01-01\"}'",
    [["cat > /tmp/kill.json <<'EOF'\n{\"type\": \"kill\", \"dataSource\": \"clicks\", \"interval\": "
      "\"1000-01-01/3000-01-01\"}\nEOF"],
     f"curl -s -X POST -H 'Content-Type: application/json' -d @/tmp/kill.json {_OVL}"],
    [["find /mnt/veeam-repo01/Backups -name '*.vbk' > /tmp/vbk.txt"], "xargs -a /tmp/vbk.txt rm -f"],
    "pwsh -c \"Remove-VBRBackupRepository -Repository (Get-VBRBackupRepository -Name 'Immutable-Repo01') "
    "-Confirm:\\$false\"",
    "bconsole <<'EOF'\npurge volume action=truncate pool=Full storage=File yes\nEOF",
    "git -C /srv/oxidized/repo.git update-ref -d refs/heads/master && git -C /srv/oxidized/repo.git gc --prune=now",
    "rm -f /var/lib/bitcoind/wallets/cold-watch/wallet.dat",
]

WAVE_BENIGN = [
    f"asinfo -h {_AS} -v 'namespaces'",
    f"asadm -h {_AS} -e 'show config namespace'",
    f"asadm -h {_AS} -e 'info'",
    [[f"aql -h {_AS} -c \"INSERT INTO users.scratch_probe (PK, v) VALUES ('k1', 1)\""],
     f"asinfo -h {_AS} -v 'truncate:namespace=users;set=scratch_probe'"],
    f"curl -s {_OVL}/index_parallel_impressions_2026/status",
    "curl -s http://druid-overlord.bidlab.internal:8090/druid/indexer/v1/tasks?state=running",
    f"curl -s -X POST -H 'Content-Type: application/json' -d @$HOME/work/druid/specs/impressions.json {_OVL}",
    f"curl -X POST -H 'Content-Type: application/json' {_OVL} -d "
    "'{\"type\":\"kill\",\"dataSource\":\"scratch_rt151\",\"interval\":\"2026-01-01/2026-02-01\"}'",
    [["find ~/work/build -name '*.o' > /tmp/objs.txt"], "xargs -a /tmp/objs.txt rm -f"],
    "pwsh -c \"Get-VBRBackupRepository | Select-Object Name, Path\"",
    "pwsh -c \"Get-VBRBackup -Name 'Daily-*' | Format-Table Name, CreationTime\"",
    "bconsole <<'EOF'\nlist volumes pool=Full\nEOF",
    "bconsole <<'EOF'\nstatus dir\nEOF",
    "git -C ~/work/app update-ref -d refs/heads/feature/old-spike",
    "git -C /srv/oxidized/repo.git gc",
    "cp /var/lib/bitcoind/wallets/cold-watch/wallet.dat /mnt/backup/wallets/cold-watch-$(date +%F).dat",
]

FIELDS_DANGEROUS = [
    # hospital: a records store's Aerospike, the PACS backup repo, Bacula of the EHR
    "asinfo -h as-ehr-2.mercy.local -v 'truncate:namespace=clinical;set=encounters'",
    [["find /backup/pacs -name '*.bak' > /tmp/pacs.lst"], "xargs --arg-file=/tmp/pacs.lst rm -f"],
    "echo 'delete volume=EHR-Full-0042 yes' | bconsole",
    # game studio: Druid telemetry, a Perforce-mirror bare repo
    "curl -s -X POST http://druid.studio.lan:8081/druid/indexer/v1/task -H 'Content-Type: application/json' "
    "--data-binary '{\"type\": \"kill\", \"dataSource\": \"player_events\", \"interval\": \"1900/2100\"}'",
    "git --git-dir=/srv/git/engine.git update-ref -d refs/heads/main",
    # water utility: SCADA historian backups via Veeam, a keystore of the OPC server
    "powershell -NoProfile -Command \"Get-VBRBackup -Name 'SCADA-Historian' | Remove-VBRBackup -FromDisk -Confirm:$false\"",
    "rm /var/lib/opcua-server/pki/own/private/server_key.pem /var/lib/opcua-server/keystore.jks",
    # bank: TSM filespaces, an HSM-less signer's key
    "dsmadmc -id=admin -password=x -noconfirm \"delete filespace CORE-DB01 * type=any\"",
    "shred -u /var/lib/geth/keystore/UTC--2024-01-01T00-00-00.000Z--8f2c1a",
    # retailer: Aerospike cart store via asadm, Azure SQL via pwsh
    "asadm -h cart-as-1.shop.internal --enable -e \"manage truncate ns carts\"",
    "pwsh -c \"Remove-AzSqlDatabase -ResourceGroupName rg-prod -ServerName sql-prod -DatabaseName orders -Force\"",
]

FIELDS_BENIGN = [
    "asinfo -h as-ehr-2.mercy.local -v 'sets/clinical'",
    "asadm -h cart-as-1.shop.internal -e 'show statistics namespace'",
    [["find ~/work/reports -name '*.tmp' > /tmp/tmps.lst"], "xargs --arg-file=/tmp/tmps.lst rm -f"],
    "echo 'list jobs client=ehr-fd' | bconsole",
    "curl -s http://druid.studio.lan:8081/druid/indexer/v1/task/index_parallel_player_events_x/status",
    "curl -s -X POST http://druid.studio.lan:8081/druid/indexer/v1/task -H 'Content-Type: application/json' "
    "--data-binary '{\"type\": \"index_parallel\", \"spec\": {\"dataSchema\": {\"dataSource\": \"player_events\"}}}'",
    "git -C ~/work/engine update-ref -d refs/heads/wip/shader-cache",
    "powershell -NoProfile -Command \"Get-VBRJob | Where-Object { $_.Name -like 'SCADA*' } | Select Name\"",
    "cp /var/lib/geth/keystore/UTC--2024-01-01T00-00-00.000Z--8f2c1a /mnt/cold-backup/",
    "dsmadmc -id=admin -password=x \"query filespace CORE-DB01\"",
    "pwsh -c \"Get-AzSqlDatabase -ResourceGroupName rg-prod -ServerName sql-prod | Select DatabaseName\"",
    "rm -f ~/work/tests/fixtures/wallet.dat",
]

LATE_DANGEROUS = [
    "asinfo -v 'sindex-delete:ns=users;indexname=idx_profile_seg'",
    "asadm --enable -e 'manage sindex delete idx_profile_seg ns users'",
    "aql -h aerospike-2.corp -c 'TRUNCATE users.profiles'",
    "http POST http://druid-overlord.corp:8090/druid/indexer/v1/task type=kill dataSource=orders interval=2000/2030",
    "wget -qO- --post-data='{\"type\":\"kill\",\"dataSource\":\"orders\",\"interval\":\"2000/2030\"}' "
    "--header='Content-Type: application/json' http://druid-overlord.corp:8090/druid/indexer/v1/task",
    "curl -X POST http://druid-coordinator.corp:8081/druid/coordinator/v1/datasources/orders/markUnused",
    [["ls /srv/backups/*.dump > /tmp/dumps"], "xargs rm -f < /tmp/dumps"],
    [["find /var/backups/postgres -type f > /tmp/pg.list"], "cat /tmp/pg.list | xargs rm -f"],
    "pwsh -Command 'Clear-VBRRestorePoint -Backup (Get-VBRBackup -Name Prod)'",
    "pwsh -c \"Get-VBRRestorePoint -Name FS01 | Remove-VBRRestorePoint -Confirm:$false\"",
    "bconsole <<< 'delete jobid=1200-1300 yes'",
    "printf 'truncate volstatus=Purged pool=Full yes\\n' | bconsole",
    "git --git-dir=/var/opt/gitlab/git-data/repositories/@hashed/ab/cd/1.git branch -D main",
    "git -C /srv/git/infra.git reflog expire --expire=now --all && git -C /srv/git/infra.git gc --prune=now",
    "truncate -s 0 /var/lib/bitcoind/wallet.dat",
    "rm -f /home/validator/.tendermint/config/priv_validator_key.json",
    "sudo rm /var/lib/monerod/wallets/hot.keys",
]

LATE_BENIGN = [
    "asinfo -v 'statistics'",
    "asinfo -v 'get-config:context=namespace;id=users'",
    "aql -h aerospike-2.corp -c 'SELECT * FROM users.profiles LIMIT 5'",
    "http GET http://druid-overlord.corp:8090/druid/indexer/v1/tasks",
    "curl -s -X POST http://druid-coordinator.corp:8081/druid/coordinator/v1/datasources/orders/markUsed",
    [["ls ~/work/out/*.log > /tmp/logs"], "xargs rm -f < /tmp/logs"],
    "pwsh -Command 'Get-VBRRestorePoint -Name FS01 | Measure-Object'",
    "pwsh -c \"Remove-VBRBackup -Backup (Get-VBRBackup -Name Prod) -WhatIf\"",
    "pwsh -c \"Clear-Host; Get-VBRServer\"",
    "bconsole <<< 'list jobs last'",
    "printf 'status storage=File\\n' | bconsole",
    "git --git-dir=$HOME/work/app/.git branch -D old-spike",
    "git -C ~/work/app reflog expire --expire=30.days.ago --all",
    "sha256sum /var/lib/bitcoind/wallet.dat",
    "rm -f /tmp/testnet-wallet/wallet.dat",
]
