"""The plugin against the real server: a client that records what it sends, and the served OpenAPI schema
that every request body must satisfy (issue 23 §2).

The schema is the one qlnweb serves at ``/api/schema/``. Request bodies are
closed on the server (unknown fields answer 400 UNKNOWN_FIELDS), so an object
with ``properties`` is checked here with ``additionalProperties: false``;
OpenAPI 3.0's ``nullable`` becomes a JSON Schema ``null`` type.
"""
from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

import jsonschema

from hermes_plugin.client import QlnClient


class RecordingClient(QlnClient):
    """The plugin's own client, unchanged, that also keeps every (method, path, body) it sent."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.sent: list[tuple[str, str, Any]] = []

    def request(self, method: str, path: str, body: dict[str, Any] | None = None) -> tuple[int, Any]:
        self.sent.append((method, path.split("?", 1)[0], body))
        return super().request(method, path, body)


def served_schema(base_url: str) -> dict[str, Any]:
    request = urllib.request.Request(f"{base_url}/api/schema/", headers={"Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def _closed(schema: Any, components: dict[str, Any]) -> Any:
    """Resolve $refs, make objects closed and `nullable` explicit."""
    if isinstance(schema, list):
        return [_closed(item, components) for item in schema]
    if not isinstance(schema, dict):
        return schema
    if "$ref" in schema:
        return _closed(components[schema["$ref"].rsplit("/", 1)[1]], components)
    out = {key: _closed(value, components) for key, value in schema.items() if key != "nullable"}
    if schema.get("nullable") and "type" in out:
        out["type"] = [out["type"], "null"]
        if "enum" in out:
            out["enum"] = [*out["enum"], None]
    if out.get("type") == "object" and "properties" in out:
        out.setdefault("additionalProperties", False)
    return out


def operation(schema: dict[str, Any], method: str, path: str) -> tuple[str, dict[str, Any]]:
    """The schema's path template matching a concrete path, and its operation for `method`."""
    for template, operations in schema["paths"].items():
        pattern = "^" + re.sub(r"\\\{[^}]+\\\}", r"[^/]+", re.escape(template)) + "$"
        if re.match(pattern, path) and method.lower() in operations:
            return template, operations[method.lower()]
    raise AssertionError(f"{method} {path} is not an operation of the served schema")


def check_request(schema: dict[str, Any], method: str, path: str, body: Any) -> str:
    """Assert that `body` is what the schema's operation accepts; return the operation's id."""
    template, op = operation(schema, method, path)
    if body is None:
        return op["operationId"]
    content = op.get("requestBody", {}).get("content", {})
    assert "application/json" in content, f"{method} {template} declares no JSON body, yet one was sent"
    body_schema = _closed(content["application/json"]["schema"], schema.get("components", {}).get("schemas", {}))
    jsonschema.validate(body, body_schema)
    return op["operationId"]
