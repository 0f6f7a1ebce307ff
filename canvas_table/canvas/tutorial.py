"""The guided first game: a fixed deal and the coach's steps, worked out from the game itself.

The deal is an ordinary game record with an explicit deck order (you against one Easy bot, the
First game scenario). The coach never scripts the game: after every change it looks at what the
person has done so far (replaying the record) and at the position, and picks the first lesson not
yet learnt, with the very cards on the table it is about. No Qt and no words here: the table's
coach (canvas_table/canvas/ui/coach.py) says it in the player's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from canvas_table.canvas.actions import Paint, Take
from canvas_table.canvas.cards import SWATCH_COLOURS
from canvas_table.canvas.record import CanvasGame, replay
from canvas_table.canvas.state import CanvasState
from canvas_table.engine.records import SCHEMA_VERSION

TUTORIAL_SEAT = 0
_FIRST_CARDS = [21, 12, 59, 44, 9, 35, 17, 52, 3, 48, 26, 43, 10, 60, 32]

TUTORIAL_RECORD: dict[str, Any] = {
    "schema_version": SCHEMA_VERSION,
    "game": "canvas",
    "seed": 1874,
    "players": [{"name": "You", "kind": "human"}, {"name": "Berthe", "kind": "bot:easy"}],
    "scenario": "first_game",
    "scoring": ["composition", "emphasis", "repetition", "variety"],
    "vincent": False,
    "first_player": 0,
    "deck": _FIRST_CARDS + [c for c in range(1, 61) if c not in _FIRST_CARDS],
    "backgrounds": [[3, 8, 14], [5, 11, 19]],
    "actions": [],
}

# where a lesson points on the table
MARKET, HAND, LAYERS, EASEL, NOWHERE = "market", "hand", "layers", "easel", "nowhere"


@dataclass(frozen=True)
class Lesson:
    """One callout: which lesson, where on the table it points, and the facts it mentions."""

    key: str  # free, pay, collect, more, layer, ribbons, done
    number: int  # 1-based; 0 for the closing words
    target: str
    slot: int | None = None  # the market slot pointed at
    card: str = ""  # the title of the card it is about
    amount: int = 0  # inspiration paid or collected
    upper: str = ""  # layer lesson: a card that would hide ...
    lower: str = ""  # ... this one's icons ...
    swatch: str = ""  # ... in this swatch colour


LESSON_COUNT = 5


def new_tutorial_game() -> CanvasGame:
    """The tutorial's fixed deal, ready to play."""
    return replay(TUTORIAL_RECORD)


def is_tutorial(game: CanvasGame) -> bool:
    """True for a game of the tutorial's deal (a resumed one too)."""
    config = game.config
    return config.seed == TUTORIAL_RECORD["seed"] and list(config.deck or ()) == TUTORIAL_RECORD["deck"]


@dataclass(frozen=True)
class Progress:
    """What the person has done so far in the game."""

    took_free: bool = False
    paid: bool = False
    collected: bool = False
    painted: bool = False


def progress(game: CanvasGame, seat: int = TUTORIAL_SEAT) -> Progress:
    """Replay the game and note which lessons the person has put into practice."""
    record = game.to_record()
    state = replay({**record, "actions": []}).state
    took_free = paid = collected = painted = False
    for who, action in game.actions:
        if who == seat and isinstance(action, Take):
            took_free |= action.slot == 0
            paid |= action.slot > 0
            collected |= state.market_tokens[action.slot] > 0
        painted |= who == seat and isinstance(action, Paint)
        state.apply(action)
    return Progress(took_free, paid, collected, painted)


def _closing_words(game: CanvasGame, seat: int) -> Lesson | None:
    """Shown on the person's turn right after the first painting, then never again."""
    first = next(k for k, (who, a) in enumerate(game.actions) if who == seat and isinstance(a, Paint))
    if any(who == seat for who, _ in game.actions[first + 1 :]):
        return None
    return Lesson("done", 0, NOWHERE)


def hidden_example(state: CanvasState, cards: Sequence[int]) -> tuple[int, int, int] | None:
    """(upper, lower, swatch): two of ``cards`` where the upper one hides icons of the lower."""
    art = state.setup.cards.art
    for upper, lower in permutations(cards, 2):
        for swatch in range(5):
            if art[upper].swatches[swatch] and art[lower].swatches[swatch]:
                return upper, lower, swatch
    return None


def _hides(state: CanvasState, layers: Sequence[int]) -> bool:
    art = state.setup.cards.art
    return any(
        art[layers[j]].swatches[s] and art[layers[i]].swatches[s]
        for i in range(len(layers)) for j in range(i + 1, len(layers)) for s in range(5)
    )


def lesson(game: CanvasGame, arranged: Sequence[int], seat: int = TUTORIAL_SEAT) -> Lesson | None:
    """The callout to show now (None once the tutorial is over or while others play)."""
    state = game.state
    if state.is_over() or state.current_seat != seat:
        return None
    done = progress(game, seat)
    player = state.seats[seat]
    art = state.setup.cards.art
    if done.painted:
        return _closing_words(game, seat)
    if not done.took_free and len(player.hand) < 5 and state.market:
        return Lesson("free", 1, MARKET, 0, art[state.market[0]].title)
    if not done.paid and len(player.hand) < 5 and len(state.market) > 1:
        slot = min(2, len(state.market) - 1, player.inspiration)
        if slot > 0:
            return Lesson("pay", 2, MARKET, slot, art[state.market[slot]].title, slot)
    if not done.collected and len(player.hand) < 5:
        for slot, tokens in enumerate(state.market_tokens):
            if tokens and slot <= player.inspiration:
                return Lesson("collect", 3, MARKET, slot, art[state.market[slot]].title, tokens)
    if len(player.hand) < 3:
        return Lesson("more", 3, MARKET, 0, art[state.market[0]].title if state.market else "")
    if len(arranged) < 3 or not _hides(state, arranged):
        example = hidden_example(state, player.hand)
        if example is None:
            return Lesson("layer", 4, LAYERS)
        upper, lower, swatch = example
        return Lesson("layer", 4, LAYERS, upper=art[upper].title, lower=art[lower].title,
                      swatch=SWATCH_COLOURS[swatch])
    return Lesson("ribbons", 5, EASEL)
