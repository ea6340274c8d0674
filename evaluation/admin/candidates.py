"""Admin for candidates, suites and evaluation runs."""
