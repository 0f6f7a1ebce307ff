"""Every visible painting of the standard cards, judged once when the package is built.

Three of the 60 art cards can be layered in 205,320 orders, which show only 16,695 different
paintings ("sights": what each swatch shows, :func:`~canvas_table.canvas.masks.sight_of`).
``data/verdicts.bin`` holds, for each sight, the ribbons every rule of
:mod:`canvas_table.canvas.scoring` gives it and its grey ribbons, as the rules compute them, and
for each layer order of three cards the row of its sight: a judge of the standard cards reads a
verdict from it instead of running the rules, and a search values a triple's six orders by six
look-ups, so a fresh process's first searches and bot games start with every painting judged.
The rules stay the one place that says what a painting earns; this file is their output, and a
test rebuilds it and compares. Rebuild it after changing the cards or a rule::

    python -m canvas_table.canvas.verdict_table

The file starts with a fingerprint of the cards' swatches and the rules' names; a file that does
not match (or is missing or damaged) is not used, and the judge runs the rules as before.
"""

from __future__ import annotations

import hashlib
import struct
import sys
from array import array
from dataclasses import dataclass
from functools import cache
from itertools import permutations
from pathlib import Path

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.masks import CardMasks, sight_masks, sight_of, standard_masks
from canvas_table.canvas.scoring import RULES, element_counts, grey_ribbons

TABLE_PATH = Path(__file__).resolve().parent / "data" / "verdicts.bin"
MAGIC = b"CTVT2"
NO_ROW = 0xFFFF  # in ``orders``: not three different cards
FINGERPRINT_BYTES = 16
DIGEST_BYTES = 16  # of the body, after the header: the file is whole


@dataclass(frozen=True, slots=True)
class VerdictTable:
    """Per sight (its row in ``rows``), each rule's ribbons and the grey ribbons; per layer order
    of three cards, the row of its sight (:meth:`row_of`)."""

    rows: dict[int, int]  # sight -> row
    ribbons: dict[str, bytes]  # rule name -> ribbons per row
    grey: bytes  # grey ribbons per row
    orders: array  # row per (bottom * size + middle) * size + top; NO_ROW where cards repeat
    size: int  # one more than the highest card id

    def row_of(self, bottom: int, middle: int, top: int) -> int:
        """The row of the painting these three different cards show, layered bottom to top."""
        size = self.size
        return self.orders[(bottom * size + middle) * size + top]


def fingerprint(masks: CardMasks) -> bytes:
    """What the table depends on: every card's packed swatches and cover, and the rules' names."""
    digest = hashlib.sha256()
    digest.update(",".join(RULES).encode())
    digest.update(array("Q", masks.packed).tobytes())
    digest.update(array("Q", masks.covers).tobytes())
    return digest.digest()[:FINGERPRINT_BYTES]


def all_sights(masks: CardMasks, cards: list[int]) -> list[int]:
    """Every different sight of three of ``cards`` layered bottom to top, ascending."""
    return sorted({sight_of(masks, *layers) for layers in permutations(cards, 3)})


def build_table() -> bytes:
    """The file's bytes for the standard cards, every sight judged by the rules."""
    masks = standard_masks()
    sights = all_sights(masks, sorted(default_card_set().art))
    columns = {name: bytearray() for name in RULES}
    grey = bytearray()
    for sight in sights:
        elements, bonuses = sight_masks(sight)
        counts = element_counts(elements)
        for name, rule in RULES.items():
            columns[name].append(rule(elements, bonuses, counts))
        grey.append(grey_ribbons(bonuses, counts))
    size = len(masks.packed)
    rows = {sight: row for row, sight in enumerate(sights)}
    orders = array("H", [NO_ROW]) * size**3
    for bottom, middle, top in permutations(sorted(default_card_set().art), 3):
        orders[(bottom * size + middle) * size + top] = rows[sight_of(masks, bottom, middle, top)]
    body = (_little_endian(array("Q", sights)) + b"".join(bytes(columns[name]) for name in RULES) + grey
            + _little_endian(orders))
    return (MAGIC + fingerprint(masks) + struct.pack("<II", len(sights), size)
            + hashlib.sha256(body).digest()[:DIGEST_BYTES] + body)


def _little_endian(numbers: array) -> bytes:
    """``numbers``' bytes, little-endian on every machine (the file's byte order)."""
    if sys.byteorder == "big":
        numbers = array(numbers.typecode, numbers)
        numbers.byteswap()
    return numbers.tobytes()


def read_table(data: bytes, masks: CardMasks) -> VerdictTable | None:
    """The table in ``data`` when it is whole and was built for these cards and rules, else None."""
    counts_at = len(MAGIC) + FINGERPRINT_BYTES
    head = counts_at + 8 + DIGEST_BYTES
    if len(data) < head or not data.startswith(MAGIC):
        return None
    if data[len(MAGIC):counts_at] != fingerprint(masks):
        return None
    count, size = struct.unpack_from("<II", data, counts_at)
    if size != len(masks.packed) or len(data) != head + count * (8 + len(RULES) + 1) + 2 * size**3:
        return None
    if hashlib.sha256(data[head:]).digest()[:DIGEST_BYTES] != data[head - DIGEST_BYTES:head]:
        return None  # damaged inside: a row out of range would fail far from here
    sights = _read_array("Q", data[head:head + 8 * count])
    start = head + 8 * count
    ribbons = {}
    for name in RULES:
        ribbons[name] = data[start:start + count]
        start += count
    grey = data[start:start + count]
    orders = _read_array("H", data[start + count:])
    return VerdictTable(dict(zip(sights, range(count), strict=True)), ribbons, grey, orders, size)


def _read_array(typecode: str, data: bytes) -> array:
    """The little-endian numbers in ``data`` as an array of ``typecode``."""
    numbers = array(typecode)
    numbers.frombytes(data)
    if sys.byteorder == "big":
        numbers.byteswap()
    return numbers


@cache
def standard_table() -> VerdictTable | None:
    """The stored table for the standard cards (read once per process), or None without one."""
    try:
        data = TABLE_PATH.read_bytes()
    except OSError:
        return None
    return read_table(data, standard_masks())


if __name__ == "__main__":
    TABLE_PATH.write_bytes(build_table())
    print(f"wrote {TABLE_PATH}")
