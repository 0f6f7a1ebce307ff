"""Picktura's close-ups: a face-up card large, with its work's title, artist and year and which
quarter it is (a blank canvas says what it is for). A card face down offers none."""

from __future__ import annotations

from canvas_table.i18n import _, digits
from canvas_table.picktura.cards import default_works, is_blank, is_card, work_of
from canvas_table.picktura.ui.names import work_story
from canvas_table.picktura.ui.words import card_name
from canvas_table.table.closeup import CloseUp


def closeup(key: str) -> CloseUp | None:
    """The close-up of the card with face ``key`` (``pk:<id>``); None for anything else."""
    kind, _sep, name = key.partition(":")
    if kind != "pk" or not name.isdigit() or not is_card(int(name)):
        return None
    card = int(name)
    if is_blank(card):
        return CloseUp(
            card_name(card),
            _("Blank canvas"),
            (key,),
            text=_("Lay it on one of your 3-card works: the work counts as whole."),
        )
    work = default_works()[work_of(card)]
    return CloseUp(
        card_name(card),
        _("Quarter of a masterpiece"),
        (key,),
        text=_("{artist}, {year}").format(artist=work.artist, year=digits(work.year))
        + "\n" + work_story(work.number),
    )
