"""A connection's rate limit: a token bucket on an injected clock (tests drive it by hand)."""

from __future__ import annotations

import time
from collections.abc import Callable

RATE = 50.0  # messages a second, sustained (a bot plays fast; a person sends a few)
BURST = 100  # messages at once
FLOOD = 100  # refused messages in a row that close the connection


class RateLimit:
    """Allows ``rate`` messages a second on average and ``burst`` at once; counts refusals in a row."""

    def __init__(self, rate: float = RATE, burst: int = BURST,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = float(burst)
        self.last = clock()
        self.refused = 0  # refusals since the last allowed message

    def allow(self) -> bool:
        """True (and one message counted) when a message may pass now."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False

    @property
    def flooding(self) -> bool:
        """True when so many messages in a row were refused that the connection should close."""
        return self.refused >= FLOOD
