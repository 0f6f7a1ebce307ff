"""The kit's other parts: the end screen's table and paintings, the rules page, the log, words."""

from __future__ import annotations

from PySide6.QtGui import QImage

from canvas_table.layers.bots import make_bot
from canvas_table.layers.cards import default_deck
from canvas_table.layers.ui.kit import KIT
from canvas_table.layers.ui.words import translate_reason
from tests.layers.ui.conftest import ada_and


def finished_report():
    """A finished game's report, as the game module reports it."""
    match = ada_and()
    bot = make_bot("normal", 3)
    while not match.state.is_over():
        match.play(bot.choose(match.state))
    state = match.state
    return match, {
        "over": True, "winners": state.winners(),
        "seats": [{"name": p.name, "score": state.score(s), "layers": list(state.boards[s])}
                  for s, p in enumerate(state.setup.players)],
        "market": list(state.market), "pile_left": state.pile_left,
    }


def test_the_score_table_has_the_player_the_kinds_that_scored_and_the_total():
    match, report = finished_report()
    columns, rows = KIT.score_table(report)
    assert columns[0].title == "Player" and columns[-1].title == "Total"
    assert all(col.colour for col in columns[1:-1])
    assert [row[0] for row in rows] == ["Ada", "Bo"]
    assert [row[-1] for row in rows] == [str(s) for s in match.state.scores()]
    for row in rows:
        assert len(row) == len(columns)
        total = sum(int(cell.split("= ")[1].replace("−", "-")) for cell in row[1:-1] if cell != "—")
        assert str(total) == row[-1]


def test_the_end_paintings_are_rendered_at_the_width_asked(qtbot):
    _match, report = finished_report()
    paintings = KIT.end_paintings(report, None)
    assert [p.seat for p in paintings] == [0, 1]
    image = paintings[0].render(120)
    assert isinstance(image, QImage) and (image.width(), image.height()) == (120, 168)
    deck = default_deck()
    top = report["seats"][0]["layers"][2]
    assert paintings[0].title.startswith(deck[top].title) and paintings[0].title.endswith("(top to bottom)")


def test_the_rules_page_shows_the_symbols_and_a_worked_example(qtbot):
    page = KIT.rules_page(None)
    qtbot.addWidget(page)
    text = page.browser.toPlainText()
    for words in ("v × (p − n)", "3 × (2 − 1) = 3", "vote", "Solo", "A worked example"):
        assert words in text
    from canvas_table.layers.ui.rules_text import worked_example

    example = worked_example()
    assert f"This painting scores {example.score} points." in text
    assert any(c is not None and not c.visible for row in example.grid for c in row)


def test_the_first_log_line_names_the_players_and_rounds():
    line = KIT.new_match_log(ada_and())
    assert line == "New game of Layers: Ada, Bo (Normal bot); 3 rounds. Seed 5."


def test_the_rules_reasons_are_translated_and_unknown_text_is_kept():
    assert translate_reason("it is Bo's turn, not Ada's") == "it is Bo's turn, not Ada's"
    assert translate_reason("something else") == "something else"
    assert translate_reason(None) is None




def test_a_right_to_left_table_and_rules_page_draw(qtbot, table, persian):
    t = table(ada_and())
    assert not t.view.grab().isNull()
    page = KIT.rules_page(None)
    qtbot.addWidget(page)
    assert page.layoutDirection().name == "RightToLeft"


def test_the_bench_hooks_hover_a_card_over_the_painting(qtbot, table):
    from types import SimpleNamespace

    t = table(ada_and(first=1))  # the bot plays first: the hooks play it
    hooks = KIT.bench_setup(SimpleNamespace(controller=t.controller, board=t.board))
    assert t.controller.human_to_act and hooks.easel is t.board.painting
    for k in range(4):
        hooks.hover(k)
        assert t.board.painting.previewing and t.board.symbols.view.changed == 3 - (k // 2) % 3
