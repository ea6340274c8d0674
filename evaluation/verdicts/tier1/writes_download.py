"""Where downloaders write (a part of :mod:`writes_special`): ``curl -o``/``-O``/``--output-dir``,
``wget`` (the URL's name, ``-P DIR``, ``-x`` layouts, recursive downloads), ``aria2c``, httpie/xh.

Split out of :mod:`writes_special` along the one seam it had (a program family with its own option
tables); the writer table (``special: download``) still names it through
:data:`writes_special.SPECIAL`.
"""

from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import WriteTarget, has_flag, option_values, split_options
from evaluation.verdicts.tier1.shell_words import SimpleCommand

_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(/[^?#]*)?")
_URL_PARTS = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]*)(?::[0-9]*)?(/[^?#]*)?")
_CURL_VALUE = ("-o", "--output", "-d", "--data", "--data-binary", "--data-raw", "--data-urlencode", "-F", "--form",
               "-H", "--header", "-u", "--user", "-X", "--request", "-A", "--user-agent", "-e", "--referer", "-T",
               "--upload-file", "-b", "--cookie", "-c", "--cookie-jar", "-x", "--proxy", "-m", "--max-time", "-w",
               "--write-out", "-K", "--config", "-E", "--cert", "-r", "--range", "-C", "--continue-at", "-D",
               "--dump-header", "-Y", "-y", "-z", "--output-dir", "--retry", "--connect-timeout", "-Q", "--quote")
_WGET_VALUE = ("-O", "--output-document", "-P", "--directory-prefix", "-o", "--output-file", "-a", "-e", "-t",
               "-T", "-w", "-U", "--user-agent", "-i", "--input-file", "-B", "-Q", "-l", "--level", "-A", "-R", "-D",
               "-I", "-X", "--header", "--post-data", "--post-file", "--body-data", "--body-file", "--method")
_ARIA_VALUE = ("-d", "--dir", "-o", "--out", "-i", "--input-file", "-x", "-s", "-j", "-k", "--header")
_HTTPIE_VALUE = ("-o", "--output", "-a", "--auth", "-A", "--auth-type", "--session", "--verify", "--cert")


def _url_name(url: str) -> str | None:
    """The file name a downloader derives from ``url`` (``None``: not a URL)."""
    match = _URL.match(url)
    if match is None:
        return None
    return (match.group(1) or "/").rstrip("/").rsplit("/", 1)[-1] or "index.html"


def _url_tree(url: str, argv: tuple[str, ...]) -> list[str]:
    """``wget -x URL``: the URL's path below a directory named after its host, and below none (``-nH``,
    ``--no-host-directories``), less ``--cut-dirs=N`` leading directories. Both layouts are returned
    whatever the options say: how wget reads a bundle such as ``-xnHP`` differs between versions."""
    match = _URL_PARTS.match(url)
    if match is None:
        return []
    host, path = match.group(1), (match.group(2) or "/").split("?", 1)[0].split("#", 1)[0]
    parts = [p for p in path.split("/") if p]
    if not parts or path.endswith("/"):
        parts.append("index.html")
    cut = next((int(v) for v in option_values(argv, ("--cut-dirs",)) if v.isdigit()), 0)
    kept = parts[:-1][cut:] + parts[-1:]
    return ["/".join([host, *kept]), "/".join(kept)]


def _unseen_url(url: str) -> bool:
    """Round 16: a URL Tier 1 cannot read (``xargs wget -P DIR`` of a list, ``$(…)``): its name is any name."""
    return "…" in url or url.startswith("$")


def _in_directory(directory: str, name: str) -> str:
    return name if name.startswith(("/", "~")) else directory.rstrip("/") + "/" + name


def _bundle_tail(argv: tuple[str, ...], letter: str) -> list[str]:
    """Round 19 (t1y): the word after a bundle of short options ending in ``letter`` (``aria2c -qxd DIR``): getopt
    may give an earlier value-taking letter the rest, but the writer meant ``letter DIR`` — read both ways."""
    return [argv[i + 1] for i, word in enumerate(argv[1:-1], 1)
            if len(word) > 2 and word[0] == "-" and word[1] != "-" and word.endswith(letter) and word[1:].isalpha()]


def _download(command: SimpleCommand) -> list[WriteTarget]:
    """Where a downloader writes besides ``-o FILE``: the URL's own name in the working directory or a
    prefix directory (``curl -O``, ``wget``, ``wget -P DIR``, ``aria2c -d DIR -o NAME``, ``http -d``).
    A name the server chooses (``-J``, ``--content-disposition``), a URL list or a recursive download
    can write anything in that directory (``DIR/*``)."""
    argv, program = command.argv, command.program
    found: list[WriteTarget] = []
    if program == "curl":
        options, operands = split_options(argv, _CURL_VALUE)
        directory = (option_values(argv, ("--output-dir",)) or ["."])[-1]
        for value in option_values(argv, ("-o", "--output"), others=_CURL_VALUE):
            if value != "-" and not value.startswith(("/", "~")) and directory != ".":
                found.append(WriteTarget(_in_directory(directory, value), "curl --output-dir", False, True))
        if has_flag(options, ("-O", "--remote-name", "--remote-name-all")):
            guessed = has_flag(options, ("-J", "--remote-header-name")) or any(map(_unseen_url, operands))
            names = ["*"] if guessed else [n for u in operands if (n := _url_name(u))]
            found += [WriteTarget(_in_directory(directory, n), "curl -O (remote name)", False, True) for n in names]
        return found
    if program == "wget":
        options, operands = split_options(argv, _WGET_VALUE)
        if option_values(argv, ("-O", "--output-document"), others=_WGET_VALUE):
            return []  # the target option already names the file
        directory = (option_values(argv, ("-P", "--directory-prefix"), others=_WGET_VALUE) or _bundle_tail(argv, "P")
                     or ["."])[-1]
        everything = (has_flag(options, ("-r", "--recursive", "-m", "--mirror", "--content-disposition",
                                         "-i", "--input-file")) or not operands
                      or any(map(_unseen_url, operands)))
        names = ["*"] if everything else [n for u in operands if (n := _url_name(u))]
        if not everything and has_flag(options, ("-x", "--force-directories")) and not has_flag(
                options, ("--no-directories",)) and not any(o.startswith("-n") and "d" in o[2:] for o in options):
            names = [n for u in operands for n in _url_tree(u, argv)]
        return [WriteTarget(_in_directory(directory, n), "wget (URL name)", everything, True, imports=everything)
                for n in names]
    if program == "aria2c":
        options, operands = split_options(argv, _ARIA_VALUE)
        directory = (option_values(argv, ("-d", "--dir"), others=_ARIA_VALUE) or _bundle_tail(argv, "d") or ["."])[-1]
        outs = option_values(argv, ("-o", "--out"), others=_ARIA_VALUE)
        names = outs or (["*"] if option_values(argv, ("-i", "--input-file"), others=_ARIA_VALUE) or not operands
                         else [_url_name(u) or "*" for u in operands])
        return [WriteTarget(_in_directory(directory, n), "aria2c", n == "*", True) for n in names]
    # httpie / xh: `http -d URL` saves the body under the URL's name, `-o FILE` wherever it says
    options, operands = split_options(argv, _HTTPIE_VALUE)
    outs = option_values(argv, ("-o", "--output"), others=_HTTPIE_VALUE)
    if outs:
        return [WriteTarget(o, f"{program} --output", False, True) for o in outs if o != "-"]
    if has_flag(options, ("-d", "--download")):
        names = [n for u in operands if (n := _url_name(u if "://" in u else "http://" + u))][:1]
        return [WriteTarget(n, f"{program} --download", False, True) for n in names]
    return []


_VCS_CHECKOUT = {"svn": ("checkout", "co", "export"), "hg": ("clone",), "fossil": ("clone", "open")}


def _vcs(command: SimpleCommand) -> list[WriteTarget]:
    """``svn checkout URL [DIR]``, ``hg clone SRC [DIR]``, ``fossil open REPO`` (round 7): like ``git clone``, a tree
    brought in from outside whose content Tier 1 never saw (a build tool then run in it is opaque)."""
    argv = command.argv
    _, operands = split_options(argv, ("-r", "--revision", "-u", "--updaterev", "-b", "--branch", "--depth",
                                       "--username", "--password", "-e", "--ssh", "--config", "--workdir"))
    if len(operands) < 2 or operands[0] not in _VCS_CHECKOUT.get(command.program, ()):
        return []
    source = operands[1]
    if command.program == "fossil":
        directory = option_values(argv, ("--workdir",))
        return [WriteTarget(directory[-1] if directory else ".", "fossil open", True, True, imports=True)]
    target = operands[2] if len(operands) >= 3 else (source.rstrip("/").rsplit("/", 1)[-1] or "repo")
    return [WriteTarget(target, f"{command.program} {operands[0]}", True, True, imports=True)]
