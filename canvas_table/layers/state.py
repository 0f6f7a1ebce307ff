"""The state of a game of Layers: the paintings, the market, the pile, the discards and the turn.

``LayersState`` implements :class:`canvas_table.engine.game.GameState`. Every change goes
through :meth:`LayersState.apply`, which checks legality first and changes nothing on an illegal
action.

The deal: 3 cards to each seat, one at a time round the table from seat 0 (a seat's first card
goes to layer 1, its second to layer 2, its third to layer 3), then 4 cards to the market, slots
0 to 3. A turn takes a market card (its slot is refilled at once from the pile) or the pile's top
card, and places it on a layer; the covered card goes to the discards. When a turn leaves the
pile empty, the discards are shuffled into a new pile from the seed's stream ``reshuffle``, so a
seat always finds a pile to draw from.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from canvas_table.engine.rng import Rng
from canvas_table.errors import IllegalAction
from canvas_table.layers import reasons
from canvas_table.layers.actions import LAYERS, MARKET, MARKET_SIZE, PILE, Place
from canvas_table.layers.cards import LayersCard
from canvas_table.layers.scoring import score_ids
from canvas_table.layers.setup import Setup

#: Every action in the order of :meth:`LayersState.legal_actions`: market slots, then the pile.
ALL_ACTIONS: tuple[Place, ...] = (
    *(Place(MARKET, layer, slot) for slot in range(MARKET_SIZE) for layer in range(1, LAYERS + 1)),
    *(Place(PILE, layer) for layer in range(1, LAYERS + 1)),
)


class LayersState:
    """A position in a game of Layers."""

    __slots__ = (
        "boards", "deck", "discards", "last_covered", "market", "moves", "pile", "reshuffle_rng",
        "setup", "votes",
    )

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.deck: dict[int, LayersCard] = setup.cards
        self.pile = list(reversed(setup.deck))  # the top card at the end
        seats = len(setup.players)
        self.boards: list[list[int]] = [[] for _ in range(seats)]
        for _ in range(LAYERS):
            for board in self.boards:
                board.append(self.pile.pop())
        self.market = [self.pile.pop() for _ in range(MARKET_SIZE)]
        self.discards: list[int] = []
        self.moves = 0
        self.last_covered: int | None = None
        self.votes: dict[int, int] = {}  # the beauty vote, once cast: voter seat -> chosen seat
        self.reshuffle_rng = Rng(setup.seed).derive("reshuffle")

    # -- reading -----------------------------------------------------------------------------

    @property
    def num_seats(self) -> int:
        """How many seats play."""
        return len(self.boards)

    @property
    def rounds(self) -> int:
        """How many rounds the game lasts."""
        return self.setup.rounds

    @property
    def current_seat(self) -> int | None:
        """The seat to act, or None when the game is over."""
        seats = len(self.boards)
        if self.moves >= self.setup.rounds * seats:
            return None
        return (self.setup.first_player + self.moves) % seats

    @property
    def round(self) -> int:
        """The round being played, 1-based (the last round once the game is over)."""
        return min(self.moves // len(self.boards), self.setup.rounds - 1) + 1

    @property
    def pile_left(self) -> int:
        """Cards left in the pile."""
        return len(self.pile)

    @property
    def pile_top(self) -> int | None:
        """The pile's top card: hidden, seen only by the seat that draws it."""
        return self.pile[-1] if self.pile else None

    def is_over(self) -> bool:
        """True after the last turn of the last round."""
        return self.moves >= self.setup.rounds * len(self.boards)

    def score(self, seat: int) -> int:
        """The score of ``seat``'s painting."""
        board = self.boards[seat]
        return score_ids((board[0], board[1], board[2]), self.deck)

    def scores(self) -> list[int]:
        """Every seat's score, in seat order."""
        return [self.score(seat) for seat in range(len(self.boards))]

    def tied(self) -> list[int]:
        """All seats with the top score."""
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def winners(self) -> list[int]:
        """The seats with the top score, sharing the win, unless the beauty vote chose one."""
        return vote_winners(self.tied(), self.votes)

    def why_no_vote(self, votes: Mapping[int, int]) -> str | None:
        """None when ``votes`` (voter seat -> chosen seat) may be cast now, else why not."""
        if not self.setup.vote:
            return reasons.NO_VOTE
        if not self.is_over() or len(self.tied()) < 2:
            return reasons.NOTHING_TO_VOTE
        if self.votes:
            return reasons.VOTED
        tied = self.tied()
        for voter, choice in votes.items():
            if not 0 <= voter < len(self.boards) or self.setup.players[voter].kind != "human":
                return reasons.NOT_A_VOTER.format(seat=voter)
            if choice not in tied:
                return reasons.NOT_A_CANDIDATE.format(seat=choice)
        return None

    def cast_votes(self, votes: Mapping[int, int]) -> None:
        """The people's beauty vote among the tied paintings (bots abstain); IllegalAction if
        the game has no vote to hold, and nothing changes."""
        reason = self.why_no_vote(votes)
        if reason is not None:
            raise IllegalAction(reason)
        self.votes = dict(votes)

    def returns(self) -> list[float]:
        """1 for a win, divided among shared winners; 0 otherwise."""
        winners = self.winners()
        share = 1 / len(winners)
        return [share if seat in winners else 0.0 for seat in range(len(self.boards))]

    # -- legality ----------------------------------------------------------------------------

    def legal_actions(self) -> list[Place]:
        """Every legal action: market slots 0..3 by layer 1..3, then the pile by layer."""
        return [] if self.is_over() else list(ALL_ACTIONS)

    def why_illegal(self, action: Any, seat: int | None = None) -> str | None:
        """None when ``action`` is legal for ``seat`` (default: the seat to act), else why not."""
        turn = self.current_seat
        if turn is None:
            return reasons.GAME_OVER
        if seat is not None and seat != turn:
            names = self.setup.players
            if not 0 <= seat < len(names):
                return reasons.NO_SEAT.format(seat=seat)
            return reasons.NOT_YOUR_TURN.format(current=names[turn].name, seat=names[seat].name)
        if not isinstance(action, Place):
            return reasons.NOT_AN_ACTION.format(action=repr(action))
        if action.source not in (MARKET, PILE):
            return reasons.BAD_SOURCE.format(source=repr(action.source))
        if action.source == MARKET:
            if action.slot is None:
                return reasons.NO_SLOT
            if type(action.slot) is not int or not 0 <= action.slot < MARKET_SIZE:
                return reasons.BAD_SLOT.format(slot=repr(action.slot))
        elif action.slot is not None:
            return reasons.PILE_SLOT
        if type(action.layer) is not int or not 1 <= action.layer <= LAYERS:
            return reasons.BAD_LAYER.format(layer=repr(action.layer))
        return None

    # -- changing ----------------------------------------------------------------------------

    def apply(self, action: Place) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction and changes nothing if illegal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Place) -> None:
        """Play an action already known to be legal (bots and search use this hot path)."""
        seats = len(self.boards)
        board = self.boards[(self.setup.first_player + self.moves) % seats]
        pile = self.pile
        if action.source == MARKET:
            card = self.market[action.slot]  # type: ignore[index]
            self.market[action.slot] = pile.pop()  # type: ignore[index]
        else:
            card = pile.pop()
        covered = board[action.layer - 1]
        board[action.layer - 1] = card
        self.discards.append(covered)
        self.last_covered = covered
        self.moves += 1
        if not pile:
            self.pile, self.discards = self.discards, pile
            self.reshuffle_rng.shuffle(self.pile)

    # -- copies and hidden information -------------------------------------------------------

    def clone(self) -> LayersState:
        """An independent copy (of the same class); the setup and the cards are shared."""
        cls = type(self)
        other = cls.__new__(cls)
        other.setup = self.setup
        other.deck = self.deck
        other.pile = self.pile[:]
        other.boards = [board[:] for board in self.boards]
        other.market = self.market[:]
        other.discards = self.discards[:]
        other.moves = self.moves
        other.last_covered = self.last_covered
        other.votes = dict(self.votes)
        other.reshuffle_rng = self.reshuffle_rng.copy()
        return other

    def redeal(self, rng: Rng, observer: int | None = None) -> None:
        """Re-draw what no seat can see from ``rng``: the pile's order and future reshuffles.

        Every seat sees the same (paintings, market and discards are face up; the pile's top is
        seen only while it is placed, at once), so ``observer`` changes nothing.
        """
        del observer
        rng.shuffle(self.pile)
        self.reshuffle_rng = Rng(rng.next64())

    # -- data --------------------------------------------------------------------------------

    def view_for(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may see, as JSON-ready data: no card of the pile."""
        if not 0 <= seat < len(self.boards):
            raise ValueError(f"no seat {seat} among {len(self.boards)}")
        return {"seat": seat, **self._public_json()}

    def to_json(self) -> dict[str, Any]:
        """The complete state as JSON-ready data (the pile's order included, top first): read
        back by :func:`~canvas_table.layers.snapshot.state_from_json`. The seed is left out: it
        would tell a re-dealt copy's pile."""
        return {
            **self._public_json(),
            "pile": self.pile[::-1],
            "reshuffle_rng": self.reshuffle_rng.state,
        }

    def _public_json(self) -> dict[str, Any]:
        over = self.is_over()
        return {
            "players": [{"name": p.name, "kind": p.kind} for p in self.setup.players],
            "rounds": self.setup.rounds,
            "vote": self.setup.vote,
            "first_player": self.setup.first_player,
            "round": self.round,
            "moves": self.moves,
            "turn": self.current_seat,
            "boards": [board[:] for board in self.boards],
            "scores": self.scores(),
            "market": self.market[:],
            "pile_left": len(self.pile),
            "discards": self.discards[:],
            "last_covered": self.last_covered,
            "over": over,
            "winners": self.winners() if over else [],
            "votes": sorted(self.votes.items()),
        }


def vote_winners(tied: list[int], votes: Mapping[int, int]) -> list[int]:
    """The beauty vote among ``tied`` seats: ``votes`` maps each voting seat to its choice.

    Bots abstain (they are not in ``votes``). The one candidate with the most votes wins; no vote
    or a tied vote leaves the shared win as it was. ValueError for a vote for a seat not tied.
    """
    count = dict.fromkeys(tied, 0)
    for voter, choice in votes.items():
        if choice not in count:
            raise ValueError(f"seat {voter} voted for seat {choice}, which is not among {tied}")
        count[choice] += 1
    best = max(count.values(), default=0)
    top = [seat for seat in tied if count[seat] == best]
    return top if best > 0 and len(top) == 1 else list(tied)
