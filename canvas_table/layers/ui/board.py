"""The Layers board: lays the game out on a table scene and keeps it in step with the state.

``sync()`` puts every card where the state says, gliding from where it was (a card new to the
table comes out of the pile). As the scene's :class:`~canvas_table.table.scene.DragRules` the
board (through :class:`~canvas_table.layers.ui.gestures.LayersGestures`) turns a drop into a
controller call; the controller asks the rules, so legality is decided there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF

from canvas_table.i18n import _, digits, is_rtl, isolate, ngettext
from canvas_table.layers.ui import layout as L
from canvas_table.layers.ui.controller import LayersController
from canvas_table.layers.ui.easel import PaintingItem, SymbolsItem
from canvas_table.layers.ui.gestures import LayersGestures, unshrink
from canvas_table.layers.ui.items import BandZone, CaptionItem, FilmCard, name_tag
from canvas_table.layers.ui.names import card_name
from canvas_table.layers.ui.preview import PaintingView
from canvas_table.layers.ui.seats import HeaderItem, SeatPanelItem, SlotGuideItem
from canvas_table.layers.ui.words import is_you, layer_name, number
from canvas_table.table.board_base import BoardBase
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import Zone
from canvas_table.table.pieces import PileItem, ToastItem, sentence
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name


class LayersBoard(LayersGestures, BoardBase, QObject):
    """Everything of one Layers game on the table, and the drag rules for it."""

    def __init__(self, scene: TableScene, faces: FaceCache, controller: LayersController) -> None:
        super().__init__()
        self.scene = scene
        self.faces = faces
        self.controller = controller
        self.confirm: Callable[[str], bool] | None = None  # Layers commits on the drop: unused
        self.cards: dict[int, FilmCard] = {}
        self.focus: FilmCard | None = None
        self.hovered: tuple[str, int | None, int] | None = None  # (source, slot, layer) previewed
        self.layout = L.table_layout(controller.state.num_seats, is_rtl())
        self._build()
        scene.rules = self
        scene.refused.connect(self.toast.say)
        controller.changed.connect(self.sync)
        controller.message.connect(self.toast.say)
        self.sync(animate=False)

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        scene, at = self.scene, self.layout
        self.header = HeaderItem(at.header)
        scene.addItem(self.header)
        self.market_zones = [Zone(f"market:{k}", rect) for k, rect in enumerate(at.market)]
        self.pile = PileItem(self.faces, L.CARD, _("Pile"))
        self.pile.setPos(at.pile_pos)
        self.drawn_zone = Zone("drawn", at.drawn, _("The card you drew:\nlay it on a layer"))
        self.discard_zone = Zone("discards", at.discard, _("Discards"))
        self.discard_caption = CaptionItem(at.discard_caption)
        self.drawn_caption = CaptionItem(at.drawn_caption, 15)
        self.drawn_caption.set_text(_("Yours to place"))
        self.solo_note = CaptionItem(at.note or QRectF(), 18, False, boxed=True)
        self.solo_note.set_text(_("Playing alone: the score of your painting after the last round is "
                                  "your result. Beat your best!"))
        self.slot_zones = {layer: Zone(f"layer:{layer}", at.slot_rect(layer).adjusted(-6, -6, 6, 6))
                           for layer in (1, 2, 3)}
        self.band_zones = {layer: BandZone(f"band:{layer}", at.band_rect(layer), layer_name(layer), 0)
                           for layer in (1, 2, 3)}
        self.guide = SlotGuideItem(at)
        self.painting = PaintingItem(self.faces, at.painting, at.title_rects())
        self.painting.clicked = self.click_band
        self.symbols = SymbolsItem(self.faces, at.symbols)
        self.panels = [SeatPanelItem(self.faces, rect.size()) for rect in at.panels]
        for panel, rect in zip(self.panels, at.panels, strict=True):
            panel.setPos(rect.topLeft())
        for band in self.band_zones.values():
            band.setZValue(5)  # over the painting
        self.toast = ToastItem(L.TOAST)
        for item in (*self.market_zones, self.pile, self.drawn_zone, self.drawn_caption,
                     self.discard_zone, self.discard_caption, self.solo_note, *self.slot_zones.values(),
                     self.guide, self.painting, *self.band_zones.values(), self.symbols, *self.panels,
                     self.toast):
            scene.addItem(item)

    def commit(self) -> None:
        """Layers commits on the drop: there is nothing to confirm."""

    # -- keeping in step ----------------------------------------------------------------------

    def _card(self, card: int) -> FilmCard:
        item = self.cards.get(card)
        if item is None:
            item = FilmCard(card, L.CARD, self.faces)
            item.setPos(self.layout.pile_pos)
            self.cards[card] = item
            self.scene.addItem(item)
        return item

    def _place(self, item: FilmCard, pos: QPointF, scale: float, z: float, draggable: bool,
               face_up: bool, animate: bool, then_hide: bool = False) -> None:
        item.home, item.home_scale = pos, scale
        item.draggable = draggable
        item.turn(face_up)
        card = self.controller.state.deck[item.card]
        title = card_name(card) if face_up else ""
        item.set_name_tag(name_tag(card) if face_up else None)
        if item.tooltip_text != title:
            item.tooltip_text = title
            item.setToolTip(title)
        if self.scene.dragged is item:
            return
        unshrink(item)
        item.setZValue(z)
        item.setVisible(True)
        duration = self.glide_ms if animate else 0
        item.glide_to(pos, scale, duration, (lambda: item.setVisible(False)) if then_hide else None)

    def sync(self, animate: bool = True) -> None:
        """Put every piece where the state says."""
        c, state, at = self.controller, self.controller.state, self.layout
        seen: set[int] = set()
        # the market and the pile may always be lifted: out of turn, can_lift says why not
        for slot, card in enumerate(state.market):
            self._place(self._card(card), at.market_pos(slot), 1.0, 10 + slot, True, True, animate)
            seen.add(card)
        top = state.pile_top
        if top is not None:
            where_top = at.drawn_pos if c.drawn else at.pile_pos
            self._place(self._card(top), where_top, 1.0, 20, True, c.drawn, animate)
            seen.add(top)
        for layer, card in enumerate(state.boards[c.viewer], 1):  # lifting says why not; a click lays
            self._place(self._card(card), at.slot_pos(layer), L.SMALL, 40 + layer, True, True, animate)
            seen.add(card)
        if state.discards:
            last = state.discards[-1]
            self._place(self._card(last), at.discard_pos, L.SMALL, 30, False, True, animate)
            seen.add(last)
        others = self.others()
        where: dict[int, tuple[QPointF, float]] = {}
        for p, seat in enumerate(others[:len(self.panels)]):
            for card in state.boards[seat]:
                where[card] = (at.panel_painting(p).topLeft(), at.mini(p))
        for card in state.discards:
            where[card] = (at.discard_pos, L.SMALL)
        for card, item in self.cards.items():
            if card in seen or not item.isVisible():
                continue
            pos, scale = where.get(card, (at.pile_pos, 1.0))
            self._place(item, pos, scale, 50, False, card in where, animate, then_hide=True)
        if self.focus is not None and self.focus not in self.focus_order():
            self.set_focus(None)
        self._sync_fixtures(others)

    def others(self) -> list[int]:
        """The seats shown in the panels: every seat but the viewer's, in turn order after it."""
        c = self.controller
        n = c.state.num_seats
        return [(c.viewer + k) % n for k in range(1, n)]

    def _sync_fixtures(self, others: list[int]) -> None:
        c, state = self.controller, self.controller.state
        self.pile.set_count(state.pile_left)
        self.drawn_zone.setVisible(c.drawn)
        self.drawn_caption.setVisible(c.drawn)
        self.solo_note.setVisible(self.layout.note is not None)
        count = len(state.discards)
        discarded = ngettext("{n} discarded", "{n} discarded", count)
        self.discard_caption.set_text(discarded.format(n=digits(count)))
        self.discard_zone.label = "" if count else _("Discards")
        self.discard_zone.update()
        for p, panel in enumerate(self.panels):
            panel.setVisible(p < len(others))
            if p < len(others):
                panel.show(self._panel_content(others[p]))
        self.header.show(self._header_content())
        self.refresh_preview()

    def _panel_content(self, seat: int) -> dict[str, Any]:
        state = self.controller.state
        player = state.setup.players[seat]
        score = state.score(seat)
        human = player.kind == "human"
        over = state.is_over()
        winner = over and seat in state.winners()
        return {
            "name": player.name,
            "kind": sentence(_("person") if human else _("{level} bot").format(
                level=level_name(player.kind.removeprefix("bot:")))),
            "score": score,
            "points": ngettext("point", "points", score),
            "active": state.current_seat == seat and not over,
            "winner": winner,
            "status": sentence(_("winner") if winner else (_("to play") if human else _("thinking…"))),
            "last": self._last_move(seat),
            "layers": tuple(state.boards[seat]),
            "visible": self.controller.view(seat).visible,
        }

    def _last_move(self, seat: int) -> str:
        """``seat``'s last move in words (the card it laid is still on that layer: only the seat
        itself changes its painting)."""
        actions = [action for s, action in self.controller.game.actions if s == seat]
        if not actions:
            return ""
        action = actions[-1]
        state = self.controller.state
        card = card_name(state.deck[state.boards[seat][action.layer - 1]])
        line = (_("last: {card} from the pile on layer {layer}") if action.source == "pile" else
                _("last: {card} from the market on layer {layer}"))
        return sentence(line.format(card=isolate(card), layer=digits(action.layer)))

    def _header_content(self) -> dict[str, Any]:
        c, state = self.controller, self.controller.state
        if state.is_over():
            winners = state.winners()
            names = [isolate(state.setup.players[w].name) for w in winners]
            score = number(state.score(winners[0]))
            if len(names) > 1:
                status = _("{names} and {last} share the win with {score} points").format(
                    names=_(", ").join(names[:-1]), last=names[-1], score=score)
            elif state.num_seats == 1:
                status = _("Your painting scores {score} points").format(score=score)
            else:
                status = _("{name} wins with {score} points").format(name=names[0], score=score)
            hint = _("The game is over. The end screen shows every painting.")
        elif c.human_to_act:
            name = state.setup.players[c.viewer].name
            if c.drawn:
                status = _("Lay the card you drew on one of your layers")
                hint = _("Drag it onto a layer slot or a third of your painting, or press 1, 2 or 3.")
            else:
                status = (_("Your turn: take a card and lay it on a layer") if is_you(name) else
                          _("Your turn, {name}: take a card and lay it on a layer").format(
                              name=isolate(name)))
                hint = _("Drag a card from the market, or the pile's top card, onto a layer of your "
                         "painting. Keys: Tab chooses a card, 1 2 3 lay it, Enter turns the pile's "
                         "card over.")
        else:
            who = state.setup.players[state.current_seat].name
            status = _("{name} is playing…").format(name=isolate(who))
            hint = _("Watch the market: the card taken is replaced from the pile at once.")
        return {
            "title": _("Layers"),
            "round": _("Round {k} of {n}").format(k=digits(state.round), n=digits(state.rounds)),
            "dots": (state.round, state.rounds),
            "status": status,
            "hint": hint,
        }

    def refresh_preview(self) -> None:
        """Draw the large painting and its symbols: as they are, or as the hovered drop would make them."""
        c = self.controller
        view: PaintingView | None = None
        if self.hovered is not None:
            view = c.preview(*self.hovered)
        previewing = view is not None
        if view is None:
            view = c.view(c.viewer)
        name = c.state.setup.players[c.viewer].name
        caption = _("Your painting") if is_you(name) or c.human_seats == [c.viewer] else \
            _("{name}'s painting").format(name=isolate(name))
        points = ngettext("{n} point", "{n} points", view.score).format(n=isolate(number(view.score)))
        deck = c.state.deck
        self.painting.show(view.layers, caption, points, previewing,
                           tuple(card_name(deck[card]) for card in view.layers))
        self.symbols.show(view)
        self.guide.set_active(view.changed)
