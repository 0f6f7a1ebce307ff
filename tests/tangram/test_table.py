"""The Tangram Champions table driven with the mouse on the view's viewport: the roll, the pawn on
the state's square, a person's puzzle and its case on the table, a choice, the layout in Persian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from canvas_table.errors import RecordError
from canvas_table.tangram.actions import Roll, Tangram
from canvas_table.tangram.board import BOARD
from canvas_table.tangram.cards import CARD_TEXTS, FAVOURABLE, KINDS, UNFAVOURABLE
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.figures import figures
from canvas_table.tangram.match import replay
from canvas_table.tangram.moves import Pending
from canvas_table.tangram.state import CHOOSE, PUZZLE
from canvas_table.tangram.ui.faces import card_face
from canvas_table.tangram.ui.kit import KIT
from canvas_table.tangram.ui.puzzle_layout import solution_by_piece
from tests.table.view_driver import table_factory
from tests.tangram.puzzle_driver import FakeTime, place_with_mouse
from tests.tangram.table_driver import TAKE_ANY_SEED, ada_and, centre_of, click


@pytest.fixture
def table(qtbot):
    """``table(match)`` shows that game's table, animations off."""
    yield from table_factory(qtbot, KIT)


def test_clicking_the_dice_rolls_and_the_pawn_lands_on_the_states_square(qtbot, table):
    t = table(ada_and("human"))
    c, board = t.controller, t.board
    assert board.dice.clickable and c.may_roll
    click(qtbot, t, centre_of(board.dice))
    assert c.state.dice == (3, 4) and c.state.positions == [7, 0]
    assert BOARD[7] == "red" and c.state.phase == PUZZLE and c.state.figure == "red-4"
    assert board.pawns[0].pos() == board.square_rect(7).center()  # alone on its square
    assert board.dice.faces == (3, 4) and not board.dice.clickable
    assert t.saves and t.saves[-1]["actions"] == [{"seat": 0, "roll": True}]


def test_a_persons_tangram_square_opens_the_puzzle_of_that_figure(qtbot, table):
    t = table(ada_and("human"))
    click(qtbot, t, centre_of(t.board.dice))
    host = t.board.host
    assert host.open and host.person
    assert host.panel.scene.figure.id == "red-4"
    assert host.panel.isVisible()
    assert not host.skip_hint.isVisible()  # a person's own puzzle is not a bot's attempt to skip


def _to_puzzle(qtbot, t):
    click(qtbot, t, centre_of(t.board.dice))
    return t.board.host.panel


def test_solved_with_the_mouse_on_the_black_side_every_other_player_draws_an_unfavourable_card(qtbot, table):
    t = table(ada_and("human", "human"))
    c, board = t.controller, t.board
    clock = FakeTime()
    board.host.source = clock
    panel = _to_puzzle(qtbot, t)
    clock.now += 31.0
    for index, goal in enumerate(solution_by_piece(figures()["red-4"])):  # dragged on the viewport
        place_with_mouse(panel, index, goal)
    assert not board.host.open
    assert t.saves[-1]["actions"][-1] == {"seat": 0, "tangram": "black", "seconds": 31.0}
    drawn = c.state.shown
    assert [seat for seat, _card in drawn] == [1, 2]  # Bo then Cy, in turn order
    assert all(card in KINDS[UNFAVOURABLE] for _seat, card in drawn)
    assert board.moment.face == card_face(drawn[-1][1])  # the last drawn card is shown face up
    assert board.decks[UNFAVOURABLE].count == len(c.state.decks[UNFAVOURABLE])


def test_solved_with_the_solution_side_you_draw_a_favourable_card(qtbot, table):
    t = table(ada_and("human"))
    c, board = t.controller, t.board
    _to_puzzle(qtbot, t).finished.emit("white", 44.0)
    (seat, card), = c.state.shown
    assert seat == 0 and card in KINDS[FAVOURABLE]
    assert board.moment.face == card_face(card) and board.moment.isVisible()
    if c.state.discards[FAVOURABLE]:
        assert board.discards[FAVOURABLE].face == card_face(c.state.discards[FAVOURABLE][-1])


def test_the_minute_running_out_draws_you_an_unfavourable_card(qtbot, table):
    t = table(ada_and("human"))
    c = t.controller
    _to_puzzle(qtbot, t).finished.emit("failed", 60.0)
    (seat, card), = c.state.shown
    assert seat == 0 and card in KINDS[UNFAVOURABLE]
    assert t.saves[-1]["actions"][-1] == {"seat": 0, "tangram": "failed", "seconds": 60.0}


def _choosing(t, kind: str, hands=None) -> None:
    """Put Ada (seat 0) before a ``kind`` choice, holding ``hands`` (colour -> count per seat)."""
    state = t.controller.state
    for seat, held in enumerate(hands or []):
        for colour, count in held.items():
            state.hands[seat][colour] = count
            state.stock[colour] -= count
    state.pending = [Pending(0, kind)]
    state.phase = CHOOSE
    t.controller.changed.emit()


def test_a_colour_is_taken_by_clicking_its_glowing_stack_in_the_stock(qtbot, table):
    t = table(ada_and("human"))
    c, board = t.controller, t.board
    _choosing(t, "take")
    stacks = [board.cards[f"stock:{colour}"] for colour in COLOURS]
    assert all(stack.offered for stack in stacks)
    assert not any(board.cards[f"seat:1:{colour}"].offered for colour in COLOURS)
    click(qtbot, t, centre_of(board.cards["stock:blue"]))
    assert c.state.hands[0]["blue"] == 1 and c.state.stock["blue"] == 3
    assert t.saves[-1]["actions"][-1] == {"seat": 0, "take": "blue"}
    assert board.cards["stock:blue"].count == 3 and not board.cards["stock:blue"].offered
    held = board.cards["seat:0:blue"]
    assert held.isVisible() and board.layout.panels[0].contains(centre_of(held))
    assert board.panels[0].content["progress"] == "1 of 5 colours"


def test_a_colour_is_returned_by_clicking_your_own_glowing_card(qtbot, table):
    t = table(ada_and("human"))
    c, board = t.controller, t.board
    _choosing(t, "return", [{"red": 1, "blue": 2}, {"green": 1}])
    assert board.cards["seat:0:red"].offered and board.cards["seat:0:blue"].offered
    assert not board.cards["seat:1:green"].offered and not board.cards["stock:red"].offered
    click(qtbot, t, centre_of(board.cards["seat:1:green"]))  # not offered: nothing happens
    assert c.state.pending
    click(qtbot, t, centre_of(board.cards["seat:0:blue"]))
    assert c.state.hands[0]["blue"] == 1 and c.state.stock["blue"] == 3
    assert board.cards["seat:0:blue"].count == 1


def test_a_colour_you_lack_is_stolen_by_clicking_it_in_the_other_players_panel(qtbot, table):
    t = table(ada_and("human", "human"))
    c, board = t.controller, t.board
    _choosing(t, "steal", [{"red": 1}, {"red": 1, "green": 1}, {"yellow": 2}])
    offered = {key for key, card in board.cards.items() if card.offered}
    assert offered == {"seat:1:green", "seat:2:yellow"}  # red: Ada holds one already
    click(qtbot, t, centre_of(board.cards["seat:2:yellow"]))
    assert c.state.hands[0]["yellow"] == 1 and c.state.hands[2]["yellow"] == 1
    assert t.saves[-1]["actions"][-1] == {"seat": 0, "steal": {"from": 2, "colour": "yellow"}}


@pytest.mark.slow
def test_the_pawn_glides_square_by_square_after_the_dice_and_then_the_puzzle_opens(qtbot, table):
    t = table(ada_and("human"))
    board = t.board
    board.speed = 4.0  # four times as fast as normal: the same steps, sooner
    click(qtbot, t, centre_of(board.dice))
    assert board.dice.rolling and not board.host.open  # the dice tumble first
    qtbot.waitUntil(lambda: board.pawns[0].moving, timeout=3000)
    assert not board.dice.rolling and board.dice.faces == (3, 4)
    route = [(p.x(), p.y()) for p in board.pawns[0].route]
    squares = [board.square_rect(k).center() for k in range(1, 8)]  # 3 + 4: squares 1 to 7
    assert route == [(p.x(), p.y()) for p in squares]
    assert not board.host.open  # the puzzle waits for the pawn
    qtbot.waitUntil(lambda: board.host.open, timeout=3000)
    assert board.pawns[0].pos() == squares[-1] and not board.pawns[0].moving


def test_a_saved_puzzle_resumes_with_the_time_it_had_left(qtbot, table):
    t = table(ada_and("human"))
    clock = FakeTime()
    t.board.host.source = clock
    click(qtbot, t, centre_of(t.board.dice))
    panel = t.board.host.panel
    clock.now += 17.0  # 17 seconds of the minute go by
    qtbot.waitUntil(lambda: panel.clock.remaining() == 43.0)
    t.board.host.save_now()  # as every two seconds, or when the window goes to the background
    record = t.saves[-1]
    assert record["puzzle_used"] == 17.0 and record["actions"] == [{"seat": 0, "roll": True}]
    assert panel.clock.remaining() == 43.0
    resumed = replay(record)
    assert resumed.puzzle_used == 17.0 and resumed.state.figure == "red-4"
    again = table(resumed)
    assert again.board.host.open  # the puzzle is back over the table at once
    again.board.host.close()  # reopened on a clock the test holds still
    again.board.host.source = FakeTime()
    again.board.sync()
    assert again.board.host.open
    assert again.board.host.panel.clock.remaining() == 43.0  # not a fresh minute
    again.board.host.panel.finished.emit("black", 50.0)
    assert "puzzle_used" not in again.saves[-1]  # the puzzle is over


def test_a_record_with_a_bad_puzzle_time_is_refused_in_one_line():
    record = ada_and("human").to_record()
    record["puzzle_used"] = 75
    with pytest.raises(RecordError, match="'puzzle_used' should be the seconds used"):
        replay(record)


@pytest.mark.parametrize(("second", "pauses"), [("human", True), ("bot:easy", False)])
def test_the_window_going_to_the_background_pauses_the_clock_only_without_bots(qtbot, qapp, table, second,
                                                                                pauses):
    t = table(ada_and(second))
    clock = FakeTime()
    t.board.host.source = clock
    click(qtbot, t, centre_of(t.board.dice))
    panel = t.board.host.panel
    clock.now += 4.0
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert t.saves[-1]["puzzle_used"] == 4.0  # saved as the window leaves, bots or not
    clock.now += 10.0
    assert panel.clock.remaining() == (56.0 if pauses else 46.0)
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    clock.now += 5.0
    assert panel.clock.remaining() == (51.0 if pauses else 41.0)


@pytest.mark.slow
def test_a_bots_puzzle_is_shown_as_its_attempt_before_its_outcome_counts(qtbot, table):
    t = table(ada_and("bot:hard"))
    c, board = t.controller, t.board
    board.speed = 1.0
    c.state.seat = 1  # Bo (the bot) rolls first: 3 and 4, to the red square
    c.apply_bot_action(Roll())
    qtbot.waitUntil(lambda: not board.queue.busy and c.state.phase == PUZZLE, timeout=5000)
    outcome = Tangram("white", 23.0)
    c.apply_bot_action(outcome)
    host = board.host
    assert host.open and not host.person  # the attempt plays over the table
    assert len(c.game.actions) == 1  # its outcome waits for the attempt
    assert host.skip_hint.isVisible()
    qtbot.keyClick(t.view, Qt.Key.Key_Escape)  # skipped: the outcome stands, sooner
    assert not host.open and c.game.actions[-1] == (1, outcome)
    assert c.state.shown and c.state.shown[0][0] == 1  # case B: Bo draws a favourable card


@pytest.mark.slow
def test_a_click_round_a_bots_attempt_skips_it_and_a_persons_puzzle_cannot_be_skipped(qtbot, table):
    t = table(ada_and("bot:hard"))
    c, board = t.controller, t.board
    board.speed = 1.0
    c.state.seat = 1
    c.apply_bot_action(Roll())
    qtbot.waitUntil(lambda: not board.queue.busy and c.state.phase == PUZZLE, timeout=5000)
    c.apply_bot_action(Tangram("failed", 60.0))
    host = board.host
    qtbot.mouseClick(host.backdrop, Qt.MouseButton.LeftButton, pos=host.skip_hint.geometry().center())
    assert not host.open and c.game.actions[-1] == (1, Tangram("failed", 60.0))
    qtbot.waitUntil(lambda: not board.queue.busy, timeout=5000)  # Bo's card is shown
    c.state.seat = 0  # Ada's puzzle (a hand-set turn): Esc and clicks round it do not end it
    c.state.phase = PUZZLE
    c.state.figure = "blue-2"
    c.changed.emit()
    assert host.open and host.person
    qtbot.keyClick(t.view, Qt.Key.Key_Escape)
    qtbot.mouseClick(host.backdrop, Qt.MouseButton.LeftButton, pos=host.skip_hint.geometry().center())
    assert host.open and not host.skip_hint.isVisible()


def test_each_move_writes_its_log_lines(qtbot, table):
    t = table(ada_and("human"))
    lines = []
    t.controller.logged.connect(lines.append)
    click(qtbot, t, centre_of(t.board.dice))
    assert lines == ["Ada rolls 3 and 4 and lands on a red tangram square."]
    t.board.host.panel.finished.emit("failed", 60.0)
    (_seat, card), = t.controller.state.shown
    effect = CARD_TEXTS[card]
    assert lines[1] == "Time is up: Ada did not finish the figure fox."
    assert lines[2] == f"Ada draws an unfavourable card: {effect}."


def test_undo_takes_back_a_choice_but_never_a_roll(qtbot, table):
    t = table(ada_and("human", seed=TAKE_ANY_SEED))
    c = t.controller
    click(qtbot, t, centre_of(t.board.dice))  # 2 and 6: a favourable square, "take a colour card"
    assert c.state.shown == [(0, "take_any")] and t.board.cards["stock:red"].offered
    click(qtbot, t, centre_of(t.board.cards["stock:red"]))
    assert c.state.hands[0]["red"] == 1 and c.state.current_seat == 1
    assert c.undo() is None  # a colour card from the face-up stock shows nothing hidden
    assert c.state.hands[0]["red"] == 0 and c.state.stock["red"] == 4 and c.state.pending
    assert not t.board.cards["seat:0:red"].isVisible() and t.board.cards["stock:red"].offered
    assert c.undo() == "can't undo: the dice have been rolled since"
    assert len(c.game.actions) == 1


def test_keys_roll_and_choose_the_glowing_cards_in_turn(qtbot, table):
    t = table(ada_and("human", seed=TAKE_ANY_SEED))
    c = t.controller
    qtbot.keyClick(t.view, Qt.Key.Key_Space)  # rolls: 2 and 6, "take a colour card of your choice"
    assert c.state.dice == (2, 6) and c.state.shown == [(0, "take_any")]
    qtbot.keyClick(t.view, Qt.Key.Key_3)  # the third glowing stack: orange, blue, pink
    assert c.state.hands[0]["pink"] == 1 and c.state.stock["pink"] == 3


@pytest.mark.slow
def test_a_click_on_the_drawn_card_ends_its_moment(qtbot, table):
    t = table(ada_and("human", seed=TAKE_ANY_SEED))
    board = t.board
    board.speed = 1.0
    click(qtbot, t, centre_of(board.dice))
    qtbot.waitUntil(lambda: board.moment.isVisible(), timeout=5000)
    assert board.queue.busy and not board.cards["stock:red"].offered  # the choice waits for the card
    click(qtbot, t, centre_of(board.moment))
    assert not board.moment.isVisible() and not board.queue.busy
    assert board.cards["stock:red"].offered
