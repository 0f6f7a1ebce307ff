"""What every seat sees of a game of Tangram Champions, and what none does.

The pawns, the colour cards (held face up), the stock, the discards, the kept cards, prison, the
dice, the cards just drawn and the puzzle under way are public; the decks' orders (favourable,
unfavourable, tangram) and the generator that rolls the dice are known to nobody. A re-deal
(:func:`redeal`) shuffles exactly those.
"""

from __future__ import annotations

from typing import Any

from canvas_table.engine.rng import Rng

TangramState = Any  # canvas_table.tangram.state.TangramState, which imports this module


def public_view(state: TangramState) -> dict[str, Any]:
    """What every seat sees, as JSON-ready data: the seats and their champions, the goal, how the
    bots solve their puzzles, the turn and phase, the pawns, the colour cards, the stock, the decks'
    sizes and discards, prison, the kept cards, the pending choices, the dice, the cards the last
    action drew, the puzzle under way."""
    setup = state.setup
    over = state.is_over()
    figure = state.figure
    return {
        "players": [{"name": p.name, "kind": p.kind} for p in setup.players],
        "champions": list(setup.champions),
        "goal": setup.goal,
        "colours_to_win": setup.colours_to_win,
        "bot_puzzles": setup.bot_puzzles,
        "turn": state.current_seat,
        "seat_to_roll": state.seat,
        "phase": state.phase,
        "moves": state.moves,
        "turns": state.turns,
        "positions": state.positions[:],
        "hands": [dict(hand) for hand in state.hands],
        "colours_held": [state.colours(seat) for seat in range(state.num_seats)],
        "stock": dict(state.stock),
        "deck_sizes": {deck: len(pile) for deck, pile in state.decks.items()},
        "discards": {deck: pile[:] for deck, pile in state.discards.items()},
        "reshuffles": state.reshuffles,
        "tangram_cards_left": len(state.tangram_cards),
        "prison": state.prison[:],
        "passes": state.passes[:],
        "lost_bonus": state.lost_bonus[:],
        "pending": [{"seat": p.seat, "choice": p.kind} for p in state.pending],
        "roll_again": state.again,
        "dice": list(state.dice) if state.dice is not None else None,
        "shown": [{"seat": seat, "card": card} for seat, card in state.shown],
        "skipped": state.skipped[:],
        "figure": figure,
        "figure_colour": figure.rsplit("-", 1)[0] if figure is not None else None,
        "clock_seconds": 60,
        "over": over,
        "winner": state.winner,
        "winners": state.winners(),
    }


def secret_view(state: TangramState) -> dict[str, Any]:
    """What no seat sees: the decks' orders (top card last) and the generator's state."""
    return {
        "decks": {deck: pile[:] for deck, pile in state.decks.items()},
        "tangram_cards": state.tangram_cards[:],
        "rng": state.rng.state,
    }


def redeal(state: TangramState, rng: Rng) -> None:
    """Shuffle from ``rng`` every deck's order and give the state a new generator: no future
    chance stays as it was, and nothing public changes."""
    for pile in state.decks.values():
        rng.shuffle(pile)
    rng.shuffle(state.tangram_cards)
    state.rng = Rng(rng.next64())


