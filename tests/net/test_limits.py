"""A connection's rate limit: bursts, the sustained rate, and when a flood closes it."""

from __future__ import annotations

from canvas_table.net.limits import FLOOD, RateLimit


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_passes_then_messages_pass_at_the_rate():
    clock = Clock()
    limit = RateLimit(rate=8.0, burst=5, clock=clock)
    assert [limit.allow() for _ in range(7)] == [True] * 5 + [False] * 2
    clock.now += 0.125  # one message's worth at 8 a second
    assert [limit.allow() for _ in range(2)] == [True, False]
    clock.now += 10.0  # a long quiet time refills the bucket to the burst, no further
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]


def test_only_refusals_in_a_row_make_a_flood():
    clock = Clock()
    limit = RateLimit(rate=1.0, burst=1, clock=clock)
    limit.allow()
    for _ in range(FLOOD - 1):
        assert not limit.allow()
    assert not limit.flooding
    clock.now += 1.0
    assert limit.allow() and limit.refused == 0  # one allowed message starts the count again
    for _ in range(FLOOD):
        limit.allow()
    assert limit.flooding
