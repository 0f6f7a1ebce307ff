"""UI fuzz of the Layers table: see tests/table/test_fuzz_canvas.py for what each case checks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from canvas_table import games
from canvas_table.app.window import MainWindow
from canvas_table.engine.rng import Rng
from canvas_table.layers.actions import Place
from canvas_table.layers.scoring import painting_score, visible_symbols
from canvas_table.layers.ui import layout as LL
from canvas_table.table.items import Zone
from tests.table.fuzz import (
    LAYERS_CASES,
    MAX_GESTURES,
    TableFuzz,
    hovered,
    people,
    random_point,
    scene_mismatches,
)

# -- Layers ---------------------------------------------------------------------------------------


def layers_view(state, seat: int, layers: list[int]) -> dict:
    """What the large painting and its symbols must show for ``layers``, from the engine."""
    cards = [state.deck[card] for card in layers]
    shown = {(layer, symbol.position) for layer, symbol in visible_symbols(cards)}
    return {"layers": tuple(layers), "score": painting_score(cards), "visible": shown}


def shown_view(board) -> dict:
    view = board.symbols.view
    visible = {(layer, q) for layer, row in enumerate(view.grid) for q, cell in enumerate(row)
               if cell is not None and cell.visible}
    assert board.painting.layers == view.layers
    return {"layers": view.layers, "score": view.score, "visible": visible}


def check_layers_scene(window: MainWindow) -> None:
    """The Layers table shows exactly the state."""
    c, board, scene = window.controller, window.board, window.scene
    state, at = c.state, window.board.layout
    assert scene.dragged is None, "a drag is still under way"
    zones = [*board.slot_zones.values(), *board.band_zones.values()]
    assert [z.key for z in zones if z.state != Zone.IDLE] == [], "a zone is still lit"
    expected: dict[int, tuple[QPointF, float, bool]] = {}
    for slot, card in enumerate(state.market):
        expected[card] = (at.market_pos(slot), 1.0, True)
    if state.pile_top is not None:
        expected[state.pile_top] = (at.drawn_pos if c.drawn else at.pile_pos, 1.0, c.drawn)
    for layer, card in enumerate(state.boards[c.viewer], 1):
        expected[card] = (at.slot_pos(layer), LL.SMALL, True)
    if state.discards:
        expected[state.discards[-1]] = (at.discard_pos, LL.SMALL, True)
    assert set(expected) <= set(board.cards), "a card of the state has no item"
    def shown(item, want):
        pos, scale, face_up = want
        got = (item.isVisible(), item.pos(), item.scale(), item.face_up, item.transformOriginPoint())
        return got, (True, pos, scale, face_up, QPointF(0, 0))

    assert scene_mismatches(board.cards, expected, shown, "market, pile or layer") == []
    assert board.hovered is None and not board.painting.previewing
    assert shown_view(board) == layers_view(state, c.viewer, state.boards[c.viewer])
    assert board.symbols.view.score == state.score(c.viewer)
    assert board.pile.count == state.pile_left
    others = board.others()
    for p, panel in enumerate(board.panels):
        assert panel.isVisible() == (p < len(others))
        if p < len(others):
            assert (panel.content["score"], panel.content["layers"]) == (
                state.score(others[p]), tuple(state.boards[others[p]]))


class LayersFuzz(TableFuzz):
    """Gestures on a Layers table, each checked."""




    def snapshot(self):
        return self.c.state.to_json(), self.c.drawn, len(self.c.game.actions)


    def check_scene(self) -> None:
        check_layers_scene(self.window)

    def check_hover(self, card: int) -> None:
        c = self.c
        zone = hovered([*self.board.slot_zones.values(), *self.board.band_zones.values()])
        if zone is not None:
            layer = int(zone.key.split(":")[1])
            board = list(c.state.boards[c.viewer])
            board[layer - 1] = card
            assert shown_view(self.board) == layers_view(c.state, c.viewer, board), \
                f"preview of card {card} over layer {layer}"
            view = self.board.symbols.view
            assert (view.before, view.changed) == (c.state.score(c.viewer), layer)
            assert self.board.painting.previewing
        elif self.window.scene.dragged is not None:  # over no layer: the painting as it is
            assert shown_view(self.board) == layers_view(c.state, c.viewer, c.state.boards[c.viewer])

    def place(self, action: Place) -> None:
        c = self.c
        card = c.state.market[action.slot] if action.source == "market" else c.state.pile_top
        zones = (self.board.slot_zones, self.board.band_zones)
        target = zones[self.rng.below(2)][action.layer].rect.center()
        before = len(c.game.actions)
        self.drag(card, target)
        assert [a for _seat, a in c.game.actions[before:]] == [action], \
            f"dragging card {card} onto layer {action.layer} did not play {action}"

    def refused(self) -> None:
        """A gesture the table must refuse: a market card let go off any layer (maybe after
        hovering over the painting, where it shrinks), a painting's card lifted."""
        c, state, rng = self.c, self.c.state, self.rng
        at = self.board.layout
        band = at.band_rect(rng.below(3) + 1).center()
        options = [(card, at.market_pos(rng.below(4)) + QPointF(75, 105), (band,) if rng.below(2) else ())
                   for card in state.market]
        options += [(card, band, ()) for card in state.boards[c.viewer]]
        card, target, via = rng.choice(options)
        before = self.snapshot()
        self.drag(card, target, via)
        assert self.snapshot() == before, f"a refused drag of card {card} changed the game"

    def draw_and_drop_nowhere(self) -> None:
        """Lift the pile's card (it turns over) and let go off any layer: it waits, drawn."""
        c = self.c
        before = c.state.to_json()
        via = (self.board.layout.band_rect(self.rng.below(3) + 1).center(),) if self.rng.below(2) else ()
        self.drag(c.state.pile_top, QPointF(1400, 150), via)
        assert c.drawn and c.state.to_json() == before

    def wander(self) -> None:
        c = self.c
        cards = [*c.state.market, *c.state.boards[c.viewer]]
        if c.state.pile_top is not None:
            cards.append(c.state.pile_top)
        via = (self.board.layout.band_rect(self.rng.below(3) + 1).center(),) if self.rng.below(2) else ()
        self.drag(self.rng.choice(cards), random_point(self.rng), via)

    def step(self) -> None:
        c, rng = self.c, self.rng
        roll = rng.random()
        legal = c.state.legal_actions()
        if c.drawn:  # the drawn card must be laid: the market is closed to this seat
            legal = [a for a in legal if a.source == "pile"]
        if roll < 0.08:
            self.wander()
        elif roll < 0.2:
            self.refused()
        elif roll < 0.25 and not c.drawn and c.state.pile_top is not None:
            self.draw_and_drop_nowhere()
        else:
            self.place(rng.choice(legal))


@pytest.mark.slow
@pytest.mark.parametrize(("seed", "players"), LAYERS_CASES,
                         ids=[f"layers-seed{seed}-{n}p" for seed, n in LAYERS_CASES])
def test_layers_gestures_keep_the_scene_equal_to_the_state(qtbot, table, seed, players):
    rounds = (3, 5, 7)[seed % 3]
    table.start_game(games.game("layers").new_match(people(players), seed, {"rounds": rounds}))
    fuzz = LayersFuzz(qtbot, table, Rng(seed).derive("gestures"))
    check_layers_scene(table)
    while not table.controller.state.is_over():
        assert fuzz.gestures < MAX_GESTURES, "the fuzz did not finish the game"
        fuzz.step()
    check_layers_scene(table)
    assert len(table.controller.game.actions) == players * rounds

