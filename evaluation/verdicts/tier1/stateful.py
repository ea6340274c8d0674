"""Whether session history can change what a command does (``Tier1Result.uses_state``; split from :mod:`engine`,
round 27): the caller then gives ``history`` (issue 11)."""

from __future__ import annotations

from evaluation.verdicts.tier1.arg_files import names_arg_file
from evaluation.verdicts.tier1.buildtools import build_runs
from evaluation.verdicts.tier1.indirect import executed_file
from evaluation.verdicts.tier1.loaded import PLUGIN_HOSTS, loads_files
from evaluation.verdicts.tier1.rules import Ruleset
from evaluation.verdicts.tier1.scene_model import View


def stateful(view: View, ruleset: Ruleset) -> bool:
    """Whether session history can change what ``view`` does (see ``Tier1Result.uses_state``)."""
    command = view.command
    # cd/pushd/popd: where the session's terminal is after this call starts from where it was (issue 25)
    return bool(view.writes or command.opaque or "$" in view.text
                or command.program in ("git", "source", ".", "cd", "pushd", "popd", "systemctl", "launchctl")
                or executed_file(command, ruleset.inline_interpreters) is not None
                # a build tool or interpreter runs files an earlier call may have written, a network
                # program may send one an earlier call wrote from a secret (issue 25)
                or build_runs(command, ruleset.build_tools, ruleset.inline_interpreters)
                or command.program in _sinks(ruleset) or any("://" in a for a in command.argv)
                # a program Tier 1 does not model given a file: it may run a script an earlier call wrote (round 7)
                or (command.program not in _sinks(ruleset, "readers") and not view.writes and view.code is None
                    and any(not a.startswith("-") and ("." in a or "/" in a) and " " not in a
                            for a in command.argv[1:]))
                # round 9: a program that may load, from where it runs, a dangerous file an earlier call wrote
                or loads_files(view, ruleset) or command.program in PLUGIN_HOSTS
                or any(a in ("inplace", "--inplace", "--in-place") for a in command.argv[1:])  # round 21: pushd
                or names_arg_file(view))  # round 32: `exiftool -@ F`, `gcc @F`, `ssh -F F`, `ansible.cfg`


_SINKS: dict[str, frozenset[str]] = {}


def _sinks(ruleset: Ruleset, name: str = "sinks") -> frozenset[str]:
    """The network programs of the rule set's ``secret_exfiltration`` rules, or (``readers``) the readers and
    writers Tier 1 models (per rule set digest)."""
    key = ruleset.digest + name
    found = _SINKS.get(key)
    if found is None:
        if name == "sinks":
            found = frozenset(s for rule in ruleset.of_kind("secret_exfiltration") for s in rule.params["sinks"])
        else:
            found = frozenset((*(p for r in ruleset.of_kind("unmodelled_write") for p in r.params["readers"]),
                               *ruleset.writers))
        if len(_SINKS) > 16:
            _SINKS.clear()
        _SINKS[key] = found
    return found
