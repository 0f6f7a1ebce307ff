"""A small, fast, seedable random number generator whose whole state is one integer.

All randomness in a game flows from one seed through an :class:`Rng`; never the global ``random``.
The generator is SplitMix64, so its sequence is the same on every platform and Python version,
cloning is copying an integer, and independent streams are derived by name with :meth:`Rng.derive`.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _bound(n: int) -> int:
    """The largest multiple of ``n`` not above 2**64: a draw below it gives ``draw % n`` unbiased."""
    return (1 << 64) - (1 << 64) % n


_LIMITED = 256
_BOUNDS = [0] + [_bound(n) for n in range(1, _LIMITED)]  # _bound(n) for n < _LIMITED, worked out once


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """SplitMix64: a deterministic stream of 64-bit numbers from an integer seed."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit unsigned number."""
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform whole number in ``range(n)`` (n >= 1), without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = _BOUNDS[n] if n < _LIMITED else _bound(n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def coin(self) -> bool:
        """A fair coin flip."""
        return bool(self.next64() >> 63)

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        """A uniform element of a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates): each swap's partner is :meth:`below` ``i + 1``.

        The draws are written out here rather than called: a search shuffles its dispenser for
        every imagined game, and the calls were a tenth of a first search's time.
        """
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _BOUNDS[n] if n < _LIMITED else _bound(n)
            while True:
                state = (state + _GOLDEN) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct elements in random order."""
        pool = list(items)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]

    def copy(self) -> Rng:
        """An independent generator at the same point of the stream."""
        return Rng(self.state)

    def derive(self, name: str) -> Rng:
        """An independent stream for one purpose (``"deck"``, ``"vincent"``...), from this seed.

        Deriving does not advance this generator, so adding a stream never changes the others.
        """
        salt = 0
        for byte in name.encode():
            salt = _mix((salt ^ byte) + _GOLDEN)
        return Rng(_mix(self.state ^ salt))
