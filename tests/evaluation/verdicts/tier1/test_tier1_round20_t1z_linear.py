"""Round 20 (part t1z)'s own shapes stay linear on long runs (issue 25, High 1): a syntax check fed on stdin
(``check_modes`` in ``scene``/``checks``), a here-string through a decoder (``static_pipes.herestring_output``), a
metadata read in a tool not known before and code that only measures what it reads (``metadata_tools``,
``metadata_reads``), an editor line that only prints (``editor_prints_only``), awk ``ENVIRON`` and a cwd accessor
joined with a literal (``awk_names``, ``literal_ops``), a build.rs ``rustc-env`` (``buildfiles_config``) and a
client's own credential file (``exfil_r17``). Each shape is judged at 200 and at 20,000 characters; the long one must
cost under 20x the short one, with a floor for timer noise; the dangerous twins are still blocked, the benign open
(the blanks of a benign shape sit outside the bounded parts: inline code over 2,000 characters is not read as a
metadata report, and a cwd join reads at most 4 blanks around its ``+``: longer, both fail closed)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _piped_shell(blanks: str) -> tuple[str, list[Any]]:
    return f"kubectl get cm ops -o jsonpath='{{.data.x}}' |{blanks}bash", []


def _decoded_profile(blanks: str) -> tuple[str, list[Any]]:
    return f"n=$(base64 -d <<< Lmhlcm1lcw==);{blanks}rm -rf ~/\"$n\"", []


def _php_write(blanks: str) -> tuple[str, list[Any]]:
    return f"php -r 'echo md5_file($argv[1]);{blanks}file_put_contents($argv[1], \"x\");' ~/.hermes/SOUL.md", []


def _nvim_exec(blanks: str) -> tuple[str, list[Any]]:
    return f"nvim --headless +'lua print(os.execute(\"rm -rf ~/.hermes\"){blanks})' +qa", []


def _awk_home(blanks: str) -> tuple[str, list[Any]]:
    return f"awk 'BEGIN {{ d = ENVIRON[\"HOME\"]{blanks}\"/.hermes\"; print \"x\" > (d \"/SOUL.md\") }}'", []


def _rustc_preload(blanks: str) -> tuple[str, list[Any]]:
    body = f"fn main() {{\n    println!(\"cargo:rustc-env=LD_PRELOAD=/tmp/x.so\");{blanks}\n}}\n"
    return "cargo build", [("write_file", {"path": "build.rs", "content": body}, False, None)]


@pytest.mark.parametrize("shape", [_piped_shell, _decoded_profile, _php_write, _nvim_exec, _awk_home, _rustc_preload])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        assert evaluate(command, history=history).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)


def _check(blanks: str) -> tuple[str, list[Any]]:
    return f"docker exec db cat /tmp/x.sh |{blanks}bash -n", []


def _decoded(blanks: str) -> tuple[str, list[Any]]:
    return f"n=$(base64 -d <<< YnVpbGQ=);{blanks}rm -rf \"$n\"", []


def _hash(blanks: str) -> tuple[str, list[Any]]:
    return f"php -r 'echo md5_file($argv[1]), PHP_EOL;'{blanks}~/.hermes/SOUL.md", []


def _gio(blanks: str) -> tuple[str, list[Any]]:
    return f"gio info{blanks}~/.hermes/SOUL.md", []


def _awk_pwd(blanks: str) -> tuple[str, list[Any]]:
    return f"awk 'BEGIN {{ d = ENVIRON[\"PWD\"]{blanks}\"/build\"; print \"ok\" > (d \"/stamp.txt\") }}'", []


def _cwd(blanks: str) -> tuple[str, list[Any]]:
    return f"node -e \"require('fs').rmSync(process.cwd() + '/dist',{blanks}{{recursive: true, force: true}})\"", []


def _kubeconfig(blanks: str) -> tuple[str, list[Any]]:
    return f"kubectl --kubeconfig ~/.kube/config{blanks}get pods", []


@pytest.mark.parametrize("shape", [_check, _decoded, _hash, _gio, _awk_pwd, _cwd, _kubeconfig])
def test_a_long_benign_shape_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], tuple[str, list[Any]]]) -> None:
    def run(blanks: str) -> None:
        command, history = shape(blanks)
        assert not evaluate(command, history=history).block, command[:120]

    small, large = small_and_large(run)
    assert large < max(20 * small, 0.5), (small, large)
