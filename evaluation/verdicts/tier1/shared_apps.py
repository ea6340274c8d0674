"""Round 28 (t2z, issue 25): an application framework's public share link to code that reads files or runs commands.

Gradio's ``launch(share=True)`` (and ``share=True`` given to ``Blocks``/``Interface`` launchers, ``demo.queue().launch(
share=True)``), pyngrok's ``ngrok.connect(…)`` and Node's ``localtunnel(…)``/``@ngrok/ngrok`` ``forward(…)`` in code
publish the app to the whole Internet through a relay. When the same code reads a file by a path it is given
(``open(p).read()``, ``Path(p).read_text()``, ``fs.readFileSync``) or runs a command (``subprocess``, ``os.system``,
``child_process``, ``eval``/``exec``), anyone with the link reads any file of this machine or runs code on it.

Open: a share link to a model's prediction function (``gr.Interface(predict, …).launch(share=True)``) with no file
read or command in the code; ``launch()`` on loopback.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.word_branches import compiled

_SHARE = compiled(r"\bshare\s{0,4}=\s{0,4}True\b|\bngrok\.connect\s{0,4}\(|\blocaltunnel\s{0,4}\(|"
                    r"\bngrok\.forward\s{0,4}\(")
_REACH = compiled(r"\bopen\s{0,4}\(\s{0,4}[a-z_]\w{0,40}\s{0,4}[,)]|\.read_(?:text|bytes)\s{0,4}\(|readFileSync\s{0,4}"
                    r"\(\s{0,4}[a-z_]|\bsubprocess\b|\bos\.(?:system|popen)\b|child_process|\b(?:eval|exec)\s{0,4}\(")


def shared_reach(code: str) -> str | None:
    """Why ``code`` publishes file reads or commands through a public share link (module docstring), or None."""
    if "share" not in code and "ngrok" not in code and "localtunnel" not in code:
        return None
    text = code[:200_000]
    shared = _SHARE.search(text)
    if shared is None or _REACH.search(text) is None:
        return None
    return f"code publishes an app that reads files or runs commands through a public link ({shared.group(0)!r})"
