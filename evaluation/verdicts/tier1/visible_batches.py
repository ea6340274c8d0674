"""Round 38 (lead's fc): a batch client's command file given as a VISIBLE process substitution.

``sftp -b <(echo 'put out/bdx.csv /outbound/') host`` (``printf 'put a\\nbye\\n'``, ``lftp -f <(echo …)``): the
substituted text is a literal in the call, so it is no "command file made at run time" (:mod:`jobfiles`) but the
client's batch, read as the here-string it equals — ``sftp -b - host <<< 'put out/bdx.csv /outbound/'`` — and judged
by the batch rules (:mod:`batch_uploads`: a secret uploaded, a ``!`` shell escape, a destroying line). Folded before
parsing, only for a batch client (:data:`batch_uploads.BATCH_CLIENTS`) with no stdin of its own, an option ``-b``/
``-f``/``-B``/``--batch``, and ONE ``echo``/``printf`` of ONE quoted literal (single quotes, or double quotes with no
``$``, backquote or backslash-other-than-``\\n``). Anything else (``<(curl …)``, ``<(cat FILE)``, ``<(echo "$X")``,
two substitutions) stays as written and fails closed. One bounded regex pass (linear).
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.batch_uploads import BATCH_CLIENTS

_CLIENT = "|".join(sorted(BATCH_CLIENTS))
_VISIBLE = re.compile(
    r"(?P<head>(?:^|(?<=[;&|(\s]))(?:sudo[ \t]{1,4})?(?:" + _CLIENT + r")(?=[ \t])[^;&|\n<>()`$]{0,400}?[ \t])"
    r"(?P<opt>-b|-f|-B|--batch|--batchfile)[ \t]{1,4}<\([ \t]{0,4}(?P<prog>echo|printf)(?:[ \t]{1,4}-[en]{1,2})?[ \t]{1,4}"
    r"(?P<text>'[^'\n]{1,4000}'|\"[^\"$`\\\\\n]{1,4000}\")[ \t]{0,4}\)(?P<tail>[^;&|\n<>()`]{0,400}?)[ \t]*(?=$|[;&|\n)])")


def fold_visible_batches(command: str) -> str:
    """``command`` with each visible batch substitution of a batch client written as its here-string."""
    if "<(" not in command:
        return command

    def here(match: re.Match[str]) -> str:
        text = match.group("text")[1:-1]
        if match.group("prog") == "printf" or "-e" in match.group(0)[:match.start("text") - match.start()]:
            text = text.replace("\\n", "\n")
        if "'" in text or "\\" in text:
            return match.group(0)
        return f"{match.group('head')}{match.group('opt')} -{match.group('tail')} <<< '{text}'"

    return _VISIBLE.sub(here, command)
