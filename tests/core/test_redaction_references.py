"""What the stored copy of a call keeps (issue 25, round 47): references and places are not secrets; replayable calls
are kept long enough for Tier 1 to replay them as history."""
from __future__ import annotations

import pytest

from core.redaction import (
    MAX_STRING,
    REDACTED,
    REPLAY_MAX_STRING,
    REPLAY_MAX_TOTAL,
    redact_args,
    redact_text,
    was_cut,
)


@pytest.mark.parametrize("text", [
    'curl -H "Authorization: Bearer $CS_TOKEN" https://ns.corp.internal/keys',
    'curl -H "Authorization: ${AUTH_HEADER}" https://ns.corp.internal/keys',
    "curl -H 'authorization: token $(gh auth token)' https://api.github.com/user",
    "vault login --token $VAULT_TOKEN",
    'vault login --token="$VAULT_TOKEN"',
    "OPENAI_API_KEY=$OPENAI_API_KEY python3 run.py",
    'export DB_PASSWORD="$(vault kv get -field=pw secret/db)"',
    "vault_password_file = ./vault.txt",
    "ANSIBLE_VAULT_PASSWORD_FILE=~/.vault_pass ansible-playbook site.yml",
    "TOKEN_PATH=/etc/app/token",
    "SECRETS_DIR: /run/secrets",
])
def test_a_reference_or_a_place_is_kept_as_written(text: str) -> None:
    assert redact_text(text) == text


@pytest.mark.parametrize(("text", "gone"), [
    ('curl -H "Authorization: Bearer abcDEF0123456789" https://x', "abcDEF0123456789"),
    ("curl -H 'Authorization: Basic dXNlcjpwYXNzd29yZA==' https://x", "dXNlcjpwYXNzd29yZA=="),
    ("vault login --token s.Q1w2E3r4T5y6", "s.Q1w2E3r4T5y6"),
    ("DB_PASSWORD=hunter2 ./migrate", "hunter2"),
    ("password_file_contents=hunter2", "hunter2"),  # only a name that ENDS in FILE/PATH/DIR holds a place
    ('API_KEY="s3cr3t$value"', "s3cr3t"),  # a literal that merely contains a dollar sign is still a value
])
def test_a_literal_secret_is_still_redacted(text: str, gone: str) -> None:
    redacted = redact_text(text)
    assert gone not in redacted and REDACTED in redacted


def test_a_replayable_call_keeps_long_strings_and_marks_a_cut() -> None:
    content = "x" * 20_000
    assert redact_args({"content": content})["content"] != content  # a stored event of another tool: 2,000
    assert redact_args({"content": content}, replayable=True)["content"] == content
    longer = "y" * (REPLAY_MAX_STRING + 5)
    kept = redact_args({"content": longer}, replayable=True)["content"]
    assert kept == "y" * REPLAY_MAX_STRING + "…[+5 chars]" and was_cut(kept)
    assert was_cut(redact_args({"content": "z" * (MAX_STRING + 1)})["content"])


@pytest.mark.parametrize("text", ["", "abc", "ends with …[+5 chars] but more", "…[+x chars]", "[+5 chars]"])
def test_an_uncut_string_is_not_read_as_cut(text: str) -> None:
    assert not was_cut(text)


def test_a_replayable_document_has_its_own_total_cap() -> None:
    many = {f"k{i}": "v" * 1000 for i in range(100)}  # 100 kB of JSON: past the replay cap too
    assert redact_args(many, replayable=True)["_truncated"] is True
    assert len(redact_args(many, replayable=True)["_preview"]) == REPLAY_MAX_TOTAL
