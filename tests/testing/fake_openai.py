"""The tests' name for the scripted OpenAI-compatible server, which now lives in the product.

The server moved to :mod:`qlnweb.scripted_openai` (issue 27): ``make run`` serves the demo's
evaluation model with it when no ``QLN_MODEL_BASE_URL`` is set. The tests keep importing it
from here; ``python -m tests.testing.fake_openai`` still serves a script file.
"""
from __future__ import annotations

from qlnweb.scripted_openai import (  # noqa: F401  (re-exported)
    FakeOpenAI,
    RecordedRequest,
    Reply,
    Responder,
    Script,
    ToolCall,
    _coerce,
    _Handler,
    as_responder,
    by_system_prompt,
    load_script,
    main,
    system_prompt_of,
)

__all__ = ["FakeOpenAI", "RecordedRequest", "Reply", "ToolCall", "as_responder", "by_system_prompt", "load_script"]

if __name__ == "__main__":
    raise SystemExit(main())
