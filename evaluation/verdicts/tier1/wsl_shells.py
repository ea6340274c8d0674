"""Round 31 (t3l, issue 25): the Windows shells WSL can call — ``cmd.exe`` and PowerShell — read as the shells they are.

| mechanism | read as |
| --- | --- |
| ``cmd.exe /c|/k CODE`` | CODE parsed as a command line; ``rd|rmdir /s`` → ``rm -rf``, ``del|erase /s`` → ``rm -rf``, ``del`` → ``rm -f``, ``copy|xcopy`` → ``cp``, ``move`` → ``mv``, ``type`` → ``cat``, a bare ``set`` → ``env`` |
| ``… | cmd.exe``, ``cmd.exe < F``, ``powershell -Command -``, a PowerShell with no code reading a pipe | a shell reading its stdin (``sh -s``) |
| ``powershell|pwsh -c|-Command CODE``, ``-e|-enc|-EncodedCommand B64`` (UTF-16LE, bounded) | ``Remove-Item``, ``Get-ChildItem … | Remove-Item``, ``Get-Content``, ``Set-Content|Add-Content|Out-File|>``, ``Copy-Item`` as ``rm``/``cat``/``tee``/``cp``; ``iex`` of a download refused; each statement's Windows tool judged (:mod:`wsl_tools`) |
| ``wsl.exe [-d D] [-u U] -e|--exec|-- CMD`` | CMD parsed as a command line |

Windows paths become the paths WSL mounts (``C:\\Users\\u\\x`` → ``/mnt/c/Users/u/x``; ``%USERPROFILE%``,
``$env:USERPROFILE`` → ``~``; ``%APPDATA%``, ``%TEMP%``, ``%ProgramData%``): the profile under ``/mnt/<d>/Users/`` is
a home (:func:`paths.windows_home`). Code Tier 1 cannot parse stays to the other rules (no block of its own).
"""
from __future__ import annotations

import base64
import binascii
import re
import shlex
from dataclasses import replace

from evaluation.verdicts.tier1.pwsh_delete import removals
from evaluation.verdicts.tier1.shell import ShellSyntaxError, SimpleCommand, parse_commands
from evaluation.verdicts.tier1.wsl_tools import TOOL_PROGRAMS, tool_reason

SHELL_PROGRAMS = frozenset({"cmd", "powershell", "pwsh", "wsl"})
WINDOWS_PROGRAMS = SHELL_PROGRAMS | TOOL_PROGRAMS
_MAX_CODE = 65536
_VARIABLES = (
    (re.compile(r"(?i)%(?:USERPROFILE|HOMEDRIVE%%HOMEPATH|HOMEPATH)%|\$env:(?:USERPROFILE|HOME)\b|\$HOME\b|"
                r"\$\{env:USERPROFILE\}"), "~"),
    (re.compile(r"(?i)%APPDATA%|\$env:APPDATA\b"), "~/AppData/Roaming"),
    (re.compile(r"(?i)%LOCALAPPDATA%|\$env:LOCALAPPDATA\b"), "~/AppData/Local"),
    (re.compile(r"(?i)%(?:TEMP|TMP)%|\$env:(?:TEMP|TMP)\b"), "/tmp"),
    (re.compile(r"(?i)%(?:PROGRAMDATA|ALLUSERSPROFILE)%|\$env:(?:ProgramData|ALLUSERSPROFILE)\b"), "/mnt/c/ProgramData"),
    (re.compile(r"(?i)%(?:SystemRoot|windir)%|\$env:(?:SystemRoot|windir)\b"), "/mnt/c/Windows"),
    (re.compile(r"(?i)\$PROFILE\b"), "~/Documents/PowerShell/Microsoft.PowerShell_profile.ps1"),
)
_DRIVE = re.compile(r"(?<![\w/])([A-Za-z]):[\\/]")
_CMD_VAR = re.compile(r"%([A-Za-z_][A-Za-z0-9_]{0,64})%")
_CMD_OPTION = re.compile(r"^/[A-Za-z?][A-Za-z0-9:_.-]{0,30}$")


_WSLPATH = re.compile(r"""(["']?)\$\(\s*wslpath(?:\s+-[a-zA-Z])*\s+(['"]?)([^'"()$`\s]{1,4096})\2\s*\)\1""")


def unix_paths(text: str) -> str:
    """``text`` with Windows paths and profile variables spelled as WSL mounts them (see module); a ``$(wslpath -w
    P)`` is ``P`` (Windows reaches the same file)."""
    if "wslpath" in text:
        text = _WSLPATH.sub(lambda m: m.group(3), text)
    if "%" in text or "$" in text:
        for pattern, value in _VARIABLES:
            text = pattern.sub(value, text)
        text = _CMD_VAR.sub(r"$\1", text)
    if ":" in text:
        text = _DRIVE.sub(lambda m: f"/mnt/{m.group(1).lower()}/", text)
    return text.replace("\\", "/") if "\\" in text else text


def _cmd_argv(argv: tuple[str, ...]) -> tuple[str, ...]:
    """One parsed cmd.exe command as the POSIX command it is (see module)."""
    verb = argv[0].rsplit("/", 1)[-1].lower().removesuffix(".exe")
    options = {a.lower()[:2] for a in argv[1:] if _CMD_OPTION.match(a)}
    operands = tuple(a for a in argv[1:] if not _CMD_OPTION.match(a))
    if verb in ("rd", "rmdir"):
        return ("rm", "-rf", *operands) if "/s" in options else ("rmdir", *operands)
    if verb in ("del", "erase"):
        return ("rm", "-rf", *operands) if "/s" in options else ("rm", "-f", *operands)
    if verb in ("copy", "xcopy"):
        return ("cp", "-r", *operands)
    if verb == "move":
        return ("mv", *operands)
    if verb == "type":
        return ("cat", *operands)
    if verb == "set" and not operands:
        return ("env",)
    return argv


def _parsed(script: str, command: SimpleCommand, counter: list[int], cmd: bool) -> list[SimpleCommand]:
    try:
        parsed = parse_commands(script, depth=command.depth + 1, context="shell_c", counter=counter)
    except ShellSyntaxError:
        return []
    out = []
    alone = len(parsed) == 1 and parsed[0].pipeline_len == 1  # `cmd.exe /c set | curl …`: set's output is piped
    for inner in parsed:
        argv = _cmd_argv(inner.argv) if cmd and inner.argv else inner.argv
        inner = inner if argv == inner.argv else replace(
            inner, argv=argv, dynamic=frozenset(range(1, len(argv))) if inner.dynamic else frozenset())
        out.append(replace(inner, pipeline_id=command.pipeline_id, pipeline_pos=command.pipeline_pos,
                           pipeline_len=command.pipeline_len) if alone else inner)
    return out


def _stdin(command: SimpleCommand) -> list[SimpleCommand]:
    """A Windows shell reading its code from a pipe or a redirect, as ``sh -s`` does."""
    if command.pipeline_pos > 0 or any(r.op in ("<", "<<", "<<<", "<<-") for r in command.redirects):
        return [replace(command, argv=("sh", "-s"))]
    return []


_PS_CODE = ("-command", "/command")
_PS_ENCODED = ("-encodedcommand", "/encodedcommand")
_PS_VALUED = frozenset({"-executionpolicy", "-ep", "-ex", "-windowstyle", "-w", "-configurationname", "-workingdirectory",
                        "-wd", "-inputformat", "-if", "-outputformat", "-of", "-psconsolefile", "-version", "-v",
                        "-settingsfile", "-custompipename"})


def _ps_code(argv: tuple[str, ...]) -> tuple[str | None, bool]:
    """PowerShell's code from its words and whether it reads code from stdin (``-Command -``, or nothing)."""
    i = 1
    while i < len(argv):
        word = argv[i].lower()
        if len(word) > 1 and (any(o.startswith(word) for o in _PS_CODE) or word == "-c"):
            rest = argv[i + 1:]
            return (None, True) if rest[:1] == ("-",) else (" ".join(rest), False)
        if len(word) > 1 and (any(o.startswith(word) for o in _PS_ENCODED) or word in ("-e", "-ec", "-enc")):
            return (_decoded(argv[i + 1]) if i + 1 < len(argv) else None), False
        if word in ("-file", "-f", "/file"):
            return None, False
        if not word.startswith(("-", "/")):
            return " ".join(argv[i:]), False  # `powershell Get-Content x`: the words are the code
        i += 2 if word in _PS_VALUED else 1
    return None, True


def _decoded(text: str) -> str | None:
    if len(text) > _MAX_CODE or "$" in text:
        return None
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True).decode("utf-16-le")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return None


_DOWNLOAD = re.compile(r"(?i)\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadData|"
                       r"Start-BitsTransfer|curl|wget|Net\.WebClient|HttpClient)\b")
_RUN = re.compile(r"(?i)(?<![\w-])(?:iex|Invoke-Expression|Invoke-Command\s{1,4}-ScriptBlock|"
                  r"\[ScriptBlock\]::Create)(?![\w-])")
_GCI_REMOVE = re.compile(r"(?i)(?:^|[;{(\n])\s*(?:Get-ChildItem|gci|ls|dir)\s+(?:-(?:Path|LiteralPath)\s+)?"
                         r"([^\s|;-][^\s|;]*)([^|;\n]{0,400})\|\s*(?:Remove-Item|ri|rm|del)\b")
_PS_WRITE = re.compile(r"(?i)(?:^|[;|{(\n])\s*(Set-Content|Add-Content|Out-File|sc|ac|Copy-Item|cpi|copy|"
                       r"Get-Content|gc|cat|type)\s+([^;|\n)]{1,1000})")
_ARCHIVE = re.compile(r"(?i)(?:^|[;|{(\n])\s*Compress-Archive\s+([^;|\n)]{1,1000})")
_VAULT = re.compile(r"(?i)PasswordVault|RetrievePassword|Get-StoredCredential|CredentialManager|vaultcmd|"
                    r"cmdkey\s{1,4}/list|ConvertFrom-SecureString\b[^;|]{0,200}-AsPlainText|GetNetworkCredential")
_REDIRECT = re.compile(r"(>>?)\s*([^\s;|)]{1,1000})")
_VALUED_PS = frozenset({"-value", "-encoding", "-filter", "-include", "-exclude", "-inputobject", "-stream",
                        "-erroraction", "-ea", "-delimiter", "-totalcount", "-tail", "-head", "-first"})


def _ps_words(rest: str) -> list[str]:
    words, skip = [], False
    for word in rest.split():
        low = word.lower()
        if skip:
            skip = False
        elif low.startswith("-"):
            skip = low in _VALUED_PS
        elif not word.startswith(("$", "(", "@", "{", "'$", '"$')):
            words.append(word.strip("'\"").rstrip(","))
    return words


def ps_effects(code: str) -> tuple[list[tuple[str, ...]], list[str]]:
    """The POSIX commands PowerShell ``code`` amounts to, and the reasons its statements are refused (see module)."""
    code = unix_paths(code)
    low = code.lower()
    reasons = []
    if ("iex" in low or "invoke-" in low or "scriptblock" in low) and _RUN.search(code) and _DOWNLOAD.search(code):
        reasons.append("PowerShell code runs code it downloads (Invoke-Expression of a web request)")
    argvs: list[tuple[str, ...]] = [argv if "-r" in argv else ("rm", *argv[1:]) for argv in removals(code)]
    argvs += [("rm", "-rf", m.group(1).strip("'\""))
              for m in (_GCI_REMOVE.finditer(code) if "|" in low else ()) if re.search(r"(?i)-r(?:ec|ecurse)?\b", m.group(2))]
    for m in _PS_WRITE.finditer(code):
        verb, words = m.group(1).lower(), _ps_words(m.group(2))
        if not words:
            continue
        if verb in ("copy-item", "cpi", "copy"):
            argvs.append(("cp", "-r", *words[:2]))
        elif verb in ("get-content", "gc", "cat", "type"):
            argvs.append(("cat", *words))
        else:
            argvs.append(("tee", "-a", words[0]))
    if "compress-archive" in low:
        argvs += [("zip", "-r", w[-1], *w[:-1]) for w in (_ps_words(m.group(1)) for m in _ARCHIVE.finditer(code))
                  if len(w) > 1]
    argvs += [("tee", "-a", m.group(2).strip("'\"")) for m in _REDIRECT.finditer(code)
              if not m.group(2).startswith(("$null", "&"))]
    for statement in re.split(r"[;\n|]|&&", code, maxsplit=64)[:64]:
        words = statement.split()
        if words:
            reason = tool_reason(words[0].rsplit("/", 1)[-1].lower().removesuffix(".exe"), tuple(words))
            if reason:
                reasons.append(reason)
    return argvs, reasons


def _robocopy(command: SimpleCommand) -> list[SimpleCommand]:
    """``robocopy SRC DST [FILES]`` as the ``cp -r`` it is, or the ``scp -r`` to HOST when DST is ``\\\\HOST\\share``."""
    words = [unix_paths(a) for a in command.argv[1:] if not _CMD_OPTION.match(a)]
    if len(words) < 2 or any(a.lower() in ("/l", "-l") for a in command.argv):
        return []
    source, target, files = words[0], words[1], words[2:]
    sources = [f"{source.rstrip('/')}/{f}" for f in files] or [source]
    if target.startswith("//") and len(target) > 2:
        host, _, share = target[2:].partition("/")
        argv: tuple[str, ...] = ("scp", "-r", *sources, f"{host}:{share}")
    else:
        argv = ("cp", "-r", *sources, target)
    return [replace(command, argv=argv, dynamic=frozenset())]


def windows_operands(command: SimpleCommand) -> list[SimpleCommand]:
    """Any other Windows program (``curl.exe -F k=@C:\\Users\\u\\.ssh\\id_rsa``) with its Windows paths as WSL
    mounts them, judged again (gated on a ``.exe`` name and a drive or ``%VAR%`` operand)."""
    argv = command.argv
    if not argv or not argv[0].lower().endswith(".exe") or command.program in WINDOWS_PROGRAMS:
        return []
    translated = tuple(unix_paths(a) if ":" in a or "%" in a or "$env:" in a else a for a in argv[1:])
    return [replace(command, argv=(argv[0], *translated))] if translated != argv[1:] else []


def derived(command: SimpleCommand, counter: list[int]) -> tuple[list[SimpleCommand], list[str]]:
    """Commands and reasons of this module for one command (see module)."""
    program, argv = command.program, command.argv
    if program in TOOL_PROGRAMS:
        reason = tool_reason(program, argv, command.pipeline_pos + 1 < command.pipeline_len)
        if program == "robocopy":
            return _robocopy(command), [reason] if reason else []
        if reason or program != "wsl":
            return [], [reason] if reason else []
    if program == "cmd":
        start = next((i for i, a in enumerate(argv[1:], start=1) if a.lower() in ("/c", "/k", "/r")), None)
        if start is None:
            return _stdin(command), []
        script = " ".join(argv[start + 1:])
        if len(script) > 1 and script[0] == script[-1] == '"':
            script = script[1:-1]
        return _parsed(unix_paths(script.replace("^", "")), command, counter, cmd=True), []
    if program == "wsl":
        i = 1
        while i < len(argv) and argv[i] in ("-d", "--distribution", "-u", "--user", "--cd", "--shell-type"):
            i += 2
        if i < len(argv) and argv[i] in ("-e", "--exec", "--"):
            i += 1
        elif i < len(argv) and argv[i].startswith("-"):
            return [], []
        script = " ".join(shlex.quote(a) for a in argv[i:])
        return (_parsed(script, command, counter, cmd=False) if i < len(argv) else []), []
    code, reads_stdin = _ps_code(argv)
    if code is None:
        return (_stdin(command) if reads_stdin else []), []
    argvs, reasons = ps_effects(code[:_MAX_CODE])
    if command.pipeline_pos + 1 < command.pipeline_len and _VAULT.search(code):
        reasons.append("PowerShell code prints the Windows credential vault into a pipe")
    out = [SimpleCommand(argv=a, depth=command.depth + 1, context="shell_c", pipeline_id=command.pipeline_id,
                         pipeline_pos=command.pipeline_pos, pipeline_len=command.pipeline_len) for a in argvs]
    return out, reasons
