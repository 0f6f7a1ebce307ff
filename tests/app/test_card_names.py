"""Card, background and painting names in the player's language: on the table's name tags, in the
log and on the end screen (the expected names are written out from the catalogues by hand)."""

from __future__ import annotations

import pytest

from canvas_table import games
from canvas_table.canvas.cards import default_card_set
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.ui.end import end_paintings as canvas_end_paintings
from canvas_table.canvas.ui.names import background_name, painting_title
from canvas_table.engine.platform import PlayerSpec
from canvas_table.i18n import set_language
from canvas_table.layers.ui.end import end_paintings as layers_end_paintings
from canvas_table.table.name_tag import NameTag
from tests.table.conftest import two_people

CARDS = default_card_set()
RAINBOW, HERON, VELVET, VILLAGE = 1, 2, 3, 5  # the market of two_people(): cards 1..5
BRIGHT_MORNING_SKY = 3  # a Layers card, first in the market of seed 28


@pytest.fixture
def language():
    """Switch the language for one test; back to English after."""
    yield set_language
    set_language("en")




@pytest.mark.parametrize(("code", "rainbow", "velvet", "line"), [
    ("fr", "L'Arc-en-ciel", "de velours", "Ada prend « L'Arc-en-ciel » (case "),
    ("fa", "رنگین‌کمان", "مخملی", "Ada رنگین‌کمان را برداشت"),
])
def test_canvas_names_on_the_table_and_in_the_log(window, language, code, rainbow, velvet, line):
    language(code)
    window.start_game(two_people())
    cards = window.board.cards
    assert cards[RAINBOW].name_tag == NameTag(rainbow, "right")  # a right word, at the right
    assert cards[VELVET].name_tag == NameTag(velvet, "left")
    assert cards[RAINBOW].toolTip() == rainbow
    window.controller.take(0)  # the free slot holds the Rainbow
    assert window.log.item(1).text().replace("\u2068", "").replace("\u2069", "").startswith(line)


@pytest.mark.parametrize(("code", "velvet_rainbow", "village", "study", "the_heron", "linen"), [
    ("en", "Velvet Rainbow", "Velvet Village", "Velvet Study", "The Heron", "Linen Morning"),
    ("fr", "L'Arc-en-ciel de velours", "Le Village de velours", "Étude de velours", "Le Héron",
     "Matin de lin"),
    ("nl", "Fluwelen Regenboog", "Fluwelen Dorpsstraat", "Fluwelen studie", "De Reiger", "Linnen ochtend"),
    ("fa", "رنگین‌کمان مخملی", "دهکدهٔ مخملی", "طرحی مخملی", "حواصیل", "صبح کتانی"),
])
def test_painting_titles_are_made_of_the_translated_words(language, code, velvet_rainbow, village, study,
                                                         the_heron, linen):
    language(code)
    # the topmost left word and the topmost right word, as in the rules' English title
    assert painting_title(CARDS, (HERON, RAINBOW, VELVET)) == velvet_rainbow
    assert painting_title(CARDS, (HERON, VILLAGE, VELVET)) == village  # Persian: the ezafe is written
    left_only = [c.id for c in CARDS.art.values() if c.side == "left" and c.id != VELVET][:2]
    assert painting_title(CARDS, (*left_only, VELVET)) == study
    assert painting_title(CARDS, (VILLAGE, RAINBOW, HERON)) == the_heron
    assert background_name(CARDS.backgrounds[1]) == linen


def test_the_english_titles_are_the_rules_titles(language):
    rules = PaintingJudge((None, None, None, None), CARDS)
    for layers in [(2, 1, 3), (2, 5, 3), (3, 7, 9), (1, 2, 4), (60, 59, 58), (10, 20, 30)]:
        assert painting_title(CARDS, layers) == rules.title(layers), layers


def canvas_report(layers: tuple[int, ...], background: int) -> dict:
    """A finished game's report with one painting (the part the end screen reads)."""
    return {"scoring": ["composition", None, None, None],
            "seats": [{"name": "Ada", "paintings": [{"layers": list(layers), "background": background,
                                                     "title": "Velvet Rainbow"}]}]}


@pytest.mark.parametrize(("code", "title"), [("fr", "L'Arc-en-ciel de velours"), ("fa", "رنگین‌کمان مخملی")])
def test_the_canvas_end_screen_titles_paintings_in_the_language(language, code, title):
    language(code)
    (painting,) = canvas_end_paintings(canvas_report((HERON, RAINBOW, VELVET), 1), None)
    assert painting.title == title


@pytest.mark.parametrize(("code", "cards"), [
    ("fr", "Comète sur les collines, Ciel clair du matin, Aurore sur le fjord (de haut en bas)"),
    ("fa", "دنباله‌دار بر فراز تپه‌ها، آسمان روشن صبح، شفق قطبی بر فراز آبدره (از بالا به پایین)"),
])
def test_the_layers_end_screen_names_the_cards_in_the_language(language, code, cards):
    language(code)
    report = {"seats": [{"name": "Ada", "layers": [1, 3, 7], "score": 0}]}
    (painting,) = layers_end_paintings(report, None)
    assert painting.title == cards


@pytest.mark.parametrize(("code", "name"), [("fr", "Ciel clair du matin"), ("fa", "آسمان روشن صبح")])
def test_layers_names_on_the_table_and_in_the_log(window, language, code, name):
    language(code)
    game = games.game("layers")
    match = game.new_match((PlayerSpec("Ada"), PlayerSpec("Bo")), 28, {"rounds": 3})
    assert match.state.market[0] == BRIGHT_MORNING_SKY and match.state.current_seat == 0
    window.start_game(match)
    assert window.board.cards[BRIGHT_MORNING_SKY].name_tag == NameTag(name, "left")  # a far sky: left lane
    assert window.controller.play(game.action_from_json({"take": "market", "slot": 0, "layer": 2})) is None
    lines = [window.log.item(i).text().replace("\u2068", "").replace("\u2069", "")  # isolates aside
             for i in range(window.log.count())]
    assert any(line.startswith("Ada") and name in line for line in lines), lines


def test_the_tutorial_coach_names_cards_in_the_language(language):
    from canvas_table.canvas.tutorial import LAYERS, MARKET, Lesson
    from canvas_table.canvas.ui.coach import lesson_text

    language("fr")
    assert "L'Arc-en-ciel" in lesson_text(Lesson("free", 1, MARKET, 0, "Rainbow"))
    text = lesson_text(Lesson("layer", 4, LAYERS, upper="Velvet", lower="Heron", swatch="red"))
    assert "de velours" in text and "Le Héron" in text and "Velvet" not in text


@pytest.mark.slow
@pytest.mark.parametrize("code", ["fr", "nl", "fa"])
def test_every_card_word_background_layers_title_and_masterpiece_label_has_an_entry(code):
    from canvas_table import i18n
    from tests.app.messages import card_names, code_messages

    # 60 art words, 30 nouns as they stand in a title, 20 backgrounds, 108 Layers titles, and the
    # 24 Picktura masterpieces' titles and stories, and the 35 tangram figures' names
    keys = card_names()
    assert len(keys) == 60 + 30 + 20 + 108 + 24 + 24 + 35
    templates = {k for k in code_messages() if k.startswith("painting title\x04")}
    assert len(templates) == 3
    catalogue = i18n.load_catalogue(code)
    missing = [k for k in keys | templates if not (catalogue.get(k) or [""])[0]]
    assert missing == []


@pytest.mark.parametrize("code, title", [("fr", "Lanternes sur le port au crépuscule"),
                                         ("fa", "فانوس‌ها در بندر هنگام غروب"),
                                         ("en", "Lanterns on the Harbour at Dusk")])
def test_picktura_masterpieces_are_titled_in_the_language(language, code, title):
    from canvas_table.picktura.ui.names import work_story, work_title
    from canvas_table.picktura.ui.words import card_name

    language(code)
    assert work_title(1) == title
    assert card_name(1).startswith(title)  # card 1: work 1's top-left quarter
    assert work_story(1) and (code == "en") == work_story(1).startswith("She painted")
