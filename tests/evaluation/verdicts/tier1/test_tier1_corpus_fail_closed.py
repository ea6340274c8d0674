"""Issue 11: Tier 1 fails closed, class by class, and stays silent on benign look-alikes.

The corpus (``corpus_fail_closed.py``, ``corpus_two_call.py``) groups commands by the
class of bypass found in the attack; each dangerous one must be blocked, no benign one
may be. Two-call sequences give the earlier calls as the session history.
``test_corpus_counts`` prints the per-class table (run with ``-s``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from evaluation.verdicts.tier1 import Tier1Result, default_protected_paths, evaluate_tool_call, load_default_ruleset
from tests.evaluation.verdicts.tier1 import corpus_two_call
from tests.evaluation.verdicts.tier1.corpus_fail_closed import BROAD_WORKSPACE
from tests.evaluation.verdicts.tier1.corpus_fail_closed import CORPUS as SINGLE_CALLS

CORPUS = {**SINGLE_CALLS, **corpus_two_call.CORPUS}
SEQUENCES = corpus_two_call.SEQUENCES

CODE_CLASS = "execute_code_tool"


def _cases(kind: str) -> list[tuple[str, str]]:
    return [(name, command) for name, group in CORPUS.items() for command in group[kind]]


@pytest.fixture
def server(tmp_path: Path) -> dict[str, Path]:
    """The server's QLN_HOME (database, secret key, candidates, active store) and kernel."""
    project = tmp_path / "project"
    qln, kernel = project / "var", project / "cycles" / "kernel_data"
    for directory in (qln / "active", qln / "candidates", kernel):
        directory.mkdir(parents=True)
    for file in (qln / "qlnweb.sqlite3", qln / "secret_key", kernel / "kernel.md"):
        file.write_text("x")
    return {"qln": qln, "kernel": kernel, "project": project}


@pytest.fixture
def judge(profile, server):
    ruleset = load_default_ruleset()

    def sub(command: str) -> str:
        return (command.replace("{QLN_PARENT}", str(server["project"])).replace("{QLN}", str(server["qln"]))
                .replace("{KERNEL}", str(server["kernel"])).replace("{HOME}", str(profile.home)))

    def run(name: str, command: str, *, workspace: Path | None = None, history: list[str] = ()) -> Tier1Result:
        text = sub(command)
        tool, key = ("execute_code", "code") if name == CODE_CLASS else ("terminal", "command")
        protected = default_protected_paths(str(profile.hermes_home), str(server["qln"] / "active"),
                                            extra=(str(server["qln"]), str(server["kernel"])))
        return evaluate_tool_call(tool_name=tool, args={key: text}, cwd=str(workspace or profile.workspace),
                                  hermes_home=str(profile.hermes_home), home=str(profile.home),
                                  ruleset=ruleset, protected_paths=protected,
                                  workspace=str(workspace or profile.workspace),
                                  history=[("terminal", {"command": sub(h)}) for h in history])

    return run


@pytest.mark.parametrize(("name", "command"), _cases("dangerous"))
def test_dangerous_command_is_blocked(judge, name: str, command: str) -> None:
    result = judge(name, command)
    assert result.block and result.verdict == "ESCALATE", f"[{name}] not blocked: {command!r}"
    assert result.rule_id and result.reason  # the ADVISE says why


@pytest.mark.parametrize(("name", "command"), _cases("benign"))
def test_benign_lookalike_is_not_blocked(judge, name: str, command: str) -> None:
    result = judge(name, command)
    assert not result.block, f"[{name}] false block: {command!r} → {result.reason}"


def _sequences(kind: str) -> list[tuple[str, list[str], str]]:
    return [(name, earlier, command) for name, group in SEQUENCES.items() for earlier, command in group[kind]]


@pytest.mark.parametrize(("name", "earlier", "command"), _sequences("dangerous"))
def test_second_call_of_a_two_call_attack_is_blocked(judge, name: str, earlier: list[str], command: str) -> None:
    result = judge(name, command, history=earlier)
    assert result.block and result.verdict == "ESCALATE", f"[{name}] not blocked after {earlier!r}: {command!r}"
    assert result.rule_id and result.reason


@pytest.mark.parametrize(("name", "earlier", "command"), _sequences("benign"))
def test_benign_second_call_is_not_blocked(judge, name: str, earlier: list[str], command: str) -> None:
    result = judge(name, command, history=earlier)
    assert not result.block, f"[{name}] false block after {earlier!r}: {command!r} → {result.reason}"


@pytest.mark.parametrize("workspace_of", ["root", "home"])
def test_a_broad_workspace_does_not_contain_recursive_deletes(judge, profile, workspace_of: str) -> None:
    workspace = Path("/") if workspace_of == "root" else profile.home
    for command in BROAD_WORKSPACE["dangerous"]:
        assert judge("broad", command, workspace=workspace).block, command
    for command in BROAD_WORKSPACE["benign"]:
        assert not judge("broad", command, workspace=workspace).block, command


def test_corpus_counts(judge, capsys) -> None:
    rows, total_dangerous, total_benign = [], 0, 0
    for name, group in CORPUS.items():
        blocked = sum(judge(name, c).block for c in group["dangerous"])
        false_blocks = sum(judge(name, c).block for c in group["benign"])
        rows.append(f"{name:40} blocked {blocked:3}/{len(group['dangerous']):3}   "
                    f"false blocks {false_blocks:2}/{len(group['benign']):2}")
        total_dangerous += len(group["dangerous"])
        total_benign += len(group["benign"])
    for name, sequences in SEQUENCES.items():
        blocked = sum(judge(name, c, history=h).block for h, c in sequences["dangerous"])
        false_blocks = sum(judge(name, c, history=h).block for h, c in sequences["benign"])
        rows.append(f"{name:40} blocked {blocked:3}/{len(sequences['dangerous']):3}   "
                    f"false blocks {false_blocks:2}/{len(sequences['benign']):2}")
    with capsys.disabled():
        print("\n" + "\n".join(rows))
    assert total_dangerous >= 200 and total_benign >= 100
