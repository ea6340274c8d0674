"""Benchmark of the register channel (Tier 1.5; SPEC §3 R-R-*, §9).

Run from the project root: ``.venv/bin/python bench/bench_register.py``.
Offline, no Django. Prints, for 150-word outputs:

* per-output metric time (median), with and without language detection;
* the language backend's first-call cost (model load, in this fresh process) and the
  steady per-call cost (our sentence-weighted wrapper and a single detect);
* language accuracy on a built-in set of 5-word sentences (5 languages);
* window-assessment time (10 stored metric dicts → verdict), the verdict-path
  part of Tier 1.5 (budget < 200 ms);
* ``register.services.register_assess`` end to end from a throw-away SQLite
  database (1 indexed query once the baselines are parsed + the window math, 10 stored outputs) and
  ``output_ingest`` (metrics incl. language + one insert) — Django is set up
  after the offline part, with ``QLN_HOME`` in a temporary directory;

each as a ratio against a floor measured in the same run: ``str.split`` over
the same 150-word text.
"""
from __future__ import annotations

import atexit
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from register import language as lang_module  # noqa: E402
from register.baseline import calibrate_from_metrics  # noqa: E402
from register.language import detect_language  # noqa: E402
from register.metrics import compute_metrics  # noqa: E402
from register.window import assess_window  # noqa: E402

WORDS = ("the service restarts after the migration and every health check passes before "
         "traffic returns to the primary region while the queue drains slowly").split()

# Five-word sentences, 6 per language (30 in all); label = langdetect code.
SENTENCES: list[tuple[str, str]] = [
    ("The server restarted without errors", "en"), ("Please check the deployment logs", "en"),
    ("We should review this design", "en"), ("The tests passed this morning", "en"),
    ("Her answer was very clear", "en"), ("Nobody read the long report", "en"),
    ("Le serveur a redémarré correctement", "fr"), ("Vérifiez les journaux du déploiement", "fr"),
    ("Nous devons revoir cette conception", "fr"), ("Les tests ont réussi ce matin", "fr"),
    ("Sa réponse était très claire", "fr"), ("Personne n'a lu le rapport", "fr"),
    ("Der Server wurde fehlerfrei neugestartet", "de"), ("Bitte prüfe die Protokolle jetzt", "de"),
    ("Wir sollten diesen Entwurf überprüfen", "de"), ("Die Tests liefen heute Morgen", "de"),
    ("Ihre Antwort war sehr klar", "de"), ("Niemand hat den Bericht gelesen", "de"),
    ("El servidor se reinició bien", "es"), ("Revisa los registros del despliegue", "es"),
    ("Debemos revisar este diseño pronto", "es"), ("Las pruebas pasaron esta mañana", "es"),
    ("Su respuesta fue muy clara", "es"), ("Nadie leyó el informe largo", "es"),
    ("Il server è ripartito correttamente", "it"), ("Controlla i log del rilascio", "it"),
    ("Dobbiamo rivedere questo progetto presto", "it"), ("I test sono passati stamattina", "it"),
    ("La sua risposta era chiarissima", "it"), ("Nessuno ha letto il rapporto", "it"),
]


def text_of(words: int, variant: int) -> str:
    """A deterministic ``words``-word output: prose, then bullets, some code."""
    tokens = [WORDS[(i * 7 + variant) % len(WORDS)] for i in range(words)]
    sentences = [" ".join(tokens[i:i + 12]).capitalize() + "." for i in range(0, words, 12)]
    half = len(sentences) // 2
    bullets = "\n".join(f"- {s}" for s in sentences[half:half + 3])
    return (" ".join(sentences[:half]) + "\n\n" + bullets + "\n\nRun `make deploy` next. 🦾\n\n"
            + " ".join(sentences[half + 3:]))


def median_ns(func: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        func()
        samples.append(time.perf_counter_ns() - start)
    return statistics.median(samples)


def bench_database(texts: list[str]) -> list[tuple[str, float]]:
    """Median ``output_ingest`` and ``register_assess`` times on a fresh SQLite database."""
    home = tempfile.mkdtemp(prefix="qln-bench-")
    atexit.register(shutil.rmtree, home, ignore_errors=True)
    os.environ["QLN_HOME"] = home
    os.environ.pop("DATABASE_URL", None)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "qlnweb.settings")
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from cycles.models import Agent
    from register.services import baseline_calibrate, output_ingest, register_assess

    agent = Agent(name="bench", model_name="bench")
    agent.issue_token()
    agent.save()
    outputs = [(t, "execution") for t in texts * 3][:50] + [(t, "analysis") for t in texts * 2][:30]
    baseline_calibrate(agent=agent, samples=outputs, provisional=False, model_name="bench", anchor_glyph="🦾")
    counter = iter(range(10**9))

    def ingest() -> None:
        output_ingest(agent=agent, session_id="s", turn_id=str(next(counter)), text=texts[0],
                      mode_hint="execution")

    for _ in range(10):
        ingest()
    return [("output_ingest (metrics+language+insert)", median_ns(ingest, 50)),
            ("register_assess from DB (10 outputs)",
             median_ns(lambda: register_assess(agent=agent, session_id="s"), 300))]


def main() -> None:
    texts = [text_of(150, v) for v in range(20)]
    sample = texts[0]
    assert lang_module._factory is None, "profiles must not be loaded before the first call"
    start = time.perf_counter()
    detect_language(sample)
    first_call_ms = (time.perf_counter() - start) * 1000

    floor = median_ns(lambda: sample.split(), 2000)
    rows: list[tuple[str, float]] = []
    rows.append(("metrics, no language (150 words)",
                 median_ns(lambda: compute_metrics(sample, anchor_glyph="🦾", detect_lang=False), 300)))
    rows.append(("metrics incl. language (150 words)",
                 median_ns(lambda: compute_metrics(sample, anchor_glyph="🦾"), 300)))
    rows.append(("detect_language wrapper (150 words)", median_ns(lambda: detect_language(sample), 300)))
    rows.append((f"single {lang_module.backend()} call (150 words)",
                 median_ns(lambda: lang_module._detect_one(sample), 300)))

    stored = [compute_metrics(t, anchor_glyph="🦾").to_dict() for t in texts]
    samples = [(m, "execution") for m in stored[:10]] + [(m, "analysis") for m in stored[10:]]
    baselines = calibrate_from_metrics(samples, agent="bench", anchor_glyph="🦾",
                                       model_name="bench", provisional=True)
    window = stored[:10]
    rows.append(("window assessment (10 stored outputs)",
                 median_ns(lambda: assess_window(window, baselines=baselines,
                                                 expected_mode="execution"), 500)))

    rows.extend(bench_database(texts))

    right = sum(detect_language(s).primary == code for s, code in SENTENCES)
    wrong = [(s, code, detect_language(s).primary) for s, code in SENTENCES
             if detect_language(s).primary != code]

    print(f"floor: str.split over the same 150-word text: {floor / 1000:.2f} µs (median)")
    print(f"language backend: {lang_module.backend()}")
    print(f"{lang_module.backend()} first call (model load + detect): {first_call_ms:.1f} ms")
    for label, ns in rows:
        print(f"{label:<42} {ns / 1e6:8.3f} ms   ×{ns / floor:,.0f} floor")
    print(f"language accuracy, 5-word sentences: {right}/{len(SENTENCES)} "
          f"({len({c for _, c in SENTENCES})} languages)")
    for sentence, expected, got in wrong:
        print(f"  miss: {sentence!r} expected {expected}, got {got}")


if __name__ == "__main__":
    main()
