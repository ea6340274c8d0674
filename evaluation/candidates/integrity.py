"""Integrity checks of a run that can fail (issue 10): α drift and novelty (seed §16), live suite re-hash.

``alpha_problems`` — the candidate's manifest (re-hashed against the digest
recorded at creation) must carry G's ALPHA, compared after NFKC, casefold and
dropping everything but letters and digits, and a non-empty
``alpha_expression``; its content must differ from the *active* version's at
evaluation time. ``suite_drift`` — every pinned suite is re-hashed now: the
stored copy, and its source directory while that exists.
"""
from __future__ import annotations

import json
from pathlib import Path

from django.conf import settings

from cycles.footer import normalize_question
from evaluation.candidates import workspace
from evaluation.candidates.run_context import RunContext
from evaluation.candidates.suites import LoadedSuite, SuiteInvalid, load_suite_dir


def alpha_problems(ctx: RunContext) -> list[str]:
    """§16 α: the manifest's alpha must be G's ALPHA (normalised); the content must differ from the active version."""
    candidate, problems = ctx.candidate, []
    path = Path(candidate.workspace) / "manifest.json"
    try:
        text = path.read_text(encoding="utf-8")
        manifest = json.loads(text)
    except (OSError, ValueError) as exc:
        return [f"manifest.json cannot be read: {exc}"]
    if candidate.manifest_digest and workspace.sha256_text(text) != candidate.manifest_digest:
        problems.append("manifest.json changed since the candidate was written")
    g_output = candidate.cycle.current_outputs().get("G")
    g_alpha = (g_output.footer.get("ALPHA") or "") if g_output else ""
    ctx.evidence.alpha = g_alpha or None
    alpha, expression = str(manifest.get("alpha") or ""), str(manifest.get("alpha_expression") or "")
    if not g_alpha:
        problems.append("the cycle has no G output with an ALPHA to measure drift against")
    elif normalize_question(alpha) != normalize_question(g_alpha):
        problems.append(f"α drift: the candidate carries {alpha[:200]!r}, G named {g_alpha[:200]!r}")
    if not expression.strip():
        problems.append("the manifest names no alpha_expression (§16)")
    try:
        active = workspace.read_parent(Path(settings.QLN_ACTIVE_STORE), ctx.run.baseline_version or None,
                                       candidate.target_path)
    except workspace.PathRefused as refused:
        problems.append(f"{refused.code}: {refused.detail}")
    else:
        ctx.evidence.novel = candidate.content != active
        if not ctx.evidence.novel:
            problems.append("not novel: the candidate's content equals the active version's")
    return problems


def suite_drift(ctx: RunContext) -> list[str]:
    """Re-hash every pinned suite now: the stored copy and, while it exists, its source directory (issue 10)."""
    problems = []
    pinned = {entry["digest"]: entry for entry in ctx.run.suite_digests}
    for suite in ctx.suites:
        entry = pinned.get(suite.digest)
        stored = LoadedSuite(suite.name, suite.kind, suite.cases, suite.recorded_runs,
                             targets=list((entry or {}).get("targets") or [])).digest  # pinned targets (issue 26)
        if entry is None or stored != entry["digest"]:
            problems.append(f"suite {suite.name} changed since it was pinned: the stored cases hash to {stored[:12]}")
            continue
        source = Path(suite.source) if suite.source else None
        if source is None or not source.is_dir():
            continue  # imported from a directory that is gone: the stored copy is the sealed one
        try:
            now = load_suite_dir(source, suite.kind, suite.name).digest
        except SuiteInvalid as invalid:
            problems.append(f"suite {suite.name} changed since it was pinned: {source} no longer validates ({invalid})"[:600])
            continue
        if now != entry["digest"]:
            problems.append(f"suite {suite.name} changed since it was pinned: {source} now hashes to {now[:12]}, "
                            f"pinned {entry['digest'][:12]}")
    return problems
