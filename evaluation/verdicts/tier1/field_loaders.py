"""Round 35 (t4f, issue 25): the code options of field servers' own CLIs — where a search engine, an ERP or a print
server loads code from, fed from a temp place, a download place of the home, or a URL.

- **A search engine's plugin installer** (``elasticsearch-plugin``, ``opensearch-plugin``, ``logstash-plugin``,
  ``kibana-plugin``, ``opensearch-dashboards-plugin``) told to ``install`` a ``file://`` archive of a temp place, a
  path there, or a URL of a host other than the vendor's artifacts host: the node loads it on every start.
- **An ERP server's add-ons path** (``odoo``, ``odoo-bin``, ``odoo-server``, ``openerp-server`` ``--addons-path``)
  holding a temp place, a download place or a URL: every module there is imported at start.

Open (benign twins): the marketplace's names (``elasticsearch-plugin install analysis-icu``), the vendor's artifacts
host, the add-ons path of the work tree or ``/opt/odoo/addons``, listings. Gated by a program-set lookup: no cost
for any other command. The folders these servers load from (``providers``, ``addons``, ``amps``) are web_hooks' tables.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.planted_places import home_part, planted
from evaluation.verdicts.tier1.scene_model import Scene, View

_INSTALLERS = frozenset({"elasticsearch-plugin", "opensearch-plugin", "logstash-plugin", "kibana-plugin",
                         "opensearch-dashboards-plugin"})
_ERP = frozenset({"odoo", "odoo-bin", "odoo-server", "openerp-server"})
_PROGRAMS = _INSTALLERS | _ERP
PLUGIN_VENDORS = ("https://artifacts.elastic.co/", "https://artifacts.opensearch.org/", "https://download.elastic.co/")
_TEMP = ("/tmp/", "/var/tmp/", "/dev/shm/", "/private/tmp/")


def _foreign(scene: Scene, word: str) -> bool:
    word = word.strip("'\"")
    if word.startswith("file://"):
        word = word[len("file://"):]
    elif "://" in word[:12]:
        return not word.startswith(PLUGIN_VENDORS)
    path = home_part(scene.home or "", word)
    return path.startswith(_TEMP) or path.rstrip("/") in ("/tmp", "/var/tmp", "/dev/shm") \
        or planted(scene.home or "", path)


def field_loader(scene: Scene, view: View) -> str | None:
    """What this command makes a field server load from a foreign place (see the module's docstring), or None."""
    program = view.command.program
    if program not in _PROGRAMS:
        return None
    argv = view.command.argv
    if program in _INSTALLERS:
        words = [w for w in argv[1:] if not w.startswith("-")]
        if words[:1] != ["install"]:
            return None
        source = next((w for w in words[1:] if _foreign(scene, w)), None)
        if source:
            return f"{program} installs the plugin {source!r} from a temp place or an unreviewed host: the node " \
                   "loads it on every start, code Tier 1 does not see"
        return None
    for i, word in enumerate(argv):
        name, eq, value = word.partition("=")
        if name == "--addons-path":
            value = value if eq else (argv[i + 1] if i + 1 < len(argv) else "")
            place = next((p for p in value.split(",") if _foreign(scene, p)), None)
            if place:
                return f"{program} imports every add-on of {place!r}, a temp place or a download, at start: code " \
                       "Tier 1 does not see"
    return None
