"""Round 47 (hg, issue 25): ``"${a[*]}"`` of a literal word array, after a plain ``IFS=C`` in the same text, is the
elements joined with ``C``.

``parts=(~ work hil reports out.txt); IFS=/; echo done > "${parts[*]}"`` writes ``~/work/hil/reports/out.txt`` (a
workspace file) and was blocked as "cannot resolve where redirect > writes"; ``a=(~/.hermes skills x SKILL.md); IFS=/;
cp s.md "${a[*]}"`` writes the skill and stays blocked, now by where it lands. :func:`join_ifs_arrays` rewrites, before
:func:`~evaluation.verdicts.tier1.shell_arrays.flatten_arrays`, each ``${a[*]}`` to its joined elements (a leading
``~`` as ``$HOME``, as the shell expanded it at the assignment) when: the text sets ``IFS`` exactly once, to one
literal character, as a command of its own (``IFS=/;``, not ``IFS=/ read …``) before the reference; the array is one
literal assignment of plain words (no quotes, substitutions or glob characters) before the reference; and the name
is touched nowhere else (no ``a+=(…)``, ``a[2]=…``, ``read -a a``, ``unset a``). Anything else is left as it is (fail
closed as before). Round 48 (he): an element ``"$HOME"`` / ``$HOME`` / ``${HOME}`` (the shell expanded it at the
assignment) is the home, as ``~`` is — ``("$HOME" .hermes plugins)`` still joins to the profile. Bounded regexes, linear.
"""
from __future__ import annotations

import re

_HOME = r'"\$HOME"|"\$\{HOME\}"|\$HOME(?!\w)|\$\{HOME\}'
_ARRAY = re.compile(r"(?<![\w$])([A-Za-z_]\w{0,63})=\(((?:[^()\n'\"`$;|&<>{},\\*?\[\]]|" + _HOME + r"){1,500})\)")
_HOME_WORD = re.compile(_HOME)
_IFS = re.compile(r"(?:^|(?<=[\s;&|(]))IFS=(?:'([^'\s])'|\"([^\"\s])\"|([^\s;&|'\"$\\()]))(?=\s{0,4}(?:;|&&|\n|$))")
_ANY_IFS = re.compile(r"(?<![\w$])IFS=")
_JOINED = re.compile(r"\$\{([A-Za-z_]\w{0,63})\[\*\]\}")


def join_ifs_arrays(source: str) -> str:
    """``source`` with its IFS-joined literal arrays written out (see the module)."""
    if "[*]}" not in source or "IFS=" not in source:
        return source
    settings = list(_IFS.finditer(source))
    if len(settings) != 1 or len(_ANY_IFS.findall(source)) != 1:
        return source
    setting = settings[0]
    separator = setting.group(1) or setting.group(2) or setting.group(3)
    arrays = {m.group(1): m for m in _ARRAY.finditer(source)}

    def _join(match: re.Match[str]) -> str:
        name = match.group(1)
        array = arrays.get(name)
        if array is None or array.end() > match.start() or setting.end() > match.start():
            return match.group(0)
        uses = len(re.findall(r"(?<![\w$./-])" + re.escape(name) + r"(?![\w./-])", source))  # `ward-census` is no use
        if uses != 1 + source.count("${" + name + "["):
            return match.group(0)
        words = array.group(2).split()
        if not words:
            return match.group(0)
        words = [_HOME_WORD.sub("$HOME", w) for w in words]  # round 48 (he): `("$HOME" work x.csv)`
        if any(re.search(r"\$HOME\w", w) for w in words):
            return match.group(0)  # `"$HOME"x` is not `$HOMEx`
        words = ["$HOME" + w[1:] if w == "~" or w.startswith("~/") else w for w in words]
        return separator.join(words)

    return _JOINED.sub(_join, source)
