"""The file edits of `connect_hermes` (R-H-7): config.yaml, .env and the plugin copy. No Django imports.

Each edit is computed in memory first (``*_planned`` / ``*_with``) so the
command can refuse bad input before it writes anything, then written with
``hermes_plugin.profile_state.write_durable`` (temp file, ``O_NOFOLLOW``,
``os.replace``): never through a symlink the profile's owner could plant.

``config.yaml`` is edited as text, not re-dumped, so the operator's comments,
order and quoting survive; the result is parsed again and must equal the old
document with only ``plugins.enabled`` grown by the plugin's name, otherwise
the edit is refused and the operator is told to add it by hand.
"""
from __future__ import annotations

import copy
import os
import re
import shutil
import uuid
from pathlib import Path
from typing import Any

import yaml

COPY_SKIPPED_DIRS = ("__pycache__", "build")


class ProfileEditRefused(ValueError):
    """A file of the profile cannot be edited safely; nothing was written."""


# --- config.yaml ----------------------------------------------------------------------------

_TOP_PLUGINS = re.compile(r"^plugins[ \t]*:(?P<rest>.*?)(?P<eol>\r?\n)?$")
_NULL = ("", "~", "null", "Null", "NULL")


def _split_comment(rest: str) -> tuple[str, str]:
    """``value`` and `` # comment`` of the part of a line after its ``key:``."""
    match = re.search(r"(^|[ \t])#", rest)
    if match is None:
        return rest.strip(), ""
    return rest[: match.start()].strip(), rest[match.start():]


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" "))


def _is_content(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def _parse(text: str, what: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        raise ProfileEditRefused(f"{what} is not valid YAML: {exc}") from exc


def config_enable_plugin(text: str, name: str) -> str | None:
    """``text`` with ``name`` added to ``plugins.enabled``; None when it is already there.

    Handles no ``plugins:`` block, an empty/null one, one without ``enabled:``, and
    ``enabled:`` as an inline list (``[a, b]``) or a block list (``- a``).
    """
    document = _parse(text, "config.yaml")
    if document is None:
        document = {}
    if not isinstance(document, dict):
        raise ProfileEditRefused("config.yaml is not a mapping at the top")
    plugins = document.get("plugins")
    if plugins is not None and not isinstance(plugins, dict):
        raise ProfileEditRefused("config.yaml: `plugins` is not a mapping")
    plugins = plugins or {}
    enabled = plugins.get("enabled")
    if enabled is not None and not isinstance(enabled, list):
        raise ProfileEditRefused("config.yaml: `plugins.enabled` is not a list")
    if name in (enabled or []):
        return None
    if name in (plugins.get("disabled") or []):
        raise ProfileEditRefused(f"config.yaml lists {name!r} under plugins.disabled (Hermes would skip it); "
                                 "remove it there first")
    edited = _edit(text, name)
    expected = copy.deepcopy(document)
    expected.setdefault("plugins", None)
    expected["plugins"] = expected["plugins"] or {}
    expected["plugins"]["enabled"] = [*(enabled or []), name]
    if _parse(edited, "the edited config.yaml") != expected:
        raise ProfileEditRefused("config.yaml has a layout this command does not edit safely; add "
                                 f"`plugins: enabled: [{name}]` to it by hand and run again")
    return edited


def _edit(text: str, name: str) -> str:
    lines = text.splitlines(keepends=True)
    newline = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    start = next((i for i, line in enumerate(lines) if _TOP_PLUGINS.match(line)), None)
    entry = f"  enabled:{newline}    - {name}{newline}"
    if start is None:
        body = text if not text or text.endswith("\n") else text + newline
        return body + f"plugins:{newline}" + entry
    value, comment = _split_comment(_TOP_PLUGINS.match(lines[start]).group("rest"))  # type: ignore[union-attr]
    if value in ("{}", *_NULL) and value:
        lines[start] = f"plugins:{(' ' + comment.strip()) if comment else ''}{newline}" + entry
        return "".join(lines)
    if value:
        raise ProfileEditRefused("config.yaml: `plugins:` is written inline; write it as a block to let this "
                                 "command edit it")
    if not any(_is_content(line) for line in _block(lines, start)):
        lines.insert(start + 1, entry)
        return "".join(lines)
    return _edit_block(lines, start, name, newline)


def _block(lines: list[str], start: int) -> list[str]:
    """The lines after ``lines[start]`` up to the next top-level key."""
    block = []
    for line in lines[start + 1:]:
        if _is_content(line) and _indent(line) == 0:
            break
        block.append(line)
    return block


def _edit_block(lines: list[str], start: int, name: str, newline: str) -> str:
    block = _block(lines, start)
    children = [line for line in block if _is_content(line)]
    child_indent = _indent(children[0])
    pad = " " * child_indent
    key = re.compile(rf"^{pad}enabled[ \t]*:(?P<rest>.*?)(\r?\n)?$")
    at = next((start + 1 + i for i, line in enumerate(block) if key.match(line)), None)
    if at is None:
        lines.insert(start + 1, f"{pad}enabled:{newline}{pad}  - {name}{newline}")
        return "".join(lines)
    match = key.match(lines[at])
    assert match is not None
    rest = match.group("rest")
    value, _ = _split_comment(rest)
    ending = lines[at][len(lines[at].rstrip("\r\n")):]

    def replaced(listed: str) -> str:  # only the value changes: spacing and comment stay as written
        return f"{pad}enabled:" + (rest.replace(value, listed, 1) if value else f" {listed}{rest}") + ending

    if value.startswith("[") and value.endswith("]"):
        inner = value[1:-1].rstrip().rstrip(",")
        lines[at] = replaced(f"[{inner}, {name}]" if inner.strip() else f"[{name}]")
        return "".join(lines)
    if value not in _NULL:
        raise ProfileEditRefused("config.yaml: `plugins.enabled` is written in a form this command does not edit")
    last_item, item_indent = None, None
    for index in range(at + 1, start + 1 + len(block)):
        line = lines[index]
        if not _is_content(line):
            continue
        if line.lstrip(" ").startswith("-") and _indent(line) >= child_indent and item_indent in (None, _indent(line)):
            item_indent, last_item = _indent(line), index
        elif item_indent is not None and _indent(line) > item_indent:
            last_item = index  # a continuation of the last item
        else:
            break
    if last_item is None:
        lines[at] = replaced(f"[{name}]")
    else:
        lines.insert(last_item + 1, f"{' ' * (item_indent or 0)}- {name}{newline}")
    return "".join(lines)


# --- .env -----------------------------------------------------------------------------------

def _env_key(line: str) -> str | None:
    match = re.match(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
    return match.group(1) if match else None


def env_value(text: str, key: str) -> str | None:
    """The value of ``key`` in a dotenv text (the last assignment wins), unquoted."""
    found = None
    for line in text.splitlines():
        if _env_key(line) == key:
            found = line.split("=", 1)[1].strip()
            if len(found) >= 2 and found[0] == found[-1] and found[0] in "'\"":
                found = found[1:-1]
    return found


def env_with(text: str, values: dict[str, str]) -> str:
    """``text`` with each key set to its value (first assignment replaced, later ones dropped), others kept."""
    out, seen = [], set()
    for line in text.splitlines(keepends=True):
        key = _env_key(line)
        if key in values:
            if key not in seen:
                out.append(f"{key}={values[key]}\n")
                seen.add(key)
            continue
        out.append(line)
    if out and not out[-1].endswith("\n"):
        out[-1] += "\n"
    out += [f"{key}={value}\n" for key, value in values.items() if key not in seen]
    return "".join(out)


# --- the plugin copy ------------------------------------------------------------------------

def _skipped(name: str, is_dir: bool) -> bool:
    if name.startswith("."):
        return True
    if is_dir:
        return name in COPY_SKIPPED_DIRS or name.endswith(".egg-info")
    return name.endswith(".pyc")


def plugin_tree(root: Path) -> dict[str, bytes]:
    """Relative path → content of a plugin directory, without caches and build output."""
    found: dict[str, bytes] = {}
    for directory, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not _skipped(d, True))
        for name in sorted(filenames):
            path = Path(directory) / name
            if not _skipped(name, False) and path.is_file() and not path.is_symlink():
                found[path.relative_to(root).as_posix()] = path.read_bytes()
    return found


def plugin_install(source: Path, target: Path) -> bool:
    """Make ``target`` a copy of ``source``'s plugin tree; False when it already is one.

    Built beside the target and swapped in with renames, so a crash leaves the old or the
    new copy in place (plus a leftover ``.qlnweb-*`` directory Hermes does not load).
    """
    wanted = plugin_tree(source)
    if target.is_dir() and not target.is_symlink() and plugin_tree(target) == wanted:
        return False
    target.parent.mkdir(mode=0o755, exist_ok=True)
    tag = uuid.uuid4().hex[:8]
    fresh = target.parent / f".{target.name}-new-{tag}"
    for relative, content in wanted.items():
        path = fresh / relative
        path.parent.mkdir(mode=0o755, parents=True, exist_ok=True)
        path.write_bytes(content)
        os.chmod(path, 0o644)
    os.chmod(fresh, 0o755)
    old = target.parent / f".{target.name}-old-{tag}"
    if target.exists():
        os.replace(target, old)
    os.replace(fresh, target)
    shutil.rmtree(old, ignore_errors=True)
    return True
