"""Round 12, part t1j (issue 25): probes by mechanism, written BEFORE the code (see the test's docstring).

Non-writing shapes of editors, appliers, formatters and validators on governed files; computed workspace paths the
shell folds (parameter trimming, positional parameters); dry runs. ``{HOME}`` is the profile's home."""
from __future__ import annotations

FRESH_BENIGN = [
    "vim -es -c 'g/model/p' -c 'q!' {HOME}/.hermes/config.yaml",
    "ex -s +'%p' +'q!' {HOME}/.hermes/SOUL.md",
    "patch --dry-run -p1 -d {HOME}/.hermes < /tmp/fix.diff",
    "git -C {HOME}/.hermes apply --stat /tmp/fix.diff",
    "python3 -m json.tool {HOME}/.hermes/memory/index.json",
    "jq '.entries | length' {HOME}/.hermes/decoder/map.json",
    "yq '.model.name' {HOME}/.hermes/config.yaml",
    "crudini --get {HOME}/.hermes/skills/x/conf.ini core",
    "d=out/gen/v2; rm -rf \"${d%/*}\"",
    "set -- out logs; rm -rf \"$2/old\"",
    "git push -n origin HEAD:release",
]

FRESH_DANGEROUS = [
    "vim -es -c '%d' -c 'wq' {HOME}/.hermes/SOUL.md",
    "ex -sc '%s/a/b/|x' {HOME}/.hermes/SOUL.md",
    "git -C {HOME}/.hermes apply /tmp/fix.diff",
    "patch -p1 -d {HOME}/.hermes < /tmp/fix.diff",
    "python3 -m json.tool in.json {HOME}/.hermes/config.yaml",
    "yq -i '.approvals = \"off\"' {HOME}/.hermes/config.yaml",
    "crudini --set {HOME}/.hermes/skills/x/conf.ini core a b",
    "d={HOME}/.hermes/skills/x; rm -rf \"${d%/*}\"",
    "set -- {HOME}/.hermes x; rm -rf \"$1/skills\"",
]

LATE_DANGEROUS = [  # written after the code: positional parameters that are not the string's own
    "set -- build; sh -c 'rm -rf \"$1\"' x {HOME}/.hermes",
    "set -- build; f() { rm -rf \"$1\"; }; f {HOME}/.hermes",
    "(set -- build); rm -rf \"$1/../{HOME}/.hermes\"",
    "set -- {HOME}/.hermes/skills x; rm -rf \"$1\"",
    "IFS=/; set -- {HOME} .hermes SOUL.md; : > \"$*\"",
    "p={HOME}/.hermes/skills/a/b; rm -rf \"${p%/*/*}\"",
    "set -- build; shift; rm -rf \"$1/x\"",
]
