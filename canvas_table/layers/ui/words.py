"""Words of Layers on the table, in the active language (no Qt here).

The rules give their reasons in English (:mod:`canvas_table.layers.reasons`); :func:`translate_reason`
matches a reason against those templates and formats the translated template with the same
fields. The log's sentences are whole (translators never get fragments).
"""

from __future__ import annotations

from canvas_table.i18n import _, digits, is_rtl
from canvas_table.layers import reasons
from canvas_table.table.words import translate_reason as translate


def translate_reason(reason: str | None) -> str | None:
    """A reason from Layers' rules in the active language (None stays None)."""
    return translate(reason, reasons.TEMPLATES)


def kind_name(kind: str) -> str:
    """A symbol kind's name."""
    return {
        "red": _("red"), "blue": _("blue"), "yellow": _("yellow"), "green": _("green"),
        "purple": _("purple"), "heart": _("heart"), "star": _("star"), "butterfly": _("butterfly"),
        "moon": _("moon"), "leaf": _("leaf"), "eye": _("eye"), "bird": _("bird"),
    }.get(kind, kind)


def symbol_name(kind: str, negative: bool) -> str:
    """A symbol's name: its kind's, and ``"heart with a minus mark"`` for a negative one."""
    return _("{kind} with a minus mark").format(kind=kind_name(kind)) if negative else kind_name(kind)


def layer_name(layer: int) -> str:
    """``"Layer 1 · bottom"`` for layers 1..3."""
    return {1: _("Layer 1 · bottom"), 2: _("Layer 2 · middle"), 3: _("Layer 3 · top")}.get(
        layer, _("Layer {n}").format(n=layer))


def ltr(text: str) -> str:
    """``text`` kept left to right inside right-to-left text (numbers, signs and formulas)."""
    return f"\u202a{text}\u202c" if is_rtl() else text


def signed(n: int) -> str:
    """``+3``, ``−2``, ``±0`` (a true minus sign; the language's digits)."""
    if n > 0:
        return ltr(f"+{digits(n)}")
    return ltr(f"−{digits(-n)}") if n < 0 else ltr(f"±{digits(0)}")


def number(n: int) -> str:
    """``3``, ``−2`` (a true minus sign; the language's digits)."""
    return ltr(f"−{digits(-n)}") if n < 0 else digits(n)


def formula(visible: int, positive: int, negative: int) -> str:
    """``3 × (2 − 1)``: a kind's scoring rule with its numbers (the language's digits)."""
    return ltr(_("{v} × ({p} − {n})").format(v=digits(visible), p=digits(positive), n=digits(negative)))


def is_you(name: str) -> bool:
    """True for a seat named You (in English or in the active language): the log says "you"."""
    return name.lower() == "you" or name == _("You")


def move_line(name: str, source: str, card: str, layer: int, covered: str, score: int) -> str:
    """The log line of one move (whole sentences, "you" for a seat named You)."""
    you = is_you(name)
    if source == "pile":
        line = (_("You draw {card} from the pile and lay it on layer {layer}, covering {covered} "
                  "({score} points).") if you else
                _("{name} draws {card} from the pile and lays it on layer {layer}, covering {covered} "
                  "({score} points)."))
    else:
        line = (_("You take {card} from the market and lay it on layer {layer}, covering {covered} "
                  "({score} points).") if you else
                _("{name} takes {card} from the market and lays it on layer {layer}, covering {covered} "
                  "({score} points)."))
    return line.format(name=name, card=card, layer=layer, covered=covered, score=score)

