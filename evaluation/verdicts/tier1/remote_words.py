"""Round 34 (t3y, issue 25): the remote body of a transport that runs a shell command on another host, read as a
command — the same text ``ssh HOST 'CMD'`` has been read as since round 1.

:func:`remote_scripts` gives the shell text a fleet or remote runner sends, from its argv alone:
``pdsh|pssh|parallel-ssh|clush [opts] CMD…`` (every operand after the options is the command),
``mosh [opts] HOST [--] CMD…``, ``tsh ssh [opts] HOST CMD…``, ``adb [-s SERIAL] shell [-t|-T|-x] CMD…``,
``vagrant ssh|winrm -c CMD``, ``gcloud compute ssh VM --command CMD`` (any ``gcloud … ssh``),
``salt|salt-ssh TARGET cmd.run|cmd.shell|cmd.run_all|cmd.run_stdout CMD``, ``aws ssm send-command … --parameters
commands=CMD`` (or its JSON ``{"commands": [...]}``); round 46 (he): the device-fleet shells ``balena ssh|device ssh
[opts] DEVICE CMD…`` (``resin``, its old name) and ``tailscale ssh [opts] [USER@]HOST CMD…``. The unwrapper parses the text as a nested script, so every
rule judges it as it judges ``ssh HOST CMD``: ``pdsh -w gpu[1-8] 'rm -rf /scratch/*'``, ``gcloud compute ssh vm
--command 'sudo dd if=/dev/zero of=/dev/sdb'``. These programs are registered in ``programs.C_FLAG_PROGRAMS`` with
no flag of their own, so the lookup gates the reading: nothing else pays for it.
"""
from __future__ import annotations

import json

#: programs whose operands after their own options are the remote command (and their options that take a value)
FLEET_VALUED: dict[str, frozenset[str]] = {
    "pdsh": frozenset({"-w", "-x", "-g", "-X", "-l", "-R", "-f", "-t", "-u", "-o", "-M", "-e"}),
    "pssh": frozenset({"-h", "-H", "-l", "-p", "-o", "-e", "-t", "-O", "-x", "-X", "--hosts", "--host", "--user",
                       "--par", "--outdir", "--errdir", "--timeout", "--option", "--extra-args", "--extra-arg"}),
    "clush": frozenset({"-w", "-x", "-g", "-X", "-l", "-f", "-t", "-u", "-o", "-O", "-R", "-E", "--hostfile"}),
}
FLEET_VALUED["parallel-ssh"] = FLEET_VALUED["pssh"]
_MOSH_VALUED = frozenset({"-p", "--port", "--ssh", "--predict", "--family", "--server", "--client", "--bind-server"})
_TSH_VALUED = frozenset({"-l", "--login", "-p", "--port", "--proxy", "--cluster", "-L", "--forward", "-o", "--option",
                         "--user", "-i", "--identity"})
_ADB_VALUED = frozenset({"-s", "-t", "-H", "-P", "-L"})
_SALT_RUNS = frozenset({"cmd.run", "cmd.shell", "cmd.run_all", "cmd.run_stdout", "cmd.run_bg", "cmd.exec_code_all"})
#: the programs :func:`remote_scripts` reads (registered with no flags in ``programs.C_FLAG_PROGRAMS``)
REMOTE_SCRIPTED = frozenset({*FLEET_VALUED, "mosh", "tsh", "adb", "vagrant", "gcloud", "salt", "salt-ssh", "aws",
                             "balena", "resin", "tailscale"})
_FLEET_SSH_VALUED = frozenset({"-p", "--port", "--host"})  # round 46 (he): balena/tailscale ssh's valued options


def _operands_from(argv: list[str], start: int, valued: frozenset[str]) -> list[str]:
    """The words after ``start``'s options (``-x v``, ``--x=v``, ``--``)."""
    i = start
    while i < len(argv) and argv[i].startswith("-") and argv[i] != "-":
        if argv[i] == "--":
            return argv[i + 1:]
        i += 2 if argv[i] in valued else 1
    return argv[i:]


def _after_host(words: list[str]) -> list[str]:
    return words[2:] if words[1:2] == ["--"] else words[1:]


def _aws_commands(argv: list[str]) -> list[str]:
    if "send-command" not in argv:
        return []
    values = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--parameters"]
    values += [a.split("=", 1)[1] for a in argv if a.startswith("--parameters=")]
    out: list[str] = []
    for value in values:
        value = value.strip()
        if value.startswith("{"):
            try:
                loaded = json.loads(value[:100_000])
            except ValueError:
                continue
            commands = loaded.get("commands") if isinstance(loaded, dict) else None
            out += [c for c in (commands if isinstance(commands, list) else [commands]) if isinstance(c, str)]
        elif value.startswith("commands="):
            body = value[len("commands="):].strip()
            if body.startswith("[") and body.endswith("]"):
                try:
                    loaded = json.loads(body)
                    out += [c for c in loaded if isinstance(c, str)] if isinstance(loaded, list) else []
                    continue
                except ValueError:
                    body = body[1:-1]
            out.append(body)
    return ["; ".join(out)] if out else []


def _fleet_operands(program: str, argv: list[str]) -> list[str] | None:
    """``balena|resin ssh|device ssh``'s and ``tailscale ssh``'s operands (the device first), or None."""
    head = argv[2:] if argv[1:2] == ["ssh"] else argv[3:] if argv[1:3] == ["device", "ssh"] else None
    if head is None or program == "tailscale" and argv[1:2] != ["ssh"]:
        return None
    return _operands_from(head, 0, _FLEET_SSH_VALUED)


def fleet_stdin_shell(program: str, argv: list[str]) -> bool:
    """Round 46 (he): ``… | balena ssh UUID`` (no command, or balena's service name alone): the device's shell runs
    the commands read from stdin, as ``… | ssh HOST`` does."""
    if program not in ("balena", "resin", "tailscale"):
        return False
    operands = _fleet_operands(program, argv)
    return operands is not None and len(operands) <= (1 if program == "tailscale" else 2)


def remote_scripts(program: str, argv: list[str]) -> list[str]:
    """The shell text ``argv`` runs on another host or device, or [] (``su``, ``tmux``: the other registered ones)."""
    if program not in REMOTE_SCRIPTED:
        return []
    if program in FLEET_VALUED:
        words = _operands_from(argv, 1, FLEET_VALUED[program])
        return [" ".join(words)] if words else []
    if program == "mosh":
        words = _after_host(_operands_from(argv, 1, _MOSH_VALUED))
        return [" ".join(words)] if words else []
    if program == "tsh" and argv[1:2] == ["ssh"]:
        words = _after_host(_operands_from(argv, 2, _TSH_VALUED))
        return [" ".join(words)] if words else []
    if program in ("balena", "resin", "tailscale"):  # round 46 (he): `balena ssh UUID 'CMD'`, `balena device ssh`
        operands = _fleet_operands(program, argv)
        words = _after_host(operands) if operands else []
        return [" ".join(words)] if words else []
    if program == "adb":
        head = _operands_from(argv, 1, _ADB_VALUED)
        if head[:1] != ["shell"]:
            return []
        words = _operands_from(head, 1, frozenset())
        return [" ".join(words)] if words else []
    if program == "vagrant" and argv[1:2] in (["ssh"], ["winrm"]):
        return [argv[i + 1] for i, a in enumerate(argv[:-1]) if a in ("-c", "--command")] + [
            a.split("=", 1)[1] for a in argv if a.startswith("--command=")]
    if program == "gcloud" and "ssh" in argv[1:6]:
        return [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--command"] + [
            a.split("=", 1)[1] for a in argv if a.startswith("--command=")]
    if program in ("salt", "salt-ssh"):
        at = next((i for i, a in enumerate(argv) if a in _SALT_RUNS), -1)
        return [argv[at + 1]] if 0 <= at < len(argv) - 1 else []
    if program == "aws" and argv[1:2] == ["ssm"]:
        return _aws_commands(argv)
    return []
