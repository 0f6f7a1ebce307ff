"""The rules page of Layers: our own words in the active language, the twelve symbols as the art
draws them, and a worked example painting with its numbers."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from canvas_table.i18n import _
from canvas_table.layers.cards import KINDS
from canvas_table.layers.ui.rules_text import EXAMPLE_WIDTH, ICON_PX, rules_html, worked_example
from canvas_table.table.rules_browser import RulesBrowserPage, existing_art_dir


def symbol_image(kind: str, negative: bool, px: int = ICON_PX * 2) -> QImage:
    """Symbol ``kind`` drawn by the art code (twice the page size: sharp at 2x)."""
    from canvas_table.layers.art.symbols import draw_symbol

    picture = draw_symbol(kind, px, negative).convert("RGBA")
    data = picture.tobytes()
    return QImage(data, picture.width, picture.height, 4 * picture.width,
                  QImage.Format.Format_RGBA8888).copy()


def example_image(layers: tuple[int, ...], art_dir: Path | None, width: int = EXAMPLE_WIDTH * 2) -> QImage:
    """The example painting: from the art folder's PNGs when they are there, else plain faces."""
    from canvas_table.layers.ui.faces import LayersFaces
    from canvas_table.layers.ui.items import render_painting
    from canvas_table.table.faces import FaceCache

    return render_painting(FaceCache(LayersFaces(art_dir)), layers, width)


class LayersRulesPage(RulesBrowserPage):
    """The rules in a scrollable, keyboard-navigable text browser, with the symbols and an example."""

    def __init__(self, parent: QWidget | None = None, art_dir: Path | None = None) -> None:
        super().__init__(_("Rules of Layers"), parent)
        for kind in KINDS:
            for negative in (False, True):
                name = f"{kind}_neg" if negative else kind
                self.add_image(f"sym:{name}", symbol_image(kind, negative))
        example = worked_example()
        folder = art_dir if art_dir is not None else existing_art_dir()
        self.add_image("example:painting", example_image(example.layers, folder))
        self.browser.setHtml(rules_html(example))
