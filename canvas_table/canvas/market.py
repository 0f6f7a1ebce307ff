"""The market's rules on plain lists: refilling it, taking a card, and Vincent's take.

The market is a list of card ids (slot 0 first, the free one) with a parallel list of the
inspiration tokens lying on each card; the dispenser is a list with its top card at the end.
These functions change only the lists they are given and keep nothing between calls, so the
game's state (:class:`~canvas_table.canvas.state.CanvasState`) and the search's fast playouts
(:mod:`canvas_table.canvas.policies`) play the market by the very same code.
"""

from __future__ import annotations

from canvas_table.engine.rng import Rng

MARKET_SIZE = 5


def slot_number(slot: int) -> int:
    """The number people know market slot ``slot`` by: 1 (the free one) to 5, in every log line,
    reason, hint and lesson (slot ``slot`` costs ``slot`` inspiration)."""
    return slot + 1


def refill(market: list[int], tokens: list[int], deck: list[int]) -> None:
    """Reveal cards from the top of the dispenser into the market until it holds 5 (or the
    dispenser runs out), as at the start of a game; a new card carries no tokens."""
    while len(market) < MARKET_SIZE and deck:
        market.append(deck.pop())
        tokens.append(0)


def take(market: list[int], tokens: list[int], deck: list[int], slot: int) -> tuple[int, int]:
    """Take the card at ``slot`` of a full market (or of what is left once the dispenser is
    empty): a token is paid on each card before it, the card leaves with the tokens lying on it,
    and a new card from the dispenser fills the last slot.

    Returns ``(card, net tokens)``: the tokens collected minus the ``slot`` tokens paid (the
    cost of slot ``slot`` is ``slot``; the caller has checked it is affordable).
    """
    for k in range(slot):
        tokens[k] += 1
    card = market.pop(slot)
    collected = tokens.pop(slot)
    if deck:  # the others slide toward slot 0 and a new card fills the last slot
        market.append(deck.pop())
        tokens.append(0)
    return card, collected - slot


def vincent_slot(heads: int, market_size: int) -> int:
    """The slot Vincent takes: as many slots along as his coins show heads, at most the last."""
    return min(heads, MARKET_SIZE - 1, market_size - 1)


def vincent_take(
    market: list[int], tokens: list[int], deck: list[int], vincent_tokens: int, rng: Rng
) -> tuple[int, int] | None:
    """Vincent flips each of his tokens and takes the card at the slot of the heads counted.

    Returns ``(card, net tokens)`` as :func:`take` does, or None when the market is empty (he
    takes nothing then and flips no coin).
    """
    if not market:
        return None
    heads = 0
    for _ in range(vincent_tokens):
        heads += rng.coin()
    return take(market, tokens, deck, vincent_slot(heads, len(market)))
