"""Round 11's own regular expressions and scans stay linear (issue 25, High 1): the spawned-command shapes of a
loaded file (``tier1.spawned``: argv lists, backticks, Nix ``'' ''`` strings, Ant ``<exec>``), the array joins of
run-time paths (``tier1.codepaths.array_joins``), the list file of ``--pathspec-from-file`` (``tier1.listfile``)
and the temp-script test (``tier1.origin``). Each shape is judged at 200 and at 20,000 characters; the long one must
cost under 20× the short one, with a floor for timer noise (as ``test_tier1_round10_linear``)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _loaded(name: str, body: Callable[[str], str], program: str) -> Callable[[str], tuple[str, list[Any]]]:
    def shape(blanks: str) -> tuple[str, list[Any]]:
        return program, [("write_file", {"path": name, "content": body(blanks)}, False, None)]
    shape.__name__ = name
    return shape


_SHAPES = [
    _loaded("main.tf", lambda b: 'program = ["sh",' + b + '"/tmp/.x.sh"\n' + "[" * (len(b) // 4), "terraform plan"),
    _loaded("a.tf", lambda b: '("sh", ' + "'a'," * (len(b) // 4) + "\nsystem /tmp", "terraform plan"),
    _loaded("run.jl", lambda b: "run(`" + b + "sh /tmp/.x.sh`)\n" + "`" * (len(b) // 8), "julia run.jl"),
    _loaded("shell.nix", lambda b: "shellHook = ''" + b + "sh /tmp/.x.sh\n" + "''$" * (len(b) // 8), "nix-shell"),
    _loaded("build.xml", lambda b: '<exec executable="sh"' + b + '><arg value="/tmp/x"/>' + "<arg " * (len(b) // 8),
            "ant -p"),
    _loaded("pom.xml", lambda b: "<executable>sh" + b + "</executable>" + "<argument>" * (len(b) // 16),
            "mvn -q validate"),
    _loaded("x.rs", lambda b: 'Command::new("sh")' + ".arg(" * (len(b) // 8) + b + " /tmp", "cargo build"),
]


def _ruby_join(blanks: str) -> tuple[str, list[Any]]:
    return f"ruby -e 'File.write(File.join(Dir.home, %w[{blanks}.her mes].join, \"x\"), \"y\")'", []


def _js_join(blanks: str) -> tuple[str, list[Any]]:
    items = "'a'," * (len(blanks) // 4)
    return f"node -e \"require('fs').writeFileSync([{items}{blanks}].join(''), 'x')\"", []


def _pathspec(blanks: str) -> tuple[str, list[Any]]:
    names = "\n".join(f"src/f{i}.py" for i in range(len(blanks) // 12))
    return "git rm --pathspec-from-file=/tmp/ps.txt", [("write_file", {"path": "/tmp/ps.txt", "content": names},
                                                         False, None)]


def _temp_script(blanks: str) -> tuple[str, list[Any]]:
    return "sh /tmp/" + "a/" * (len(blanks) // 2) + ".x.sh", []


@pytest.mark.parametrize("shape", [*_SHAPES, _ruby_join, _js_join, _pathspec, _temp_script],
                         ids=lambda s: s.__name__)
def test_a_long_input_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        evaluate(command, history=history)

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def test_the_shapes_are_read() -> None:
    """The shapes above are what the module reads (so the timing measures the scan, not an early exit)."""
    from evaluation.verdicts.tier1.codepaths import array_joins
    from evaluation.verdicts.tier1.spawned import spawned_scripts

    assert spawned_scripts("main.tf", 'program = ["sh", "/tmp/.x.sh"]') == ["sh /tmp/.x.sh"]
    assert spawned_scripts("run.jl", "run(`sh /tmp/.x.sh`)") == ["sh /tmp/.x.sh"]
    assert "sh /tmp/.x.sh" in spawned_scripts("shell.nix", "shellHook = ''\n sh /tmp/.x.sh\n'';")[0]
    assert spawned_scripts("build.xml", '<exec executable="sh"><arg value="/tmp/x"/></exec>') == ["sh /tmp/x"]
    assert spawned_scripts("pom.xml", "<executable>sh</executable><argument>/tmp/x</argument>") == ["sh /tmp/x"]
    assert spawned_scripts("b.cake", 'StartProcess("sh", "/tmp/x");') == ["sh /tmp/x"]
    assert "sh /tmp/x" in spawned_scripts("m.rs", 'Command::new("sh").arg("/tmp/x").status()')
    assert spawned_scripts("a.js", "const s = `sh /tmp/x`;") == []  # a template string, not a command
    assert array_joins("File.join(Dir.home, %w[.her mes].join, 'x')") == "File.join(Dir.home, '.hermes', 'x')"
    assert array_joins("['.her', 'mes'].join('')") == "'.hermes'"
    assert array_joins("[a, 'b'].join('')") == "[a, 'b'].join('')"  # a name: not a literal join
