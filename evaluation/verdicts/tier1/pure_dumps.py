"""Round 47 (hg, issue 25): a serializer's ``dumps(…)`` returns a string; it writes nothing.

``python3 -c "import yaml,json; print(json.dumps(yaml.safe_load(open('~/.hermes/config.yaml')).get('toolsets')))"``
READS the profile's config and prints it; it was blocked as ``unmodelled-write`` ("runs code Tier 1 cannot prove
read-only") only for the effect word ``dump`` inside ``json.dumps``. :func:`without_pure_dumps` reads
``<module>.dumps(`` of a serializer module (``json``, ``simplejson``, ``orjson``, ``ujson``, ``pickle``, ``marshal``,
``toml``, ``tomli_w``, ``tomlkit``, ``msgpack``, ``yaml``, ``dill``, ``cloudpickle``, ``bson``) as ``str(`` before
the effect words are searched.

Stays an effect: ``json.dump(obj, f)``, ``yaml.dump(…)``/``yaml.safe_dump(…, open(p, 'w'))`` (no ``s``: may take a
stream), ``pickle.dump``, any ``open(p, 'w')``/``write_text`` beside the ``dumps`` (only the call name is
rewritten), a ``dumps`` of any other object (``db.dumps(``). One pass of a bounded regex (linear).
"""
from __future__ import annotations

import re

_DUMPS = re.compile(r"(?<![\w.$])(?:json|simplejson|orjson|ujson|pickle|marshal|toml|tomli_w|tomlkit|msgpack|yaml|dill|"
                    r"cloudpickle|bson)\s{0,4}\.\s{0,4}dumps\s{0,4}\(")


def without_pure_dumps(code: str) -> str:
    """``code`` with its serializers' ``dumps(`` calls read as ``str(`` (see the module)."""
    return _DUMPS.sub("str(", code)
