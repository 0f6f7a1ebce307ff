"""What Layers answers to the command line's ``cards``, ``score`` and ``replay`` (plain data).

No argument parsing here: the command line (:mod:`canvas_table.commands`) calls these.
"""

from __future__ import annotations

import json
from typing import Any

from canvas_table.errors import UsageError
from canvas_table.layers.cards import KINDS, Symbol, default_deck
from canvas_table.layers.scoring import by_kind, painting_score, visible_symbols


def _symbol(symbol: Symbol) -> dict[str, Any]:
    return {"position": symbol.position, "kind": symbol.kind, "negative": symbol.negative}


def _mark(symbol: Symbol) -> str:
    return f"{symbol.position}:{'-' if symbol.negative else ''}{symbol.kind}"


def cards_data() -> dict[str, Any]:
    """The deck as ``cards --json`` prints it: every card's id, title and symbols, and the kinds."""
    return {
        "cards": [
            {"id": card.id, "title": card.title, "symbols": [_symbol(s) for s in card.symbols]}
            for card in default_deck().values()
        ],
        "kinds": list(KINDS),
    }


def cards_text() -> str:
    """The deck, a card a line: id, title, symbols as position:kind (``-`` marks a negative)."""
    return "\n".join(
        f"{card.id:>3} {card.title:<26} {' '.join(_mark(s) for s in card.symbols)}"
        for card in default_deck().values()
    )


def score_request(request: Any) -> dict[str, Any]:
    """Score one ``{"layers": [bottom, middle, top]}`` request; UsageError (one line) if malformed.

    The answer: the visible symbols left to right, the score of each kind shown, and the total.
    """
    if not isinstance(request, dict) or set(request) != {"layers"}:
        raise UsageError(f'expected {{"layers": [three card ids, bottom to top]}}, got {_json(request)}')
    layers = request["layers"]
    deck = default_deck()
    if not isinstance(layers, list) or len(layers) != 3:
        raise UsageError(f"layers: three card ids, bottom to top, got {_json(layers)}")
    for card in layers:
        if not isinstance(card, int) or isinstance(card, bool) or card not in deck:
            raise UsageError(f"layers: no card {_json(card)} (ids are 1..{len(deck)})")
    if len(set(layers)) != 3:
        raise UsageError(f"layers: three different cards, got {_json(layers)}")
    cards = [deck[card] for card in layers]
    visible = visible_symbols(cards)
    return {
        "visible": [_symbol(s) for s in sorted((s for _, s in visible), key=lambda s: s.position)],
        "by_kind": by_kind(visible),
        "score": painting_score(cards),
    }


def _json(value: Any, limit: int = 60) -> str:
    """``value`` as the JSON it came in (``true``, not ``True``), cut to about ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def score_text(result: dict[str, Any]) -> str:
    """One scored painting in a line: the total, the visible symbols, the score by kind."""
    shown = " ".join(
        f"{s['position']}:{'-' if s['negative'] else ''}{s['kind']}" for s in result["visible"]
    )
    kinds = ", ".join(f"{kind} {points}" for kind, points in result["by_kind"].items())
    return f"{result['score']} points: {shown} ({kinds})"


def replay_text(report: dict[str, Any]) -> str:
    """A replayed game's standing: a line a seat, then the outcome."""
    lines = [
        f"{seat['name']}: {seat['score']} points, layers {', '.join(map(str, seat['layers']))}"
        for seat in report["seats"]
    ]
    winners = ", ".join(report["seats"][w]["name"] for w in report["winners"]) or "nobody yet"
    state = "over" if report["over"] else f"in progress, {report['pile_left']} cards in the pile"
    lines.append(f"{state}; winners: {winners}")
    return "\n".join(lines)
