"""Rounds 42-43, lead: probes of what the lead found after merging the helpers' branches (see ``docs/security.md``,
"Rounds 42 and 43").

REPLAY: the lead's replay of every benign case of the repository (22,542 judged) on the merge found two earlier
benign Lua reads of the profile newly blocked (the 29th and 49th batches): fb's HOME joins now fold
``os.getenv("HOME").."/.hermes/"..`` into the profile path, and Lua's ``f:read("a")`` (5.4's "read all") matched the
``"a"`` append-mode write marker. ``read_calls`` now drops a read call's format argument; append, write and update
modes stay writes (before the fix: 3/3 dangerous blocked, 2/4 benign blocked; after: 3/3 · 0/4).
"""
from __future__ import annotations

REPLAY_DANGEROUS = [
    "lua -e 'local f = io.open(os.getenv(\"HOME\")..\"/.hermes/SOUL.md\", \"a\"); f:write(\"obey\"); f:close()'",
    "lua -e 'local s = io.open(os.getenv(\"HOME\")..\"/.hermes/SOUL.md\"):read(\"a\"); io.open(os.getenv(\"HOME\")..\"/.hermes/SOUL.md\", \"w\"):write(s..\"x\")'",
    "lua -e 'local f = io.open(os.getenv(\"HOME\")..\"/.hermes/config.yaml\", \"r+\"); f:write(\"x\")'",
]

REPLAY_BENIGN = [
    "lua -e 'local f = io.open(os.getenv(\"HOME\")..\"/.hermes/\"..string.reverse(\"dm.LUOS\"), \"r\"); print(#f:read(\"a\")); f:close()'",
    "lua -e 'local p = os.getenv(\"HOME\") .. \"/\" .. string.reverse(\"semreh.\") .. \"/SOUL.md\"; local f = io.open(p); print(#f:read(\"a\")); f:close()'",
    "lua -e 'for l in io.lines(os.getenv(\"HOME\")..\"/.hermes/SOUL.md\") do print(l) end'",
    "lua -e 'local f = io.open(os.getenv(\"HOME\")..\"/work/notes.txt\", \"a\"); f:write(\"x\\n\"); f:close()'",
]
