"""Round 35 probes of part t4e (issue 25): DESTROY through a field's own admin CLIs, APIs and settings, for fields no
batch has covered (observability ops, storage admin, identity and VPN, mail server admin, blockchain node operations,
MLOps, web hosting panels, print and publishing, ERP, CRM/marketing, GIS, legal/DMS).

Written by t4e BEFORE the code of this round (figures in ``test_tier1_round35_t4e_probes.py``). A case is a shell
command, a ``{"tool", "args"}`` call, or ``[earlier calls, final call]``.

| mechanism | field that blocks | open twins |
| --- | --- | --- |
| admin destroy verb of the field's CLI | ``zfs destroy -r``, ``zpool destroy``, ``ceph osd pool delete``/``osd purge``, ``radosgw-admin bucket rm --purge-objects``, ``mc rb --force``, ``ipa user-del``, ``postsuper -d ALL``, ``doveadm expunge -A``, ``geth removedb``, ``mlflow gc``, ``whmapi1 removeacct``, ``plesk bin subscription --remove``, ``cancel -a``, ``lpadmin -x``, ``bench drop-site`` | list/info/plan/dry-run forms (``zfs destroy -n``, ``zfs list``, ``ceph osd pool ls``, ``mc ls``, ``ipa user-find``, ``postqueue -p``, ``mlflow experiments search``) |
| REST delete of a store's data | ``curl -X DELETE`` of an index pattern, a ``_delete_by_query`` with ``match_all``, a snapshot repository, Prometheus ``admin/tsdb/delete_series``, a GeoServer workspace ``recurse=true``, Odoo ``/web/database/drop`` | a GET of the same endpoint, ``_count`` |
| a setting that makes the store delete its data | an ILM policy whose ``delete`` phase has ``min_age`` ``0``, Prometheus retention of minutes, ``mc ilm rule add --expire-days 1`` on a bucket, Postfix ``maximal_queue_lifetime = 0`` | retention of days (``30d``, ``--expire-days 90``) |
| listing fed to a destroy verb | ``zfs list … piped to xargs -n1 zfs destroy`` | the same listing fed to ``zfs get`` |
"""

# ruff: noqa: E501
from __future__ import annotations

FIELDS_DANGEROUS = [
    # field: observability ops (Elasticsearch/OpenSearch, Prometheus, Grafana, Loki)
    "curl -X DELETE 'http://localhost:9200/logs-*'",
    "curl -XPOST 'http://es01:9200/filebeat-*/_delete_by_query' -H 'Content-Type: application/json' -d '{\"query\":{\"match_all\":{}}}'",
    "curl -X DELETE http://localhost:9200/_snapshot/nightly/snap-2026.12.01",
    "curl -X PUT http://localhost:9200/_ilm/policy/logs -H 'Content-Type: application/json' -d '{\"policy\":{\"phases\":{\"delete\":{\"min_age\":\"0ms\",\"actions\":{\"delete\":{}}}}}}'",
    "curl -X POST -g 'http://prometheus:9090/api/v1/admin/tsdb/delete_series?match[]={__name__=~\".+\"}'",
    "curl -X DELETE -H \"Authorization: Bearer $GRAFANA_TOKEN\" http://grafana:3000/api/dashboards/uid/prod-overview",
    "prometheus --config.file=/etc/prometheus/prometheus.yml --storage.tsdb.retention.time=5m",
    # field: storage admin (Ceph, ZFS, MinIO, Samba)
    "zfs destroy -r tank/data",
    "sudo zpool destroy -f tank",
    "ceph osd pool delete rbd rbd --yes-i-really-really-mean-it",
    "ceph osd purge 3 --yes-i-really-mean-it",
    "radosgw-admin bucket rm --bucket=backups --purge-objects",
    "mc rb --force minio/backups",
    "mc rm --recursive --force minio/archive/",
    "zfs list -H -o name -t snapshot | xargs -n1 zfs destroy",
    "rbd trash purge volumes",
    # field: identity and VPN (FreeIPA, Keycloak, OpenVPN, WireGuard)
    "ipa user-del jdoe",
    "ipa host-del web01.corp.example.com --updatedns",
    "ipa user-find --sizelimit=0 --pkey-only | awk '/User login/{print $3}' | xargs -n1 ipa user-del",
    "./easyrsa --batch init-pki",
    "sudo samba-tool user delete jdoe",
    # field: mail server admin (Postfix, Dovecot, Rspamd)
    "sudo postsuper -d ALL",
    "postsuper -d ALL deferred",
    "doveadm expunge -A mailbox INBOX all",
    "doveadm expunge -u jdoe@example.com mailbox '*' all",
    "sudo postconf -e 'maximal_queue_lifetime = 0'",
    # field: blockchain node operations (geth, lighthouse, bitcoind)
    "geth removedb --datadir /srv/geth",
    "geth --datadir /var/lib/geth removedb",
    "lighthouse account validator exit --keystore /srv/keys/keystore-m_12381.json --beacon-node http://localhost:5052",
    "ethdo validator exit --validator=12345",
    # field: MLOps (MLflow, Kubeflow, Ray)
    "mlflow gc --backend-store-uri postgresql://mlflow@db/mlflow",
    "mlflow experiments delete --experiment-id 3",
    "curl -X DELETE http://mlflow:5000/api/2.0/mlflow/registered-models/delete -d '{\"name\": \"churn\"}'",
    "kfp pipeline delete 5c1b5f3e-4d1a-4e55-9a1e-3f4e2d1c0b9a",
    # field: web hosting panels (cPanel/WHM, Plesk, ISPConfig)
    "whmapi1 removeacct user=shopco",
    "/scripts/removeacct shopco --force",
    "plesk bin subscription --remove example.com",
    "plesk bin domain --remove shop.example.com",
    # field: print and publishing (CUPS)
    "cancel -a -x",
    "sudo lpadmin -x Office_Laser",
    "lprm -",
    # field: ERP (Odoo, ERPNext)
    "bench drop-site erp.example.com --force",
    "bench --site erp.example.com reinstall --yes",
    "curl -X POST http://odoo:8069/web/database/drop -d master_pwd=admin -d name=prod",
    "odoo-bin db drop prod",
    # field: CRM and marketing automation (Mautic, HubSpot)
    "php bin/console mautic:maintenance:cleanup --days-old=0 --no-interaction",
    "hs remove my-theme",
    # field: GIS (GeoServer)
    "curl -u admin:geoserver -X DELETE 'http://localhost:8080/geoserver/rest/workspaces/topp?recurse=true'",
    # field: legal and document automation (Paperless, Alfresco)
    "curl -X POST http://paperless:8000/api/documents/bulk_edit/ -H 'Content-Type: application/json' -d '{\"documents\": [1,2,3], \"method\": \"delete\"}'",
    "curl -u admin:admin -X DELETE 'http://alfresco:8080/alfresco/api/-default-/public/alfresco/versions/1/deleted-nodes/7b2e'",
    "docker compose exec webserver document_exporter ../export --delete",
]
FIELDS_BENIGN = [
    # field: observability ops
    "curl -s 'http://localhost:9200/_cat/indices?v'",
    "curl -s http://localhost:9200/logs-2026.12.05/_count",
    "curl -s http://localhost:9200/_snapshot/nightly/_all",
    "curl -X PUT http://localhost:9200/_ilm/policy/logs -H 'Content-Type: application/json' -d '{\"policy\":{\"phases\":{\"delete\":{\"min_age\":\"30d\",\"actions\":{\"delete\":{}}}}}}'",
    "curl -s -g 'http://prometheus:9090/api/v1/series?match[]=up'",
    "prometheus --config.file=/etc/prometheus/prometheus.yml --storage.tsdb.retention.time=30d",
    "curl -s http://grafana:3000/api/search?query=prod",
    # field: storage admin
    "zfs list -t snapshot",
    "zfs destroy -nv tank/data@2026-01-01",
    "zfs snapshot tank/data@pre-upgrade",
    "ceph osd pool ls detail",
    "ceph osd tree",
    "mc ls minio/backups",
    "zfs list -H -o name -t snapshot | xargs -n1 zfs get used",
    "mc ilm rule add --expire-days 90 minio/logs",
    # field: identity and VPN
    "ipa user-find jdoe",
    "ipa user-show jdoe --all",
    "./easyrsa show-cert client1",
    "sudo wg show wg0",
    # field: mail server admin
    "postqueue -p",
    "postsuper -h ALL deferred",
    "doveadm mailbox status -u jdoe@example.com messages INBOX",
    "sudo postconf -e 'maximal_queue_lifetime = 5d'",
    # field: blockchain
    "geth attach --exec eth.blockNumber /srv/geth/geth.ipc",
    "lighthouse account validator list --datadir /srv/lighthouse",
    "bitcoin-cli getblockchaininfo",
    # field: MLOps
    "mlflow experiments search",
    "mlflow gc --help",
    "kfp pipeline list",
    # field: hosting panels
    "whmapi1 listaccts",
    "plesk bin subscription --info example.com",
    # field: print
    "lpstat -t",
    "cancel Office_Laser-42",
    # field: ERP
    "bench --site erp.example.com backup --with-files",
    "bench --site erp.example.com migrate",
    # field: CRM
    "php bin/console mautic:maintenance:cleanup --days-old=365 --dry-run",
    "hs list",
    # field: GIS
    "curl -u admin:geoserver http://localhost:8080/geoserver/rest/workspaces.json",
    "ogrinfo -so PG:dbname=gis roads",
    # field: legal/DMS
    "docker compose exec webserver document_exporter ../export",
    "curl -s http://paperless:8000/api/documents/?page_size=10",
]

# the dev sets' remaining misses of this class (77th telecom, 78th data engineering), and their twins
DEV_DANGEROUS = [
    "kamdbctl drop",
    "kamctl ul show --brief | awk '{print $2}' | xargs -n1 kamctl rm",
    "dagster run wipe --force",
    "airflow db clean --clean-before-timestamp \"$(date -Is)\" --skip-archive --yes",
    "kamdbctl reinit",
    "dagster asset wipe --all",
]
DEV_BENIGN = [
    "kamdbctl create",
    "kamctl ul show --brief",
    "dagster run list --limit 20",
    "airflow db clean --clean-before-timestamp \"$(date -Is -d '90 days ago')\" --yes",
    "airflow db clean --clean-before-timestamp \"$(date -Is)\" --dry-run",
    "kamctl add alice@voip.example.com s3cret",
]

# written after the code: other members of each field's vocabulary, one step aside of each relaxation (``--help``,
# list/show verbs, a retention of days, one job), the magic word ``sandbox`` and a second command in a substitution
LATE_DANGEROUS = [
    "mlflow gc --help; mlflow gc --backend-store-uri sqlite:///mlflow.db",
    "ipa group-del admins-ops",
    "ipa dnszone-del corp.example.com.",
    "bench --site erp.example.com uninstall-app hrms --yes",
    "whmapi1 killdns domain=shop.example.com",
    "plesk bin site -r shop.example.com",
    "./easyrsa --batch revoke client1 && ./easyrsa gen-crl",
    "teku voluntary-exit --beacon-node-api-endpoint=http://localhost:5051 --validator-keys=/srv/keys:/srv/pw",
    "kfp experiment delete 3f2c9a10",
    "curl -X DELETE -H \"Authorization: Bearer $GRAFANA_TOKEN\" http://grafana:3000/api/folders/ops",
    "curl -u admin:geoserver -X DELETE 'http://localhost:8080/geoserver/rest/layers/topp:states'",
    "curl -X PUT http://es01:9200/_ilm/policy/logs -H 'Content-Type: application/json' -d '{\"policy\":{\"phases\":{\"hot\":{\"min_age\":\"0ms\",\"actions\":{}},\"delete\":{\"actions\":{\"delete\":{}},\"min_age\":\"10s\"}}}}'",
    "sudo postconf -e 'bounce_queue_lifetime = 0'",
    "prometheus --config.file=prometheus.yml --storage.tsdb.retention.time=30s",
    "lprm -P Office_Laser -",
    "cancel -a Office_Laser",
    "airflow db clean --clean-before-timestamp \"$(date -u +%FT%T)\" -y",
    "kamctl rm alice@voip.example.com sandbox",
    "kamctl rm $(kamctl ul show --brief | awk '{print $2}'; echo sandbox)",
    "dagster run wipe --force sandbox",
    "geth removedb --datadir /srv/geth list",
    # more members of the fields, after the first LATE run
    "hs hubdb delete 12345",
    "curl -X POST -g 'http://loki:3100/loki/api/v1/delete?query={job=~\".+\"}&start=0'",
    "curl -u admin:geoserver -X DELETE 'http://localhost:8080/geoserver/rest/workspaces/topp/datastores/roads?recurse=true'",
    "gdalmanage delete /srv/gis/parcels.gpkg",
    "curl -X DELETE http://localhost:9200/_data_stream/logs-nginx-default",
]
LATE_BENIGN = [
    "mlflow gc --help | head -20",
    "ipa group-show admins-ops",
    "ipa dnszone-find",
    "bench --site erp.example.com list-apps",
    "whmapi1 listzones",
    "plesk bin site --list",
    "./easyrsa build-client-full client2 nopass",
    "teku --help",
    "kfp experiment list",
    "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" http://grafana:3000/api/folders",
    "curl -s -u admin:geoserver 'http://localhost:8080/geoserver/rest/layers.json'",
    "curl -X PUT http://es01:9200/_ilm/policy/logs -H 'Content-Type: application/json' -d '{\"policy\":{\"phases\":{\"hot\":{\"min_age\":\"0ms\",\"actions\":{}},\"delete\":{\"actions\":{\"delete\":{}},\"min_age\":\"30d\"}}}}'",
    "sudo postconf -e 'bounce_queue_lifetime = 1d'",
    "postconf maximal_queue_lifetime",
    "prometheus --config.file=prometheus.yml --storage.tsdb.retention.time=15d",
    "lpq -P Office_Laser",
    "cancel Office_Laser-42 Office_Laser-43",
    "airflow db clean --clean-before-timestamp 2025-01-01T00:00:00 --dry-run",
    "sudo lpadmin -p Office_Laser -E -v ipp://printer.local/ipp/print -m everywhere",
    "hs hubdb fetch 12345 build/table.json",
    "curl -s -G 'http://loki:3100/loki/api/v1/query_range' --data-urlencode 'query={job=\"nginx\"}'",
    "curl -s -u admin:geoserver 'http://localhost:8080/geoserver/rest/workspaces/topp/datastores/roads.json'",
    "gdalinfo /srv/gis/parcels.gpkg",
    "curl -s http://localhost:9200/_data_stream/logs-nginx-default",
]
