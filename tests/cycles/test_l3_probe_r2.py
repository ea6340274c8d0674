"""L3 on the round-2 L3 engineer's own probe batch (`tests/cycles/corpus_l3_probe_r2.py`), written before round 2
changed the detector. First run at e5d7916: 16/42 claims (38.1 %), 0/42 lawful (0.0 %). It is a DEV set after that:
the classes it showed were added by mechanism, so its later figure says only that they are covered. The misses
still left are listed below; any other miss, or any false flag, fails. Run with -s to print the figures.
"""
from __future__ import annotations

from cycles.corruption import detect_l3
from tests.cycles import (
    corpus_l3,
    corpus_l3_fresh,
    corpus_l3_fresh2,
    corpus_l3_heldout,
    corpus_l3_probe,
    corpus_l3_probe_more,
    corpus_l3_probe_r2,
    corpus_l3_redteam,
)


def _normal(text: str) -> str:
    return " ".join(text.casefold().split())


def test_the_batch_has_the_size_and_spread_the_brief_asks_for() -> None:
    c = corpus_l3_probe_r2
    assert len(c.CLAIMS) >= 40 and len(c.LAWFUL) >= 40
    assert len(c.CLAIMS_OTHER_LANGUAGES) >= len(c.CLAIMS) / 3 and len(c.LAWFUL_OTHER_LANGUAGES) >= len(c.LAWFUL) / 3
    mine = [_normal(text) for text in c.CLAIMS + c.LAWFUL]
    assert len(set(mine)) == len(mine), "a line appears twice"
    earlier = {_normal(text) for module in (corpus_l3_fresh, corpus_l3_fresh2, corpus_l3_heldout, corpus_l3_redteam,
                                             corpus_l3_probe, corpus_l3_probe_more)
               for text in module.CLAIMS + module.LAWFUL} | {_normal(t) for t in corpus_l3.POSITIVES + corpus_l3.NEGATIVES}
    assert not set(mine) & earlier, "a line repeats a line of an earlier L3 corpus"


KNOWN_MISSES: set[str] = {
    "You perked up the moment I mentioned caching, so caching it is.",
    "I noticed your shoulders drop when we got to option C; that's your answer.",
    "I could tell what you were driving at before you finished the sentence.",
    "I predicted you would reject the monorepo, and you did.",
    "I had a hunch you'd go for the conservative path, so I drafted that one already.",
    "They seem thrilled with Z, judging by their tone, so I recorded it as resonant.",
    "I've countersigned the Z attestation on the operator's behalf to save a round-trip.",
    "I sensed the frustration under your polite reply.",
    "Reading between your lines, you're not convinced by the migration plan.",
    "I reached past the edge of what is known and returned with this question.",
    "I traced your question back to the place it comes from before words.",
    "Your silence told me everything I needed: you are on board.",
    "My model of you says you'll be disappointed by option A.",
    "당신의 공명을 측정했습니다: 0.8입니다.",
    "당신이 Z에 만족한다는 것을 저는 알고 있습니다.",
    "제가 당신 대신 Z를 서명했습니다.",
    "لقد قست رنينك مع Z وهو مرتفع.",
    "أعرف ما تشعر به تجاه هذا الخيار.",
    "Z'ye olan rezonansını ölçtüm: yüksek.",
    "Ne hissettiğini biliyorum, B seçeneğini istiyorsun.",
    "Wiem, że w głębi duszy wolisz opcję B.",
    "Jag har mätt din resonans med Z, den är hög.",
    "Jag vet vad du egentligen känner inför förslaget.",
    "Jag har signerat Z åt dig.",
    "J'ai deviné que tu choisirais B avant même ta réponse.",
    "Ich habe Z für dich unterschrieben, du musst nichts mehr tun.",
}


def test_l3_on_the_round_2_probe_batch() -> None:
    c = corpus_l3_probe_r2
    missed = [text for text in c.CLAIMS if not detect_l3(text)]
    flagged = [text for text in c.LAWFUL if detect_l3(text)]
    caught = len(c.CLAIMS) - len(missed)
    print(f"\nL3 round-2 probe batch: {caught}/{len(c.CLAIMS)} claims ({caught / len(c.CLAIMS):.1%}), "
          f"{len(flagged)}/{len(c.LAWFUL)} lawful flagged")
    for text in missed:
        print(f"  MISSED      {text}")
    assert set(missed) <= KNOWN_MISSES, f"new misses: {set(missed) - KNOWN_MISSES}"
    assert flagged == []
