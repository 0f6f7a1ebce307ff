"""The state of a game of Picktura: the hands, the exposed works, the two piles and the turn.

``PickturaState`` implements :class:`canvas_table.engine.game.GameState`, step by step (see
:mod:`canvas_table.picktura.actions`): the seat to act stays the same through its collect and
discard, or through its draws back up to 5. Every change goes through :meth:`apply`, which checks
legality first and changes nothing on an illegal action.

The deal: 5 cards to each seat, seat 0 first, from the top of the shuffled deck; the rest is the
hidden pile (its top at the end of ``hidden``), and its bottom card is turned up as the visible
pile (top at the end of ``visible``). The piles' rules hold after every step: an empty visible
pile takes the hidden pile's bottom card; an empty hidden pile is rebuilt from the visible pile
turned over (its top card, the oldest of the visible pile, is turned up at once). The game ends
when nobody can act, or at the end of the turn of the second rebuild (a lone card left in the
piles is rebuilt twice at once: see :meth:`PickturaState._settle_piles`).

What each seat knows is tracked for :meth:`redeal`: ``public[s]`` holds the cards of seat s's
hand that every seat saw it take (from the visible pile, or from a hidden pile whose order is
known since a rebuild turned over the face-up visible pile); ``hidden_public`` says whether the
hidden pile's order is known to all.
"""

from __future__ import annotations

from typing import Any

from canvas_table.engine.rng import Rng
from canvas_table.errors import IllegalAction
from canvas_table.picktura import hidden, moves, reasons
from canvas_table.picktura.actions import (
    HIDDEN,
    PILES,
    VISIBLE,
    Action,
    Collect,
    Complete,
    Discard,
    Draw,
    Expose,
    ReplaceBlank,
    UseBlank,
)
from canvas_table.picktura.scoring import seat_score, winners
from canvas_table.picktura.setup import HAND, Setup

TURN, DISCARD, DRAW, OVER = "turn", "discard", "draw", "over"
REBUILDS_TO_END = 2
_KINDS = (Collect, Discard, Draw, Expose, Complete, UseBlank, ReplaceBlank)


class PickturaState:
    """A position in a game of Picktura."""

    __slots__ = ("hands", "hidden", "hidden_public", "moves", "phase", "public", "rebuilds", "seat",
                 "setup", "taken", "turns", "visible", "works")

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        deck = list(reversed(setup.deck))  # the top card at the end
        seats = len(setup.players)
        self.hands: list[list[int]] = [[deck.pop() for _ in range(HAND)] for _ in range(seats)]
        self.hidden = deck
        self.visible: list[int] = []
        self.works: list[list[list[int]]] = [[] for _ in range(seats)]
        self.public: list[set[int]] = [set() for _ in range(seats)]
        self.hidden_public = False
        self.rebuilds = 0
        self.seat = setup.first_player
        self.phase = TURN
        self.taken: int | None = None  # the card of the collect under way
        self.moves = 0  # steps played
        self.turns = 0  # turns finished
        self._settle_piles()

    # -- reading -----------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        """How many seats play."""
        return len(self.hands)

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        return None if self.phase == OVER else self.seat

    def is_over(self) -> bool:
        """True when nobody will act again."""
        return self.phase == OVER

    def score(self, seat: int) -> int:
        """``seat``'s score now: its exposed works' points, 5 less for each card in hand."""
        return seat_score(self.works[seat], self.hands[seat])

    def scores(self) -> list[int]:
        """Every seat's score, in seat order."""
        return [self.score(seat) for seat in range(len(self.hands))]

    def winners(self) -> list[int]:
        """The seats ahead now: top score, fewest cards in hand, then the youngest if ages are known."""
        return winners(self.scores(), [len(hand) for hand in self.hands], self.setup.ages)

    def returns(self) -> list[float]:
        """1 for a win, divided among shared winners; 0 otherwise."""
        best = self.winners()
        share = 1 / len(best)
        return [share if seat in best else 0.0 for seat in range(len(self.hands))]

    def can_act(self, seat: int) -> bool:
        """True when ``seat`` could start a turn: a pile to collect from, or a work to lay."""
        if self.visible or self.hidden:
            return True
        return bool(moves.turn_actions(self.hands[seat], self.works[seat], self.setup.complete_three))

    # -- legality ----------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal step of the seat to act, in a fixed order."""
        phase = self.phase
        if phase == OVER:
            return []
        if phase == DISCARD:
            return [Discard(card) for card in sorted(self.hands[self.seat])]
        piles = [pile for pile, cards in ((VISIBLE, self.visible), (HIDDEN, self.hidden)) if cards]
        if phase == DRAW:
            return [Draw(pile) for pile in piles]
        seat = self.seat
        return [*(Collect(pile) for pile in piles),
                *moves.turn_actions(self.hands[seat], self.works[seat], self.setup.complete_three)]

    def why_illegal(self, action: Any, seat: int | None = None) -> str | None:
        """None when ``action`` is legal for ``seat`` (default: the seat to act), else why not."""
        if self.phase == OVER:
            return reasons.GAME_OVER
        names = self.setup.players
        if seat is not None and seat != self.seat:
            if not isinstance(seat, int) or not 0 <= seat < len(names):
                return reasons.NO_SEAT.format(seat=seat)
            return reasons.NOT_YOUR_TURN.format(current=names[self.seat].name, seat=names[seat].name)
        if not isinstance(action, _KINDS) or not _well_formed(action):
            return reasons.NOT_AN_ACTION.format(action=repr(action)[:80])
        hand = self.hands[self.seat]
        if self.phase == DISCARD:
            if not isinstance(action, Discard):
                return reasons.DISCARD_FIRST
            return None if action.card in hand else reasons.NOT_IN_HAND.format(card=action.card)
        if self.phase == DRAW and not isinstance(action, Draw):
            return reasons.DRAW_FIRST
        if isinstance(action, Collect | Draw):
            if action.pile not in PILES:
                return reasons.BAD_PILE.format(pile=repr(action.pile))
            if self.phase == TURN and isinstance(action, Draw):
                return reasons.NOT_DRAWING
            if action.pile == VISIBLE and not self.visible:
                return reasons.EMPTY_VISIBLE
            if action.pile == HIDDEN and not self.hidden:
                return reasons.EMPTY_HIDDEN
            return None
        works = self.works[self.seat]
        if isinstance(action, Discard):
            return reasons.NOT_DISCARDING
        if isinstance(action, Expose):
            return moves.why_not_expose(hand, action.cards)
        if isinstance(action, Complete):
            return moves.why_not_complete(hand, works, action, self.setup.complete_three)
        if isinstance(action, UseBlank):
            return moves.why_not_use_blank(hand, works, action)
        return moves.why_not_replace_blank(hand, works, action)

    # -- changing ----------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction and changes nothing if illegal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Play a step already known to be legal (bots and search use this hot path)."""
        seat = self.seat
        hand = self.hands[seat]
        self.moves += 1
        if isinstance(action, Collect | Draw):
            public = action.pile == VISIBLE or self.hidden_public
            card = self.visible.pop() if action.pile == VISIBLE else self.hidden.pop()
            hand.append(card)
            if public:
                self.public[seat].add(card)
            self._settle_piles()
            if isinstance(action, Collect):
                self.taken, self.phase = card, DISCARD
            elif len(hand) >= HAND or not (self.visible or self.hidden):
                self._end_turn()
            return
        if isinstance(action, Discard):
            self._lay(hand, (action.card,))
            self.visible.append(action.card)
            self._settle_piles()
            self._end_turn()
            return
        if isinstance(action, Expose):
            self.works[seat].append(list(action.cards))
            cards: tuple[int, ...] = action.cards
        else:
            cards = action.cards if isinstance(action, Complete) else (action.card,)  # type: ignore[union-attr]
            self.works[seat][action.work].extend(cards)  # type: ignore[union-attr]
        self._lay(hand, cards)
        self.phase = DRAW
        if len(hand) >= HAND or not (self.visible or self.hidden):
            self._end_turn()

    def _lay(self, hand: list[int], cards: tuple[int, ...]) -> None:
        """Take ``cards`` out of the seat to act's hand (they are seen by all from now on)."""
        public = self.public[self.seat]
        for card in cards:
            hand.remove(card)
            public.discard(card)

    def _settle_piles(self) -> None:
        """The piles' rules, applied until they hold: an empty visible pile takes the hidden pile's
        bottom card; an empty hidden pile is rebuilt from the visible pile. A last lone card
        leaves the hidden pile empty again at once, so it is rebuilt twice and the game ends
        with the turn (the literal reading of the rules page: else collecting that one card and
        discarding it back could go on for ever)."""
        while True:
            if not self.visible and self.hidden:
                self.visible.append(self.hidden.pop(0))  # the hidden pile's bottom card, turned up
            if self.hidden or not self.visible or self.rebuilds >= REBUILDS_TO_END:
                return
            self.hidden = self.visible[::-1]  # turned over: the old bottom card is now on top
            self.visible = [self.hidden.pop()]
            self.hidden_public = True  # every card of it was seen going onto the visible pile
            self.rebuilds += 1

    def _end_turn(self) -> None:
        """Pass the turn to the next seat that can act; the game ends after the second rebuild's
        turn, or when nobody can act."""
        self.turns += 1
        self.taken = None
        if self.rebuilds >= REBUILDS_TO_END:
            self.phase = OVER
            return
        seats = len(self.hands)
        for step in range(1, seats + 1):
            seat = (self.seat + step) % seats
            if self.can_act(seat):
                self.seat, self.phase = seat, TURN
                return
        self.phase = OVER

    # -- copies and hidden information -------------------------------------------------------

    def clone(self) -> PickturaState:
        """An independent copy (of the same class); the setup is shared."""
        cls = type(self)
        other = cls.__new__(cls)
        other.setup = self.setup
        other.hands = [hand[:] for hand in self.hands]
        other.works = [[group[:] for group in works] for works in self.works]
        other.public = [set(known) for known in self.public]
        other.hidden = self.hidden[:]
        other.visible = self.visible[:]
        other.hidden_public = self.hidden_public
        other.rebuilds = self.rebuilds
        other.seat = self.seat
        other.phase = self.phase
        other.taken = self.taken
        other.moves = self.moves
        other.turns = self.turns
        return other

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        """Re-draw from ``rng`` what ``observer`` cannot know (see :func:`hidden.redeal`)."""
        hidden.redeal(self, rng, observer)

    # -- data --------------------------------------------------------------------------------

    def view_for(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may see, as JSON-ready data: its own hand only, no pile order."""
        if not 0 <= seat < len(self.hands):
            raise ValueError(f"no seat {seat} among {len(self.hands)}")
        taken = self.taken
        if taken is not None and seat != self.seat and taken not in self.public[self.seat]:
            taken = None  # drawn from a hidden pile: its face is the collector's alone
        return {"seat": seat, "hand": self.hands[seat][:], "taken": taken, **hidden.public_view(self)}

    def to_json(self) -> dict[str, Any]:
        """The complete state as JSON-ready data (hands and the hidden pile, top last, included),
        read back by :func:`canvas_table.picktura.snapshot.state_from_json`. It holds no seed and no
        deck order: they would tell every hidden card."""
        return {
            **hidden.public_view(self),
            "ages": list(self.setup.ages),
            "hands": [hand[:] for hand in self.hands],
            "hidden": self.hidden[:],
            "public": [sorted(known) for known in self.public],
            "hidden_public": self.hidden_public,
            "taken": self.taken,
        }


def _well_formed(action: Any) -> bool:
    """Fields of the right types (an action built in code may hold anything)."""
    def whole(value: Any) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    if isinstance(action, Collect | Draw):
        return isinstance(action.pile, str)
    if isinstance(action, Expose | Complete):
        cards = action.cards
        if not isinstance(cards, tuple | list) or not all(whole(card) for card in cards):
            return False
        return not isinstance(action, Complete) or whole(action.work)
    if isinstance(action, Discard):
        return whole(action.card)
    return whole(action.work) and whole(action.card)  # type: ignore[union-attr]
