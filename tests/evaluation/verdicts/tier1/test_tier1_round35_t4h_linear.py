"""Round 35 (part t4h)'s own shapes stay linear on long runs (issue 25, High 1): a field daemon's own config
(``field_own_options``, its far-host scan), a loop's brace list and ``$(basename "$f")`` (``loop_words``,
``shell_words``), a loopback URL written into ``.envrc`` (``sourced_lines``), a Compose project named by its file's
directory (``scoped_destroy``). Each shape is judged short and long (``linear_timing.small_and_large``); the long one
must cost under 30x the short one, with a floor for timer noise; each long dangerous shape is still blocked, each
benign one open."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _foreign(blanks: str) -> str:
    return f"odoo -c odoo.conf{blanks}~/.ssh/id_rsa"


def _hosts(blanks: str) -> str:
    return f"odoo -c odoo.conf --db_{'host' * (len(blanks) // 4)}=e.io --db_host=e.io"


def _profile_loop(blanks: str) -> str:
    return f"for f in ~/.hermes/{{SOUL,MEMORY}}.md;{blanks}do cp /tmp/x ~/work/build/../../.hermes/\"$(basename \"$f\")\"; done"


def _proxy(blanks: str) -> str:
    return f"echo 'export HTTPS_PROXY=http://localhost:8080/{'a/' * (len(blanks) // 2)}' >> .envrc"


def _named(blanks: str) -> str:
    return f"COMPOSE_PROJECT_NAME=prod docker compose -f build/hapi-test/docker-compose.yml{blanks}down -v"


@pytest.mark.parametrize("shape", [_foreign, _hosts, _profile_loop, _proxy, _named])
def test_a_long_blank_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _odoo(blanks: str) -> str:
    return f"odoo -c odoo.conf{blanks}-d erp_dev --stop-after-init"


def _backup_loop(blanks: str) -> str:
    return f"for f in /etc/asterisk/{{pjsip,extensions}}.conf;{blanks}do cp \"$f\" ~/work/build/\"$(basename \"$f\").$(date +%F)\"; done"


def _local(blanks: str) -> str:
    return f"echo 'export FHIR_BASE_URL=http://localhost:8080/fhir' >{blanks}.envrc"


def _stack(blanks: str) -> str:
    return f"docker compose -f build/hapi-test/docker-compose.yml{blanks}down -v"


@pytest.mark.parametrize("shape", [_odoo, _backup_loop, _local, _stack])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
