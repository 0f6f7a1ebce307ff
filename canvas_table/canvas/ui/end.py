"""Canvas on the end screen: the score table's columns (ribbons by colour) and every painting."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from canvas_table.canvas.cards import SLOT_COLOURS, default_card_set
from canvas_table.canvas.ui.faces import CanvasFaces
from canvas_table.canvas.ui.items import render_painting
from canvas_table.canvas.ui.names import painting_title
from canvas_table.canvas.ui.words import colour_name, ribbons_text, scoring_text, scoring_title
from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache
from canvas_table.table.kit import EndPainting, ScoreColumn

RIBBON_COLOURS = {"red": "#c0392b", "green": "#2e8b57", "blue": "#2f6fb5", "purple": "#7d4fb0",
                  "grey": "#7f7f7f"}


def score_table(report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
    """Player, the four scoring slots and grey (ribbons → points), inspiration, total."""
    cards = default_card_set().scoring
    names = list(report.get("scoring") or [None] * 4)
    columns = [ScoreColumn(_("Player"))]
    for colour, name in zip(SLOT_COLOURS, names, strict=True):
        if name in cards:
            columns.append(ScoreColumn(scoring_title(cards[name]), _("{colour} slot: {rule}").format(
                colour=colour_name(colour).capitalize(), rule=scoring_text(cards[name])),
                RIBBON_COLOURS[colour]))
        else:
            columns.append(ScoreColumn(_("({colour}, no card)").format(colour=colour_name(colour)),
                                       _("No scoring card on the {colour} slot").format(
                                           colour=colour_name(colour)), RIBBON_COLOURS[colour]))
    columns.append(ScoreColumn(_("Grey"), _("2 points per grey ribbon from bonus icons"),
                               RIBBON_COLOURS["grey"]))
    columns.append(ScoreColumn(_("Inspiration"), _("Inspiration tokens left: they break a tie")))
    columns.append(ScoreColumn(_("Total")))
    rows = []
    for seat in report["seats"]:
        cells = [seat["name"]]
        for colour in (*SLOT_COLOURS, "grey"):
            ribbons, points = seat["ribbons"][colour], seat["points"][colour]
            cells.append(_("{ribbons} → {points}").format(ribbons=ribbons_text(ribbons), points=points)
                         if ribbons else "—")
        cells += [str(seat["inspiration"]), str(seat["score"])]
        rows.append(cells)
    return columns, rows


def end_paintings(report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
    """Every painting of every seat, drawn with the real art (decoded when drawn, not later)."""
    faces = FaceCache(CanvasFaces(art_dir))
    cards = default_card_set()
    paintings = []
    for seat, data in enumerate(report["seats"]):
        for painting in data["paintings"]:
            layers = tuple(painting["layers"])
            background = painting["background"]

            def render(width: int, layers: tuple[int, ...] = layers, background: int = background):
                return render_painting(faces, layers, background, width)

            paintings.append(EndPainting(seat, painting_title(cards, layers) or _("Untitled"), render))
    return paintings
