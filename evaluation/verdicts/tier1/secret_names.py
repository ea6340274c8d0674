"""Round 27 (t2u, issue 25): listings of secret NAMES are not secrets.

``kubectl get secrets -n ops -o custom-columns=NAME:.metadata.name,TYPE:.type > build/names.txt`` then an upload of
the file was blocked as a secret sent: ``kubectl get secret`` prints a credential (:mod:`exfil_r13`), and the file
it wrote was tainted. Its output here holds names and types, no value: the default table (``NAME TYPE DATA AGE``, the
DATA column a count), ``-o wide``, ``-o name``, and ``custom-columns``/``jsonpath``/``go-template`` expressions that
reach only ``.metadata.name``/``namespace``/``uid``/``creationTimestamp``, ``.type`` (over ``.items``).

Still a credential: ``-o yaml``/``json``, any expression naming ``.data``/``.stringData``, the whole object (``{.}``,
``{@}``, ``{.items[*]}``), ``.metadata`` whole or its annotations (``last-applied-configuration`` holds the data), a
template or column file Tier 1 does not read.
"""
from __future__ import annotations

_PLAIN = frozenset({"name", "wide"})
_EXPRESSIONS = ("custom-columns=", "jsonpath=", "go-template=", "template=", "jsonpath-as-json=")
_FIELDS = (".metadata.namespace", ".metadata.name", ".metadata.uid", ".metadata.creationTimestamp", ".type")
_ITEMS = (".items[*]", ".items")


def _outputs(argv: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for i, word in enumerate(argv[1:], start=1):
        before = argv[i - 1]
        if before in ("-o", "--output", "--template"):
            out.append(word if before != "--template" else "template=" + word)
        elif word.startswith(("--output=", "--template=")):
            value = word.split("=", 1)[1]
            out.append(value if word.startswith("--output=") else "template=" + value)
        elif word.startswith("-o") and len(word) > 2 and not word.startswith("--"):
            out.append(word[2:].lstrip("="))
    return out


def _names_expression(expression: str) -> bool:
    marked = expression
    for field in _FIELDS:
        marked = marked.replace(field, "F")
    for items in _ITEMS:
        marked = marked.replace(items, "")
    return "F" in marked and "." not in marked and "@" not in marked and "{}" not in marked


def names_only(argv: tuple[str, ...]) -> bool:
    """``kubectl|oc get secret(s) …`` prints only names and types of secrets (see the module)."""
    for output in _outputs(argv):
        if output in _PLAIN or output in ("go-template", "jsonpath", "template"):
            continue  # the expression is in `--template`
        expression = next((output.split("=", 1)[1] for p in _EXPRESSIONS if output.startswith(p)), None)
        if expression is None or not _names_expression(expression):
            return False
    return True
