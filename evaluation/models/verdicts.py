"""Verdict events, rule sets, sessions (SPEC §3)."""
