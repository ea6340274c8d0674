"""The plugin reuses one persistent HTTP connection (R-H-1)."""

from __future__ import annotations

import threading

from hermes_plugin import hooks
from hermes_plugin.client import QlnClient, Settings

from .fake_qlnweb import FakeQlnweb


def test_many_hook_calls_share_one_tcp_connection(plugin_env: FakeQlnweb) -> None:
    for index in range(20):
        hooks.pre_tool_call(tool_name="terminal", args={"command": f"echo {index}"}, session_id="s1")
        hooks.post_tool_call(tool_name="terminal", session_id="s1", status="ok", duration_ms=1)
    assert len(plugin_env.state.requests) == 40
    assert plugin_env.state.connections == 1


def test_a_connection_closed_by_the_server_is_replaced_transparently(fake_qlnweb: FakeQlnweb) -> None:
    client = QlnClient(Settings(url=fake_qlnweb.url, token=fake_qlnweb.state.token))
    client.get("/api/v1/context", {"session_id": "s"})
    for conn in client._idle:  # simulate the server's idle timeout closing the socket
        assert conn.sock is not None
        conn.sock.shutdown(2)
    assert client.get("/api/v1/context", {"session_id": "s"}) == {"context": ""}
    assert fake_qlnweb.state.connections == 2


def test_parallel_callers_never_share_a_connection_mid_request(fake_qlnweb: FakeQlnweb) -> None:
    client = QlnClient(Settings(url=fake_qlnweb.url, token=fake_qlnweb.state.token))
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            for _ in range(10):
                assert client.post("/api/v1/verdicts", {"tool_name": "x", "args": {}})["verdict"] == "SILENT"
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert fake_qlnweb.state.connections <= 4
