"""Why an action is illegal: the rules' reasons as English templates with named fields.

The rules (``state.py``) format these templates; the table translates a reason by matching it
back against them (:func:`canvas_table.engine.reasons.match`) and formatting the translated
template with the same fields.
"""

from __future__ import annotations

GAME_OVER = "the game is over"
NOT_YOUR_TURN = "it is {current}'s turn, not {seat}'s"
NO_SEAT = "there is no seat {seat}"
NOT_AN_ACTION = "not a Layers action: {action}"
BAD_SOURCE = "take a card from the market or the pile, not {source}"
NO_SLOT = "say which market slot (0 to 3) to take"
BAD_SLOT = "the market has slots 0 to 3, not {slot}"
PILE_SLOT = "the pile has no slots: take its top card"
BAD_LAYER = "a painting has layers 1 to 3, not {layer}"
NO_VOTE = "this game was set up without the beauty vote"
NOTHING_TO_VOTE = "the vote is held only when the game ends in a tie"
VOTED = "the vote has already been held"
NOT_A_VOTER = "seat {seat} cannot vote: only people vote, bots abstain"
NOT_A_CANDIDATE = "seat {seat} is not among the tied paintings"

#: Every template, most specific first.
TEMPLATES: tuple[str, ...] = (
    GAME_OVER, NOT_YOUR_TURN, NO_SEAT, BAD_SOURCE, NO_SLOT, BAD_SLOT, PILE_SLOT, BAD_LAYER,
    NO_VOTE, NOTHING_TO_VOTE, VOTED, NOT_A_VOTER, NOT_A_CANDIDATE, NOT_AN_ACTION,
)
