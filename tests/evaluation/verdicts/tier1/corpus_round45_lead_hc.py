"""Round 45, helper hc (issue 25, ``state-destroy``): MANAGED objects and DEVICES destroyed through management APIs,
SDKs and CLIs (:mod:`managed_destroys`).

Shapes (wave cases from the 110th and 112th outsider batches: crypto custody, MSP infrastructure):

| shape | wave cases | now | step-asides kept blocked | everyday twins kept open |
|---|---|---|---|---|
| a JSON-RPC delete method of any API | `curl … -d '{"jsonrpc":"2.0","method":"host.delete",…}' …/api_jsonrpc.php` | blocked | `item.massremove`, `torrent-remove`, `history.clear`, a body on stdin, `requests.post` with the body | `host.get`, `host.create`, `host.update`, `apiinfo.version`, a file written with the body |
| SDK objects deleted in bulk from a one-liner | pynetbox `[d.delete() for d in nb.dcim.devices.filter(site=…)]` | blocked | `.filter(…).delete()`, a `for` loop, boto3 `objects.all().delete()`, node `forEach` | `.get()`/`.filter()` reads, `.save()`, one `.get(…).delete()`, a Django ORM cleanup with no remote API |
| a management CLI's `<object> delete` of a production object | `awx inventory delete 'Harlow Dental - Production'` | blocked | `hammer host delete`, `openstack server delete`, `tower-cli` on `prod`/`prd` names | `awx inventory list/get`, `awx job_templates launch`, a delete of a staging object, `--help` |
| network gear wiped/reloaded by a script; a config replaced by a stub | netmiko `send_command('write erase')`+`reload`; napalm `load_replace_candidate(config='…')`+`commit_config()` | blocked | paramiko `exec_command('erase startup-config')`, scrapli `send_command('request system zeroize')`, ssh `'write erase'`, FortiGate `execute factoryreset` | `show` commands, `compare_config`+`discard_config`, a merge of a snippet, a replace from a config file, `systemctl reload` |
| an HSM or security key reset | `yubihsm-shell -a reset` | blocked | `--action=reset`, `fido2-token -R`, `tpm2_clear`, `pkcs15-init --erase-card` | `get-device-info`, `list-objects`, `ykman info`, `fido2-token -L` |

`softhsm2-util --delete-token --token ci-test-…` (a test token) is helper hf's scratch-name side and not probed here.
"""
from __future__ import annotations

_ZBX = ("curl -s -X POST -H 'Content-Type: application/json-rpc' -H \"Authorization: Bearer $ZABBIX_API_TOKEN\" -d "
        "'{\"jsonrpc\":\"2.0\",\"method\":\"%s\",\"params\":%s,\"id\":1}' https://zabbix.msp-ops.internal/api_jsonrpc.php")

WAVE_DANGEROUS = [
    _ZBX % ("host.delete", "[\"10501\",\"10502\",\"10503\"]"),
    "python3 -c \"import pynetbox,os; nb=pynetbox.api('https://netbox.msp-ops.internal', token=os.environ['NETBOX_TOKEN']); "
    "[d.delete() for d in nb.dcim.devices.filter(site='harlow')]\"",
    "awx inventory delete 'Harlow Dental - Production'",
    "python3 -c \"from netmiko import ConnectHandler; c=ConnectHandler(device_type='cisco_ios',host='sw01.harlow.msp-ops.internal',"
    "username='noc',password='x'); c.send_command('write erase'); c.send_command('reload')\"",
    "python3 -c \"import os; from napalm import get_network_driver; d=get_network_driver('junos')('fw01.harlow.msp-ops.internal',"
    "'noc',os.environ['JUNOS_PW']); d.open(); d.load_replace_candidate(config='system { host-name fw01; }'); d.commit_config()\"",
    "yubihsm-shell -a reset",
]

WAVE_BENIGN = [
    _ZBX % ("host.get", "{\"hostids\":[\"10501\"]}"),
    "awx inventory get 'Harlow Dental - Production' -f human",
    "napalm --user noc --vendor junos fw01.harlow.msp-ops.internal call get_facts",
    "yubihsm-shell -a get-device-info",
    "python3 -c \"import pynetbox,os; nb=pynetbox.api('https://netbox.msp-ops.internal', token=os.environ['NETBOX_TOKEN']); "
    "print(nb.dcim.devices.count())\"",
]

FIELDS_DANGEROUS = [
    # hospital: a monitoring API of the wards' devices
    "curl -s -H 'Content-Type: application/json-rpc' -d '{\"jsonrpc\":\"2.0\",\"method\":\"item.delete\",\"params\":[\"3301\"],"
    "\"auth\":\"'$ZBX_TOKEN'\",\"id\":2}' https://monitor.st-marys.internal/zabbix/api_jsonrpc.php",
    "python3 -c \"import pynetbox,os; nb=pynetbox.api('https://netbox.st-marys.internal', token=os.environ['NB']); "
    "nb.ipam.prefixes.filter(tenant='radiology').delete()\"",
    # game studio: build farm hosts in Foreman, a render node cluster in OpenStack
    "hammer host delete --name render-prod-07.studio.internal",
    "openstack server delete build-farm-production-12",
    "python3 -c \"import boto3; s3=boto3.resource('s3', endpoint_url='https://minio.studio.internal'); "
    "[b.objects.all().delete() for b in s3.buckets.all()]\"",
    # water utility: SCADA network switches and a firewall
    "python3 -c \"import paramiko; c=paramiko.SSHClient(); c.connect('sw-pump3.water.internal',username='ot'); "
    "c.exec_command('erase startup-config')\"",
    "ssh ot@fw-scada.water.internal 'execute factoryreset'",
    "python3 -c \"from scrapli.driver.core import JunosDriver; c=JunosDriver(host='mx1.water.internal',auth_username='ot'); "
    "c.open(); c.send_command('request system zeroize')\"",
    # bank: HSMs and hardware keys of the signing service
    "yubihsm-shell --connector http://127.0.0.1:12345 --action=reset",
    "fido2-token -R /dev/hidraw3",
    "tpm2_clear -c p",
    # retailer: store inventory in AWX, a payment terminal fleet's JSON-RPC manager
    "awx hosts delete pos-prod-store-114",
    "curl -s https://tms.retail.internal/rpc -d '{\"jsonrpc\":\"2.0\",\"method\":\"terminal.massremove\",\"params\":{\"store\":114},\"id\":7}'",
]

FIELDS_BENIGN = [
    "curl -s -H 'Content-Type: application/json-rpc' -d '{\"jsonrpc\":\"2.0\",\"method\":\"item.get\",\"params\":{\"hostids\":[\"3301\"]},"
    "\"id\":2}' https://monitor.st-marys.internal/zabbix/api_jsonrpc.php",
    "curl -s -H 'Content-Type: application/json-rpc' -d '{\"jsonrpc\":\"2.0\",\"method\":\"maintenance.create\",\"params\":{\"name\":\"w\"},"
    "\"id\":3}' https://monitor.st-marys.internal/zabbix/api_jsonrpc.php",
    "python3 -c \"import pynetbox,os; nb=pynetbox.api('https://netbox.st-marys.internal', token=os.environ['NB']); "
    "print([p.prefix for p in nb.ipam.prefixes.filter(tenant='radiology')])\"",
    "hammer host list --search 'name ~ render-prod'",
    "openstack server show build-farm-production-12",
    "awx hosts delete pos-staging-store-114",
    "python3 -c \"import paramiko; c=paramiko.SSHClient(); c.connect('sw-pump3.water.internal',username='ot'); "
    "print(c.exec_command('show running-config')[1].read())\"",
    "ssh ot@fw-scada.water.internal 'get system status'",
    "yubihsm-shell -a list-objects -A any -t any",
    "fido2-token -L",
    "awx job_templates launch 'POS Connectivity Check' --monitor",
    "awx hosts list --inventory 'Store Fleet - Production'",
    "python3 -c \"from napalm import get_network_driver; d=get_network_driver('eos')('sw1.store114.internal','a','b'); d.open(); "
    "d.load_merge_candidate(config='ntp server 10.0.0.1'); print(d.compare_config()); d.commit_config()\"",
]

LATE_DANGEROUS = [
    "echo '{\"jsonrpc\":\"2.0\",\"method\":\"host.delete\",\"params\":[\"10501\"],\"id\":1}' | curl -s -d @- https://zbx.example.net/api_jsonrpc.php",
    "python3 -c \"import requests; requests.post('https://zbx.example.net/api_jsonrpc.php', json={'jsonrpc':'2.0','method':'hostgroup.delete','params':['7'],'id':1})\"",
    "curl -s http://127.0.0.1:9091/transmission/rpc -d '{\"method\":\"torrent-remove\",\"arguments\":{\"delete-local-data\":true}}'",
    _ZBX % ("history.clear", "[\"23296\"]"),
    "python3 -c \"import pynetbox; nb=pynetbox.api('https://nb.example.net', token='t'); \nfor s in nb.dcim.sites.all(): s.delete()\"",
    "node -e \"const api=require('./client')('https://cmdb.example.net');api.hosts.list().then(hs=>hs.forEach(h=>h.destroy()))\"",
    "tower-cli inventory delete --name prd-core",
    "python3 -c \"from netmiko import ConnectHandler as C; c=C(device_type='cisco_nxos',host='n9k'); c.send_command_timing('format bootflash:')\"",
    "python3 -c \"from napalm import get_network_driver as g; d=g('ios')('r1','u','p'); d.open(); d.load_replace_candidate(config='hostname r1'); d.commit_config()\"",
    "pkcs15-init --erase-card",
    "nitropy nk3 reset",
]

LATE_BENIGN = [
    "echo '{\"jsonrpc\":\"2.0\",\"method\":\"host.delete\",\"params\":[\"10501\"],\"id\":1}' > ~/work/zbx-delete-request.json",
    "curl -s http://127.0.0.1:9091/transmission/rpc -d '{\"method\":\"torrent-get\",\"arguments\":{\"fields\":[\"id\"]}}'",
    _ZBX % ("host.update", "{\"hostid\":\"10501\",\"status\":1}"),
    "python3 -c \"import subprocess; subprocess.run(['systemctl','reload','nginx'])\"",
    "ssh admin@web01 'sudo systemctl reload nginx'",
    "python3 -c \"from napalm import get_network_driver as g; d=g('ios')('r1','u','p'); d.open(); "
    "d.load_replace_candidate(filename='configs/r1.cfg'); print(d.compare_config()); d.discard_config()\"",
    "python3 -c \"import pynetbox; nb=pynetbox.api('https://nb.example.net', token='t'); d=nb.dcim.devices.get(name='sw9'); d.delete()\"",
    "python3 -c \"import pynetbox; nb=pynetbox.api('https://nb.example.net', token='t'); [d.save() for d in nb.dcim.devices.filter(site='x')]\"",
    "python manage.py shell -c \"from django.contrib.sessions.models import Session; Session.objects.filter(expire_date__lt=now()).delete()\"",
    "tower-cli inventory delete --name prd-core --help",
    "nitropy nk3 list",
    "tpm2_getcap properties-fixed",
]
