"""Round 25 (t2o): a path printed by a one-line program, read without running it (:func:`shell_words.static_output`).

``f=$(python3 -c 'import pathlib; print(pathlib.Path.cwd() / "build" / "cache")'); rm -rf "$f"`` deletes a
directory of the workspace: what the program prints is built only from the working directory, string literals and
names of the platform. The field, one reading for every language's inline form — ``python -c``, ``node -p``/``-e``,
``ruby -e``, ``perl -e``, ``php -r``: the code is imports plus ONE print (``print``, ``console.log``, ``puts``,
``echo``, node's ``-p`` expression) of an expression made of

* the cwd accessor of the language (``os.getcwd()``, ``Path.cwd()``, ``process.cwd()``, ``Dir.pwd``, ``getcwd()``),
  read as ``$PWD``; round 40 (fb): the home accessor (``Path.home()``, ``os.path.expanduser("~")``, ``os.homedir()``,
  ``Dir.home``), read as ``$HOME`` — the path rules then judge where it lands (the profile stays protected);
* string literals with no ``~``, ``$``, escape, ``..`` or hidden ``.h…`` component (a climb or the profile's name);
* names of the platform (``sysconfig.get_platform()``, ``platform.machine()``, ``process.arch``, ``RUBY_PLATFORM``
  …), read as ``*`` — they hold no ``/``;
* joins (``os.path.join``, ``path.join``, ``File.join``, pathlib's ``/``) and concatenation (``+``, ``.``).

Anything else — ``expanduser`` of another name, ``sys.argv``, ``ENV``, a read of a file or stdin, a
second statement, an operand after the code — leaves the output unknown (fail closed), and so does an absolute
literal joined after the first piece (a join restarts there).
"""
from __future__ import annotations

import re

_FORMS = {"python": ("-c",), "python3": ("-c",), "node": ("-p", "-e", "--print", "--eval"), "nodejs": ("-p", "-e"),
          "ruby": ("-e",), "perl": ("-e", "-E"), "php": ("-r",)}
_IMPORTS = re.compile(r"\s*(?:(?:import [\w., ]+|from [\w.]+ import [\w., ]+|use [\w:]+(?: [\w:]+)?|require ['\"][\w/]+['\"])\s*;\s*)*")
_PRINT = re.compile(r"(?:print|console\.log|puts|echo|process\.stdout\.write)\s*(?=\(|\s)")
_CWD = r"(?:os\.getcwd\(\)|(?:pathlib\.)?Path\.cwd\(\)|process\.cwd\(\)|Dir\.pwd|Dir\.getwd|(?:Cwd::)?getcwd\(\)|Deno\.cwd\(\))"
_HOME = (r"(?:os\.path\.expanduser\(\s*[\"']~[\"']\s*\)|(?:pathlib\.)?Path\.home\(\)|(?:os\.|require\([\"']os[\"']\)\.)homedir\(\)"
         r"|Dir\.home|File\.expand_path\([\"']~[\"']\))")  # round 40 (fb): the home, read as `$HOME`
_NAMES = (r"(?:sysconfig\.get_platform\(\)|sysconfig\.get_python_version\(\)|platform\.machine\(\)|platform\.system\(\)|"
          r"sys\.implementation\.cache_tag|sys\.platform|process\.platform|process\.arch|RUBY_PLATFORM|RUBY_VERSION|"
          r"PHP_OS|PHP_VERSION|\$\^O)")
_JOIN = r"(?:os\.path\.join|(?:require\(['\"]path['\"]\)\.|path\.)join|File\.join|(?:pathlib\.)?Path|str|String)\s*\("
_TOKEN = re.compile(rf"(?P<cwd>{_CWD})|(?P<home>{_HOME})|(?P<name>{_NAMES})|(?P<join>{_JOIN})|\"(?P<dq>[^\"\\$`{{}}~]*)\"|"
                    rf"'(?P<sq>[^'\\$`{{}}~]*)'|(?P<op>[()+/.,])|(?P<blank>\s+)|(?P<end>;\s*$)")
_MAX = 400
_MODULE = re.compile(r"-(?:M|r)[\w:]{1,64}")  # a module loaded, no code


def printed_path(argv: tuple[str, ...] | list[str]) -> str | None:
    """What ``argv`` (a one-line program) prints when it prints a path built from the cwd, literals and platform
    names, with ``$PWD`` for the cwd and ``*`` for a platform name; else None."""
    program = argv[0].rsplit("/", 1)[-1]
    argv = [a for a in argv if not (program in ("perl", "ruby") and _MODULE.fullmatch(a))]  # `perl -MCwd -e …`
    if len(argv) != 3 or argv[1] not in _FORMS.get(program, ()) or len(argv[2]) > _MAX:
        return None
    code = argv[2][_IMPORTS.match(argv[2]).end():]  # type: ignore[union-attr]
    printer = _PRINT.match(code)
    if printer is None and argv[1] not in ("-p", "--print"):
        return None
    return _expression(code[printer.end():] if printer else code)


def _expression(text: str) -> str | None:
    pieces: list[str] = []
    joins: list[bool] = []  # per open parenthesis: a join (`,` is a separator) or a grouping
    position = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None:
            return None
        position = match.end()
        kind = match.lastgroup
        if kind == "cwd":
            pieces.append("$PWD")
        elif kind == "home":
            pieces.append("$HOME")
        elif kind == "name":
            pieces.append("*")
        elif kind in ("dq", "sq"):
            literal = match.group(kind)
            if literal.startswith("/") and pieces and pieces[-1] == "/":
                return None  # `os.path.join(cwd, "/etc")` restarts at the absolute literal
            pieces.append(literal)
        elif kind == "join":
            joins.append(True)
        elif match.group("op") == "(":
            joins.append(False)
        elif match.group("op") == ")":
            if not joins:
                return None
            joins.pop()
        elif match.group("op") == ",":
            if not joins or not joins[-1]:
                return None
            pieces.append("/")
        elif match.group("op") == "/":
            pieces.append("/")
    if joins or not pieces:
        return None
    out = re.sub(r"/{2,}", "/", "".join(pieces))
    if ".." in out or "$PWD" in out[1:] or "$HOME" in out[1:] or re.search(r"(?:^|/)\.h", out.lower()):
        return None
    return out
