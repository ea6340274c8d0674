"""OpenAPI generation for the agent API (R-O-2), via DRF's own generator.

Views follow docs/conventions.md §11 (one APIView per operation with a nested
InputSerializer); this schema reads the request body from that serializer and
names operations after the view class, so no extra dependency is needed.

* A view that accepts several closed body shapes lists them in
  ``InputSerializers`` (a tuple); the request body is then their ``oneOf``.
* A GET view's ``QuerySerializer`` declares its query parameters; a view that
  answers GET alone may use its ``InputSerializer`` for them.
"""
from __future__ import annotations

from typing import Any

from rest_framework.renderers import BaseRenderer, JSONOpenAPIRenderer, OpenAPIRenderer
from rest_framework.schemas.openapi import AutoSchema, SchemaGenerator


class AgentApiSchema(AutoSchema):
    def _qualified_name(self) -> str:
        """App label + view class, so two apps' `OutputCreateApi` stay distinct."""
        app = type(self.view).__module__.split(".")[0].capitalize()
        return app + type(self.view).__name__.removesuffix("Api").removesuffix("View")

    def map_field(self, field: Any) -> dict[str, Any]:
        """Custom fields may declare their own schema as `openapi_schema`."""
        declared = getattr(field, "openapi_schema", None)
        if declared is not None:
            return dict(declared)
        return super().map_field(field)

    def get_operation_id(self, path: str, method: str) -> str:
        return method.lower() + self._qualified_name()

    def get_description(self, path: str, method: str) -> str:
        handler = getattr(self.view, method.lower(), None)
        doc = (handler.__doc__ if handler is not None else None) or type(self.view).__doc__ or ""
        return doc.strip().splitlines()[0] if doc.strip() else ""

    def _input_serializers(self) -> list[Any]:
        classes = getattr(self.view, "InputSerializers", None)
        if classes is None:
            single = getattr(self.view, "InputSerializer", None)
            classes = (single,) if single is not None else ()
        return [serializer_class() for serializer_class in classes]

    def get_request_serializer(self, path: str, method: str) -> Any:
        if method not in {"POST", "PUT", "PATCH"}:
            return None
        found = self._input_serializers()
        return found[0] if len(found) == 1 else None

    def get_request_body(self, path: str, method: str) -> Any:
        found = self._input_serializers() if method in {"POST", "PUT", "PATCH"} else []
        if len(found) < 2:
            return super().get_request_body(path, method)
        self.request_media_types = self.map_parsers(path, method)
        schema = {"oneOf": [self.get_reference(serializer) for serializer in found]}
        return {"required": True, "content": {ct: {"schema": schema} for ct in self.request_media_types}}

    def get_components(self, path: str, method: str) -> dict[str, Any]:
        components = super().get_components(path, method)
        if method in {"POST", "PUT", "PATCH"}:
            for serializer in self._input_serializers():
                components.setdefault(self.get_component_name(serializer), self.map_serializer(serializer))
        return components

    def get_filter_parameters(self, path: str, method: str) -> list[dict[str, Any]]:
        """A GET view's InputSerializer fields as query parameters."""
        if method != "GET":
            return super().get_filter_parameters(path, method)
        query = getattr(self.view, "QuerySerializer", None)
        found = [query()] if query is not None else [] if hasattr(self.view, "post") else self._input_serializers()
        if not found:
            return super().get_filter_parameters(path, method)
        parameters = []
        for field in found[0].fields.values():
            schema = self.map_field(field)
            self.map_field_validators(field, schema)
            parameter: dict[str, Any] = {"name": field.field_name, "in": "query", "required": field.required,
                                         "schema": schema}
            if field.help_text:
                parameter["description"] = str(field.help_text)
            parameters.append(parameter)
        return parameters

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


class OpenAPIPlainJSONRenderer(JSONOpenAPIRenderer):
    """The JSON schema for a client that asks for plain `application/json` (not only the OpenAPI media type)."""

    media_type = "application/json"
    format = "json"


# YAML stays the default (first); JSON for either JSON media type.
SCHEMA_RENDERER_CLASSES: list[type[BaseRenderer]] = [OpenAPIRenderer, JSONOpenAPIRenderer, OpenAPIPlainJSONRenderer]
