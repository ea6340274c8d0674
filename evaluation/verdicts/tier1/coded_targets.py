"""Round 39 (t4y): inline code that WRITES and builds a name from character codes, bytes, a decoder or a reversal
at run time, next to the home directory (issue 25).

``perl -e '$d = join q(/), $ENV{HOME}, chr(46).q(hermes), …; open F, q(>), $d'``, ``crystal eval 'File.open(
Path.home.join("." + "hsemreh".lstrip("h").reverse, "SOUL.md"), "a")'``, ``node -e "fs.copyFileSync(…, os.homedir()
+ String.fromCharCode(47,46,104,…) + '/config.yaml')"``: Tier 1 does not evaluate the language, so the name the code
writes is unknown. The shape is decided without it: the code has a write/delete/exec word (:func:`reach.effect_free`
is false), it names the home directory (``homedir``, ``Path.home``, ``expanduser``, ``HOME``, ``Dir.home``,
``getenv``), and it builds text from codes (``chr(46)``, ``46.chr``, ``String.fromCharCode``, ``pack(``,
``bytes([…])``, ``fromhex``, ``unhexlify``, ``b64decode``, ``atob``, ``.reverse``, ``[::-1]``) — a name under the
home that Tier 1 cannot read fails closed, as an unresolvable write target of a shell command does.

Open: a control character (``chr(10)``, ``String.fromCharCode(9)``: a newline or a tab never makes a path part),
``sorted(…, reverse=True)``, builders in code that does not name the home (``open('build/x','w').write(chr(65))``),
and code with no effect word. Step asides that stay blocked: the builder anywhere in the code (it is not tied to
the write call), a second statement, an absolute prefix (already read by the path rules).
Linear: four regex scans of the code (the open scan is bounded to 400 characters a match).
"""
from __future__ import annotations

import re

_HOME = re.compile(r"homedir|Path\.home|expanduser|\bHOME\b|Dir\.home|\bgetenv\b|user\.home|home_dir|\$HOME|"
                   r"ENVIRON|\bhomeDir\b|HOMEPATH|USERPROFILE", re.IGNORECASE)
_CODES = re.compile(r"(?:\bchr\b|fromCharCode|\.chr\b)\s*\(?\s*(\d{1,7})?")
_BUILDERS = re.compile(r"\bpack\s*\(|\.pack\b|\bbytes\s*\(\s*\[|fromhex|unhexlify|b64decode|\batob\s*\(|"
                       r"\.reverse\b(?!\s*=)|\breverse\s*\(|\[\s*::\s*-1\s*\]|\bscalar\s+reverse\b")

_MODE_OPEN = re.compile(r"open\b[^;\n]{0,400}?,\s*['\"][wax]\+?b?['\"]")
"""An open call with a write mode after a comma (``File.open(P, "a")``, ``io.open(p,"w")``, ``fopen($p,'w')``),
its name argument holding calls of its own (``Path.home.join(….reverse, "SOUL.md")``)."""


def opens_for_write(code: str) -> bool:
    return _MODE_OPEN.search(code) is not None


def _coded(code: str) -> bool:
    if _BUILDERS.search(code):
        return True
    for match in _CODES.finditer(code):
        number = match.group(1)
        if number is None or int(number) >= 32:
            return True  # a printable code or a code Tier 1 cannot read (`chr($n)`)
    return False


def coded_home_write(code: str) -> bool:
    """``code`` (already known to write, delete or run something) builds a name from codes next to the home."""
    return bool(code) and _HOME.search(code) is not None and _coded(code)
