"""The rules of Picktura as HTML, in this project's own words and in the active language (no Qt).

Each paragraph is one catalogue entry, so translators see whole thoughts. The pictures are
referenced by URL and supplied by the page: ``pk:<id>`` for a card, ``example:work`` for a work
tiled from its four quarters.
"""

from __future__ import annotations

from html import escape

from canvas_table.i18n import _, digits, is_rtl, text_direction
from canvas_table.picktura.scoring import IN_HAND, THREE, TWO, WHOLE
from canvas_table.picktura.ui.words import number

CARD_PX = 70  # a card on the page
EXAMPLE_CARDS = (1, 2, 3, 4)  # work 1's quarters, tiled on the page
BLANK = 49


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def rules_html() -> str:
    """The whole page."""
    align = "right" if is_rtl() else "left"
    cards = "".join(f'<img src="pk:{card}" width="{CARD_PX}">&nbsp;' for card in EXAMPLE_CARDS)
    rows = "".join(
        f"<tr><td>{escape(what)}</td><td align='{align}'><b>{points}</b></td></tr>"
        for what, points in (
            (_("a whole work (four quarters, or three and a blank canvas)"), f"+{digits(WHOLE)}"),
            (_("an exposed 3-card work"), f"+{digits(THREE)}"),
            (_("an exposed 2-card work"), f"+{digits(TWO)}"),
            (_("each card left in your hand"), number(IN_HAND)),
        )
    )
    parts = [
        f"<h1>{escape(_('Picktura'))}</h1>",
        _p(
            _(
                "Twelve masterpieces are cut into four quarters each. Collect the quarters and expose "
                "the works in front of you, whole or in part: the more of a work you show, the more it "
                "scores."
            )
        ),
        f"<p>{cards}&nbsp;&nbsp;<img src='example:work' width='{CARD_PX * 2}'></p>",
        _p(
            _(
                "Each card shows one quarter of a painting and the work's number in its corner; the small "
                "grid beside the number lights the quarter it is."
            )
        ),
        f"<h2>{escape(_('Setting up'))}</h2>",
        _p(
            _(
                "Each player gets 5 cards. The rest is the hidden pile; its bottom card is turned up beside "
                "it to start the visible pile. One blank canvas per player is shuffled in."
            )
        ),
        f"<h2>{escape(_('Your turn: one of five actions'))}</h2>",
        _p(
            _(
                "Collect: drag the top card of the visible or the hidden pile into your hand, then drag one "
                "card of your hand (perhaps the same) onto the visible pile."
            )
        ),
        _p(
            _(
                "Expose: click 2, 3 or 4 cards of one work in your hand and drag them onto the new work "
                "place of your exposition area. Then draw back up to 5 cards, each from the pile you "
                "choose: click it, or drag its top card into your hand."
            )
        ),
        _p(
            _(
                "Complete: drag the 2 missing quarters onto one of your 2-card works. It is whole: "
                "Picktura! Then draw back up to 5."
            )
        ),
        f"<p><img src='pk:{BLANK}' width='{CARD_PX}'></p>",
        _p(
            _(
                "Blank canvas: lay it on one of your 3-card works to make it whole. Later you may lay the "
                "missing quarter over it. Each time, draw back up to 5."
            )
        ),
        f"<h2>{escape(_('The piles'))}</h2>",
        _p(
            _(
                "When the visible pile is empty, the hidden pile's bottom card is turned up. When the "
                "hidden pile is empty, the visible pile is turned over to make it again. The game ends at "
                "the end of the turn in which this happens for the second time, or when nobody can act."
            )
        ),
        f"<h2>{escape(_('Scoring'))}</h2>",
        f"<table>{rows}</table>",
        _p(
            _(
                "A tie goes to the player with fewer cards in hand; if still tied, the win is shared (the "
                "new-game dialog asks no ages)."
            )
        ),
        _p(
            _(
                "While you hold cards over a place that lights up, the table shows what the move would "
                "score. Keys: Tab and the arrows choose a card, Space picks it, Enter takes from a pile or "
                "discards, E exposes the picked cards, 1 to 9 lay them on your work of that number."
            )
        ),
    ]
    return f"<div dir='{text_direction()}'>{''.join(parts)}</div>"
