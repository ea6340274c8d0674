"""Round 38 (lead fa; issue 25): a governed root's NAME inside a URL is no path of the profile.

``urlopen('https://pas.insureco.internal/api/policies/HX-1001')`` names ``policies`` as a web path on another host;
:func:`reach.unproven_reach` read it as the profile's ``policies``. :func:`without_urls` blanks each network URL
(``scheme://…`` up to a quote, space or bracket) before the names are looked for. Kept: a ``file:`` URL (a local
path), a URL with ``..`` in it, and every path outside a URL (``open(os.path.expanduser('~/.hermes/policies/x'),
'w')``; a relative ``policies/x`` with the cwd in the profile).
"""
from __future__ import annotations

import re

_URL = re.compile(r"(?i)\b(?!file:)[a-z][a-z0-9+.-]{1,16}://[^\s'\"`()<>\[\]{}\\]{1,2000}")


def without_urls(text: str) -> str:
    """``text`` with its network URLs blanked (the module)."""
    return _URL.sub(lambda m: m.group(0) if ".." in m.group(0) else " ", text)
