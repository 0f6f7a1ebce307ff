"""Names set inside sentences keep their direction (issue 40, finding 2): in Persian, a Latin name
such as "Frida" is bidi-isolated (FSI ... PDI) in the log, the status line, the end screen and the
tangram puzzle's captions, so the digits and the words around it stay where the sentence puts them;
in English, a Persian name is isolated the same way, and a Latin name is left as it was.

Where the order matters, it is read from how Qt lays the line out (its bidi algorithm), not from
the characters' order in the string."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QGroupBox

from canvas_table import games
from canvas_table.app.end_dialog import EndDialog
from canvas_table.engine.platform import PlayerSpec, option_values
from canvas_table.i18n import FSI, PDI, _, digits, set_language

FRIDA, SHIRIN = "Frida", "شیرین"
ISOLATED = f"{FSI}{FRIDA}{PDI}"


def x_of(text: str, right_to_left: bool) -> dict[int, float]:
    """Where Qt draws each character of ``text`` (index -> x of its glyph), laid out as one line
    of a paragraph written right to left or left to right."""
    layout = QTextLayout(text, QFont())
    option = QTextOption()
    direction = Qt.LayoutDirection
    option.setTextDirection(direction.RightToLeft if right_to_left else direction.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    layout.createLine().setLineWidth(100_000)
    layout.endLayout()
    flags = QTextLayout.GlyphRunRetrievalFlag
    xs: dict[int, float] = {}
    for run in layout.glyphRuns(0, len(text), flags.RetrieveStringIndexes | flags.RetrieveGlyphPositions
                                | flags.RetrieveGlyphIndexes):
        for index, point in zip(run.stringIndexes(), run.positions(), strict=False):
            xs.setdefault(index, point.x())
    return xs


def reading_order(text: str, words: list[str], right_to_left: bool = True) -> list[str]:
    """``words`` (each found once in ``text``) in the order a reader meets them on screen."""
    xs = x_of(text, right_to_left)
    placed = sorted(words, key=lambda word: xs[text.index(word)])
    return placed[::-1] if right_to_left else placed


def plain(text: str) -> str:
    return text.replace(FSI, "").replace(PDI, "")


@pytest.fixture
def frida_and_shirin(window, persian) -> Any:
    """The window in Persian with a Tangram Champions game of two people, Frida to roll."""
    window.new_game("tangram", (PlayerSpec(FRIDA), PlayerSpec(SHIRIN)), 5, {})  # Frida rolls 3 and 4
    return window


def log_lines(window: Any) -> list[str]:
    return [window.log.item(k).text() for k in range(window.log.count())]


def test_the_persian_log_line_of_fridas_roll_keeps_her_name_isolated_and_the_dice_in_order(
        qtbot, frida_and_shirin):
    window = frida_and_shirin
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # Frida rolls, as a player does
    assert window.controller.state.dice == (3, 4)
    line = log_lines(window)[1]
    assert line.startswith(ISOLATED)
    three, four = digits(3), digits(4)
    assert plain(line).index(three) < plain(line).index(four)
    # read from the right: Frida, then the first die, then the second (not "۳ Frida و ۴")
    assert reading_order(line, [FRIDA, three, four]) == [FRIDA, three, four]


@pytest.mark.parametrize("game_id", ["canvas", "layers", "picktura", "tangram"])
def test_the_persian_first_log_line_names_each_player_isolated_from_the_right(window, persian, game_id):
    game = games.game(game_id)
    players = (PlayerSpec(FRIDA), PlayerSpec(SHIRIN))
    assert window.new_game(game_id, players, 7, option_values(game.options, 2)) is None
    line = log_lines(window)[0]
    assert ISOLATED in line and f"{FSI}{SHIRIN}" not in line  # a Persian name needs no isolate here
    words = [FRIDA, SHIRIN, digits(7)]  # the seed comes last
    if "Layers" in line:  # the Persian sentence keeps the game's Latin name: it is isolated too
        words.insert(0, "Layers")
    assert reading_order(line, words) == words


def test_the_status_line_names_frida_isolated(frida_and_shirin):
    status = frida_and_shirin.board.header.content["status"]  # whose turn it is, over the table
    assert ISOLATED in status


def test_tangrams_puzzle_captions_isolate_names(qtbot, frida_and_shirin):
    window = frida_and_shirin
    qtbot.keyClick(window.view, Qt.Key.Key_Space)  # a red square: Frida's puzzle opens, figure red-4
    host = window.board.host
    assert host.open
    caption = host.panel.name.text()
    assert caption.startswith(FSI) and caption.endswith(PDI)
    hint = window.board.header.content["hint"]
    assert caption in hint


def test_the_end_screen_isolates_frida_in_persian(window, persian, monkeypatch):
    shown: list[EndDialog] = []
    monkeypatch.setattr(EndDialog, "exec", lambda dialog: shown.append(dialog) or 0)
    game = games.game("tangram")
    match = game.new_match((PlayerSpec(FRIDA), PlayerSpec(SHIRIN)), 5, option_values(game.options, 2))
    bot = game.make_bot("random", 5)
    while not match.state.is_over():
        match.play(bot.choose(match.state))
    window.start_game(match)
    window._end_timer.stop()
    window.show_end()
    (dialog,) = shown
    headline = dialog.headline.text()
    winner = match.state.winner
    assert (ISOLATED in headline) == (winner == 0)
    last = log_lines(window)[-1]  # the log's last line names the champion too
    assert (ISOLATED in last) == (winner == 0) and (SHIRIN in last) == (winner == 1)
    titles = [box.title() for box in dialog.findChildren(QGroupBox)]  # each seat's cards, by name
    assert len(titles) == 2 and ISOLATED in titles[0] and FSI not in titles[1], titles


def test_english_keeps_latin_names_as_they_were_and_isolates_a_persian_one(window):
    set_language("en")
    window.new_game("tangram", (PlayerSpec(FRIDA), PlayerSpec(SHIRIN)), 5, {})
    assert log_lines(window)[0] == f"New game of Tangram Champions: {FRIDA}, {FSI}{SHIRIN}{PDI}; " \
        "5 colours to collect. Seed 5."
    line = _("{name} rolls {first} and {second} and lands on {square}.").format(
        name=FRIDA, first="3", second="4", square="a red tangram square")
    assert line == "Frida rolls 3 and 4 and lands on a red tangram square."
    # a Persian name in an English list: the names read from the left, each one whole
    listed = _("{names} share the win").format(names=_(", ").join([SHIRIN, "Bo", "پری"]))
    assert reading_order(listed, [SHIRIN, "Bo", "پری"], right_to_left=False) == [SHIRIN, "Bo", "پری"]
    unisolated = f"{SHIRIN}, پری share the win"
    assert reading_order(unisolated, [SHIRIN, "پری"], right_to_left=False) == ["پری", SHIRIN]


def test_what_a_persian_sentence_isolates(persian):
    line = _("{name} rolls {first} and {second} and lands on {square}.")
    assert line.format(name=FRIDA, first=digits(3), second=4, square="یک خانه") == \
        f"{ISOLATED} ۳ و 4 آورد و روی یک خانه می\u200cایستد."  # Persian words and numbers: as they are
    assert line.format(name=ISOLATED, first="", second="", square="").startswith(ISOLATED + " ")  # once
    listed = _(", ").join([FRIDA, SHIRIN, "Bo"])
    assert listed == f"{ISOLATED}، {SHIRIN}، {FSI}Bo{PDI}"
    # a list of isolated names is no Latin run any more: the sentence takes it as it is
    assert _("{name}'s turn").format(name=listed) == f"نوبت {listed}"
