"""Hidden information on the table, the honest undo, and a bot game played to its end in the window."""

from __future__ import annotations

from canvas_table.picktura import reveal
from canvas_table.picktura.actions import Expose
from canvas_table.picktura.bots import make_bot
from tests.picktura.ui.conftest import ada_and, set_position
from tests.table.view_driver import centre


def test_the_view_shows_only_your_hand_the_others_are_counted_backs(table):
    t = table(ada_and(seats=4))
    c, state = t.controller, t.controller.state
    for seat in (1, 2, 3):
        for card in state.hands[seat]:
            item = t.item(card)
            assert item.face.startswith("back") and item.toolTip() == "" and not item.draggable
    for card in state.hands[0]:
        assert t.item(card).face == f"pk:{card}"
    assert t.item(state.hidden[-1]).face.startswith("back")
    assert t.board.panels[0].content["hand"] == "5 cards in hand"
    assert [p.content["name"] for p in t.board.panels] == ["Bo", "Cy", "Di"]
    assert c.viewer == 0


def test_undo_takes_back_a_visible_collect_but_not_a_hidden_draw(qtbot, table):
    t = table(ada_and("human"))  # Bo a person too: nobody plays between
    c, at = t.controller, t.board.layout
    t.click(qtbot, 1)
    t.click(qtbot, 2)
    t.drag(qtbot, centre(t.item(1)), t.board.expo_zone.rect.center())  # shows nothing hidden
    assert c.state.works[0] == [[1, 2]]
    assert c.undo() is None
    assert c.game.actions == [] and c.state.works[0] == [] and c.state.hands[0] == [1, 2, 5, 6, 49]
    assert t.item(1).pos() == at.hand_pos(0, 5)  # back in the hand
    t.click(qtbot, 1)
    t.click(qtbot, 2)
    t.drag(qtbot, centre(t.item(1)), t.board.expo_zone.rect.center())
    t.drag(qtbot, centre(t.item(3)), at.hand.center())  # draws the hidden pile's top: 3
    assert c.undo() == "can't undo: you have seen a card from the hidden pile since"
    assert c.state.works[0] == [[1, 2]] and 3 in c.state.hands[0]  # nothing changed


def test_taking_the_visible_piles_last_card_turns_up_a_hidden_one_so_no_undo(qtbot, table):
    t = table(ada_and("human"))
    c = t.controller
    t.drag(qtbot, centre(t.item(8)), t.board.layout.hand.center())  # 8 was the visible pile's only card
    assert c.state.visible == [c.state.setup.deck[-2]]  # the hidden pile's bottom card, turned up
    assert c.undo() == "can't undo: a card of the hidden pile has been turned up since"
    assert 8 in c.state.hands[0]


def test_a_bot_laying_a_card_nobody_saw_it_take_reveals_it():
    match = ada_and()
    set_position(match, [[1, 2, 5, 6, 49], [13, 14, 17, 21, 25]], [8], [3, 4, 7], [[], []])
    match.state.seat = 1
    assert reveal.revealed(match.state, Expose((13, 14))) == reveal.BOT_CARD


def test_a_bot_game_plays_to_the_end_in_the_window(qtbot, table):
    t = table(ada_and("bot:random"))
    c = t.controller
    ada = make_bot("random", 3)
    bo = make_bot("random", 4)
    ended = []
    c.game_over.connect(lambda: ended.append(True))
    for _ in range(2000):
        if c.state.is_over():
            break
        if c.human_to_act:
            assert c.play(ada.choose(c.state)) is None
        else:
            c.apply_bot_action(bo.choose(c.state))
    assert c.state.is_over() and ended == [True]
    state = c.state
    assert t.board.panels[0].content["score"] == str(state.score(1)).replace("-", "−")
    assert "wins" in t.board.header.content["status"] or "share" in t.board.header.content["status"]
    for k, group in enumerate(state.works[0]):  # every exposed work is framed, its cards inside
        frame = t.board.zones[f"work:{k}"]
        for card in group:
            assert frame.rect.contains(t.item(card).mapRectToScene(t.item(card).card_rect()).center())
