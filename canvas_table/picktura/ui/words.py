"""Words of Picktura on the table, in the active language (no Qt here).

The rules give their reasons in English (:mod:`canvas_table.picktura.reasons`);
:func:`translate_reason` matches a reason against those templates and formats the translated
template with the same fields. The log's sentences are whole (translators never get fragments).
"""

from __future__ import annotations

from canvas_table.i18n import _, digits, is_rtl, ngettext
from canvas_table.picktura import reasons
from canvas_table.picktura.actions import HIDDEN, Action, Collect, Complete, Discard, Draw, Expose, UseBlank
from canvas_table.picktura.cards import is_blank, quarter_of, work_of
from canvas_table.picktura.ui.names import work_title
from canvas_table.table.words import translate_reason as translate


def translate_reason(reason: str | None) -> str | None:
    """A reason from Picktura's rules in the active language (None stays None)."""
    return translate(reason, reasons.TEMPLATES)


def is_you(name: str) -> bool:
    """True for a seat named You (in English or in the active language)."""
    return name.lower() == "you" or name == _("You")


def signed(n: int) -> str:
    """``+30``, ``−5``, ``±0`` (a true minus sign, kept left to right; the language's digits)."""
    text = f"+{digits(n)}" if n > 0 else (f"−{digits(-n)}" if n < 0 else f"±{digits(0)}")
    return f"\u202a{text}\u202c" if is_rtl() else text


def number(n: int) -> str:
    """``45``, ``−10`` (a true minus sign; the language's digits)."""
    text = f"−{digits(-n)}" if n < 0 else digits(n)
    return f"\u202a{text}\u202c" if is_rtl() and n < 0 else text


def quarter_name(quarter: int) -> str:
    """Which quarter of a painting a card shows."""
    return {0: _("top left"), 1: _("top right"), 2: _("bottom left"), 3: _("bottom right")}.get(quarter, "")


def card_name(card: int) -> str:
    """A card's name: ``"The Village Above the Clouds, top left"``, or ``"blank canvas"``."""
    if is_blank(card):
        return _("blank canvas")
    return _("{title} ({quarter})").format(
        title=work_title(work_of(card)), quarter=quarter_name(quarter_of(card))
    )


def pile_name(pile: str) -> str:
    """The visible or the hidden pile."""
    return _("the hidden pile") if pile == HIDDEN else _("the visible pile")


def step_line(name: str, action: Action, card: int | None, seen: bool, points: int, work: int = 0) -> str:
    """The log line of one step by ``name``; ``card`` is the card taken or laid (``seen``: its face
    may be named), ``points`` the seat's score after it, ``work`` the masterpiece laid on."""
    you = is_you(name)
    what = card_name(card) if card is not None and seen else ""
    if isinstance(action, Collect | Draw):
        pile = pile_name(action.pile)
        if what:
            line = _("You take {card} from {pile}.") if you else _("{name} takes {card} from {pile}.")
        else:
            line = _("You take a card from {pile}.") if you else _("{name} takes a card from {pile}.")
        return line.format(name=name, card=what, pile=pile)
    if isinstance(action, Discard):
        line = _("You discard {card}.") if you else _("{name} discards {card}.")
        return line.format(name=name, card=what)
    title = work_title(work)
    if isinstance(action, Expose):
        n = len(action.cards)
        line = (
            ngettext(
                "You expose {n} quarter of {title} ({score} points).",
                "You expose {n} quarters of {title} ({score} points).",
                n,
            )
            if you
            else ngettext(
                "{name} exposes {n} quarter of {title} ({score} points).",
                "{name} exposes {n} quarters of {title} ({score} points).",
                n,
            )
        )
        return line.format(name=name, n=n, title=title, score=points)
    if isinstance(action, Complete | UseBlank):
        line = (
            _("You complete {title}: Picktura! ({score} points)")
            if you
            else _("{name} completes {title}: Picktura! ({score} points)")
        )
        return line.format(name=name, title=title, score=points)
    line = (
        _("You lay the missing quarter over the blank canvas of {title}.")
        if you
        else _("{name} lays the missing quarter over the blank canvas of {title}.")
    )
    return line.format(name=name, title=title)

