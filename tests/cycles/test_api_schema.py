"""R-O-2, R-C-7: the OpenAPI schema and the browsable page; honest classification."""
from __future__ import annotations

import json

from cycles.models import Cycle


def test_the_openapi_schema_lists_the_agent_operations(client, db):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")
    assert response.status_code == 200
    schema = json.loads(response.content)
    assert schema["openapi"].startswith("3.")
    assert "/api/v1/cycles" in schema["paths"]
    outputs = schema["paths"]["/api/v1/cycles/{cycle_id}/outputs"]["post"]
    body = schema["components"]["schemas"][outputs["requestBody"]["content"]["application/json"]["schema"]["$ref"].split("/")[-1]]
    assert set(body["properties"]) >= {"phase", "text", "evidence", "reopen"}
    assert schema["components"]["securitySchemes"]["agentToken"]["scheme"] == "bearer"
    assert not any("{var}" in path or "attest" in path for path in schema["paths"])


def test_a_client_asking_for_json_gets_the_json_schema(client, db):
    response = client.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    schema = json.loads(response.content)
    assert schema["openapi"].startswith("3.")
    assert "/api/v1/cycles" in schema["paths"]
    assert schema == json.loads(client.get("/api/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json").content)


def test_the_schema_defaults_to_yaml_and_refuses_what_it_cannot_render(client, db):
    default = client.get("/api/schema/")
    assert default.status_code == 200
    assert default["Content-Type"].startswith("application/vnd.oai.openapi")
    assert default.content.startswith(b"openapi:")
    assert client.get("/api/schema/", HTTP_ACCEPT="text/csv").status_code == 406


def test_the_browsable_page_loads(operator_client):
    response = operator_client.get("/api/docs/")
    assert response.status_code == 200
    assert b"/api/schema/" in response.content


def test_constitutional_evolution_is_refused(agent_client):
    response = agent_client.post(
        "/api/v1/cycles", {"title": "amend", "classification": "constitutional_evolution"}, format="json"
    )
    assert response.status_code == 400
    assert response.json()["error"] == "CONSTITUTIONAL_REFUSED"
    assert not Cycle.objects.exists()


def test_a_declared_classification_is_recorded(agent_client):
    response = agent_client.post("/api/v1/cycles", {"title": "t", "classification": "adaptation"}, format="json")
    assert response.json()["classification"] == "adaptation"
