"""Round 30 (t3g, issue 25): trust changed for later calls, and access handed to a remote, stated by mechanism.

* **A proxy or resolver setting pointed at a foreign host, whatever the manager** (:func:`foreign_setting`): a word
  whose key names a proxy or a resolver (``proxy.https=``, ``ipv4.dns``, ``dns``, ``-setdnsservers``,
  ``-setwebproxy``, ``http_proxy=``, ``nameserver``) with a value among the next words that is a foreign URL, a public
  address that is no well-known public resolver (1.1.1.1, 8.8.8.8, 9.9.9.9 …) or a dotted name outside the internal
  zones (``.internal``, ``.corp``, ``.example``, ``.lan`` …): every later connection goes through, or is resolved
  by, that host. ``snap set system proxy.…``, ``nmcli … ipv4.dns``, ``resolvectl dns``, ``networksetup``, ``export
  https_proxy=`` alike; ``no_proxy`` lists and internal hosts stay open. Names no program.
* **A source added with its signatures off** (:func:`unsigned_source`): a remote/repository add verb (``remote-add``,
  ``addrepo``, ``remote add``, ``repo add``, ``source add`` …) with an option of the verification-off vocabulary
  (``--no-gpg-verify``, ``--no-gpgcheck``, ``--nogpgcheck``, ``--no-check-signature``, ``--allow-unauthenticated``,
  ``--insecure``) and a foreign URL. Names no program.
* **Owner trust imported from a place nobody vouches for** (``gpg --import-ownertrust`` fed on stdin or from a
  temporary or download directory): keys made ultimately trusted. A backup file elsewhere stays open.
* **Downloaded lines as a privileged command's arguments**: ``curl URL | xargs … sudo CMD`` / ``… | xargs
  firewall-cmd|ufw|iptables|nft …``: the download decides what root opens or changes.
* **Agent forwarding to a foreign host** (:func:`forwarded_agent`): ``ssh -A`` / ``-o ForwardAgent=yes`` to a
  public address or a name outside the internal zones: the remote may sign with every key the agent holds.
* **A writable web terminal on every interface**: ``ttyd -W``/``--writable`` and ``gotty -w``/``--permit-write``
  not bound to loopback: a shell for anyone who reaches the port.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.foreign_hosts import foreign_value
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.source_verbs import foreign

_KEY = re.compile(r"(?i)(?:^|[._-])(?:proxy|dns|nameservers?|resolvers?|dnsservers|webproxy|securewebproxy|"
                  r"socksfirewallproxy|ftpproxy|autoproxyurl)(?:[._-]|$)|^-set\w*(?:proxy|dnsservers)\w*$|^dns$")
_NOT_KEY = re.compile(r"(?i)^(?:no[_-]?proxy|--?no[_-]?proxy|.*-(?:search|domains?)$)")
_READS = frozenset({"get", "--get", "--get-all", "--get-urlmatch", "--get-regexp", "list", "--list", "-l", "show",
                    "unset", "--unset", "--unset-all", "delete", "rm", "remove", "status", "query"})
def foreign_setting(argv: tuple[str, ...]) -> str | None:
    """A proxy/resolver key among ``argv`` whose value (``=``, or one of the next three words) is foreign; a read
    (``--get-urlmatch http.proxy URL``, ``get``, ``list``) or a removal sets nothing."""
    if any(w in _READS for w in argv[1:]):
        return None
    for i, word in enumerate(argv[1:], 1):
        key, eq, value = word.partition("=")
        if not _KEY.search(key) or _NOT_KEY.match(key):
            continue
        values = [value] if eq else [v for w in argv[i + 1:i + 4] for v in re.split(r"[\s,;]+", w) if v]
        for candidate in values:
            host = foreign_value(candidate)
            if host:
                return f"{key} set to {host!r}, a foreign host: later connections go through or are resolved by it"
    return None


_ADD_VERBS = frozenset({"remote-add", "addrepo", "ar", "add-repo", "repo-add"})
_PAIR_VERBS = frozenset({"remote", "repo", "source", "sources", "channel", "repository", "tap", "registry"})
_UNSIGNED = frozenset({"--no-gpg-verify", "--no-gpgcheck", "--nogpgcheck", "--no-check-signature", "--insecure",
                       "--allow-unauthenticated", "--allow-insecure", "--no-verify", "--skip-verify", "--trusted"})


def unsigned_source(argv: tuple[str, ...]) -> str | None:
    words = argv[1:]
    adds = any(w in _ADD_VERBS for w in words) or any(
        a in _PAIR_VERBS and b == "add" for a, b in zip(words, words[1:], strict=False))
    if not adds or not any(w.split("=", 1)[0] in _UNSIGNED for w in words):
        return None
    url = foreign(" ".join(words))
    return f"a package source {url!r} added with its signatures unchecked: what it serves installs as trusted" \
        if url else None


_TEMP = ("/tmp/", "/var/tmp/", "/dev/shm/", "~/Downloads/", "$HOME/Downloads/")
_FIREWALLS = frozenset({"firewall-cmd", "ufw", "iptables", "ip6tables", "nft", "pfctl", "netsh", "iptables-legacy"})
_DOWNLOADERS = frozenset({"curl", "wget", "fetch", "http", "https", "xh", "aria2c", "iwr", "Invoke-WebRequest"})


def _ownertrust(scene: Scene, view: View) -> str | None:
    argv = view.command.argv
    if "--import-ownertrust" not in argv:
        return None
    rest = argv[argv.index("--import-ownertrust") + 1:]
    source = next((w for w in rest if not w.startswith("-")), None)
    redirected = [r.target for r in view.command.redirects if r.op.endswith("<") and r.heredoc_body is None]
    source = source or (redirected[0] if redirected else None)
    if source is None or source == "-" or source.startswith(_TEMP) or view.command.pipeline_pos > 0:
        return f"gpg --import-ownertrust from {source or 'stdin'}: keys made trusted from a place nobody vouches for"
    return None


def _downloaded_arguments(scene: Scene, view: View) -> str | None:
    command = view.command
    if command.pipeline_pos == 0 or not (set(command.wrappers) & {"sudo", "doas"} or command.program in _FIREWALLS):
        return None
    fed = any(v.command.pipeline_id == command.pipeline_id and v.command.pipeline_pos < command.pipeline_pos
              and v.command.program in _DOWNLOADERS for v in scene.views)
    return f"downloaded lines become the arguments of {command.program}: the download decides what it changes" \
        if fed else None


def trust_moved(scene: Scene, view: View) -> str | None:
    """Round 30 trust reasons (module docstring), or None; cheap substring and name tests first."""
    command = view.command
    program, argv = command.program, command.argv
    if program in ("gpg", "gpg2"):
        return _ownertrust(scene, view)
    if "xargs" in command.wrappers:
        return _downloaded_arguments(scene, view)
    text = view.text.lower()
    if any(k in text for k in ("proxy", "dns", "nameserver", "resolver")):
        found = foreign_setting(argv)
        if found:
            return found
    if "add" in text and "://" in text:
        return unsigned_source(argv)
    return None


_SSH_VALUED = frozenset("BbcDEeFIiJLlmOopQRSWw")


def forwarded_agent(argv: tuple[str, ...]) -> str | None:
    """``ssh -A`` / ``-o ForwardAgent=yes`` to a foreign host, or None."""
    forwards, host, skip = False, None, False
    for i, word in enumerate(argv[1:], 1):
        if skip:
            skip = False
            if re.match(r"(?i)^forwardagent[= ]\s*yes$", word) and argv[i - 1] == "-o":
                forwards = True
            continue
        if word.startswith("-") and not word.startswith("--") and len(word) > 1:
            letters = word[1:]
            for j, letter in enumerate(letters):
                if letter == "A":
                    forwards = True
                if letter in _SSH_VALUED:
                    if letter == "o" and re.match(r"(?i)^forwardagent[= ]\s*yes$", letters[j + 1:]):
                        forwards = True
                    skip = j == len(letters) - 1
                    break
            continue
        host = word
        break
    if not forwards or host is None:
        return None
    found = foreign_value(host.rsplit("@", 1)[-1])
    return f"ssh forwards the agent to {found!r}, a foreign host: it may sign with every key the agent holds" \
        if found else None


_TERMINALS = {"ttyd": (("-W", "--writable"), ("-i", "--interface")),
              "gotty": (("-w", "--permit-write"), ("-a", "--address"))}


def writable_terminal(argv: tuple[str, ...], program: str) -> str | None:
    spec = _TERMINALS.get(program)
    if spec is None or not any(w in spec[0] or w.split("=", 1)[0] in spec[0] for w in argv[1:]):
        return None
    bound = [argv[i + 1] for i, w in enumerate(argv[:-1]) if w in spec[1]]
    bound += [w.split("=", 1)[1] for w in argv if "=" in w and w.split("=", 1)[0] in spec[1]]
    if any(b in ("lo", "127.0.0.1", "localhost", "::1") or b.startswith("/") for b in bound):
        return None
    return f"{program} serves a writable shell on every interface: a shell for anyone who reaches the port"


def exposed_r30(view: View) -> str | None:
    program, argv = view.command.program, view.command.argv
    if program in ("ssh", "autossh"):
        return forwarded_agent(argv)
    return writable_terminal(argv, program) if program in _TERMINALS else None
