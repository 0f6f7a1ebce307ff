"""Why an action is illegal: Tangram Champions' reasons as English templates with named fields.

The rules (``state.py``) format these templates; the table translates a reason by matching it back
against them (:func:`canvas_table.engine.reasons.match`).
"""

from __future__ import annotations

GAME_OVER = "the game is over"
NOT_YOUR_TURN = "it is {current}'s turn, not {seat}'s"
NO_SEAT = "there is no seat {seat}"
NOT_AN_ACTION = "not a Tangram Champions action: {action}"
ROLL_FIRST = "roll the dice first"
SOLVE_FIRST = "the puzzle of {figure} is under way: give its outcome first"
CHOOSE_FIRST = "choose first: {choice}"
NO_PUZZLE = "there is no puzzle under way"
BAD_SECONDS = "a puzzle takes more than 0 and at most 60 seconds, not {seconds}"
NOT_IN_STOCK = "the stock has no {colour} card left"
NOT_HELD = "you hold no {colour} card"
ALREADY_HELD = "you already hold a {colour} card: steal a colour you lack"
VICTIM_LACKS = "{victim} holds no {colour} card"
STEAL_YOURSELF = "steal from another player, not from yourself"

#: What a pending choice asks, by its kind (the ``{choice}`` of :data:`CHOOSE_FIRST`).
CHOICES: dict[str, str] = {
    "take": "take a colour card from the stock",
    "return": "return a colour card to the stock",
    "give": "give a colour card to the player on your left",
    "steal": "steal a colour card you lack from another player",
}

#: Every template, most specific first.
TEMPLATES: tuple[str, ...] = (
    GAME_OVER, NOT_YOUR_TURN, NO_SEAT, ROLL_FIRST, SOLVE_FIRST, CHOOSE_FIRST, NO_PUZZLE,
    BAD_SECONDS, NOT_IN_STOCK, NOT_HELD, ALREADY_HELD, VICTIM_LACKS, STEAL_YOURSELF, NOT_AN_ACTION,
)
