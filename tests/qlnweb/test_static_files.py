"""Static files are served by WhiteNoise through the same middleware chain as every page."""
from __future__ import annotations

from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client, override_settings

FILES = sorted(p.relative_to(Path(settings.BASE_DIR) / "static").as_posix()
               for p in (Path(settings.BASE_DIR) / "static").rglob("*") if p.is_file())


def _get(path: str, *, on_request: bool) -> tuple[int, dict[str, str], bytes]:
    with override_settings(WHITENOISE_AUTOREFRESH=on_request):
        response = Client().get(f"{settings.STATIC_URL}{path}")  # a new client: a new middleware chain
        body = b"".join(response.streaming_content) if response.streaming else response.content
    headers = {k: v for k, v in response.headers.items() if k in {"Content-Type", "Cache-Control", "Content-Length",
                                                                   "Access-Control-Allow-Origin", "Vary"}}
    return response.status_code, headers, body


@pytest.mark.parametrize("path", FILES)
def test_each_static_file_is_served_the_same_indexed_at_start_or_found_on_request(path):
    indexed = _get(path, on_request=False)  # production: files indexed when the chain is built
    found = _get(path, on_request=True)  # the suite's setting (tests/conftest.py)
    assert indexed[0] == 200 and indexed[2] == (Path(settings.BASE_DIR) / "static" / path).read_bytes()
    assert found == indexed


def test_a_missing_static_file_is_404_either_way():
    assert _get("qlnweb/missing.css", on_request=False)[0] == 404
    assert _get("qlnweb/missing.css", on_request=True)[0] == 404
