"""docs/pilot.md as the pilot test runs it (issue 23 §7): every ```sh block after a `pilot-step` marker.

A step is run as it stands, by bash (`-euo pipefail`), in the repository root, with the
variables the page names ($H, $QLN_URL, $CYCLE, $CANDIDATE, $RUN, $RESULT, $PROMOTION) in
its environment. So a command the page shows is a command the test ran.
"""
from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parents[2]
DOC = BASE_DIR / "docs" / "pilot.md"
_STEP = re.compile(r"<!-- pilot-step: ([a-z-]+) -->\n```sh\n(.*?)```", re.S)


def doc_steps(doc: Path = DOC) -> dict[str, str]:
    """The page's steps by name, in page order; a name used twice is an error in the page."""
    found = _STEP.findall(doc.read_text(encoding="utf-8"))
    names = [name for name, _ in found]
    assert len(names) == len(set(names)), f"a pilot-step name is used twice in {doc}: {names}"
    return dict(found)


@dataclass
class StepRun:
    name: str
    script: str
    stdout: str
    stderr: str

    def transcript(self) -> str:
        return f"$ {self.script.strip()}\n{self.stdout.rstrip()}"


def run_step(name: str, env: dict[str, str], *, timeout: float = 300, answer: str | None = None) -> StepRun:
    """Run one step; `answer` is what the human types at its prompt (none: standard input is empty)."""
    script = doc_steps()[name]
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=BASE_DIR, env=env, text=True,
                          capture_output=True, timeout=timeout,
                          **({"input": answer} if answer is not None else {"stdin": subprocess.DEVNULL}))
    assert done.returncode == 0, f"docs/pilot.md step {name} exited {done.returncode}\n{script}\n{done.stdout}\n{done.stderr}"
    return StepRun(name, script, done.stdout, done.stderr)
