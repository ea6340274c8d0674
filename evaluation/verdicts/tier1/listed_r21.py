"""Round 21 (t2e, issue 25): a listing piped into a destroyer, in the spellings round 16–20's reading missed.

- **Containers removed with their volumes, or every running one force-removed.** ``docker ps --filter
  label=com.docker.compose.project=ledger -q | xargs -r docker rm -fv``: ``-v``/``--volumes`` deletes the anonymous
  volumes of every container the listing names (a project's data), and ``ps -q`` with no filter lists every running
  container, which ``rm -f`` kills. The field: docker, podman, nerdctl, finch, crictl; ``rm``/``container rm`` with
  ``-f``/``--force`` bundled or apart; any xargs options (``-r -P -n -L -0``). A listing bounded to containers
  that have stopped (``status=exited|created|dead``), to a throw-away label or name (``ci``, ``test``, ``tmp`` …), or
  to the last few (``-n 3``, ``-l``) stays open, as rounds 16–17 decided; so does ``rm`` without ``-f`` or ``-v``.
- **Every object of a kind that is light one by one.** ``kubectl get rs -n billing -o name | xargs kubectl delete``:
  one ReplicaSet or ConfigMap is light, every one a namespace's unfiltered listing names is an outage (round 20
  said so of pods). Jobs, events, leases and a listing narrowed by a selector or a grep stay open.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.scene_model import Scene, View

_CONTAINERS = frozenset({"docker", "podman", "nerdctl", "finch", "crictl"})
_KUBE = frozenset({"kubectl", "oc", "k3s", "microk8s.kubectl"})
_BULK_KINDS = frozenset({"rs", "replicaset", "replicasets", "cm", "configmap", "configmaps", "endpoint", "endpoints",
                         "secret", "secrets"})  # pods: round 20 (listed_destroy._every_listed)
_STOPPED = ("status=exited", "status=created", "status=dead")
_THROWAWAY = ("ci", "test", "tests", "tmp", "temp", "scratch", "e2e", "dev", "preview", "sandbox", "bench")
_NARROW = ("-n", "--last", "-l", "--latest")


def _upstream(scene: Scene, view: View) -> list[View]:
    command = view.command
    return [o for o in scene.views if o.command.pipeline_id == command.pipeline_id and
            o.command.pipeline_pos < command.pipeline_pos]


def _flags(low: list[str], short: str, long: str) -> bool:
    return long in low or any(w.startswith("-") and not w.startswith("--") and short in w[1:] for w in low)


def _removes(low: list[str]) -> tuple[bool, bool] | None:
    """(force, volumes) of ``rm``/``container rm``, or None for another verb."""
    ops = [w for w in low if not w.startswith("-")]
    if ops[:1] != ["rm"] and ops[:2] != ["container", "rm"]:
        return None
    return _flags(low, "f", "--force"), _flags(low, "v", "--volumes")


def _bounded(words: list[str]) -> bool:
    """The container listing names only stopped, throw-away or the last few containers."""
    values = [w.lower() for w in words]
    joined = [v.split("=", 1)[1] if v.startswith("--filter=") else v for v in values]
    if any(v.startswith(_STOPPED) for v in joined):
        return True
    for v in joined:
        if v.startswith(("label=", "name=")):
            tokens = v.replace("=", "-").replace("_", "-").replace(".", "-").split("-")
            if any(t in _THROWAWAY for t in tokens[1:]):
                return True
    return any(v.split("=", 1)[0] in _NARROW for v in values if v.startswith("--") or len(v) == 2)


def _containers(scene: Scene, view: View, force: bool, volumes: bool) -> str | None:
    program = view.command.program
    for other in _upstream(scene, view):
        c = other.command
        if c.program != program:
            continue
        words = list(c.argv[1:])
        ops = [w.lower() for w in words if not w.startswith("-")]
        if ops[:1] not in (["ps"], ["container"]):
            continue
        if _bounded(words):
            return None
        filtered = any(w.startswith(("--filter", "-f")) for w in words)
        if volumes and force:
            return f"{program} force-removes every listed container with its volumes"
        if force and not filtered:
            return f"{program} force-removes every running container a listing names"
    return None


def _every_of_kind(scene: Scene, view: View) -> str | None:
    upstream = _upstream(scene, view)
    if any(o.command.program not in _KUBE for o in upstream):
        return None  # a grep/awk/head between narrows the list
    for other in upstream:
        words = [w for w in other.command.argv[1:]]
        ops = [w.lower() for w in words if not w.startswith("-")]
        if any(w.split("=", 1)[0] in ("-l", "--selector", "--field-selector") or w.startswith("-l") and len(w) > 2
               for w in words):
            return None
        if ops[:1] == ["get"] and len(ops) > 1 and ops[1].split("/")[0].split(",")[0] in _BULK_KINDS:
            return f"{view.command.program} deletes every {ops[1]} an unfiltered listing names"
    return None


def listed_bulk(scene: Scene, view: View) -> str | None:
    """Why ``view`` destroys in bulk what a listing piped into it names, or None."""
    command = view.command
    if not command.stdin_args or command.pipeline_pos == 0:
        return None
    low = [w.lower() for w in command.argv[1:] if w != "$(…)"]
    if command.program in _CONTAINERS:
        removes = _removes(low)
        return _containers(scene, view, *removes) if removes else None
    if command.program in _KUBE and [w for w in low if not w.startswith("-")][:1] == ["delete"]:
        return _every_of_kind(scene, view)
    return None
