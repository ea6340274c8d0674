"""Round 29 (t3c, issue 25): a build configuration appended with a mirror or download site on a foreign host.

``echo 'NAME = "… URL …"' >> FILE`` (or ``printf``) where FILE is a build system's configuration (``local.conf``,
``site.conf``, ``auto.conf``, Buildroot/Kconfig's ``.config``, any ``*.conf``) and NAME names where the build fetches
sources or prebuilt state (``*MIRROR*``, ``*_SITE``, ``*_SITE_*``): every later build downloads from that host and runs
what it builds (BitBake's ``SSTATE_MIRRORS``/``PREMIRRORS``, Buildroot's ``BR2_PRIMARY_SITE``/``BR2_BACKUP_SITE``,
OpenWrt's ``CONFIG_LOCALMIRROR``). The same line naming a local ``file://`` mirror, a private or internal host or a
public package source stays open, and so does any other setting (``MACHINE``, ``BB_NUMBER_THREADS``).

Gated by the program (``echo``/``printf``), an append redirect and the words ``MIRROR``/``SITE`` in the command.
"""
from __future__ import annotations

import posixpath
import re

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.rc_langs import outside_value
from evaluation.verdicts.tier1.scene_model import Scene, View

_CONFIGS = frozenset({"local.conf", "site.conf", "auto.conf", ".config", "defconfig", "bblayers.conf"})
_NAME = re.compile(r"(?i)MIRROR|_SITE(?:_|$)")
_LINE = re.compile(r"\s{0,8}(?:export\s{1,4})?([A-Za-z_][A-Za-z0-9_]{0,80})(?::[A-Za-z_]{1,20})?\s{0,8}[?:+.]{0,2}=\s{0,8}(.*)")


def _config(target: str) -> bool:
    name = posixpath.basename(target)
    return name in _CONFIGS or name.endswith(("_defconfig", ".conf"))


def mirror_appended(scene: Scene, view: View) -> str | None:
    """Why ``view`` points a build's source or state mirror at a foreign host (module docstring), or None."""
    command = view.command
    if command.program not in ("echo", "printf") or not command.redirects:
        return None
    upper = view.text.upper()
    if "MIRROR" not in upper and "SITE" not in upper:
        return None
    targets = [r.target for r in command.redirects if r.op.lstrip("0123456789") == ">>" and _config(r.target)]
    if not targets:
        return None
    text = static_text(command.__class__(argv=command.argv)) or ""
    for line in text.splitlines()[:200]:
        found = _LINE.fullmatch(line)
        if found and _NAME.search(found.group(1)):
            place = outside_value(found.group(2))
            if place:
                return (f"appends {found.group(1)} = {place!r} to {targets[0]!r}: every later build fetches "
                        "sources or prebuilt state from that place")
    return None
