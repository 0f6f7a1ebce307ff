"""Picktura's cards (numbers by rule) and the masterpieces' labels (loaded from ``data/works.toml``).

Card ids (``rules/picktura.md``): 1–48 are the base set's quarters, work ``(id − 1) // 4 + 1``
and quarter ``(id − 1) % 4`` (0 top left, 1 top right, 2 bottom left, 3 bottom right); 49–52
are the blank canvases; 53–100 are the remix set's quarters, works 13–24 in the same pattern.
The labels file is checked on load; a problem raises :class:`~canvas_table.errors.DataError`
with one line naming the file, the work and the field.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from canvas_table.engine.files import DATA_LIMIT, MISSING, FileProblem, parse_toml, read_text
from canvas_table.errors import DataError

WORKS = 12  # works in one set
QUARTERS = 4
BLANKS: tuple[int, ...] = (49, 50, 51, 52)
BASE_CARDS: tuple[int, ...] = tuple(range(1, 49))
REMIX_CARDS: tuple[int, ...] = tuple(range(53, 101))
REMIX_FIRST = 53  # the first remix card's id
MAX_CARD = 100
DATA_FILE = Path(__file__).with_name("data") / "works.toml"
FIELDS = ("number", "title", "artist", "year", "story", "style", "subject")


def is_blank(card: int) -> bool:
    """True for a blank canvas card (49–52)."""
    return 49 <= card <= 52


def work_of(card: int) -> int:
    """The work number a quarter card belongs to (1–24); 0 for a blank canvas."""
    if card <= 48:
        return (card - 1) // QUARTERS + 1
    if card >= REMIX_FIRST:
        return (card - REMIX_FIRST) // QUARTERS + WORKS + 1
    return 0


def quarter_of(card: int) -> int:
    """The quarter a card shows: 0 top left, 1 top right, 2 bottom left, 3 bottom right;
    -1 for a blank canvas."""
    if card <= 48:
        return (card - 1) % QUARTERS
    if card >= REMIX_FIRST:
        return (card - REMIX_FIRST) % QUARTERS
    return -1


def cards_of(work: int) -> tuple[int, int, int, int]:
    """The four card ids of ``work`` (1–24), quarter 0 first."""
    first = (work - 1) * QUARTERS + 1 if work <= WORKS else (work - WORKS - 1) * QUARTERS + REMIX_FIRST
    return (first, first + 1, first + 2, first + 3)


def back_of(card: int) -> int:
    """The card's back: 1 for the base box (its blanks too), 2 for the remix set."""
    return 2 if card >= REMIX_FIRST else 1


#: ``WORK_OF[id]``: :func:`work_of` as a table (0 for a blank canvas), for the bots' hot paths.
WORK_OF: tuple[int, ...] = (0, *(work_of(card) for card in range(1, MAX_CARD + 1)))


def is_card(card: Any) -> bool:
    """True for a whole number that is a Picktura card id (1–100)."""
    return isinstance(card, int) and not isinstance(card, bool) and 1 <= card <= MAX_CARD


@dataclass(frozen=True, slots=True)
class Work:
    """One masterpiece's museum label, and the style and subject its art paints."""

    number: int
    title: str
    artist: str
    year: int
    story: str
    style: str
    subject: str


def _fail(file: str, where: str, problem: str) -> NoReturn:
    raise DataError(f"{file}: {where}: {problem}")


def _parse(file: str, position: int, table: Any) -> Work:
    """One ``[[work]]`` table, every field checked."""
    where = f"work #{position}"
    if not isinstance(table, dict):
        _fail(file, where, "is not a table")
    number = table.get("number")
    if isinstance(number, int) and not isinstance(number, bool):
        where = f"work {number}"
    for key in table:
        if key not in FIELDS:
            _fail(file, f"{where}: {key}", f"unknown field (known: {', '.join(FIELDS)})")
    values: dict[str, Any] = {}
    for key in FIELDS:
        kind = int if key in ("number", "year") else str
        if key not in table:
            _fail(file, f"{where}: {key}", "missing")
        value = table[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            _fail(file, f"{where}: {key}", f"should be {kind.__name__}, got {value!r}")
        if kind is str and not value.strip():
            _fail(file, f"{where}: {key}", "is empty")
        values[key] = value
    if not 1 <= values["number"] <= 2 * WORKS:
        _fail(file, f"{where}: number", f"should be 1..{2 * WORKS}, got {values['number']}")
    if not 1000 <= values["year"] <= 2100:
        _fail(file, f"{where}: year", f"should be 1000..2100, got {values['year']}")
    return Work(**values)


def load_works(path: Path | str) -> dict[int, Work]:
    """Load and check a labels file: all 24 works by number, in number order, titles distinct."""
    path = Path(path)
    try:
        data = parse_toml(read_text(path, DATA_LIMIT, path.name), path.name)
    except FileProblem as err:
        if err.kind == MISSING:
            raise DataError(f"{path.name}: file not found in {path.parent}") from None
        raise DataError(str(err)) from None
    tables = data.get("work")
    if not isinstance(tables, list):
        raise DataError(f"{path.name}: no [[work]] tables")
    works: dict[int, Work] = {}
    titles: dict[str, int] = {}
    for position, table in enumerate(tables, 1):
        work = _parse(path.name, position, table)
        if work.number in works:
            _fail(path.name, f"work {work.number}: number", "appears twice")
        if work.title in titles:
            other = titles[work.title]
            _fail(path.name, f"work {work.number}: title", f"{work.title!r} is work {other}'s too")
        works[work.number] = work
        titles[work.title] = work.number
    missing = [n for n in range(1, 2 * WORKS + 1) if n not in works]
    if missing:
        raise DataError(f"{path.name}: works: expected works 1..{2 * WORKS}, work {missing[0]} is missing")
    return dict(sorted(works.items()))


@cache
def default_works() -> dict[int, Work]:
    """The shipped labels (works 1–24), loaded once; treat them as read-only."""
    return load_works(DATA_FILE)
