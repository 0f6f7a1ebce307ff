"""A person plays Picktura's guided first game with real mouse drags on the viewport; the coach's
words and glows follow each lesson. And the window's Help > Guided first game in a Picktura game
starts Picktura's own guided game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF

from canvas_table.app.workers import decide
from canvas_table.engine.platform import PlayerSpec
from canvas_table.picktura.bots import decision_seed
from canvas_table.picktura.game import GAME
from canvas_table.picktura.tutorial import new_tutorial_game
from canvas_table.picktura.ui import layout as L
from canvas_table.picktura.ui.coach import PickturaCoach
from canvas_table.picktura.ui.kit import KIT
from canvas_table.picktura.ui.names import work_title
from tests.table.view_driver import centre

HAND_CARD = QSizeF(L.CARD.width() * L.HAND_SCALE, L.CARD.height() * L.HAND_SCALE)


def bot_plays(t) -> None:
    """Berthe's steps, decided as the window's worker decides them, until it is the person's turn."""
    c = t.controller
    while not c.state.is_over() and not c.human_to_act:
        record = c.game.to_record()
        c.apply_bot_action(GAME.action_from_json(decide("picktura", record, "easy",
                                                        decision_seed(c.state), 0)))


def in_hand(t, card: int) -> QRectF:
    """The glow's place round ``card`` of the person's hand (raised or not)."""
    hand = t.controller.state.hands[0]
    at = t.board.layout.hand_pos(hand.index(card), len(hand))
    return QRectF(at, HAND_CARD).adjusted(0, -L.RAISED, 0, 0)


def draw_hidden(qtbot, t, times: int) -> None:
    """Drag the hidden pile's top card onto the hand ``times`` times."""
    for _ in range(times):
        t.drag(qtbot, centre(t.item(t.controller.state.hidden[-1])), t.board.layout.hand.center())


def test_a_person_plays_the_lessons_and_the_coach_follows(qtbot, table):
    t = table(new_tutorial_game())
    coach = KIT.tutorial.attach(t.scene, t.controller)
    c, at, board = t.controller, t.board.layout, t.board
    five, nine = work_title(5), work_title(9)

    # 1: collect work 5's top right quarter from the visible pile
    assert coach.isVisible() and coach.heading == "Lesson 1 of 6"
    assert coach.text.startswith(f"Collect {five} (top right): drag it from the visible pile")
    assert coach.targets == (at.visible,)
    t.drag(qtbot, centre(t.item(18)), at.hand.center())
    # 2: discard the loner, work 11's quarter 42
    assert coach.heading == "Lesson 2 of 6" and f"Drag {work_title(11)} (top right)" in coach.text
    assert coach.targets == (in_hand(t, 42), at.visible)
    t.drag(qtbot, centre(t.item(42)), at.visible.center())
    assert not coach.isVisible()  # Berthe's turn
    bot_plays(t)
    # 3: expose work 5's pair, chosen by clicks
    assert coach.heading == "Lesson 3 of 6" and coach.text.startswith(f"Expose {five}: click")
    assert coach.targets == (in_hand(t, 17), in_hand(t, 18), at.work_rect(0))
    t.click(qtbot, 17)
    t.click(qtbot, 18)
    t.drag(qtbot, centre(t.item(18)), board.expo_zone.rect.center())
    assert c.state.works[0] == [[17, 18]]
    # 4: draw back up, from either pile (both glow), the whole turn long
    assert coach.heading == "Lesson 4 of 6" and coach.targets == (at.hidden, at.visible)
    draw_hidden(qtbot, t, 1)
    assert coach.heading == "Lesson 4 of 6"
    draw_hidden(qtbot, t, 1)
    bot_plays(t)
    # 5: complete work 5 with its bottom quarters: Picktura!
    assert coach.heading == "Lesson 5 of 6" and f"missing quarters of {five}" in coach.text
    assert coach.targets == (in_hand(t, 19), in_hand(t, 20), at.work_rect(0))
    t.click(qtbot, 19)
    t.click(qtbot, 20)
    t.drag(qtbot, centre(t.item(20)), board.zones["work:0"].inner.center())
    assert c.state.works[0] == [[17, 18, 19, 20]] and board.moment.isVisible()
    board.moment.setVisible(False)
    assert not coach.isVisible()  # drawing again: the lesson is learnt
    draw_hidden(qtbot, t, 2)
    bot_plays(t)
    # 6, first half: expose work 9's three quarters, for the blank canvas to finish
    assert coach.heading == "Lesson 6 of 6" and f"three quarters of {nine}" in coach.text
    for card in (33, 34, 35):
        t.click(qtbot, card)
    t.drag(qtbot, centre(t.item(35)), board.expo_zone.rect.center())
    draw_hidden(qtbot, t, 3)
    bot_plays(t)
    # 6: the blank canvas makes work 9 whole
    assert coach.heading == "Lesson 6 of 6" and coach.text.startswith(f"Drag the blank canvas onto {nine}")
    assert coach.targets == (in_hand(t, 49), at.work_rect(1))
    t.drag(qtbot, centre(t.item(49)), board.zones["work:1"].inner.center())
    assert c.state.works[0][1] == [33, 34, 35, 49]
    board.moment.setVisible(False)
    draw_hidden(qtbot, t, 1)
    bot_plays(t)
    assert coach.heading == "Well played!" and coach.targets == ()
    assert coach.text.endswith("Beat Berthe!")


def test_another_pile_gets_a_gentle_word(qtbot, table):
    t = table(new_tutorial_game())
    coach = KIT.tutorial.attach(t.scene, t.controller)
    t.drag(qtbot, centre(t.item(t.controller.state.hidden[-1])), t.board.layout.hand.center())
    assert coach.heading == "Lesson 2 of 6" and coach.text.startswith("That works too. You now hold 6 cards")




def test_the_coach_mirrors_in_persian(qtbot, table, persian):
    t = table(new_tutorial_game())
    coach = KIT.tutorial.attach(t.scene, t.controller)
    assert coach.bubble == L.mirror(QRectF(1272, 112, 620, 200))
    assert coach.targets == (t.board.layout.visible,) and t.board.layout.visible.left() > 960
    assert coach.heading == "درس ۱ از ۶"




@pytest.mark.slow
def test_help_guided_first_game_in_a_picktura_game_starts_pickturas(window):
    assert window.new_game("picktura", (PlayerSpec("Ada"), PlayerSpec("Bo", "bot:normal")), 3, {}) is None
    assert window.coach is None
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    guided = next(a for a in help_menu.actions() if a.text() == "&Guided first game")
    guided.trigger()
    game = window.controller.game
    assert game.game_id == "picktura" and KIT.tutorial.is_tutorial(game)
    assert isinstance(window.coach, PickturaCoach) and window.coach.isVisible()
    assert window.coach.lesson.key == "collect"
