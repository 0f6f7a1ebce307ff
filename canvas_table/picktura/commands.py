"""What Picktura answers to the command line's ``cards``, ``score`` and ``replay`` (plain data).

No argument parsing here: the command line (:mod:`canvas_table.commands`) calls these.
"""

from __future__ import annotations

import json
from typing import Any

from canvas_table.errors import UsageError
from canvas_table.picktura.cards import (
    BASE_CARDS,
    BLANKS,
    REMIX_CARDS,
    WORKS,
    default_works,
    is_blank,
    is_card,
    quarter_of,
    work_of,
)
from canvas_table.picktura.scoring import work_points

QUARTER_NAMES = ("top left", "top right", "bottom left", "bottom right")


def _card_ids(remix: bool) -> list[int]:
    return sorted(BASE_CARDS + BLANKS + (REMIX_CARDS if remix else ()))


def cards_data(remix: bool = False) -> dict[str, Any]:
    """``cards --json``: the works' labels and every card's id, work, quarter and blankness (the
    base set with its four blank canvases; the remix set too when ``remix``)."""
    last = 2 * WORKS if remix else WORKS
    works = [
        {"number": w.number, "title": w.title, "artist": w.artist, "year": w.year, "story": w.story}
        for w in default_works().values() if w.number <= last
    ]
    cards = [
        {"id": card, "work": None if is_blank(card) else work_of(card),
         "quarter": None if is_blank(card) else quarter_of(card), "blank": is_blank(card)}
        for card in _card_ids(remix)
    ]
    return {"works": works, "cards": cards}


def cards_text(remix: bool = False) -> str:
    """The works, a line each (number, title, artist, year), then the cards, a line each."""
    data = cards_data(remix)
    lines = [f"{w['number']:>2} {w['title']} ({w['artist']}, {w['year']})" for w in data["works"]]
    for card in data["cards"]:
        what = "blank canvas" if card["blank"] else f"work {card['work']}, {QUARTER_NAMES[card['quarter']]}"
        lines.append(f"{card['id']:>3} {what}")
    return "\n".join(lines)


def _json(value: Any, limit: int = 60) -> str:
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def score_request(request: Any) -> dict[str, Any]:
    """Score ``{"works": [[ids], ...], "hand": [ids]}``; UsageError (one line) if malformed.

    The answer: each work's points, the hand's penalty and the total.
    """
    if not isinstance(request, dict) or set(request) - {"works", "hand"}:
        raise UsageError(f'expected {{"works": [[card ids], ...], "hand": [card ids]}}, got {_json(request)}')
    works, hand = request.get("works", []), request.get("hand", [])
    if not isinstance(works, list) or not all(isinstance(g, list) for g in works):
        raise UsageError(f"works: a list of lists of card ids, got {_json(works)}")
    if not isinstance(hand, list):
        raise UsageError(f"hand: a list of card ids, got {_json(hand)}")
    seen: set[int] = set()
    for card in [c for group in works for c in group] + hand:
        if not is_card(card):
            raise UsageError(f"no card {_json(card)} (ids are 1..100)")
        if card in seen:
            raise UsageError(f"card {card} is given twice")
        seen.add(card)
    for group in works:
        quarters = [c for c in group if not is_blank(c)]
        blanks = len(group) - len(quarters)
        if not 2 <= len(quarters) <= 4 or len({work_of(c) for c in quarters}) != 1 or \
                blanks > 1 or (blanks and len(quarters) < 3):
            raise UsageError(f"works: {_json(group)} is not an exposed work (2 to 4 quarters of one work, "
                             "a blank canvas only with 3 or 4)")
    points = [work_points(group) for group in works]
    penalty = -5 * len(hand)
    return {"works": points, "hand": penalty, "score": sum(points) + penalty}


def score_text(result: dict[str, Any]) -> str:
    """One scored collection in a line."""
    works = " + ".join(map(str, result["works"])) or "no works"
    return f"{result['score']} points: {works}, hand {result['hand']}"


def replay_text(report: dict[str, Any]) -> str:
    """A replayed game's standing: a line a seat, then the outcome."""
    lines = []
    for seat in report["seats"]:
        works = "; ".join(" ".join(map(str, group)) for group in seat["works"]) or "no works"
        lines.append(f"{seat['name']}: {seat['score']} points, works {works}, {len(seat['hand'])} in hand")
    winners = ", ".join(report["seats"][w]["name"] for w in report["winners"]) or "nobody yet"
    state = "over" if report["over"] else f"in progress, {report['hidden_left']} cards in the hidden pile"
    lines.append(f"{state}; {report['rebuilds']} rebuilds; winners: {winners}")
    return "\n".join(lines)
