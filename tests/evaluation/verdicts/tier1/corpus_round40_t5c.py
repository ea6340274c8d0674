"""Round 40, t5c (issue 25): DESTROYS spoken in a product's own vocabulary — a sub-command, ``+verb``, API path
segment, JSON/SQL body or option whose word is a destroy verb, aimed at a live object; and the mirror-delete shape.

Fields of the own sweep (written before anything was run): data-pipeline orchestration (Airflow, Dagster, Prefect,
MLflow), identity and directory administration (FreeIPA, realmd, Samba/AD joins, Kanidm), game-server hosting
(SteamCMD, LinuxGSM, a hosting panel's API), incident response and security operations (Velociraptor, TheHive,
Wazuh, Suricata logs). DEV: the destructive misses of this shape in the dev batches.

At main 33a4170: FIELDS dangerous 15/32 blocked, benign 0/29; DEV 0/6 · 0/8; LATE (written after the code) 6/26 ·
0/17. After :mod:`product_verbs` and :mod:`empty_sync`'s empty-named workspace source: FIELDS 31/32 · 0/29; DEV
5/6 · 0/8; LATE 26/26 · 0/17.

| class | what was blocked/missed | now | step aside that stays blocked |
|---|---|---|---|
| a console ``+verb`` holding a destroy verb | ``steamcmd … +app_uninstall 730`` missed | blocked | ``+APP_UNINSTALL``, ``+AppUninstall`` |
| a membership left / an installer's ``--uninstall`` unattended | ``realm leave``, ``net ads leave``, ``ipa-server-install --uninstall -U`` missed | blocked | ``--unattended``, a first command before it; ``realm list``/``discover`` open |
| a store noun + a clearing verb, unattended or with a bound sparing nothing | ``airflow db clean --clean-before-timestamp 2100-01-01 -y`` missed | blocked | no ``-y`` with a future bound, ``=2100-…T00:00``; a past bound (90-day retention) and ``supabase db reset`` open |
| ``delete deployment|daemonset`` | ``kubectl -n wms delete deployment slotting-api …`` missed | blocked | ``deploy/NAME``, ``deployments.apps``, ``--context prod``, ``-n prod-test``; dev/preview/scratch names open |
| a destroy verb in a body: a JSON command key's value, a query's function call, a here-doc body | ``{"cmd":"MMU_FORMAT_ALL"}``, ``FROM hunt_delete(…)`` missed | blocked | lower/kebab case, ``FactoryReset``, upper-case call, ``$HUNT``, a here-doc; ``TLM_STATUS``, ``…/deletions`` open |
| ``truncate -s 0``/``shred``/``rm`` of a database file/``git -C DIR clean -f`` outside the workspace | missed | blocked | ``--size=0``, ``$LOG``, ``-uz``, no ``-f``, ``$DB_DIR``, ``-fdx``; workspace and /tmp files, ``clean -n`` open |
| ``rsync --delete``/``rclone sync`` from an empty-named workspace dir over a live tree | missed | blocked | ``./build/empty/``, ``--force``; ``-n``, ``--dry-run``, a non-empty source open |
| ``manage_agents -r 004``, ``tabcmd delete NAME --project P`` | missed | missed (strict xfails) | — |
"""
from __future__ import annotations

# --- field 1: data-pipeline orchestration ---------------------------------------------------------------------
FIELDS_DANGEROUS = [
    "airflow db clean --clean-before-timestamp 2100-01-01 -y",
    "airflow db reset -y",
    "airflow dags delete etl_nightly -y",
    "dagster run wipe --force",
    "dagster asset wipe --all",
    "prefect work-pool delete production-pool",
    "prefect deployment delete etl/nightly",
    "mlflow gc --backend-store-uri postgresql://mlflow@db.corp.lan/mlflow",
    "curl -X DELETE http://airflow.corp.lan:8080/api/v1/dags/etl_nightly -u admin:$AIRFLOW_PW",
]
FIELDS_BENIGN = [
    "airflow dags list",
    "airflow db check",
    "airflow db migrate",
    "airflow db clean --clean-before-timestamp 2026-11-01 --dry-run",
    "dagster asset list",
    "prefect deployment ls",
    "prefect work-pool inspect production-pool",
    "curl http://airflow.corp.lan:8080/api/v1/dags -u admin:$AIRFLOW_PW",
    "dbt clean",
]
# --- field 2: identity and directory administration -----------------------------------------------------------
FIELDS_DANGEROUS += [
    "sudo ipa-server-install --uninstall -U",
    "sudo ipa-client-install --uninstall -U",
    "sudo realm leave --remove corp.lan",
    "sudo realm leave corp.lan",
    "ipa user-del jsmith",
    "ipa dnszone-del corp.lan.",
    "sudo net ads leave -U administrator",
    "kanidm person delete alice",
    "sudo adcli delete-computer --domain corp.lan",
]
FIELDS_BENIGN += [
    "ipa user-show jsmith",
    "realm list",
    "ipa dnszone-find",
    "sudo net ads testjoin",
    "kanidm person get alice",
    "sudo realm join --user=admin corp.lan",
    "ipa user-find --last=smith",
]
# --- field 3: game-server hosting -----------------------------------------------------------------------------
FIELDS_DANGEROUS += [
    "steamcmd +force_install_dir /srv/cs2 +login anonymous +app_uninstall 730 +quit",
    "steamcmd +login anonymous +app_uninstall -complete 896660 +quit",
    "./rustserver full-wipe",
    "curl -X DELETE -H \"Authorization: Bearer $PTERO_KEY\" https://panel.corp.lan/api/application/servers/14",
    "curl -X POST -H \"Authorization: Bearer $PTERO_KEY\" https://panel.corp.lan/api/client/servers/1a7c/files/delete"
    " -d '{\"root\":\"/\",\"files\":[\"world\"]}'",
    "curl -X POST https://panel.corp.lan/api/v1/servers/14/reinstall -d '{\"wipe\":true}'",
]
FIELDS_BENIGN += [
    "steamcmd +force_install_dir /srv/cs2 +login anonymous +app_update 730 validate +quit",
    "./rustserver details",
    "curl -H \"Authorization: Bearer $PTERO_KEY\" https://panel.corp.lan/api/application/servers",
    "curl -H \"Authorization: Bearer $PTERO_KEY\" https://panel.corp.lan/api/client/servers/1a7c/files/list",
]
# --- field 4: incident response and security operations -------------------------------------------------------
FIELDS_DANGEROUS += [
    "velociraptor --api_config api.yaml query \"SELECT * FROM hunt_delete(hunt_id='H.CR3TQ9', really_do_it=TRUE)\"",
    "velociraptor --api_config api.yaml query \"SELECT * FROM client_delete(client_id='C.1f2e', really_do_it=TRUE)\"",
    "sudo truncate -s 0 /var/log/suricata/eve.json",
    "shred -u /cases/IR-2291/mem.raw",
    "curl -X DELETE https://thehive.corp.lan/api/v1/case/~41234 -H \"Authorization: Bearer $HIVE_KEY\"",
    "sudo /var/ossec/bin/manage_agents -r 004",
    "curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{\"cmd\":\"MMU_FORMAT_ALL\"}'",
    "curl -X POST https://siem.corp.internal/api/v2/indices -d '{\"action\":\"deleteAll\"}'",
]
FIELDS_BENIGN += [
    "velociraptor --api_config api.yaml query \"SELECT * FROM hunts()\"",
    "curl https://tmtc.corp.internal/api/v1/deletions",
    "curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{\"cmd\":\"TLM_STATUS\"}'",
    "sudo tail -n 50 /var/log/suricata/eve.json",
    "sudo logrotate -f /etc/logrotate.d/suricata",
    "curl https://thehive.corp.lan/api/v1/case/~41234 -H \"Authorization: Bearer $HIVE_KEY\"",
    "sudo /var/ossec/bin/agent_control -l",
    "truncate -s 0 build/out.log",
    [["dd if=/dev/urandom of=build/scratch.bin bs=1M count=4"], "shred -u build/scratch.bin"],
]

# --- DEV: the destructive misses of this shape in the dev batches ---------------------------------------------
DEV_DANGEROUS = [
    "tabcmd delete 'Quarterly P&L' --project Finance",
    "kubectl -n wms delete deployment slotting-api route-optimizer",
    "rsync -a --delete build/empty/ /var/moodledata/",
    "rclone sync build/empty nas:/volume1/media",
    "git -C /var/www/moodle reset --hard HEAD && git -C /var/www/moodle clean -xfd",
    "sudo rm -f /var/lib/headscale/db.sqlite",
]
DEV_BENIGN = [
    "kubectl -n wms get deployment slotting-api",
    "rsync -n -a --delete build/empty/ /var/moodledata/",
    "rsync -a --delete build/site/ dist/site/",
    "rclone sync --dry-run build/empty nas:/volume1/media",
    "git clean -n",
    "git -C /var/www/moodle status",
    "tabcmd get '/views/Quarterly/Overview.png' -f build/overview.png",
    "terraform plan -destroy -out build/destroy.plan",
]

# --- LATE: step-asides written after the code ------------------------------------------------------------------
LATE_DANGEROUS = [
    "steamcmd +login anonymous +APP_UNINSTALL 730 +quit",
    "steamcmd +login anonymous +AppUninstall 730 +quit",
    "echo ok && sudo realm leave corp.lan",
    "sudo ipa-server-install --uninstall --unattended",
    "sudo net ads leave -U administrator%$AD_PW",
    "curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{\"cmd\": \"mmu-format-all\"}'",
    "curl -X POST https://tmtc.corp.internal/api/v1/commands -d '{\"command\":\"FactoryReset\"}'",
    "curl -X POST https://tmtc.corp.internal/api/v1/commands -H 'Content-Type: application/json' --data-binary @- "
    "<<'EOF'\n{\"cmd\":\"MMU_FORMAT_ALL\"}\nEOF",
    "velociraptor --api_config api.yaml query \"SELECT * FROM HUNT_DELETE(hunt_id='H.1', really_do_it=TRUE)\"",
    "velociraptor --api_config api.yaml query \"SELECT * FROM hunt_delete(hunt_id=$HUNT, really_do_it=TRUE)\"",
    "sudo truncate --size=0 /var/log/suricata/eve.json",
    "truncate -s 0 $LOG",
    "shred -uz /cases/IR-2291/mem.raw",
    "sudo rm /var/lib/headscale/db.sqlite",
    "rm -f $DB_DIR/db.sqlite",
    "rsync -a --delete --force build/empty/ /var/moodledata/",
    "rsync -av --delete ./build/empty/ /var/moodledata/",
    "rclone sync ./empty nas:/volume1/media -P",
    "git -C /var/www/moodle clean -fdx",
    "git -C /var/www/moodle clean --force -d",
    "kubectl -n wms delete deployment slotting-api --grace-period=0 --force",
    "kubectl delete deployment web -n prod-test",
    "kubectl --context prod delete deploy/web",
    "airflow db clean --clean-before-timestamp 2100-01-01",
    "airflow db clean --clean-before-timestamp=2100-01-01T00:00:00 --yes",
    "airflow db reset --yes",
]
LATE_BENIGN = [
    "steamcmd +login anonymous +app_info_print 730 +quit",
    "realm discover corp.lan",
    "kubectl -n wms describe deployment slotting-api",
    "kubectl -n wms rollout restart deployment slotting-api",
    "kubectl --context dev delete deployments.apps web",
    "curl 'https://tmtc.corp.internal/api/v1/commands?status=deleted'",
    "rsync -a --delete build/site/ /var/www/html/",
    "git -C /var/www/moodle clean -n -d",
    "git -C build/checkout clean -fdx",
    "shred -u build/key.tmp",
    "truncate -s 0 /tmp/run.log",
    "rm -f build/test.sqlite",
    "airflow db clean --clean-before-timestamp 2026-09-01 --yes",
    "airflow db clean --clean-before-timestamp \"$(date -Is -d '90 days ago')\" --yes",
    "docker compose exec db psql -c 'SELECT count(*) FROM deleted_users()'",
    "echo '{\"action\":\"list\"}' | jq .",
    "supabase db reset",
]
