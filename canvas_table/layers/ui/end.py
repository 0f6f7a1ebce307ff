"""Layers on the end screen: the score table (each kind that scored, then the total) and every
seat's final painting drawn with the real art."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage

from canvas_table.i18n import _
from canvas_table.layers.cards import KINDS, default_deck
from canvas_table.layers.ui.faces import LayersFaces, symbol_colours
from canvas_table.layers.ui.items import render_painting
from canvas_table.layers.ui.names import card_name
from canvas_table.layers.ui.preview import painting_view
from canvas_table.layers.ui.words import formula, kind_name, number
from canvas_table.table.faces import FaceCache
from canvas_table.table.kit import EndPainting, ScoreColumn


def score_table(report: dict[str, Any]) -> tuple[list[ScoreColumn], list[list[str]]]:
    """Player, then every kind that shows in some painting (its v × (p − n) = points), total."""
    deck = default_deck()
    views = [painting_view(deck, seat["layers"]) for seat in report["seats"]]
    shown = {line.kind for view in views for line in view.kinds}
    kinds = [kind for kind in KINDS if kind in shown]
    columns = [ScoreColumn(_("Player"))]
    columns += [ScoreColumn(kind_name(kind).capitalize(),
                            _("{kind}: visible symbols × (positive − negative)").format(kind=kind_name(kind)),
                            symbol_colours()[kind]) for kind in kinds]
    columns.append(ScoreColumn(_("Total")))
    rows = []
    for seat, view in zip(report["seats"], views, strict=True):
        lines = {line.kind: line for line in view.kinds}
        cells = [seat["name"]]
        for kind in kinds:
            line = lines.get(kind)
            cells.append(_("{formula} = {n}").format(
                formula=formula(line.visible, line.positive, line.negative), n=number(line.score))
                if line else "—")
        cells.append(number(seat["score"]))
        rows.append(cells)
    return columns, rows


def end_paintings(report: dict[str, Any], art_dir: Path | None) -> list[EndPainting]:
    """Each seat's final painting (board and three films), in seat order."""
    faces = FaceCache(LayersFaces(art_dir))
    deck = default_deck()
    paintings = []
    for seat, data in enumerate(report["seats"]):
        layers = tuple(data["layers"])

        def render(width: int, layers: tuple[int, ...] = layers) -> QImage:
            return render_painting(faces, layers, width)

        title = _("{cards} (top to bottom)").format(
            cards=_(", ").join(card_name(deck[card]) for card in reversed(layers)))
        paintings.append(EndPainting(seat, title, render))
    return paintings
