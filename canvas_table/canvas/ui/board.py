"""The Canvas board: lays the game out on a table scene, keeps it in step, maps gestures.

``sync()`` puts every piece where the state says, gliding cards from where they were (a card
new to the table comes out of the dispenser). As the scene's :class:`DragRules` the board turns a
drop into a controller call; the controller asks the rules, so legality is decided there.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor

from canvas_table.canvas.ui import layout as L
from canvas_table.canvas.ui.controller import LAYERS, CanvasController
from canvas_table.canvas.ui.gestures import BoardGestures
from canvas_table.canvas.ui.hud import HeaderItem
from canvas_table.canvas.ui.items import ScoringCardItem, SeatPanelItem, SleeveItem, tokens_decoration
from canvas_table.canvas.ui.preview import PreviewItem, preview_data
from canvas_table.i18n import _
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import CardItem, Zone
from canvas_table.table.pieces import ButtonItem, PileItem, ToastItem
from canvas_table.table.scene import TableScene
from canvas_table.table.words import level_name


def layer_labels() -> tuple[str, str, str]:
    """The empty layer slots' labels, bottom to top, in the active language."""
    return (_("Layer 1\nbottom"), _("Layer 2\nmiddle"), _("Layer 3\ntop"))

FILM = QColor(246, 240, 226, 34)  # the faint sheen of a transparent card over the mat


class CanvasBoard(BoardGestures, QObject):
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
        self._build()
        scene.rules = self
        scene.refused.connect(self.toast.say)
        controller.changed.connect(self.sync)
        controller.message.connect(self.toast.say)
        self.sync(animate=False)

    # -- building -----------------------------------------------------------------------------

    def _build(self) -> None:
        scene, cards = self.scene, self.controller.state.setup.cards
        for slot, name in enumerate(self.controller.state.setup.scoring):
            item = ScoringCardItem(slot, cards.scoring[name] if name else None, L.CARD)
            item.setPos(L.scoring_pos(slot))
            scene.addItem(item)
        for slot in range(5):
            zone = Zone(f"market:{slot}", QRectF(L.market_pos(slot), L.CARD), "")
            scene.addItem(zone)
        self.dispenser = PileItem(self.faces, L.CARD, _("Dispenser"))
        self.dispenser.setPos(L.DISPENSER)
        scene.addItem(self.dispenser)
        self.vincent = PileItem(self.faces, L.CARD, _("Vincent"))
        self.vincent.setPos(L.VINCENT)
        self.vincent.setVisible(self.controller.state.setup.vincent)
        scene.addItem(self.vincent)
        self.panels = [SeatPanelItem(self.faces, L.PANEL_SIZE) for _ in range(4)]
        for k, panel in enumerate(self.panels):
            panel.setPos(L.panel_pos(k))
            scene.addItem(panel)
        self.header = HeaderItem(QSizeF(960, 72))
        self.header.setPos(L.MARGIN, L.BOTTOM_Y)
        scene.addItem(self.header)
        sleeve_size = QSizeF(L.CARD.width() * L.SLEEVE_SCALE, L.CARD.height() * L.SLEEVE_SCALE)
        self.sleeves = [SleeveItem(self.faces, sleeve_size) for _ in range(3)]
        self.sleeve_zones = []
        for k, sleeve in enumerate(self.sleeves):
            sleeve.setPos(L.sleeve_pos(k))
            sleeve.on_click = lambda k=k: self.click_sleeve(k)
            scene.addItem(sleeve)
            zone = Zone(f"sleeve:{k}", QRectF(L.sleeve_pos(k), sleeve_size), "")
            zone.outline = False
            self.sleeve_zones.append(zone)
            scene.addItem(zone)
        labels = layer_labels()
        self.layer_zones = [Zone(f"layer:{j}", QRectF(L.layer_pos(j), L.CARD), labels[j])
                            for j in range(LAYERS)]
        for zone in self.layer_zones:
            scene.addItem(zone)
        self.hand_zone = Zone("hand", L.hand_rect(), "")
        scene.addItem(self.hand_zone)
        self.preview = PreviewItem(self.faces, L.PREVIEW, L.INFO)
        scene.addItem(self.preview)
        self.commit_button = ButtonItem(_("Paint it"), QSizeF(170, 56), self.commit, primary=True)
        self.cancel_button = ButtonItem(_("Cancel"), QSizeF(170, 44), self.controller.cancel)
        self.hint_painting_button = ButtonItem(_("Best painting"), QSizeF(170, 40),
                                               lambda: self.hint_requested.emit("painting"))
        self.hint_move_button = ButtonItem(_("Suggest move"), QSizeF(170, 40),
                                           lambda: self.hint_requested.emit("move"))
        y = 0.0
        for button in (self.commit_button, self.cancel_button, self.hint_painting_button,
                       self.hint_move_button):
            button.setPos(L.BUTTONS + QPointF(0, y))
            y += button.rect.height() + 10
            scene.addItem(button)
        self.toast = ToastItem(QRectF(L.SCENE.center().x() - 520, 1024, 1040, 44))
        scene.addItem(self.toast)

    def remove(self) -> None:
        """Take every item of this game off the scene."""
        self.scene.rules = None
        self.scene.refused.disconnect(self.toast.say)
        self.controller.changed.disconnect(self.sync)
        self.controller.message.disconnect(self.toast.say)
        self.scene.clear()
        self.cards.clear()

    # -- keeping in step ----------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """The animation speed (0: instant), kept by the scene for every motion on the table."""
        return self.scene.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.scene.speed = value

    @property
    def glide_ms(self) -> int:
        """How long a card glides at the current speed."""
        return self.scene.glide_ms

    def _card(self, card_id: int, start: QPointF) -> CardItem:
        item = self.cards.get(card_id)
        if item is None:
            item = CardItem(str(card_id), f"art:{card_id}", L.CARD, self.faces)
            item.film = FILM
            item.setPos(start)
            item.tooltip_text = self.controller.state.setup.cards.art[card_id].title
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
        c = self.controller
        state = c.state
        mine = c.human_to_act
        seen: set[int] = set()
        for item in self.cards.values():
            item.decorate = None  # only market cards carry tokens
        for slot, card in enumerate(state.market):
            item = self._card(card, L.DISPENSER)
            item.decorate = tokens_decoration(state.market_tokens[slot])
            item.update()
            self._place(item, L.market_pos(slot), 1.0, 10 + slot, mine, animate)
            seen.add(card)
        for i, card in enumerate(c.hand_shown()):
            self._place(self._card(card, L.DISPENSER), L.hand_pos(i), 1.0, 30 + i, mine, animate)
            seen.add(card)
        for j, card in enumerate(c.layers):
            if card is not None:
                self._place(self._card(card, L.DISPENSER), L.layer_pos(j), 1.0, 40 + j, mine, animate)
                seen.add(card)
        others = [s for s in range(state.num_seats) if s != c.viewer]
        for p, seat in enumerate(others):
            for i, card in enumerate(state.seats[seat].hand):
                self._place(self._card(card, L.DISPENSER), L.panel_hand_pos(p, i), L.MINI_SCALE,
                            20 + i, False, animate)
                seen.add(card)
        self._settle_gone(seen, others, animate)
        self._sync_fixtures(others)

    def _settle_gone(self, seen: set[int], others: list[int], animate: bool) -> None:
        """Cards that left the table glide to their sleeve or to Vincent, then hide."""
        state = self.controller.state
        where: dict[int, tuple[QPointF, float]] = {}
        for seat_index, seat in enumerate(state.seats):
            for k, painting in enumerate(seat.paintings):
                if seat_index == self.controller.viewer:
                    target = (L.sleeve_pos(k), L.SLEEVE_SCALE)
                else:
                    panel = others.index(seat_index)
                    target = (L.panel_sleeve_pos(panel, k), L.MINI_SCALE)
                for card in painting.layers:
                    where[card] = target
        for card in state.vincent_cards:
            where[card] = (L.VINCENT, 1.0)
        for card, item in self.cards.items():
            if card in seen or not item.isVisible():
                continue
            pos, scale = where.get(card, (L.DISPENSER, 1.0))
            self._place(item, pos, scale, 50, False, animate, then_hide=True)

    def _sync_fixtures(self, others: list[int]) -> None:
        c, state = self.controller, self.controller.state
        self.dispenser.set_count(state.deck_left)
        if state.setup.vincent:
            self.vincent.set_count(len(state.vincent_cards),
                                   _("{n} inspiration").format(n=state.vincent_tokens))
        for p, panel in enumerate(self.panels):
            panel.setVisible(p < len(others))
            if p < len(others):
                panel.show(self._panel_content(others[p]))
        viewer = state.seats[c.viewer]
        paintings = {p.background: p for p in viewer.paintings}
        for k, sleeve in enumerate(self.sleeves):
            bg = viewer.backgrounds[k]
            painting = paintings.get(bg)
            caption = state.judge.title(painting.layers) if painting else ""
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
            can_paint = len(seat.hand) >= LAYERS and bool(seat.unused_backgrounds)
            if c.forced():
                status = _("Your turn: take a card, or paint (hand full: paint now)")
            elif can_paint:
                status = _("Your turn: take a card, or paint")
            else:
                status = _("Your turn: take a card")
        else:
            who = state.setup.players[state.current_seat].name  # type: ignore[index]
            status = _("{name} is playing…").format(name=who)
        return {
            "name": state.setup.players[c.viewer].name,
            "status": status,
            "score": state.score(c.viewer),
            "inspiration": seat.inspiration,
            "ribbons": [*seat.ribbons, seat.grey],
            "target": (_("Target: {n} points").format(n=state.setup.target)
                       if state.num_seats == 1 and state.setup.target is not None else ""),
        }

    def refresh_preview(self, card: int | None = None, layer: int | None = None) -> None:
        """Show the arrangement (as if ``card`` were in ``layer``) on the easel."""
        c = self.controller
        layers = c.preview_layers(card, layer)
        note = ""
        if c.human_to_act and c.forced():
            note = _("Your hand is full: this turn you must complete a painting.")
        self.preview.show(preview_data(c.state, c.viewer, layers, c.background, note))
