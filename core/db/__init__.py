"""The verdict hot path's database helpers: compiled INSERTs, rows without the ORM's per-field layers, queries compiled once, server-side prepared statements."""
