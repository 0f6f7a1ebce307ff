"""What Canvas answers to the command line's ``cards``, ``score`` and ``replay`` (plain data)."""

from __future__ import annotations

import json
from typing import Any

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.engine.records import brief, is_whole
from canvas_table.errors import UsageError


def cards_data() -> dict[str, Any]:
    """The whole card set as ``cards --json`` prints it."""
    cards = default_card_set()
    return {
        "art_cards": [
            {"id": c.id, "title": c.title, "side": c.side, "swatches": [list(s) for s in c.swatches]}
            for c in cards.art.values()
        ],
        "backgrounds": [
            {"id": b.id, "name": b.name, "colours": list(b.colours)}
            for b in cards.backgrounds.values()
        ],
        "scoring_cards": [
            {"name": s.name, "text": s.text, "points": list(s.points)}
            for s in cards.scoring.values()
        ],
        "scenarios": [
            {"name": s.name, "scoring": list(s.scoring), "random": s.random, "target": s.target}
            for s in cards.scenarios.values()
        ],
    }


def cards_text() -> str:
    """The art cards, one a line."""
    return "\n".join(f"{c.id:>2} {c.title:<12} {c.swatches}" for c in default_card_set().art.values())


def score_request(request: Any) -> dict[str, Any]:
    """Score one ``{"scoring": [names], "layers": [three ids]}`` request; UsageError if malformed.

    Exact types: a card id is a whole number (``true`` is not card 1), a scoring card a name.
    """
    if not isinstance(request, dict) or "scoring" not in request or "layers" not in request:
        raise UsageError("expected {\"scoring\": [names], \"layers\": [three art card ids]}")
    unknown = sorted(str(key) for key in request if key not in ("scoring", "layers"))
    if unknown:
        raise UsageError(f"unknown key {brief(unknown[0])} (expected scoring and layers)")
    scoring, layers = request["scoring"], request["layers"]
    cards = default_card_set()
    if not isinstance(scoring, list) or not all(isinstance(n, str) and n in cards.scoring for n in scoring):
        raise UsageError(f"scoring: expected names from {', '.join(cards.scoring)}, got {_json(scoring)}")
    if len(scoring) > 4 or len(set(scoring)) != len(scoring):
        raise UsageError("scoring: up to 4 different scoring cards")
    if not isinstance(layers, list) or len(layers) != 3:
        raise UsageError(f"layers: three different art card ids, got {_json(layers)}")
    for card in layers:
        if not is_whole(card) or card not in cards.art:
            raise UsageError(f"layers: {_json(card)} is not an art card id (ids are 1..60)")
    if len(set(layers)) != 3:
        raise UsageError(f"layers: three different art card ids, got {_json(layers)}")
    judge = PaintingJudge(scoring)
    verdict = judge.score(layers)
    return {
        "swatches": [list(s) for s in judge.visible(layers)],
        "ribbons": dict(zip(scoring, verdict.ribbons, strict=True)),
        "grey": verdict.grey,
        "title": judge.title(layers),
    }


def _json(value: Any, limit: int = 60) -> str:
    """``value`` as the JSON it came in (``true``, not ``True``), cut to about ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def score_text(result: dict[str, Any]) -> str:
    """One scored painting in a line."""
    return f"{result['title']}: {result['swatches']} ribbons {result['ribbons']} grey {result['grey']}"


def replay_text(report: dict[str, Any]) -> str:
    """A replayed game's standing, a line a seat and the outcome."""
    lines = [f"{s['name']}: {s['score']} points, {s['inspiration']} inspiration" for s in report["seats"]]
    winners = ", ".join(report["seats"][w]["name"] for w in report["winners"]) or "nobody"
    lines.append(f"{'over' if report['over'] else 'in progress'}; winners: {winners}")
    return "\n".join(lines)
