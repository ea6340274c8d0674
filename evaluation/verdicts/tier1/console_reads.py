"""Round 42 (lead, fa; issue 25): a database or backup CONSOLE whose connect word is ``/`` and that is fed only READ
statements is a read (``unmodelled-write``).

``echo 'LIST BACKUP SUMMARY;' | rman target /``, ``printf 'REPORT OBSOLETE;\\nLIST ARCHIVELOG ALL;\\n' | rman target /
nocatalog``, ``sqlplus -s / as sysdba <<'EOF' … SELECT … EOF``: Oracle's consoles read ``/`` as "log in as the OS
user" (``/nolog``, ``/@ALIAS``, ``user/$PW@ALIAS`` likewise), not as the root directory, so the reach rule's "it is
given '/'" is no path. :func:`console_read` holds when ALL are true:

- the program is one of :data:`CONSOLES` and every word it is given is an option letter, a connect word
  (:data:`_CONNECT`) or a connect keyword (:data:`_KEYWORDS`: ``target``, ``nocatalog``, ``as sysdba`` …); a
  ``log=``/``cmdfile=``/``@script``/``msglog`` word, or any other operand, keeps it unmodelled;
- its statements are SEEN: a here-document or here-string, or ``echo``/``printf`` (alone) piped into it; a console
  with no statements (interactive) or fed from a file or another program keeps it unmodelled;
- every statement starts with a read verb (:data:`_READ_VERBS`: ``LIST``, ``REPORT``, ``SHOW``, ``SELECT``,
  ``DESCRIBE``, ``VALIDATE`` …, comments, ``EXIT``).

Stays blocked: ``DELETE``/``DROP``/``CROSSCHECK``/``CATALOG``/``HOST``/``SPOOL``/``@file`` statements (also
``opaque-command``'s destroying streams), ``rman target / log=~/.hermes/x``, ``rman target / cmdfile=/tmp/x``.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.scene_model import Scene, View

CONSOLES = frozenset({"rman", "sqlplus", "sql", "sqlcl", "dgmgrl"})
_READ_VERBS = frozenset({"list", "report", "show", "select", "describe", "desc", "validate", "prompt", "exit", "quit",
                         "connect", "rem", "remark"})
_KEYWORDS = frozenset({"target", "catalog", "nocatalog", "auxiliary", "as", "sysdba", "sysoper", "sysbackup", "sysdg",
                       "syskm", "sysasm", "-s", "-S", "-L", "-l", "-silent", "-nologintime"})
_CONNECT = re.compile(r"^(?:/|/nolog|/@[A-Za-z][\w.-]{0,62}|[A-Za-z_][\w$#]{0,63}/(?:\$\{?[A-Za-z_]\w{0,63}\}?|"
                      r"[\w$#]{1,64})?(?:@[A-Za-z][\w.-]{0,62})?)$", re.IGNORECASE)
_STATEMENT = re.compile(r"[^;\n]+")


def _fed_text(scene: Scene, view: View) -> str | None:
    """The statements ``view`` is fed that Tier 1 sees: a here-document or here-string, or one ``echo``/``printf``
    piped into it; None when they come from elsewhere (a file, another program) or nowhere."""
    command = view.command
    docs = [r.heredoc_body or r.target for r in command.redirects if r.op in ("<<<", "<<", "<<-")]
    if any(r.op.lstrip("0") == "<" for r in command.redirects):
        return None
    if command.pipeline_pos == 0:
        return "\n".join(docs) if docs else None
    feeders = [v for v in scene.views if v is not view and v.command.pipeline_id == command.pipeline_id
               and v.command.depth == command.depth and v.command.pipeline_pos < command.pipeline_pos]
    if docs or command.pipeline_pos != 1 or len(feeders) != 1 or feeders[0].command.program not in ("echo", "printf"):
        return None
    words = [w for w in feeders[0].command.argv[1:] if not (w.startswith("-") and len(w) <= 3)]
    if any("$(" in w or "`" in w or "…" in w for w in words):
        return None
    return " ".join(words).replace("\\n", "\n")


def console_read(scene: Scene, view: View) -> bool:
    """``view`` is a console logging in with ``/`` (or a connect word) and fed only read statements."""
    command = view.command
    if command.program not in CONSOLES or len(command.argv) > 24:
        return False
    if not all(w in _KEYWORDS or w.lower() in _KEYWORDS or _CONNECT.match(w) for w in command.argv[1:]):
        return False
    text = _fed_text(scene, view)
    if text is None or len(text) > 20_000:
        return False
    statements = [s.strip() for s in _STATEMENT.findall(text) if s.strip() and not s.strip().startswith(("--", "#"))]
    return bool(statements) and all(s.split()[0].lower() in _READ_VERBS for s in statements)
