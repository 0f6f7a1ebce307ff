"""Picktura's actions, step by step, and their JSON forms.

A turn is one main action (:class:`Collect`, :class:`Expose`, :class:`Complete`,
:class:`UseBlank`, :class:`ReplaceBlank`) followed by the steps it asks for: one
:class:`Discard` after a collect (the card just taken may be the one discarded), or one
:class:`Draw` per card drawn back up to 5 after any other action, each from the pile the player
chooses then (the state asks the same seat until its hand is full or both piles are empty).

A step's JSON (``action_to_json``) is one key: ``{"collect": {"from": "hidden"}}``,
``{"discard": 7}``, ``{"draw": "visible"}``... A record entry is a whole turn: the main action's
object with its steps inside, ``{"collect": {"from": "hidden", "discard": 7}}`` or
``{"expose": {"cards": [1, 2], "draw": ["visible", "hidden"]}}`` (see :func:`turn_from_json`).
``work`` indexes the seat's exposed works in the order exposed (0 first).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canvas_table.engine.records import brief
from canvas_table.picktura.cards import is_card

VISIBLE = "visible"
HIDDEN = "hidden"
PILES = (VISIBLE, HIDDEN)


@dataclass(frozen=True, slots=True)
class Collect:
    """Take the top card of ``pile`` ("visible" or "hidden") into your hand; a discard follows."""

    pile: str

    def to_json(self) -> dict[str, Any]:
        """``{"collect": {"from": pile}}``."""
        return {"collect": {"from": self.pile}}


@dataclass(frozen=True, slots=True)
class Discard:
    """Lay ``card`` from your hand face up on the visible pile (the second half of a collect)."""

    card: int

    def to_json(self) -> dict[str, Any]:
        """``{"discard": card}``."""
        return {"discard": self.card}


@dataclass(frozen=True, slots=True)
class Expose:
    """Lay 2, 3 or 4 cards of one work from your hand as a new exposed work."""

    cards: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """``{"expose": {"cards": [...]}}``."""
        return {"expose": {"cards": list(self.cards)}}


@dataclass(frozen=True, slots=True)
class Complete:
    """Add the missing ``cards`` to your exposed work ``work`` (2 to a 2-card work; with the
    variant, 1 to a 3-card work), making it whole."""

    work: int
    cards: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """``{"complete": {"work": k, "cards": [...]}}``."""
        return {"complete": {"work": self.work, "cards": list(self.cards)}}


@dataclass(frozen=True, slots=True)
class UseBlank:
    """Lay the blank canvas ``card`` on your exposed 3-card work ``work``, making it whole."""

    work: int
    card: int

    def to_json(self) -> dict[str, Any]:
        """``{"use_blank": {"work": k, "card": id}}``."""
        return {"use_blank": {"work": self.work, "card": self.card}}


@dataclass(frozen=True, slots=True)
class ReplaceBlank:
    """Lay the missing ``card`` over the blank canvas of your exposed work ``work``."""

    work: int
    card: int

    def to_json(self) -> dict[str, Any]:
        """``{"replace_blank": {"work": k, "card": id}}``."""
        return {"replace_blank": {"work": self.work, "card": self.card}}


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw the top card of ``pile`` into your hand (drawing back up to 5, card by card)."""

    pile: str

    def to_json(self) -> dict[str, Any]:
        """``{"draw": pile}``."""
        return {"draw": self.pile}


MainAction = Collect | Expose | Complete | UseBlank | ReplaceBlank
Action = MainAction | Discard | Draw
MAIN_KEYS = ("collect", "expose", "complete", "use_blank", "replace_blank")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pile(value: Any, what: str) -> str:
    if value not in PILES:
        raise ValueError(f"{what} should be 'visible' or 'hidden', got {brief(value)}")
    return value


def _card(value: Any, what: str) -> int:
    if not is_card(value):
        raise ValueError(f"{what} should be a card id 1..100, got {brief(value)}")
    return value


def _cards(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not value or len(value) > 4:
        raise ValueError(f"{what} should be a list of 1 to 4 card ids, got {brief(value)}")
    return tuple(_card(card, what) for card in value)


def _work(body: dict[str, Any], key: str) -> int:
    work = body.get("work")
    if not _whole(work) or not 0 <= work < 100:
        raise ValueError(f"{key}: 'work' should be the index of an exposed work, got {brief(work)}")
    return work


def _body(data: Any, keys: tuple[str, ...]) -> tuple[str, Any]:
    """The one action key of an entry (a ``seat`` key may sit beside it) and its value."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is an object, got {brief(data)}")
    found = [key for key in data if key != "seat"]
    if len(found) != 1 or found[0] not in keys:
        got = brief(sorted(map(str, data)))
        raise ValueError(f"an action has one of the keys {', '.join(keys)}, got {got}")
    return found[0], data[found[0]]


def _check_keys(key: str, body: Any, known: set[str]) -> dict[str, Any]:
    if not isinstance(body, dict):
        raise ValueError(f"{key}: should be an object, got {brief(body)}")
    unknown = sorted(str(k) for k in body if k not in known)
    if unknown:
        raise ValueError(f"{key}: unknown key {brief(unknown[0])}")
    return body


def _main(key: str, body: dict[str, Any]) -> MainAction:
    if key == "collect":
        return Collect(_pile(body.get("from"), "collect: 'from'"))
    if key == "expose":
        return Expose(_cards(body.get("cards"), "expose: 'cards'"))
    if key == "complete":
        return Complete(_work(body, key), _cards(body.get("cards"), "complete: 'cards'"))
    card = _card(body.get("card"), f"{key}: 'card'")
    return UseBlank(_work(body, key), card) if key == "use_blank" else ReplaceBlank(_work(body, key), card)


def action_from_json(data: Any) -> Action:
    """One step from :meth:`to_json` data (a ``seat`` key is allowed); ValueError says why not."""
    key, body = _body(data, (*MAIN_KEYS, "discard", "draw"))
    if key == "discard":
        return Discard(_card(body, "'discard'"))
    if key == "draw":
        return Draw(_pile(body, "'draw'"))
    known = {"from"} if key == "collect" else {"cards"} if key == "expose" else \
        {"work", "cards"} if key == "complete" else {"work", "card"}
    return _main(key, _check_keys(key, body, known))


def turn_from_json(data: Any) -> list[Action]:
    """A record entry's steps: the main action, then its discard or its draws (a turn still in
    progress, the last entry of a record, may lack them); ValueError says why not."""
    key, body = _body(data, MAIN_KEYS)
    if key == "collect":
        body = _check_keys(key, body, {"from", "discard"})
        main = _main(key, body)
        if "discard" not in body:
            return [main]
        return [main, Discard(_card(body["discard"], "collect: 'discard'"))]
    known = {"cards", "draw"} if key == "expose" else {"work", "cards", "draw"} if key == "complete" \
        else {"work", "card", "draw"}
    body = _check_keys(key, body, known)
    draws = body.get("draw", [])
    if not isinstance(draws, list) or len(draws) > 5:
        raise ValueError(f"{key}: 'draw' should be a list of at most 5 piles, got {brief(draws)}")
    return [_main(key, body), *(Draw(_pile(pile, f"{key}: 'draw'")) for pile in draws)]


def turn_to_json(steps: list[Action]) -> dict[str, Any]:
    """A turn's record entry (without the seat) from its steps, main action first."""
    main, rest = steps[0], steps[1:]
    entry = main.to_json()
    (body,) = entry.values()
    if isinstance(main, Collect):
        if rest:
            body["discard"] = rest[0].card  # type: ignore[union-attr]
    else:
        body["draw"] = [step.pile for step in rest]  # type: ignore[union-attr]
    return entry
