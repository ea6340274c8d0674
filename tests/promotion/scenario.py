"""Run in a child process: build or inspect promotion state in the database the env names.

    python -m tests.promotion.scenario seed [--count N] [--prefix P]   → JSON [{candidate, evaluation}]
    python -m tests.promotion.scenario promote-first                   → JSON (see inspect())
    python -m tests.promotion.scenario crash-setup                     → one promotion done, one candidate ready
    python -m tests.promotion.scenario recover-and-inspect             → JSON (see inspect())

Used by the crash, concurrency and OS-user tests, which need real processes.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from io import StringIO
from typing import Any

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")


def seed(count: int, prefix: str) -> list[dict[str, Any]]:
    from tests.factories import CycleFactory
    from tests.promotion.helpers import make_agent, make_operator, make_promotable

    approver = make_operator("approver")
    cycle = CycleFactory(agent=make_agent(), through="Q", approver=approver, title=f"{prefix} cycle")
    made = []
    for index in range(count):
        packet = make_promotable(cycle, approver, content=f"# {prefix} {index}\n" + "x" * 64 + "\n",
                                 target_path=f"skills/{prefix}-{index}/SKILL.md")
        made.append({"candidate": packet.candidate.pk, "evaluation": packet.run.result_digest})
    return made


def inspect() -> dict[str, Any]:
    from cycles.ledger import verify_ledger
    from promotion import store
    from promotion.journal import JOURNAL
    from promotion.models import Promotion

    root = store.store_root()
    version = store.pointer_version("promo-agent")
    ledger = verify_ledger()
    return {
        "version": version,
        "version_ok": store.verify_version(version).ok if version else True,
        "version_problems": list(store.verify_version(version).problems) if version else [],
        "ledger_ok": ledger.ok,
        "ledger_message": ledger.message,
        "journal": (root / JOURNAL).exists(),
        "strays": [p.name for p in store.staging_dirs(root)] + [p.name for p in root.glob("*.tmp")],
        "versions": sorted(p.name for p in (root / "versions").iterdir()) if (root / "versions").is_dir() else [],
        "promotions": [
            {"id": p.id, "candidate": p.candidate_id, "version": p.version_digest, "status": p.status}
            for p in Promotion.objects.order_by("id")
        ],
    }


def main(argv: list[str]) -> int:
    import django

    django.setup()
    from django.core.management import call_command

    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=["seed", "promote-first", "crash-setup", "recover-and-inspect", "inspect"])
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument("--prefix", default="c")
    args = parser.parse_args(argv)
    if args.action == "seed":
        output: Any = seed(args.count, args.prefix)
    elif args.action == "promote-first":
        first = seed(1, "base")[0]
        call_command("promote", "--yes", str(first["candidate"]), "--evaluation", first["evaluation"], stdout=StringIO())
        output = inspect()
    elif args.action == "crash-setup":
        first = seed(1, "base")[0]
        call_command("promote", "--yes", str(first["candidate"]), "--evaluation", first["evaluation"], stdout=StringIO())
        output = {"base": inspect(), "next": seed(1, "next")[0]}
    elif args.action == "recover-and-inspect":
        recovered = StringIO()
        call_command("promoter", "recover", stdout=recovered)
        output = {**inspect(), "recover": recovered.getvalue()}
    else:
        output = inspect()
    print(json.dumps(output))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
