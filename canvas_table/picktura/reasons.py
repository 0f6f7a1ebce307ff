"""Why an action is illegal: the rules' reasons as English templates with named fields.

The rules (``state.py`` and ``moves.py``) format these templates; the table translates a reason by
matching it back against them (:func:`canvas_table.engine.reasons.match`).
"""

from __future__ import annotations

GAME_OVER = "the game is over"
NOT_YOUR_TURN = "it is {current}'s turn, not {seat}'s"
NO_SEAT = "there is no seat {seat}"
NOT_AN_ACTION = "not a Picktura action: {action}"
DISCARD_FIRST = "you have just collected a card: discard one card onto the visible pile first"
DRAW_FIRST = "draw back up to 5 cards first, from the visible or the hidden pile"
NOT_DISCARDING = "you discard only after collecting a card"
NOT_DRAWING = "you draw only after exposing, completing or laying a card on a work"
BAD_PILE = "take from the visible or the hidden pile, not {pile}"
EMPTY_VISIBLE = "the visible pile is empty"
EMPTY_HIDDEN = "the hidden pile is empty"
NOT_IN_HAND = "card {card} is not in your hand"
TWICE = "card {card} is given twice"
EXPOSE_COUNT = "expose 2, 3 or 4 cards of one work, not {count}"
EXPOSE_BLANK = "a blank canvas cannot be exposed: lay it on a 3-card work"
ONE_WORK = "the cards exposed together must all belong to one work"
NO_WORK = "you have no exposed work {work}"
COMPLETE_SIZE = "only a 2-card work can be completed with 2 cards"
COMPLETE_SIZE_THREE = "a 2-card work is completed with 2 cards, a 3-card work with 1"
ALREADY_WHOLE = "that work is already whole"
MISSING_CARDS = "complete the work with its missing cards: {cards}"
NOT_A_BLANK = "card {card} is not a blank canvas"
BLANK_NEEDS_THREE = "a blank canvas goes on a 3-card work, and that work has {count} cards"
NO_BLANK_THERE = "that work has no blank canvas to replace"
NOT_THE_MISSING = "the card missing under the blank canvas is {card}, not {given}"

#: Every template, most specific first.
TEMPLATES: tuple[str, ...] = (
    GAME_OVER, NOT_YOUR_TURN, NO_SEAT, DISCARD_FIRST, DRAW_FIRST, NOT_DISCARDING, NOT_DRAWING,
    BAD_PILE, EMPTY_VISIBLE, EMPTY_HIDDEN, NOT_IN_HAND, TWICE, EXPOSE_COUNT, EXPOSE_BLANK, ONE_WORK, NO_WORK,
    COMPLETE_SIZE, COMPLETE_SIZE_THREE, ALREADY_WHOLE, MISSING_CARDS, NOT_A_BLANK, BLANK_NEEDS_THREE,
    NO_BLANK_THERE, NOT_THE_MISSING, NOT_AN_ACTION,
)
