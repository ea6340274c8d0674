"""Candidates, suites, evaluation runs (SPEC §5)."""
