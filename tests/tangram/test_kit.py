"""Tangram Champions' kit: registered with the window's shell, its rules page, its end screen, the
guided first turn."""

from __future__ import annotations

import re

from PySide6.QtCore import QUrl

from canvas_table import games
from canvas_table.engine.platform import PlayerSpec
from canvas_table.table.rules_browser import IMAGE
from canvas_table.tangram.match import replay
from canvas_table.tangram.report import final_report
from canvas_table.tangram.ui.coach import TUTORIAL_SEED, is_tutorial, lesson, new_tutorial_match
from canvas_table.tangram.ui.end import score_table
from canvas_table.tangram.ui.kit import KIT
from canvas_table.tangram.ui.rules_page import TangramRulesPage
from canvas_table.tangram.ui.rules_text import rules_html
from tests.table.view_driver import table_factory
from tests.tangram.table_driver import ada_and, centre_of, click


def test_the_registry_gives_the_tangram_kit_for_two_to_six_players():
    assert games.kit("tangram") is KIT
    game = games.game("tangram")
    assert game.players == (2, 6) and {option.key for option in game.options} >= {"goal"}


def test_every_picture_the_rules_page_names_is_there(qtbot):
    page = TangramRulesPage()
    qtbot.addWidget(page)
    sources = set(re.findall(r'src="([^"]+)"', rules_html()))
    assert {"tg:board", "tg:dice", "tg:card:steal", "tg:figure:pink-1"} <= sources
    for source in sources:
        image = page.browser.document().resource(IMAGE, QUrl(source))
        assert image is not None and not image.isNull(), source
    text = page.browser.toPlainText()
    assert "Steal a colour card you lack from another player" in text  # every card's effect
    assert "A: rebuilt without turning the card" in text


def test_the_score_table_counts_different_colours_toward_the_goal():
    match = ada_and("bot:easy")
    state = match.state
    state.hands[0].update({"red": 2, "blue": 1})
    state.hands[1].update({"green": 1})
    columns, rows = score_table(final_report(state))
    assert [c.title for c in columns] == ["Player", "Champion", "Different colours", "Colour cards", "Square"]
    assert rows[0] == ["Ada", "Fox", "2 of 5", "blue, red ×2", "the start square"]
    assert rows[1][2] == "1 of 5" and rows[1][3] == "green"


def test_the_guided_seed_lands_on_a_tangram_square_and_the_coach_follows(qtbot):
    match = new_tutorial_match()
    assert is_tutorial(match) and match.seed == TUTORIAL_SEED
    assert not is_tutorial(ada_and("bot:easy"))
    assert is_tutorial(replay(match.to_record()))  # also when resumed
    made = table_factory(qtbot, KIT)
    t = next(made)(match)
    coach = KIT.tutorial.attach(t.scene, t.controller)
    assert coach.isVisible() and coach.key == "roll" and t.controller.guided
    assert t.board.layout.dice in coach.targets
    click(qtbot, t, centre_of(t.board.dice))
    assert t.controller.state.figure is not None and t.board.host.open
    assert lesson(t.controller) is None and not coach.isVisible()  # the puzzle's own coach speaks
    assert t.board.host.panel.coach is not None
    t.board.host.panel.finished.emit("white", 40.0)
    assert not t.controller.guided  # one coached puzzle
    next(made, None)


def test_a_new_game_log_line_names_the_players_and_the_goal():
    match = games.game("tangram").new_match((PlayerSpec("Ada"), PlayerSpec("Bo", "bot:hard")), 9,
                                            {"goal": "quick"})
    assert KIT.new_match_log(match) == ("New game of Tangram Champions: Ada, Bo (Hard bot); 3 colours to "
                                        "collect. Seed 9.")
