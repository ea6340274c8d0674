"""Round 28 (t3a, issue 25): configuration-management code that DECLARES a file's state.

``puppet apply -e "file { '$HOME/.hermes/policies': ensure => absent, force => true }"`` deletes a governed tree, and
``chef-apply -e "file ::File.expand_path('~/.hermes/config.yaml') do content 'approvals: off' end"`` rewrites a
governed file, without any write or delete verb of a programming language: the resource's declared state is the
effect. :func:`reach.effect_free` therefore proved such code read-only and left it open. Now code given to a
configuration-management runner (``puppet apply``, ``chef-apply``/``chef-client``/``cinc-*``, ``salt-call``,
``mgmt``) that declares a file-like resource (Puppet ``file``/``concat``/``augeas``/``exec``/``tidy``, Chef
``file``/``directory``/``template``/``cookbook_file``/``remote_file``/``link``/``execute``/``bash``, Salt
``file.*``/``cmd.*``) is never effect-free: when it names or builds a protected path it is blocked as an unmodelled
write (the seam of :mod:`reach`). ``puppet apply --noop`` simulates (open).

Open: the same resources naming paths outside the profile and the server (``file { '/tmp/motd': … }``).
"""
from __future__ import annotations

from evaluation.verdicts.tier1.word_branches import compiled

__all__ = ["declares_state"]

CM_PROGRAMS = frozenset({"puppet", "chef-apply", "chef-client", "chef-solo", "cinc-apply", "cinc-client",
                         "cinc-solo", "salt-call", "salt", "mgmt"})
_RESOURCE = compiled(r"\b(?:file|concat|augeas|exec|tidy|directory|template|cookbook_file|remote_file|link|execute|"
                       r"bash|script|remote_directory|ruby_block)\s{0,4}(?:\{|['\"(:]|::|[A-Z]\w*\.)|"
                       r"\bfile\.\w+|\bcmd\.\w+|\bensure\s{0,4}=>|\baction\s{1,4}:\w+|\bcontent\s{0,4}(?:=>|['\"])")


def declares_state(program: str, argv: tuple[str, ...], text: str) -> bool:
    """``text`` (code or an argument of ``argv``) declares a file-like resource's state for a CM runner."""
    if program not in CM_PROGRAMS or "--noop" in argv:
        return False
    return _RESOURCE.search(text) is not None
