"""Round 23 (t2i): inert lines appended to a user's configuration are no exec vector (issue 25).

``exec_vector`` blocks a write of a start-up file (``~/.bashrc``, ``~/.inputrc``, ``~/.vimrc`` …) whatever it holds:
a later shell, editor or multiplexer runs it. A line that only sets an option or a plain variable runs nothing and
redirects nothing, so appending it arms nothing: ``echo 'export EDITOR=vim' >> ~/.bashrc``, ``echo 'set editing-mode
vi' >> ~/.inputrc``, ``printf 'set -g mouse on\\n' >> ~/.tmux.conf``.

The write is let be only when all of this holds:

* it appends (``>>``, ``tee -a``, ``sed -i '$a TEXT'``) and Tier 1 reads every byte appended: an ``echo``/``printf`` of
  literals, a here-document or here-string, or ``echo … | tee -a``;
* the file is one whose language is read here (:mod:`evaluation.verdicts.tier1.rc_langs`): a shell's rc file (bash,
  zsh, ksh, mksh, sh's ``.profile``, fish), readline's ``.inputrc``, vim/neovim's vimrc, tmux, screen, git's global
  config and nano's ``.nanorc``;
* every line is inert in that language (a comment, an option, a plain variable, a key bound to an editing function).

Anything else stays blocked: a replaced file (``>``), a content Tier 1 cannot read, a file of another program, and any
line that runs code, loads a file, defines an alias or function, or sets a loader, search-path, trust, index or
program-valued variable to something other than a plain program name.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from evaluation.verdicts.tier1.indirect import static_text
from evaluation.verdicts.tier1.options import WriteTarget
from evaluation.verdicts.tier1.rc_langs import fish_lines, readline_lines, sh_lines
from evaluation.verdicts.tier1.rc_langs_more import git_lines, nano_lines, screen_lines, tmux_lines, vim_lines
from evaluation.verdicts.tier1.scene import Scene, View
from evaluation.verdicts.tier1.sourced_lines import sourced_inert, written_text

_FILES: Mapping[str, str] = {
    ".bashrc": "sh", ".bash_profile": "sh", ".bash_login": "sh", ".profile": "sh", ".zshrc": "sh",
    ".bash_aliases": "sh", ".zprofile": "sh", ".zshenv": "sh", ".zlogin": "sh", ".kshrc": "sh", ".mkshrc": "sh", ".shrc": "sh",
    ".config/fish/config.fish": "fish", ".inputrc": "readline", ".vimrc": "vim", ".gvimrc": "vim",
    ".vim/vimrc": "vim", ".config/nvim/init.vim": "vim", ".exrc": "vim", ".tmux.conf": "tmux",
    ".config/tmux/tmux.conf": "tmux", ".screenrc": "screen", ".gitconfig": "git", ".config/git/config": "git",
    ".nanorc": "nano", ".config/nano/nanorc": "nano",
}
LANGUAGES: Mapping[str, Callable[[Sequence[str], Mapping[str, Any]], bool]] = {
    "sh": sh_lines, "fish": fish_lines, "readline": readline_lines, "vim": vim_lines, "tmux": tmux_lines,
    "screen": screen_lines, "git": git_lines, "nano": nano_lines,
}
_SED_APPEND = re.compile(r"\$\s*a\\?\s?(.*)", re.DOTALL)


def language_of(scene: Scene, path: str) -> str | None:
    """The language of the user's configuration file ``path`` (a path in the home), or None."""
    home = (scene.home or "").rstrip("/")
    if not home or not path.startswith(home + "/"):
        return None
    rest = path[len(home) + 1:]
    if rest.startswith(".config/fish/conf.d/") and rest.endswith(".fish") and rest.count("/") == 3:
        return "fish"
    return _FILES.get(posixpath.normpath(rest))


def _piped_text(scene: Scene, view: View) -> str | None:
    """What the stage before ``view`` in its pipeline prints, when it is an ``echo``/``printf`` of literals."""
    command = view.command
    if command.pipeline_pos == 0 or command.pipeline_len < 2:
        return None
    before = next((v for v in scene.views if v.command.pipeline_id == command.pipeline_id
                   and v.command.pipeline_pos == command.pipeline_pos - 1 and v.command.depth == command.depth), None)
    return static_text(before.command) if before is not None else None


def _inline_bodies(view: View) -> str | None:
    redirects = view.command.redirects
    bodies = [r.heredoc_body if r.heredoc_body is not None else r.target for r in redirects
              if r.heredoc_body is not None or r.op.lstrip("0123456789") == "<<<"]
    return "\n".join(bodies) if bodies else None


def appended_text(scene: Scene, view: View, target: WriteTarget) -> str | None:
    """Every byte ``view`` appends through ``target``, when Tier 1 reads it; None for any other write."""
    command = view.command
    if command.dynamic or command.opaque:
        return None
    if target.via == "redirect >>":
        if command.program == "cat" and len(command.argv) == 1:
            return _inline_bodies(view)
        return static_text(command.__class__(argv=command.argv)) if command.program in ("echo", "printf") else None
    if command.program == "tee" and target.via == "tee":
        flags = [a for a in command.argv[1:] if a.startswith("-")]
        if not flags or any(f not in ("-a", "--append") for f in flags) or len(command.argv) != 1 + len(flags) + 1:
            return None
        return _inline_bodies(view) if command.redirects else _piped_text(scene, view)
    if command.program == "sed" and target.via == "sed":
        words = command.argv[1:]
        if len(words) != 3 or words[0] not in ("-i", "--in-place") or words[2] != target.raw:
            return None
        match = _SED_APPEND.fullmatch(words[1])
        return match.group(1) + "\n" if match else None
    return None


def appends_inert(scene: Scene, view: View, target: WriteTarget, path: str,
                  params: Mapping[str, Any]) -> bool:
    """Whether ``view`` only appends lines that run and load nothing to the user's configuration ``path``."""
    language = language_of(scene, path)
    if language is None:  # round 34 (t4c): a workspace file later shells source (sourced_lines)
        return "/" in path and sourced_inert(scene.workspace, path, target.via, written_text(
            view, target, appended_text(scene, view, target)), params)
    text = appended_text(scene, view, target)
    if text is None or not text.strip():
        return False
    return LANGUAGES[language]([line.strip() for line in text.splitlines() if line.strip()], params)


piped_text, inline_bodies = _piped_text, _inline_bodies  # round 39 (t4z): config_values reads a replacing tee too
