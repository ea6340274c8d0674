"""Round 19 (t1x): destructive verbs an operator runs every day, scoped to a throw-away object (issue 25).

The line (docs/security.md, round 19 t1x, "Decided open"): a destroy is open when every object it names is a
preview, review, test or scratch one, none names production, and nothing widens it; the same verb on anything else
stays blocked by the rules that blocked it (``state-destroy``, ``destructive-verb``, ``sql-drop``).

* **Helm releases**: ``helm uninstall|delete|del|un RELEASE… [-n NS]`` where the namespace (when given) and every
  release carry no production word, and the namespace or every release carries a throw-away word (``preview``,
  ``review``, ``pr-42``, ``test``, ``ci``, ``e2e``, ``tmp``, ``scratch``, ``sandbox``, ``ephemeral``, ``feature``…);
  a release or namespace known only at run time (``$(helm ls -q)``) is not scoped.
* **Namespaces and projects**: ``kubectl|oc delete ns|namespace|project NAME`` of one such name, no ``--all``,
  ``-A``, label selector or file.
* **A cache database**: ``redis-cli|valkey-cli|keydb-cli … -n N FLUSHDB`` with N ≥ 1 (database 0 is where data lives
  by default), on this host (no ``-h``/``-u``, or a loopback address, or a unix socket ``-s``); ``FLUSHALL`` (every
  database), another host or a URL to one stays a flush.
* **A throw-away Compose project**: ``docker|podman compose -p NAME down [-v]`` (``docker-compose``,
  ``podman-compose``) of a preview, test or CI project name; without ``-p`` the project is the directory's, not scoped
  (round 35: the directory of the one ``-f`` file, or ``--project-directory``, names it).
* **A labelled prune**: ``docker|podman|nerdctl|finch [volume|container|image|network|builder|system] prune`` whose
  every ``--filter`` is a positive ``label=…`` (``label!=keep`` selects everything else; ``until=`` everything old).
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from evaluation.verdicts.tier1.destructive_words import production_name, scratch_name
from evaluation.verdicts.tier1.scene_model import View

_PREVIEW_WORDS = frozenset({"preview", "previews", "review", "reviews", "pr", "mr", "feature", "feat", "branch",
                            "dev", "qa", "demo"})
_HELM_VERBS = frozenset({"uninstall", "delete", "del", "un"})
_HELM_VALUE = frozenset({"-n", "--namespace", "--kube-context", "--kubeconfig", "--timeout", "--cascade",
                         "--description", "--registry-config", "--repository-cache", "--repository-config"})
_KUBE_NS = frozenset({"ns", "namespace", "namespaces", "project", "projects"})
_KUBE_VALUE = frozenset({"-n", "--namespace", "--context", "--kubeconfig", "--grace-period", "--timeout",
                         "--cascade", "--cluster", "--user", "-o", "--output"})
_KUBE_WIDE = ("--all", "-A", "--all-namespaces", "-l", "--selector", "-f", "--filename", "-k", "--kustomize",
              "--field-selector", "-R", "--recursive")
_CACHES = frozenset({"redis-cli", "valkey-cli", "keydb-cli"})
_LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1", "[::1]", "0.0.0.0"})
_REDIS_URL = re.compile(r"^(?:redis|valkey|rediss)://(?:[^@/\s]*@)?(\[[^\]]*\]|[^:/\s]+)(?::\d{1,5})?(?:/(\d{1,3}))?$")
_ENGINES = frozenset({"docker", "podman", "nerdctl", "finch"})
_PRUNABLE = frozenset({"volume", "container", "image", "network", "builder", "system", "buildx"})
_COMPOSERS = frozenset({"docker-compose", "podman-compose"})
_COMPOSE_VALUE = frozenset({"-p", "--project-name", "-f", "--file", "--env-file", "--profile", "--project-directory",
                            "--context", "-c", "--ansi", "--progress", "-t", "--timeout", "--rmi"})
_LABEL = re.compile(r"^label=[\w.\-/]+(?:=[\w.\-/:]*)?$")


def throwaway_name(name: str) -> bool:
    """A preview, review, test or scratch object's name (``preview-pr-42``, ``ci-42``, ``test-api``)."""
    if not name or len(name) > 100 or not re.fullmatch(r"[\w.\-]+", name) or production_name(name):
        return False
    words = [w.rstrip("0123456789") for w in re.split(r"[-_.]", name.lower())]
    return scratch_name(name) or any(w in _PREVIEW_WORDS for w in words)


def scoped(view: View) -> bool:
    """``view`` destroys only throw-away objects as above (never when a word is built at run time)."""
    command = view.command
    argv, program = command.argv, command.program
    if command.dynamic or any("$" in a or "`" in a for a in argv[1:]):
        return False
    if program == "helm":
        return _helm(argv)
    if program in ("kubectl", "oc"):
        return _namespace(argv)
    if program in _CACHES:
        return _cache(argv)
    if program in _ENGINES or program in _COMPOSERS:
        # merge fix (lead): an earlier `export COMPOSE_PROJECT_NAME=prod` or an `--env-file` names the project too
        named = (any(n == "COMPOSE_PROJECT_NAME" for n, _ in command.assignments) or "COMPOSE_PROJECT_NAME" in view.variables
                 or any(a.startswith("--env-file") for a in argv))
        return _prune(argv) or _compose(argv, named)
    if program in _RESTORES:
        return _loopback_restore(argv)
    if program == "wrangler" or any(a.split("@")[0] == "wrangler" for a in argv[1:3]):
        return "--local" in argv and "--remote" not in argv  # round 28 (t2z): `wrangler d1 … --local`, a dev copy
    return False


_RESTORES = frozenset({"pg_restore", "mongorestore", "mongoimport", "mysqlimport"})
_LOOPBACK_PREFIXES = ("localhost", "127.", "::1", "[::1]")


def _loopback_restore(argv: Sequence[str]) -> bool:
    """Round 21 (t2e): a restore that cleans or drops first (``pg_restore --clean``, ``mongorestore --drop``) of a
    scratch or test database (``scratch``, ``test_app``, ``dev_tmp``: :func:`scratch_name`) on a server named on this
    machine (``-h localhost``, ``--host=127.0.0.1``, ``-d postgresql://localhost/scratch``). No host (the default
    socket may be any server's, this service's own database too), another host, or another name stays judged."""
    hosts = _option(argv, ("-h", "--host"))
    names = _option(argv, ("-d", "--dbname", "--db"))
    for value in [*names, *_option(argv, ("--uri",))]:
        if "://" in value:
            place = value.split("://", 1)[1].split("@")[-1]
            hosts.append(place.split("/", 1)[0])
            names.append(place.split("/", 1)[1].split("?", 1)[0] if "/" in place else "")
    names = [n for n in names if "://" not in n]
    return bool(hosts) and all(h.lower().startswith(_LOOPBACK_PREFIXES) for h in hosts) and bool(names) and all(
        scratch_name(n) for n in names)


def _option(argv: Sequence[str], names: tuple[str, ...]) -> list[str]:
    return [argv[i + 1] for i, w in enumerate(argv[:-1]) if w in names] + [
        w.split("=", 1)[1] for w in argv if w.split("=", 1)[0] in names and "=" in w]


def _operands(argv: Sequence[str], values: frozenset[str]) -> tuple[list[str], dict[str, str]]:
    operands: list[str] = []
    options: dict[str, str] = {}
    i = 1
    while i < len(argv):
        word = argv[i]
        name, eq, value = word.partition("=")
        if word.startswith("-") and name in values:
            options[name] = value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
            i += 1 if eq else 2
            continue
        if not word.startswith("-"):
            operands.append(word)
        i += 1
    return operands, options


def _helm(argv: Sequence[str]) -> bool:
    operands, options = _operands(argv, _HELM_VALUE)
    if not operands or operands[0] not in _HELM_VERBS or len(operands) < 2:
        return False
    releases = operands[1:]
    namespace = options.get("-n") or options.get("--namespace")
    names = [*releases, *([namespace] if namespace else [])]
    if any(production_name(n) or not re.fullmatch(r"[\w.\-]+", n) for n in names):
        return False
    return bool(namespace and throwaway_name(namespace)) or all(throwaway_name(r) for r in releases)


def _namespace(argv: Sequence[str]) -> bool:
    if any(a == w or a.startswith(w + "=") for a in argv[1:] for w in _KUBE_WIDE):
        return False
    operands, _ = _operands(argv, _KUBE_VALUE)
    if len(operands) != 3 or operands[0] != "delete":
        return False
    if any(production_name(v) for i, w in enumerate(argv[1:-1], start=1) if w in ("--context", "--cluster")
           for v in (argv[i + 1],)) or any(production_name(w.partition("=")[2]) for w in argv
                                           if w.startswith(("--context=", "--cluster="))):
        return False  # round 44 (hd): `--context prod delete ns feature-flags`: a production cluster's namespace
    kind, _, name = operands[1].partition("/") if "/" in operands[1] else (operands[1], "", operands[2])
    if "/" in operands[1]:
        return False  # `delete ns/a ns/b`: keep the plain shape only
    return kind.lower() in _KUBE_NS and throwaway_name(name)


def _cache(argv: Sequence[str]) -> bool:
    words = [a.lower() for a in argv[1:]]
    if "flushdb" not in words or "flushall" in words:
        return False
    db = host = None
    socket = False
    for i, word in enumerate(argv[1:], start=1):
        value = argv[i + 1] if i + 1 < len(argv) else ""
        if word == "-n":
            db = value
        elif word == "-h":
            host = value
        elif word == "-s":
            socket = True
        elif word == "-u":
            url = _REDIS_URL.match(value)
            if url is None:
                return False
            host, db = url.group(1), url.group(2) or db
    local = socket or host is None or host.lower() in _LOOPBACK
    return local and db is not None and db.isdigit() and int(db) >= 1


def _prune(argv: Sequence[str]) -> bool:
    words = list(argv[1:])
    if "prune" not in words[:3] or not all(w in _PRUNABLE or w == "prune" for w in words[:words.index("prune")]):
        return False
    filters = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "--filter"]
    filters += [w.split("=", 1)[1] for w in words if w.startswith("--filter=")]
    return bool(filters) and all(_LABEL.match(f) for f in filters)


def _compose(argv: Sequence[str], named_elsewhere: bool = False) -> bool:
    """``docker compose -p NAME down -v`` of a throw-away project (``-p pr-42``, ``--project-name ci-e2e``); round 35
    (t4h): without ``-p``, Compose names the project after the directory of its one ``-f`` file or its
    ``--project-directory`` (``-f build/hapi-test/docker-compose.yml`` is the project ``hapi-test``), unless
    ``COMPOSE_PROJECT_NAME`` is set on the call. (A ``name:`` key inside that file is not seen.)"""
    operands, options = _operands(argv, _COMPOSE_VALUE)
    if argv[0].rsplit("/", 1)[-1] not in _COMPOSERS:
        operands = operands[1:] if operands[:1] == ["compose"] else []
    project = options.get("-p") or options.get("--project-name")
    if project is None and not named_elsewhere:
        files = _option(argv, ("-f", "--file"))
        place = options.get("--project-directory") or (files[0].rpartition("/")[0] if len(files) == 1 else "")
        project = place.rstrip("/").rpartition("/")[2] or None
    return operands[:1] == ["down"] and project is not None and throwaway_name(project)
