"""Round 34 (lead, issue 25): the credentials and personal data a SERVER's own services keep, as sources of
``secret_exfiltration`` — voice switches, integration engines, imaging archives and data pipelines.

Where each flows is :mod:`checks_exfiltration`'s business, as for every producer: reading one here, copying it into
the workspace or a local backup, or handing it to its own tool stays open; sending it to another host does not.

- **Files by place** (:data:`SERVER_PATTERNS`): a PBX's account and manager configs (Asterisk ``pjsip*.conf``,
  ``sip.conf``, ``iax.conf``, ``manager.conf``, ``voicemail.conf``, ``ari.conf``; FreeSWITCH ``vars.xml``, its
  ``directory/`` of users and ``event_socket.conf.xml``; Kamailio's ``kamctlrc``), call detail records
  (``cdr-csv/``), an integration engine's properties (Mirth Connect's ``mirth.properties``), an imaging archive's
  config (Orthanc's ``orthanc.json``), a pipeline's config (Airflow's ``airflow.cfg``, Great Expectations'
  ``uncommitted/`` variables).
- **Stores** (:data:`SERVER_DIRS`): those config trees as wholes (``/etc/asterisk``, ``/etc/freeswitch``,
  ``/etc/kamailio``, Mirth's ``conf``/``appdata``) and call recordings and voicemail (``/var/spool/asterisk/monitor``,
  ``/var/spool/asterisk/voicemail``, ``/var/lib/freeswitch/recordings``).
- **Printed** (:func:`printed_server_secret`): ``airflow connections get|list|export`` (each connection's password
  and URI), ``airflow config get-value`` of a key or password and ``airflow config list``, ``kamctl db show
  subscriber`` (the SIP accounts' passwords), ``fs_cli -x global_getvar`` (the switch's default password), and a
  packet capture written to standard output (``tcpdump -w -``, ``tshark -w -``, ``tcpdump -A``: the traffic's
  credentials and calls).
- **Round 35 (lead)**: library and archive systems (Koha's ``koha-conf.xml`` and ``/etc/koha``, its dumps in
  ``/var/spool/koha``, EZproxy's ``user.txt``/``config.txt``, Shibboleth's ``/etc/shibboleth`` keys, DSpace's
  ``local.cfg``, Fedora's and Archivematica's settings; ``koha-passwd`` prints the instance's database password) and
  InfluxDB 2's CLI configs (``~/.influxdbv2/configs``; ``influx auth list`` prints every token).
"""
from __future__ import annotations

import re

SERVER_PATTERNS = (
    "*/asterisk/pjsip*.conf", "*/asterisk/sip.conf", "*/asterisk/sip_*.conf", "*/asterisk/iax.conf",
    "*/asterisk/manager.conf", "*/asterisk/manager_*.conf", "*/asterisk/voicemail.conf", "*/asterisk/ari.conf",
    "*/asterisk/res_odbc.conf", "*/asterisk/cdr-csv/*", "*/freeswitch/vars.xml", "*/freeswitch/directory/*",
    "*/freeswitch/autoload_configs/event_socket.conf.xml", "*/kamailio/kamctlrc", "*/mirth.properties",
    "*/orthanc/orthanc.json", "*/orthanc.json", "*/airflow/airflow.cfg", "*/airflow.cfg",
    "*/uncommitted/config_variables.yml",
    # round 35 (lead): library and archive systems (Koha's instance config, EZproxy's users and config, DSpace's
    # local.cfg, Fedora's and Archivematica's settings) and grid data platforms' CLI configs (InfluxDB 2's tokens)
    "*/koha/sites/*/koha-conf.xml", "*/koha-conf.xml", "*/ezproxy/user.txt", "*/ezproxy/config.txt",
    "*/dspace/config/local.cfg", "*/fcrepo/*.properties", "*/archivematica/*.conf", "*/.influxdbv2/configs",
    "*/influxdb2/influx-configs", "*/spool/koha/*")
SERVER_DIRS = ("etc/asterisk", "etc/freeswitch", "freeswitch/directory", "etc/kamailio", "mirthconnect/conf",
               "mirthconnect/appdata", "spool/asterisk/monitor", "spool/asterisk/voicemail",
               "freeswitch/recordings", "asterisk/cdr-csv", "great_expectations/uncommitted", "gx/uncommitted",
               "etc/koha", "koha/sites", "spool/koha", "etc/shibboleth", "ezproxy", "dspace/config", ".influxdbv2")

PRINTERS = frozenset({"airflow", "kamctl", "fs_cli", "tcpdump", "tshark", "dumpcap", "koha-passwd", "influx"})
_SECRET_KEYS = ("fernet_key", "secret_key", "sql_alchemy_conn", "password", "result_backend", "broker_url")


def printed_server_secret(program: str, argv: tuple[str, ...]) -> str | None:
    """What secret a server's own admin CLI prints (module docstring), or None."""
    if program not in PRINTERS:
        return None
    ops = [w.lower() for w in argv[1:] if not w.startswith("-")]
    if program == "airflow":
        if ops[:1] == ["connections"] and ops[1:2] and ops[1] in ("get", "list", "export"):
            return f"Airflow connections with their passwords ({' '.join(argv[:3])})"
        if ops[:2] == ["config", "list"] or ops[:2] == ["config", "get-value"] and any(
                k in w for w in ops[2:] for k in _SECRET_KEYS):
            return f"Airflow's secret configuration ({' '.join(argv[:5])})"
        return None
    if program in ("tcpdump", "tshark", "dumpcap"):
        raw = any(a == "-w" and b == "-" for a, b in zip(argv, argv[1:])) or (program == "tcpdump" and any(
            w[:1] == "-" and w[1:2] != "-" and set(w[1:]) & {"A", "X"} for w in argv[1:]))
        return f"captured network traffic, the calls' credentials in it ({' '.join(argv[:4])})" if raw else None
    if program == "koha-passwd":  # round 35 (lead): prints the instance's database password
        return "the Koha instance's database password (koha-passwd)"
    if program == "influx":  # round 35 (lead): `influx auth list` prints every token with its permissions
        return f"InfluxDB's API tokens ({' '.join(argv[:3])})" if ops[:1] in (["auth"], ["v1"]) and ops[1:2] and (
            ops[1] in ("list", "ls", "find", "create")) or ops[:2] == ["config", "list"] else None
    if program == "kamctl":
        return "the SIP accounts' passwords (kamctl db show subscriber)" if ops[:3] == ["db", "show", "subscriber"] \
            else None
    text = " ".join(ops)
    return "the switch's global variables, its default password among them (fs_cli global_getvar)" if (
        "global_getvar" in text) else None


QUERY_CLIENTS = frozenset({"snowsql", "psql", "mysql", "mariadb", "clickhouse-client", "clickhouse", "vsql",
                           "bq", "trino", "presto", "sqlcmd", "snow"})
_QUERY_FILES = re.compile(r"\bput\s+'?file://([^\s']+)|\\copy\b[^;]*?\bfrom\s+'([^']+)'|"
                          r"\bload\s+data\s+local\s+infile\s+'([^']+)'", re.IGNORECASE)


def query_files(program: str, words: list[str]) -> list[str]:
    """The local files a database client's query text uploads to its server: Snowflake ``PUT file://P``, psql's
    ``\\copy t FROM 'P'``, MySQL's ``LOAD DATA LOCAL INFILE 'P'`` (read by :func:`taint._words`)."""
    if program not in QUERY_CLIENTS:
        return []
    return [next(g for g in m.groups() if g) for w in words if " " in w for m in _QUERY_FILES.finditer(w)]
