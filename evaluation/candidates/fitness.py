"""The fitness vector of seed §17.2, the mandatory gates and the verdict (R-E-6). Pure.

The vector is never collapsed into one score. Its keys are exactly the
source's, in its order::

    constitutional: pass | fail
    human_attestation: complete | incomplete
    task_benefit: {baseline, candidate, uncertainty}
    reliability, safety, privacy, energy, value, energy_value_ratio,
    reversibility, novelty_without_alpha_drift, held_out, adversarial

Our definitions of the fields the source leaves open are in
docs/evaluation.md and in :func:`build_fitness`.

Mandatory gates are conjunctive: any gate that *fails* makes the verdict
REJECT even when task benefit rises; otherwise any gate that is *incomplete*
(no live model, missing attestation or lens, or a sufficiency rule of
:mod:`evaluation.candidates.sufficiency` not met — each named by its code) makes it
HOLD; PASS only when every gate passes. The independent evaluator's
preference can only hold a PASS back, never make one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from evaluation.candidates import sufficiency
from evaluation.candidates.sufficiency import Facts, SufficiencyRules

FITNESS_KEYS = (
    "constitutional", "human_attestation", "task_benefit", "reliability", "safety", "privacy", "energy", "value",
    "energy_value_ratio", "reversibility", "novelty_without_alpha_drift", "held_out", "adversarial",
)
MANDATORY_GATES = (
    "constitutional", "lens_audit", "human_attestation", "task_benefit", "held_out", "adversarial", "safety",
    "privacy", "reversibility", "novelty_without_alpha_drift", "deterministic", "independent_evaluation",
)
PASS, FAIL, INCOMPLETE = "pass", "fail", "incomplete"


@dataclass
class SideRates:
    """A replay's outcome per side: pass rates with Wilson bounds, reliability, mean tokens."""

    live: bool
    reason: str = ""
    rates: dict[str, dict[str, Any]] = field(default_factory=dict)  # side -> Rate.as_dict()
    reliability: dict[str, float | None] = field(default_factory=dict)
    tokens: dict[str, float | None] = field(default_factory=dict)
    paired: dict[str, Any] | None = None  # statistics.Paired.as_dict(): the sides compared case by case (issue 26)

    def triple(self) -> dict[str, float | None] | None:
        if not self.live or "candidate" not in self.rates:
            return None
        base, cand = self.rates["baseline"], self.rates["candidate"]
        half = max((base["high"] - base["low"]) / 2, (cand["high"] - cand["low"]) / 2)
        return {"baseline": base["rate"], "candidate": cand["rate"], "uncertainty": round(half, 4)}


@dataclass
class Evidence:
    """What the eleven steps established; the input of the fitness vector."""

    seal_ok: bool = False
    decoder_ok: bool = False
    state_ok: bool = False
    constitutional_problems: list[str] = field(default_factory=list)
    lens_missing: list[str] = field(default_factory=list)
    lens_failed: list[str] = field(default_factory=list)
    deterministic_problems: list[str] = field(default_factory=list)
    deterministic_ran: bool = False
    reversible: bool = False
    rehearsal: dict[str, Any] = field(default_factory=lambda: {"ran": False, "problems": ["the rollback rehearsal did not run"]})
    replay: SideRates = field(default_factory=lambda: SideRates(False, "not run"))
    held_out: SideRates | None = None
    adversarial_findings: list[dict[str, Any]] = field(default_factory=list)
    adversarial_suite_failures: list[str] = field(default_factory=list)
    safety_findings: list[dict[str, Any]] = field(default_factory=list)
    privacy_findings: list[dict[str, Any]] = field(default_factory=list)
    human_missing: list[str] = field(default_factory=list)
    novel: bool = False
    alpha: str | None = None
    alpha_drift: list[str] = field(default_factory=list)  # α differs from G's, content equals the active version, …
    content_bytes: dict[str, int] = field(default_factory=dict)
    facts: Facts = field(default_factory=Facts)


def _ratio(energy: dict[str, float | None], value: float | None) -> float | None:
    base, cand = energy.get("baseline"), energy.get("candidate")
    if value is None or value <= 0 or not base or cand is None:
        return None
    return round((cand / base - 1.0) / value, 4)


def build_fitness(ev: Evidence) -> dict[str, Any]:
    """The §17.2 vector. energy = mean tokens per call per side (content bytes without a model);
    value = δV, candidate − baseline task pass rate; energy_value_ratio = δE/δV with δE the
    relative energy change (null unless value > 0); reliability = share of cases whose
    repeats agree and never errored, per side."""
    task = ev.replay.triple()
    value = None if task is None or task["candidate"] is None or task["baseline"] is None else round(
        task["candidate"] - task["baseline"], 4)
    if ev.replay.live and ev.replay.tokens:
        energy: dict[str, Any] = {"unit": "tokens_per_call", **ev.replay.tokens}
    else:
        energy = {"unit": "content_bytes", **ev.content_bytes}
    novelty = FAIL if ev.alpha_drift else "unknown" if ev.alpha is None else PASS
    vector = {
        "constitutional": PASS if ev.seal_ok and ev.decoder_ok and ev.state_ok and not ev.lens_failed else FAIL,
        "human_attestation": "complete" if not ev.human_missing else "incomplete",
        "task_benefit": task or {"baseline": None, "candidate": None, "uncertainty": None},
        "reliability": ev.replay.reliability or None,
        "safety": PASS if not ev.safety_findings else FAIL,
        "privacy": PASS if not ev.privacy_findings else FAIL,
        "energy": energy,
        "value": value,
        "energy_value_ratio": _ratio(energy, value),
        "reversibility": "unknown" if not ev.rehearsal.get("ran") else PASS if ev.reversible else FAIL,
        "novelty_without_alpha_drift": novelty,
        "held_out": ev.held_out.triple() if ev.held_out else None,
        "adversarial": PASS if not ev.adversarial_findings and not ev.adversarial_suite_failures else FAIL,
    }
    assert tuple(vector) == FITNESS_KEYS
    return vector


def _gate(status: str, evidence: Any) -> dict[str, Any]:
    return {"passed": status == PASS, "status": status, "evidence": evidence}


def _with_shortfalls(gate: dict[str, Any], found: list[sufficiency.Shortfall]) -> dict[str, Any]:
    """A gate that has not failed becomes incomplete when a sufficiency rule is short, naming the code."""
    if not found or gate["status"] == FAIL:
        return gate
    return _gate(INCOMPLETE, [s.as_dict() for s in found])


def _case_rates(rates: SideRates | None, rules: SufficiencyRules) -> dict[str, Any] | None:
    """The paired comparison over cases of a live replay (issue 26), else None."""
    if rates is None or not rates.live or not rates.paired or not rates.paired.get("cases"):
        return None
    return rates.paired


def build_gates(ev: Evidence, vector: dict[str, Any], rules: SufficiencyRules | None = None) -> dict[str, dict[str, Any]]:
    """Every mandatory gate with pass / fail / incomplete and its evidence; the sufficiency rules applied."""
    rules = rules or SufficiencyRules()
    facts = ev.facts
    facts.replay_cases = _case_rates(ev.replay, rules)
    facts.held_out_cases_rates = _case_rates(ev.held_out, rules)
    gates: dict[str, dict[str, Any]] = {}
    gates["constitutional"] = _gate(vector["constitutional"], ev.constitutional_problems + ev.lens_failed or "seal, decoder and state verify")
    gates["lens_audit"] = _gate(FAIL if ev.lens_failed else INCOMPLETE if ev.lens_missing else PASS,
                                (ev.lens_failed + ev.lens_missing) or "all 25 coordinates recorded")
    gates["human_attestation"] = _gate(PASS if not ev.human_missing else INCOMPLETE, ev.human_missing or "X and Z attested")
    if not ev.replay.live:
        gates["task_benefit"] = _gate(INCOMPLETE, ev.replay.reason)
    elif facts.replay_cases is None:
        gates["task_benefit"] = _gate(INCOMPLETE, "no paired per-case result on both sides")
    else:
        status, reason = sufficiency.benefit(facts.replay_cases)
        gates["task_benefit"] = _gate(FAIL if status == "fail" else PASS, reason)  # "uncertain": a shortfall below
    if ev.held_out is None:
        gates["held_out"] = _gate(INCOMPLETE, "no held-out suite is pinned")
    elif not ev.held_out.live:
        gates["held_out"] = _gate(INCOMPLETE, ev.held_out.reason)
    elif facts.held_out_cases_rates is None:
        gates["held_out"] = _gate(INCOMPLETE, "no paired per-case held-out result on both sides")
    else:
        status, reason = sufficiency.held_out_regression(facts.held_out_cases_rates)
        gates["held_out"] = _gate(FAIL if status == "beyond" else PASS, reason)
    gates["adversarial"] = _gate(vector["adversarial"], ev.adversarial_findings + ev.adversarial_suite_failures or "no finding")
    gates["safety"] = _gate(vector["safety"], ev.safety_findings or "no finding")
    gates["privacy"] = _gate(vector["privacy"], ev.privacy_findings or "no finding")
    rehearsal = ev.rehearsal
    gates["reversibility"] = _gate(vector["reversibility"] if rehearsal.get("ran") else INCOMPLETE,
                                   rehearsal.get("problems") or rehearsal.get("summary") or "rollback rehearsed")
    novelty = vector["novelty_without_alpha_drift"]
    gates["novelty_without_alpha_drift"] = _gate(INCOMPLETE if novelty == "unknown" else novelty,
                                                 ev.alpha_drift or ("α matches G's ALPHA; content differs from the active version"
                                                                    if novelty == PASS else "α was not measured"))
    gates["deterministic"] = _gate(FAIL if ev.deterministic_problems else PASS if ev.deterministic_ran else INCOMPLETE,
                                   ev.deterministic_problems or ("workspace, paths, schema, diff and live suite hashes verified"
                                                                 if ev.deterministic_ran else "the deterministic step did not run"))
    gates["independent_evaluation"] = _gate(PASS if facts.independent == "passed" else INCOMPLETE, facts.independent_reason)
    found = sufficiency.shortfalls(facts, rules)
    for name in gates:
        gates[name] = _with_shortfalls(gates[name], [s for s in found if s.gate == name])
    assert tuple(gates) == MANDATORY_GATES
    return gates


def decide(gates: dict[str, dict[str, Any]]) -> tuple[str, list[str]]:
    """REJECT on any failed gate, HOLD on any incomplete one, else PASS; with the reasons."""
    failed = [f"{name}: {_reason(gate['evidence'])}" for name, gate in gates.items() if gate["status"] == FAIL]
    if failed:
        return "REJECT", failed
    incomplete = [f"{name}: {_reason(gate['evidence'])}" for name, gate in gates.items() if gate["status"] == INCOMPLETE]
    if incomplete:
        return "HOLD", incomplete
    return "PASS", ["every mandatory gate passed"]


def _reason(evidence: Any) -> str:
    """Evidence as text; a sufficiency shortfall reads 'CODE: detail'."""
    if isinstance(evidence, list) and evidence and all(isinstance(e, dict) and "code" in e for e in evidence):
        return "; ".join(f"{e['code']}: {e.get('detail', '')}" for e in evidence)
    return str(evidence)
