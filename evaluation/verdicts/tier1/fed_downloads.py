"""Round 43 (gb, issue 25): an xargs-fed GET download from the organisation's OWN host into a WORKSPACE folder.

``jq -r '.[].uid' ~/work/grafana/search.json | xargs -I{} curl -s -H "Authorization: Bearer $GRAFANA_TOKEN"
https://grafana.water.internal/api/dashboards/uid/{} -o ~/work/grafana/{}.json`` saves each dashboard the org's own
Grafana lists into the project. Round 39 (:mod:`unseen_targets`) failed closed on any output option holding a name xargs
reads at run time, and round 41 opened one only after a literal file-name prefix in a scratch directory
(``/tmp/wire_{}.json``, :func:`scratch_joins.scratch_fed`). The same download into the workspace is read as ONE name
there (``~/work/grafana/*.json``) when all of these hold:

* the program is ``curl`` or ``wget`` sending a GET: no method option other than ``GET``, no body, form or upload
  (``-d``, ``--data*``, ``--json``, ``-F``, ``-T``, ``--post-*``, ``--upload-file``, ``--body-*``);
* every URL in the command names an internal host (:func:`internal_services.internal_host`: ``*.internal``,
  ``*.corp``, one label, a private address) and at least one URL is given;
* the fed name is the value of the output option (``-o``/``-O``/``--output``/``--output-document``) and stands at
  the start of the LAST path segment (or after a literal prefix there: ``dash-{}.json``) after a literal directory (no ``$``, glob or ``..``) that lies in the workspace
  (not in the profile, not the workspace being the home), followed only by a literal suffix (``.json``).

The doubt accepted (as the issue's batch asks): a listed name holding ``../`` climbs out of that folder; the list
comes from the org's own service. Still blocked: a POST/PUT/DELETE or an upload fed by xargs, a foreign or public
host, an output outside the workspace or in the profile, ``-o {}`` with no directory.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from evaluation.verdicts.tier1.paths import fold, is_within

if TYPE_CHECKING:
    from evaluation.verdicts.tier1.scene_model import Scene, View

_FED = re.compile(r"((?:~|/)[A-Za-z0-9_./~+-]{0,300})/([A-Za-z0-9_+-][A-Za-z0-9_.+-]{0,40})?\$\(stdin\)"
                  r"([A-Za-z0-9_.+-]{0,40})")
_URL_HOST = re.compile(r"[A-Za-z][A-Za-z0-9+.-]{0,15}://(?:[^/@\s]{0,200}@)?(\[[0-9A-Fa-f:.]{2,64}\]|[^/:\s'\"?#]{1,253})")
_SENDS = ("-d", "--data", "--json", "-F", "--form", "-T", "--upload-file", "--post", "--body", "-X", "--request",
          "--method")
_OUTPUT = frozenset({"-o", "-O", "--output", "--output-document"})
_GET = frozenset({"-XGET", "-X GET", "--request=GET", "--method=GET"})


def _get_only(argv: tuple[str, ...]) -> bool:
    for i, word in enumerate(argv[1:], start=1):
        if word in ("-X", "--request", "--method") and i + 1 < len(argv) and argv[i + 1].upper() == "GET":
            continue
        if word.upper() == "GET" and argv[i - 1] in ("-X", "--request", "--method") or word in _GET:
            continue
        if word.startswith(_SENDS):
            return False
    return True


def workspace_fed(scene: Scene, view: View, raw: str) -> str:
    """``raw`` with its fed name read as ``*`` when ``view`` is such a download (module docstring), else ``raw``."""
    command = view.command
    if not command.fed or command.program not in ("curl", "wget") or "$(stdin)" not in raw:
        return raw
    match = _FED.fullmatch(raw)
    workspace = (scene.workspace or "").rstrip("/")
    if match is None or ".." in match.group(0) or not workspace or scene.broad_workspace:
        return raw
    argv = command.argv
    at = next((i for i, w in enumerate(argv) if w == raw), None)
    if at is None or at == 0 or argv[at - 1] not in _OUTPUT or not _get_only(argv):
        return raw
    from evaluation.verdicts.tier1.internal_services import internal_host  # imports scene_model: not at load

    hosts = _URL_HOST.findall(" ".join(argv[1:])[:20_000])
    if not hosts or not all(internal_host(h) for h in hosts):
        return raw
    directory = match.group(1)
    home = (scene.home or "").rstrip("/")
    path = home + directory[1:] if directory.startswith("~") and home else directory
    if not is_within(fold(path), fold(workspace)) or scene.hermes_home and is_within(
            fold(path), fold(scene.hermes_home.rstrip("/"))):
        return raw
    return f"{directory}/{match.group(2) or ''}*{match.group(3)}"
