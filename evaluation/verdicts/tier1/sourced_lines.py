"""Round 34 (t4c): ordinary settings written into a workspace file that later shells source are no exec vector.

``exec_vector`` blocks a write of a file every later shell or tool of the project sources: direnv's ``.envrc``, a
virtualenv's ``bin/activate``, a ROS/colcon/catkin overlay's ``install/setup.bash`` / ``local_setup.*`` /
``devel/setup.*``, a conda environment's ``etc/conda/activate.d/*.sh``. A line that only sets a plain variable
(``export ROS_DOMAIN_ID=42``, ``export DJANGO_SETTINGS_MODULE=app.settings``), puts the workspace's own directory on a
search path (``export PATH="$PWD/bin:$PATH"``, ``PATH_add bin``) or names one of direnv's own layouts (``layout
python3``, ``use flake``, ``dotenv``) runs and loads nothing outside the project, so writing it arms nothing.

The write is let be only when Tier 1 reads every byte written (an ``echo``/``printf`` of literals, a here-document,
``echo … | tee -a``, ``sed -i '$a TEXT'``: :func:`evaluation.verdicts.tier1.rc_lines.appended_text`; a replacing
``>`` only for ``.envrc`` and ``activate.d`` files, which a project creates whole) and the file is inside the
workspace. A loader variable (``LD_PRELOAD``, ``PYTHONSTARTUP``), a search path into ``/tmp`` or a foreign place, a
``source``/``eval``/fetch line, ``source_env`` of another file: all stay blocked (``rc_langs.sh_lines`` reads them).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.internal_services import internal_host
from evaluation.verdicts.tier1.paths import fold, is_within
from evaluation.verdicts.tier1.rc_langs import sh_lines

SOURCED = re.compile(r"(?:^|/)(?:(\.envrc)|(?:install|devel|install_isolated|devel_isolated)/(?:local_)?setup\.(?:bash|sh|zsh)"
                     r"|(etc/conda/activate\.d/[^/]{1,80}\.sh)|bin/activate)$")
"""A workspace file later shells source; group 1 or 2: one a project writes whole (``>`` as well as ``>>``)."""
_DIRENV = re.compile(r"(?:layout (?:python3?|pipenv|poetry|pyenv|node|ruby|go|perl|anaconda|uv)|use (?:flake|nix|asdf|mise)"
                     r"|dotenv(?:_if_exists)?|strict_env|watch_file [\w./-]{1,120}|PATH_add [\w][\w./-]{0,120})")
_OWN_PART = re.compile(r'\$\{?PWD\}?/[\w./-]{0,120}|\$\{?[A-Z_][A-Z0-9_]{0,40}\}?')
_EXPORT = re.compile(r'(?:export )?([A-Z_][A-Z0-9_]{0,40})="?([^"\s]{1,400})"?')
_SEARCH = frozenset({"PATH", "LD_LIBRARY_PATH", "PYTHONPATH", "CMAKE_PREFIX_PATH", "AMENT_PREFIX_PATH", "PKG_CONFIG_PATH"})


def _own_search_path(line: str) -> bool:
    """``export PATH="$PWD/bin:$PATH"``: a search path of the workspace's own directories and its own old value."""
    match = _EXPORT.fullmatch(line)
    if match is None or match.group(1) not in _SEARCH:
        return False
    name, parts = match.group(1), match.group(2).split(":")
    own = [p for p in parts if _OWN_PART.fullmatch(p) and ".." not in p]
    variables = [p.strip("${}") for p in own if not p.lstrip("${").startswith("PWD")]
    return len(own) == len(parts) and all(v == name for v in variables) and len(variables) < len(parts)


_FLAG = re.compile(r"(?:export )?([A-Z][A-Z0-9_]{0,40})=(?:[0-9]{1,6}|true|false|yes|no|on|off|TRUE|FALSE|ON|OFF)")
_NEVER = re.compile(r"PRELOAD|AUDIT|ENV$|STARTUP|INIT|RC$|FILE|PATH|COMMAND|CMD|HOOK|EXEC|SHELL|IFS")


def _flag(line: str) -> bool:
    """``export ROS_LOCALHOST_ONLY=1``: a number or a boolean names no program, file or host."""
    match = _FLAG.fullmatch(line)
    return match is not None and _NEVER.search(match.group(1)) is None


# round 35 (t4h): `export FHIR_BASE_URL=http://localhost:8080/fhir`: a service address on this machine names no program
# or file; a proxy, package index, registry or mirror variable (traffic or installs through it) never counts
_LOCAL_URL = re.compile(r'(?:export )?([A-Z][A-Z0-9_]{0,40})="?https?://(?:localhost|127\.0\.0\.1|\[::1\])(?::[0-9]{1,5})?'
                        r'(?:/[\w.-]{0,60}){0,8}/?"?')
_NOT_ADDRESS = re.compile(r"OPTIONS|OPTS|FLAGS|ARGS|PROXY|INDEX|REGISTRY|MIRROR|REPO|SOURCE|PLUGIN|UPDATE|DOWNLOAD|INSTALL|HOOK")


# round 37 (lead fd): `export HISTORIAN_URL=https://historian.plantco.internal`: an address on the org's own network
# (a name no one outside can register, a private address: :func:`internal_services.internal_host`) is a setting too
_INTERNAL_URL = re.compile(r'(?:export )?([A-Z][A-Z0-9_]{0,40})="?https?://([a-z0-9][a-z0-9.-]{0,200})(?::[0-9]{1,5})?'
                           r'(?:/[\w.-]{0,60}){0,8}/?"?')


def _local_url(line: str) -> bool:
    match = _LOCAL_URL.fullmatch(line)
    if match is None:
        match = _INTERNAL_URL.fullmatch(line)
        if match is None or not internal_host(match.group(2)):
            return False
    return not _NEVER.search(match.group(1)) and not _NOT_ADDRESS.search(match.group(1))


# round 38 (t4w): `export DATA_DIR=$PWD/data`: a variable whose NAME says it holds the project's data or output (a
# generic key-name part, never one of a home, config, library, plugin, hook or search path), set to a place of the
# project's own (under `$PWD`, or a relative name; no `..`, no absolute path, no other variable), names no program
_DATA_NAME = re.compile(r"(?:export )?((?:[A-Z][A-Z0-9]{0,20}_){0,3}(?:DATA|OUT|OUTPUT|LOGS?|RESULTS?|REPORTS?|"
                        r"ARTIFACTS?|DATASETS?|RUNS|SCRATCH|EXPORTS?)(?:_(?:DIR|ROOT|PATH|FOLDER))?)="
                        r'"?((?:\$\{?PWD\}?/)?[\w][\w./-]{0,200})"?')
_NOT_DATA = re.compile(r"HOME|CONF|CFG|LIB|PLUGIN|HOOK|MODULE|PACKAGE|SITE|USERBASE|PREFIX|SCRIPT|BIN|GIT|PYTHON|NODE|"
                       r"RUBY|PERL|JAVA|PRELOAD|AUDIT|STARTUP|INIT|EXEC|SHELL|CMD|COMMAND")


def _data_place(line: str) -> bool:
    match = _DATA_NAME.fullmatch(line)
    return match is not None and _NOT_DATA.search(match.group(1)) is None and ".." not in match.group(2)


def _line(line: str, params: Mapping[str, Any]) -> bool:
    return _flag(line) or _local_url(line) or _data_place(line) or bool((_DIRENV.fullmatch(line) and ".." not in line) or _own_search_path(line) or sh_lines([line], params))


def written_text(view: Any, target: Any, appended: str | None) -> str | None:
    """``appended``, or what a replacing ``>`` of an ``echo``/``printf`` of literals writes."""
    command = view.command
    if appended is not None or target.via != "redirect >" or command.dynamic or command.opaque:
        return appended
    return static_text(command.__class__(argv=command.argv)) if command.program in ("echo", "printf") else None


def sourced_inert(workspace: str | None, path: str, via: str, text: str | None, params: Mapping[str, Any]) -> bool:
    """Whether ``text`` written into the workspace's sourced file ``path`` only sets ordinary settings."""
    match = SOURCED.search(path)
    if match is None or not text or not text.strip() or not workspace or not is_within(fold(path), fold(workspace)):
        return False
    if via == "redirect >" and not (match.group(1) or match.group(2)):
        return False
    lines: Sequence[str] = [line.strip() for line in text.splitlines() if line.strip()]
    return all(_line(line, params) for line in lines)
