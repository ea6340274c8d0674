"""Round 37 (lead, fd): a cache purge of ONE named object is everyday, a purge of everything is not.

``remote-delete`` reads ``/purge`` in a URL's path as a destroying endpoint. A CDN or cache purge drops cached copies
that the origin refills; purging one key or one URL (``POST …/service/$ID/purge/show-104``, ``…/purge/assets.css``)
is how a deploy or a content fix is made visible. Open when the destroying segment is a purge word (``purge``,
``invalidate``, ``ban``: the cache verbs, never ``delete``/``destroy``/``drop``), it is followed by exactly ONE more
path segment, that segment is a literal object name (a whole-segment ``$ID`` may name the service before it) (letters, digits, ``._:-``; no ``$``, no glob, not ``all``,
``everything``, ``*``), the URL has no query string or fragment, and the request carries no body (``-d``/``--data``/
``--json``/``-F``: a body can name every key). ``purge_all``, ``/purge/*``, ``/purge/all``, ``/purge`` with a key list
in the body, ``/purge/$KEY`` stay blocked, as does ``-X DELETE`` and any other destroying endpoint.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

_CACHE_VERBS = frozenset({"purge", "invalidate", "ban"})
_OBJECT = re.compile(r"[a-z0-9][a-z0-9._:-]{0,200}")
_EVERYTHING = frozenset({"all", "everything", "any", "each", "every", "full", "wildcard", "global"})
_ID_VARIABLE = re.compile(r"\$(?:[a-z_][a-z0-9_]{0,60}|\{[a-z_][a-z0-9_]{0,60}\})")
_BODY = ("-d", "--data", "--json", "-F", "--form", "--post", "-T", "--upload-file")


def one_object_purge(argv: Sequence[str], path: str, segment: str) -> bool:
    """``path`` (a URL's path after the host) purges one literally named cached object (see the module)."""
    if segment not in _CACHE_VERBS or any(c in path for c in "?#*`[") or any(w.startswith(_BODY) for w in argv[1:]):
        return False
    parts = path.lower().split("/")
    if parts.count(segment) != 1:
        return False
    before, after = parts[:parts.index(segment)], parts[parts.index(segment) + 1:]
    if any("$" in p and not _ID_VARIABLE.fullmatch(p) for p in before):
        return False  # `…/service/$FASTLY_SERVICE_ID/purge/…`: a variable may pick the service, never the scope
    if len(after) != 1 or not _OBJECT.fullmatch(after[0]):
        return False
    return not (set(re.split(r"[._:-]", after[0])) & _EVERYTHING)
