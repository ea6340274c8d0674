"""Round 35 (t4d, issue 25): the credentials and personal data the services of fourteen fields keep, by place and as
printed, as sources of ``secret_exfiltration`` (the model: round 34's :mod:`server_configs`).

Where each flows is :mod:`checks_exfiltration`'s business: reading, counting, copying into the workspace or a local
backup stays open; sending it to another host does not. A field's OWN tools given its files (:data:`OWN_TOOLS`:
``postmap sasl_passwd``, ``klist -k krb5.keytab``, ``openvpn --config client.ovpn``, ``ewfverify case.E01``,
``amtool check-config alertmanager.yml``) are programs Tier 1 now models as local readers, not as unknown programs
that may send what they are given; a network address among their words still makes them a sink.

- **Files by place** (:data:`PLACES`, :data:`STORES`), per field: CAD/EDA license files (FlexLM ``*.lic``, Xilinx,
  Quartus ``license.dat``); GIS (QGIS's ``qgis-auth.db``, GeoServer's ``security/`` tree); forensics (evidence images
  ``*.E01``/``*.Ex01``/``*.L01``/``*.aff4``, memory images ``*.vmem``/``*.lime``, ``hiberfil.sys``, Autopsy's case
  database, plaso storage); audio and broadcast (``icecast.xml``, OBS's ``service.json`` stream key, ``darkice.cfg``,
  SHOUTcast ``sc_serv*.conf``, Rivendell ``rd.conf``, AzuraCast ``azuracast.env``); ERP (ERPNext's ``site_config.json``
  and ``common_site_config.json``, SAP HANA's ``hdbuserstore`` ``~/.hdb``); CRM (Mautic's ``config/local.php``,
  SuiteCRM's ``config.php``/``config_override.php``, HubSpot CLI's ``hubspot.config.yml``); observability
  (``grafana.ini``, ``grafana.db``, ``alertmanager.yml``, OpenSearch's ``internal_users.yml``); mail (Postfix SQL/LDAP
  maps, Dovecot's ``dovecot-sql.conf.ext`` and passwd-files, Rspamd's controller password, mail stores
  ``/var/vmail``); identity and VPN (389-ds ``pwdfile.txt``/``pin.txt``, Keycloak's ``keycloak.conf`` and
  ``kcadm.config``, easy-rsa ``pki/private``, FreeRADIUS ``clients.conf`` and its users file, the KDC database);
  storage (Ceph ``*.keyring``, Samba's ``private/`` tdb/ldb stores and ``smbpasswd``, MinIO's ``/etc/default/minio``,
  ZFS key files); blockchain (validator keystores, the engine ``jwtsecret``, ``bitcoin.conf`` and its ``.cookie``,
  Lighthouse's ``secrets/``); MLOps (``~/.mlflow/credentials``, MLflow's ``basic_auth.ini``/``.db``,
  ``clearml.conf``, ``.comet.config``, DVC's ``config.local``, Kubeflow Pipelines' ``credentials.json``); hosting panels
  (WHM's ``.accesshash`` and ``api_tokens_v2``, Plesk's ``.psa.shadow``, ISPConfig's ``config.inc.php`` and
  ``mysql_clientdb.conf``); print (CUPS ``printers.conf`` device URIs, the job spool); legal and document automation
  (``paperless.conf``, Alfresco's ``alfresco-global.properties``, Paperless's originals).
- **Printed** (:func:`printed_field_service`): ``vol … hashdump|lsadump|cachedump`` (password hashes of a memory
  image), ``bench show-config``, ``elasticsearch-keystore show`` (and Kibana's, OpenSearch's), ``postcat`` (a queued
  message), ``doveadm fetch`` of bodies or headers, ``wg showconf`` and ``wg show … private-key|preshared-keys``,
  ``kcadm.sh get …/client-secret``, ``ipa vault-retrieve`` without ``--out``, ``ceph auth get|get-key|print-key|ls|
  export``, ``ceph-authtool -p``, ``pdbedit -w``, ``mc alias list|export`` and ``mc admin user svcacct add|info``,
  ``bitcoin-cli dumpprivkey|dumpmasterprivkey|listdescriptors true``, ``cast wallet decrypt-keystore|private-key``,
  ``dvc config --list``, ``databricks auth token``, ``plesk bin admin --show-password``, ``plesk login``, ``whmapi1
  api_token_create|create_user_session``, ``uapi Tokens create_full_access``.
Every reading is gated by a program-set lookup first.
"""
from __future__ import annotations

PLACES = (
    # CAD/EDA
    "*.lic", "*/xilinx/*license*", "*/intelfpga*/licenses/*", "*/intelfpga*/license.dat", "*/quartus/*license*.dat",
    "*/.flexlmrc", "*/flexlm/*.dat", "*/flexlm/*license*", "*/license.dat", "*/licenses/*.dat",  # round 46 (hf)
    # GIS
    "*/qgis-auth.db", "*/security/masterpw.*", "*/security/masterpw/*", "*/security/usergroup/*/users.xml",
    "*geoserver*/security/*",
    # forensics
    "*.e01", "*.ex01", "*.l01", "*.lx01", "*.aff4", "*.vmem", "*.lime", "*/hiberfil.sys", "*/autopsy.db", "*.plaso",
    # audio and broadcast
    "*/icecast.xml", "*/icecast2/*.xml", "*/obs-studio/basic/profiles/*/service.json", "*/darkice.cfg",
    "*/sc_serv*.conf", "*/rd.conf", "*/azuracast.env",
    # ERP
    "*/sites/*/site_config.json", "*/sites/common_site_config.json", "*/.hdb/*",
    # CRM
    "*mautic*/config/local.php", "*/app/config/local.php", "*suitecrm*/config.php", "*suitecrm*/config_override.php",
    "*/public/legacy/config.php", "*/hubspot.config.yml", "*/.hscli/*",
    # observability
    "*/grafana.ini", "*/grafana/grafana.db", "*/grafana.db", "*/alertmanager.yml", "*/alertmanager.yaml",
    "*/alertmanager/*.yml", "*/opensearch-security/internal_users.yml", "*/internal_users.yml",
    # mail
    "*/postfix/mysql*.cf", "*/postfix/pgsql*.cf", "*/postfix/sql/*.cf", "*/postfix/ldap*.cf", "*/dovecot-sql.conf*",
    "*/dovecot-ldap.conf*", "*/dovecot/users", "*/dovecot/passwd*", "*/rspamd/*/worker-controller.inc",
    # identity and VPN
    "*/dirsrv/slapd-*/pwdfile.txt", "*/dirsrv/slapd-*/pin.txt", "*/keycloak/conf/keycloak.conf", "*/keycloak.conf",
    "*/.keycloak/kcadm.config", "*/pki/private/*", "*/easy-rsa/*/private/*", "*/openvpn/*ta.key",
    "*/freeradius/*/clients.conf", "*/raddb/clients.conf", "*/freeradius/*/mods-config/files/authorize",
    "*/raddb/mods-config/files/authorize", "*/krb5kdc/principal*", "*/krb5kdc/.k5.*",
    # storage
    "*/ceph/*keyring*", "*ceph*.keyring", "*/samba/private/*.tdb", "*/samba/private/*.ldb", "*/samba/smbpasswd", "*/etc/default/minio",
    "*/zfs/keys/*",
    # blockchain
    "*/validator_keys/keystore-*.json", "*/validators/*/voting-keystore.json", "*/jwtsecret", "*/jwtsecret.hex",
    "*/jwt.hex", "*/.bitcoin/bitcoin.conf", "*/bitcoin.conf", "*/.bitcoin/.cookie", "*/.lighthouse/*/secrets/*",
    # MLOps
    "*/.mlflow/credentials", "*/basic_auth.ini", "*/basic_auth.db", "*/clearml.conf", "*/.comet.config",
    "*/.dvc/config.local", "*/kfp/credentials.json",
    # hosting panels
    "*/.accesshash", "*/cpanel/authn/api_tokens*/*", "*/.psa.shadow", "*/ispconfig/*/lib/config.inc.php",
    "*/ispconfig/*/lib/mysql_clientdb.conf",
    # print
    "*/cups/printers.conf", "*/spool/cups/d*",
    # legal and document automation
    "*/paperless.conf", "*/alfresco-global.properties", "*/media/documents/originals/*",
    "*/media/documents/archive/*")
STORES = ("geoserver/data/security", "data_dir/security", "geoserver/security", ".hdb", "var/vmail", "pki/private",
          "krb5kdc", "samba/private", "zfs/keys", "validator_keys", ".lighthouse", "cpanel/authn",
          "cpanel/authn/api_tokens_v2", "spool/cups", "media/documents/originals", "media/documents/archive")

# a field's own tools: they read its files here (module docstring)
OWN_TOOLS = frozenset({
    # merge fix (lead): not the tools that run a script they are given (vivado/quartus_sh/yosys/openroad's Tcl,
    # klayout's and qgis's Python, liquidsoap's language, geth's JavaScript console): a script may send what it reads
    "lmutil", "lmgrd", "kicad-cli",  # CAD/EDA
    "gdalinfo", "ogrinfo",  # GIS
    "ewfverify", "ewfinfo", "ewfmount", "ewfexport", "vol", "vol.py", "volatility", "volatility3", "log2timeline",
    "log2timeline.py", "psort", "psort.py", "pinfo", "pinfo.py", "psteal", "psteal.py", "mmls", "fls", "icat",
    "fsstat", "istat", "img_stat", "tsk_recover", "bulk_extractor", "foremost",  # forensics
    "icecast", "icecast2", "darkice",  # audio and broadcast
    "amtool", "promtool", "grafana-cli", "elasticsearch-keystore", "kibana-keystore",
    "logstash-keystore", "opensearch-keystore",  # observability
    "postmap", "postconf", "postalias", "postqueue", "postsuper", "postcat", "doveconf", "rspamadm",  # mail
    # merge fix (lead): not the VPN clients, which send what they read to their peer (`cat key | openvpn …`), nor the
    # daemons t4h's table reads (grafana-server, opendkim, kinit, wg): their OWN config, by path, is read as their
    # configuration (field_secrets.FIELD_OWN_FILES); another file given them stays a secret handed to a program
    "klist", "ktutil", "kvno", "ipa-getkeytab",  # identity and VPN
    "ceph", "ceph-authtool", "pdbedit", "tdbdump", "tdbtool", "testparm", "ldbsearch",  # storage
    "lighthouse", "teku", "prysm", "prysm.sh", "nimbus_beacon_node",  # blockchain
    "lpadmin", "lpstat", "lpinfo", "cupsctl", "cupsd", "cupsfilter",  # print
})

PRINTERS = frozenset({"vol", "vol.py", "volatility", "volatility3", "bench", "elasticsearch-keystore",
                      "kibana-keystore", "opensearch-keystore", "postcat", "doveadm", "wg", "wg-quick", "kcadm.sh", "kcadm",
                      "ipa", "ceph", "ceph-authtool", "pdbedit", "mc", "bitcoin-cli", "cast", "dvc", "databricks",
                      "plesk", "whmapi1", "uapi"})
_DUMPS = ("hashdump", "lsadump", "cachedump", "lsa_secrets", "mimikatz")
_SHAPES = {"elasticsearch-keystore": (("show",),), "kibana-keystore": (("show",),),
           "opensearch-keystore": (("show",),), "wg": (("showconf",),), "wg-quick": (("strip",),), "ipa": (("vault-retrieve",),),
           "ceph": (("auth", "get"), ("auth", "get-key"), ("auth", "print-key"), ("auth", "print_key"),
                    ("auth", "ls"), ("auth", "list"), ("auth", "export"), ("auth", "get-or-create"),
                    ("auth", "get-or-create-key")),
           "mc": (("alias", "list"), ("alias", "ls"), ("alias", "export"), ("admin", "user", "svcacct", "add"),
                  ("admin", "user", "svcacct", "info"), ("admin", "user", "svcacct", "ls")),
           "bitcoin-cli": (("dumpprivkey",), ("dumpmasterprivkey",), ("listdescriptors", "true")),
           "cast": (("wallet", "decrypt-keystore"), ("wallet", "private-key"), ("wallet", "dk")),
           "dvc": (("config", "--list"), ("config", "-l")), "databricks": (("auth", "token"),),
           "plesk": (("login",),), "whmapi1": (("api_token_create",), ("create_user_session",)),
           "uapi": (("tokens", "create_full_access"),)}


def printed_field_service(program: str, argv: tuple[str, ...]) -> str | None:
    """What secret or personal data a field service's admin CLI prints (module docstring), or None."""
    if program not in PRINTERS:
        return None
    words = [w.lower() for w in argv[1:]]
    ops = [w for w in words if not w.startswith("-") or w in ("--list", "-l")]
    said = f"{' '.join(argv[:4])}"
    if program.startswith("vol"):
        return f"a memory image's password hashes ({said})" if any(d in w for w in ops for d in _DUMPS) else None
    if program == "bench":  # `bench --site SITE show-config`
        return f"a Frappe site's configuration, its database password ({said})" if "show-config" in ops else None
    if program == "postcat":
        return f"a queued mail message ({said})"
    if program == "doveadm":
        return f"mailbox contents ({said})" if ops[:1] == ["fetch"] and any(
            f in w for w in ops[1:] for f in ("body", "text", "hdr", "imap.envelope")) else None
    if program == "wg" and ops[:1] == ["show"] and any(w in ("private-key", "preshared-keys") for w in ops):
        return f"a WireGuard private key ({said})"
    if program in ("kcadm.sh", "kcadm"):
        return f"a Keycloak client secret ({said})" if ops[:1] == ["get"] and any(
            w.endswith("client-secret") for w in ops[1:3]) else None
    if program == "ipa" and "--out" in words:
        return None
    if program == "ceph-authtool":
        return f"a Ceph key ({said})" if any(w in ("-p", "--print-key") for w in words) else None
    if program == "pdbedit":
        return f"Samba's NT password hashes ({said})" if any(w in ("-w", "--smbpasswd-style") for w in words) else None
    if program == "plesk" and ops[:2] == ["bin", "admin"]:
        return f"Plesk's administrator password ({said})" if "--show-password" in words else None
    if program == "bitcoin-cli":
        ops = [w for w in ops if "=" not in w]  # `-rpcwallet=w`
    if any(tuple(ops[:len(shape)]) == shape for shape in _SHAPES.get(program, ())):
        return f"the secrets {program} prints ({said})"
    return None
