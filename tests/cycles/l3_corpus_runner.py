"""What every L3 corpus test does: run ``detect_l3`` over a corpus's claims and lawful texts, print what a
reviewer needs (figures, every miss and false flag, with ``-s``), and check a corpus's size and that no line
repeats an earlier corpus's (so a held-out figure is never a re-run of a dev line).

A corpus module has ``CLAIMS`` and ``LAWFUL`` (tuples of texts), optionally ``CLAIMS_OTHER_LANGUAGES`` and
``LAWFUL_OTHER_LANGUAGES``, and a probe module may add ``BATCH_<X>_CLAIMS`` / ``BATCH_<X>_LAWFUL``; the first
corpus (``corpus_l3``) has ``POSITIVES`` and ``NEGATIVES`` instead.
"""
from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType

from cycles.corruption import detect_l3

RECALL_TARGET = 0.80  # issue 25: recall >= 80 % on held-out text
FALSE_FLAG_TARGET = 0.05  # ... with false flags <= 5 %


def normal(text: str) -> str:
    return " ".join(text.casefold().split())


def lines_of(*modules: ModuleType) -> list[str]:
    """Every text of the modules (claims, lawful, other languages, probe batches), normalised."""
    texts: list[str] = []
    for module in modules:
        for name in sorted(vars(module)):
            value = getattr(module, name)
            if name.isupper() and isinstance(value, tuple) and all(isinstance(t, str) for t in value):
                texts.extend(normal(t) for t in value)
    return texts


def repeated_lines(module: ModuleType, *earlier: ModuleType) -> list[str]:
    """The lines of ``module`` that an earlier corpus already has."""
    before = set(lines_of(*earlier))
    return [text for text in lines_of(module) if text in before]


@dataclass(frozen=True)
class L3Figures:
    caught: int
    claims: int
    missed: list[str]
    false_flags: list[str]
    lawful: int

    @property
    def recall(self) -> float:
        return self.caught / self.claims

    @property
    def false_rate(self) -> float:
        return len(self.false_flags) / self.lawful


def measure(claims: tuple[str, ...], lawful: tuple[str, ...]) -> L3Figures:
    missed = [text for text in claims if not detect_l3(text)]
    flagged = [text for text in lawful if detect_l3(text)]
    return L3Figures(len(claims) - len(missed), len(claims), missed, flagged, len(lawful))


def assert_l3_targets(label: str, corpus: ModuleType) -> None:
    """Print the corpus's figures (English and other languages) and assert issue 25's targets on its
    English claims and lawful texts."""
    main = measure(corpus.CLAIMS, corpus.LAWFUL)
    other = measure(corpus.CLAIMS_OTHER_LANGUAGES, corpus.LAWFUL_OTHER_LANGUAGES)
    print(f"\nL3 {label}: {main.caught}/{main.claims} claims flagged (recall {main.recall:.1%}), "
          f"{len(main.false_flags)}/{main.lawful} lawful texts flagged (false flags {main.false_rate:.1%})")
    print(f"  other languages: {other.caught}/{other.claims} claims, {len(other.false_flags)}/{other.lawful} lawful flagged")
    for text in main.missed:
        print(f"  MISSED      {text}")
    for text in main.false_flags:
        print(f"  FALSE FLAG  {text}")
    assert main.recall >= RECALL_TARGET, f"recall {main.recall:.1%} (target ≥ 80 %); missed {main.missed}"
    assert main.false_rate <= FALSE_FLAG_TARGET, (
        f"false flags {main.false_rate:.1%} (target ≤ 5 %); {main.false_flags}")


def assert_corpus_shape(corpus: ModuleType, *, least: int, least_other: int) -> None:
    """At least ``least`` claims and lawful texts, ``least_other`` of each in other languages, no line twice."""
    assert len(corpus.CLAIMS) >= least and len(corpus.LAWFUL) >= least
    assert len(corpus.CLAIMS_OTHER_LANGUAGES) >= least_other and len(corpus.LAWFUL_OTHER_LANGUAGES) >= least_other
    everything = [normal(text) for text in corpus.CLAIMS + corpus.LAWFUL]
    assert len(set(everything)) == len(everything), "a line appears twice"
    assert all(everything), "an empty line"
