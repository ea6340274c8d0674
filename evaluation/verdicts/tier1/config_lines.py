"""The lines a write puts into a configuration file, as ``(key, value)`` pairs (read for :mod:`config_values`' judges).

:func:`written_lines` is the text Tier 1 sees written through one target: an ``echo``/``printf`` of literals through
``>``/``>>``/``tee``, a here-document, ``sed -i '$a …'`` or a ``sed -i 's|old|new|'`` of literals (None for a
content it does not read: a variable, ``$(…)``, a file copied in). :func:`pairs` reads that text as ``key = value``,
``key: value``, ``key value;``, ``[section]`` (its name prefixes the keys below it), ``- item`` (under the last key),
XML ``<key>value</key>`` and udev ``KEY=="v", KEY+="v"`` lists, or None when a line is none of these.

Every loop is one pass over the lines, each regex anchored or bounded per line: linear in the command's length.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.options import WriteTarget
from evaluation.verdicts.tier1.rc_lines import appended_text, inline_bodies, piped_text
from evaluation.verdicts.tier1.scene import Scene, View

_SECTION = re.compile(r"\[\s*([^\]]{1,200})\]")
_KEY = re.compile(r"[A-Za-z_@/\"'][\w.\-@/:\"' ]{0,199}")
_WORD = re.compile(r"[A-Za-z_][\w.\-]{0,199}")
_COLON = re.compile(r":(?:\s|$)")
_ITEM = re.compile(r"-\s+(.*)")
_XML = re.compile(r"<([A-Za-z_][\w.\-]{0,99})>([^<]*)</\1>")
_UDEV = re.compile(r"(?<![A-Z_])([A-Z_]{1,40})(\{[^{}]{0,100}\})?\s*(==|!=|\+=|-=|:=|=)\s*\"([^\"]*)\"")
_SED_FLAGS = re.compile(r"[gI0-9]*")


def pairs(text: str) -> list[tuple[str, str]] | None:
    """``(key, value)`` of every line of ``text`` (section names prefixed), or None when a line is not a setting."""
    found: list[tuple[str, str]] = []
    section, last = "", ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith(("#", ";", "// ", "<!--", "<?xml")) or line == "//":
            continue
        item = _ITEM.fullmatch(line)
        section_match = _SECTION.fullmatch(line)
        xml = _XML.findall(line)
        udev = _UDEV.findall(line)
        if section_match:
            section = section_match.group(1).strip().strip("\"'") + "."
        elif item and last:
            found.append((last, item.group(1)))
        elif xml and _XML.sub("", line).strip() == "":
            found += [(section + k, v) for k, v in xml]
        elif udev and _UDEV.sub("", line).replace(",", "").strip() == "":
            found += [(section + k, "" if op in ("==", "!=") else v) for k, _attr, op, v in udev]  # a match runs
            # nothing by its value (a glob is everyday); a key that runs (``PROGRAM==``) is still a code key
        elif (kv := _key_value(line)) is not None:
            last = section + kv[0]
            found.append((last, kv[1]))
        else:
            return None
    return found


def _key_value(line: str) -> tuple[str, str] | None:
    """``key = value``, ``key: value`` or ``key value;`` (one pass over the line, no backtracking)."""
    colon = _COLON.search(line)
    ends = [i for i in (line.find("="), colon.start() if colon else -1) if i > 0]
    if ends:
        key = line[:min(ends)].strip()
        return (key.strip("\"'"), line[min(ends) + 1:].strip()) if _KEY.fullmatch(key) else None
    key, _, value = line.partition(" ")
    value = value.strip()
    return (key, value.removesuffix(";").strip()) if value and _WORD.fullmatch(key) else None


def _sed_text(view: View, target: WriteTarget) -> str | None:
    """The replacement of ``sed -i 's|old|new|'`` of literals (flags g, I or a count only), as the line it writes."""
    command = view.command
    words = command.argv[1:]
    if command.program != "sed" or target.via != "sed" or command.dynamic or command.opaque or len(words) != 3:
        return None
    if words[0] not in ("-i", "--in-place") or words[2] != target.raw:
        return None
    script = words[1]
    if len(script) < 4 or script[0] != "s" or script[1].isalnum() or script[1].isspace() or "\\" in script:
        return None
    parts = script.split(script[1])
    if len(parts) != 4 or not _SED_FLAGS.fullmatch(parts[3]) or "&" in parts[2]:
        return None
    return parts[2]


def written_lines(scene: Scene, view: View, target: WriteTarget) -> str | None:
    """Every byte ``view`` writes through ``target`` when Tier 1 reads it (appends, ``>``, ``tee``, ``sed``)."""
    command = view.command
    text = appended_text(scene, view, target)
    if text is not None or command.dynamic or command.opaque:
        return text
    if target.via == "redirect >" and command.program in ("echo", "printf"):
        return static_text(command.__class__(argv=command.argv))
    if command.program == "tee" and target.via == "tee" and len(command.argv) == 2 and command.argv[1] == target.raw:
        return inline_bodies(view) if command.redirects else piped_text(scene, view)
    return text if text is not None else _sed_text(view, target)
