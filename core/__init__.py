"""The bottom layer: request plumbing, shared rules, the hot path's database helpers and typed settings; it imports no app."""
