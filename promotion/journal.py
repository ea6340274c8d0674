"""The promoter's write-ahead journal (R-P-2, seed §22).

Before a promotion or rollback touches the store, the journal records the
pointer it started from (the snapshot, §18.2 step 7). Each later step is
recorded durably. The commit point is the database transaction that writes
the Promotion row and its ledger entry: recovery rolls forward when that row
exists and back to the snapshot when it does not, so the store is at the old
version or the new one, never between.

QLN_PROMOTE_CRASH_AT=<step> makes the process SIGKILL itself right after that
step, for the crash-injection tests.
"""
from __future__ import annotations

import json
import os
import signal
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from django.utils import timezone

from promotion.store import write_durable

JOURNAL = "journal.json"
CRASH_ENV = "QLN_PROMOTE_CRASH_AT"

# Every point the crash tests kill the process at, in order.
PROMOTE_STEPS = (
    "snapshot",  # journal written with the old pointer
    "staging",  # half of the files copied into versions/.staging-<attempt>
    "staged",  # all files and the manifest staged
    "sealed",  # read-only and renamed to versions/<digest>
    "verified",  # re-read and compared with the manifest
    "committed",  # Promotion row + ledger entry committed (before the journal says so)
    "commit_recorded",  # the journal knows the commit happened
    "pointer_tmp",  # current.json.tmp written and fsynced
    "pointer_swapped",  # os.replace + fsync of the directory
    "activation_staged",  # activated_at stamped, event emitted (§18.2 step 9)
    "profiles_activated",  # the agent's registered Hermes profiles hold the new version (R-P-8)
)
ROLLBACK_STEPS = ("snapshot", "committed", "commit_recorded", "pointer_tmp", "pointer_swapped", "profiles_activated")


@dataclass
class Journal:
    """What a running promotion or rollback has done so far."""

    op: str
    attempt: str
    old_pointer: dict[str, Any] | None
    agent: str = ""  # whose pointer (R-P-7)
    new_version: str | None = None
    version_preexisting: bool = False
    promotion_id: int | None = None
    steps: list[str] = field(default_factory=list)
    started_at: str = field(default_factory=lambda: timezone.now().isoformat())
    pid: int = field(default_factory=os.getpid)

    @property
    def old_version(self) -> str | None:
        return (self.old_pointer or {}).get("version") or None

    def record(self, root: Path, step: str, **changes: Any) -> None:
        """Durably note `step` (and any field changes), then honour crash injection."""
        for name, value in changes.items():
            setattr(self, name, value)
        self.steps.append(step)
        write_durable(root / JOURNAL, (json.dumps(asdict(self), indent=1) + "\n").encode("utf-8"), mode=0o600)
        crash_point(step)


def crash_point(step: str) -> None:
    """Kill this process with SIGKILL when QLN_PROMOTE_CRASH_AT names `step` (tests only)."""
    if os.environ.get(CRASH_ENV) == step:
        os.kill(os.getpid(), signal.SIGKILL)


def read_journal(root: Path) -> Journal | None:
    try:
        raw = json.loads((root / JOURNAL).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except ValueError:
        # A torn journal cannot exist (write_durable replaces atomically); treat as corrupt.
        raise
    return Journal(**raw)


def clear_journal(root: Path) -> None:
    path = root / JOURNAL
    if path.exists():
        path.unlink()
        fd = os.open(root, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
