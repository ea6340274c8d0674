"""Reading subcommands of operations CLIs: their operands are names in a store, not files here (issue 25, round 24).

The fortieth batch's false blocks ran ``vault kv metadata get -format=json lantern/qln`` with the cwd in QLN_HOME and
``litestream snapshots -config … "$PWD/qlnweb.sqlite3"`` next to the database: a program Tier 1 does not model, given
words that resolve under a protected place. A reading subcommand of a store, cluster, backup or secret client prints
what it is asked for; it writes nothing in the cwd nor at the paths it is given (round 13's ``etcdctl get``,
``consul kv get`` in :mod:`readonly`, here with the chain of up to three words and each program's valued global
options). Where the output goes is judged on its own (a redirection onto a governed file is a protected write).

The field: vault (``read``, ``list``, ``kv get/list/metadata get``, ``status``), litestream (``snapshots``,
``generations``, ``databases``, ``wal``, ``ltx``), restic and borg (``snapshots``, ``ls``, ``list``, ``info``,
``stats``, ``find``, ``diff``), kubectl and oc (``get``, ``describe``, ``logs``, ``explain``, ``top``, ``events``,
``config view/get-contexts``, ``auth can-i``), aws (``configure export-credentials/get/list``, ``sts
get-caller-identity/get-session-token``, ``ecr get-login-password``: round 44), helm (``list``, ``status``, ``history``, ``get``, ``show``,
``search``), docker and podman (``ps``, ``images``, ``inspect``, ``logs``, ``info``, ``* ls``), terraform and tofu
(``show``, ``output``, ``state list/show``, ``providers``, ``validate``), nomad (``status``, ``job status``).
Nor is such a read a sink for a secret it is given as a file (``litestream snapshots DB`` lists the replicas of
the database, it does not send it: :func:`reads_store`), unless a word is built by a substitution (``--token
"$(cat ~/.hermes/.env)"`` is sent as the credential) or names a network address (``--server https://…``).
One step aside stays unproven: ``litestream restore``, ``restic restore``, ``borg extract``, ``helm pull``,
``kubectl cp``, ``vault kv put``, a cache or output directory option (``--cache-dir``, ``-o`` of litestream,
``--target``).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["ops_read", "reads_store"]

_K8S_VALUED = frozenset({"-n", "--namespace", "--context", "--kube-context", "--kubeconfig", "--cluster", "--user",
                         "-s", "--server", "--token"})
_DOCKER_VALUED = frozenset({"-H", "--host", "--context", "-c", "--log-level"})
# program -> (reading chains, writing options, valued global options)
_OPS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {
    "vault": (frozenset({"read", "list", "status", "version", "kv get", "kv list", "kv metadata get", "secrets list",
                         "auth list", "policy list", "policy read", "token lookup"}),
              frozenset({"-output-curl-string", "-output-policy"}),
              frozenset({"-address", "-namespace", "-format", "-field", "-mount", "-ca-cert"})),
    "litestream": (frozenset({"snapshots", "generations", "databases", "wal", "ltx", "version"}),
                   frozenset({"-o"}), frozenset({"-config", "-replica", "-generation"})),
    "restic": (frozenset({"snapshots", "ls", "stats", "find", "diff", "version", "key list", "list"}),
               frozenset({"--cache-dir", "--target", "-t"}),
               frozenset({"-r", "--repo", "--repository-file", "-p", "--password-file", "--password-command", "-o",
                          "--option"})),
    "borg": (frozenset({"list", "info", "diff", "version"}), frozenset(), frozenset({"--remote-path", "--rsh"})),
    "kubectl": (frozenset({"get", "describe", "logs", "explain", "top", "events", "version", "api-resources",
                           "api-versions", "cluster-info", "config view", "config get-contexts",
                           "config current-context", "auth can-i", "auth whoami"}), frozenset(), _K8S_VALUED),
    "helm": (frozenset({"list", "ls", "status", "history", "get", "show", "search", "version", "env", "repo list"}),
             frozenset({"--output-dir", "-d", "--destination", "--untar", "--untardir"}), _K8S_VALUED),
    "docker": (frozenset({"ps", "images", "inspect", "logs", "info", "version", "stats", "top", "image ls",
                          "container ls", "volume ls", "network ls", "context ls", "image inspect",
                          "volume inspect", "network inspect"}), frozenset(), _DOCKER_VALUED),
    "terraform": (frozenset({"show", "output", "state list", "state show", "providers", "validate", "version",
                             "graph"}), frozenset({"-out", "-state-out", "-backup"}), frozenset()),
    "nomad": (frozenset({"status", "job status", "node status", "alloc status", "version"}), frozenset(),
              frozenset({"-address", "-namespace", "-region"})),
    # round 44 (lead ha): aws's credential PRINTERS print to stdout; `export-credentials` is no file to send
    "aws": (frozenset({"configure export-credentials", "configure get", "configure list", "sts get-caller-identity",
                       "sts get-session-token", "ecr get-login-password"}), frozenset({"--outfile"}),
            frozenset({"--profile", "--region", "--output", "--endpoint-url"})),
}
for _alias, _name in (("oc", "kubectl"), ("podman", "docker"), ("tofu", "terraform")):
    _OPS[_alias] = _OPS[_name]


def ops_read(command: SimpleCommand) -> bool:
    """A reading subcommand chain of an operations CLI, without an option that writes a file."""
    spec = _OPS.get(command.program)
    if spec is None:
        return False
    reads, writes, valued = spec
    args = command.argv[1:]
    if any(a.split("=", 1)[0] in writes for a in args):
        return False
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 1 if "=" in args[i] or args[i] not in valued else 2
    head = [a for a in args[i:i + 3]]
    return any(" ".join(head[:n]) in reads for n in (1, 2, 3) if len(head) >= n)


def reads_store(command: SimpleCommand) -> bool:
    """``ops_read`` with every word static and none a network address: it sends none of its operands."""
    return ops_read(command) and not command.dynamic and not any(
        "://" in a or "$(" in a or "`" in a or "…" in a for a in command.argv[1:])
