"""OpenAPI generation for the agent API (R-O-2), via DRF's own generator.

Views follow STYLE §11 (one APIView per operation with a nested
InputSerializer); this schema reads the request body from that serializer and
names operations after the view class, so no extra dependency is needed.
"""
from __future__ import annotations

from typing import Any

from rest_framework.schemas.openapi import AutoSchema, SchemaGenerator


class AgentApiSchema(AutoSchema):
    def _qualified_name(self) -> str:
        """App label + view class, so two apps' `OutputCreateApi` stay distinct."""
        app = type(self.view).__module__.split(".")[0].capitalize()
        return app + type(self.view).__name__.removesuffix("Api").removesuffix("View")

    def get_operation_id(self, path: str, method: str) -> str:
        return method.lower() + self._qualified_name()

    def get_description(self, path: str, method: str) -> str:
        handler = getattr(self.view, method.lower(), None)
        doc = (handler.__doc__ if handler is not None else None) or type(self.view).__doc__ or ""
        return doc.strip().splitlines()[0] if doc.strip() else ""

    def get_request_serializer(self, path: str, method: str) -> Any:
        serializer_class = getattr(self.view, "InputSerializer", None)
        return serializer_class() if serializer_class is not None and method in {"POST", "PUT", "PATCH"} else None

    def get_response_serializer(self, path: str, method: str) -> Any:
        serializer_class = getattr(self.view, "OutputSerializer", None)
        return serializer_class() if serializer_class is not None else None

    def get_component_name(self, serializer: Any) -> str:
        return self._qualified_name() + type(serializer).__name__.removesuffix("Serializer")


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
