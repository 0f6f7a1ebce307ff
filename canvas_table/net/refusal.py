"""A request the server turns down: the one exception its tables, ballots and handlers raise."""

from __future__ import annotations


class Refused(Exception):
    """A request the table turns down; ``code`` is the protocol's error code, the message one line."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
