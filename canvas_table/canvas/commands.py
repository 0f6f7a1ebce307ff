"""What Canvas answers to the command line's ``cards``, ``score`` and ``replay`` (plain data)."""

from __future__ import annotations

from typing import Any

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import Painter
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
    """Score one ``{"scoring": [names], "layers": [three ids]}`` request; UsageError if malformed."""
    if not isinstance(request, dict) or "scoring" not in request or "layers" not in request:
        raise UsageError("expected {\"scoring\": [names], \"layers\": [three art card ids]}")
    scoring, layers = request["scoring"], request["layers"]
    cards = default_card_set()
    if not isinstance(scoring, list) or not all(name in cards.scoring for name in scoring):
        raise UsageError(f"scoring: expected names from {', '.join(cards.scoring)}, got {scoring}")
    if len(scoring) > 4 or len(set(scoring)) != len(scoring):
        raise UsageError("scoring: up to 4 different scoring cards")
    if not isinstance(layers, list) or len(layers) != 3 or len(set(map(str, layers))) != 3:
        raise UsageError(f"layers: three different art card ids, got {layers}")
    if not all(isinstance(c, int) and not isinstance(c, bool) and c in cards.art for c in layers):
        raise UsageError(f"layers: unknown art card id in {layers} (ids are 1..60)")
    painter = Painter(scoring)
    verdict = painter.score(layers)
    return {
        "swatches": [list(s) for s in painter.visible(layers)],
        "ribbons": dict(zip(scoring, verdict.ribbons, strict=True)),
        "grey": verdict.grey,
        "title": painter.title(layers),
    }


def score_text(result: dict[str, Any]) -> str:
    """One scored painting in a line."""
    return f"{result['title']}: {result['swatches']} ribbons {result['ribbons']} grey {result['grey']}"


def replay_text(report: dict[str, Any]) -> str:
    """A replayed game's standing, a line a seat and the outcome."""
    lines = [f"{s['name']}: {s['score']} points, {s['inspiration']} inspiration" for s in report["seats"]]
    winners = ", ".join(report["seats"][w]["name"] for w in report["winners"]) or "nobody"
    lines.append(f"{'over' if report['over'] else 'in progress'}; winners: {winners}")
    return "\n".join(lines)
