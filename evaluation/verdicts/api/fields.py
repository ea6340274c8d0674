"""Strict serializer fields for the agent API (R-O-5: wrong types are 400, never coerced).

DRF's ``CharField`` turns ``123`` into ``"123"`` and ``IntegerField``
accepts ``"12"``; a closed schema must refuse both.
"""
from __future__ import annotations

from typing import Any

from rest_framework import serializers


class StrictCharField(serializers.CharField):
    """A JSON string only."""

    def to_internal_value(self, data: Any) -> str:
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class StrictIntegerField(serializers.IntegerField):
    """A JSON integer only (not a bool, not a numeric string)."""

    def to_internal_value(self, data: Any) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            self.fail("invalid")
        return super().to_internal_value(data)


class JSONObjectField(serializers.Field):
    """A JSON object (dict), kept as is."""

    default_error_messages = {"invalid": "A JSON object is required."}
    openapi_schema = {"type": "object", "additionalProperties": True}  # read by qlnweb.schema

    def to_internal_value(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            self.fail("invalid")
        return data

    def to_representation(self, value: Any) -> Any:
        return value


class ScalarOrNullField(serializers.Field):
    """A string, number or null, rendered as a string (e.g. Hermes's ``error_type``)."""

    def __init__(self, *, max_length: int = 200, **kwargs: Any) -> None:
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("default", None)
        self.max_length = max_length
        super().__init__(**kwargs)

    def to_internal_value(self, data: Any) -> str:
        if isinstance(data, bool) or not isinstance(data, (str, int, float)):
            raise serializers.ValidationError("A string, number or null is required.")
        return str(data)[: self.max_length]

    def to_representation(self, value: Any) -> Any:
        return value


def id_field(*, required: bool = False, max_length: int = 200) -> StrictCharField:
    """A session/task/turn/tool-call id: a string, blank allowed unless required."""
    if required:
        return StrictCharField(max_length=max_length, allow_blank=False, trim_whitespace=False)
    return StrictCharField(max_length=max_length, required=False, allow_blank=True, allow_null=True, default="",
                           trim_whitespace=False)
