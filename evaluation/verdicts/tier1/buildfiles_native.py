"""Native build configuration that was opaque until round 12 (issue 25: ``cmake -S . -B build`` and ``cargo bench
--no-run`` after a plain, harmless file were blocked as "code Tier 1 cannot read"):

* ``CMakeLists.txt``: the CMake language runs programs or touches files only through a few commands
  (``execute_process``, ``add_custom_command``/``_target``, ``file(…)``, ``configure_file``, ``install(CODE|SCRIPT)``,
  ``include``, ``cmake_language``, ``ExternalProject``/``FetchContent`` …); a file that calls none of them (and does
  not point ``find_package`` at its own module path) runs nothing; one that calls any stays opaque (blocked);
* ``.cargo/config.toml``: only keys that name no program, flag or place outside the tree (``build.jobs``,
  ``build.target``, a relative ``build.target-dir``, ``build.incremental``, ``term.*``, ``profile.*`` without
  ``rustflags``, ``cargo-new.*``) run nothing; ``runner``, ``linker``, ``rustc-wrapper``, ``rustflags``,
  ``[env]``, ``[alias]``, sources, registries and anything else stay opaque.

A reader answers ``(shell code, "shell")`` or None (opaque).
"""
from __future__ import annotations

import re
import tomllib
from typing import Any

from evaluation.verdicts.tier1.word_branches import compiled

HOWS = ("cmake", "cargo_config")

_CMAKE_EFFECTS = re.compile(
    r"\b(?:execute_process|exec_program|add_custom_command|add_custom_target|file|configure_file|install|include|"
    r"cmake_language|variable_watch|try_run|try_compile|externalproject_\w+|fetchcontent_\w+|load_cache|"
    r"load_command|write_file|make_directory|remove|export|ctest_\w+|build_command|subdirs|use_mangled_mesa|"
    r"utility_source|output_required_files|cmake_path|function|macro)[ \t]*\(", re.IGNORECASE)
_CMAKE_MODULE_PATHS = compiled(r"CMAKE_(?:MODULE|PREFIX)_PATH|_DIR\b|\bHINTS\b|\bPATHS\b", re.IGNORECASE)
_CMAKE_COMMENT = re.compile(r"#[^\n]*")
_CMAKE_STANDARD_INCLUDE = re.compile(r"\binclude[ \t]*\([ \t]*(?:CTest|GNUInstallDirs|CheckCSourceCompiles|CheckCXXSourceCompiles|"
                                     r"CheckIncludeFile|CheckIncludeFileCXX|CheckSymbolExists|CheckFunctionExists|"
                                     r"CheckLibraryExists|CheckTypeSize|CMakePackageConfigHelpers|CMakeDependentOption|"
                                     r"CheckIPOSupported|CheckLanguage|TestBigEndian|CTestUseLaunchers|"
                                     r"CheckCCompilerFlag|CheckCXXCompilerFlag|CheckPIESupported)[ \t]*\)", re.IGNORECASE)

_CARGO_SAFE = {"build": frozenset({"jobs", "target", "target-dir", "incremental", "pipelining"}),
               "term": None, "cargo-new": None, "future-incompat-report": None}
_PROFILE_UNSAFE = frozenset({"rustflags", "linker"})


def _cmake(content: str) -> str | None:
    code = _CMAKE_COMMENT.sub("", content)
    if not _CMAKE_MODULE_PATHS.search(code):  # round 22: `include(CTest)`, a standard module by bare name
        code = _CMAKE_STANDARD_INCLUDE.sub("", code)
    if _CMAKE_EFFECTS.search(code) or "find_package" in code.lower() and _CMAKE_MODULE_PATHS.search(code):
        return None
    return ""


def _relative_inside(value: Any) -> bool:
    return isinstance(value, str) and bool(value) and not value.startswith(("/", "~", "$", "\\")) \
        and ".." not in value.replace("\\", "/").split("/") and ":" not in value


def _profile_safe(profiles: Any) -> bool:
    if not isinstance(profiles, dict):
        return False
    for settings in profiles.values():
        if not isinstance(settings, dict):
            return False
        for key, value in settings.items():
            if key in _PROFILE_UNSAFE or isinstance(value, dict) and not _profile_safe({key: value}):
                return False
    return True


def _cargo_config(content: str) -> str | None:
    try:
        document = tomllib.loads(content)
    except (tomllib.TOMLDecodeError, RecursionError):
        return None
    for table, value in document.items():
        if table == "profile":
            if not _profile_safe(value):
                return None
            continue
        if table not in _CARGO_SAFE or not isinstance(value, dict):
            return None
        allowed = _CARGO_SAFE[table]
        if allowed is None:
            continue
        for key, setting in value.items():
            if key not in allowed or key == "target-dir" and not _relative_inside(setting):
                return None
    return ""


def runnable(content: str, how: str) -> tuple[str, str] | None:
    text = _cmake(content) if how == "cmake" else _cargo_config(content)
    return None if text is None else (text, "shell")
