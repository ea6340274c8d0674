"""Round 20 (t1z, issue 25): hash, size, stat, count, list, diff and print-a-path operations in programs Tier 1 did
not know yet — they touch nothing they are given, so a profile path (or a profile cwd) given to them is no write.

The field, by kind (the reading forms only; every other form of the same program stays unproven):

* subcommand readers: ``gio info|list|cat|tree``, ``chezmoi diff|cat|managed|unmanaged|status|data|doctor|verify|
  source-path|target-path|ignored|cat-config|dump``, ``gcloud config list|get|configurations list|describe``,
  ``gcloud auth list``, ``aws configure list|list-profiles|get``, ``az account show|list``, ``gsutil ls``,
  ``rclone ls|lsd|lsf|lsl|size|md5sum|sha1sum|hashsum|check|listremotes``, ``restic snapshots|ls|stats``, ``borg
  list|info``, ``7z l|t``, ``unzip -l|-t|-v``-like listers live in the readers list already;
* hash and metadata tools: ``xxh64sum``/``xxh128sum``/``xxhsum``/``xxh32sum``, ``mediainfo``, ``ffprobe``,
  ``identify``, ``pdfinfo``, ``getfattr``, ``lsattr``, ``namei``, ``realpath``, ``readlink`` (read-only shapes);
* Python's archive listers: ``python3 -m zipfile -l|-t ARCHIVE``, ``python3 -m tarfile -l|-t ARCHIVE`` (``-e``/
  ``-c`` extract or create and stay unproven);
* editor command lines that only print a path or a version (``nvim --headless +'lua print(vim.fn.stdpath("config"))'
  +qa``, ``vim -es +'echo $MYVIMRC' +qa``): every called name is in a list of printers, no ``;``, ``|``, ``!``.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.shell_words import SimpleCommand

_SUBCOMMAND_READS: dict[str, frozenset[str]] = {
    "gio": frozenset({"info", "list", "cat", "tree", "version", "help"}),
    "chezmoi": frozenset({"diff", "cat", "managed", "unmanaged", "status", "data", "doctor", "verify", "source-path",
                          "target-path", "ignored", "cat-config", "dump", "dump-config", "help", "--version"}),
    "gcloud": frozenset({"config list", "config get", "config get-value", "config configurations", "auth list",
                         "info", "version", "projects list", "projects describe"}),
    "aws": frozenset({"configure list", "configure list-profiles", "configure get", "sts get-caller-identity"}),
    "az": frozenset({"account show", "account list", "version"}),
    "rclone": frozenset({"ls", "lsd", "lsf", "lsl", "lsjson", "size", "md5sum", "sha1sum", "hashsum", "check",
                         "listremotes", "version", "about"}),
    "restic": frozenset({"snapshots", "ls", "stats", "version", "check"}),
    "borg": frozenset({"list", "info", "--version"}),
}
# a subcommand's words that write even under a reading subcommand (`gcloud config configurations activate|create`)
_SUB_WRITES = frozenset({"activate", "create", "delete", "rename", "set", "unset", "--apply", "--fix", "--write"})
_PLAIN_READERS = frozenset({"xxhsum", "xxh32sum", "xxh64sum", "xxh128sum", "xxh3sum", "mediainfo", "ffprobe",
                            "pdfinfo", "getfattr", "lsattr", "namei"})
_ARCHIVE_LISTS = {"zipfile": frozenset({"-l", "--list", "-t", "--test"}),
                  "tarfile": frozenset({"-l", "--list", "-t", "--test", "-v"})}


def _subcommand_read(command: SimpleCommand) -> bool:
    reads = _SUBCOMMAND_READS.get(command.program)
    args = command.argv[1:]
    if reads is None or not args or any(a in _SUB_WRITES for a in args):
        return False
    words = [a for a in args if not a.startswith("-")][:3]
    return any(" ".join(words[:n]) in reads for n in (1, 2, 3)) or args[0] in reads


def _archive_list(command: SimpleCommand) -> bool:
    argv = command.argv
    if not command.program.startswith("python") or len(argv) < 4 or argv[1] != "-m" or argv[2] not in _ARCHIVE_LISTS:
        return False
    options = [a for a in argv[3:] if a.startswith("-")]
    return bool(options) and all(o in _ARCHIVE_LISTS[argv[2]] for o in options)


def reads_metadata(command: SimpleCommand) -> bool:
    """``command`` lists, hashes, stats or prints a path of what it is given, and writes nothing (see the module)."""
    if command.program in _PLAIN_READERS:
        return True
    return _subcommand_read(command) or _archive_list(command)


_PRINT_PREFIX = re.compile(r"^\s*(?:lua\s{1,4}(?:print\s{0,4}\(|=)|echo\s)")
_CALLED = re.compile(r"[A-Za-z_][\w.]{0,80}\s{0,4}\(")
_PRINTERS = frozenset({"print", "tostring", "vim.inspect", "vim.fn.stdpath", "stdpath", "vim.fn.expand", "expand",
                       "vim.fn.has", "has", "vim.fn.exists", "exists", "vim.version", "vim.api.nvim_list_runtime_paths",
                       "nvim_list_runtime_paths", "vim.fn.getcwd", "getcwd", "vim.fn.exepath", "exepath",
                       "vim.fn.executable", "executable", "vim.loop.cwd", "vim.uv.cwd", "vim.fn.has_key"})


def editor_prints_only(text: str) -> bool:
    """An editor command line that only prints a path, a version or an option (see the module)."""
    if len(text) > 400 or not _PRINT_PREFIX.match(text) or any(c in text for c in ";|!`\n"):
        return False
    body = text.split("print", 1)[-1] if "lua" in text[:8] else text
    return all(m.group(0).rstrip("( \t") in _PRINTERS for m in _CALLED.finditer(body))


# Round 20 (t1z): the leading subcommand words of a CLI with a command tree are no file names, even when the cwd
# holds a file so named (`gcloud config configurations list` in ~/.config/gcloud, whose `config` is not read); a
# transfer verb ends them (`aws s3 cp config s3://b/`: the word after `cp` is a file again)
_COMMAND_TREES = frozenset({"gcloud", "aws", "az", "gh", "glab", "kubectl", "helm", "docker", "podman", "doctl",
                            "flyctl", "fly", "heroku", "vercel", "netlify", "firebase", "terraform", "pulumi", "oci",
                            "ibmcloud", "hcloud", "scw", "vault", "consul", "nomad", "bq", "gsutil", "linode-cli"})
_TRANSFER_VERBS = frozenset({"cp", "mv", "sync", "scp", "upload", "put", "push", "copy", "rsync", "import", "send",
                             "create", "apply", "kv", "secrets", "deploy", "login", "write", "set", "add"})
_SUBCOMMAND = re.compile(r"^[a-z][a-z0-9-]{0,40}$")


def subcommand_words(argv: tuple[str, ...]) -> frozenset[str]:
    """The leading subcommand words of ``argv`` for a CLI with a command tree (see above), else nothing."""
    if not argv or argv[0].rsplit("/", 1)[-1] not in _COMMAND_TREES:
        return frozenset()
    out: set[str] = set()
    for word in argv[1:4]:
        if not _SUBCOMMAND.match(word):
            break
        out.add(word)
        if word in _TRANSFER_VERBS:
            break
    return frozenset(out - _TRANSFER_VERBS)
