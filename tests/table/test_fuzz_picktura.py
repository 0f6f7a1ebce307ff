"""UI fuzz of the Picktura table: see tests/table/test_fuzz_canvas.py for what each case checks.

Each gesture is chosen from the state, played as a person plays it with the mouse on the viewport
(a pile's top card dragged into the hand or clicked in the draws, a card dragged onto the visible
pile or double-clicked, quarters chosen by clicks and dragged onto the exposition area or a work)
or with the keys (Tab to a card, Space chooses it, Enter, E, a work's digit or Tab to the work);
some are refused on purpose (a work's quarter lifted, a card dropped on the header, a second
collect) and must change nothing; some go from a real card to a random point. After each one the
scene must be the state's: every card where, at the scale and face, the state says, the rest
hidden, no drag under way, nothing lifted or lit, the works' frames one per exposed work.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from canvas_table import games
from canvas_table.engine.rng import Rng
from canvas_table.picktura.actions import VISIBLE, Collect, Discard, Draw, Expose
from canvas_table.picktura.state import DISCARD, DRAW
from canvas_table.picktura.ui import layout as L
from canvas_table.picktura.ui.controller import EXPO, work_target
from canvas_table.table.items import CardItem, Zone
from tests.table.fuzz import TableFuzz, people, random_point, scene_mismatches

PICKTURA_CASES = [(3, 2), (5, 3), (7, 4)]
MAX_GESTURES = 1500  # a bound: every case ends its game well before it


def visible_point(scene, item: CardItem) -> QPointF:
    """A scene point on ``item``'s face where no other card lies over it (a fanned hand overlaps)."""
    rect = item.mapRectToScene(item.card_rect())
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            point = QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())
            cards = [i for i in scene.items(point) if isinstance(i, CardItem) and i.isVisible()]
            if cards and cards[0] is item:
                return point
    raise AssertionError(f"card {item.key} is covered everywhere")


def steps(controller) -> int:
    """How many steps the game has played."""
    return sum(len(turn.steps) for _seat, turn in controller.game.actions)


def check_picktura_scene(window) -> None:
    """The Picktura table shows exactly the state, as seat ``viewer`` sees it."""
    c, board, scene = window.controller, window.board, window.scene
    state, at = c.state, board.layout
    assert scene.dragged is None, "a drag is still under way"
    lit = [z.key for z in scene.items() if isinstance(z, Zone) and z.state in (Zone.TARGET, Zone.HOVER)]
    assert lit == [], "a zone is still lit"
    hand = state.hands[c.viewer]
    assert board.selected <= set(hand)
    expected: dict[int, tuple[QPointF | None, float, bool]] = {}
    for k, card in enumerate(hand):
        expected[card] = (at.hand_pos(k, len(hand), card in board.selected), L.HAND_SCALE, True)
    for card in state.visible[-2:]:
        expected[card] = (at.visible.topLeft(), 1.0, True)
    if state.hidden:
        expected[state.hidden[-1]] = (at.hidden.topLeft(), 1.0, False)
    frames = {f"work:{k}" for k in range(len(state.works[c.viewer]))}
    others = board.others()
    for p, seat in enumerate(others):
        spot = at.panel_hand(p)
        for k, card in enumerate(state.hands[seat]):
            expected[card] = (QPointF(spot.left() + k * 22, spot.top()), L.BACK_SCALE, False)
        frames |= {f"seat{seat}:{k}" for k in range(len(state.works[seat]))}
        for k, group in enumerate(state.works[seat]):
            for card in group:
                expected[card] = (None, L.PANEL_SCALE, True)
                assert at.panel_work_rect(p, k).adjusted(-1, -1, 1, 1).contains(board.cards[card].pos())
    for k, group in enumerate(state.works[c.viewer]):
        for card in group:
            expected[card] = (None, L.WORK_SCALE, True)
            assert at.work_rect(k).adjusted(-1, -1, 1, 1).contains(board.cards[card].pos())
    assert set(board.frames) == frames
    assert set(expected) <= set(board.cards), "a card of the state has no item"
    def shown(item, want):
        pos, scale, face_up = want
        got = (item.isVisible(), item.scale(), item.face_up, item.pos() if pos is not None else None)
        return got, (True, scale, face_up, pos)

    assert scene_mismatches(board.cards, expected, shown, "hand, pile top or work") == []
    assert board.pile.count == len(state.hidden)


class PickturaFuzz(TableFuzz):
    """Gestures on a Picktura table, each checked."""

    def snapshot(self):
        s = self.c.state
        return (steps(self.c), s.phase, repr(s.hands), repr(s.visible), repr(s.hidden),
                repr(s.works))

    def check_scene(self) -> None:
        check_picktura_scene(self.window)

    def key(self, which: Qt.Key) -> None:
        self.mouse.qtbot.keyClick(self.window.view, which)

    def click_card(self, card: int, double: bool = False) -> None:
        item = self.board.cards[card]
        point = self.mouse.view_point(visible_point(self.window.scene, item))
        viewport = self.window.view.viewport()
        if double:
            self.mouse.qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=point)
        else:
            self.mouse.qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)

    def drag_card(self, card: int, target: QPointF) -> None:
        """Drag ``card`` from a point of it that shows, to ``target``; then check the scene."""
        self.gestures += 1
        self.mouse.press(visible_point(self.window.scene, self.board.cards[card]))
        self.mouse.move(target)
        self.mouse.release()
        self.check_scene()

    def focus(self, card: int) -> None:
        """Tab to ``card``."""
        board = self.board
        for _ in range(len(board.focus_order()) + 1):
            if board.focus is not None and int(board.focus.key) == card:
                return
            self.key(Qt.Key.Key_Tab)
        raise AssertionError(f"card {card} never got the focus")

    def choose(self, cards: tuple[int, ...], keys: bool) -> None:
        """Choose exactly ``cards`` of the hand: clicks, or Tab and Space."""
        board = self.board
        for card in sorted(board.selected ^ set(cards)):
            if keys:
                self.focus(card)
                self.key(Qt.Key.Key_Space)
            else:
                self.click_card(card)
        assert board.selected == set(cards), "choosing the cards did not choose them"
        self.check_scene()

    def play(self, action) -> None:
        """Play the legal ``action`` as a person would; it must be the step played."""
        c, board, rng = self.c, self.board, self.rng
        before = steps(c)
        keys = rng.below(3) == 0
        self.gestures += 1
        if isinstance(action, Collect | Draw):
            top = (c.state.visible if action.pile == VISIBLE else c.state.hidden)[-1]
            if keys:
                self.focus(top)
                self.key(Qt.Key.Key_Return)
            elif c.state.phase == DRAW and rng.below(2):
                self.click_card(top)
            else:
                self.drag_card(top, board.layout.hand.center())
        elif isinstance(action, Discard):
            self.choose((), keys)
            if keys:
                self.focus(action.card)
                self.key(Qt.Key.Key_Return)
            elif rng.below(2):
                self.click_card(action.card, double=True)
            else:
                self.drag_card(action.card, board.layout.visible.center())
        else:
            cards = action.cards if hasattr(action, "cards") else (action.card,)
            self.choose(tuple(cards), keys)
            target = EXPO if isinstance(action, Expose) else work_target(action.work)
            if keys and target == EXPO:
                self.key(Qt.Key.Key_E)
            elif keys and action.work < 9 and rng.below(2):
                self.key(getattr(Qt.Key, f"Key_{action.work + 1}"))
            elif keys:
                self.focus(c.state.works[c.viewer][action.work][0])
                self.key(Qt.Key.Key_Return)
            else:
                self.drag_card(cards[0], board.zones[target].rect.center())
        assert steps(c) == before + 1 and c.game.actions[-1][1].steps[-1] == action, \
            f"the gesture did not play {action}"
        if board.moment.isVisible():  # the "Picktura!" moment: a click puts it away
            self.mouse.click(board.moment.mapRectToScene(board.moment.rect).center())
            assert not board.moment.isVisible()
        self.check_scene()

    def refused(self) -> None:
        """A gesture the table must refuse; it changes nothing."""
        c, state, rng, at = self.c, self.c.state, self.rng, self.board.layout
        options = []
        for group in state.works[c.viewer]:
            options.append((group[0], at.hand.center()))  # an exposed quarter stays where it is
        hand = state.hands[c.viewer]
        if hand:
            options.append((rng.choice(hand), at.header.center()))  # dropped on no place
        if state.phase == DISCARD and state.hidden:
            options.append((state.hidden[-1], at.hand.center()))  # a second collect
        card, target = rng.choice(options)
        self.choose((), False)
        before = self.snapshot()
        self.drag_card(card, target)
        assert self.snapshot() == before, f"a refused drag of card {card} changed the game"

    def wander(self) -> None:
        c, state = self.c, self.c.state
        cards = [*state.hands[c.viewer], *state.visible[-1:], *state.hidden[-1:]]
        self.drag_card(self.rng.choice(cards), random_point(self.rng))
        if self.board.moment.isVisible():
            self.mouse.click(self.board.moment.mapRectToScene(self.board.moment.rect).center())

    def keys(self) -> None:
        """Keys that move the focus, open and close a close-up, let go of the choice."""
        for _ in range(1 + self.rng.below(4)):
            self.key(self.rng.choice([Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Space,
                                      Qt.Key.Key_Escape]))
        self.key(Qt.Key.Key_Escape)  # a close-up, if open, closes; the choice is let go
        self.gestures += 1
        self.check_scene()

    def step(self) -> None:
        roll = self.rng.random()
        if roll < 0.06:
            self.wander()
        elif roll < 0.14:
            self.refused()
        elif roll < 0.2:
            self.keys()
        else:
            self.play(self.rng.choice(self.c.state.legal_actions()))


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "players"), PICKTURA_CASES,
                         ids=[f"picktura-seed{seed}-{n}p" for seed, n in PICKTURA_CASES])
def test_picktura_gestures_keep_the_scene_equal_to_the_state(qtbot, table, seed, players):
    table.start_game(games.game("picktura").new_match(people(players), seed, {}))
    table.view.setFocus()
    fuzz = PickturaFuzz(qtbot, table, Rng(seed).derive("gestures"))
    check_picktura_scene(table)
    while not table.controller.state.is_over():
        assert fuzz.gestures < MAX_GESTURES, "the fuzz did not finish the game"
        fuzz.step()
    check_picktura_scene(table)
