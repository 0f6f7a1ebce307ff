"""Why an action is illegal: the rules' reasons as English templates with named fields.

The rules (``state.py``) format these templates; the table translates a reason by matching it
back against them (:func:`match`) and formatting the translated template with the same fields.
"""

from __future__ import annotations

import re
from functools import cache

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

_FIELD = re.compile(r"\{(\w+)\}")


@cache
def pattern(template: str) -> re.Pattern[str]:
    """A regular expression matching ``template`` formatted with any values of its fields."""
    parts, last = [], 0
    for found in _FIELD.finditer(template):
        parts.append(re.escape(template[last:found.start()]))
        parts.append(f"(?P<{found.group(1)}>.+?)")
        last = found.end()
    parts.append(re.escape(template[last:]))
    return re.compile("".join(parts), re.DOTALL)


def match(reason: str) -> tuple[str, dict[str, str]] | None:
    """The template ``reason`` was formatted from and its field values, or None."""
    for template in TEMPLATES:
        found = pattern(template).fullmatch(reason)
        if found is not None:
            return template, found.groupdict()
    return None
