"""The Canvas board: lays the game out on a table scene, keeps it in step, maps gestures.

``sync()`` puts every piece where the state says, gliding cards from where they were (a card
new to the table comes out of the dispenser). As the scene's :class:`DragRules` the board turns a
drop into a controller call; the controller asks the rules, so legality is decided there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor

from canvas_table.canvas.ui.controller import LAYERS, CanvasController
from canvas_table.canvas.ui.gestures import BoardGestures
from canvas_table.canvas.ui.hud import HeaderItem
from canvas_table.canvas.ui.items import (
    ScoringCardItem,
    SeatPanelItem,
    SleeveItem,
    name_tag,
    tokens_decoration,
)
from canvas_table.canvas.ui.layout import CARD, CanvasLayout, table_height
from canvas_table.canvas.ui.names import art_card_name, painting_title
from canvas_table.canvas.ui.preview import PreviewItem, preview_data
from canvas_table.canvas.ui.words import number
from canvas_table.i18n import _, is_rtl, isolate
from canvas_table.table.board_base import BoardBase
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import CardItem, Zone
from canvas_table.table.pieces import ButtonItem, PileItem, ToastItem
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name


def layer_labels() -> tuple[str, str, str]:
    """The empty layer slots' labels, bottom to top, in the active language."""
    return (_("Layer 1\nbottom"), _("Layer 2\nmiddle"), _("Layer 3\ntop"))

FILM = QColor(246, 240, 226, 34)  # the faint sheen of a transparent card over the mat


class CanvasBoard(BoardGestures, BoardBase, QObject):
    """Everything of one Canvas game on the table, and the drag rules for it."""

    hint_requested = Signal(str)  # "painting" or "move": a hint button was pressed

    def __init__(self, scene: TableScene, faces: FaceCache, controller: CanvasController) -> None:
        super().__init__()
        self.scene = scene
        self.faces = faces
        self.controller = controller
        self.confirm: Callable[[str], bool] | None = None  # asked before a painting is committed
        self.cards: dict[int, CardItem] = {}
        self.focus: CardItem | None = None
        self.layout = CanvasLayout(controller.state.num_seats, is_rtl())  # the direction at build time
        self._build()
        scene.rules = self
        scene.refused.connect(self.toast.say)
        controller.changed.connect(self.sync)
        controller.message.connect(self.toast.say)
        self.sync(animate=False)

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        scene, cards, lay = self.scene, self.controller.state.setup.cards, self.layout
        self.scoring = [ScoringCardItem(slot, cards.scoring[name] if name else None, CARD)
                        for slot, name in enumerate(self.controller.state.setup.scoring)]
        self.market_zones = [Zone(f"market:{slot}", QRectF(lay.market_pos(slot), CARD), "")
                             for slot in range(5)]
        self.dispenser = PileItem(self.faces, CARD, _("Dispenser"))
        self.vincent = PileItem(self.faces, CARD, _("Vincent"))
        self.vincent.setVisible(self.controller.state.setup.vincent)
        self.panels = [SeatPanelItem(self.faces, lay.panel) for _ in range(lay.others)]
        self.header = HeaderItem(lay.header.size())
        self.sleeves = [SleeveItem(self.faces, lay.sleeve_size) for _ in range(3)]
        self.sleeve_zones = []
        for k, sleeve in enumerate(self.sleeves):
            sleeve.on_click = lambda k=k: self.click_sleeve(k)
            zone = Zone(f"sleeve:{k}", QRectF(lay.sleeve_pos(k), lay.sleeve_size), "")
            zone.outline = False
            self.sleeve_zones.append(zone)
        labels = layer_labels()
        self.layer_zones = [Zone(f"layer:{j}", lay.layer_rect(j), labels[j]) for j in range(LAYERS)]
        self.hand_zone = Zone("hand", lay.hand_rect(), "")
        self.preview = PreviewItem(self.faces, lay.painting, lay.info)
        rects = lay.button_rects()
        self.commit_button = ButtonItem(_("Paint it"), rects[0].size(), self.commit, primary=True)
        self.cancel_button = ButtonItem(_("Cancel"), rects[1].size(), self.controller.cancel)
        self.hint_painting_button = ButtonItem(_("Best painting"), rects[2].size(),
                                               lambda: self.hint_requested.emit("painting"))
        self.hint_move_button = ButtonItem(_("Suggest move"), rects[3].size(),
                                           lambda: self.hint_requested.emit("move"))
        self.buttons = [self.commit_button, self.cancel_button, self.hint_painting_button,
                        self.hint_move_button]
        self.toast = ToastItem(lay.toast)
        for item in (*self.scoring, *self.market_zones, self.dispenser, self.vincent, *self.panels,
                     self.header, *self.sleeves, *self.sleeve_zones, *self.layer_zones, self.hand_zone,
                     self.preview, *self.buttons, self.toast):
            scene.addItem(item)
        self._arrange()

    def _arrange(self) -> None:
        """Put the fixed pieces where the layout says."""
        lay = self.layout
        for slot, item in enumerate(self.scoring):
            item.setPos(lay.scoring_pos(slot))
        for slot, zone in enumerate(self.market_zones):
            zone.set_rect(QRectF(lay.market_pos(slot), CARD))
        self.dispenser.setPos(lay.dispenser)
        self.vincent.setPos(lay.vincent)
        for k, panel in enumerate(self.panels):
            panel.setPos(lay.panel_pos(k))
        self.header.setPos(lay.header.topLeft())
        for k, (sleeve, zone) in enumerate(zip(self.sleeves, self.sleeve_zones, strict=True)):
            sleeve.setPos(lay.sleeve_pos(k))
            zone.set_rect(QRectF(lay.sleeve_pos(k), lay.sleeve_size))
        for j, zone in enumerate(self.layer_zones):
            zone.set_rect(lay.layer_rect(j))
        self.hand_zone.set_rect(lay.hand_rect())
        self.preview.set_rects(lay.painting, lay.info)
        for button, rect in zip(self.buttons, lay.button_rects(), strict=True):
            button.setPos(rect.topLeft())
        self.toast.set_place(lay.toast)

    def fit_to(self, aspect: float) -> None:
        """Lay the table out for a window of ``aspect`` (width / height): a narrower window gets
        a taller table with more room between the rows rather than empty bands."""
        height = table_height(aspect)
        if height == self.layout.scene.height() or self.scene.rules is not self:  # same, or removed
            return
        self.layout = CanvasLayout(self.layout.seats, self.layout.rtl, height)
        self.scene.setSceneRect(self.layout.scene)
        self._arrange()
        self.sync(animate=False)

    # -- keeping in step ----------------------------------------------------------------------

    def _card(self, card_id: int, start: QPointF) -> CardItem:
        item = self.cards.get(card_id)
        if item is None:
            item = CardItem(str(card_id), f"art:{card_id}", CARD, self.faces)
            item.film = FILM
            item.setPos(start)
            card = self.controller.state.setup.cards.art[card_id]
            item.tooltip_text = art_card_name(card)
            item.set_name_tag(name_tag(card))
            item.setToolTip(item.tooltip_text)
            self.cards[card_id] = item
            self.scene.addItem(item)
        return item

    def _place(self, item: CardItem, pos: QPointF, scale: float, z: float, draggable: bool,
               animate: bool, then_hide: bool = False) -> None:
        item.home, item.home_scale = pos, scale
        item.draggable = draggable
        item.setZValue(z)
        if self.scene.dragged is item:
            return
        item.setVisible(True)
        duration = self.glide_ms if animate else 0
        item.glide_to(pos, scale, duration, (lambda: item.setVisible(False)) if then_hide else None)

    def sync(self, animate: bool = True) -> None:
        """Put every piece where the state says."""
        c, lay = self.controller, self.layout
        state = c.state
        mine = c.human_to_act
        seen: set[int] = set()
        for item in self.cards.values():
            item.decorate = None  # only market cards carry tokens
        for slot, card in enumerate(state.market):
            item = self._card(card, lay.dispenser)
            item.decorate = tokens_decoration(state.market_tokens[slot])
            item.update()
            self._place(item, lay.market_pos(slot), 1.0, 10 + slot, mine, animate)
            seen.add(card)
        for i, card in enumerate(c.hand_shown()):
            self._place(self._card(card, lay.dispenser), lay.hand_pos(i), 1.0, 30 + i, mine, animate)
            seen.add(card)
        for j, card in enumerate(c.layers):
            if card is not None:
                self._place(self._card(card, lay.dispenser), lay.layer_pos(j), 1.0, 40 + j, mine, animate)
                seen.add(card)
        others = [s for s in range(state.num_seats) if s != c.viewer]
        for p, seat in enumerate(others):
            for i, card in enumerate(state.seats[seat].hand):
                self._place(self._card(card, lay.dispenser), lay.panel_hand_pos(p, i), lay.panel.scale,
                            20 + i, False, animate)
                seen.add(card)
        self._settle_gone(seen, others, animate)
        self._sync_fixtures(others)

    def _settle_gone(self, seen: set[int], others: list[int], animate: bool) -> None:
        """Cards that left the table glide to their sleeve or to Vincent, then hide."""
        state, lay = self.controller.state, self.layout
        where: dict[int, tuple[QPointF, float]] = {}
        for seat_index, seat in enumerate(state.seats):
            for k, painting in enumerate(seat.paintings):
                if seat_index == self.controller.viewer:
                    target = (lay.sleeve_pos(k), lay.sleeve_scale)
                else:
                    panel = others.index(seat_index)
                    target = (lay.panel_sleeve_pos(panel, k), lay.panel.scale)
                for card in painting.layers:
                    where[card] = target
        for card in state.vincent_cards:
            where[card] = (lay.vincent, 1.0)
        for card, item in self.cards.items():
            if card in seen or not item.isVisible():
                continue
            pos, scale = where.get(card, (lay.dispenser, 1.0))
            self._place(item, pos, scale, 50, False, animate, then_hide=True)

    def _sync_fixtures(self, others: list[int]) -> None:
        c, state = self.controller, self.controller.state
        self.dispenser.set_count(state.deck_left)
        if state.setup.vincent:
            self.vincent.set_count(len(state.vincent_cards),
                                   _("{n} inspiration").format(n=number(state.vincent_tokens)))
        for panel, seat in zip(self.panels, others, strict=True):
            panel.show(self._panel_content(seat))
        viewer = state.seats[c.viewer]
        paintings = {p.background: p for p in viewer.paintings}
        for k, sleeve in enumerate(self.sleeves):
            bg = viewer.backgrounds[k]
            painting = paintings.get(bg)
            caption = painting_title(state.setup.cards, painting.layers) if painting else ""
            sleeve.show(bg, painting.layers if painting else (), bg == c.background and c.human_to_act,
                        caption)
            if painting is None and c.human_to_act:
                sleeve.setCursor(Qt.CursorShape.PointingHandCursor)
                sleeve.setToolTip(_("Click to paint over this background"))
            else:
                sleeve.unsetCursor()
                sleeve.setToolTip("")
        self.header.show(self._header_content())
        for zone, card, label in zip(self.layer_zones, c.layers, layer_labels(), strict=True):
            zone.label = "" if card is not None else label  # a see-through card would show it
            zone.update()
        self.hand_zone.label = "" if c.hand_shown() else _("Your hand")
        self.hand_zone.update()
        ready = c.can_commit() is None
        self.commit_button.set_enabled(ready)
        self.cancel_button.set_enabled(bool(c.placed))
        self.hint_painting_button.set_enabled(c.human_to_act)
        self.hint_move_button.set_enabled(c.human_to_act)
        self.refresh_preview()

    def _panel_content(self, seat: int) -> dict:
        state = self.controller.state
        player = state.seats[seat]
        painted = {p.background: p.layers for p in player.paintings}
        kind = state.setup.players[seat].kind
        return {
            "name": state.setup.players[seat].name,
            "kind": _("person") if kind == "human" else _("{level} bot").format(
                level=level_name(kind.removeprefix("bot:"))),
            "score": state.score(seat),
            "inspiration": player.inspiration,
            "ribbons": [*player.ribbons, player.grey],
            "sleeves": [(bg, painted.get(bg, ())) for bg in player.backgrounds],
            "active": state.current_seat == seat,
            "status": _("thinking…") if kind != "human" else _("to play"),
        }

    def _header_content(self) -> dict:
        c, state = self.controller, self.controller.state
        seat = state.seats[c.viewer]
        if state.is_over():
            status = _("The game is over")
        elif c.human_to_act:
            status = self._turn_status()
        else:
            who = state.setup.players[state.current_seat].name  # type: ignore[index]
            status = _("{name} is playing…").format(name=isolate(who))
        return {
            "name": state.setup.players[c.viewer].name,
            "status": status,
            "score": state.score(c.viewer),
            "inspiration": seat.inspiration,
            "ribbons": [*seat.ribbons, seat.grey],
            "target": (_("Target: {n} points").format(n=number(state.setup.target))
                       if state.num_seats == 1 and state.setup.target is not None else ""),
        }

    def _turn_status(self) -> str:
        """The bottom seat's turn in words, naming only what can be done now."""
        c = self.controller
        seat = c.state.seats[c.viewer]
        if c.forced():
            return _("Your turn: your hand is full, so paint now")
        if c.can_commit() is None:
            return _("Your turn: paint it, or take a card")
        if len(seat.hand) >= LAYERS and seat.unused_backgrounds:
            return _("Your turn: take a card, or lay three cards in the layers to paint")
        return _("Your turn: take a card")

    def refresh_preview(self, card: int | None = None, layer: int | None = None) -> None:
        """Show the arrangement (as if ``card`` were in ``layer``) on the easel."""
        c = self.controller
        layers = c.preview_layers(card, layer)
        note = ""
        if c.human_to_act and c.forced():
            note = _("Your hand is full: this turn you must complete a painting.")
        self.preview.show(preview_data(c.state, c.viewer, layers, c.background, note))
