"""The promoter verifies the evaluator's signature on the result it promotes (issue 24 items 3 and 4).

The public key the promoter trusts is its own copy, ``QLN_ACTIVE_STORE/evaluator/evaluator.pub``:
root puts it there with ``setup_evaluator`` (hardened), so a database writer can neither add a key
nor swap the one the signature is checked against. The statement is rebuilt from what the promoter
recomputes itself (the result digest from the stored steps, the candidate digest the workspace
hashes to), never from the signed columns, so a run edited after signing does not verify.

Development (no key in the store yet): a promoter allowed to run as any OS user
(``QLN_ALLOW_ANY_PROMOTER_USER``) copies the development evaluator's public key into its store on
first use and prints that it did; from then on it trusts that key only. A hardened promoter (the
default) refuses, and also refuses a result signed in development mode (a key the web user could read).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.conf import settings

from cycles.active_store import store_root
from evaluation.candidates import evaluator_key
from evaluation.candidates.result_signing import evaluator_key_path
from promotion import packaging, store
from promotion.exceptions import PromotionRefused

CHECK = "evaluator_signature"
STORE_DIR = "evaluator"
PUBLIC_KEY = "evaluator.pub"


def trusted_key_path(root: Path | None = None) -> Path:
    return (root or store_root()) / STORE_DIR / PUBLIC_KEY


def trust_public_key(pem: bytes, root: Path | None = None) -> Path:
    """Write the public key the promoter will trust (setup_evaluator as root; a development promoter)."""
    evaluator_key.load_public(pem)  # refuse anything that is not an Ed25519 public key
    target = trusted_key_path(root)
    store.shared_mkdirs(target.parent)
    store.write_durable(target, pem, 0o644)
    return target


def _trusted_key(root: Path) -> Any:
    path = trusted_key_path(root)
    if not path.exists():
        if not settings.QLN_ALLOW_ANY_PROMOTER_USER:
            raise PromotionRefused(
                f"no evaluator public key in the promoter's store ({path}): run `manage.py setup_evaluator "
                "--user qlneval` as root, which gives the evaluator its key and the promoter the public half",
                check=CHECK,
            )
        source = evaluator_key.public_path(evaluator_key_path())
        try:
            pem = source.read_bytes()
        except OSError as exc:
            raise PromotionRefused(f"no evaluator public key in the store and none to copy at {source}: {exc.strerror}",
                                   check=CHECK) from exc
        trust_public_key(pem, root)
        print(f"evaluator: trusted the development evaluator key {evaluator_key.key_id(evaluator_key.load_public(pem))} "
              f"from {source} on first use (QLN_ALLOW_ANY_PROMOTER_USER is on); it is now {path}", file=sys.stderr)
    try:
        return evaluator_key.load_public(path.read_bytes())
    except (OSError, ValueError) as exc:
        raise PromotionRefused(f"the evaluator public key {path} is unreadable: {exc}", check=CHECK) from exc


def check_evaluator_signature(packet: Any) -> dict[str, Any]:
    """Issue 24 item 4: the evaluator signed exactly this result of this run of this candidate."""
    run = packet.run
    if not run.evaluator_signature:
        raise PromotionRefused(
            f"evaluation {run.pk} carries no evaluator signature: its result was not written by the evaluator",
            check=CHECK,
        )
    public = _trusted_key(store.ensure_layout())
    trusted_id = evaluator_key.key_id(public)
    if run.evaluator_key_id != trusted_id:
        raise PromotionRefused(
            f"evaluation {run.pk} was signed by key {run.evaluator_key_id or 'unknown'}, "
            f"the promoter trusts only {trusted_id}",
            check=CHECK,
        )
    statement = evaluator_key.statement(
        run_id=run.pk, candidate_digest=packet.candidate.content_digest,
        result_digest=packaging.evaluation_digest(run), key_mode=run.evaluator_key_mode,
    )
    if not evaluator_key.verify(public, statement, run.evaluator_signature):
        raise PromotionRefused(
            f"the evaluator signature of evaluation {run.pk} does not verify over its recomputed result: "
            "the run was changed after the evaluator signed it",
            check=CHECK,
        )
    if run.evaluator_key_mode != evaluator_key.HARDENED and not settings.QLN_ALLOW_ANY_PROMOTER_USER:
        raise PromotionRefused(
            f"evaluation {run.pk} was signed with a development evaluator key the web process could read; "
            "a hardened promoter accepts only results signed by the evaluator's own OS user (setup_evaluator)",
            check=CHECK,
        )
    return {"key_id": trusted_id, "key_mode": run.evaluator_key_mode, "statement": statement}
