"""Round 38 (lead fb, issue 25): the org's own PRIVATE package mirror is as trusted as the public registry.

A package source on a host whose WHOLE name lies in a zone no outsider can register (``.internal``, ``.corp``,
``.lan``, ``.local``, ``.intranet``, ``.home.arpa``) over http(s) is the organisation's mirror (Nexus, Artifactory,
devpi, a CRAN/conda proxy): ``pip install --index-url https://nexus.acme.internal/…``, an ``.Rprofile`` whose
``options(repos = …)`` names one. :func:`foreign_source` is :func:`package_sources.foreign_url` without such URLs; the
install-source rules (``untrusted``, ``sources_r21``, ``source_verbs``) judge with it.

Stay foreign: a registrable name that only CONTAINS such a label (``nexus.internal.evil.io``), any address (a private
one too: an address says nothing of who runs it), a single label, userinfo tricks (``https://x.internal@evil.io``,
read by the host after ``@``), ``file://`` and other schemes, a variable.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.package_sources import HOST, foreign_url
from evaluation.verdicts.tier1.private_names import PRIVATE_SUFFIXES

_NAME = re.compile(r"[a-z][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,10}")
_SCHEME = re.compile(r"^https?://", re.IGNORECASE)
_SPLIT = re.compile(r"[\s,;|]+")


def org_mirror(url: str) -> bool:
    """``url`` is http(s) on a host whose whole name ends in a private zone (see the module)."""
    url = url.strip("'\"[]()")
    if not _SCHEME.match(url):
        return False
    found = HOST.match(url)
    host = found.group(1).lower().rstrip(".") if found else ""
    return bool(_NAME.fullmatch(host)) and host.endswith(PRIVATE_SUFFIXES)


def foreign_source(value: str) -> str | None:
    """:func:`package_sources.foreign_url` with the org's own mirrors (:func:`org_mirror`) left out."""
    found = foreign_url(value)
    if found is None or not org_mirror(found):
        return found
    return next((p for p in _SPLIT.split(value) if foreign_url(p) and not org_mirror(p)), None)
