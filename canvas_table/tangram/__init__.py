"""Tangram Champions' rules: the seven pieces, the figures and the puzzle's check (no Qt)."""
