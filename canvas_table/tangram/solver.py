"""The bots at the puzzle: the one model of their outcome, and whether they play for case A.

A bot first decides its aim: the silhouette side (case A: the others draw an unfavourable card) or
the card turned at once (case B: it draws a favourable card). :func:`puzzle_outcome` then draws the
outcome from the decision's seed by the level's skill (:data:`PUZZLE_SKILL`): Easy solves rarely,
Normal often, Hard nearly nine times in ten once the card is turned, Master every time, and often
even on the silhouette side.
Playing for A and not finding it, a bot may still turn the card late and solve it (case B). A solve
never takes less than :data:`FASTEST` seconds, the quickest a person could place seven pieces. The
table's bot display calls the same function, so what it shows is what the bot plays.

:func:`best_aim` weighs the two aims with what the cards would bring (see its docstring).
"""

from __future__ import annotations

from canvas_table.engine.rng import Rng
from canvas_table.tangram import cards
from canvas_table.tangram.actions import BLACK, CLOCK_SECONDS, FAILED, WHITE, Tangram
from canvas_table.tangram.colours import COLOURS
from canvas_table.tangram.moves import square_colour
from canvas_table.tangram.state import TangramState

#: Each level's chances: (solved on the silhouette side when playing for it, solved with the card
#: turned at once, solved with the card turned late after missing the silhouette). Two players
#: mostly turn the card at once, and the dice weigh much: Hard's chance there is set so that the
#: ladder's two top steps both win clearly (``canvas-table ladder --game tangram``).
PUZZLE_SKILL: dict[str, tuple[float, float, float]] = {
    "random": (0.06, 0.25, 0.10),
    "easy": (0.06, 0.25, 0.10),
    "normal": (0.30, 0.70, 0.35),
    "hard": (0.40, 0.87, 0.85),
    "master": (0.80, 1.00, 0.95),
}
FASTEST = 12.0  # seconds: no bot solves faster than a person could
AIMS = (BLACK, WHITE)
_PUZZLE_SALT = 0x5EED_7A9B_12C4_0F31  # the puzzle's stream of a decision seed (SplitMix64 mixes it)


def puzzle_outcome(level: str, seed: int, aim: str = WHITE) -> Tangram:
    """The outcome and seconds of a bot of ``level`` playing for ``aim`` ("black": the silhouette
    side, "white": the card turned at once), drawn from ``seed`` (the decision seed)."""
    black, white, late = PUZZLE_SKILL[level]
    rng = Rng(seed ^ _PUZZLE_SALT)
    if aim == BLACK:
        if rng.random() < black:
            return Tangram(BLACK, round(FASTEST + 33 * rng.random(), 1))
        if rng.random() < late:
            return Tangram(WHITE, round(45 + 14 * rng.random(), 1))
        return Tangram(FAILED, CLOCK_SECONDS)
    if rng.random() < white:
        return Tangram(WHITE, round(FASTEST + 8 + 38 * rng.random(), 1))
    return Tangram(FAILED, CLOCK_SECONDS)


def _loss(state: TangramState, seat: int) -> float:
    """What an unfavourable card is likely to cost ``seat``, in different colours (a colour given
    back or away when it holds no second card of any), plus the turns and bonuses it may cost."""
    hand = state.hands[seat]
    held = [colour for colour in COLOURS if hand[colour]]
    colour_loss = 1.0 if held and all(hand[colour] == 1 for colour in held) else 0.0
    # return, give, prison, back 3, lose a bonus: one in five each
    return (2 * colour_loss + 0.5 + 0.1 + 0.3) / len(cards.KINDS[cards.UNFAVOURABLE])


def _gain(state: TangramState, seat: int) -> float:
    """What a favourable card is likely to bring ``seat``, in different colours and tempo."""
    hand = state.hands[seat]
    lacking = [colour for colour in COLOURS if not hand[colour]]
    take_any = 1.0 if any(state.stock[colour] for colour in lacking) else 0.0
    colour = square_colour(state.positions[seat])
    take_square = 1.0 if not hand[colour] and state.stock[colour] else 0.0
    steal = 1.0 if any(other[colour] for victim, other in enumerate(state.hands)
                       if victim != seat for colour in lacking) else 0.0
    # take any, take the square's colour, forward 3, roll again, leave prison, steal
    return (take_any + take_square + 0.1 + 0.4 + 0.15 + 1.5 * steal) / len(cards.KINDS[cards.FAVOURABLE])


def best_aim(state: TangramState, level: str) -> str:
    """Play for A ("black") or B ("white"), whichever is worth more to the seat to act: A's worth is
    the others' likely losses, each weighted by the square of its player's share of the goal (hurting
    a player far from it is worth little, and playing A against everybody alike would stall a big
    game), B's the seat's likely gain;
    each less the cost of failing (case C's unfavourable card). A bonus to be lost makes only the
    failure count."""
    seat = state.seat
    black, white, late = PUZZLE_SKILL[level]
    cost = _loss(state, seat)
    gain = _gain(state, seat)
    if state.lost_bonus[seat]:
        gain, hurt = 0.0, 0.0
    else:
        goal = state.setup.colours_to_win
        hurt = sum(_loss(state, other) * 2 * (state.colours(other) / goal) ** 2
                   for other in range(state.num_seats) if other != seat and not state.prison[other])
    miss = 1 - black
    play_a = black * hurt + miss * late * gain - miss * (1 - late) * cost
    play_b = white * gain - (1 - white) * cost
    return BLACK if play_a > play_b else WHITE
