"""Picktura's masterpieces, painted whole by code and cut into quarter cards (no Qt)."""
