"""Round 18 (t1v, issue 25): packages named by a list Tier 1 never saw, fed to an installer.

``xargs -a /tmp/pkgs.txt npm install -g``, ``xargs --arg-file=/tmp/reqs.txt pip install``, ``xargs gem install <
/var/tmp/gems``, ``curl -s URL/pkgs | xargs cargo install``: what is installed (and so what code runs at install
time: npm scripts, setup.py, gem extensions, build.rs) is decided by a file outside the workspace that no call of
this session wrote, or by a download — code of unknown origin, as round 16 decided for a destroyer fed such a list
(``listed_destroy``). A list in the workspace (``xargs -a requirements-dev.txt pip install``), or one the session
wrote with content Tier 1 saw, stays open: its names are the project's, and the installers' sources are judged by
``package_sources``. A list fed to a program that only prints (``xargs -a F echo``) is no install.
"""
from __future__ import annotations

from evaluation.verdicts.tier1.listed_destroy import fetched_list
from evaluation.verdicts.tier1.scene_model import Scene, View

_VERBS: dict[str, frozenset[str]] = {
    "npm": frozenset({"install", "i", "add", "ci", "exec", "x"}), "pnpm": frozenset({"install", "i", "add", "dlx"}),
    "yarn": frozenset({"add", "global", "dlx"}), "bun": frozenset({"install", "i", "add", "x"}),
    "pip": frozenset({"install", "download"}), "pipx": frozenset({"install", "run", "inject"}),
    "uv": frozenset({"pip", "tool", "add", "run"}), "gem": frozenset({"install", "i"}),
    "cargo": frozenset({"install", "binstall", "add"}), "go": frozenset({"install", "get", "run"}),
    "apt": frozenset({"install"}), "apt-get": frozenset({"install"}), "dnf": frozenset({"install"}),
    "yum": frozenset({"install"}), "zypper": frozenset({"install", "in"}), "apk": frozenset({"add"}),
    "brew": frozenset({"install", "tap"}), "port": frozenset({"install"}), "pacman": frozenset({"-S", "-U"}),
    "composer": frozenset({"require", "global"}), "dotnet": frozenset({"tool", "add"}),
    "mix": frozenset({"archive.install", "escript.install"}), "cabal": frozenset({"install"}),
    "opam": frozenset({"install"}), "luarocks": frozenset({"install"}), "raco": frozenset({"pkg"}),
    "conda": frozenset({"install"}), "mamba": frozenset({"install"}), "nimble": frozenset({"install"}),
    "stack": frozenset({"install"}), "deno": frozenset({"install", "add"}), "pkg": frozenset({"install"}),
    "snap": frozenset({"install"}), "flatpak": frozenset({"install"}), "nix-env": frozenset({"-i", "-iA"}),
    "helm": frozenset({"install"}), "krew": frozenset({"install"}), "code": frozenset({"--install-extension"}),
}


def _installs(argv: tuple[str, ...]) -> bool:
    program = argv[0].rsplit("/", 1)[-1] if argv else ""
    if program.startswith(("pip", "python")) and program not in _VERBS:
        program = "pip" if program.startswith("pip") else program
    verbs = _VERBS.get(program.rstrip("0123456789."))
    return verbs is not None and any(w in verbs for w in argv[1:])


def listed_install(scene: Scene, view: View) -> list[str]:
    """Why ``view`` installs packages named by a list Tier 1 cannot vouch for (none for the usual command)."""
    command = view.command
    if not command.stdin_args or "xargs" not in command.wrappers or not _installs(command.argv):
        return []
    source = fetched_list(scene, view)
    if source is None:
        return []
    return [f"{command.program} installs packages named by {source}: code of unknown origin runs at install time"]
