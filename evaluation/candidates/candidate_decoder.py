"""Step 2 for a decoder candidate: its own decoder, run in a sandbox, on the footer fixtures (issue 26 item 6).

Before, decoder regression ran qlnweb's parser on the fixtures whatever the
candidate changed, so a candidate rewriting ``scripts/5qln/decoding.py`` was never
decoded by its own code. Now, when the candidate's target is a Python file under
the decoding roots (``decoder/``, ``scripts/5qln/``), the candidate side's decoding
files (the pinned active version's with the candidate's on top) are written to a
scratch directory and:

1. the decoder module — ``scripts/5qln/decoding.py`` when the side has one, else the
   candidate's target — is loaded by :mod:`evaluation.candidates.decoder_harness`
   in a child process (``python -I``, minimal environment, the scratch directory as
   its working directory and home, :data:`TIMEOUT_S`) and run on every footer
   fixture: each must decode as recorded (a lawful footer valid, an unlawful one
   naming every recorded key). A fixture that does not is a problem naming it,
   so the step fails and the verdict is REJECT;
2. ``scripts/5qln/verify_decoding.py``, when the side has one, is run the same way
   with the fixtures file as its argument; a non-zero exit is a problem.

A decoder that cannot run (does not load, no ``parse_footer``, crashes the
process, times out, prints no result) is a problem carrying its code
(``DECODER_IMPORT_FAILED``, ``DECODER_NO_ENTRY_POINT``, ``DECODER_CRASHED``,
``DECODER_TIMEOUT``): failed, never passed. Pure: no Django imports.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from hermes_plugin.governed import DECODING_ROOTS

HARNESS = Path(__file__).with_name("decoder_harness.py")
DECODER_MODULE = "scripts/5qln/decoding.py"
VERIFIER = "scripts/5qln/verify_decoding.py"
TIMEOUT_S = 60.0


@dataclass
class DecoderRun:
    decoder: str
    fixtures: int = 0
    problems: list[str] = field(default_factory=list)
    verifier: str = "absent"  # absent | passed | failed
    code: str = ""  # the first problem's code when the decoder could not run

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def applies(target_path: str) -> bool:
    """A candidate changes decoder code: a Python file under the decoding roots."""
    return target_path.endswith(".py") and target_path.startswith(DECODING_ROOTS)


def _run(argv: list[str], cwd: Path) -> tuple[int | None, str, str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(cwd), "LANG": "C.UTF-8"}
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = process.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        process.communicate()
        return None, "", ""
    return process.returncode, out, err


def _compare(fixtures: Sequence[Mapping[str, Any]], results: Sequence[Mapping[str, Any]]) -> list[str]:
    by_id = {str(r.get("id")): r for r in results if isinstance(r, Mapping)}
    problems = []
    for fixture in fixtures:
        result = by_id.get(fixture["id"])
        if result is None:
            problems.append(f"candidate decoder: fixture {fixture['id']}: no result")
        elif "raised" in result:
            problems.append(f"candidate decoder: fixture {fixture['id']}: raised {str(result['raised']).strip()[-200:]}")
        elif fixture["valid"] and not result.get("valid"):
            problems.append(f"candidate decoder: fixture {fixture['id']}: a lawful {fixture['phase']} footer is refused "
                            f"({result.get('error_keys')})")
        elif not fixture["valid"]:
            missed = sorted(set(fixture["error_keys"]) - set(result.get("error_keys") or []))
            if result.get("valid") or missed:
                problems.append(f"candidate decoder: fixture {fixture['id']}: does not name {missed or 'any error'}")
    return problems


def check(files: Mapping[str, bytes], target_path: str, fixtures_path: Path) -> DecoderRun:
    """The candidate side's decoder on the fixtures, and its verifier; never raises."""
    decoder = DECODER_MODULE if DECODER_MODULE in files else target_path
    run = DecoderRun(decoder=decoder)
    fixtures = json.loads(fixtures_path.read_text(encoding="utf-8"))["fixtures"]
    run.fixtures = len(fixtures)
    scratch = Path(tempfile.mkdtemp(prefix="qln-decoder-"))
    try:
        for name, content in files.items():
            if name.startswith(DECODING_ROOTS):
                path = scratch / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
        shutil.copyfile(fixtures_path, scratch / "footer-fixtures.json")
        rc, out, err = _run([sys.executable, "-I", str(HARNESS), str(scratch / decoder), "footer-fixtures.json"], scratch)
        line = out.strip().splitlines()[-1] if out.strip() else ""
        try:
            answer = json.loads(line) if line else None
        except ValueError:
            answer = None
        if rc is None:
            run.problems.append(f"DECODER_TIMEOUT: {decoder} gave no result within {TIMEOUT_S:g} s")
        elif isinstance(answer, dict) and answer.get("error"):
            run.problems.append(str(answer["error"])[:600])
        elif not isinstance(answer, dict) or not isinstance(answer.get("results"), list):
            run.problems.append(f"DECODER_CRASHED: {decoder} exited {rc} without a result: {err.strip()[-300:]}")
        else:
            run.problems += _compare(fixtures, answer["results"])
        if run.problems and run.problems[0].split(":", 1)[0].startswith("DECODER_"):
            run.code = run.problems[0].split(":", 1)[0]
        if VERIFIER in files:
            rc, out, err = _run([sys.executable, "-I", VERIFIER, "footer-fixtures.json"], scratch)
            run.verifier = "passed" if rc == 0 else "failed"
            if rc != 0:
                said = (err.strip() or out.strip())[-300:]
                run.problems.append(f"{VERIFIER} " + ("timed out" if rc is None else f"exited {rc}") + f": {said}")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return run
