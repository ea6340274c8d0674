"""`manage.py run_stack` says where to open the site (localhost: passkeys are bound to a host name) and, when
QLN_UNSIGNED_ACTS is on, warns loudly at start (issue 24 §2). It says "up" only once the server answers (issue 27
item 8): here the children exit at once, so it names the URL it waited for and says it never answered."""
from __future__ import annotations

import re
from io import StringIO
from typing import Any

import pytest
from django.core.management import call_command

from qlnweb.management.commands import run_stack

pytestmark = pytest.mark.django_db


class _Exited:
    """A child process that has already ended (the stack stops at once)."""

    pid = 0

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def poll(self) -> int:
        return 0

    def wait(self, timeout: float | None = None) -> int:
        return 0


def _start(monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    monkeypatch.setattr(run_stack.subprocess, "Popen", _Exited)
    monkeypatch.setattr(run_stack, "_signal_group", lambda process, signum: None)
    monkeypatch.setattr(run_stack.signal, "signal", lambda signum, handler: None)
    out, err = StringIO(), StringIO()
    with pytest.raises(SystemExit):
        call_command("run_stack", "--addr", "127.0.0.1:0", stdout=out, stderr=err)
    return out.getvalue(), err.getvalue()


def test_it_names_localhost_and_warns_when_unsigned_acts_are_on(monkeypatch, settings):
    settings.QLN_UNSIGNED_ACTS = True
    out, err = _start(monkeypatch)
    assert re.search(r"the web server did not answer at http://localhost:\d+ ", err) and "qlnweb is up" not in out
    assert "WARNING: QLN_UNSIGNED_ACTS is on" in err and "WITHOUT a passkey" in err


def test_it_says_nothing_about_signatures_by_default(monkeypatch, settings):
    settings.QLN_UNSIGNED_ACTS = False
    out, err = _start(monkeypatch)
    assert "did not answer at http://localhost:" in err and "UNSIGNED" not in err
