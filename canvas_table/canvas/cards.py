"""The Canvas card set: art cards, backgrounds, scoring cards and scenarios, loaded from TOML.

Every file is validated on load. A problem raises :class:`CardDataError` with a one-line message
naming the file, the card and the field, e.g. ``art_cards.toml: card 12: swatches[3]: unknown icon
'colour'``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

from canvas_table.engine.files import DATA_LIMIT, MISSING, FileProblem, parse_toml, read_text
from canvas_table.errors import DataError

ELEMENTS: tuple[str, ...] = ("hue", "shape", "texture", "tone")
BONUSES: tuple[str, ...] = tuple(f"bonus_{e}" for e in ELEMENTS)
ICONS: tuple[str, ...] = ELEMENTS + BONUSES
SWATCH_COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue", "purple")
SLOT_COLOURS: tuple[str, ...] = ("red", "green", "blue", "purple")
SIDES: tuple[str, ...] = ("left", "right")

DATA_DIR = Path(__file__).with_name("data")

Swatch = tuple[str, ...]


class CardDataError(DataError):
    """A card data file is missing, malformed or breaks a rule of the deck."""


@dataclass(frozen=True, slots=True)
class ArtCard:
    """A transparent art card: a title word and 5 swatches (red..purple) of icons."""

    id: int
    title: str
    side: str
    swatches: tuple[Swatch, ...]


@dataclass(frozen=True, slots=True)
class Background:
    """An opaque background card; ``colours`` are its 5 swatch-colour splashes (hex RGB)."""

    id: int
    name: str
    colours: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ScoringCard:
    """A scoring card: ``points[n-1]`` is worth n ribbons; ``len(points)`` caps the ribbons."""

    name: str
    title: str
    text: str
    points: tuple[int, ...]

    @property
    def cap(self) -> int:
        """The most ribbons of this card's colour a player may hold."""
        return len(self.points)

    def points_for(self, ribbons: int) -> int:
        """Points for holding ``ribbons`` ribbons of this card's colour."""
        return self.points[min(ribbons, self.cap) - 1] if ribbons > 0 else 0


@dataclass(frozen=True, slots=True)
class Scenario:
    """A named set of scoring cards (or ``random`` cards drawn from the seed) and a solo target."""

    name: str
    title: str
    scoring: tuple[str, ...]
    random: int
    target: int


@dataclass(frozen=True, slots=True)
class CardSet:
    """Everything printed on Canvas cards, validated."""

    art: dict[int, ArtCard]
    backgrounds: dict[int, Background]
    scoring: dict[str, ScoringCard]
    scenarios: dict[str, Scenario]


class _Fields:
    """Reads fields of one TOML table, raising errors that name the file, the item and the field."""

    def __init__(self, file: str, label: str, table: Any) -> None:
        self.file, self.label, self.table = file, label, table
        if not isinstance(table, dict):
            self.fail("", "is not a table")

    def fail(self, field: str, problem: str) -> None:
        where = f"{self.file}: {self.label}" + (f": {field}" if field else "")
        raise CardDataError(f"{where}: {problem}")

    def get(self, field: str, kind: type | tuple[type, ...]) -> Any:
        if field not in self.table:
            self.fail(field, "missing")
        value = self.table[field]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            self.fail(field, f"should be {names}, got {value!r}")
        return value

    def check_keys(self, known: tuple[str, ...]) -> None:
        for key in self.table:
            if key not in known:
                self.fail(str(key), f"unknown field (known: {', '.join(known)})")

    def text(self, field: str) -> str:
        value = self.get(field, str)
        if not value.strip():
            self.fail(field, "is empty")
        return value


def _read_toml(path: Path, key: str) -> list[Any]:
    """The ``[[key]]`` tables of a card file, read through the one reading path (a regular file
    of at most 1 MB, strict UTF-8, valid TOML); CardDataError naming the file otherwise."""
    try:
        data = parse_toml(read_text(path, DATA_LIMIT, path.name), path.name)
    except FileProblem as err:
        if err.kind == MISSING:
            raise CardDataError(f"{path.name}: file not found in {path.parent}") from None
        raise CardDataError(str(err)) from None
    items = data.get(key)
    if not isinstance(items, list):
        raise CardDataError(f"{path.name}: no [[{key}]] tables")
    return items


def _parse_swatch(fields: _Fields, index: int, raw: Any) -> Swatch:
    field = f"swatches[{index}]"
    if not isinstance(raw, list) or not all(isinstance(icon, str) for icon in raw):
        fields.fail(field, f"should be a list of icon names, got {raw!r}")
    for icon in raw:
        if icon not in ICONS:
            fields.fail(field, f"unknown icon {icon!r} (expected one of {', '.join(ICONS)})")
    if len(raw) > 2 or len(set(raw)) != len(raw):
        fields.fail(field, f"holds {raw!r}: at most 2 different icons")
    if any(icon in BONUSES for icon in raw) and len(raw) != 1:
        fields.fail(field, f"holds {raw!r}: a bonus icon stands alone in its swatch")
    return tuple(raw)


def _parse_art(path: Path) -> dict[int, ArtCard]:
    cards: dict[int, ArtCard] = {}
    for n, table in enumerate(_read_toml(path, "card")):
        fields = _Fields(path.name, f"card #{n + 1}", table)
        card_id = fields.get("id", int)
        fields.label = f"card {card_id}"
        if card_id in cards:
            fields.fail("id", "appears twice")
        side = fields.text("side")
        if side not in SIDES:
            fields.fail("side", f"should be 'left' or 'right', got {side!r}")
        raw = fields.get("swatches", list)
        if len(raw) != len(SWATCH_COLOURS):
            fields.fail("swatches", f"has {len(raw)} swatches, expected 5")
        swatches = tuple(_parse_swatch(fields, i, s) for i, s in enumerate(raw))
        used = sum(1 for s in swatches if s)
        if used != 2:
            fields.fail("swatches", f"{used} swatches hold icons, expected exactly 2")
        cards[card_id] = ArtCard(card_id, fields.text("title"), side, swatches)
        fields.check_keys(("id", "title", "side", "swatches"))
    _check_deck(path.name, cards)
    return cards


def _check_deck(file: str, cards: dict[int, ArtCard]) -> None:
    """Check the deck statistics of rules/canvas.md."""

    def fail(field: str, problem: str) -> None:
        raise CardDataError(f"{file}: deck: {field}: {problem}")

    if sorted(cards) != list(range(1, 61)):
        fail("id", f"expected ids 1..60, got {len(cards)} cards")
    pairs = Counter(tuple(i for i, s in enumerate(c.swatches) if s) for c in cards.values())
    for pair in combinations(range(5), 2):
        if pairs[pair] != 6:
            names = "+".join(SWATCH_COLOURS[i] for i in pair)
            fail("swatches", f"the swatch pair {names} is on {pairs[pair]} cards, expected 6")
    icons = Counter(icon for c in cards.values() for s in c.swatches for icon in s)
    for element in ELEMENTS:
        if icons[element] != 34:
            fail("swatches", f"{element} appears {icons[element]} times, expected 34")
    for bonus in BONUSES:
        if icons[bonus] != 4:
            fail("swatches", f"{bonus} appears {icons[bonus]} times, expected 4")
    sizes = Counter(len(s) for c in cards.values() for s in c.swatches if s and s[0] in ELEMENTS)
    if sizes[2] != 32 or sizes[1] != 72:
        fail("swatches", f"{sizes[2]} double and {sizes[1]} single element swatches, expected 32/72")
    sides = Counter(c.side for c in cards.values())
    if sides["left"] != 30 or sides["right"] != 30:
        fail("side", f"{sides['left']} left and {sides['right']} right titles, expected 30/30")


def _parse_backgrounds(path: Path) -> dict[int, Background]:
    backgrounds: dict[int, Background] = {}
    for n, table in enumerate(_read_toml(path, "background")):
        fields = _Fields(path.name, f"background #{n + 1}", table)
        bg_id = fields.get("id", int)
        fields.label = f"background {bg_id}"
        if bg_id in backgrounds:
            fields.fail("id", "appears twice")
        colours = fields.get("colours", list)
        if len(colours) != 5 or not all(_is_hex_colour(c) for c in colours):
            fields.fail("colours", f"should be 5 colours like '#a1b2c3', got {colours!r}")
        backgrounds[bg_id] = Background(bg_id, fields.text("name"), tuple(colours))
        fields.check_keys(("id", "name", "colours"))
    if sorted(backgrounds) != list(range(1, 21)):
        raise CardDataError(f"{path.name}: id: expected backgrounds 1..20, got {len(backgrounds)}")
    return backgrounds


def _is_hex_colour(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 7 or value[0] != "#":
        return False
    return all(ch in "0123456789abcdefABCDEF" for ch in value[1:])


def _parse_scoring(path: Path) -> dict[str, ScoringCard]:
    from canvas_table.canvas.scoring import RULES

    cards: dict[str, ScoringCard] = {}
    for n, table in enumerate(_read_toml(path, "scoring")):
        fields = _Fields(path.name, f"scoring card #{n + 1}", table)
        name = fields.text("name")
        fields.label = f"scoring card {name}"
        if name not in RULES:
            fields.fail("name", f"no rule is known by this name (known: {', '.join(RULES)})")
        if name in cards:
            fields.fail("name", "appears twice")
        points = fields.get("points", list)
        if not points or not all(isinstance(p, int) and not isinstance(p, bool) and p > 0 for p in points):
            fields.fail("points", f"should be a list of positive whole numbers, got {points!r}")
        if points != sorted(points):
            fields.fail("points", f"should grow with the ribbons, got {points!r}")
        cards[name] = ScoringCard(name, fields.text("title"), fields.text("text"), tuple(points))
        fields.check_keys(("name", "title", "text", "points"))
    if set(cards) != set(RULES):
        missing = ", ".join(sorted(set(RULES) - set(cards)))
        raise CardDataError(f"{path.name}: name: missing scoring cards: {missing}")
    return cards


def _parse_scenarios(path: Path, scoring: dict[str, ScoringCard]) -> dict[str, Scenario]:
    scenarios: dict[str, Scenario] = {}
    for n, table in enumerate(_read_toml(path, "scenario")):
        fields = _Fields(path.name, f"scenario #{n + 1}", table)
        name = fields.text("name")
        fields.label = f"scenario {name}"
        if name in scenarios:
            fields.fail("name", "appears twice")
        fields.check_keys(("name", "title", "scoring", "random", "target"))  # a typo before its effects
        names = table.get("scoring", [])
        if not isinstance(names, list) or not all(isinstance(card, str) for card in names):
            fields.fail("scoring", f"should be a list of scoring card names, got {names!r}")
        for card in names:
            if card not in scoring:
                fields.fail("scoring", f"unknown scoring card {card!r}")
        if len(set(names)) != len(names) or len(names) > len(SLOT_COLOURS):
            fields.fail("scoring", "should name 1 to 4 different scoring cards (or draw them: random)")
        drawn = fields.get("random", int) if "random" in table else 0
        most = min(len(SLOT_COLOURS), len(scoring)) - len(names)
        if not 0 <= drawn <= most:
            fields.fail("random", f"should be 0 to {most} (scoring cards drawn besides the "
                                  f"{len(names)} named), got {drawn}")
        if not 1 <= len(names) + drawn <= len(SLOT_COLOURS):
            fields.fail("scoring", "should name 1 to 4 different scoring cards (or draw them: random)")
        target = fields.get("target", int)
        if target < 1:
            fields.fail("target", f"should be a positive whole number, got {target}")
        scenarios[name] = Scenario(name, fields.text("title"), tuple(names), drawn, target)
    return scenarios


def load_card_set(data_dir: Path | None = None) -> CardSet:
    """Load and validate the four card files in ``data_dir`` (the shipped set by default)."""
    if data_dir is None:
        return default_card_set()
    scoring = _parse_scoring(data_dir / "scoring_cards.toml")
    return CardSet(
        art=_parse_art(data_dir / "art_cards.toml"),
        backgrounds=_parse_backgrounds(data_dir / "backgrounds.toml"),
        scoring=scoring,
        scenarios=_parse_scenarios(data_dir / "scenarios.toml", scoring),
    )


@cache
def default_card_set() -> CardSet:
    """The shipped card set, loaded once."""
    return load_card_set(DATA_DIR)
