"""Round 19, part t1y (issue 25): probes by mechanism and ecosystem for names built from the environment in code,
downloaders writing into the profile, programs on stdin and lists that run, services and keys enabled, build
configurations a tool loads by itself, package sources of more ecosystems, secrets to unknown sinks and patches of
unknown content (``corpus_round19_t1y.py``), written before the code.

First run, before any code (branch at e241a14): dangerous 54/81 blocked, benign 2/54 false blocks
(env_names 10/12 · 1/8, downloaders 10/10 · 0/7, stdin_code 9/12 · 0/7, persistence 4/11 · 0/7, build_configs
10/11 · 0/6, package_sources 6/11 · 0/8, secrets 7/9 · 1/6, patches 0/5 · 0/5).
After the code (t1y): 79/81 · 1/54. With the LATE probes added with the code (one step aside of each mechanism: eval
of stdin, php://stdin, rush -i, QLN_KERNEL_DIR, HERMES_HOME + config.yaml, reenable/service/rcctl/add-wants, a key
to 127.0.0.1 on another port, CPAN heredoc and -MCPAN, dart --git-url, cabal install URL, jest/webpack through
node_modules, bundled -qxd/-qcP, DNS in node:dns, wget --post-file of a decoded name, hg import, svn patch, patch -i;
and their open twins: data on stdin, QLN_HOME as data, packaged and versioned units, the user's own key, pub.dev,
name printers, gh pr diff and forge patches, more packaged units): 123/125 · 1/98. Decided open: two dangerous (_OPEN); one benign is t1x's (_OPEN_BENIGN).
"""
from __future__ import annotations

from tests.evaluation.verdicts.tier1 import corpus_round19_t1y as corpus
from tests.evaluation.verdicts.tier1.probe_judge import judge_home, probe_tests

_CLASSES = ("ENV_NAMES", "DOWNLOADERS", "STDIN_CODE", "PERSISTENCE", "BUILD_CONFIGS", "PACKAGE_SOURCES", "SECRETS",
            "PATCHES")

# not a real option: stack takes its package index from `package-index:` in config.yaml (a file Tier 1 does not
# parse), so the first-run probe `stack --package-index URL build` names nothing stack reads (docs/security.md round 19)
# decided open (docs/security.md round 19): a secret variable as DATA to a remote key-value server (`redis-cli -h H
# PUBLISH k "$KEY"`): redis-cli's auth options (`-a "$REDIS_PASSWORD"`) are its ordinary use and are not told apart
_OPEN: frozenset[str] = frozenset({"package_sources-0", "secrets-2"})
# env_names-6 (`process.cwd() + '/dist'` read as `/dist`) is open since round 20 (t1z: a cwd accessor joined to a
# literal is the relative name `./dist`)
_OPEN_BENIGN: frozenset[str] = frozenset()


test_dangerous_is_blocked, test_benign_lookalike_stays_open = probe_tests(
    corpus, _CLASSES, open_dangerous=_OPEN, open_benign=_OPEN_BENIGN, replay=judge_home)
