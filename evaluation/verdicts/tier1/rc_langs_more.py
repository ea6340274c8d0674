"""Round 23 (t2i): inert lines of vim/neovim, tmux, screen, git and nano configuration (:mod:`rc_lines`)."""

from __future__ import annotations

import fnmatch
import re
import shlex
from collections.abc import Mapping, Sequence
from typing import Any

_VIM_VALUED = frozenset({
    "tabstop", "ts", "shiftwidth", "sw", "softtabstop", "sts", "textwidth", "tw", "scrolloff", "so",
    "sidescrolloff", "siso", "mouse", "encoding", "enc", "fileencoding", "fenc", "fileformat", "ff", "background",
    "bg", "laststatus", "ls", "clipboard", "backspace", "bs", "colorcolumn", "cc", "signcolumn", "scl", "updatetime",
    "ut", "timeoutlen", "tm", "ttimeoutlen", "ttm", "history", "hi", "undolevels", "ul", "wildmode", "wim",
    "completeopt", "cot", "listchars", "lcs", "foldmethod", "fdm", "foldlevel", "fdl", "spelllang", "spl",
    "numberwidth", "nuw", "cmdheight", "ch", "matchtime", "mat", "whichwrap", "ww", "virtualedit", "ve", "belloff",
    "bo", "conceallevel", "cole", "showbreak", "sbr", "fillchars", "fcs", "wrapmargin", "wm", "synmaxcol", "smc",
    "cursorlineopt", "culopt", "inccommand", "icm", "termguicolors", "tgc", "formatoptions", "fo", "nrformats", "nf",
})
_VIM_UNSAFE_FLAGS = frozenset({"exrc", "ex", "modeline", "ml", "modelineexpr", "mle", "nosecure", "nosecure!"})
_VIM_ITEM = re.compile(r"(no|inv)?([a-z]{1,30})([!&?]|[-+^]?[=:](.*))?", re.DOTALL)


def _vim_set_item(item: str) -> bool:
    match = _VIM_ITEM.fullmatch(item)
    if match is None:
        return False
    name = match.group(2)
    if match.group(4) is not None:
        return match.group(1) is None and name in _VIM_VALUED
    return item not in _VIM_UNSAFE_FLAGS and name not in _VIM_UNSAFE_FLAGS


def _vim_line(line: str) -> bool:
    line = line.lstrip(":").strip()
    if line.startswith('"'):
        return True
    if "|" in line or "!" in line.split(" ", 1)[0]:
        return False
    head, _, rest = line.partition(" ")
    if head in ("set", "se", "setlocal", "setl", "setglobal", "setg"):
        return bool(rest.split()) and all(_vim_set_item(i) for i in rest.split())
    if head in ("syntax", "syn"):
        return rest.strip() in ("on", "off", "enable")
    if head in ("filetype", "filet"):
        return re.fullmatch(r"((plugin|indent) ){0,2}(on|off)", rest.strip()) is not None
    if head in ("colorscheme", "colo"):
        return re.fullmatch(r"[A-Za-z0-9_-]{1,40}", rest.strip()) is not None
    if head == "let":
        return re.fullmatch(r"[gbwtv]?:?[A-Za-z_][A-Za-z0-9_]{0,40}\s*=\s*(-?\d{1,12}|\"[^\"\\]*\"|'[^']*')",
                            rest.strip()) is not None
    return False


def vim_lines(lines: Sequence[str], params: Mapping[str, Any]) -> bool:
    return all(_vim_line(line) for line in lines)


_TMUX_SET = frozenset({"set", "set-option", "setw", "set-window-option"})
_TMUX_UNSAFE = frozenset({"default-command", "default-shell", "default-path", "lock-command", "editor"})
_TMUX_BIND_TO = frozenset({"select-pane", "resize-pane", "send-prefix", "copy-mode", "next-window",
                           "previous-window", "last-window", "select-window", "select-layout", "swap-pane",
                           "kill-pane", "kill-window", "detach-client", "choose-tree", "display-panes"})


def _tmux_line(line: str) -> bool:
    if line.startswith("#"):
        return True
    if ";" in line or "#(" in line or "`" in line or "$(" in line:
        return False
    try:
        words = shlex.split(line)
    except ValueError:
        return False
    if not words:
        return False
    head, rest = words[0], words[1:]
    if head in ("unbind", "unbind-key"):
        return True
    if head in _TMUX_SET:
        while rest and rest[0].startswith("-"):
            rest = rest[2:] if rest[0] == "-t" else rest[1:]
        return bool(rest) and not rest[0].startswith("@") and rest[0] not in _TMUX_UNSAFE and len(rest) <= 2
    if head in ("bind", "bind-key"):
        while rest and rest[0].startswith("-") and len(rest) > 1:
            rest = rest[2:] if rest[0] in ("-T", "-N") else rest[1:]
        return len(rest) >= 2 and rest[1] in _TMUX_BIND_TO and all(w.startswith("-") or len(w) <= 3
                                                                   for w in rest[2:])
    return False


def tmux_lines(lines: Sequence[str], params: Mapping[str, Any]) -> bool:
    return all(_tmux_line(line) for line in lines)


_SCREEN_INERT = frozenset({
    "startup_message", "defscrollback", "scrollback", "vbell", "autodetach", "altscreen", "term", "termcapinfo",
    "hardstatus", "caption", "defutf8", "defencoding", "encoding", "escape", "msgwait", "defflow", "nethack",
    "bell_msg", "activity", "defmonitor", "attrcolor", "defbce", "mousetrack", "truecolor", "deflogin", "maptimeout",
})


def screen_lines(lines: Sequence[str], params: Mapping[str, Any]) -> bool:
    return all(line.startswith("#") or (line.split()[0] in _SCREEN_INERT and "`" not in line) for line in lines)


_SECTION = re.compile(r"\[\s*([A-Za-z0-9.-]{1,60})(?:\s+\"([^\"]{0,200})\")?\s*\]")


def git_lines(lines: Sequence[str], params: Mapping[str, Any]) -> bool:
    """``[core]`` then ``autocrlf = input``: no key git runs a program from or reads a path from (the
    ``exec_vector`` rule's own lists), no ``!`` alias."""
    unsafe = [p.lower() for p in (*params.get("git_program_keys", ()), *params.get("git_path_keys", ()))]
    section = None
    for line in lines:
        if line.startswith(("#", ";")):
            continue
        header = _SECTION.fullmatch(line)
        if header is not None:
            section = header.group(1).lower() + (f".{header.group(2)}" if header.group(2) is not None else "")
            continue
        name, eq, value = line.partition("=")
        if section is None or not eq or re.fullmatch(r"[A-Za-z][A-Za-z0-9-]{0,60}", name.strip()) is None:
            return False
        key = f"{section}.{name.strip().lower()}"
        if (section.startswith(("include", "alias")) and value.strip().startswith(("!", '"!')) or
                section.startswith("include") or any(fnmatch.fnmatchcase(key, p) for p in unsafe)):
            return False
    return True


_NANO_UNSAFE = frozenset({"speller", "backupdir", "operatingdir", "formatter", "linter"})


def _nano_line(line: str) -> bool:
    words = line.split()
    if line.startswith("#"):
        return True
    if words[0] in ("set", "unset"):
        return len(words) >= 2 and words[1] not in _NANO_UNSAFE
    return words[0] in ("bind", "unbind", "color", "icolor", "syntax", "header", "magic", "comment", "tabgives")


def nano_lines(lines: Sequence[str], params: Mapping[str, Any]) -> bool:
    return all(_nano_line(line) for line in lines)
