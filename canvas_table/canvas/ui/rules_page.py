"""The rules page of Canvas: our own words in the active language, the icons, and an example
painting for each scoring card (painted in a thread; they appear as they arrive)."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.ui.names import art_card_name
from canvas_table.canvas.ui.rules_examples import Example, ExampleRenderer, cached_examples, to_qimage
from canvas_table.canvas.ui.rules_text import ICON_PX, rules_html
from canvas_table.i18n import _
from canvas_table.table.rules_browser import RulesBrowserPage

ICON_NAMES = ("hue", "shape", "texture", "tone", "bonus_hue", "bonus_shape", "bonus_texture", "bonus_tone")

__all__ = ["ICON_NAMES", "CanvasRulesPage", "rules_html"]


def icon_image(name: str, px: int = ICON_PX * 2) -> QImage:
    """Icon ``name`` drawn by the art code, as a QImage (twice the page size: sharp at 2x)."""
    from canvas_table.art.icons import draw_icon

    return to_qimage(draw_icon(name, px))


class CanvasRulesPage(RulesBrowserPage):
    """The rules in a scrollable, keyboard-navigable text browser, with example paintings that
    appear as a thread paints them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_("Rules of Canvas"), parent)
        self.examples: dict[str, Example] = {}
        for name in ICON_NAMES:
            self.add_image(f"icon:{name}", icon_image(name))
        for example in cached_examples().values():
            self._add_example(example)
        self._show()
        self.renderer = ExampleRenderer(self)
        self.renderer.ready.connect(self._example_ready)
        self.renderer.start()
        self.destroyed.connect(lambda _obj=None: self.renderer.stop())

    def stop(self) -> None:
        """Stop painting examples (the dialog closes)."""
        self.renderer.stop()

    def _add_example(self, example: Example) -> None:
        self.examples[example.card] = example
        if example.image is not None:
            self.add_image(f"example:{example.card}", example.image)

    def _show(self) -> None:
        art = default_card_set().art
        captions = {
            name: (ex.ribbons, ex.title, _("{cards} (bottom to top)").format(
                cards=_(", ").join(art_card_name(art[c]) for c in ex.layers)))
            for name, ex in self.examples.items() if ex.image is not None
        }
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        self.browser.setHtml(rules_html(examples=captions))
        bar.setValue(position)

    def _example_ready(self, example: Example) -> None:
        self._add_example(example)
        self._show()
