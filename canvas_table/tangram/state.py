"""The state of a game of Tangram Champions: the pawns, the colour cards, the decks and the turn.

``TangramState`` implements :class:`canvas_table.engine.game.GameState`. A turn is a :class:`Roll`,
then what it leads to: the puzzle's outcome on a tangram square (:class:`Tangram`), and the colour
card choices a square or a card asks (:class:`Take`, :class:`Return`, :class:`Give`,
:class:`Steal`), each made by the player concerned, in the order they arose. A choice with a single
possible answer is made at once; one with none is dropped. Every change goes through
:meth:`apply`, which checks legality first and changes nothing on an illegal action.

Chance (the dice, the surprise's deck, every reshuffle) comes from the state's own seeded
generator, so a record replays exactly. Decisions where the rules page is silent (the rules page
in the app says the same):

- seat 0 plays first; every pawn starts on the start square, which does nothing until landed on;
- a double six's surprise comes from the favourable or the unfavourable deck on a coin toss;
- a move by a card (forward or back 3) skips occupied squares the way it goes, and the square
  reached acts as if landed on, for the player whose turn it is; a player moved back by a card
  drawn in another's turn (case A) only moves;
- a drawn tangram card goes under the tangram deck, so the five figures come round in turn;
- "go to prison" (card or square): the pawn stays where it is and its next turn is skipped; being
  sent to prison ends the turn (a "roll again" owed is lost);
- "leave prison at once" is kept face up by its holder and spent the next time they are sent to
  prison, who then stays free (drawn in one's own turn, one cannot be in prison then);
- "lose your next tangram bonus": the next case A or B of that player gives nothing; case C is no
  bonus and still draws its unfavourable card; several such cards add up;
- "take a colour card of the colour of your square": off a tangram square, the colour of the
  first tangram square ahead; nothing if the stock has none of it;
- the first player to hold the goal's number of different colours is the champion at once, even
  in another player's turn (a card given to them), and the game ends there.
"""

from __future__ import annotations

from typing import Any

from canvas_table.engine.rng import Rng
from canvas_table.errors import IllegalAction
from canvas_table.tangram import cards, reasons, view
from canvas_table.tangram.actions import (
    BLACK,
    CLOCK_SECONDS,
    FAILED,
    OUTCOMES,
    Action,
    Give,
    Return,
    Roll,
    Steal,
    Take,
    Tangram,
    is_seconds,
)
from canvas_table.tangram.board import BOARD, PRISON, START, is_tangram
from canvas_table.tangram.cards import FAVOURABLE, UNFAVOURABLE
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.moves import (
    GIVE,
    RETURN,
    STEAL,
    TAKE,
    Pending,
    choice_actions,
    colours_held,
    square_colour,
    stop,
    why_not_choice,
)
from canvas_table.tangram.setup import Setup

ROLL, PUZZLE, CHOOSE, OVER = "roll", "tangram", "choose", "over"


class TangramState:
    """A position in a game of Tangram Champions."""

    __slots__ = ("again", "decks", "dice", "discards", "figure", "hands", "lost_bonus", "moves",
                 "passes", "pending", "phase", "positions", "prison", "reshuffles", "rng", "seat",
                 "setup", "shown", "skipped", "stock", "tangram_cards", "turns", "winner")

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        seats = len(setup.players)
        root = Rng(setup.seed)
        self.rng = root.derive("play")  # the dice, the surprises' decks and every reshuffle
        self.positions = [0] * seats
        self.hands: list[dict[str, int]] = [dict.fromkeys(COLOURS, 0) for _ in range(seats)]
        self.stock = cards.full_stock()
        self.decks: dict[str, list[str]] = {}
        for deck in cards.DECKS:
            pile = cards.full_deck(deck)
            root.derive(deck).shuffle(pile)
            self.decks[deck] = pile  # the top card last
        self.discards: dict[str, list[str]] = {deck: [] for deck in cards.DECKS}
        self.tangram_cards = list(cards.TANGRAM_CARDS)
        root.derive("tangram").shuffle(self.tangram_cards)
        self.prison = [False] * seats
        self.passes = [0] * seats  # "leave prison at once" cards kept
        self.lost_bonus = [0] * seats  # tangram bonuses still to lose
        self.seat = 0
        self.phase = ROLL
        self.pending: list[Pending] = []
        self.again = False  # a "roll again" owed to the seat to play
        self.dice: tuple[int, int] | None = None
        self.figure: str | None = None  # the figure of the puzzle under way
        self.shown: list[tuple[int, str]] = []  # (seat, card) drawn by the last action, in order
        self.skipped: list[int] = []  # seats whose turn the last action's turn change skipped
        self.winner: int | None = None
        self.moves = 0
        self.turns = 0
        self.reshuffles = 0

    # -- reading -----------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        """How many seats play."""
        return len(self.positions)

    @property
    def current_seat(self) -> int | None:
        """The seat to act (the chooser while a choice is pending), or None when the game is over."""
        if self.phase == OVER:
            return None
        return self.pending[0].seat if self.phase == CHOOSE else self.seat

    def is_over(self) -> bool:
        """True when a champion has been found."""
        return self.phase == OVER

    def colours(self, seat: int) -> int:
        """How many different colours ``seat`` holds."""
        return colours_held(self.hands[seat])

    def returns(self) -> list[float]:
        """1 for the champion, 0 for the others (all 0 while the game is on)."""
        return [1.0 if seat == self.winner else 0.0 for seat in range(self.num_seats)]

    def winners(self) -> list[int]:
        """The champion's seat in a list, or an empty list while the game is on."""
        return [] if self.winner is None else [self.winner]

    # -- legality ----------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act, in a fixed order. A puzzle's outcomes are listed
        with the whole minute (any 0 < seconds <= 60 is legal)."""
        if self.phase == ROLL:
            return [Roll()]
        if self.phase == PUZZLE:
            return [Tangram(result, CLOCK_SECONDS) for result in OUTCOMES]
        if self.phase == CHOOSE:
            return list(choice_actions(self.pending[0], self.hands, self.stock))
        return []

    def why_illegal(self, action: Any, seat: int | None = None) -> str | None:
        """None when ``action`` is legal for ``seat`` (default: the seat to act), else why not."""
        if self.phase == OVER:
            return reasons.GAME_OVER
        names = [player.name for player in self.setup.players]
        current = self.current_seat
        assert current is not None
        if seat is not None and seat != current:
            if not isinstance(seat, int) or not 0 <= seat < len(names):
                return reasons.NO_SEAT.format(seat=seat)
            return reasons.NOT_YOUR_TURN.format(current=names[current], seat=names[seat])
        if not isinstance(action, Roll | Tangram | Take | Return | Give | Steal):
            return reasons.NOT_AN_ACTION.format(action=repr(action)[:80])
        if self.phase == PUZZLE and not isinstance(action, Tangram):
            return reasons.SOLVE_FIRST.format(figure=self.figure)
        if self.phase == CHOOSE and not isinstance(action, Take | Return | Give | Steal):
            return reasons.CHOOSE_FIRST.format(choice=reasons.CHOICES[self.pending[0].kind])
        if isinstance(action, Roll):
            return None
        if isinstance(action, Tangram):
            if self.phase != PUZZLE:
                return reasons.NO_PUZZLE
            if action.result not in OUTCOMES:
                return reasons.NOT_AN_ACTION.format(action=repr(action)[:80])
            return None if is_seconds(action.seconds) else reasons.BAD_SECONDS.format(seconds=action.seconds)
        if self.phase != CHOOSE:
            return reasons.ROLL_FIRST
        return why_not_choice(action, self.pending[0], self.hands, self.stock, names)

    # -- changing ----------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction and changes nothing if illegal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Play an action already known to be legal (bots use this hot path)."""
        self.moves += 1
        self.shown = []
        self.skipped = []
        seat = self.seat
        if isinstance(action, Roll):
            self.again = False
            first, second = 1 + self.rng.below(6), 1 + self.rng.below(6)
            self.dice = (first, second)
            if first == second == 6:
                self._draw(seat, FAVOURABLE if self.rng.coin() else UNFAVOURABLE, active=True)
            else:
                self._move(seat, first + second, active=True)
        elif isinstance(action, Tangram):
            self.figure = None
            self._puzzle_outcome(seat, action.result)
        else:
            self._choose(self.pending.pop(0), action)
        self._settle()

    def _puzzle_outcome(self, seat: int, result: str) -> None:
        """Cases A, B and C of the rules page (a lost bonus spends A or B)."""
        if result == FAILED:
            self._draw(seat, UNFAVOURABLE, active=True)
        elif self.lost_bonus[seat]:
            self.lost_bonus[seat] -= 1
        elif result == BLACK:
            for step in range(1, self.num_seats):
                other = (seat + step) % self.num_seats
                if not self.prison[other]:
                    self._draw(other, UNFAVOURABLE, active=False)
        else:
            self._draw(seat, FAVOURABLE, active=True)

    def _choose(self, pending: Pending, action: Take | Return | Give | Steal) -> None:
        """Carry out a choice's answer."""
        chooser, colour = pending.seat, action.colour
        if isinstance(action, Take):
            self.stock[colour] -= 1
            self._gain(chooser, colour)
        elif isinstance(action, Return):
            self.hands[chooser][colour] -= 1
            self.stock[colour] += 1
        elif isinstance(action, Give):
            self.hands[chooser][colour] -= 1
            self._gain((chooser + 1) % self.num_seats, colour)
        else:
            self.hands[action.victim][colour] -= 1
            self._gain(chooser, colour)

    def _gain(self, seat: int, colour: str) -> None:
        """``seat`` receives a colour card; the first to reach the goal is the champion."""
        self.hands[seat][colour] += 1
        if self.winner is None and self.colours(seat) >= self.setup.colours_to_win:
            self.winner = seat

    def _move(self, seat: int, steps: int, active: bool) -> None:
        """Move a pawn (occupied squares skipped); the square acts for the player whose turn it is."""
        self.positions[seat] = stop(self.positions[seat], steps, self.positions, seat)
        if active:
            self._land(seat)

    def _land(self, seat: int) -> None:
        """What the square the pawn of ``seat`` stops on does."""
        kind = BOARD[self.positions[seat]]
        if kind == START:
            self.pending.append(Pending(seat, TAKE))
        elif kind == PRISON:
            self._imprison(seat)
        elif is_tangram(kind):
            card = self.tangram_cards.pop()
            self.tangram_cards.insert(0, card)  # under the tangram deck
            self.figure = f"{kind}-{card}"
        else:
            self._draw(seat, kind, active=True)

    def _imprison(self, seat: int) -> None:
        """Prison, unless a kept "leave prison at once" card is spent instead."""
        if self.passes[seat]:
            self.passes[seat] -= 1
            self.discards[FAVOURABLE].append(cards.LEAVE_PRISON)
        else:
            self.prison[seat] = True

    def _draw(self, seat: int, deck: str, active: bool) -> None:
        """``seat`` draws the top card of ``deck`` (rebuilt from its shuffled discards when empty),
        shows it and plays it."""
        pile = self.decks[deck]
        if not pile:
            pile.extend(self.discards[deck])
            self.discards[deck].clear()
            self.rng.shuffle(pile)
            self.reshuffles += 1
        card = pile.pop()
        self.shown.append((seat, card))
        if card == cards.LEAVE_PRISON:
            self.passes[seat] += 1
            return
        self.discards[deck].append(card)
        if card in (cards.TAKE_ANY, cards.RETURN, cards.GIVE_LEFT, cards.STEAL):
            kind = {cards.TAKE_ANY: TAKE, cards.RETURN: RETURN, cards.GIVE_LEFT: GIVE}.get(card, STEAL)
            self.pending.append(Pending(seat, kind))
        elif card == cards.TAKE_SQUARE:
            colour = square_colour(self.positions[seat])
            if self.stock[colour]:
                self.stock[colour] -= 1
                self._gain(seat, colour)
        elif card in (cards.FORWARD, cards.BACK):
            self._move(seat, cards.STEPS if card == cards.FORWARD else -cards.STEPS, active)
        elif card == cards.ROLL_AGAIN:
            self.again = True
        elif card == cards.PRISON:
            self._imprison(seat)
        else:  # LOSE_BONUS
            self.lost_bonus[seat] += 1

    def _settle(self) -> None:
        """After an action: the end, the puzzle under way, the next choice (made at once when it
        has a single answer, dropped when it has none), a roll owed, or the next turn."""
        while self.winner is None and self.figure is None and self.pending:
            options = choice_actions(self.pending[0], self.hands, self.stock)
            if len(options) > 1:
                break
            pending = self.pending.pop(0)
            if options:
                self._choose(pending, options[0])
        if self.winner is not None:
            self.phase, self.pending, self.figure = OVER, [], None
        elif self.figure is not None:
            self.phase = PUZZLE
        elif self.pending:
            self.phase = CHOOSE
        elif self.again and not self.prison[self.seat]:
            self.phase = ROLL
        else:
            self._end_turn()

    def _end_turn(self) -> None:
        """Pass the turn on; a seat in prison misses this turn and leaves prison."""
        self.turns += 1
        self.again = False
        seat = self.seat
        while True:
            seat = (seat + 1) % self.num_seats
            if not self.prison[seat]:
                break
            self.prison[seat] = False
            self.skipped.append(seat)
        self.seat, self.phase = seat, ROLL

    # -- copies and hidden information -------------------------------------------------------

    def clone(self) -> TangramState:
        """An independent copy (of the same class); the setup is shared."""
        cls = type(self)
        other = cls.__new__(cls)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        other.rng = self.rng.copy()
        other.positions = self.positions[:]
        other.hands = [dict(hand) for hand in self.hands]
        other.stock = dict(self.stock)
        other.decks = {deck: pile[:] for deck, pile in self.decks.items()}
        other.discards = {deck: pile[:] for deck, pile in self.discards.items()}
        other.tangram_cards = self.tangram_cards[:]
        other.prison = self.prison[:]
        other.passes = self.passes[:]
        other.lost_bonus = self.lost_bonus[:]
        other.pending = self.pending[:]
        other.shown = self.shown[:]
        other.skipped = self.skipped[:]
        return other

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        """Re-draw from ``rng`` what no seat can know: the decks' orders and the future dice."""
        view.redeal(self, rng)

    # -- data --------------------------------------------------------------------------------

    def view_for(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may see, as JSON-ready data: no deck order, no generator."""
        if not isinstance(seat, int) or not 0 <= seat < self.num_seats:
            raise ValueError(f"no seat {seat} among {self.num_seats}")
        return {"seat": seat, **view.public_view(self)}

    def to_json(self) -> dict[str, Any]:
        """The complete state as JSON-ready data (the decks' orders, top last, and the generator),
        read back by :func:`canvas_table.tangram.snapshot.state_from_json`. It holds no seed: it
        would tell the decks' orders and the dice."""
        return {**view.public_view(self), **view.secret_view(self)}
