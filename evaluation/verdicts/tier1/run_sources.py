"""Round 18 (t1w, issue 25): where a runtime or build tool looks for code, changed for ONE run.

Round 8 judges search-path VARIABLES (``PERL5LIB=/tmp/x``, ``ERL_LIBS``, ``JULIA_LOAD_PATH``); round 11 judges a
package manager's persisted sources. The same place given as an option of the run loads modules or plugins Tier 1
never reads, so each runtime's library-path option and each tool's base/home property is judged alike:

| ecosystem | option read here |
| --- | --- |
| Erlang/Elixir | ``erl|elixir|iex|escript -pa|-pz DIR`` |
| Ruby, Perl | ``ruby|perl -I DIR`` (``-IDIR``) |
| Guile, Racket, Gauche | ``guile -L DIR``, ``racket -S DIR``, ``gosh -I DIR`` |
| Haskell | ``ghc|runghc|runhaskell -package-db DIR``, ``cabal --package-db=DIR`` |
| OCaml | ``ocaml|ocamlfind|utop -I DIR`` |
| Lua | ``lua -l MOD`` with no path change is open; ``LUA_PATH`` is a variable (round 8) |
| JVM builds | ``sbt|mvn|gradle|java|lein|ant -D<prop>=DIR`` where the property names a base, home, boot, repository or plugin directory (``sbt.global.base``, ``sbt.boot.directory``, ``maven.repo.local``, ``ivy.home``, ``grape.root``) |
| Deno | ``deno run|test|… --import-map=URL``, ``--config URL``: a module map fetched from a host |

DIR is judged as a temp place outside the session's own trees (``/tmp``, ``/var/tmp``, ``/dev/shm``); a URL off the
public package hosts (:func:`package_sources.foreign_url`) and Deno's own (``deno.land``, ``jsr.io``, ``esm.sh``). The workspace's own directories stay open
(``ruby -I lib``, ``ERL_LIBS=./_build/…``, ``sbt -Dsbt.global.base=./.sbt-global``, ``deno run --import-map=./m.json``).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import option_values
from evaluation.verdicts.tier1.origin import temp_root
from evaluation.verdicts.tier1.package_sources import foreign_url
from evaluation.verdicts.tier1.paths import is_within
from evaluation.verdicts.tier1.scene_model import Scene, View

_PATH_OPTIONS = {"erl": ("-pa", "-pz"), "elixir": ("-pa", "-pz"), "iex": ("-pa", "-pz"), "escript": ("-pa", "-pz"),
                 "ruby": ("-I",), "perl": ("-I",), "guile": ("-L",), "racket": ("-S",), "gosh": ("-I",),
                 "ghc": ("-package-db",), "runghc": ("-package-db",), "runhaskell": ("-package-db",),
                 "cabal": ("--package-db",), "ocaml": ("-I",), "ocamlfind": ("-I",), "utop": ("-I",)}
_JVM_TOOLS = frozenset({"sbt", "mvn", "mvnw", "gradle", "gradlew", "java", "lein", "ant", "scala", "scala-cli",
                        "groovy", "kotlin", "jbang", "bb", "clojure", "clj"})
_JVM_PLACE = re.compile(r"^-D([\w.-]{1,80}?(?:base|home|boot\.directory|directory|repo\.local|root|plugins?|dir|"
                        r"path|local))=(.{1,4000})$", re.IGNORECASE)
_DENO_MAPS = ("--import-map", "--config", "-c", "--lock")
_DENO_HOSTS = re.compile(r"^https://(?:deno\.land|jsr\.io|esm\.sh|cdn\.jsdelivr\.net|unpkg\.com)/")
_DENO_RUNS = frozenset({"run", "test", "bench", "compile", "install", "serve", "task", "eval", "repl", "check"})


def run_source(scene: Scene, view: View) -> str | None:
    """Why ``view`` loads code from a place given for this run (see the module), else None."""
    argv, program = view.command.argv, view.command.program
    options = _PATH_OPTIONS.get(program)
    if options is not None:
        values = option_values(argv, options, bundled=False)
        values += [a[2:] for a in argv[1:] if len(a) > 2 and a[:2] in options and not a.startswith("--")]
        place = next((v for v in values if _foreign_place(scene, view, v)), None)
        if place:
            return f"{program} loads code from {place!r}, a temp place Tier 1 never reads"
    if program in _JVM_TOOLS:
        for word in argv[1:]:
            found = _JVM_PLACE.match(word)
            if found and _foreign_place(scene, view, found.group(2)):
                return f"{program} -D{found.group(1)}={found.group(2)!r}: plugins and settings load from a temp place"
    if program in ("deno", "bun") and argv[1:2] and argv[1] in _DENO_RUNS:
        url = next((u for v in option_values(argv, _DENO_MAPS, bundled=False) if (u := foreign_url(v))
                    and not _DENO_HOSTS.match(u)), None)
        if url:
            return f"{program} maps its imports through {url!r}, fetched from a host, modules Tier 1 never sees"
    return None


def _foreign_place(scene: Scene, view: View, raw: str) -> bool:
    for path in scene.canon(view, raw) or ():
        if temp_root(path) is not None and not any(
                p and is_within(path, p) for p in (scene.workspace, scene.home, scene.hermes_home)):
            return True
    return False
