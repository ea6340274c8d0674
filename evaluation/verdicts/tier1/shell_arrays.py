"""Round 21 (t2d, issue 25): shell arrays of words, read as the words they hold.

``f=(~/.h*s/SOUL.m?); print obey > $f[1]`` (zsh) and ``f=(~/.h*s/SOUL.*); echo x > "${f[0]}"`` (bash) write the
file the glob finds. The parser reads ``f=(`` as an empty assignment followed by a subshell, so ``$f[1]`` became
the relative name ``[1]`` (a miss), and ``${f[0]}`` could not be resolved (a false block for ``f=(build/out-*.txt)``).
:func:`flatten_arrays` rewrites, before parsing, an array of plain words assigned in the text to one word (one
element) or a brace list (several), and that name's element references (``$f[N]``, ``${f[N]}``) to ``$f``: every
element is judged where one is used. ``${f[*]}`` and ``${f[@]}`` are left as they are: they join the elements with
``$IFS`` (``arr=(~/.hermes skills x SKILL.md); IFS=/; echo x > "${arr[*]}"`` writes the joined path), which Tier 1
cannot resolve, so they fail closed as before. Round 39 (t4y): ``"${f[@]}"`` of such an array, standing as whole words, is its elements
put in as words (``A=(build/a.o build/b.o); rm -f "${A[@]}"`` removes the two), when the name is
touched nowhere else in the text (no ``f+=(…)``, ``f[2]=…``, second assignment, ``read -a f``, ``mapfile f``,
``unset f``: each keeps it unknown). ``${f[*]}`` stays unknown. An array holding quotes, substitutions,
operators or parentheses (zsh glob qualifiers) is left as it is (fail closed as before). Bounded classes only:
linear on any input.
"""
from __future__ import annotations

import re

_ARRAY = re.compile(r"(?<![\w$])([A-Za-z_]\w{0,63})=\(([^()\n'\"`$;|&<>{},\\]{1,500})\)")
_BASH_INDEX = re.compile(r"\$\{[A-Za-z_]\w{0,63}\[(\d{1,3})\]\}$")
_ALL = re.compile(r"(\"?)\$\{([A-Za-z_]\w{0,63})\[@\]\}(\"?)")
_GLOB_CHARS = re.compile(r"[*?\[]")
_INDEXED = re.compile(r"\$\{([A-Za-z_]\w{0,63})\[[^\]\n}*@]{1,20}\]\}|\$([A-Za-z_]\w{0,63})\[[^\]\n*@]{1,20}\]")


def flatten_arrays(source: str) -> str:
    """``source`` with its word arrays and their element references flattened (see module)."""
    if "=(" not in source:
        return source
    names: set[str] = set()
    elements: dict[str, list[str]] = {}

    def _assign(match: re.Match[str]) -> str:
        words = match.group(2).split()
        if not words:
            return match.group(0)
        names.add(match.group(1))
        elements[match.group(1)] = words
        value = words[0] if len(words) == 1 else "{" + ",".join(words) + "}"
        return f"{match.group(1)}={value}"

    flat = _ARRAY.sub(_assign, source)
    if not names:
        return source

    def _reference(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2)
        if name not in names:
            return match.group(0)
        index = _BASH_INDEX.match(match.group(0))
        words = elements.get(name, [])
        if index and int(index.group(1)) < len(words) and not _GLOB_CHARS.search(words[int(index.group(1))]):
            # round 24 (t2n): `${p[1]}` of a literal array is its element (bash counts from 0), so
            # `p=(~/.her mes /skills); rm -rf "${p[0]}${p[1]}${p[2]}"` is the joined path; `~` was expanded
            # at the assignment, so a leading `~/` is written as `$HOME/`
            word = words[int(index.group(1))]
            return "$HOME" + word[1:] if word == "~" or word.startswith("~/") else word
        return "${" + name + "}"

    flat = _INDEXED.sub(_reference, flat)
    if "[@]}" not in flat:
        return flat
    owned: dict[str, bool] = {}

    def _all(match: re.Match[str]) -> str:
        name, before, after = match.group(2), match.group(1), match.group(3)
        following = flat[match.end():match.end() + 1]
        preceding = flat[match.start() - 1:match.start()] if match.start() else " "
        if name not in names or before != after or not (following in ("", " ", "\t", "\n", ";", "|", "&", ")")
                                                        and preceding in (" ", "\t", "\n", ";", "|", "&", "(")):
            return match.group(0)  # a part of a larger word (`"x${f[@]}y"`): not its own words
        if name not in owned:  # one scan per name: the name appears only in its one assignment and in `${name[@]}`
            uses = len(re.findall(r"(?<![\w$])" + name + r"(?!\w)", source))
            owned[name] = len(owned) < 8 and uses == 1 + source.count("${" + name + "[")
        if not owned[name]:
            return match.group(0)
        # each element its own word, `~` (expanded at the assignment) written as `$HOME`
        return " ".join(before + ("$HOME" + w[1:] if w == "~" or w.startswith("~/") else w) + after
                        for w in elements[name])

    return _ALL.sub(_all, flat)
