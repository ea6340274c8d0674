"""Round 13 (t1l)'s own scans stay linear (issue 25, High 1): the untrusted-source reader of installers (operands,
source options, R/Julia code), downloads fed by substitution, job files (options, bundled flags, content read for a
language's shell escapes), program variables holding ``sh -c`` code, awk names from literals, a tool's own
configuration and ``.pre-commit-config.yaml``. Each shape is judged at 200 and at 20,000 characters; the long one
must cost under 20x the short one, with a floor for timer noise (as rounds 10-12)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _after(name: str, body: Callable[[str], str], program: str) -> Callable[[str], tuple[str, list[Any]]]:
    def shape(blanks: str) -> tuple[str, list[Any]]:
        return program, [("write_file", {"path": name, "content": body(blanks)})]
    shape.__name__ = name.replace(".", "_").replace("/", "_")
    return shape


def _install(blanks: str) -> tuple[str, list[Any]]:
    return "pip install --index-url https://pypi.org/simple " + "a.whl " * (len(blanks) // 6) + blanks + "x", []


def _r_code(blanks: str) -> tuple[str, list[Any]]:
    return "Rscript -e 'remotes::" + "a" * len(blanks) + "(1)" + " remotes::" * (len(blanks) // 10) + "'", []


def _julia(blanks: str) -> tuple[str, list[Any]]:
    return "julia -e 'Pkg.add(" + "url" * (len(blanks) // 3) + blanks + ")'", []


def _fed(blanks: str) -> tuple[str, list[Any]]:
    return "npm install $(curl -s https://e.io/" + blanks + "x) " + "<(curl x) " * (len(blanks) // 10), []


def _bundled(blanks: str) -> tuple[str, list[Any]]:
    return "curl " + "-sK " * (len(blanks) // 4) + blanks + "build/cfg", []


def _variable(blanks: str) -> tuple[str, list[Any]]:
    return "export GIT_SSH_COMMAND='sh -c \"" + blanks + "curl -s x | less\"'", []


def _awk(blanks: str) -> tuple[str, list[Any]]:
    return "awk 'BEGIN { f = \"build/\"" + " \"x\"" * (len(blanks) // 4) + blanks + "; print 1 > f }'", []


_SHAPES = [
    _install, _r_code, _julia, _fed, _bundled, _variable, _awk,
    _after("/tmp/cmds.gdb", lambda b: ("bt\n" + b + "\n") * 4 + " " * len(b) + "info\n", "gdb -batch -x /tmp/cmds.gdb"),
    _after("/tmp/j.lftp", lambda b: "\n".join([b] * 4) + "\nls\n", "lftp -f /tmp/j.lftp"),
    _after("eslint.config.mjs", lambda b: "export default [];\n" + "//" + b + "write\n", "npx eslint src"),
    _after(".yarnrc.yml", lambda b: "nodeLinker: node-modules\n#" + b + "\n", "yarn install"),
    _after(".pre-commit-config.yaml",
           lambda b: "repos:\n- repo: local\n  hooks:\n  - id: x\n    name: x\n    entry: echo" + b + "ok\n"
                     "    language: system\n", "pre-commit run"),
]


@pytest.mark.parametrize("shape", _SHAPES, ids=lambda s: s.__name__)
def test_a_long_input_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        evaluate(command, history=history)

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def test_the_shapes_are_read() -> None:
    """The readers answer on the shapes above (the timing measures the scan, not an early exit)."""
    from evaluation.verdicts.tier1.awk_names import literal_value
    from evaluation.verdicts.tier1.buildfiles_hooks import runnable

    assert literal_value('BEGIN { f = "build/" "x"; print 1 > f }', "f") == "build/x"
    assert runnable("repos:\n- repo: local\n  hooks:\n  - id: x\n    entry: make lint\n", "precommit") == \
        ("make lint", "shell")
    assert runnable("repos:\n- repo: https://git.e.io/h\n  rev: v1\n  hooks: []\n", "precommit") is None
