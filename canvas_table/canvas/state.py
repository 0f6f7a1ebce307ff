"""The state of a game of Canvas: market, dispenser, seats, turn order and Vincent.

``CanvasState`` implements :class:`canvas_table.engine.game.GameState`. Every change goes through
:meth:`CanvasState.apply`, which checks legality first and changes nothing on an illegal action.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations
from typing import Any

from canvas_table.canvas import reasons
from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.gain import GREY_POINTS, hold_ribbons, slot_caps, slot_cards
from canvas_table.canvas.market import refill, slot_number, take, vincent_take
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.setup import Setup
from canvas_table.canvas.turns import LAYERS, PAINTINGS_PER_SEAT, pass_turn
from canvas_table.engine.game import IllegalAction, winners_by_score
from canvas_table.engine.rng import Rng

HAND_LIMIT = 5
START_INSPIRATION = 4


@dataclass(frozen=True, slots=True)
class Painting:
    """A finished painting: layers bottom to top, its background, and the ribbons it earned."""

    layers: tuple[int, ...]
    background: int
    ribbons: tuple[int | None, ...]  # per scoring slot, before caps
    grey: int


class Seat:
    """One player's belongings. Ribbons per scoring slot are held after caps."""

    __slots__ = ("backgrounds", "grey", "hand", "inspiration", "paintings", "ribbons")

    def __init__(self, backgrounds: tuple[int, ...]) -> None:
        self.backgrounds = backgrounds
        self.hand: list[int] = []
        self.inspiration = START_INSPIRATION
        self.paintings: list[Painting] = []
        self.ribbons = [0, 0, 0, 0]
        self.grey = 0

    def copy(self) -> Seat:
        """An independent copy."""
        other = Seat.__new__(Seat)
        other.backgrounds = self.backgrounds
        other.hand = self.hand[:]
        other.inspiration = self.inspiration
        other.paintings = self.paintings[:]
        other.ribbons = self.ribbons[:]
        other.grey = self.grey
        return other

    @property
    def unused_backgrounds(self) -> list[int]:
        """Backgrounds not yet under a painting, in the seat's order."""
        used = {p.background for p in self.paintings}
        return [bg for bg in self.backgrounds if bg not in used]

    @property
    def done(self) -> bool:
        """True once the seat has completed its 3 paintings."""
        return len(self.paintings) >= PAINTINGS_PER_SEAT


class CanvasState:
    """A position in a game of Canvas."""

    __slots__ = (
        "_caps",
        "_deck",
        "judge",
        "market",
        "market_tokens",
        "moves",
        "seats",
        "setup",
        "turn",
        "vincent_cards",
        "vincent_rng",
        "vincent_tokens",
    )

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.judge = PaintingJudge(setup.scoring, setup.cards)
        self._caps = slot_caps(slot_cards(setup))
        self._deck = list(reversed(setup.deck))  # top of the dispenser at the end
        self.market: list[int] = []
        self.market_tokens: list[int] = []
        refill(self.market, self.market_tokens, self._deck)
        self.seats = [Seat(bgs) for bgs in setup.backgrounds]
        self.turn: int | None = setup.first_player
        self.moves = 0
        self.vincent_tokens = START_INSPIRATION if setup.vincent else 0
        self.vincent_cards: list[int] = []
        self.vincent_rng = Rng(setup.seed).derive("vincent")

    # -- reading -----------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        """Number of (scoring) seats."""
        return len(self.seats)

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        return self.turn

    @property
    def deck(self) -> list[int]:
        """The dispenser, top card first (hidden information: see :meth:`redeal`)."""
        return self._deck[::-1]

    @property
    def deck_left(self) -> int:
        """Cards left in the dispenser."""
        return len(self._deck)

    def is_over(self) -> bool:
        """True when no seat will act again."""
        return self.turn is None

    def take_cost(self, slot: int) -> int:
        """Inspiration it costs to take market slot ``slot``."""
        return slot

    # -- legality ----------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act: takes by slot, then paintings."""
        if self.turn is None:
            return []
        seat = self.seats[self.turn]
        actions: list[Action] = []
        if len(seat.hand) < HAND_LIMIT:
            affordable = min(len(self.market), seat.inspiration + 1)
            actions.extend(Take(slot) for slot in range(affordable))
        if len(seat.hand) >= LAYERS:
            backgrounds = seat.unused_backgrounds
            for layers in permutations(seat.hand, LAYERS):
                actions.extend(Paint(layers, bg) for bg in backgrounds)
        return actions

    def why_illegal(self, action: Action, seat: int | None = None) -> str | None:
        """None when ``action`` is legal for ``seat`` (default: the seat to act), else why not."""
        if self.turn is None:
            return reasons.GAME_OVER
        if seat is not None and seat != self.turn:
            names = self.setup.players
            return reasons.NOT_YOUR_TURN.format(current=names[self.turn].name, seat=names[seat].name)
        player = self.seats[self.turn]
        if isinstance(action, Take):
            return self._why_take_illegal(player, action.slot)
        if isinstance(action, Paint):
            return self._why_paint_illegal(player, action)
        return reasons.NOT_AN_ACTION.format(action=repr(action))

    def _why_take_illegal(self, player: Seat, slot: int) -> str | None:
        if len(player.hand) >= HAND_LIMIT:
            return reasons.HAND_FULL.format(limit=HAND_LIMIT)
        if not 0 <= slot < len(self.market):
            return reasons.SLOT_EMPTY.format(slot=slot_number(slot), size=len(self.market))
        cost = self.take_cost(slot)
        if cost > player.inspiration:
            return reasons.TOO_DEAR.format(cost=cost, have=player.inspiration)
        return None

    def _why_paint_illegal(self, player: Seat, action: Paint) -> str | None:
        layers = action.layers
        if len(layers) != LAYERS:
            return reasons.LAYER_COUNT.format(count=len(layers))
        if len(set(layers)) != LAYERS:
            return reasons.SAME_CARD
        for card in layers:
            if card not in player.hand:
                return reasons.NOT_IN_HAND.format(card=card)
        if action.background not in player.backgrounds:
            return reasons.NOT_YOUR_BACKGROUND.format(background=action.background)
        if action.background not in player.unused_backgrounds:
            return reasons.BACKGROUND_USED.format(background=action.background)
        return None

    # -- changing ----------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction and changes nothing if illegal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Play an action already known to be legal (bots and search use this hot path)."""
        assert self.turn is not None
        player = self.seats[self.turn]
        if isinstance(action, Take):
            card, gain = take(self.market, self.market_tokens, self._deck, action.slot)
            player.inspiration += gain
            player.hand.append(card)
        else:
            self._paint(player, action)
        self.moves += 1
        self._advance()

    def _paint(self, player: Seat, action: Paint) -> None:
        for card in action.layers:
            player.hand.remove(card)
        verdict = self.judge.verdict(action.layers)
        hold_ribbons(player.ribbons, verdict.ribbons, self._caps)
        player.grey += verdict.grey
        player.paintings.append(
            Painting(tuple(action.layers), action.background, verdict.ribbons, verdict.grey)
        )

    def _advance(self) -> None:
        """Pass the turn (:func:`~canvas_table.canvas.turns.pass_turn`); Vincent acts when a
        round ends."""
        assert self.turn is not None
        seats = self.seats
        self.turn = pass_turn(
            self.turn, self.setup.first_player, [len(seat.paintings) for seat in seats],
            [seat.hand for seat in seats], self.market, self._vincent_turn if self.setup.vincent else None,
        )

    def _vincent_turn(self) -> None:
        """Vincent takes a card (:func:`~canvas_table.canvas.market.vincent_take`), out of the game."""
        taken = vincent_take(
            self.market, self.market_tokens, self._deck, self.vincent_tokens, self.vincent_rng
        )
        if taken is not None:
            self.vincent_cards.append(taken[0])
            self.vincent_tokens += taken[1]

    # -- copies and hidden information -------------------------------------------------------

    def clone(self) -> CanvasState:
        """An independent copy; the setup and the judge's memo are shared."""
        other = CanvasState.__new__(CanvasState)
        other.setup = self.setup
        other.judge = self.judge
        other._caps = self._caps
        other._deck = self._deck[:]
        other.market = self.market[:]
        other.market_tokens = self.market_tokens[:]
        other.seats = [seat.copy() for seat in self.seats]
        other.turn = self.turn
        other.moves = self.moves
        other.vincent_tokens = self.vincent_tokens
        other.vincent_cards = self.vincent_cards[:]
        other.vincent_rng = self.vincent_rng.copy()
        return other

    def view_for(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see: every card and token is public in Canvas except the
        dispenser's order and Vincent's future coin flips, so every seat sees the same."""
        del seat
        return self.public_json()

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        """Shuffle the dispenser and re-seed Vincent's coins from ``rng`` (for search copies).

        Nothing is private to one seat in Canvas, so the observer changes nothing.
        """
        del observer
        rng.shuffle(self._deck)
        self.vincent_rng = Rng(rng.next64())

    # -- outcome -----------------------------------------------------------------------------

    def points(self, seat: int) -> list[int]:
        """Points per scoring slot (0 for an empty slot) from the ribbons the seat holds."""
        held = self.seats[seat].ribbons
        scoring = self.setup.cards.scoring
        return [
            scoring[name].points_for(held[k]) if name else 0
            for k, name in enumerate(self.setup.scoring)
        ]

    def score(self, seat: int) -> int:
        """The seat's score: slot points plus 2 per grey ribbon."""
        return sum(self.points(seat)) + GREY_POINTS * self.seats[seat].grey

    def winners(self) -> list[int]:
        """Winning seats of a finished game (solo: [0] when the target is reached, else [])."""
        if self.setup.target is not None:
            return [0] if self.score(0) >= self.setup.target else []
        scores = [self.score(s) for s in range(len(self.seats))]
        return winners_by_score(scores, [seat.inspiration for seat in self.seats])

    def returns(self) -> list[float]:
        """1 for each winner divided among shared winners, 0 otherwise."""
        winners = self.winners()
        return [1 / len(winners) if s in winners else 0.0 for s in range(len(self.seats))]

    def to_json(self) -> dict[str, Any]:
        """The complete state as JSON-ready data (the deck order included): read back by
        :func:`~canvas_table.canvas.snapshot.state_from_json`. The seed is left out: it would
        tell a re-dealt copy's hidden cards."""
        data = self.public_json()
        setup = self.setup
        data["setup"] = {
            "players": [{"name": p.name, "kind": p.kind} for p in setup.players],
            "first_player": setup.first_player,
            "target": setup.target,
            "scenario": setup.scenario,
        }
        data["deck"] = self.deck
        data["vincent_rng"] = self.vincent_rng.state
        return data

    def public_json(self) -> dict[str, Any]:
        """What every seat may see: all but the dispenser's order and Vincent's next coins."""
        return {
            "turn": self.turn,
            "moves": self.moves,
            "scoring": list(self.setup.scoring),
            "market": self.market[:],
            "market_tokens": self.market_tokens[:],
            "deck_left": len(self._deck),
            "vincent": {"tokens": self.vincent_tokens, "cards": self.vincent_cards[:]}
            if self.setup.vincent
            else None,
            "seats": [
                {
                    "name": self.setup.players[s].name,
                    "hand": seat.hand[:],
                    "inspiration": seat.inspiration,
                    "backgrounds": list(seat.backgrounds),
                    "ribbons": seat.ribbons[:],
                    "grey": seat.grey,
                    "paintings": [
                        {"layers": list(p.layers), "background": p.background}
                        for p in seat.paintings
                    ],
                }
                for s, seat in enumerate(self.seats)
            ],
        }
