"""Runs a candidate's own footer decoder on the footer fixtures (issue 26 item 6). Standard library only.

Not imported by qlnweb: :mod:`evaluation.candidates.candidate_decoder` runs it as
``python -I decoder_harness.py <decoder.py> <fixtures.json>`` in a scratch directory
holding the side's decoding files, with a minimal environment and a timeout. It
loads the decoder module from its path, calls its ``parse_footer(phase, text)``
(qlnweb's own decoder's interface, :func:`cycles.footer.parse_footer`) on every
fixture and prints one JSON line: ``{"results": [{"id", "valid", "error_keys"}]}``,
or ``{"error": "<CODE>: …"}`` when the module cannot be loaded or has no
``parse_footer`` (exit 3). A result's ``valid``/``errors`` may be attributes or
mapping keys; ``errors`` may be a mapping (its keys are the named fields) or a
list of field names. An exception on one fixture is that fixture's result
(``raised``), not the end of the run.
"""
from __future__ import annotations

import importlib.util
import json
import sys
import traceback
from collections.abc import Mapping
from typing import Any


def _field(result: Any, name: str) -> Any:
    return result.get(name) if isinstance(result, Mapping) else getattr(result, name, None)


def one(parse: Any, fixture: Mapping[str, Any]) -> dict[str, Any]:
    try:
        result = parse(fixture["phase"], fixture["text"])
        errors = _field(result, "errors") or {}
        keys = sorted(map(str, errors.keys() if isinstance(errors, Mapping) else errors))
        valid = _field(result, "valid")
        return {"id": fixture["id"], "valid": bool(not keys if valid is None else valid), "error_keys": keys}
    except Exception:  # noqa: BLE001 — the fixture's result
        return {"id": fixture["id"], "raised": traceback.format_exc(limit=2)[-400:]}


def main(argv: list[str]) -> int:
    decoder, fixtures_path = argv[1], argv[2]
    try:
        spec = importlib.util.spec_from_file_location("candidate_decoder_module", decoder)
        if spec is None or spec.loader is None:
            raise ImportError(f"{decoder} is not a Python module")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    except BaseException:  # noqa: BLE001 — a decoder that does not load cannot run
        print(json.dumps({"error": f"DECODER_IMPORT_FAILED: {traceback.format_exc(limit=3)[-600:]}"}))
        return 3
    parse = getattr(module, "parse_footer", None)
    if not callable(parse):
        print(json.dumps({"error": "DECODER_NO_ENTRY_POINT: the module defines no parse_footer(phase, text)"}))
        return 3
    with open(fixtures_path, encoding="utf-8") as handle:
        fixtures = json.load(handle)["fixtures"]
    print(json.dumps({"results": [one(parse, fixture) for fixture in fixtures]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
