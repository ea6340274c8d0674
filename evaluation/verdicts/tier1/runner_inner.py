"""Round 26 (t2t, issue 25): the program a package runner runs, for ``state_destroy``'s judges.

``npx|bunx|pnpx NAME …``, ``pnpm dlx|exec NAME …``, ``yarn dlx|exec NAME …``, ``npm exec|x [--] NAME …``, ``bun x
NAME …``, ``pipx run NAME …``, ``uvx NAME …``, ``uv tool run NAME …``, ``pdm|poetry|hatch|rye run NAME …`` run NAME
with the rest of the words: ``pnpm dlx vercel remove acme-web --yes`` is ``vercel remove acme-web --yes``,
``yarn dlx wrangler d1 delete prod-db`` that ``wrangler``. The version or scope of the name (``wrangler@3``,
``@cloudflare/wrangler``) is not part of the program. Only the destroying judges read it (as round 25's
:mod:`inside_destroy` gives them a container's command): the runner's own judges (code of unknown origin) still see
the runner. The runner's environment assignments stay with NAME (``DATABASE_URL=postgres://localhost/shop_test
npx prisma migrate reset --force`` resets a local test database: open, as the bare ``prisma`` is).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.shell import SimpleCommand

_BARE = frozenset({"npx", "bunx", "pnpx", "uvx"})
_SUB = {"pnpm": ("dlx", "exec"), "yarn": ("dlx", "exec"), "npm": ("exec", "x"), "bun": ("x",), "pipx": ("run",),
        "pdm": ("run",), "poetry": ("run",), "hatch": ("run",), "rye": ("run",)}
_VALUED = frozenset({"-p", "--package", "--from", "--with", "-c", "--call", "--python", "--spec", "--cache",
                     "--registry", "--prefix", "-w", "--workspace", "--index-url", "--pip-args"})


def _program(word: str) -> str:
    if word.startswith("@") and "/" in word:
        word = word.split("/", 1)[1]
    return word.split("@", 1)[0] if "@" in word[1:] else word


def runner_words(command: SimpleCommand) -> list[str]:
    """The words of the program ``command`` runs through a package runner (NAME first), or ``[]``."""
    argv, program = list(command.argv), command.program
    words = argv[1:]
    if program == "uv" and words[:2] == ["tool", "run"]:
        words = words[2:]
    elif program in _SUB and words[:1] and words[0] in _SUB[program]:
        words = words[1:]
    elif program not in _BARE:
        return []
    i = 0
    while i < len(words) and words[i].startswith("-"):
        if words[i] == "--":
            i += 1
            break
        i += 2 if words[i] in _VALUED else 1
    rest = words[i:]
    assignments = [f"{name}={value}" for name, value in command.assignments]  # `DATABASE_URL=… npx prisma …`
    return [*assignments, _program(rest[0]), *rest[1:]] if rest and rest[0] else []
