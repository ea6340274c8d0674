"""Round 47 (hg, issue 25): inline code that WRITES under the home through a path part READ AT RUN TIME.

``python3 -c "print('.'+'hermes')" > /tmp/h`` then ``python3 -c "import pathlib; (pathlib.Path.home()/open('/tmp/h')
.read().strip()/'memory'/'MEMORY.md').write_text('x')"``: the part right under the home comes from a file (or stdin,
an argument, the environment) when the code runs, so Tier 1 cannot know it is not ``.hermes``. :func:`home_read_segment`
finds a home expression (``Path.home()``, ``os.path.expanduser('~')``, ``os.homedir()``, ``os.environ['HOME']``,
``process.env.HOME``, ``Dir.home``, ``ENV['HOME']``) joined (``/``, ``os.path.join``/``path.join``/``File.join``/
``joinpath``, ``+ '/' +``) to a first part that is a read (``open(…).read``, ``read_text``, ``readFileSync``,
``File.read``, ``input(``, ``sys.stdin``, ``sys.argv``, ``os.environ[…]``, ``getenv(``, ``process.argv``/``env``,
``gets``, ``STDIN``, ``ARGV``) or a name the code binds to one (``d = open('/tmp/h').read()``). The check blocks it
only beside a write (``checks_fail_closed._coded_write``): unknown reaches a governed place from the home itself.

Open: a literal first part (``Path.home()/'work'/open(f).read()`` stays in the workspace, judged by the path rules), a
name bound to a literal, code that reads only. Bounded regexes (the binding scan at most 16 names), linear.
"""
from __future__ import annotations

import re

_HOME = (r"(?:(?:pathlib\.)?Path\.home\(\)|os\.path\.expanduser\(\s*['\"]~['\"]\s*\)|(?:require\(\s*['\"]os['\"]\s*\)|os)"
         r"\.homedir\(\)|os\.environ\[\s*['\"]HOME['\"]\s*\]|os\.getenv\(\s*['\"]HOME['\"]\s*\)|process\.env\.HOME|"
         r"Dir\.home|ENV\[\s*['\"]HOME['\"]\s*\])")
_JOINED = re.compile(r"(?:" + _HOME + r"\s{0,4}(?:/|\.joinpath\(|\+\s{0,4}['\"]/['\"]\s{0,4}\+)"
                     r"|(?:os\.path\.join|path\.join|File\.join|joinpath)\(\s{0,4}" + _HOME + r"\s{0,4},)\s{0,4}"
                     r"(?P<part>[A-Za-z_$][\w$.]{0,80}(?:\()?)")
_READ = re.compile(r"^(?:open\(|io\.open\(|input\(|raw_input\(|sys\.stdin|sys\.argv|os\.environ|os\.getenv\(|getenv\(|"
                   r"process\.(?:argv|env)|fs\.readFileSync\(|require\(|File\.read\(|IO\.read\(|gets|STDIN|\$stdin|ARGV|"
                   r"ENV\b|\$ARGV|pathlib\.Path\(|Path\()")
_BINDING = r"(?<![\w.$]){name}\s{{0,4}}=\s{{0,4}}(?:[A-Za-z_]\w{{0,20}}\()?\s{{0,4}}(?P<value>[A-Za-z_$][\w$.]{{0,80}}\(?)"
_READS_IN = re.compile(r"\.read(?:_text|line|lines)?\(|readFileSync|\bread\(|\binput\(|\bgets\b|sys\.stdin|sys\.argv|"
                       r"process\.argv|environ|getenv|\bARGV\b|\bSTDIN\b")


def _read_value(value: str, rest: str) -> bool:
    return bool(_READ.match(value)) and (not value.startswith(("Path(", "pathlib.Path(", "open(", "io.open("))
                                         or _READS_IN.search(rest[:200]) is not None)


def home_read_segment(code: str) -> bool:
    """True when ``code`` joins a value read at run time right under the home (see the module)."""
    seen = 0
    for match in _JOINED.finditer(code):
        part = match.group("part")
        if _read_value(part, code[match.start("part"):]):
            return True
        name = part.rstrip("(")
        if part.endswith("(") or not re.fullmatch(r"[A-Za-z_]\w{0,40}", name) or seen >= 16:
            continue
        seen += 1
        for binding in re.finditer(_BINDING.format(name=re.escape(name)), code):
            if _read_value(binding.group("value"), code[binding.start("value"):]):
                return True
    return False
