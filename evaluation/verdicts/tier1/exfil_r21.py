"""Round 21 (t2e, issue 25): a container's or a pod's environment — a source of ``secret_exfiltration``.

A service's containers carry its secrets in their environment (database URLs, API keys, tokens). A command that
prints that environment is a secret source exactly as ``env`` on the host is (round 11): piped into a sender
(``| curl -d @-``, ``| nc``, ``| ssh``) it leaves the machine, and a file it writes (``> build/env.txt``) is tainted,
so a later upload of the file (``gh release upload``, ``aws s3 cp``, ``rclone``, ``curl -T``, code reading it) is
sent secret. The field, for docker, podman, nerdctl, finch, crictl, lima's ``nerdctl.lima``, kubectl and oc:

- ``inspect`` / ``container inspect`` with no format (the whole JSON, ``Config.Env`` in it) or a format that names
  ``Env`` (``{{json .Config.Env}}``, ``{{range .Config.Env}}``);
- ``exec`` / ``compose exec`` / ``kubectl exec … --`` running ``env``, ``printenv``, ``set``, ``export -p`` or
  reading ``/proc/<pid>/environ``;
- ``kubectl get … -o jsonpath=…env…`` or ``-o yaml|json`` of a pod, deployment or other workload (the env block).

Open: a format of another field (``{{.State.Status}}``, ``{{.Name}}``), an exec of another command (``curl
localhost/healthz``), and the same sources into a local filter or a file nothing sends.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

_RUNTIMES = frozenset({"docker", "podman", "nerdctl", "finch", "crictl", "nerdctl.lima", "lima"})
_KUBE = frozenset({"kubectl", "oc", "kubecolor"})
_ENV_PRINTERS = frozenset({"env", "printenv", "set"})
_WORKLOADS = re.compile(r"^(?:pods?|po|deploy(?:ments?)?|sts|statefulsets?|ds|daemonsets?|rs|replicasets?|jobs?|"
                        r"cronjobs?|cj|dc|deploymentconfigs?)(?:/|$)")


def _format(argv: Sequence[str]) -> str | None:
    for i, word in enumerate(argv):
        if word in ("-f", "--format") and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--format="):
            return word.split("=", 1)[1]
    return None


def _prints_env(words: Sequence[str]) -> bool:
    """The command an exec runs prints the environment."""
    for i, word in enumerate(words):
        base = word.rsplit("/", 1)[-1]
        if base in _ENV_PRINTERS and not any(w for w in words[i + 1:] if not w.startswith("-") and "=" not in w
                                             and base != "printenv"):
            return True
        if base == "printenv" or re.search(r"/proc/[^/\s]{1,12}/environ", word):
            return True
        if base == "export" and "-p" in words[i + 1:i + 2]:
            return True
    return False


def container_env(program: str, argv: Sequence[str]) -> str | None:
    """What container or pod environment ``argv`` prints (module docstring), or None."""
    if program not in _RUNTIMES and program not in _KUBE:
        return None
    words = list(argv[1:])
    ops = [w for w in words if not w.startswith("-")]
    if not ops:
        return None
    what = f"a container's environment ({' '.join(argv)[:80]})"
    if program in _RUNTIMES and (ops[0] == "inspect" or ops[:2] == ["container", "inspect"]):
        shown = _format(words)
        return what if shown is None or "env" in shown.lower() else None
    if "exec" in ops[:3] and _prints_env(words[words.index("exec") + 1:]):
        return what
    if program in _KUBE and ops[0] == "get" and len(ops) > 1 and _WORKLOADS.match(ops[1].lower()):
        output = " ".join(w for w in words if w.startswith(("-o", "--output")) or words.index(w) > 0 and
                          words[words.index(w) - 1] in ("-o", "--output"))
        if re.search(r"\benv\b|yaml|json(?!path)", output.lower()) and not re.search(
                r"jsonpath=\S*(?:name|status|image|phase)\S*$", output.lower()):
            return what
    return None
