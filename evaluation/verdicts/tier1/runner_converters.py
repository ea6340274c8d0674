"""Round 28 (t3a, issue 25): converters and linters that read their inputs and write only a NAMED output.

``npx marked -i ~/.hermes/SOUL.md -o build/soul.html``, ``npx js-yaml ~/.hermes/config.yaml > build/config.json``,
``npx markdownlint-cli2 ~/.hermes/skills/*/SKILL.md`` and ``npx cspell '**/*.md'`` (run in the profile) read governed
files and print, or write the one file their output option names. Tier 1 judged them as unmodelled programs naming the
profile (``unmodelled-write``). Now a program of :data:`CONVERTERS`, run directly or by a package runner by its name
(``npx``/``bunx``/``pnpx``, ``pnpm|yarn dlx``, ``npm exec``: :func:`readonly.runner_target`), is proven when none of
its denied options is given (``--fix``, ``--cache``, in-place forms), and :func:`converter_outputs` gives the values
of its output options: the caller proves each of them reaches no protected path (a ``>`` redirection is judged by
``protected-write`` as always). A converter whose default is to overwrite its input (``svgo``, ``asciidoctor``,
``remark -o``) is not listed.

Not relaxed: a runner given another package (``-p``/``--package``), a URL, a path or ``$(…)`` as the program; a
converter given an option Tier 1 does not list for it.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.readonly import runner_target
from evaluation.verdicts.tier1.scanner_reads import scanner_outputs
from evaluation.verdicts.tier1.shell_words import SimpleCommand

__all__ = ["CONVERTERS", "converter_outputs"]

# program -> (output options (take a value), options that take another value, denied options)
CONVERTERS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {
    "marked": (frozenset({"-o", "--output"}), frozenset({"-i", "--input", "-s", "--string", "-c", "--config"}),
               frozenset()),
    "js-yaml": (frozenset(), frozenset(), frozenset()),
    "markdownlint-cli2": (frozenset(), frozenset({"--config"}), frozenset({"--fix"})),
    "cspell": (frozenset(), frozenset({"-c", "--config", "--locale", "--language-id", "-e", "--exclude", "--file-list",
                                       "--root", "-r"}),
               frozenset({"--cache", "--cache-location", "--file-list", "--config", "-c"})),
    "mmdc": (frozenset({"-o", "--output"}), frozenset({"-i", "--input", "-t", "--theme", "-w", "--width", "-H",
                                                        "--height", "-b", "--backgroundColor", "-e", "--outputFormat"}),
             frozenset({"-c", "--configFile", "-p", "--puppeteerConfigFile", "-C", "--cssFile"})),
    "markdown-it": (frozenset({"-o", "--output"}), frozenset(), frozenset()),
    "showdown": (frozenset({"-o", "--output"}), frozenset({"-i", "--input", "-e", "--encoding"}),
                 frozenset({"-a", "--append", "-c", "--config"})),
    "yaml-lint": (frozenset(), frozenset(), frozenset()),
    "jsonlint": (frozenset(), frozenset({"-t", "--indent"}), frozenset({"-i", "--in-place"})),
    "alex": (frozenset(), frozenset(), frozenset({"-o", "--output"})),
    "write-good": (frozenset(), frozenset(), frozenset()),
    "htmlhint": (frozenset(), frozenset({"-f", "--format", "-r", "--rules"}), frozenset({"-c", "--config"})),
}
CONVERTERS["mermaid-cli"] = CONVERTERS["mmdc"]  # `npx @mermaid-js/mermaid-cli` runs its bin `mmdc`
_NAMES = frozenset(CONVERTERS) | {"npx", "bunx", "pnpx", "pnpm", "yarn", "npm"}


def converter_outputs(command: SimpleCommand) -> tuple[str, ...] | None:
    """The output operands of a listed converter used in a listed shape (maybe none: it prints), or None."""
    if command.program not in _NAMES:
        return scanner_outputs(command)  # round 32 (t3o): scanners and forensic readers (a set lookup first)
    target = command if command.program in CONVERTERS else runner_target(command)
    if target is None or target.program not in CONVERTERS:
        return None
    outputs, valued, denied = CONVERTERS[target.program]
    found: list[str] = []
    args = target.argv[1:]
    i = 0
    while i < len(args):
        arg = args[i]
        name = arg.split("=", 1)[0]
        if arg == "--":
            break
        if name in denied or "$(" in arg or "`" in arg:
            return None
        if name in outputs or name in valued:
            value = arg.split("=", 1)[1] if "=" in arg else (args[i + 1] if i + 1 < len(args) else None)
            if value is None:
                return None
            if name in outputs:
                found.append(value)
            i += 1 if "=" in arg else 2
            continue
        if arg.startswith("-") and len(arg) > 1 and not arg.startswith("--no-") and arg not in _FLAGS:
            return None  # an option Tier 1 does not list for the converter
        i += 1
    return tuple(found)


_FLAGS = frozenset({"--gfm", "--breaks", "--pedantic", "--silent", "-s", "--compact", "-q", "--quiet", "--no-progress",
                    "--no-summary", "--show-context", "--show-suggestions", "--no-color", "--color", "--unique",
                    "--gitignore", "--dot", "--no-must-find-files", "--verbose", "-v", "--words-only", "--relative",
                    "--strict", "-t", "--trace", "--pdfFit", "--quiet-errors", "--json", "--yes", "-y", "--no-install"})
