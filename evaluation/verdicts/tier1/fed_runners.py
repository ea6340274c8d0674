"""Round 24 (t2m, issue 25): a download handed, through a substitution, to any program that is not a reader.

Round 13's :func:`jobfiles.fed_download` blocks a download fed to a shell, an interpreter or an installer. The
field is wider: every program that runs, applies or schedules what it reads — batch schedulers (``sbatch``,
``qsub``, ``bsub``, ``at``), cluster appliers (``kubectl|oc apply -f``, ``nomad job run``, ``helmfile``),
workflow runners (``snakemake -s``, ``nextflow``, ``ansible-playbook``, ``terraform -var-file``), evaluators
(``crystal eval``, ``guile -c``) — reads the same ``<(curl …)``, ``< <(curl …)``, ``<<< "$(curl …)"``. One
reading instead of a list of runners: a download reaching a program through process substitution or a
here-string fails closed unless the program only *reads* it (:data:`READERS`: comparers, counters, viewers,
filters, checksums, ``read``/``mapfile``), and a ``$(download)`` is code when it is the value of a code option
(``-e``, ``-c``, ``--eval``, ``eval``, ``--execute`` …, :data:`CODE_MARKERS`).

Not covered: a download saved to a file then read by a runner in a later call (round 11's origin rule judges the
file); a ``$(download)`` used as a plain operand (``docker pull img:$(curl …/tag)``) stays open: a name, not code.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.untrusted import DOWNLOADERS

READERS = frozenset({
    "diff", "colordiff", "vimdiff", "delta", "difft", "cmp", "comm", "wc", "cat", "bat", "head", "tail", "less", "more",
    "grep", "egrep", "fgrep", "rg", "ag", "jq", "gojq", "yq", "sort", "uniq", "md5sum", "sha1sum", "sha224sum",
    "sha256sum", "sha384sum", "sha512sum", "b2sum", "cksum", "shasum", "file", "hexdump", "xxd", "od", "column",
    "cut", "tr", "paste", "join", "nl", "echo", "printf", "read", "mapfile", "readarray", "test", "[", "true",
    "base64", "strings", "tee", "dos2unix", "fold", "fmt", "pr", "tac", "rev", "look", "jless", "fx", "gron",
    "xmllint", "csvlook", "mlr", "sdiff", "wdiff", "patch", "ls", "tree", "du", "stat", "realpath", "readlink",
    "basename", "dirname",
    # unpackers and verifiers: what they write is judged by the write rules (an extraction into the profile blocks)
    "tar", "bsdtar", "gzip", "gunzip", "zcat", "xz", "unxz", "xzcat", "bzip2", "bunzip2", "zstd", "unzstd", "gpg",
    "gpgv", "minisign", "cosign", "signify", "openssl",
    # text filters read data operands; a program file of theirs (`awk -f <(…)`) is round 13's job file
    "awk", "gawk", "mawk", "nawk", "sed", "gsed",
})
"""Programs that only read what a substitution hands them (``patch`` writes, but into files the patch rule
judges; ``tee`` writes where its own operands say; an unpacker writes where the write rules see it)."""
CODE_MARKERS = frozenset({"-e", "-c", "-E", "-x", "-r", "--eval", "--execute", "--exec", "--command", "--code",
                          "--expr", "--expression", "--script", "eval", "exec", "run", "-Command", "-command"})


REMOTE_PRINTERS = frozenset({"ssh", "scp", "rsync", "sftp", "slogin", "dbclient", "plink", "pscp", "autossh"})
"""Round 25 (t2p): another host's file printed through a remote shell (``python3 - < <(ssh h cat x.py)``) is code
from a host Tier 1 never read, as a download is."""


def _download_substituted(scene: Scene) -> bool:
    return any(v.command.context == "substitution" and (v.command.program in DOWNLOADERS or v.command.program
                                                        in REMOTE_PRINTERS) for v in scene.views)


def fed_runner(scene: Scene, view: View) -> str | None:
    """Why ``view`` hands a download to a program that runs, applies or schedules it (see module)."""
    command = view.command
    if command.context == "substitution" or not command.program or command.program in READERS:
        return None
    argv = command.argv
    process = any(w.startswith("<(") or "=<(" in w for w in argv[1:]) or any((r.target or "").startswith("<(")
                                                                 for r in command.redirects)
    here = any(r.op == "<<<" for r in command.redirects) and any(p in DOWNLOADERS for p in command.nested_programs)
    if (process and _download_substituted(scene)) or here:
        return f"{command.program} reads a download through a substitution and runs, applies or schedules it: code " \
               f"fetched at run time, which Tier 1 never sees"
    if command.dynamic and any(p in DOWNLOADERS for p in command.nested_programs):
        coded = next((argv[i - 1] for i in sorted(command.dynamic) if 1 < i < len(argv)
                      and argv[i - 1] in CODE_MARKERS), None)
        if coded is not None:
            return f"{command.program} {coded} runs what a download prints ($(…)): code fetched at run time"
    return None
