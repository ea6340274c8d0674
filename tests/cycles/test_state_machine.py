"""R-C-2, R-C-4, R-S-1: the cycle state machine under random sequences of moves.

A hypothesis RuleBasedStateMachine drives the real services on the real
models (agent outputs, human X/Z attestations with current or stale digests,
reopen, revisions with reopen=true). Every rule checks the outcome it must
have; the invariants check the gates and bindings after every step.
"""
from __future__ import annotations

import hashlib
import string
import time
from itertools import count

import pytest
from django.contrib.auth.models import Permission, User
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from cycles import services
from cycles.choices import ATTESTED_PHASES, Channel, CycleStatus, Decision, GateCode, OutputStatus, Phase
from cycles.demo import PHASE_TEXTS
from cycles.exceptions import CycleError
from cycles.gates import approved_attestation, gate_state
from cycles.ledger import verify_ledger
from cycles.models import Agent, Attestation, Cycle, Seed
from tests.testing.signing import sign_act

PHASES = Phase.order()
MAX_CYCLES = 3
KIND_PHASE = {kind: phase for phase, kind in ATTESTED_PHASES.items()}
# The codes an open cycle can rest on: every GateCode but PRIOR_OUTPUT_MISSING, which the
# invariants rule out (an open cycle has a valid output for each phase before the current one).
RESTING_GATE_CODES = set(GateCode) - {GateCode.PRIOR_OUTPUT_MISSING}
_serial = count()
STATS = {"completed": 0}

cycle_index = st.integers(min_value=0, max_value=MAX_CYCLES - 1)
phases = st.sampled_from(PHASES)
suffixes = st.text(alphabet=string.ascii_lowercase + string.digits, min_size=1, max_size=8)


def phase_text(phase: str, suffix: str) -> str:
    """A valid output of `phase` whose body (hence digest) varies with `suffix`."""
    return f"Revision marker {suffix}.\n" + PHASE_TEXTS[phase]


def idx(phase: str) -> int:
    return Phase.index(phase)


class CycleMachine(RuleBasedStateMachine):
    @initialize()
    def setup_actors(self) -> None:
        serial = next(_serial)
        self.agent = Agent(name=f"sm-agent-{serial}", model_name="demo-model")
        self.agent.issue_token()
        self.agent.save()
        self.operator = User.objects.create_user(username=f"sm-operator-{serial}", password="x")
        self.operator.user_permissions.add(Permission.objects.get(content_type__app_label="cycles", codename="attest"))
        self.operator = User.objects.get(pk=self.operator.pk)  # fresh permission cache
        self.cycle_ids: list[int] = []
        self.seen: dict[tuple[int, str], set[str]] = {}
        self.open_cycle()

    # --- helpers -------------------------------------------------------------

    def _cycle(self, index: int) -> Cycle:
        return Cycle.objects.get(pk=self.cycle_ids[index % len(self.cycle_ids)])

    def _expected_submit(self, cycle: Cycle, phase: str, reopen: bool) -> str | None:
        if cycle.status != CycleStatus.OPEN:
            return "CYCLE_CLOSED"
        target, current = idx(phase), idx(cycle.current_phase)
        if target > current + 1:
            return "PHASE_SKIP"
        if target == current + 1:
            code = gate_state(cycle).code
            assert code in RESTING_GATE_CODES, f"cycle rests at {cycle.current_phase} with a satisfied gate ({code})"
            return code
        if target < current and not reopen:
            return "PHASE_ALREADY_PASSED"
        return None

    def _snapshot(self, cycle: Cycle) -> tuple[object, ...]:
        cycle.refresh_from_db()
        return (
            cycle.current_phase,
            cycle.status,
            cycle.revision,
            sorted(cycle.outputs.values_list("id", "status")),
            sorted(cycle.attestations.values_list("id", "invalidated_at")),
        )

    def _submit(self, cycle: Cycle, phase: str, suffix: str, reopen: bool) -> None:
        expected = self._expected_submit(cycle, phase, reopen)
        before = self._snapshot(cycle)
        text = phase_text(phase, suffix)
        try:
            output = services.output_submit(
                cycle_id=cycle.pk, agent=self.agent, phase=phase, text=text, reopen=reopen
            )
        except CycleError as error:
            assert expected is not None, f"{phase} output refused with {error.code}: {error.detail}"
            assert error.code == expected, (error.code, expected, error.detail)
            assert self._snapshot(cycle) == before, "a refused output changed the cycle"
            return
        assert expected is None, f"{phase} output accepted although {expected} was expected"
        self.seen.setdefault((cycle.pk, phase), set()).add(output.digest)
        cycle.refresh_from_db()
        assert output.status == OutputStatus.VALID
        assert output.digest == hashlib.sha256(text.encode("utf-8")).hexdigest()
        # Everything after the revised phase is invalidated (R-C-4 cascade).
        later = PHASES[idx(phase) + 1 :]
        assert not cycle.outputs.filter(phase__in=later, status=OutputStatus.VALID).exists()
        assert not Attestation.objects.filter(
            cycle=cycle, output__phase__in=[phase, *later], invalidated_at__isnull=True
        ).exclude(output=output).exists()
        assert idx(cycle.current_phase) >= idx(phase)

    def _attest(self, cycle: Cycle, kind: str, decision: str, digest: str | None) -> None:
        phase = KIND_PHASE[kind]
        output = cycle.current_outputs().get(phase)
        offered = digest if digest is not None else (output.digest if output else "0" * 64)
        if cycle.status != CycleStatus.OPEN or cycle.current_phase != phase:
            expected: str | None = "NOT_AT_GATE"
        elif output is None:
            expected = "NOTHING_TO_ATTEST"
        elif offered != output.digest:
            expected = "STALE_DIGEST"
        elif Attestation.objects.filter(output=output, kind=kind, invalidated_at__isnull=True).exists():
            expected = "ALREADY_ATTESTED"
        else:
            expected = None
        before = self._snapshot(cycle)
        try:
            attestation = services.attestation_record(
                cycle_id=cycle.pk, kind=kind, digest=offered, decision=decision, actor=self.operator, channel=Channel.WEB,
                signed_act=sign_act(self.operator, kind=kind, ref=cycle.pk, digest=offered, decision=decision),
            )
        except CycleError as error:
            assert expected is not None, f"{kind} {decision} refused with {error.code}: {error.detail}"
            assert error.code == expected, (error.code, expected, error.detail)
            assert self._snapshot(cycle) == before, "a refused attestation changed the cycle"
            return
        assert expected is None, f"{kind} {decision} on {offered[:12]} recorded although {expected} was expected"
        assert attestation.subject_digest == output.digest
        cycle.refresh_from_db()
        if decision == Decision.APPROVE:
            assert cycle.current_phase == Phase.after(phase), cycle.current_phase
        else:
            assert cycle.current_phase == phase

    # --- rules ---------------------------------------------------------------

    @precondition(lambda self: len(self.cycle_ids) < MAX_CYCLES)
    @rule()
    def open_cycle(self) -> None:
        cycle = services.cycle_open(agent=self.agent, title=f"machine cycle {len(self.cycle_ids)}")
        self.cycle_ids.append(cycle.pk)

    @rule(index=cycle_index, phase=phases, suffix=suffixes, reopen=st.booleans())
    def submit_output(self, index: int, phase: str, suffix: str, reopen: bool) -> None:
        self._submit(self._cycle(index), phase, suffix, reopen)

    @rule(index=cycle_index, kind=st.sampled_from(["X", "Z"]), decision=st.sampled_from(list(Decision.values)))
    def attest_current_digest(self, index: int, kind: str, decision: str) -> None:
        self._attest(self._cycle(index), kind, decision, None)

    @rule(index=cycle_index, kind=st.sampled_from(["X", "Z"]), data=st.data())
    def approve_a_stale_digest(self, index: int, kind: str, data: st.DataObject) -> None:
        """A replayed approval for content that changed since it was shown (R-C-4)."""
        cycle = self._cycle(index)
        phase = KIND_PHASE[kind]
        current = cycle.current_outputs().get(phase)
        old = sorted(self.seen.get((cycle.pk, phase), set()) - ({current.digest} if current else set()))
        digest = data.draw(st.sampled_from(old)) if old else hashlib.sha256(b"never shown").hexdigest()
        self._attest(cycle, kind, Decision.APPROVE, digest)

    @rule(index=cycle_index, phase=phases)
    def reopen(self, index: int, phase: str) -> None:
        cycle = self._cycle(index)
        if idx(phase) > idx(cycle.current_phase):
            expected: str | None = "BAD_REOPEN"
        elif cycle.status == CycleStatus.COMPLETED:
            expected = "CYCLE_CLOSED"
        else:
            expected = None
        before = self._snapshot(cycle)
        try:
            services.cycle_reopen(cycle_id=cycle.pk, phase=phase, actor_label="machine", reason="property test")
        except CycleError as error:
            assert error.code == expected, (error.code, expected, error.detail)
            assert self._snapshot(cycle) == before
            return
        assert expected is None, f"reopen {phase} accepted although {expected} was expected"
        cycle.refresh_from_db()
        assert cycle.current_phase == phase
        later = PHASES[idx(phase) + 1 :]
        assert not cycle.outputs.filter(phase__in=later, status=OutputStatus.VALID).exists()
        assert not Attestation.objects.filter(cycle=cycle, output__phase__in=later, invalidated_at__isnull=True).exists()

    @rule(index=cycle_index, suffix=suffixes, steps=st.integers(min_value=1, max_value=7))
    def take_the_next_correct_steps(self, index: int, suffix: str, steps: int) -> None:
        """What a well-behaved agent and operator do next, so that cycles do complete."""
        cycle = self._cycle(index)
        for _ in range(steps):
            cycle.refresh_from_db()
            if cycle.status != CycleStatus.OPEN:
                return
            phase = cycle.current_phase
            if gate_state(cycle).code == GateCode.ATTESTATION_REQUIRED:
                self._attest(cycle, ATTESTED_PHASES[phase], Decision.APPROVE, None)
            else:
                self._submit(cycle, phase, suffix, False)
            cycle.refresh_from_db()
            if cycle.status == CycleStatus.COMPLETED:
                STATS["completed"] += 1

    # --- invariants ----------------------------------------------------------

    @invariant()
    def gates_hold_for_every_cycle(self) -> None:
        for cycle in Cycle.objects.filter(pk__in=getattr(self, "cycle_ids", [])):
            valid = list(cycle.outputs.filter(status=OutputStatus.VALID))
            by_phase = {o.phase: o for o in valid}
            assert len(by_phase) == len(valid), "more than one valid output for a phase"
            position = idx(cycle.current_phase)
            completed = cycle.status == CycleStatus.COMPLETED
            if cycle.status == CycleStatus.OPEN:
                assert all(p in by_phase for p in PHASES[:position]), "a phase before the current one has no output"
                assert not any(p in by_phase for p in PHASES[position + 1 :]), "an output beyond the current phase"
            for phase, kind, gate_position in (("S", "X", 1), ("Q", "Z", 3)):
                if position >= gate_position or completed:
                    output = by_phase.get(phase)
                    assert output is not None, f"cycle at {cycle.current_phase} without a valid {phase}"
                    approval = approved_attestation(output, kind)
                    assert approval is not None, f"cycle at {cycle.current_phase} without an approved {kind}"
                    assert approval.subject_digest == output.digest and not approval.is_stale
            # A live attestation is always bound to the current content of a valid output.
            for attestation in Attestation.objects.filter(cycle=cycle, invalidated_at__isnull=True).select_related("output"):
                assert not attestation.is_stale, f"live attestation {attestation.pk} is stale"
            for output in valid:
                assert Attestation.objects.filter(output=output, invalidated_at__isnull=True).count() <= 1
            seeds = list(Seed.objects.filter(cycle=cycle))
            if completed:
                assert len(seeds) == 1, f"completed cycle {cycle.pk} has {len(seeds)} seeds"
                seed = seeds[0]
                assert seed.b_text.strip() and seed.b2_text.strip()
                assert seed.zero_prime_question.strip().endswith("?")
                assert seed.zero_prime_question == by_phase["V"].footer["INF0P"]
                assert len({seed.b_text, seed.b2_text, seed.zero_prime_question}) == 3
            else:
                assert not seeds, f"open cycle {cycle.pk} has a seed"

    def teardown(self) -> None:
        verdict = verify_ledger()
        assert verdict.ok, verdict.message


@pytest.mark.django_db
def test_random_move_sequences_keep_the_cycle_invariants() -> None:
    started = time.monotonic()
    STATS["completed"] = 0
    run_state_machine_as_test(
        CycleMachine,
        settings=hypothesis_settings(
            max_examples=30,
            stateful_step_count=25,
            deadline=None,
            suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
            database=None,
        ),
    )
    print(f"\nstate machine: 30 examples x 25 steps in {time.monotonic() - started:.1f} s, "
          f"{STATS['completed']} cycles completed")
    assert STATS["completed"] > 0, "no generated sequence completed a cycle; the machine explores too little"

