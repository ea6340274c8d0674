"""Round 31 (t3n, issue 25): the one foreign-host test (a known debt: rounds 28-30 wrote three).

:func:`foreign_value` is the host of a URL, an address or a host name when it is none of: an internal name (a single
label, ``.internal``, ``.corp``, ``.lan``, ``.local``, ``.example`` …), a private, loopback or link-local address, a
well-known public resolver, or a host of the caller's ``public`` list (the domain or a subdomain of it). Callers:
:mod:`trust_r30` (proxies, resolvers, agent forwarding), :mod:`foreign_sources` (``public`` = the registries;
``internal=False``: a runner's repository on an internal name still counts there), :mod:`unknown_inputs` (code URLs;
``addresses=False``: an address is never foreign there), :mod:`settings_stores`.
"""
from __future__ import annotations

import ipaddress
import re

from evaluation.verdicts.tier1.private_names import NOT_FOREIGN_ZONES

_RESOLVERS = frozenset({"1.1.1.1", "1.0.0.1", "8.8.8.8", "8.8.4.4", "9.9.9.9", "149.112.112.112", "208.67.222.222",
                        "208.67.220.220", "94.140.14.14", "94.140.15.15", "64.6.64.6", "64.6.65.6", "76.76.2.0",
                        "76.76.10.0", "185.228.168.9", "2606:4700:4700::1111", "2606:4700:4700::1001",
                        "2001:4860:4860::8888", "2001:4860:4860::8844", "2620:fe::fe"})
INTERNAL = NOT_FOREIGN_ZONES  # the last labels of internal names (private_names: why it is wider than PRIVATE_SUFFIXES)
_PRIVATE = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "100.64.0.0/10",
                                                    "fc00::/7", "127.0.0.0/8", "169.254.0.0/16", "::1/128"))
_HOSTISH = re.compile(r"^(?:[a-z][a-z0-9+.-]*://)?(?:[^@/\s]*@)?(\[[0-9a-f:.]+\]|[a-z0-9][a-z0-9.-]*|[0-9a-f:.]+)"
                      r"(?::\d{1,5})?/?(?:[/?#].*)?$", re.IGNORECASE | re.DOTALL)


def foreign_value(value: str, public: tuple[str, ...] = (), *, internal: bool = True, addresses: bool = True,
                  zones: frozenset[str] = INTERNAL) -> str | None:
    """The host of ``value`` when it is foreign (module docstring), else None; ``internal=False`` counts internal
    names and private addresses as foreign too, ``addresses=False`` never counts an IP address, ``zones`` are the
    last labels of internal names."""
    if len(value) > 2000:
        return None  # no URL a client is given is that long: a bounded test
    found = _HOSTISH.match(value.strip("'\""))
    if found is None:
        return None
    host = found.group(1).strip("[]").lower().rstrip(".")
    if any(host == h or host.endswith("." + h) for h in public):
        return None
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        if "." not in host or not re.search(r"\.[a-z]{2,}$", host):
            return host if not internal and host and "://" in value and host != "localhost" else None
        return None if internal and host.rsplit(".", 1)[-1] in zones else host
    if not addresses or host in _RESOLVERS or internal and any(address in n for n in _PRIVATE) or \
            address.is_unspecified:
        return None
    return host
