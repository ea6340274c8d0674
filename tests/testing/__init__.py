"""Shared test helpers (real HTTP fakes for outside services, R-T2-3)."""
