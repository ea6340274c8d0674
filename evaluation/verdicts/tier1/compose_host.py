"""Round 23 (t2j, issue 25): a compose service that shares the host, read as the ``docker run`` it is.

``privileged: true``, ``pid: host``, ``network_mode: host``, ``ipc: host``, ``userns_mode: host``, ``cap_add`` and
``devices`` give the service's ``command`` (or ``entrypoint``) the host's processes, network or kernel: the service
is read as ``docker run --privileged --pid=host … IMAGE COMMAND``, which the container rules judge as they judge the
command typed (``nsenter -t 1`` into the host's namespaces, a privileged shell). A service with none of these is
left to the bind-mount reading of :func:`~evaluation.verdicts.tier1.buildfiles_more._compose`.
"""
from __future__ import annotations

import shlex
from typing import Any

_READ_ONLY_VERBS = frozenset({"config", "convert", "ls", "ps", "logs", "images", "top", "version", "port", "events",
                             "down", "stop", "rm", "kill", "pause", "unpause", "pull", "push"})
_COMPOSERS = frozenset({"docker-compose", "podman-compose"})
_HOST_MODES = {"pid": "--pid=host", "network_mode": "--network=host", "ipc": "--ipc=host", "userns_mode": "--userns=host"}


def compose_runs_nothing(program: str, operands: list[str]) -> bool:
    """``docker compose -f F config`` (``ps``, ``logs``, ``down`` …) reads or stops services and starts none of the
    file's commands; ``up``, ``run``, ``create``, ``start``, ``build`` … do."""
    verbs = operands if program in _COMPOSERS else operands[1:] if operands[:1] == ["compose"] else []
    return bool(verbs) and verbs[0] in _READ_ONLY_VERBS


def _words(value: Any) -> list[str]:
    if isinstance(value, str):
        try:
            return shlex.split(value)
        except ValueError:
            return value.split()
    return [str(v) for v in value] if isinstance(value, list) else []


def host_service(service: Any) -> str:
    """``docker run FLAGS IMAGE COMMAND`` for a service that shares the host; "" for any other."""
    if not isinstance(service, dict):
        return ""
    flags = ["--privileged"] if service.get("privileged") is True else []
    flags += [flag for key, flag in _HOST_MODES.items() if service.get(key) == "host"]
    flags += [f"--cap-add={c}" for c in service.get("cap_add") or [] if isinstance(c, str)]
    flags += [f"--device={d}" for d in service.get("devices") or [] if isinstance(d, str)]
    if not flags:
        return ""
    image = service["image"] if isinstance(service.get("image"), str) else "image"
    command = _words(service.get("entrypoint")) + _words(service.get("command"))
    return shlex.join(["docker", "run", *flags, image, *command])
