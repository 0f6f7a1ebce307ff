"""Fast Canvas knowledge for search: memoised triple values, the tree's actions, cheap playouts.

:class:`CanvasModel` belongs to one scoring set. It memoises, per card triple and per ribbon
holding, the best layer order and the points it adds (ribbon caps included, 2 per grey ribbon),
on top of the painting judge's memoised verdicts. From it come

- :meth:`CanvasModel.candidates`, the action abstraction of the search tree: every affordable take
  and, per set of 3 cards in hand, only its best layer order over the first unused background
  (backgrounds have no rule effect), keeping the :data:`PAINT_CHOICES` best sets;
- :meth:`CanvasModel.playout`, which finishes a determinized game with a cheap greedy policy on
  plain lists, by the same rules as :class:`~canvas_table.canvas.state.CanvasState`: both take,
  refill, pass the turn and play Vincent through :mod:`~canvas_table.canvas.market` and
  :mod:`~canvas_table.canvas.turns`, and value paintings through :mod:`~canvas_table.canvas.gain`
  (a test replays random playouts through the real state), and returns each seat's reward.
  The policy: with 2 cards, take the market card (of the 3 cheapest) making the best triple;
  otherwise the card of best static worth, tokens counted; paint the best triple in hand at 5
  cards, or earlier when it reaches :data:`PAINT_BAR` of a typical best-of-5; one move in 16
  takes a random cheap card instead.

Everything reads public information only: the playout runs on the search's re-dealt copy.
"""

from __future__ import annotations

from bisect import insort
from itertools import combinations, permutations
from math import comb

from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.gain import (
    GREY_POINTS,
    GainTables,
    StoredGains,
    best_order,
    best_stored_order,
    gain_tables,
    hold_ribbons,
    slot_caps,
    slot_cards,
)
from canvas_table.canvas.market import MARKET_SIZE, take, vincent_take
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.state import HAND_LIMIT, CanvasState
from canvas_table.canvas.turns import pass_turn

# the model reads the stored verdicts: their module (and OpenSSL, for their digest) loads with
# the bots, not in a first decision
from canvas_table.canvas.verdict_table import VerdictTable
from canvas_table.engine.rng import Rng

PAINT_CHOICES = 4  # paint actions the search tree considers (the best sets of 3 by gain)
TAKES = tuple(Take(slot) for slot in range(MARKET_SIZE))
TOKEN_VALUE = 1.0  # points one inspiration token is worth to the playout policy
TAKE_DISCOUNT = 0.8  # a painting in hand is worth less than a painting made
PAINT_BAR = 0.8  # a playout paints early a painting worth this share of a typical best of 5
SLOTS_LOOKED_AT = 3  # the playout policy considers the cheapest market slots only
EXPLORE_MASK = 15  # the playout takes a random cheap card when 4 random bits are all 0
MARGIN_WEIGHT = 0.25  # share of the reward given by the score margin (the rest: win or lose)
MARGIN_SCALE = 10.0  # points of margin that move the margin reward from 0.5 to 0.75
RECENT_MODELS = 2  # models kept per process for reuse (each up to about 60 MB of memos)
MEMO_LIMIT = 300_000  # triple values memoised at most (about 30 MB), then the memo restarts
HOLDINGS_LIMIT = 64  # ribbon holdings whose stored paintings' gains are kept (134 KB each)


_RECENT: list[CanvasModel] = []  # the models most recently made in this process, newest first


def ribbon_key(ribbons: list[int]) -> int:
    """Pack a seat's 4 ribbon counts (each at most 7) into one small integer."""
    return ribbons[0] | ribbons[1] << 3 | ribbons[2] << 6 | ribbons[3] << 9


class CanvasModel:
    """Memoised painting values for one game's scoring set (share it between states of a game)."""

    def __init__(self, state: CanvasState) -> None:
        setup = state.setup
        self.scoring = setup.scoring
        self.cards_set = setup.cards
        self.judge = PaintingJudge(setup.scoring, setup.cards)  # its own memo, kept between games
        self.slot_cards = slot_cards(setup)
        self.cards = [(k, card) for k, card in enumerate(self.slot_cards) if card is not None]
        self.caps = slot_caps(self.slot_cards)
        self._full_keys = [(k, cap, cap << 3 * k) for k, cap in enumerate(self.caps) if cap]
        self._tables: dict[int, GainTables] = {}
        self._stored_gains: dict[int, StoredGains] = {}  # per ribbon holding
        self._triples: dict[int, int] = {}  # packed key -> packed (gain, layers)
        self._zero_filled = False  # every triple of the no-ribbon holding is in _triples
        self._static: dict[int, float] = {}
        self._static_list: list[float] | None = None
        self._bar: float | None = None

    def fits(self, state: CanvasState) -> bool:
        """True when this model's memo applies to ``state`` (same scoring cards and card set)."""
        return state.setup.scoring == self.scoring and state.setup.cards is self.cards_set

    @classmethod
    def for_state(cls, state: CanvasState) -> CanvasModel:
        """A model for ``state``, reused from the last few made in this process when one fits.

        Reuse keeps the memos warm between the decisions of one game, even when each decision
        starts from a freshly replayed state (as in the window's worker process).
        """
        for model in _RECENT:
            if model.fits(state):
                return model
        model = cls(state)
        _RECENT.insert(0, model)
        del _RECENT[RECENT_MODELS:]
        return model

    # -- values ---------------------------------------------------------------------------

    def tables(self, rk: int) -> GainTables:
        """The gain tables (:func:`~canvas_table.canvas.gain.gain_tables`) of holding ``rk``."""
        found = self._tables.get(rk)
        if found is None:
            held = [rk >> (3 * k) & 7 for k in range(4)]
            found = self._tables[rk] = gain_tables(self.slot_cards, held)
        return found

    def triple(self, a: int, b: int, c: int, rk: int) -> tuple[int, tuple[int, int, int]]:
        """(gain, best layers) of cards ``a < b < c`` for a seat holding ribbons ``rk``."""
        packed = self._triples.get(rk << 18 | a << 12 | b << 6 | c)
        if packed is None:
            packed = self._pack(rk << 18 | a << 12 | b << 6 | c)
        return packed >> 18, (packed >> 12 & 63, packed >> 6 & 63, packed & 63)

    def _pack(self, key: int) -> int:
        """Compute and memoise ``gain << 18 | bottom << 12 | middle << 6 | top`` for a key."""
        rk, cards = key >> 18, (key >> 12 & 63, key >> 6 & 63, key & 63)
        stored: VerdictTable | None = self.judge.stored()
        if stored is not None:
            best, best_layers = best_stored_order(stored, self._gains(stored, rk), cards)
        else:
            best, best_layers = best_order(self.judge.verdict, permutations(cards), self.tables(rk))
        if len(self._triples) >= MEMO_LIMIT:
            self._forget_triples()
        bottom, middle, top = best_layers
        packed = self._triples[key] = best << 18 | bottom << 12 | middle << 6 | top
        return packed

    def _gains(self, stored: VerdictTable, rk: int) -> StoredGains:
        """The stored paintings' gains for a seat holding ribbons ``rk``."""
        gains = self._stored_gains.get(rk)
        if gains is None:
            if len(self._stored_gains) >= HOLDINGS_LIMIT:
                self._stored_gains.clear()
            gains = self._stored_gains[rk] = StoredGains(stored, self.scoring, self.tables(rk))
        return gains

    def _playout_pack(self, key: int) -> int:
        """:meth:`_pack` for the playouts, which value a seat holding no ribbons (or none that
        caps a slot) most of the time and read nearly every set of three cards for it: its
        first miss there memoises them all (:meth:`_fill_zero`)."""
        if not self._zero_filled and key >> 18 == 0:
            stored = self.judge.stored()
            if stored is not None:
                self._fill_zero(stored)
                return self._triples[key]
        return self._pack(key)

    def _fill_zero(self, stored: VerdictTable) -> None:
        """Memoise every set of three cards for a seat holding no ribbons, in one pass: each
        costs some half of what its own miss would (a greedy bot's few lookups stay misses)."""
        cards = sorted(self.judge.cards.art)
        if len(self._triples) + comb(len(cards), 3) >= MEMO_LIMIT:
            self._forget_triples()
        gains = self._gains(stored, 0)
        gains.fill_all()
        triples = self._triples
        for cards3 in combinations(cards, 3):
            best, (bottom, middle, top) = best_stored_order(stored, gains, cards3)
            a, b, c = cards3
            triples[a << 12 | b << 6 | c] = best << 18 | bottom << 12 | middle << 6 | top
        self._zero_filled = True

    def _forget_triples(self) -> None:
        self._triples.clear()
        self._zero_filled = False

    def best_in_hand(self, hand: list[int], rk: int) -> tuple[int, tuple[int, int, int]]:
        """The best (gain, layers) over the sets of 3 of a sorted ``hand`` (3 cards or more)."""
        triple = self.triple
        return max(triple(a, b, c, rk) for a, b, c in combinations(hand, 3))

    def static_value(self, card: int) -> float:
        """A card's worth before a seat holds anything: its mean gain with a few fixed pairs."""
        found = self._static.get(card)
        if found is None:
            others = [c for c in self.judge.cards.art if c != card]
            rng = Rng(card).derive("static-value")
            total = 0
            samples = 12
            for _ in range(samples):
                a, b = sorted(rng.sample(others, 2))
                total += self.triple(*sorted((a, b, card)), 0)[0]
            found = self._static[card] = total / samples
        return found

    # -- the search tree's actions ----------------------------------------------------------

    def candidates(self, state: CanvasState) -> list[Action]:
        """Affordable takes, then the best layer order of the :data:`PAINT_CHOICES` best sets."""
        seat = state.seats[state.turn]  # type: ignore[index]
        hand = seat.hand
        actions: list[Action] = []
        if len(hand) < HAND_LIMIT:
            actions.extend(TAKES[: min(len(state.market), seat.inspiration + 1)])
        if len(hand) >= 3:
            rk = ribbon_key(seat.ribbons)
            triple = self.triple
            scored = sorted(
                (triple(a, b, c, rk) for a, b, c in combinations(sorted(hand), 3)),
                key=lambda found: -found[0],
            )
            background = seat.unused_backgrounds[0]
            actions.extend(Paint(layers, background) for _, layers in scored[:PAINT_CHOICES])
        return actions

    # -- playouts -----------------------------------------------------------------------------

    def playout(self, state: CanvasState, rng: Rng) -> list[float]:
        """Finish ``state`` (a search's copy; left unchanged) with the cheap greedy policy."""
        return self.rewards(*self._simulate(state, rng, None))

    def _static_values(self) -> list[float]:
        if self._static_list is None:
            values = [0.0] * (max(self.judge.cards.art) + 1)
            for card in self.judge.cards.art:
                values[card] = self.static_value(card)
            self._static_list = values
        return self._static_list

    def _capped_key(self, ribbons: list[int]) -> int:
        """The playout's ribbon key: capped slots count as full, the others as empty.

        Playouts value paintings from zero ribbons (ignoring how far along a seat is) except that
        a capped slot earns nothing; this keeps the memo small and the playout fast.
        """
        key = 0
        for k, cap, bits in self._full_keys:
            if ribbons[k] >= cap:
                key |= bits
        return key

    def _paint_bar(self) -> float:
        """The gain for which a playout paints with 3 or 4 cards instead of taking a card."""
        if self._bar is None:
            rng = Rng(len(self.scoring)).derive("paint-bar")
            cards = sorted(self.judge.cards.art)
            samples = [self.best_in_hand(sorted(rng.sample(cards, 5)), 0)[0] for _ in range(40)]
            self._bar = PAINT_BAR * sum(samples) / len(samples)
        return self._bar

    def _simulate(
        self, state: CanvasState, rng: Rng, log: list[tuple[int, Action]] | None
    ) -> tuple[CanvasState, list[list[int]], list[int], list[int]]:
        """Play to the end on plain lists; returns (state, ribbons, grey, inspiration)."""
        setup = state.setup
        seats = state.seats
        first, vincent = setup.first_player, setup.vincent
        deck = state.deck
        deck.reverse()  # top of the dispenser at the end
        market, tokens = state.market[:], state.market_tokens[:]
        hands = [sorted(s.hand) for s in seats]
        insp = [s.inspiration for s in seats]
        ribbons = [s.ribbons[:] for s in seats]
        rks = [self._capped_key(r) for r in ribbons]
        bar = self._paint_bar()
        grey = [s.grey for s in seats]
        painted = [len(s.paintings) for s in seats]
        vtokens, vrng = state.vincent_tokens, state.vincent_rng.copy()

        def vincent_turn() -> None:
            nonlocal vtokens
            taken = vincent_take(market, tokens, deck, vtokens, vrng)
            if taken is not None:
                vtokens += taken[1]

        round_end = vincent_turn if vincent else None
        caps, verdict, static = self.caps, self.judge.verdict, self._static_values()
        tget, miss = self._triples.get, self._playout_pack
        bits = nbits = 0
        turn = state.turn
        while turn is not None:
            p = turn
            hand = hands[p]
            h = len(hand)
            base = rks[p] << 18
            slot = -1
            best_take = -1e9
            if h < HAND_LIMIT and market:
                affordable = min(len(market), insp[p] + 1, SLOTS_LOOKED_AT)
                if not nbits:
                    bits, nbits = rng.next64(), 16
                explore = not bits & EXPLORE_MASK  # one move in 16 takes a random cheap card
                bits >>= 4
                nbits -= 1
                if explore:
                    slot, best_take = rng.below(affordable), 1e9
                else:
                    for k in range(affordable):
                        card = market[k]
                        if h == 2:
                            a, b = hand
                            if card < a:
                                key = base | card << 12 | a << 6 | b
                            elif card < b:
                                key = base | a << 12 | card << 6 | b
                            else:
                                key = base | a << 12 | b << 6 | card
                            value = TAKE_DISCOUNT * ((tget(key) or miss(key)) >> 18)
                        else:
                            value = static[card]
                        value += TOKEN_VALUE * (tokens[k] - k)
                        if value > best_take:
                            best_take, slot = value, k
            if h == 3:
                a, b, c = hand
                key = base | a << 12 | b << 6 | c
                best = tget(key) or miss(key)
                if best >> 18 >= bar:
                    slot = -1
            elif h > 3:
                best = -1
                for a, b, c in combinations(hand, 3):
                    key = base | a << 12 | b << 6 | c
                    found = tget(key) or miss(key)
                    if found > best:
                        best = found
                if slot < 0 or best >> 18 >= bar:
                    slot = -1
            if slot < 0:  # paint the best painting in hand
                layers = (best >> 12 & 63, best >> 6 & 63, best & 63)
                for card in layers:
                    hand.remove(card)
                v = verdict(layers)
                held = ribbons[p]
                hold_ribbons(held, v.ribbons, caps)
                rks[p] = self._capped_key(held)
                grey[p] += v.grey
                painted[p] += 1
                if log is not None:
                    log.append((p, Paint(layers, -1)))
            else:
                card, net = take(market, tokens, deck, slot)
                insort(hand, card)
                insp[p] += net
                if log is not None:
                    log.append((p, TAKES[slot]))
            turn = pass_turn(p, first, painted, hands, market, round_end)
        return state, ribbons, grey, insp

    def scores(self, ribbons: list[list[int]], grey: list[int]) -> list[int]:
        """Each seat's score from the ribbons it holds (after caps) and its grey ribbons."""
        return [
            sum(card.points_for(held[k]) for k, card in self.cards) + GREY_POINTS * g
            for held, g in zip(ribbons, grey, strict=True)
        ]

    def rewards(
        self, state: CanvasState, ribbons: list[list[int]], grey: list[int], insp: list[int]
    ) -> list[float]:
        """Each seat's reward in [0, 1]: mostly win or lose, partly the score margin."""
        scores = self.scores(ribbons, grey)
        target = state.setup.target
        if target is not None:  # solo: reach the target; the margin to it shapes the reward
            win = 1.0 if scores[0] >= target else 0.0
            margin = _squash((scores[0] - target) / MARGIN_SCALE)
            return [(1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * margin]
        keys = list(zip(scores, insp, strict=True))
        best = max(keys)
        winners = [s for s, key in enumerate(keys) if key == best]
        out = []
        for s, score in enumerate(scores):
            rival = max(x for t, x in enumerate(scores) if t != s)
            win = 1 / len(winners) if s in winners else 0.0
            margin = _squash((score - rival) / MARGIN_SCALE)
            out.append((1 - MARGIN_WEIGHT) * win + MARGIN_WEIGHT * margin)
        return out


def _squash(x: float) -> float:
    """A smooth map of a margin onto (0, 1), 0.5 at 0."""
    return 0.5 + 0.5 * x / (1 + abs(x))


def playout_moves(
    model: CanvasModel, state: CanvasState, rng: Rng
) -> tuple[list[tuple[int, Action]], list[int], list[int]]:
    """What a playout from ``state`` does, for tests that replay it through the real rules: the
    moves as (seat, action), paintings with background -1; each seat's final score and its
    inspiration left."""
    log: list[tuple[int, Action]] = []
    _, ribbons, grey, insp = model._simulate(state, rng, log)
    return log, model.scores(ribbons, grey), insp
