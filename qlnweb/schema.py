"""OpenAPI generation for the agent API (R-O-2), via DRF's own generator."""
from __future__ import annotations

from rest_framework.schemas.openapi import SchemaGenerator


def schema_generator_class() -> type[SchemaGenerator]:
    class AgentApiSchemaGenerator(SchemaGenerator):
        def get_schema(self, request=None, public=False):  # type: ignore[no-untyped-def]
            schema = super().get_schema(request=request, public=True)
            schema.setdefault("components", {})["securitySchemes"] = {
                "agentToken": {"type": "http", "scheme": "bearer", "description": "Token from manage.py create_agent"}
            }
            schema["security"] = [{"agentToken": []}]
            return schema

    return AgentApiSchemaGenerator
