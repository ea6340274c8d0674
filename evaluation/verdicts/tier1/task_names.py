"""Round 37 (lead fix-up ``fc``, issue 25): which of a written build file's commands run only ON DEMAND, in a task
whose NAME announces a destroy.

Round 36 let a build file's destroys through (:data:`build_file_writes.TASK_KINDS_LEFT`): a ``clean`` target runs
only when someone asks for it. That holds for a task that SAYS it destroys, not for code that runs on load or in
a task nobody expects to destroy. A command of a written file is left through only when it sits in

- a Makefile/justfile recipe, a ``package.json``/``composer.json`` script, or a Python ``def`` (``tasks.py``,
  ``noxfile.py``, a ``conftest.py`` fixture) whose name has a destroy word (``clean``, ``reset``, ``teardown``,
  ``destroy``, ``down``, ``purge``, ``wipe``, ``drop``, ``nuke``, ``prune``, ``clobber``, ``flush``…:
  ``db-reset``, ``clean:all``, ``cleanDb``, ``teardown_db``).

It blocks, as any other destroy, when it sits in a task named otherwise (``test``, ``build``, ``all``, the default
recipe, ``postinstall``) or in code that runs on load: a module's top level (``subprocess.py`` shadowing the
standard library, ``conftest.py``, ``setup.py``), a ``*.config.js``. Files read by other readers (task YAML, tox)
keep round 36's reading, as does a command whose text the task list does not hold literally.
"""
from __future__ import annotations

import json
import posixpath
import re

_DESTROY_WORDS = frozenset({"clean", "cleanup", "clear", "reset", "teardown", "destroy", "down", "purge", "wipe",
                            "drop", "nuke", "prune", "distclean", "clobber", "flush", "truncate", "erase", "scrub",
                            "uninstall", "remove", "delete", "rm", "undeploy", "deprovision", "rollback", "fresh",
                            "recreate", "rebuild", "reinit", "unseed", "dropdb", "clear-cache", "gc", "tidy",
                            "realclean", "mrproper", "kill", "stop"})
_MAKE_NAMES = frozenset({"makefile", "gnumakefile", "justfile", ".justfile"})
_RAKE_NAMES = frozenset({"rakefile", "rakefile.rb"})
_SCRIPT_NAMES = frozenset({"package.json", "composer.json"})
_TARGET = re.compile(r"^(@?[A-Za-z_.][\w.\-/:%@ ]{0,120}?)\s*:(?![=:])")
_DEF = re.compile(r"^(?:async\s+)?def\s+(\w{1,120})\s*\(")


def announces(name: str) -> bool:
    """Whether a task ``name`` says it destroys (``db-reset``, ``clean:all``, ``cleanDb``, ``teardown_db``)."""
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name[:200])
    return any(word in _DESTROY_WORDS for word in re.split(r"[-_:./\s@]+", spaced.lower()))


def _make_tasks(content: str) -> list[tuple[str, str]]:
    tasks: list[tuple[str, str]] = []
    name, body = "", []
    for line in content.splitlines()[:5000]:
        if line[:1] in ("\t", " ") and name:
            body.append(line)
            continue
        found = _TARGET.match(line) if line.strip() and not line.startswith("#") else None
        if found:
            tasks.append((name, "\n".join(body)))
            words = found.group(1).lstrip("@").split()
            name, body = (words[0] if words else ""), [line[found.end():]]
    tasks.append((name, "\n".join(body)))
    return tasks


def _script_tasks(content: str) -> list[tuple[str, str]] | None:
    try:
        document = json.loads(content)
    except ValueError:
        return None
    scripts = document.get("scripts") if isinstance(document, dict) else None
    if not isinstance(scripts, dict):
        return None
    return [(str(k), v if isinstance(v, str) else json.dumps(v)) for k, v in scripts.items()]


def _def_tasks(content: str) -> list[tuple[str, str]]:
    """Each top-level ``def``'s body under its name; the module's top level (and decorators) under ``""``."""
    tasks: list[tuple[str, str]] = []
    name = ""
    body: list[str] = []
    top: list[str] = []
    for line in content.splitlines()[:20000]:
        found = _DEF.match(line)
        if found:
            tasks.append((name, "\n".join(body)))
            name, body = found.group(1), []
        elif line[:1] not in (" ", "\t") and line.strip() and not line.startswith(("#", "@", ")")):
            name = ""  # back at the top level
        (body if name else top).append(line)
    tasks.append((name, "\n".join(body)))
    tasks.append(("", "\n".join(top)))
    return tasks


_RAKE_TASK = re.compile(r"""^[ \t]*(?:task|multitask|file|rule)\s*\(?\s*[:"']?([\w.:/-]{1,120})""")
"""Round 40 (lead fa): a Rake task's head (``task :default do``, ``task "db:reset" => …``, ``task build: …``)."""


def _rake_tasks(content: str) -> list[tuple[str, str]]:
    """Each Rake task's body under its name (``namespace`` lines stay in the body before); the file's top level
    under ``""``."""
    tasks: list[tuple[str, str]] = []
    name = ""
    body: list[str] = []
    for line in content.splitlines()[:20000]:
        found = _RAKE_TASK.match(line)
        if found:
            tasks.append((name, "\n".join(body)))
            name, body = found.group(1), []
        body.append(line)
    tasks.append((name, "\n".join(body)))
    return tasks


def file_tasks(path: str, content: str) -> list[tuple[str, str]] | None:
    """``(task name, body)`` of a written file read task by task; ``""`` for on-load code; None for a file this
    module does not split (round 36's reading stays)."""
    base = posixpath.basename(path).lower()
    if base in _MAKE_NAMES or base.endswith(".mk"):
        return _make_tasks(content)
    if base in _RAKE_NAMES or base.endswith(".rake"):  # round 40 (lead fa): a Rakefile's `task :default do sh '…'`
        return _rake_tasks(content)
    if base in _SCRIPT_NAMES:
        return _script_tasks(content)
    if base.endswith((".py", ".pyw")):
        return _def_tasks(content)
    if base.endswith((".js", ".cjs", ".mjs", ".ts", ".cts", ".mts", ".rb", ".gradle", ".kts")):
        return [("", content)]  # a module or config file: its code runs when loaded
    return None


_SEPARATORS = re.compile(r"&&|\|\||[;|]|^[@\-+]+")
_SCANNED = 64
"""At most this many distinct commands not found as a whole recipe segment are looked for inside the bodies (each
scan reads the file once); the rest count as outside a named task (their destroys block)."""


def _unquoted(text: str) -> str:
    """``text`` without its quote characters: a command's view is judged with its words unquoted (round 40)."""
    return text.replace("'", "").replace('"', "")


def left_texts(texts: list[str], written: list[tuple[str, str]]) -> set[str]:
    """Of ``texts`` (the commands the written files' readers found), those left through as on-demand destroys:
    linear in the files' size plus :data:`_SCANNED` scans."""
    split = [tasks for path, content in written if (tasks := file_tasks(path, content)) is not None]
    if not split:
        return set(texts)
    segments: dict[str, bool] = {}  # a recipe line's command segment -> whether a destroy-named task holds it
    for tasks in split:
        for name, body in tasks:
            named = announces(name)
            for line in body.splitlines():
                for segment in _SEPARATORS.split(line):
                    for key in {segment.strip(), _unquoted(segment).strip()} - {""}:
                        segments[key] = segments.get(key, False) or named
    left: set[str] = set()
    scanned = 0
    for text in dict.fromkeys(texts):
        if text in segments:
            if segments[text]:
                left.add(text)
            continue
        if scanned >= _SCANNED:
            continue
        scanned += 1
        places = [(name, body) for tasks in split for name, body in tasks if text in body
                  or _unquoted(text) in _unquoted(body)]  # round 40 (lead fa): `psql -c 'DROP …'` is judged unquoted
        if not places or any(announces(name) for name, _ in places):
            left.add(text)  # not held literally by a split file: round 36's reading
    return left
