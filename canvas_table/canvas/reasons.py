"""Why an action is illegal: the rules' reasons as English templates with named fields.

The rules (``state.py``) format these templates; the table translates a reason by matching it
back against them (:func:`canvas_table.engine.reasons.match`) and formatting the translated
template with the same fields.
Pure Python, no Qt and no translation here: the English text is the rules' own.
"""

from __future__ import annotations

GAME_OVER = "the game is over"
NOT_YOUR_TURN = "it is {current}'s turn, not {seat}'s"
NOT_AN_ACTION = "not a Canvas action: {action}"
HAND_FULL = "your hand is full ({limit} cards): you must complete a painting"
SLOT_EMPTY = "market slot {slot} is empty (the market holds {size} cards)"
TOO_DEAR = "that card costs {cost} inspiration and you have {have}"
LAYER_COUNT = "a painting needs exactly 3 art cards, not {count}"
SAME_CARD = "a painting needs 3 different art cards"
NOT_IN_HAND = "art card {card} is not in your hand"
NOT_YOUR_BACKGROUND = "background {background} is not yours"
BACKGROUND_USED = "background {background} already holds a painting"

#: Every template, most specific first.
TEMPLATES: tuple[str, ...] = (
    GAME_OVER, NOT_YOUR_TURN, HAND_FULL, SLOT_EMPTY, TOO_DEAR, LAYER_COUNT, SAME_CARD,
    NOT_IN_HAND, NOT_YOUR_BACKGROUND, BACKGROUND_USED, NOT_AN_ACTION,
)
