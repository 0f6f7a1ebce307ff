"""The 108 Layers cards, loaded from ``data/cards.toml`` and checked against the rules page.

Every statistic of ``rules/layers.md`` is checked on load; a problem raises
:class:`~canvas_table.errors.DataError` with one line naming the file, the card and the field,
e.g. ``cards.toml: card 17: symbols[1].kind: unknown kind 'hart'``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from canvas_table.engine.files import DATA_LIMIT, MISSING, FileProblem, parse_toml, read_text
from canvas_table.errors import DataError

KINDS: tuple[str, ...] = (
    "red", "blue", "yellow", "green", "purple",
    "heart", "star", "butterfly", "moon", "leaf", "eye", "bird",
)
POSITIONS = 5
DECK_SIZE = 108
PER_KIND = 12
POSITION_RANGE = (25, 33)  # how many of the 144 symbols each position holds
DATA_FILE = Path(__file__).with_name("data") / "cards.toml"


@dataclass(frozen=True, slots=True)
class Symbol:
    """A symbol on a card's bottom edge: its position (0 left .. 4 right), kind and sign."""

    position: int
    kind: str
    negative: bool


@dataclass(frozen=True, slots=True)
class LayersCard:
    """A transparent art card: id, English title, art motif and its symbols by position."""

    id: int
    title: str
    motif: str
    symbols: tuple[Symbol, ...]


class _Card:
    """Reads one ``[[card]]`` table, failing with the file, the card and the field."""

    def __init__(self, file: str, number: int, table: Any) -> None:
        self.file, self.label, self.table = file, f"card #{number}", table
        if not isinstance(table, dict):
            self.fail("", "is not a table")

    def fail(self, field: str, problem: str) -> NoReturn:
        where = f"{self.file}: {self.label}" + (f": {field}" if field else "")
        raise DataError(f"{where}: {problem}")

    def get(self, table: dict[str, Any], field: str, kind: type, label: str = "") -> Any:
        label = label or field
        if field not in table:
            self.fail(label, "missing")
        value = table[field]
        if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
            self.fail(label, f"should be {kind.__name__}, got {value!r}")
        return value

    def check_keys(self, table: dict[str, Any], known: tuple[str, ...], label: str = "") -> None:
        for key in table:
            if key not in known:
                self.fail(f"{label}{key}", f"unknown field (known: {', '.join(known)})")

    def parse(self) -> LayersCard:
        table = self.table
        card_id = self.get(table, "id", int)
        self.label = f"card {card_id}"
        self.check_keys(table, ("id", "title", "motif", "symbols"))
        title = self.get(table, "title", str)
        if not title.strip():
            self.fail("title", "is empty")
        motif = self.get(table, "motif", str)
        raw = self.get(table, "symbols", list)
        if not 1 <= len(raw) <= 2:
            self.fail("symbols", f"has {len(raw)} symbols, expected 1 or 2")
        symbols = [self.symbol(k, entry) for k, entry in enumerate(raw)]
        if len({s.position for s in symbols}) != len(symbols):
            self.fail("symbols", "two symbols share a position")
        if len({s.kind for s in symbols}) != len(symbols):
            self.fail("symbols", "the same kind appears twice on one card")
        symbols.sort(key=lambda s: s.position)
        return LayersCard(card_id, title, motif, tuple(symbols))

    def symbol(self, k: int, entry: Any) -> Symbol:
        label = f"symbols[{k}]"
        if not isinstance(entry, dict):
            self.fail(label, f"should be a table, got {entry!r}")
        self.check_keys(entry, ("position", "kind", "negative"), f"{label}.")
        position = self.get(entry, "position", int, f"{label}.position")
        if not 0 <= position < POSITIONS:
            self.fail(f"{label}.position", f"should be 0..{POSITIONS - 1}, got {position}")
        kind = self.get(entry, "kind", str, f"{label}.kind")
        if kind not in KINDS:
            self.fail(f"{label}.kind", f"unknown kind {kind!r}")
        negative = self.get(entry, "negative", bool, f"{label}.negative") if "negative" in entry else False
        return Symbol(position, kind, negative)


def _read(path: Path) -> list[Any]:
    """The ``[[card]]`` tables, read through the one reading path (a regular file of at most 1 MB,
    strict UTF-8, valid TOML); DataError naming the file otherwise."""
    try:
        data = parse_toml(read_text(path, DATA_LIMIT, path.name), path.name)
    except FileProblem as err:
        if err.kind == MISSING:
            raise DataError(f"{path.name}: file not found in {path.parent}") from None
        raise DataError(str(err)) from None
    cards = data.get("card")
    if not isinstance(cards, list):
        raise DataError(f"{path.name}: no [[card]] tables")
    return cards


def load_deck(path: Path | str) -> dict[int, LayersCard]:
    """Load and check a card file: the deck by id, in id order."""
    path = Path(path)
    cards: dict[int, LayersCard] = {}
    for number, table in enumerate(_read(path), 1):
        reader = _Card(path.name, number, table)
        card = reader.parse()
        if card.id in cards:
            reader.fail("id", "appears twice")
        cards[card.id] = card
    _check_deck(path.name, cards)
    return dict(sorted(cards.items()))


def _check_deck(file: str, cards: dict[int, LayersCard]) -> None:
    """The deck statistics of rules/layers.md."""

    def fail(field: str, problem: str) -> NoReturn:
        raise DataError(f"{file}: deck: {field}: {problem}")

    if sorted(cards) != list(range(1, DECK_SIZE + 1)):
        fail("id", f"expected ids 1..{DECK_SIZE}, got {len(cards)} cards")
    sizes = Counter(len(card.symbols) for card in cards.values())
    if sizes[1] != 72 or sizes[2] != 36:
        fail("symbols", f"{sizes[1]} cards with one symbol and {sizes[2]} with two, expected 72/36")
    titles = Counter(card.title for card in cards.values())
    twice = [title for title, n in titles.items() if n > 1]
    if twice:
        fail("title", f"{twice[0]!r} appears {titles[twice[0]]} times")
    symbols = [s for card in cards.values() for s in card.symbols]
    kinds = Counter(s.kind for s in symbols)
    negatives = Counter(s.kind for s in symbols if s.negative)
    for kind in KINDS:
        if kinds[kind] != PER_KIND:
            fail("symbols", f"{kind} appears {kinds[kind]} times, expected {PER_KIND}")
        if negatives[kind] != 1:
            fail("symbols", f"{kind} is negative {negatives[kind]} times, expected once")
    positions = Counter(s.position for s in symbols)
    low, high = POSITION_RANGE
    for position in range(POSITIONS):
        if not low <= positions[position] <= high:
            fail("symbols", f"position {position} holds {positions[position]} symbols, "
                            f"expected {low}..{high}")


@cache
def default_deck() -> dict[int, LayersCard]:
    """The shipped deck (ids 1..108), loaded once; treat it as read-only."""
    return load_deck(DATA_FILE)
