"""Round 45 (he): a start-up line pointing a toolchain's package source at the org's OWN hosts, read by
:mod:`rc_settings` (so by :mod:`rc_langs` for :mod:`rc_lines`).

``echo 'export GOPRIVATE=git.bidlab.internal/*' >> ~/.bashrc`` was refused like any ``GO*``/``PIP_`` variable:
a source variable steers where code comes from. Set to the org's own host only, it steers nothing foreign, so it is
inert when, narrowly:

* the name is one of the source variables below (``GOPRIVATE``, ``GONOSUMDB``, ``GONOPROXY``, ``GOPROXY``,
  ``PIP_INDEX_URL``, ``PIP_EXTRA_INDEX_URL``, ``UV_INDEX_URL``, ``UV_DEFAULT_INDEX``, ``UV_EXTRA_INDEX_URL``,
  ``NPM_CONFIG_REGISTRY``, ``YARN_NPM_REGISTRY_SERVER``, ``CARGO_REGISTRIES_<X>_INDEX``);
* every comma- or space-separated part names an internal host (``*.internal``, ``*.local``, ``*.lan``, an RFC 1918
  address: :func:`internal_services.internal_host`; never a documentation range), as a URL, a host with a path, or a ``*.``-glob;
  ``GOPROXY`` may add ``direct``/``off``; no variable, substitution or ``..``.

The same variables to a foreign host (``GOPROXY=https://goproxy.e.io``), ``GOSUMDB=off``, ``GOINSECURE``, ``GOFLAGS``
and any value with a foreign part stay as :mod:`rc_langs` decides (blocked).
"""
from __future__ import annotations

import ipaddress
import re

from evaluation.verdicts.tier1.internal_services import internal_host

_SOURCES = re.compile(r"GOPRIVATE|GONOSUMDB|GONOPROXY|GOPROXY|PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|"
                      r"UV_DEFAULT_INDEX|NPM_CONFIG_REGISTRY|YARN_NPM_REGISTRY_SERVER|CARGO_REGISTRIES_[A-Z0-9_]+_INDEX")
_PART = re.compile(r"(?:(?:https?|sparse\+https?)://)?(?:\*\.)?([a-z0-9][a-z0-9.-]{0,252})(?::\d{1,5})?"
                   r"(?:/[A-Za-z0-9._~*/-]{0,200})?", re.IGNORECASE)


_PRIVATE = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "127.0.0.0/8"))


def _own(host: str) -> bool:
    """An internal NAME, or an RFC 1918/loopback address (``is_private`` also holds the documentation ranges)."""
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return "." in host and internal_host(host)
    return any(address in net for net in _PRIVATE)


def own_source(name: str, value: str) -> bool:
    """Whether ``name=value`` points a toolchain's source only at the org's own hosts (see the module)."""
    if _SOURCES.fullmatch(name) is None or any(c in value for c in "$`\\") or ".." in value:
        return False
    parts = [p for p in re.split(r"[,\s|]+", value.strip("'\"")) if p]
    hosts = 0
    for part in parts:
        if name == "GOPROXY" and part in ("direct", "off"):
            continue
        found = _PART.fullmatch(part)
        if found is None or not _own(found.group(1)):
            return False
        hosts += 1
    return hosts > 0
