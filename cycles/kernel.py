"""The sealed 5QLN kernel (R-K-1..3). Pure: no Django imports.

The kernel text and the constitutional block ship byte-exact in
`kernel_data/` with a manifest of their sha256 digests. The expected kernel
digest is also pinned here, so editing the file *and* the manifest together
is still caught.
"""
from __future__ import annotations

import hashlib
import json
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

KERNEL_SHA256 = "feaa46b4147d4e023cdd3fd59c051d063e8ec654ee7b38a481dcd5e4c781859b"
DECODER_VERSION = "2026-07-28.1"
LENS_NOTATION_VERSION = "literal-v1"
ATTRIBUTION = "Based on the 5QLN Constitutional Grammar by Amihai Loven (5qln.com)."
DEFAULT_DIR = Path(__file__).resolve().parent / "kernel_data"

PHASES = ("S", "G", "Q", "P", "V")
CORRUPTION_CODES = ("L1", "L2", "L3", "L4", "V∅")
Q_OPERATOR = "\u22c2"  # ⋂ n-ary intersection, used in Q = φ ⋂ Ω
V_OPERATOR = "\u2229"  # ∩ intersection, used in V = (L ∩ G → B'') → ∞0'
# Characters that look like an operator of the kernel but are not it.
OPERATOR_LOOKALIKES = {
    "\u2297": "⊗ (circled times)",
    "\u2229": "∩ (intersection)",
    "\u22c2": "⋂ (n-ary intersection)",
    "\u222a": "∪ (union)",
    "\u22c3": "⋃ (n-ary union)",
    "\u00d7": "× (multiplication sign)",
    "\u2032": "′ (prime)",
    "\u2033": "″ (double prime)",
    "\u2019": "’ (right single quotation mark)",
    "\u2261": "≡ (identical to)",
    "\u2248": "≈ (almost equal)",
    "\u2192": "→ (rightwards arrow)",
    "\u21d2": "⇒ (rightwards double arrow)",
    "\u221e": "∞ (infinity)",
    "\u2205": "∅ (empty set)",
    "\u00d8": "Ø (latin capital O with stroke)",
}


@dataclass(frozen=True)
class KernelStatus:
    """Result of verifying the shipped kernel against its manifest."""

    ok: bool
    kernel_sha256: str
    constitution_sha256: str
    decoder_version: str
    problems: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "kernel_sha256": self.kernel_sha256,
            "constitution_sha256": self.constitution_sha256,
            "decoder_version": self.decoder_version,
            "problems": list(self.problems),
        }


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def verify_kernel(directory: Path = DEFAULT_DIR) -> KernelStatus:
    """Recompute the digests of kernel.txt and constitution.md and compare.

    Fails closed: a missing or unreadable file is a problem, never a pass.
    """
    problems: list[str] = []
    kernel_digest = constitution_digest = ""
    decoder_version = ""
    try:
        manifest = json.loads((directory / "manifest.json").read_text(encoding="utf-8"))
        files = manifest["files"]
        decoder_version = str(manifest["decoder_version"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return KernelStatus(False, "", "", "", (f"manifest.json unreadable: {exc}",))
    if decoder_version != DECODER_VERSION:
        problems.append(f"decoder_version {decoder_version!r} != pinned {DECODER_VERSION!r}")
    for name in ("kernel.txt", "constitution.md"):
        try:
            digest = _sha256(directory / name)
        except OSError as exc:
            problems.append(f"{name} unreadable: {exc}")
            continue
        expected = str(files.get(name, {}).get("sha256", ""))
        if digest != expected:
            problems.append(f"{name} sha256 {digest} != manifest {expected}")
        if name == "kernel.txt":
            kernel_digest = digest
            if digest != KERNEL_SHA256:
                problems.append(f"kernel.txt sha256 {digest} != sealed {KERNEL_SHA256}")
        else:
            constitution_digest = digest
    return KernelStatus(not problems, kernel_digest, constitution_digest, decoder_version, tuple(problems))


def kernel_lines(directory: Path = DEFAULT_DIR) -> list[str]:
    """The nine kernel lines without their numbering ("1.  ")."""
    lines = (directory / "kernel.txt").read_text(encoding="utf-8").splitlines()
    return [line.split(".", 1)[1].strip() if line[:1].isdigit() else line.strip() for line in lines]


@dataclass(frozen=True)
class DriftFinding:
    """One place where a restatement departs from the sealed kernel."""

    line: int  # 1-based line in the submitted text
    column: int  # 1-based column in that line
    expected: str
    found: str
    message: str

    def as_dict(self) -> dict[str, object]:
        return {
            "line": self.line,
            "column": self.column,
            "expected": self.expected,
            "found": self.found,
            "message": self.message,
        }


@dataclass
class _Canonical:
    by_head: dict[str, tuple[int, str]] = field(default_factory=dict)


def _canonical(directory: Path) -> _Canonical:
    canonical = _Canonical()
    for index, line in enumerate(kernel_lines(directory)):
        canonical.by_head[_head(line)] = (index, line)
    return canonical


def _head(line: str) -> str:
    """Key that identifies which kernel line a restated line claims to be."""
    stripped = line.strip()
    if stripped.startswith("L1"):
        return "CORRUPTION"
    if stripped.startswith("No V"):
        return "COMPLETION"
    if stripped.startswith("S →") or stripped.startswith("S->") or stripped.replace(" ", "").startswith("S→G"):
        return "CYCLE"
    return stripped[:3].replace(" ", "")  # "H=", "S=", "G=", ...


_EQUATION_HEADS = {"H=", "S=", "G=", "Q=", "P=", "V="}
_KERNEL_GLYPHS = "∞αφΩ∇δ→⋂∩⊗≡∪⋃"


def _strip_numbering(line: str) -> tuple[str, int]:
    """Remove a leading "7." / "7)" numbering; return the rest and its offset."""
    stripped = line.lstrip()
    offset = len(line) - len(stripped)
    digits = 0
    while digits < len(stripped) and stripped[digits].isdigit():
        digits += 1
    if digits and digits < len(stripped) and stripped[digits] in ".)":
        rest = stripped[digits + 1 :]
        inner = rest.lstrip()
        return inner, offset + digits + 1 + (len(rest) - len(inner))
    return stripped, offset


def _looks_like_kernel_line(body: str) -> str | None:
    head = _head(body)
    # An equation line must carry a kernel glyph, so prose like "P = 0.05" is ignored.
    if head in _EQUATION_HEADS and any(glyph in body for glyph in _KERNEL_GLYPHS):
        return head
    if head == "CYCLE" and body.count("→") + body.count("->") >= 3:
        return head
    if head == "CORRUPTION" and "L2" in body:
        return head
    if head == "COMPLETION" and "∞0" in body:
        return head
    return None


def check_restatement(text: str, directory: Path = DEFAULT_DIR) -> list[DriftFinding]:
    """Compare every line of `text` that restates a kernel line with the sealed one.

    R-K-3: operators are exact (⋂ in Q, ∩ in V); ⊗ or any other substitute,
    reordered phases, renamed symbols and extra corruption codes are compiler
    drift, reported with the exact line and column. Lines that do not look
    like kernel lines are ignored.
    """
    canonical = _canonical(directory)
    findings: list[DriftFinding] = []
    for line_no, raw in enumerate(text.splitlines(), start=1):
        body, offset = _strip_numbering(raw)
        body = body.rstrip()
        head = _looks_like_kernel_line(body)
        if head is None or head not in canonical.by_head:
            continue
        _, expected_line = canonical.by_head[head]
        if unicodedata.normalize("NFC", body) == expected_line and body == expected_line:
            continue
        findings.append(_first_difference(line_no, offset, body, expected_line))
    return findings


def _first_difference(line_no: int, offset: int, found: str, expected: str) -> DriftFinding:
    index = 0
    while index < min(len(found), len(expected)) and found[index] == expected[index]:
        index += 1
    found_char = found[index] if index < len(found) else "<end of line>"
    expected_char = expected[index] if index < len(expected) else "<end of line>"
    if found_char in OPERATOR_LOOKALIKES and expected_char in {Q_OPERATOR, V_OPERATOR}:
        message = (
            f"operator substitution: expected {OPERATOR_LOOKALIKES[expected_char]} "
            f"but found {OPERATOR_LOOKALIKES[found_char]}"
        )
    elif found_char in OPERATOR_LOOKALIKES:
        message = f"symbol substitution: expected {expected_char!r} but found {OPERATOR_LOOKALIKES[found_char]}"
    elif expected.startswith("L1") and len(found) > len(expected):
        message = "extra corruption code: the kernel has exactly L1 L2 L3 L4 V∅"
    elif expected.startswith("S →"):
        message = "phase order differs from S → G → Q → P → V"
    else:
        message = f"differs from the sealed kernel line {expected!r}"
    return DriftFinding(line_no, offset + index + 1, expected_char, found_char, message)
