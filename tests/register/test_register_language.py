"""Deterministic language detection and the >5 % outside-primary measure (R-R-7)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from register.language import (
    LanguageProfile,
    detect_language,
    detect_one,
    language_name,
    tokenize,
)

PROJECT_ROOT = Path(__file__).resolve().parents[2]

ENGLISH = ("The deployment finished and every health check passed on the first try. "
           "Restart the worker queue after the migration completes tonight.")
FRENCH = ("Le déploiement est terminé et tous les contrôles sont passés du premier coup. "
          "Redémarrez la file de travail après la migration de ce soir.")
# Short, ambiguous sentences: where an unseeded langdetect flips between runs.
AMBIGUOUS = ["ok la data", "Merci beaucoup team", "hola que tal amigo mio", "ja ja ja nee",
             ENGLISH + " " + FRENCH]


def test_it_names_the_primary_language():
    assert detect_language(ENGLISH).primary == "en"
    assert detect_language(FRENCH).primary == "fr"
    assert language_name("fr") == "French" and language_name("xx") == "xx"


def test_mixed_text_weights_sentences_by_token_count():
    profile = detect_language(ENGLISH + " " + FRENCH)
    en_tokens = len(tokenize(ENGLISH))
    fr_tokens = len(tokenize(FRENCH))
    assert profile.token_count == en_tokens + fr_tokens
    assert profile.share("fr") == pytest.approx(fr_tokens / (en_tokens + fr_tokens))
    assert profile.outside_share("en") == pytest.approx(profile.share("fr"))


def test_short_sentences_inherit_the_document_language():
    # "Merci." has 1 token (< 5): it is attributed to the document language.
    profile = detect_language(ENGLISH + " Merci.")
    assert profile.shares == (("en", 1.0),)


def test_text_without_letters_is_undetermined():
    assert detect_language("") == LanguageProfile(primary="und", shares=(), token_count=0)
    assert detect_language("1234 5678 !!!").outside_share() == 0.0


def test_digits_are_not_language_tokens():
    assert tokenize("run 2026 jobs x86") == ["run", "jobs", "x86"]


def test_detection_is_identical_across_processes():
    # Compare langdetect's raw probabilities too: unseeded, they differ run to run.
    script = ("import json; from register.language import detect_language, detect_one; "
              f"texts = {AMBIGUOUS!r}; "
              "print(json.dumps([list(detect_language(t).__dict__.values()) + [detect_one(t)]"
              " for t in texts]))")
    outputs = []
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, env=env,
                              capture_output=True, text=True, timeout=120, check=True)
        outputs.append(json.loads(done.stdout))
    assert outputs[0] == outputs[1]
    here = [json.loads(json.dumps(list(detect_language(t).__dict__.values()) + [detect_one(t)]))
            for t in AMBIGUOUS]
    assert here == outputs[0]
