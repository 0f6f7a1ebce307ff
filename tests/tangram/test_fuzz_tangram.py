"""UI fuzz of Tangram Champions: the table, its puzzle and the practice (see
tests/table/test_fuzz_canvas.py for the idea), at animation speed 0, seeds fixed here.

On the table each gesture is chosen from the state and played as a person plays it: the dice
clicked (or the Roll button, or Space / Enter), an offered colour card clicked where it shows (or
its digit), a click on a card nobody offers (it must change nothing), a click anywhere. A person's
puzzle gets random gestures on its view (drags, the wheel, double-clicks, keys), each checked, then
ends as a player ends it: solved with the mouse, solved after T turns the card, or the minute
running out. After each gesture the table must be the state's: pawns on their squares, the dice,
every stock's and hand's count, the glowing cards exactly the legal choices, the puzzle open
exactly while it is a person's.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.tangram.actions import CLOCK_SECONDS, Tangram
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.figures import figures
from canvas_table.tangram.state import ROLL
from canvas_table.tangram.ui.board import offered_keys
from canvas_table.tangram.ui.cards import ClickableCard
from canvas_table.tangram.ui.practice import PracticeDialog
from tests.table.fuzz import TableFuzz, people, random_point
from tests.tangram.puzzle_driver import FakeTime
from tests.tangram.puzzle_fuzz import check_puzzle, puzzle_gesture, solve_with_mouse

TANGRAM_CASES = [(3, 2, (1600, 900)), (5, 3, (843, 786)), (7, 4, (1366, 768))]
MAX_GESTURES = 600  # a bound: every case ends its quick game well before it


def shown_point(scene, item: ClickableCard, rng: Rng) -> QPointF:
    """A random scene point on ``item``'s face where no other card's face lies over it (the
    margins round the faces, where a glow is drawn, count for nothing: a player sees the face)."""
    rect = item.mapRectToScene(item.rect)
    shown = []
    for k in range(1, 20):
        point = QPointF(rect.left() + k / 20 * rect.width(), rect.center().y())
        faces = [i for i in scene.items(point) if isinstance(i, ClickableCard) and i.isVisible()
                 and i.mapRectToScene(i.rect).contains(point)]
        if faces and faces[0] is item:
            shown.append(point)
    assert shown, f"card {item.key} is covered everywhere"
    return rng.choice(shown)


def check_tangram_scene(window) -> None:
    """The table shows exactly the state."""
    c, board = window.controller, window.board
    state, at = c.state, board.layout
    assert not board.queue.busy, "a motion is still under way at speed 0"
    assert board.host.open == c.person_puzzle and (not board.host.open or board.host.person)
    for seat, pawn in enumerate(board.pawns):
        assert pawn.isVisible() and pawn.pos() == board.pawn_point(seat, state.positions)
    assert board.dice.faces == (state.dice or (0, 0))
    assert board.dice.clickable == board.roll_button.enabled == c.may_roll
    offers = set(offered_keys(c.choices(), state.current_seat))
    lit = {key for key, card in board.cards.items() if card.offered and card.isVisible()}
    assert lit == offers, f"glowing {sorted(lit)}, the legal choices {sorted(offers)}"
    for colour in COLOURS:
        assert board.cards[f"stock:{colour}"].count == state.stock[colour]
    for seat in range(state.num_seats):
        held = [colour for colour in COLOURS if state.hands[seat][colour] > 0]
        for colour in COLOURS:
            card = board.cards[f"seat:{seat}:{colour}"]
            assert card.isVisible() == (colour in held)
            if colour in held:
                assert card.count == state.hands[seat][colour]
                assert card.pos() == at.panel_card(seat, held.index(colour)).topLeft()
    for deck, item in board.decks.items():
        assert item.count == len(state.tangram_cards if deck == "tangram" else state.decks[deck])


class TangramFuzz(TableFuzz):
    """Gestures on a Tangram Champions table and its puzzles, each checked."""

    def __init__(self, qtbot, window, rng: Rng, clock: FakeTime) -> None:
        super().__init__(qtbot, window, rng)
        self.qtbot, self.clock = qtbot, clock
        self.outcomes: list[str] = []

    def snapshot(self):
        return self.c.game.to_record()["actions"], self.c.state.phase

    def click(self, point: QPointF) -> None:
        self.gestures += 1
        self.mouse.click(point)

    def key(self, which: Qt.Key) -> None:
        self.gestures += 1
        self.qtbot.keyClick(self.window.view, which)

    def roll(self) -> None:
        before = len(self.c.game.actions)
        board, way = self.board, self.rng.below(4)
        if way == 0:
            self.click(board.dice.mapRectToScene(board.dice.rect).center())
        elif way == 1:
            self.click(board.roll_button.mapRectToScene(board.roll_button.rect).center())
        else:
            self.key(Qt.Key.Key_Space if way == 2 else Qt.Key.Key_Return)
        assert len(self.c.game.actions) == before + 1, "the gesture did not roll"

    def choose(self) -> None:
        c, board = self.c, self.board
        offers = list(board.offers)
        key = self.rng.choice(offers)
        action, before = board.offers[key], len(c.game.actions)
        if self.rng.below(3) == 0 and offers.index(key) < 9:
            self.key(getattr(Qt.Key, f"Key_{offers.index(key) + 1}"))
        else:
            self.click(shown_point(self.window.scene, board.cards[key], self.rng))
        assert c.game.actions[before:][:1] == [(c.game.actions[before][0], action)], \
            f"the gesture on {key} did not play {action}"

    def refused(self) -> None:
        """A click on a shown colour card nobody offers changes nothing."""
        board = self.board
        cards = [card for card in board.cards.values()
                 if card.isVisible() and not card.offered and card.count]
        if not cards:
            return
        before = self.snapshot()
        self.click(shown_point(self.window.scene, self.rng.choice(cards), self.rng))
        assert self.snapshot() == before, "a click on a card nobody offers changed the game"

    def puzzle(self) -> None:
        """Random gestures on the person's puzzle, then its end: solved, solved after turning the
        card, or the minute running out."""
        host, rng = self.board.host, self.rng
        panel, actions = host.panel, self.c.game.actions
        before = len(actions)
        check_puzzle(panel)
        for _ in range(rng.below(6)):
            puzzle_gesture(panel, rng)
            self.gestures += 1
            if len(actions) > before:
                break  # solved by chance
        want = None
        if len(actions) == before:
            end = rng.below(3)
            want = ("black", "white", "failed")[end]
            if end == 2:
                self.clock.now += CLOCK_SECONDS + 1
            else:
                if end == 1:
                    QTest.keyClick(panel.view, Qt.Key.Key_T)
                    assert panel.turned
                self.clock.now += 5
                solve_with_mouse(panel)
            self.qtbot.waitUntil(lambda: len(actions) > before, timeout=5000)
        _seat, action = actions[before]  # (a card drawn may send the next person to a puzzle at once)
        assert isinstance(action, Tangram) and want in (None, action.result), f"{want} was played as {action}"
        self.outcomes.append(action.result)

    def step(self) -> None:
        c, board, rng = self.c, self.board, self.rng
        if board.moment.isVisible() and rng.below(2):
            self.click(board.moment.mapRectToScene(board.moment.rect).center())
            assert not board.moment.isVisible()
        elif c.person_puzzle:
            self.puzzle()
        elif rng.random() < 0.08:
            self.click(random_point(rng))
        elif rng.random() < 0.15:
            self.refused()
        elif c.state.phase == ROLL:
            self.roll()
        else:
            self.choose()
        check_tangram_scene(self.window)


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "players", "size"), TANGRAM_CASES,
                         ids=[f"tangram-seed{seed}-{n}p" for seed, n, _size in TANGRAM_CASES])
def test_tangram_gestures_keep_the_scene_equal_to_the_state(qtbot, window, monkeypatch, seed, players, size):
    monkeypatch.setattr(type(window), "show_end", lambda self: None)
    window.resize(*size)
    window.start_game(games.game("tangram").new_match(people(players), seed, {"goal": "quick"}))
    clock = FakeTime()
    window.board.host.source = clock
    window.view.setFocus()
    fuzz = TangramFuzz(qtbot, window, Rng(seed).derive("gestures"), clock)
    check_tangram_scene(window)
    while not window.controller.state.is_over():
        assert fuzz.gestures < MAX_GESTURES, "the fuzz did not finish the game"
        fuzz.step()
    check_tangram_scene(window)
    assert fuzz.outcomes, "no puzzle was played"


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 13])
def test_practice_gestures_keep_every_piece_where_its_placement_says(qtbot, tmp_path, seed):
    rng = Rng(seed).derive("practice")
    dialog = PracticeDialog(None, tmp_path, speed=0, source=FakeTime())
    qtbot.addWidget(dialog)
    dialog.resize(1100, 760)
    dialog.show()
    qtbot.waitExposed(dialog)
    ids = list(figures())
    for _ in range(3):
        figure = rng.choice(ids)
        QTest.mouseClick(dialog.tiles[figure], Qt.MouseButton.LeftButton)
        panel = dialog.panel
        assert dialog.pages.currentIndex() == 1 and panel.figure.id == figure
        QTest.keyClick(panel.view, Qt.Key.Key_T)  # no card to turn in practice: nothing happens
        assert not panel.turned
        for _ in range(4 + rng.below(8)):
            puzzle_gesture(panel, rng)
        if panel.scene.interactive and rng.below(3):
            solve_with_mouse(panel)
            assert panel.scene.verdict.solved
            qtbot.waitUntil(lambda f=figure: f in dialog.times.best, timeout=3000)
        QTest.mouseClick(dialog.back, Qt.MouseButton.LeftButton)
        assert dialog.pages.currentIndex() == 0
