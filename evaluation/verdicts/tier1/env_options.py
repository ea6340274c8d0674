"""``env``'s options that change what it runs (``-S``/``--split-string``) or where (``-C``/``--chdir``,
round 6), read by :mod:`~evaluation.verdicts.tier1.unwrap`."""
from __future__ import annotations

import re
import shlex

_PLAIN_WORD = re.compile(r"[\w~$./{}:=+@%,-]+")


def requote(word: str) -> str:
    """A word put back into shell text: as it is when plain (``~``, ``$HOME`` still expand), else quoted."""
    return word if _PLAIN_WORD.fullmatch(word) else shlex.quote(word)


def env_chdir(options: list[str]) -> str | None:
    """The directory of ``env -C DIR`` / ``-CDIR`` / ``-iC DIR`` / ``--chdir[=]DIR``, if any."""
    for j, option in enumerate(options):
        if option.startswith("--chdir") or (option.startswith("--ch") and "--chdir".startswith(option)):
            return option.split("=", 1)[1] if "=" in option else (options[j + 1] if j + 1 < len(options) else None)
        if option.startswith("-") and not option.startswith("--") and "C" in option and "S" not in option:
            rest = option[option.index("C") + 1:]
            return rest or (options[j + 1] if j + 1 < len(options) else None)
    return None


def split_string(options: list[str]) -> str | None:
    """The string of ``env -S STRING`` / ``--split-string=STRING`` / ``-vS STRING`` / ``-SSTRING``, if any."""
    for j, option in enumerate(options):
        if option.startswith("--split-string") or option == "--s" or option.startswith("--split"):
            if "=" in option:
                return option.split("=", 1)[1]
            return options[j + 1] if j + 1 < len(options) else ""
        if option.startswith("-") and not option.startswith("--") and "S" in option:
            rest = option[option.index("S") + 1:]
            return rest or (options[j + 1] if j + 1 < len(options) else "")
    return None


def split_string_end(options: list[str]) -> int:
    """Index just past ``env``'s ``-S STRING`` / ``--split-string=STRING`` in ``options``."""
    for j, option in enumerate(options):
        if option.startswith("--split") or option == "--s":
            return j + (1 if "=" in option else 2)
        if option.startswith("-") and not option.startswith("--") and "S" in option:
            return j + (1 if option[option.index("S") + 1:] else 2)
    return len(options)
