"""The organisation's own PRIVATE names and addresses, in one place (round 38, lead: six modules kept their own copy).

A host whose WHOLE name ends in one of :data:`PRIVATE_SUFFIXES` cannot be registered by an outsider, so a token,
a package index or a settings file used only with such hosts stays inside the organisation; ``x.internal.evil.io``
ends in ``.io`` and is public. :data:`OWN_HOST` also takes ``localhost``, the RFC 1918 and loopback IPv4 ranges,
``::1`` and IPv6 unique-local addresses. Label tables with another meaning (``foreign_hosts.INTERNAL``,
``service_domains``' reserved labels, which include ``example`` and ``test``) are not this rule."""

from __future__ import annotations

import re

PRIVATE_SUFFIXES = (".internal", ".corp", ".lan", ".local", ".intranet", ".home.arpa", ".localdomain")
"""Name suffixes no registrar sells (RFC 6762 ``.local``, RFC 8375 ``.home.arpa``, ICANN's ``.internal``, and the
de-facto private zones)."""

OWN_HOST = re.compile(r"(?i)(?:\.(?:internal|local|lan|corp|intranet|home\.arpa|localdomain)|^localhost)$|"
                      r"^(?:10|127)\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^192\.168\.\d{1,3}\.\d{1,3}$|"
                      r"^172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}$|^\[?(?:::1|fd[0-9a-f:]{0,40})\]?$")
"""A private name (:data:`PRIVATE_SUFFIXES`), ``localhost`` or a private address; use ``OWN_HOST.search(host)``."""
