"""The Tangram Champions board: lays the game out on a table scene and keeps it in step with the state.

``sync()`` puts every piece where the state says: the pawns on their squares, the dice, the decks
and their discards, the stock and each seat's colour cards, and the words. What an action did is
shown first, one thing after another (:class:`~canvas_table.tangram.ui.show.ShowQueue`): the dice
tumble, the pawns glide square by square, each drawn card is shown face up with its effect; the
table catches up with the state once that is done. A person's choices are clicks on the glowing
colour cards (the legal ones, from the rules), their puzzle opens over the table
(:class:`~canvas_table.tangram.ui.overlay.PuzzleHost`), and a bot's puzzle is shown as its attempt.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, QTimer
from PySide6.QtGui import QKeyEvent

from canvas_table.i18n import _, is_rtl
from canvas_table.table.board_base import BoardBase
from canvas_table.table.faces import FaceCache, draw_face
from canvas_table.table.painted import PaintedItem
from canvas_table.table.pieces import ButtonItem, ToastItem
from canvas_table.table.scene import TableScene
from canvas_table.table.theme import at_speed
from canvas_table.tangram.actions import Action, Give, Return, Roll, Steal, Take
from canvas_table.tangram.art.track import track
from canvas_table.tangram.cards import DECKS, FAVOURABLE, UNFAVOURABLE, deck_of
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.state import TangramState
from canvas_table.tangram.ui import layout as L
from canvas_table.tangram.ui.cards import ClickableCard, DeckItem, MomentItem
from canvas_table.tangram.ui.controller import Done, TangramController
from canvas_table.tangram.ui.dice import TUMBLE_MS, DiceItem
from canvas_table.tangram.ui.faces import BOARD_FACE, back_face, card_face, colour_face, pawn_face
from canvas_table.tangram.ui.overlay import PuzzleHost
from canvas_table.tangram.ui.paths import pawn_path
from canvas_table.tangram.ui.pawns import STEP_MS, PawnItem, pawn_size
from canvas_table.tangram.ui.seats import HeaderItem, SeatPanelItem
from canvas_table.tangram.ui.show import ShowQueue
from canvas_table.tangram.ui.status import header_content, panel_content
from canvas_table.tangram.ui.words import card_effect, deck_name, is_you

MOMENT_MS = 1800  # a drawn card stays face up this long at normal speed (a click ends it)


class BoardImage(PaintedItem):
    """The painted board (its plain squares until the art is there)."""

    def __init__(self, rect: QRectF, faces: FaceCache) -> None:
        super().__init__(rect.size())
        self.setPos(rect.topLeft())
        self.faces = faces
        self.setZValue(-50)

    def draw(self, painter) -> None:
        draw_face(painter, self.rect, self.faces, BOARD_FACE)


class TangramBoard(BoardBase, QObject):
    """Everything of one Tangram Champions game on the table."""

    def __init__(self, scene: TableScene, faces: FaceCache, controller: TangramController) -> None:
        super().__init__()
        self.scene = scene
        self.faces = faces
        self.controller = controller
        self.confirm: Callable[[str], bool] | None = None  # nothing to confirm
        self.cards: dict[str, ClickableCard] = {}
        self.focus = None
        self.offers: dict[str, Action] = {}
        self.layout = L.table_layout(controller.state.num_seats, is_rtl())
        self.queue = ShowQueue()
        self._sync_due = False
        self._moment_done: Done | None = None
        self._moment_timer = QTimer(self)
        self._moment_timer.setSingleShot(True)
        self._moment_timer.timeout.connect(self._end_moment)
        self._host: PuzzleHost | None = None
        self._build()
        scene.rules = None  # nothing is dragged on this table: pieces are clicked
        scene.refused.connect(self.toast.say)
        controller.changed.connect(self.sync)
        controller.message.connect(self.toast.say)
        controller.shown.connect(self.show_action)
        controller.when_idle = self.queue.when_idle
        controller.show_attempt = self._attempt
        self.sync(animate=False)

    # -- building ------------------------------------------------------------------------------

    def _build(self) -> None:
        at, state = self.layout, self.controller.state
        self.board_image = BoardImage(at.board, self.faces)
        self.header = HeaderItem(at.header)
        self.roll_button = ButtonItem(_("Roll the dice"), at.roll.size(), self._roll, primary=True)
        self.roll_button.setPos(at.roll.topLeft())
        self.dice = DiceItem(at.dice, L.DIE)
        self.dice.on_click = self._roll
        self.decks = {
            FAVOURABLE: DeckItem(back_face(FAVOURABLE), L.CARD, self.faces, deck_name(FAVOURABLE)),
            UNFAVOURABLE: DeckItem(back_face(UNFAVOURABLE), L.CARD, self.faces, deck_name(UNFAVOURABLE)),
            "tangram": DeckItem(back_face("tangram"), L.CARD, self.faces, _("Tangram cards")),
        }
        places = ((FAVOURABLE, at.favourable), (UNFAVOURABLE, at.unfavourable), ("tangram", at.tangram))
        for key, rect in places:
            self.decks[key].setPos(rect.topLeft())
        self.discards = {deck: ClickableCard(f"discard:{deck}", "", L.CARD, self.faces) for deck in DECKS}
        self.discards[FAVOURABLE].setPos(at.favourable_discard.topLeft())
        self.discards[UNFAVOURABLE].setPos(at.unfavourable_discard.topLeft())
        for k, colour in enumerate(COLOURS):
            self._card(f"stock:{colour}", colour, L.COLOUR_CARD).setPos(at.stock_slot(k).topLeft())
        self.panels = [SeatPanelItem(rect) for rect in at.panels]
        self.tokens = []
        self.pawns = []
        size = pawn_size(self.square_rect(1).size())
        for seat, champion in enumerate(state.setup.champions):
            token = PawnItem(seat, pawn_face(champion), L.PAWN, self.faces)
            token.setPos(at.panel_pawn(seat).center())
            self.tokens.append(token)
            self.pawns.append(PawnItem(seat, pawn_face(champion), size, self.faces))
            for colour in COLOURS:
                self._card(f"seat:{seat}:{colour}", colour, L.SMALL_CARD)
        self.moment = MomentItem(at.moment, self.faces)
        self.moment.on_click = self._end_moment
        self.toast = ToastItem(L.TOAST if not at.rtl else L.mirror(L.TOAST))
        for item in (self.board_image, self.header, self.roll_button, self.dice, *self.decks.values(),
                     *self.discards.values(), *self.panels, *self.tokens, *self.pawns, self.moment,
                     self.toast):
            self.scene.addItem(item)

    def _card(self, key: str, colour: str, size: QSizeF) -> ClickableCard:
        card = ClickableCard(key, colour_face(colour), size, self.faces)
        card.on_click = self._clicked
        self.cards[key] = card
        self.scene.addItem(card)
        return card

    def let_go(self) -> None:
        """The queue, the puzzle and the controller's hooks go with the items."""
        self.controller.shown.disconnect(self.show_action)
        self.controller.when_idle = None
        self.controller.show_attempt = None
        self.queue.clear()
        self._moment_timer.stop()
        if self._host is not None:
            self._host.dispose()
            self._host = None

    def commit(self) -> None:
        """Ctrl+Return rolls the dice when the person may."""
        self._roll()

    @BoardBase.speed.setter
    def speed(self, value: float) -> None:
        """The animation speed of the table, and of its puzzle (0: at once)."""
        # The window sets its speed after the board is made, and a resumed game's puzzle opens as
        # the board is made: the open puzzle takes the new speed too.
        BoardBase.speed.fset(self, value)
        if self._host is not None:
            self._host.speed = value
            if self._host.panel is not None:
                self._host.panel.speed = value

    @property
    def host(self) -> PuzzleHost | None:
        """The puzzle's host over the table's view (None while the scene has no view)."""
        if self._host is None:
            views = self.scene.views()
            if views:
                self._host = PuzzleHost(views[0], self._may_pause)
        return self._host

    # -- places --------------------------------------------------------------------------------

    def square_rect(self, square: int) -> QRectF:
        """Square ``square`` of the loop on the table (the board's picture is never mirrored)."""
        box, b = track()[square], self.layout.board
        return QRectF(b.left() + box.left * b.width(), b.top() + box.top * b.height(),
                      box.width * b.width(), box.height * b.height())

    def pawn_point(self, seat: int, positions: list[int]) -> QPointF:
        """Where ``seat``'s pawn stands: its square's centre, or round it when pawns share it."""
        square = positions[seat]
        sharing = [s for s, p in enumerate(positions) if p == square]
        centre = self.square_rect(square).center()
        if len(sharing) == 1:
            return centre
        rect = self.square_rect(square)
        k, n = sharing.index(seat), len(sharing)
        columns = 2 if n <= 4 else 3
        row, column = divmod(k, columns)
        rows = (n + columns - 1) // columns
        dx = (column - (columns - 1) / 2) * rect.width() / columns
        dy = (row - (rows - 1) / 2) * rect.height() / rows
        return centre + QPointF(dx, dy)

    # -- showing what happened -----------------------------------------------------------------

    def show_action(self, before: TangramState, action: Action, after: TangramState) -> None:
        """Show ``action``'s consequences in turn; the table catches up after."""
        if not self.queue.busy:
            self.moment.setVisible(False)  # the last card shown (at once, at speed 0) is old news
        self._sync_due = True
        if isinstance(action, Roll) and after.dice is not None:
            dice = after.dice
            self.queue.add(lambda done: self.dice.roll(dice, at_speed(TUMBLE_MS, self.speed), done))
        for seat in range(after.num_seats):
            squares = pawn_path(before, action, after, seat)
            if squares:
                self.queue.add(self._glide_step(seat, squares, after.positions[:]))
        for seat, card in after.shown:
            self.queue.add(self._moment_step(after, seat, card))
        self.queue.when_idle(self._catch_up)

    def _glide_step(self, seat: int, squares: list[int], positions: list[int]) -> Callable[[Done], None]:
        def step(done: Done) -> None:
            path = [self.square_rect(square).center() for square in squares[:-1]]
            path.append(self.pawn_point(seat, positions))
            self.pawns[seat].glide(path, at_speed(STEP_MS, self.speed), done)
        return step

    def _moment_step(self, state: TangramState, seat: int, card: str) -> Callable[[Done], None]:
        name = state.setup.players[seat].name
        you = is_you(name)
        face = card_face(card)

        def step(done: Done) -> None:
            if deck_of(card) == FAVOURABLE:
                title = _("You draw a favourable card") if you else _("{name} draws a favourable card")
            else:
                title = _("You draw an unfavourable card") if you else _("{name} draws an unfavourable card")
            self.moment.present(face, title.format(name=name), card_effect(card))
            self.sync_decks(state)
            ms = at_speed(MOMENT_MS, self.speed)
            if ms <= 0:
                done()
                return
            self._moment_done = done
            self._moment_timer.start(ms)
        return step

    def _end_moment(self) -> None:
        self._moment_timer.stop()
        self.moment.setVisible(False)
        done, self._moment_done = self._moment_done, None
        if done is not None:
            done()

    def _catch_up(self) -> None:
        if self._sync_due:
            self.sync()

    def _attempt(self, seat: int, figure: str, outcome: str, seconds: float, done: Done) -> None:
        """A bot's puzzle: its attempt over the table, then its outcome (at once at speed 0)."""
        host = self.host
        if self.speed <= 0 or host is None:
            done()
            return
        host.speed = self.speed
        host.attempt(figure, outcome, seconds, lambda _outcome, _seconds: done())

    def _may_pause(self) -> bool:
        return all(self.controller.is_human(s) for s in range(self.controller.state.num_seats))

    # -- keeping in step -----------------------------------------------------------------------

    def sync(self, animate: bool = True) -> None:
        """Put every piece where the state says (after what is being shown)."""
        if self.queue.busy:
            self._sync_due = True
            return
        self._sync_due = False
        c, state, at = self.controller, self.controller.state, self.layout
        for seat, pawn in enumerate(self.pawns):
            point = self.pawn_point(seat, state.positions)
            if pawn.pos() != point:
                pawn.glide([point], at_speed(STEP_MS, self.speed) if animate else 0)
            active = seat == state.current_seat
            pawn.set_marks(active, state.prison[seat])
            self.tokens[seat].set_marks(active or seat == state.winner, state.prison[seat])
        if not self.dice.rolling:
            self.dice.show_faces(state.dice or (0, 0))
        self.dice.set_clickable(c.may_roll)
        self.roll_button.set_enabled(c.may_roll)
        self.roll_button.setVisible(not state.is_over())
        self.sync_decks(state)
        self.offers = offered_keys(c.choices(), state.current_seat)
        for colour in COLOURS:
            key = f"stock:{colour}"
            self.cards[key].set_state(state.stock[colour], key in self.offers)
        for seat, panel in enumerate(self.panels):
            panel.show(panel_content(c, seat))
            held = [colour for colour in COLOURS if state.hands[seat][colour] > 0]
            for colour in COLOURS:
                card = self.cards[f"seat:{seat}:{colour}"]
                card.setVisible(colour in held)
                if colour in held:
                    card.setPos(at.panel_card(seat, held.index(colour)).topLeft())
                    key = f"seat:{seat}:{colour}"
                    card.set_state(state.hands[seat][colour], key in self.offers)
        self.header.show(header_content(c))
        self._sync_puzzle()

    def sync_decks(self, state: TangramState) -> None:
        """The decks' counts and the discards' top cards."""
        for deck in DECKS:
            self.decks[deck].set_count(len(state.decks[deck]))
            pile = state.discards[deck]
            discard = self.discards[deck]
            discard.face = card_face(pile[-1]) if pile else ""
            discard.set_state(len(pile), False)
            discard.setToolTip(card_effect(pile[-1]) if pile else "")
        self.decks["tangram"].set_count(len(state.tangram_cards))

    def _sync_puzzle(self) -> None:
        """Open the person's puzzle when it is theirs to build; close one the game has left."""
        host = self.host
        if host is None:
            return
        c = self.controller
        if c.person_puzzle and not host.open:
            host.speed = self.speed
            host.play(c.state.figure, c.puzzle_left(), self._solved, c.save_puzzle, coach=c.guided)
        elif host.open and host.person and not c.person_puzzle:
            host.close()

    def _solved(self, outcome: str, seconds: float) -> None:
        self.controller.guided = False  # the guided lessons are for the first puzzle
        reason = self.controller.solve(outcome, seconds)
        if reason:
            self.toast.say(reason)

    # -- gestures ------------------------------------------------------------------------------

    def _roll(self) -> None:
        if self.controller.may_roll and not self.queue.busy:
            reason = self.controller.roll()
            if reason:
                self.toast.say(reason)

    def _clicked(self, key: str) -> None:
        action = self.offers.get(key)
        if action is not None and not self.queue.busy:
            reason = self.controller.play(action)
            if reason:
                self.toast.say(reason)

    def key(self, event: QKeyEvent) -> bool:
        """Space or Enter rolls; 1 to 9 choose the glowing cards in turn; Esc skips a bot's attempt."""
        host = self._host
        if event.key() == Qt.Key.Key_Escape and host is not None and host.attempting:
            host.skip()
            return True
        rolls = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if event.key() in rolls and self.controller.may_roll:
            self._roll()
            return True
        if Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9 and self.offers:
            index = event.key() - Qt.Key.Key_1
            keys = list(self.offers)
            if index < len(keys):
                self._clicked(keys[index])
                return True
        return False


def offered_keys(choices: list[Action], chooser: int | None) -> dict[str, Action]:
    """The clickable card of each of ``chooser``'s choices: a stock stack to take, their own card
    to return or give, another seat's card to steal."""
    offers: dict[str, Action] = {}
    for action in choices:
        if isinstance(action, Take):
            offers[f"stock:{action.colour}"] = action
        elif isinstance(action, Steal):
            offers[f"seat:{action.victim}:{action.colour}"] = action
        elif isinstance(action, Return | Give):
            offers[f"seat:{chooser}:{action.colour}"] = action
    return offers
