"""Every visible painting of the standard cards, judged once when the package is built.

Three of the 60 art cards can be layered in 205,320 orders, which show only 16,695 different
paintings ("sights": what each swatch shows, :func:`~canvas_table.canvas.masks.sight_of`).
``data/verdicts.bin`` holds, for each sight, the ribbons every rule of
:mod:`canvas_table.canvas.scoring` gives it and its grey ribbons, as the rules compute them: a
judge of the standard cards reads a verdict from it instead of running the rules, so a fresh
process's first searches and bot games start with every painting judged. The rules stay the one
place that says what a painting earns; this file is their output, and a test rebuilds it and
compares. Rebuild it after changing the cards or a rule::

    python -m canvas_table.canvas.verdict_table

The file starts with a fingerprint of the cards' swatches and the rules' names; a file that does
not match (or is missing or damaged) is not used, and the judge runs the rules as before.
"""

from __future__ import annotations

import hashlib
import struct
from array import array
from dataclasses import dataclass
from functools import cache
from itertools import permutations
from pathlib import Path

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.masks import CardMasks, sight_masks, sight_of, standard_masks
from canvas_table.canvas.scoring import RULES, element_counts, grey_ribbons

TABLE_PATH = Path(__file__).resolve().parent / "data" / "verdicts.bin"
MAGIC = b"CTVT1"
FINGERPRINT_BYTES = 16


@dataclass(frozen=True, slots=True)
class VerdictTable:
    """Per sight (its row in ``rows``), each rule's ribbons and the grey ribbons."""

    rows: dict[int, int]  # sight -> row
    ribbons: dict[str, bytes]  # rule name -> ribbons per row
    grey: bytes  # grey ribbons per row


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
    body = array("Q", sights).tobytes() + b"".join(bytes(columns[name]) for name in RULES) + grey
    return MAGIC + fingerprint(masks) + struct.pack("<I", len(sights)) + body


def read_table(data: bytes, masks: CardMasks) -> VerdictTable | None:
    """The table in ``data`` when it is whole and was built for these cards and rules, else None."""
    head = len(MAGIC) + FINGERPRINT_BYTES + 4
    if len(data) < head or not data.startswith(MAGIC):
        return None
    if data[len(MAGIC):head - 4] != fingerprint(masks):
        return None
    (count,) = struct.unpack_from("<I", data, head - 4)
    if len(data) != head + count * (8 + len(RULES) + 1):
        return None
    sights = array("Q")
    sights.frombytes(data[head:head + 8 * count])
    start = head + 8 * count
    ribbons = {}
    for name in RULES:
        ribbons[name] = data[start:start + count]
        start += count
    return VerdictTable(dict(zip(sights, range(count), strict=True)), ribbons, data[start:])


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
