"""Canvas Table: a desktop table for the art card game Canvas."""

__version__ = "0.1.0"
