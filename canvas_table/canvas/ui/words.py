"""Words the table shows that come from the rules or the card data, in the active language.

No Qt here: the rules' reasons (English templates of :mod:`canvas_table.canvas.reasons`) are
matched and re-formatted in translation; card data texts are catalogue keys themselves; hints are
worded from their figures, not from the rules' English sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from canvas_table.canvas import reasons
from canvas_table.canvas.actions import Action, Paint, Take
from canvas_table.canvas.cards import ScoringCard
from canvas_table.canvas.market import slot_number
from canvas_table.canvas.state import CanvasState
from canvas_table.canvas.ui.names import art_card_name
from canvas_table.i18n import _, digits, isolate, ngettext
from canvas_table.table.words import translate_reason as translate

if TYPE_CHECKING:
    from canvas_table.canvas.hints import PaintingHint


def translate_reason(reason: str | None) -> str | None:
    """A reason from Canvas's rules in the active language (None stays None)."""
    return translate(reason, reasons.TEMPLATES)


def scoring_title(card: ScoringCard | None) -> str:
    """A scoring card's title in the active language."""
    return _(card.title) if card is not None else ""


def scoring_text(card: ScoringCard | None) -> str:
    """A scoring card's rule in the active language."""
    return _(card.text) if card is not None else ""


def element_name(element: str) -> str:
    """An element's name (Hue, Shape, Texture, Tone)."""
    return {"hue": _("Hue"), "shape": _("Shape"), "texture": _("Texture"), "tone": _("Tone")}[element]


def icon_name(icon: str) -> str:
    """An icon's name: its element's, or ``"Bonus Shape"`` for a bonus icon."""
    if icon.startswith("bonus_"):
        return _("Bonus {element}").format(element=element_name(icon.removeprefix("bonus_")))
    return element_name(icon)


def swatch_icon_name(icon: str, colour: str) -> str:
    """An icon on a card with the swatch it sits in: ``"Hue (red swatch)"``."""
    return _("{icon} ({colour} swatch)").format(icon=icon_name(icon), colour=colour_name(colour))


def colour_name(colour: str) -> str:
    """A ribbon colour's name."""
    return {
        "red": _("red"), "green": _("green"), "blue": _("blue"), "purple": _("purple"), "grey": _("grey"),
        "yellow": _("yellow"),
    }.get(colour, colour)


def number(value: int) -> str:
    """A number set in a sentence: the language's digits, isolated in right-to-left text."""
    return isolate(digits(value))


def ribbons_text(count: int) -> str:
    """``"2 ribbons"``."""
    return ngettext("{n} ribbon", "{n} ribbons", count).format(n=number(count))


def points_text(count: int) -> str:
    """``"2 points"``."""
    return ngettext("{n} point", "{n} points", count).format(n=number(count))


def _earned(colour: str, n: int, card: str) -> str:
    return {
        "red": ngettext("{n} red for {card}", "{n} red for {card}", n),
        "green": ngettext("{n} green for {card}", "{n} green for {card}", n),
        "blue": ngettext("{n} blue for {card}", "{n} blue for {card}", n),
        "purple": ngettext("{n} purple for {card}", "{n} purple for {card}", n),
    }[colour].format(n=n, card=card)


def hint_details(state: CanvasState, ribbons: Sequence[int | None], grey: int) -> str:
    """``"1 red for Composition, 2 grey"``: the ribbons of a painting, by slot."""
    scoring = state.setup.cards.scoring
    colours = ("red", "green", "blue", "purple")
    parts = [_earned(colours[k], r, scoring_title(scoring[name]))
             for k, (name, r) in enumerate(zip(state.setup.scoring, ribbons, strict=True)) if name and r]
    if grey:
        parts.append(_("{n} grey").format(n=grey))
    return _(", ").join(parts)


def painting_hint_text(state: CanvasState, hint: PaintingHint) -> str:
    """What painting ``hint`` earns, in a sentence."""
    count = hint.ribbon_count
    art = state.setup.cards.art
    text = _("paint {cards} (bottom to top) over your background: {ribbons}, {points}").format(
        cards=_(", ").join(art_card_name(art[c]) for c in hint.layers), ribbons=ribbons_text(count),
        points=points_text(hint.points))
    details = hint_details(state, hint.ribbons, hint.grey)
    return _("{text} ({details})").format(text=text, details=details) if details else text


def move_hint_text(state: CanvasState, seat: int, action: Action, layers: Sequence[int] | None) -> str:
    """Why the Hard bot's ``action`` is good, from the painting it makes or prepares (``layers``)."""
    from canvas_table.canvas.hints import painting_hint

    if isinstance(action, Paint):
        return painting_hint_text(state, painting_hint(state, seat, action.layers))
    assert isinstance(action, Take)
    art = state.setup.cards.art
    slot, card = action.slot, state.market[action.slot]
    tokens = state.market_tokens[slot]
    cost = _("free") if slot == 0 else _("costs {n}").format(n=slot)
    if tokens:
        head = _("take {card} (slot {slot}, {cost}, collects {tokens} inspiration)")
    else:
        head = _("take {card} (slot {slot}, {cost})")
    head = head.format(card=art_card_name(art[card]), slot=slot_number(slot), cost=cost, tokens=tokens)
    if not layers:
        return _("{move}: the most promising card for your next painting").format(move=head)
    painting = painting_hint(state, seat, tuple(layers))
    hand = state.seats[seat].hand
    others = [c for c in layers if c != card]
    names = _("{a} and {b}").format(a=art_card_name(art[others[0]]), b=art_card_name(art[others[1]]))
    if all(c in hand for c in others):
        reason = _("with {cards} it makes a painting worth {points}")
    else:
        reason = _("with {cards} (from the market) it could make a painting worth {points}")
    return _("{move}: {reason}").format(
        move=head, reason=reason.format(cards=names, points=painting.points))
