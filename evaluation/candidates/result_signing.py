"""The evaluator signs each finished run's result (issue 24 item 3, R-AUTH-3).

:func:`result_sign` is called by the worker (``tasks._execute``) in the transaction that finishes
the run, and by the test factories, so a signed row is made one way only. The signature lands in
the run's ``evaluator_*`` fields and, with the signed statement, in a ledger entry of kind
``evaluation`` (the chain then carries every result the evaluator vouched for).

The key is ``QLN_EVALUATOR_KEY`` (default ``QLN_HOME/evaluator/evaluator.key``, created on first
use). In the hardened deployment it belongs to the evaluator's OS user (``setup_evaluator``) and
the web process cannot read it; otherwise the mode is ``development`` and every page that shows a
run says so (``evaluator_key.DEVELOPMENT_SENTENCE``).
"""
from __future__ import annotations

import pwd
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from core.conf import conf
from cycles.choices import LedgerKind
from cycles.ledger import ledger_append
from evaluation.candidates import evaluator_key
from evaluation.candidates.evaluator_key import EvaluatorKey


@dataclass(frozen=True)
class ResultSignature:
    statement: dict[str, Any]
    signature: str
    key_id: str
    key_mode: str

    def fields(self) -> dict[str, str]:
        """The run's columns, as ``EvaluationRun.finish(**…)`` takes them."""
        return {"evaluator_signature": self.signature, "evaluator_key_id": self.key_id,
                "evaluator_key_mode": self.key_mode}


def evaluator_key_path() -> Path:
    return conf.QLN_EVALUATOR_KEY or conf.QLN_HOME / "evaluator" / "evaluator.key"


def web_uid() -> int:
    """The web OS user's uid: ``QLN_WEB_USER``, else the owner of QLN_HOME (which the web process writes)."""
    name = conf.QLN_WEB_USER
    if name:
        try:
            return pwd.getpwnam(name).pw_uid
        except KeyError:
            raise ImproperlyConfigured(f"QLN_WEB_USER={name!r} is no OS user") from None
    return Path(settings.QLN_HOME).stat().st_uid


def load_evaluator_key() -> EvaluatorKey:
    """The key, created in development on first use; PermissionError where this process may not read it."""
    return evaluator_key.load_or_create(evaluator_key_path(), web_uid=web_uid())


def result_sign(*, run_id: int, candidate_digest: str, result_digest: str, key: EvaluatorKey | None = None) -> ResultSignature:
    """Sign one run's result with the evaluator key (loaded when not given)."""
    key = key or load_evaluator_key()
    statement = evaluator_key.statement(run_id=run_id, candidate_digest=candidate_digest,
                                        result_digest=result_digest, key_mode=key.mode)
    return ResultSignature(statement=statement, signature=key.sign(statement), key_id=key.key_id, key_mode=key.mode)


def result_record(*, signed: ResultSignature) -> int:
    """The ledger entry of a signed result; call inside the transaction that finishes the run."""
    entry = ledger_append(kind=LedgerKind.EVALUATION, subject=f"evaluation:{signed.statement['run']}", payload={
        "statement": signed.statement, "signature": signed.signature, "key_id": signed.key_id,
    })
    return entry.seq
