"""Admin for verdicts, rule sets and sessions."""
