"""The organisation's own PRIVATE names and addresses, in one place (round 38, lead: six modules kept their own copy).

A host whose WHOLE name ends in one of :data:`PRIVATE_SUFFIXES` cannot be registered by an outsider, so a token,
a package index or a settings file used only with such hosts stays inside the organisation; ``x.internal.evil.io``
ends in ``.io`` and is public. :data:`OWN_HOST` also takes ``localhost``, the RFC 1918 and loopback IPv4 ranges,
``::1`` and IPv6 unique-local addresses; :func:`private_dns_name` is the names-only half.

Round 39 (lead, mend): the two wider label tables live here too, each named for what it decides, so the three
notions sit side by side: :data:`RESERVED_ZONES` (last labels no outsider can own, counting the documentation and
test names of RFC 2606/6761 — ``example``, ``test`` — used where a NAME must be unownable:
``service_domains.private_name``) and :data:`NOT_FOREIGN_ZONES` (those and the cluster/loopback labels
``svc``, ``private``, ``localhost``, used where a host only has to be not-foreign: ``foreign_hosts.foreign_value``).
An outsider can register neither kind, but only :data:`PRIVATE_SUFFIXES` says "the organisation's own": a writer's
``db.example`` is a placeholder, not a host a secret may go to."""

from __future__ import annotations

import re

PRIVATE_SUFFIXES = (".internal", ".corp", ".lan", ".local", ".intranet", ".home.arpa", ".localdomain")
"""Name suffixes no registrar sells (RFC 6762 ``.local``, RFC 8375 ``.home.arpa``, ICANN's ``.internal``, and the
de-facto private zones)."""

OWN_HOST = re.compile(r"(?i)(?:\.(?:internal|local|lan|corp|intranet|home\.arpa|localdomain)|^localhost)$|"
                      r"^(?:10|127)\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^192\.168\.\d{1,3}\.\d{1,3}$|"
                      r"^172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}$|^\[?(?:::1|fd[0-9a-f:]{0,40})\]?$")
"""A private name (:data:`PRIVATE_SUFFIXES`), ``localhost`` or a private address; use ``OWN_HOST.search(host)``."""

RESERVED_ZONES = frozenset({"internal", "example", "local", "lan", "corp", "intra", "intranet", "home", "test",
                            "localdomain", "arpa"})
"""Last labels of names no outsider can own, documentation and test names included (module docstring)."""

NOT_FOREIGN_ZONES = RESERVED_ZONES | {"localhost", "private", "svc"}
"""Last labels of hosts that are never foreign: :data:`RESERVED_ZONES` and cluster/loopback labels."""

_DNS_NAME = re.compile(r"(?i)^[a-z][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,10}$")


def private_dns_name(host: str) -> bool:
    """``host`` is a DNS name wholly under a private suffix (never an address, never a suffix mid-name)."""
    host = host.lower().rstrip(".")
    return bool(_DNS_NAME.match(host)) and host.endswith(PRIVATE_SUFFIXES) and not host.replace(".", "").isdigit()
