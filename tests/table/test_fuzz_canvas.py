"""UI fuzz (issue 10): real mouse gestures on the view's viewport, for both games, over several
seeds and seat counts (each case named by its parametrize id), aimed at targets taken from the
legal actions rather than at random points.

Each gesture is chosen from the state: mostly a legal action played the way a person plays it
(Canvas: drag a market card onto the hand; arrange a painting card by card, its background by
dropping a card on the sleeve, then click "Paint it"; Layers: drag a market card or the pile's
top card onto a layer slot or a band of the large painting), some refused on purpose (a card
dropped where it may not go, a painting card lifted), some from a real card to a random point.
A legal gesture must be played as that action; a refused one must change nothing.

While a card hovers over a layer the easel must show what the engine computes for that drop.
After every gesture the scene must match the state: every card item where the state (and the
controller's arrangement) says, at its scale, face and visibility, every other one hidden; no
item left lifted, no zone left lit, no drag under way; the easel, the header, the panels and
the buttons as the engine says.
"""


from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from canvas_table import games
from canvas_table.app.window import MainWindow
from canvas_table.canvas.actions import Paint, Take
from canvas_table.engine.rng import Rng
from canvas_table.table.items import Zone
from tests.canvas.test_properties import check_invariants
from tests.table.fuzz import (
    CANVAS_CASES,
    MAX_GESTURES,
    TableFuzz,
    hovered,
    people,
    random_point,
    scene_mismatches,
)

# -- Canvas ---------------------------------------------------------------------------------------


def canvas_preview(state, seat: int, layers: list[int], background) -> dict:
    """What the easel must show for ``layers`` over ``background``, from the engine (judge,
    scoring cards, ribbons held)."""
    scoring = state.setup.cards.scoring
    if not layers:  # every scoring card listed, earning nothing
        lines = tuple((0, 0) for name in state.setup.scoring if name is not None)
        return {"layers": (), "background": background, "swatches": ((),) * 5, "lines": lines, "grey": 0,
                "total": 0, "title": ""}
    judge = state.judge
    verdict = judge.score(layers)
    held = state.seats[seat].ribbons
    lines = []
    for k, name in enumerate(state.setup.scoring):
        if name is not None:
            card, earned = scoring[name], verdict.ribbons[k] or 0
            lines.append((earned, card.points_for(held[k] + earned) - card.points_for(held[k])))
    return {"layers": tuple(layers), "background": background, "swatches": judge.visible(layers),
            "lines": tuple(lines), "grey": verdict.grey,
            "total": sum(added for _earned, added in lines) + 2 * verdict.grey,
            "title": judge.title(layers) if len(layers) == 3 else ""}


def shown_preview(board) -> dict:
    d = board.preview.content
    return {"layers": d.layers, "background": d.background, "swatches": d.swatches,
            "lines": tuple((ribbons, added) for _colour, _title, ribbons, added in d.lines),
            "grey": d.grey, "total": d.total, "title": d.title}


def check_canvas_scene(window: MainWindow) -> None:
    """The Canvas table shows exactly the state."""
    c, board, scene = window.controller, window.board, window.scene
    CL = board.layout
    state = c.state
    check_invariants(state)
    assert scene.dragged is None, "a drag is still under way"
    zones = [*board.layer_zones, *board.sleeve_zones, board.hand_zone]
    assert [z.key for z in zones if z.state != Zone.IDLE] == [], "a zone is still lit"
    hand = state.seats[c.viewer].hand
    assert sorted(c.hand_shown() + c.placed) == sorted(hand), "the arrangement is made of the hand"
    expected: dict[int, tuple[QPointF, float, bool]] = {}
    mine = c.human_to_act
    for slot, card in enumerate(state.market):
        expected[card] = (CL.market_pos(slot), 1.0, mine)
    for i, card in enumerate(c.hand_shown()):
        expected[card] = (CL.hand_pos(i), 1.0, mine)
    for j, card in enumerate(c.layers):
        if card is not None:
            expected[card] = (CL.layer_pos(j), 1.0, mine)
    others = [s for s in range(state.num_seats) if s != c.viewer]
    for p, seat in enumerate(others):
        for i, card in enumerate(state.seats[seat].hand):
            expected[card] = (CL.panel_hand_pos(p, i), CL.panel.scale, False)
    assert set(expected) <= set(board.cards), "a card of the state has no item"
    def shown(item, want):
        pos, scale, draggable = want
        return (item.isVisible(), item.pos(), item.scale(), item.draggable), (True, pos, scale, draggable)

    assert scene_mismatches(board.cards, expected, shown, "hand, market or layer") == []
    assert shown_preview(board) == canvas_preview(state, c.viewer, c.placed, c.background)
    seat = state.seats[c.viewer]
    header = board.header.content
    assert (header["score"], header["inspiration"], header["ribbons"]) == (
        state.score(c.viewer), seat.inspiration, [*seat.ribbons, seat.grey])
    assert board.commit_button.enabled == (c.can_commit() is None)
    assert board.dispenser.count == state.deck_left
    for p, panel in enumerate(board.panels):
        assert panel.isVisible() == (p < len(others))
        if p < len(others):
            assert panel.content["score"] == state.score(others[p])
    painted = {p.background: p.layers for p in seat.paintings}
    for k, sleeve in enumerate(board.sleeves):
        assert (sleeve.background, tuple(sleeve.layers)) == (seat.backgrounds[k],
                                                             tuple(painted.get(seat.backgrounds[k], ())))


class CanvasFuzz(TableFuzz):
    """Gestures on a Canvas table, each checked."""




    def snapshot(self):
        return self.c.state.to_json(), list(self.c.layers), self.c.background, len(self.c.game.actions)


    def check_scene(self) -> None:
        check_canvas_scene(self.window)

    def check_hover(self, card: int) -> None:
        zone = hovered(self.board.layer_zones)
        if zone is not None:
            layer = int(zone.key.split(":")[1])
            expected = canvas_preview(self.c.state, self.c.viewer, self.c.preview_layers(card, layer),
                                      self.c.background)
            assert shown_preview(self.board) == expected, f"preview of card {card} over layer {layer + 1}"
        elif self.window.scene.dragged is not None:  # over no layer: the arrangement as it is
            assert shown_preview(self.board) == canvas_preview(self.c.state, self.c.viewer, self.c.placed,
                                                               self.c.background)

    def take(self, action: Take) -> None:
        card = self.c.state.market[action.slot]
        before = len(self.c.game.actions)
        self.drag(card, self.board.layout.hand_rect().center())
        assert [a for _seat, a in self.c.game.actions[before:]] == [action], \
            f"dragging market slot {action.slot} onto the hand did not take it"

    def paint(self, action: Paint) -> None:
        c = self.c
        target = list(action.layers)
        if c.background != action.background:
            if None not in c.layers:  # a free layer for the card the sleeve drop places
                self.drag(c.layers[2], self.board.layout.hand_rect().center())
            card = target[0] if target[0] in c.hand_shown() else c.hand_shown()[0]
            k = c.state.seats[c.viewer].backgrounds.index(action.background)
            self.drag(card, self.board.sleeve_zones[k].rect.center())
            assert c.background == action.background, "dropping a card on a sleeve chooses it"
        for j, card in enumerate(target):
            if c.layers[j] != card:
                self.drag(card, self.board.layer_zones[j].rect.center())
                assert c.layers[j] == card, f"card {card} dropped on layer {j + 1} is not there"
        before = len(c.game.actions)
        self.gestures += 1
        button = self.board.commit_button
        self.mouse.click(button.mapRectToScene(button.rect).center())
        assert [a for _seat, a in c.game.actions[before:]] == [action], "Paint it did not paint"
        check_canvas_scene(self.window)

    def refused(self) -> None:
        """A gesture the table must refuse: nothing may change."""
        c, state, rng = self.c, self.c.state, self.rng
        options = []
        if state.market:
            options.append((rng.choice(state.market), self.board.layer_zones[rng.below(3)].rect.center()))
            if c.placed:  # taking while arranging a painting
                options.append((rng.choice(state.market), self.board.layout.hand_rect().center()))
            poor = [card for slot, card in enumerate(state.market)
                    if slot > state.seats[c.viewer].inspiration]
            if poor:
                options.append((rng.choice(poor), self.board.layout.hand_rect().center()))
        if c.hand_shown() and len(state.seats[c.viewer].hand) < 3:
            options.append((rng.choice(c.hand_shown()), self.board.layer_zones[0].rect.center()))
        if not options:
            return
        card, target = rng.choice(options)
        before = self.snapshot()
        self.drag(card, target)
        assert self.snapshot() == before, f"a refused drag of card {card} changed the game"

    def rearrange(self) -> None:
        """Move an arranged card to another layer or back to the hand."""
        c = self.c
        card = self.rng.choice(c.placed)
        if self.rng.below(3) == 0:
            self.drag(card, self.board.layout.hand_rect().center())
            assert card not in c.layers and card in c.hand_shown()
        else:
            layer = self.rng.below(3)
            self.drag(card, self.board.layer_zones[layer].rect.center())
            assert c.layers[layer] == card

    def wander(self) -> None:
        """From a real card, over a layer slot maybe, to a random point: whatever it does, the
        scene must follow."""
        c, rng = self.c, self.rng
        cards = [*c.state.market, *c.hand_shown(), *c.placed]
        via = (self.board.layer_zones[rng.below(3)].rect.center(),) if rng.below(2) else ()
        self.drag(rng.choice(cards), random_point(rng), via)

    def step(self) -> None:
        c, rng = self.c, self.rng
        roll = rng.random()
        if roll < 0.08:
            self.wander()
        elif roll < 0.2:
            self.refused()
        elif roll < 0.28 and c.placed:
            self.rearrange()
        else:
            legal = c.state.legal_actions()
            paints = [a for a in legal if isinstance(a, Paint)]
            takes = [a for a in legal if isinstance(a, Take)]
            if paints and (not takes or rng.random() < 0.4):
                self.paint(rng.choice(paints))
            else:
                if c.placed:  # taking needs the arrangement cleared: drag the cards back
                    for card in list(c.placed):
                        self.drag(card, self.board.layout.hand_rect().center())
                self.take(rng.choice(takes))


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "players"), CANVAS_CASES,
                         ids=[f"canvas-seed{seed}-{n}p" for seed, n in CANVAS_CASES])
def test_canvas_gestures_keep_the_scene_equal_to_the_state(qtbot, table, seed, players):
    options = {"scenario": "random"}
    if players in (2, 3):
        options["vincent"] = seed % 2 == 1
    table.start_game(games.game("canvas").new_match(people(players), seed, options))
    fuzz = CanvasFuzz(qtbot, table, Rng(seed).derive("gestures"))
    check_canvas_scene(table)
    while not table.controller.state.is_over():
        assert fuzz.gestures < MAX_GESTURES, "the fuzz did not finish the game"
        fuzz.step()
    check_canvas_scene(table)
    assert all(len(seat.paintings) == 3 for seat in table.controller.state.seats)


