"""The Picktura board: lays the game out on a table scene and keeps it in step with the state.

``sync()`` puts every card where the state says, gliding from where it was (a card new to the
table comes out of the hidden pile): your hand fanned face up, the others' hands as backs in
their corners, the piles' top cards, and every exposed work as a gilt frame whose quarters sit in
their places of the painting. As the scene's drag rules the board (through
:class:`~canvas_table.picktura.ui.gestures.PickturaGestures`) turns a drop into a controller call.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF
from shiboken6 import isValid

from canvas_table.i18n import _, digits, is_rtl, isolate
from canvas_table.picktura.actions import VISIBLE
from canvas_table.picktura.cards import is_blank, quarter_of
from canvas_table.picktura.moves import missing
from canvas_table.picktura.scoring import work_points
from canvas_table.picktura.ui import layout as L
from canvas_table.picktura.ui.controller import EXPO, PickturaController, work_target
from canvas_table.picktura.ui.gestures import PickturaGestures
from canvas_table.picktura.ui.items import (
    CaptionItem,
    MasterpieceItem,
    PickturaCard,
    PreviewItem,
    WorkFrame,
    points_caption,
)
from canvas_table.picktura.ui.seats import HeaderItem, SeatPanelItem
from canvas_table.picktura.ui.status import header_content, panel_content
from canvas_table.picktura.ui.words import card_name, is_you
from canvas_table.table.board_base import BoardBase
from canvas_table.table.faces import FaceCache
from canvas_table.table.items import Zone
from canvas_table.table.pieces import PileItem, ToastItem
from canvas_table.table.scene import TableScene

MOMENT_MS = 6000  # the "Picktura!" moment stays this long at normal speed (a click ends it)


class PickturaBoard(PickturaGestures, BoardBase, QObject):
    """Everything of one Picktura game on the table, and the drag rules for it."""

    def __init__(self, scene: TableScene, faces: FaceCache, controller: PickturaController) -> None:
        super().__init__()
        self.scene = scene
        self.faces = faces
        self.controller = controller
        self.confirm: Callable[[str], bool] | None = None  # every drop commits: unused
        self.cards: dict[int, PickturaCard] = {}
        self.selected: set[int] = set()
        self.carried: list[PickturaCard] = []
        self.carrier: PickturaCard | None = None
        self.focus: PickturaCard | None = None
        self.frames: dict[str, WorkFrame] = {}
        self.layout = L.table_layout(controller.state.num_seats, is_rtl())
        self._build()
        scene.rules = self
        scene.refused.connect(self.toast.say)
        controller.changed.connect(self.sync)
        controller.message.connect(self.toast.say)
        controller.picktura.connect(self.celebrate)
        self.sync(animate=False)

    def _build(self) -> None:
        scene, at = self.scene, self.layout
        self.header = HeaderItem(at.header)
        self.pile = PileItem(self.faces, L.CARD, _("Hidden pile"))
        self.pile.setPos(at.hidden.topLeft())
        self.visible_zone = Zone(VISIBLE, at.visible.adjusted(-10, -10, 10, 10), _("Visible pile"))
        self.expo_zone = Zone(EXPO, at.work_rect(0).adjusted(-6, -6, 6, 6), "")
        self.expo_caption = Zone("", at.expo, "")  # the whole area, outlined (not a target)
        self.hand_zone = Zone("hand", at.hand, "")
        self.hand_zone.outline = False
        self.zones: dict[str, Zone] = {
            VISIBLE: self.visible_zone,
            EXPO: self.expo_zone,
            "hand": self.hand_zone,
        }
        self.panels = [SeatPanelItem(rect) for rect in at.panels]
        under = at.visible.adjusted(-20, at.visible.height() + 2, 20, 26)
        self.visible_caption = CaptionItem(QRectF(under.left(), under.top(), under.width(), 24), 15)
        self.preview = PreviewItem(at.preview)
        self.toast = ToastItem(L.TOAST)
        self.moment = MasterpieceItem(L.SCENE, self.faces)
        for item in (
            self.header,
            self.pile,
            self.visible_zone,
            self.expo_caption,
            self.expo_zone,
            self.visible_caption,
            self.hand_zone,
            *self.panels,
            self.preview,
            self.toast,
            self.moment,
        ):
            scene.addItem(item)

    def let_go(self) -> None:
        """The "Picktura!" moment, its timer and the works' frames go with the cards."""
        self.controller.picktura.disconnect(self.celebrate)
        if isValid(self.moment):  # the window may have gone with its scene
            self.moment.put_away()
        self.frames.clear()

    def commit(self) -> None:
        """Every drop commits: there is nothing to confirm."""

    def celebrate(self, seat: int, work: int) -> None:
        """The "Picktura!" moment for ``work``, completed by ``seat``."""
        name = self.controller.state.setup.players[seat].name
        who = (
            _("You complete a masterpiece")
            if is_you(name)
            else _("{name} completes a masterpiece").format(name=isolate(name))
        )
        self.moment.show_work(work, who, round(MOMENT_MS / self.speed) if self.speed > 0 else 0)

    # -- keeping in step ----------------------------------------------------------------------

    def _card(self, card: int) -> PickturaCard:
        item = self.cards.get(card)
        if item is None:
            item = PickturaCard(card, L.CARD, self.faces)
            item.setPos(self.layout.hidden.topLeft())
            item.setVisible(False)
            self.cards[card] = item
            self.scene.addItem(item)
        return item

    def _place(
        self,
        card: int,
        pos: QPointF,
        scale: float,
        z: float,
        draggable: bool,
        face_up: bool,
        animate: bool,
        hide: bool = False,
    ) -> None:
        item = self._card(card)
        item.home, item.home_scale, item.draggable = pos, scale, draggable
        item.turn(face_up)
        tip = card_name(card) if face_up else ""
        if item.tooltip_text != tip:
            item.tooltip_text = tip
            item.setToolTip(tip)
        item.set_selected(card in self.selected)
        item.badge = scale >= 1.0
        if self.scene.dragged is item:
            return
        item.setZValue(z)
        if not item.isVisible() and hide:
            item.setPos(pos)
            return
        item.setVisible(True)
        item.glide_to(
            pos,
            scale,
            self.scene.glide_ms if animate else 0,
            (lambda: item.setVisible(False)) if hide else None,
        )

    def sync(self, animate: bool = True) -> None:
        """Put every piece where the state says."""
        c, state, at = self.controller, self.controller.state, self.layout
        hand = state.hands[c.viewer]
        self.selected &= set(hand)
        placed: set[int] = set()
        for k, card in enumerate(hand):
            self._place(
                card,
                at.hand_pos(k, len(hand), card in self.selected),
                L.HAND_SCALE,
                100 + k,
                True,
                True,
                animate,
            )
            placed.add(card)
        for k, card in enumerate(state.visible[-2:]):
            top = card == state.visible[-1]
            self._place(card, at.visible.topLeft(), 1.0, 40 + k, top, True, animate)
            placed.add(card)
        if state.hidden:
            self._place(state.hidden[-1], at.hidden.topLeft(), 1.0, 30, True, False, animate)
            placed.add(state.hidden[-1])
        framed = self._place_works(c.viewer, None, placed, animate)
        others = self.others()
        for p, seat in enumerate(others):
            spot = at.panel_hand(p)
            for k, card in enumerate(state.hands[seat]):
                pos = QPointF(spot.left() + k * 22, spot.top())
                self._place(card, pos, L.BACK_SCALE, 60 + k, False, False, animate)
                placed.add(card)
            framed += self._place_works(seat, p, placed, animate)
        # a frame no work has now goes: also a seat's corner frames once it is yours to see (hot seat)
        for key in [key for key in self.frames if key not in framed]:
            self.scene.removeItem(self.frames.pop(key))
            self.zones.pop(key, None)
        for card, item in self.cards.items():
            if card not in placed and item.isVisible():
                where = at.visible.topLeft() if card in state.visible else at.hidden.topLeft()
                self._place(card, where, 1.0, 20, False, card in state.visible, animate, hide=True)
        if self.focus is not None and self.focus not in self.focus_order():
            self.set_focus(None)
        self._sync_words(others)

    def _place_works(self, seat: int, panel: int | None, placed: set[int], animate: bool) -> list[str]:
        """Lay ``seat``'s exposed works: in your area, or in corner ``panel``; their frames' keys."""
        at, works = self.layout, self.controller.state.works[seat]
        scale = L.WORK_SCALE if panel is None else L.PANEL_SCALE
        keys = []
        for k, group in enumerate(works):
            rect = at.work_rect(k) if panel is None else at.panel_work_rect(panel, k)
            key = work_target(k) if panel is None else f"seat{seat}:{k}"
            keys.append(key)
            frame = self.frames.get(key)
            if frame is None:
                frame = self.frames[key] = WorkFrame(key, rect)
                self.scene.addItem(frame)
            frame.place(rect, points_caption(work_points(group)))
            if panel is None:
                self.zones[key] = frame
            gap = missing(group)
            for card in group:
                quarter = quarter_of(card) if not is_blank(card) else quarter_of(gap[0]) if gap else 0
                covered = is_blank(card) and not gap
                self._place(
                    card, L.quarter_pos(rect, quarter, scale), scale, 50 - covered, False, True, animate
                )
                placed.add(card)
        return keys

    def others(self) -> list[int]:
        """The seats shown in the corners: every seat but the viewer's, in turn order after it."""
        c = self.controller
        n = c.state.num_seats
        return [(c.viewer + k) % n for k in range(1, n)]

    def _sync_words(self, others: list[int]) -> None:
        state = self.controller.state
        self.pile.set_count(len(state.hidden))
        self.visible_zone.label = "" if state.visible else _("Visible pile")
        shown = len(state.visible)
        self.visible_caption.set_text(
            _("{label}: {count}").format(label=_("Visible pile"), count=isolate(digits(shown)))
        )
        count = len(self.controller.state.works[self.controller.viewer])
        self.expo_zone.set_rect(self.layout.work_rect(count).adjusted(-6, -6, 6, 6))
        self.expo_zone.label = _("New work: drop 2 to 4 quarters of one work here")
        self.expo_zone.update()
        for panel, seat in zip(self.panels, others, strict=False):
            panel.show(panel_content(self.controller, seat))
        self.header.show(header_content(self.controller))
