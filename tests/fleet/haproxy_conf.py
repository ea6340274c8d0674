"""The HAProxy configuration of the multi-node test: deploy/haproxy.cfg's backend, without TLS.

Same balancing, health check, retry and redispatch lines as the production file
(docs/deployment.md), so the test exercises what is deployed; only the frontend
binds plain HTTP on a free loopback port and the intervals are shorter.
"""
from __future__ import annotations

BACKEND_OPTIONS = """\
    balance roundrobin
    option httpchk
    http-check send meth GET uri /accounts/login/ ver HTTP/1.1 hdr Host {host}
    http-check expect status 200
    # A verdict whose node dies before answering is sent again to the other node:
    # refused connections and closed-before-any-byte answers, never a partial one.
    option http-buffer-request
    retry-on conn-failure empty-response response-timeout
    retries 3
    option redispatch 1
"""


def haproxy_config(listen_port: int, nodes: list[int], *, check_inter_ms: int = 500, host: str = "127.0.0.1") -> str:
    servers = "".join(f"    server web{i} 127.0.0.1:{port} check inter {check_inter_ms} fall 2 rise 2\n"
                      for i, port in enumerate(nodes, start=1))
    return f"""global
    maxconn 2000
    log stdout format raw local0 info

defaults
    mode http
    log global
    option httplog
    option dontlog-normal  # what is logged: errors, retries, redispatches (counted by the test)
    option http-keep-alive
    timeout connect 1s
    timeout client 30s
    timeout server 30s
    timeout http-keep-alive 10s
    timeout http-request 10s
    timeout check 3s

frontend qlnweb
    bind 127.0.0.1:{listen_port}
    default_backend web_nodes

backend web_nodes
{BACKEND_OPTIONS.format(host=host)}{servers}"""
