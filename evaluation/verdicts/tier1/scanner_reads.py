"""Round 32 (t3o, issue 25): scanners, forensic and inventory readers — their READS of the profile stay open, their
WRITE options are writes.

``yara -r rules.yar ~/.hermes/skills``, ``clamscan -r --infected ~/.hermes/plugins``, ``hashdeep -r -c sha256
~/.hermes``, ``trivy fs --scanners secret ~/.hermes/skills``, ``dcfldd if=~/.hermes/config.yaml of=build/x``,
``ausearch -f ~/.hermes/SOUL.md`` read what they are given and print, or write only a NAMED output. Tier 1 judged
them as unmodelled programs naming the profile (``unmodelled-write``). A program of :data:`SCANNERS` is proven when
none of its denied options or subcommands is given (``clamscan --remove``/``--move``, ``binwalk -e`` without
``-C``, ``semgrep --autofix``, ``lynis --plugindir``, ``aide --init``); :func:`scanner_outputs` gives the values of
its output options (``-o``, ``--report-path``, dd's ``of=``/``hashlog=``, syft's ``-o FORMAT=PATH``, a carving
tool's output directory — the working directory when it names none) and the caller proves that each reaches no
protected path; one that does is judged word by word as before (blocked).

Cost: one set lookup of the program name before any parsing; one pass over argv.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["SCANNERS", "scanner_outputs"]

_F = frozenset
# program -> (output options (take a value, maybe FORMAT=PATH), denied options/subcommands (also `-X…` bundles
# for one-letter ones), required words (one of them, or empty))
SCANNERS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {
    # malware / secret / vulnerability scanners
    "yara": (_F(), _F(), _F()),
    "yara64": (_F(), _F(), _F()),
    "yr": (_F({"-o", "--output"}), _F({"fmt", "compile"}), _F()),
    "clamscan": (_F({"-l", "--log", "--copy"}), _F({"--move", "--remove"}), _F()),
    "clamdscan": (_F({"-l", "--log", "--copy"}), _F({"--move", "--remove"}), _F()),
    "trivy": (_F({"-o", "--output", "--cache-dir", "--report"}),
              _F({"plugin", "module", "server", "clean", "--server", "--module-dir", "--cache-backend"}), _F()),
    "grype": (_F({"--file", "-o", "--output"}), _F({"db"}), _F()),
    "syft": (_F({"--file", "-o", "--output"}), _F({"attest", "login"}), _F()),
    "gitleaks": (_F({"-r", "--report-path"}), _F(), _F()),
    "trufflehog": (_F(), _F(), _F()),
    "semgrep": (_F({"-o", "--output", "--json-output", "--sarif-output", "--text-output", "--emacs-output",
                    "--vim-output", "--junit-xml-output", "--gitlab-sast-output", "--gitlab-secrets-output"}),
                _F({"--autofix", "-a", "ci", "login", "publish", "install-semgrep-pro", "lsp"}), _F()),
    "osv-scanner": (_F({"--output", "--output-file"}), _F({"fix"}), _F()),
    "lynis": (_F({"--logfile", "--report-file"}), _F({"--plugindir", "--include", "--tests-from-group"}),
              _F({"audit", "show"})),
    "chkrootkit": (_F(), _F(), _F()),
    "rkhunter": (_F({"--logfile", "-l"}), _F({"--update", "--propupd", "--versioncheck"}), _F({"--check", "-c",
                                                                                                 "--list"})),
    "chainsaw": (_F({"-o", "--output"}), _F(), _F()),
    "hayabusa": (_F({"-o", "--output"}), _F({"update-rules", "set-default-profile"}), _F()),
    "capa": (_F(), _F(), _F()),
    "floss": (_F({"-o", "--outfile"}), _F(), _F()),
    "olevba": (_F(), _F({"--deobf"}), _F()),
    "oleid": (_F(), _F(), _F()),
    "mraptor": (_F(), _F(), _F()),
    "pdfid": (_F(), _F(), _F()),
    "ssdeep": (_F(), _F(), _F()),
    "binwalk": (_F({"-C", "--directory", "-f", "--log"}), _F({"-D", "--dd", "--run-as"}), _F()),
    "bulk_extractor": (_F({"-o"}), _F(), _F()),
    "readelf": (_F(), _F(), _F()),
    "objdump": (_F(), _F(), _F()),
    "nm": (_F(), _F(), _F()),
    "rabin2": (_F(), _F({"-O"}), _F()),
    # hashers and integrity tools
    "hashdeep": (_F(), _F(), _F()),
    "rhash": (_F({"-o", "--output", "--log", "-u", "--update"}), _F(), _F()),
    "aide": (_F({"--report"}), _F({"--init", "-i", "--update", "-u"}), _F({"--check", "-C", "--config-check", "-D",
                                                                         "--compare", "-E"})),
    "tripwire": (_F(), _F({"--init", "--update", "--update-policy"}), _F({"--check"})),
    # forensic / evidence readers (dd-style `of=` and logs are outputs)
    "dcfldd": (_F({"of", "hof", "ofs", "hofs", "hashlog", "md5log", "sha1log", "sha256log", "sha384log",
                   "sha512log", "errlog", "log", "hlog", "mlog", "vf"}), _F(), _F()),
    "dc3dd": (_F({"of", "hof", "ofs", "hofs", "log", "hlog", "mlog"}), _F(), _F()),
    "ewfacquire": (_F({"-t", "-l", "-2"}), _F(), _F()),
    "ewfexport": (_F({"-t", "-l"}), _F(), _F()),
    "ewfinfo": (_F(), _F(), _F()),
    "ewfverify": (_F({"-l"}), _F(), _F()),
    "fls": (_F(), _F(), _F()), "icat": (_F(), _F(), _F()), "ils": (_F(), _F(), _F()),
    "istat": (_F(), _F(), _F()), "fsstat": (_F(), _F(), _F()), "mmls": (_F(), _F(), _F()),
    "img_stat": (_F(), _F(), _F()), "blkcat": (_F(), _F(), _F()), "ffind": (_F(), _F(), _F()),
    "ifind": (_F(), _F(), _F()), "mactime": (_F(), _F(), _F()),
    # audit / inventory readers
    "ausearch": (_F({"--checkpoint"}), _F(), _F()),
    "aureport": (_F(), _F(), _F()),
}
for _n in ("md5deep", "sha1deep", "sha256deep", "tigerdeep", "whirlpooldeep"):
    SCANNERS[_n] = SCANNERS["hashdeep"]
_DD_STYLE = _F({"dcfldd", "dc3dd"})
_FORMAT_O = _F({"syft", "grype"})  # `-o FORMAT[=PATH]`: only a path after `=` is an output
_CARVERS = {"binwalk": _F({"-e", "--extract", "-M", "--matryoshka"}), "bulk_extractor": _F()}
_CARVER_DIR = {"binwalk": _F({"-C", "--directory"}), "bulk_extractor": _F({"-o"})}


def scanner_outputs(command: SimpleCommand) -> tuple[str, ...] | None:
    """The output operands of a listed scanner used without a denied option (maybe none: it prints), or None."""
    table = SCANNERS.get(command.program)
    if table is None or command.dynamic or command.opaque:
        return None  # a set lookup before any parsing (cost)
    outputs, denied, required = table
    args = command.argv[1:]
    found: list[str] = []
    seen: set[str] = set()
    shorts = "".join(o[1] for o in denied if len(o) == 2 and o[0] == "-")
    carve = _CARVERS.get(command.program)
    carving = False
    i = 0
    while i < len(args):
        arg = args[i]
        if "$(" in arg or "`" in arg:
            return None
        name, eq, value = arg.partition("=")
        if command.program in _DD_STYLE and eq and name in outputs:
            found.append(value)
            seen.add(name)
            i += 1
            continue
        if name in denied or (shorts and arg[:1] == "-" and arg[1:2] != "-" and any(c in shorts for c in arg[1:])):
            return None
        if carve is not None and (name in carve or (arg[:1] == "-" and arg[1:2] != "-" and any(
                c in "eM" for c in arg[1:]))):
            carving = True
        if name in outputs and command.program not in _DD_STYLE:
            value = value if eq else (args[i + 1] if i + 1 < len(args) else "")
            if not value:
                return None
            seen.add(name)
            if command.program in _FORMAT_O and name in ("-o", "--output"):
                if "=" in value:
                    found.append(value.split("=", 1)[1])
            else:
                found.append(value)
            i += 1 if eq else 2
            continue
        i += 1
    if required and not any(a in required for a in args):
        return None
    if carve is not None and (carving or command.program == "bulk_extractor") and not (seen & _CARVER_DIR[
            command.program]):
        if command.program == "bulk_extractor":
            return None  # it needs `-o`
        found.append(".")  # `binwalk -e FW` extracts into the working directory
    return tuple(found)


_PRINTS_MATCHES = frozenset({"trufflehog", "gitleaks", "semgrep", "bulk_extractor"})
_YARA_STRINGS = frozenset({"-s", "--print-strings", "-X", "--print-xor-key", "-L", "--print-string-length"})


def secret_words(command: SimpleCommand) -> tuple[bool, list[str]]:
    """For the profile-secret check: whether a listed scanner prints or copies what it FINDS in a tree (``trufflehog
    filesystem DIR``, ``gitleaks`` without ``--redact``, ``semgrep``, ``yara -s``: the matched text of ``.env``), and
    the paths its ``key=value`` words name (dd's ``if=``, an ansible module's ``src=``)."""
    program, argv = command.program, command.argv
    if program not in SCANNERS and program != "ansible":
        return False, []
    tree = (program in _PRINTS_MATCHES and not (program == "gitleaks" and "--redact" in argv)) or (
        program in ("yara", "yara64", "yr") and any(a in _YARA_STRINGS for a in argv))
    pairs = [w for a in argv[1:] if a[:1] != "-" and "=" in a for w in a.split()]
    return tree, [w.split("=", 1)[1] for w in pairs if "=" in w and w.split("=", 1)[1][:1] in ("/", "~", "$", ".")]
