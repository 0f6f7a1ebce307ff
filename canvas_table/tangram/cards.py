"""Tangram Champions' cards: the colour cards' stock, the favourable and unfavourable decks and the
five tangram cards (rules page, "Components" and "Cards").

The rules page gives each deck two identical piles. The program keeps both piles of a deck as one
shuffled deck, since which of two identical piles a card comes from changes nothing. A favourable
pile holds 12 cards (3 "take a colour of your choice", 3 "take your square's colour", 2 "steal",
2 "roll again", 1 "forward 3", 1 "leave prison"), an unfavourable pile 10 (2 of each of its 5
cards): the favourable deck has 24 cards, the unfavourable deck 20.
"""

from __future__ import annotations

from canvas_table.tangram.colours import CARDS, COLOURS

FAVOURABLE = "favourable"
UNFAVOURABLE = "unfavourable"
DECKS = (FAVOURABLE, UNFAVOURABLE)

# favourable cards
TAKE_ANY = "take_any"  # take a colour card of your choice
TAKE_SQUARE = "take_square"  # take a colour card of the colour of your square
FORWARD = "forward_3"  # move forward 3
ROLL_AGAIN = "roll_again"  # roll again
LEAVE_PRISON = "leave_prison"  # leave prison at once (kept until it is needed: see state.py)
STEAL = "steal"  # steal a colour card you lack from another player
# unfavourable cards
RETURN = "return"  # return a colour card to the stock (your choice)
PRISON = "prison"  # go to prison
BACK = "back_3"  # move back 3
GIVE_LEFT = "give_left"  # give a colour card to the player on your left
LOSE_BONUS = "lose_bonus"  # lose your next tangram bonus

KINDS: dict[str, tuple[str, ...]] = {
    FAVOURABLE: (TAKE_ANY, TAKE_SQUARE, FORWARD, ROLL_AGAIN, LEAVE_PRISON, STEAL),
    UNFAVOURABLE: (RETURN, PRISON, BACK, GIVE_LEFT, LOSE_BONUS),
}
#: How many of each card one pile holds: the favourable pile leans to the colour cards, so that a
#: game reaches its goal in the time the rules page gives it.
COPIES_PER_PILE: dict[str, int] = {
    TAKE_ANY: 3, TAKE_SQUARE: 3, FORWARD: 1, ROLL_AGAIN: 2, LEAVE_PRISON: 1, STEAL: 2,
    RETURN: 2, PRISON: 2, BACK: 2, GIVE_LEFT: 2, LOSE_BONUS: 2,
}
PILES = 2
STEPS = 3  # squares moved by the forward and back cards
COLOUR_COPIES = 4  # colour cards of each colour in the stock
COLOUR_CARDS = COLOUR_COPIES * len(COLOURS)  # 28
TANGRAM_CARDS = tuple(range(1, CARDS + 1))

#: The English words of every card, for the log and the table (translated there).
CARD_TEXTS: dict[str, str] = {
    TAKE_ANY: "Take a colour card of your choice",
    TAKE_SQUARE: "Take a colour card of your square's colour",
    FORWARD: "Move forward 3",
    ROLL_AGAIN: "Roll again",
    LEAVE_PRISON: "Leave prison at once",
    STEAL: "Steal a colour card you lack from another player",
    RETURN: "Return a colour card to the stock",
    PRISON: "Go to prison",
    BACK: "Move back 3",
    GIVE_LEFT: "Give a colour card to the player on your left",
    LOSE_BONUS: "Lose your next tangram bonus",
}


def full_deck(deck: str) -> list[str]:
    """Every card of ``deck`` (both piles), in a fixed order before shuffling."""
    return [kind for kind in KINDS[deck] for _copy in range(COPIES_PER_PILE[kind] * PILES)]


def deck_of(card: str) -> str:
    """The deck a card belongs to."""
    return FAVOURABLE if card in KINDS[FAVOURABLE] else UNFAVOURABLE


def full_stock() -> dict[str, int]:
    """The stock at the start: four colour cards of each colour."""
    return {colour: COLOUR_COPIES for colour in COLOURS}
