"""The rules page: every language, an image per icon, an example painting per scoring card."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from canvas_table.app.rules_dialog import RulesDialog
from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.ui.rules_examples import choose_example
from canvas_table.canvas.ui.rules_page import ICON_NAMES
from canvas_table.canvas.ui.rules_text import rules_html
from canvas_table.i18n import LANGUAGES, set_language

IMAGE = QTextDocument.ResourceType.ImageResource


@pytest.fixture
def english():
    yield
    set_language("en")


@pytest.mark.slow
def test_the_dialog_opens_at_once_with_every_icon_then_gets_an_example_per_scoring_card(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    page = dialog.pages["canvas"]
    document = page.browser.document()
    for name in ICON_NAMES:
        image = document.resource(IMAGE, QUrl(f"icon:{name}"))
        assert image is not None and not image.isNull(), name
        assert f"icon:{name}" in page.browser.toHtml()
    cards = default_card_set().scoring
    qtbot.waitUntil(lambda: len(page.examples) == len(cards), timeout=60000)
    html = page.browser.toHtml()
    for name in cards:
        assert f"example:{name}" in html
        image = document.resource(IMAGE, QUrl(f"example:{name}"))
        assert image is not None and image.width() == 150 and image.height() == 210
    dialog.close()


@pytest.mark.slow
def test_each_example_earns_what_its_caption_says():
    cards = default_card_set()
    for name in cards.scoring:
        example = choose_example(name)
        ribbons = PaintingJudge((name, None, None, None), cards).verdict(example.layers).ribbons[0]
        assert ribbons == example.ribbons >= 1
        assert example == choose_example(name)  # deterministic
    assert sum(choose_example(name).ribbons >= 2 for name in cards.scoring) >= 6


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_rules_read_in_every_language(code, english):
    set_language(code)
    html = rules_html(examples={"composition": (1, "The Willow", "Rainbow, Heron, Willow")})
    headings = {"en": "Your turn", "fr": "Votre tour", "nl": "Je beurt", "fa": "نوبت شما"}
    titles = {"en": "Variety", "fr": "Variété", "nl": "Verscheidenheid", "fa": "تنوع"}
    assert headings[code] in html and titles[code] in html
    assert "example:composition" in html and "example:variety" not in html
    assert ("dir='rtl'" in html) == (code == "fa")
