"""The canary's rules (R-P-5, seed §19). Pure: no Django imports.

Hard failures may roll back automatically (through a request the promoter
re-checks) only when the server or the promoter established them itself: the
kernel and decoder hashes, the sealed package, a Tier 1 block the server
decided, a footer failure or phase skip the server refused. A hard failure the
agent only *reports* (the digest it says it loaded, its tool errors: anything
its token can write) is ``reported`` and makes a HOLD that a human's signed
confirmation resolves (issue 24 §5, SPEC §9). An ambiguous decline only ever
produces HOLD for a human.
"""
from __future__ import annotations

from dataclasses import dataclass, field

HARD = "hard"
AMBIGUOUS = "ambiguous"
PASSED = "passed"
WATCHING = "watching"


@dataclass(frozen=True)
class Thresholds:
    turns: int = 25
    tool_error_rate: float = 0.2  # errors / tool results, hard when above
    tool_error_min_results: int = 5  # fewer results than this never trip the rate
    latency_factor: float = 2.0  # ambiguous when the median tool latency exceeds factor × baseline
    nudge_rate_factor: float = 1.5  # ambiguous when NUDGE rate > factor × baseline + margin
    nudge_rate_margin: float = 0.05


@dataclass(frozen=True)
class CanarySignals:
    """What the monitor saw in the first turns after activation."""

    turns: int
    kernel_ok: bool = True
    decoder_ok: bool = True
    package_ok: bool = True
    package_problems: tuple[str, ...] = ()
    protected_path_attempts: int = 0
    phase_gate_blocks: int = 0  # footer failures and phase skips; never an ATTESTATION_REQUIRED wait
    loaded_mismatches: int = 0  # sessions pinned to the version that loaded other governed files
    tool_results: int = 0
    tool_errors: int = 0
    tool_latency_ms: float | None = None  # median over the window
    baseline_tool_latency_ms: float | None = None
    corruptions: int = 0
    rejected_attestations: int = 0
    nudges: int = 0
    baseline_nudge_rate: float | None = None
    register_drift: int = 0


@dataclass(frozen=True)
class Finding:
    code: str
    severity: str  # hard | ambiguous
    detail: str
    reported: bool = False  # only the agent says so (its token wrote it): never acts without a human


@dataclass(frozen=True)
class Assessment:
    outcome: str  # hard | ambiguous | passed | watching
    findings: tuple[Finding, ...] = field(default_factory=tuple)

    @property
    def first_hard(self) -> Finding | None:
        return next((f for f in self.findings if f.severity == HARD), None)

    @property
    def first_established(self) -> Finding | None:
        """The first hard failure the server or the promoter established: only this rolls back unattended."""
        return next((f for f in self.findings if f.severity == HARD and not f.reported), None)


def assess(signals: CanarySignals, thresholds: Thresholds = Thresholds()) -> Assessment:
    """Classify: a hard finding acts at once; after N turns, ambiguous findings mean HOLD, none mean pass."""
    findings: list[Finding] = []
    if not signals.kernel_ok:
        findings.append(Finding("KERNEL_MISMATCH", HARD, "the sealed kernel no longer verifies"))
    if not signals.decoder_ok:
        findings.append(Finding("DECODER_MISMATCH", HARD, "the decoder version differs from the pinned one"))
    if not signals.package_ok:
        findings.append(Finding("PACKAGE_DIGEST_MISMATCH", HARD,
                                "the active version no longer matches its manifest: " + "; ".join(signals.package_problems)))
    if signals.protected_path_attempts:
        findings.append(Finding("PROTECTED_PATH_ATTEMPT", HARD,
                                f"{signals.protected_path_attempts} blocked protected-path attempt(s)"))
    if signals.phase_gate_blocks:
        findings.append(Finding("FOOTER_OR_PHASE_SKIP", HARD,
                                f"{signals.phase_gate_blocks} footer failure(s) or phase skip(s)"))
    if signals.loaded_mismatches:
        findings.append(Finding("PACKAGE_DIGEST_MISMATCH", HARD,
                                f"{signals.loaded_mismatches} session(s) on this version report loading other "
                                "governed files", reported=True))
    if signals.tool_results >= thresholds.tool_error_min_results:
        rate = signals.tool_errors / signals.tool_results
        if rate > thresholds.tool_error_rate:
            findings.append(Finding("TOOL_ERROR_RATE", HARD,
                                    f"tool error rate {rate:.2f} over {thresholds.tool_error_rate:.2f} "
                                    f"({signals.tool_errors}/{signals.tool_results}, as the agent reports them)",
                                    reported=True))
    if signals.corruptions:
        findings.append(Finding("CORRUPTION", AMBIGUOUS, f"{signals.corruptions} corruption finding(s) in this agent's cycles"))
    if signals.rejected_attestations:
        findings.append(Finding("HUMAN_REJECTION", AMBIGUOUS,
                                f"{signals.rejected_attestations} rejected attestation(s) or human correction(s)"))
    if signals.tool_latency_ms is not None and signals.baseline_tool_latency_ms:
        if signals.tool_latency_ms > thresholds.latency_factor * signals.baseline_tool_latency_ms:
            findings.append(Finding("TOOL_LATENCY_UP", AMBIGUOUS,
                                    f"median tool latency {signals.tool_latency_ms:.0f} ms over "
                                    f"{thresholds.latency_factor}× the previous {signals.baseline_tool_latency_ms:.0f} ms"))
    if signals.turns and signals.baseline_nudge_rate is not None:
        rate = signals.nudges / signals.turns
        limit = signals.baseline_nudge_rate * thresholds.nudge_rate_factor + thresholds.nudge_rate_margin
        if rate > limit:
            findings.append(Finding("NUDGE_RATE_UP", AMBIGUOUS,
                                    f"NUDGE rate {rate:.2f} above {limit:.2f} (baseline {signals.baseline_nudge_rate:.2f})"))
    if signals.register_drift:
        findings.append(Finding("REGISTER_DRIFT", AMBIGUOUS, f"{signals.register_drift} register drift signal(s)"))
    if any(f.severity == HARD for f in findings):
        return Assessment(HARD, tuple(findings))
    if signals.turns < thresholds.turns:
        return Assessment(WATCHING, tuple(findings))  # a decline is judged on the whole window
    return Assessment(AMBIGUOUS if findings else PASSED, tuple(findings))
