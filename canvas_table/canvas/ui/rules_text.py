"""The rules of Canvas as HTML, in this project's own words and in the active language.

Each paragraph is one catalogue entry (with its light HTML markup), so translators see whole
thoughts. Images are referenced by URL: ``icon:<name>`` for the icons and ``example:<card>`` for
the example painting of each scoring card; the dialog supplies them.
"""

from __future__ import annotations

from html import escape

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.setup import SOLO_TARGETS
from canvas_table.canvas.ui.words import element_name, icon_name, scoring_text, scoring_title
from canvas_table.i18n import _, is_rtl, ngettext, text_direction
from canvas_table.table.words import level_name

ELEMENTS = ("hue", "shape", "texture", "tone")
ICON_PX = 40  # size of the icons on the page, in pixels
EXAMPLE_WIDTH = 150  # width of an example painting on the page, in pixels

_STYLE = """
<style>
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 16px; margin-bottom: 4px; }
h3 { font-size: medium; margin-top: 8px; margin-bottom: 2px; }
td, th { padding: 3px 8px; vertical-align: top; }
th { text-align: %(lead)s; }
.red { color: #c0392b; } .green { color: #2e8b57; } .blue { color: #2f6fb5; }
.purple { color: #7d4fb0; } .grey { color: #6f6f6f; } .muted { color: #6f6f6f; }
</style>
"""


def _intro() -> str:
    return (
        "<h1>" + _("Canvas") + "</h1><p>"
        + _("Each player is an artist who completes three paintings. A painting is a background with "
            "three transparent art cards laid over it. Along the bottom of every art card runs a strip "
            "of five swatches, from left to right <b>red, yellow, green, blue, purple</b>; each card "
            "shows icons in two of them. The scoring cards reward the icons a finished painting shows. "
            "Ribbons from them are worth points, and the most points wins.")
        + "</p>"
    )


def _icons() -> str:
    rows = []
    for element in ELEMENTS:
        rows.append(
            f"<tr><td><img src='icon:{element}' width='{ICON_PX}' height='{ICON_PX}'></td>"
            f"<td><b>{escape(element_name(element))}</b></td>"
            f"<td><img src='icon:bonus_{element}' width='{ICON_PX}' height='{ICON_PX}'></td>"
            f"<td>{escape(icon_name('bonus_' + element))}</td></tr>"
        )
    return (
        "<h2>" + _("The icons") + "</h2><p>"
        + _("There are four <b>elements</b>: Hue, Shape, Texture and Tone. A swatch holds one or two "
            "different elements, or a single <b>bonus</b> icon. A bonus icon is not an element: it "
            "earns grey ribbons (see below). Each icon has its own outline, so they can be told apart "
            "without colour.")
        + "</p><table cellspacing='0'><tr><th colspan='2'>" + _("Element") + "</th><th colspan='2'>"
        + _("Bonus") + "</th></tr>" + "".join(rows) + "</table>"
    )


def _turn() -> str:
    items = [
        _("The market is a row of five cards. The first card, farthest from the deck, costs nothing."),
        _("Every card further along costs one more inspiration token: to take a card you put one of "
          "your tokens on each card you skip. A card you cannot pay for cannot be taken."),
        _("Tokens lying on the card you take become yours."),
        _("The cards after it move up one place and the deck deals a new card at the end of the row."),
        _("You can hold at most <b>5</b> cards: with 5 in hand you cannot take, you must paint."),
    ]
    return (
        "<h2>" + _("Your turn") + "</h2><p>"
        + _("On your turn you do exactly one of two things: <b>take</b> an art card, or <b>complete</b> "
            "a painting.")
        + "</p><h3>" + _("Take an art card") + "</h3><ul>"
        + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
    )


def _painting() -> str:
    items = [
        _("You need at least 3 cards in hand. Choose 3 of them, one of your unused backgrounds, and the "
          "order of the layers: layer 1 lies on the background, layer 3 on top."),
        _("In each swatch, only the <b>topmost card with something in that swatch</b> counts: its icons "
          "are visible and everything below it in that swatch is covered. A swatch no card uses stays "
          "empty."),
        _("The painting is scored at once against every scoring card in play: take the ribbons it earns "
          "in the colour of each card's slot."),
        _("<b>Bonus icons</b>: a visible bonus icon of an element gives one grey ribbon for each visible "
          "icon of that element in the same painting. Each grey ribbon is worth 2 points."),
        _("Icons count once per scoring card per painting: a card that scores pairs or sets counts the "
          "most separate pairs or sets the painting can make."),
        _("Cards left in your hand stay there. After your third painting you take no more turns."),
    ]
    return (
        "<h2>" + _("Complete a painting") + "</h2><ul>"
        + "".join(f"<li>{item}</li>" for item in items) + "</ul>"
        + "<h2>" + _("Ribbons and their limit") + "</h2><p>"
        + _("The scoring cards sit on the red, green, blue and purple slots. Each card's table says what "
            "1, 2, 3 (or 4) ribbons of its colour are worth in total. You can never hold more ribbons of "
            "a colour than the last column of that table: ribbons beyond the limit are simply not taken.")
        + "</p>"
    )


def _rtl_mark() -> str:
    """A right-to-left mark to start a block with in Persian (a block starting with a Latin card
    name would otherwise be laid out left to right)."""
    return "\u200f" if is_rtl() else ""


def example_caption(ribbons: int, card_title: str, painting_title: str) -> str:
    """The line under an example painting: what it earns on its scoring card."""
    return ngettext("“{title}” earns {n} ribbon on {card}.", "“{title}” earns {n} ribbons on {card}.",
                    ribbons).format(title=painting_title, n=ribbons, card=card_title)


def _scoring(cards: CardSet, examples: dict[str, tuple[int, str, str]]) -> str:
    rows = []
    for card in cards.scoring.values():
        points = " / ".join(str(p) for p in card.points)
        example = ""
        if card.name in examples:
            ribbons, title, layers = examples[card.name]
            mark = _rtl_mark()
            example = (f"<br><img src='example:{card.name}' width='{EXAMPLE_WIDTH}' "
                       f"height='{round(EXAMPLE_WIDTH * 7 / 5)}'><br>{mark}<i>"
                       f"{escape(example_caption(ribbons, scoring_title(card), title))}</i>"
                       f"<br>{mark}<span class='muted'>{escape(layers)}</span>")
        rows.append(f"<tr><td><b>{escape(scoring_title(card))}</b></td>"
                    f"<td>{escape(scoring_text(card))}{example}</td>"
                    f"<td style='white-space: nowrap'>{points}</td></tr>")
    return (
        "<h2>" + _("The scoring cards") + "</h2><p>"
        + _("Four of these twelve cards are in play in a game. Points are for holding 1, 2, 3 (or 4) "
            "ribbons. Under each card, an example painting of three art cards and what it earns there.")
        + "</p><table cellspacing='0'><tr><th>" + _("Card") + "</th><th>" + _("Ribbons") + "</th><th>"
        + _("Points") + "</th></tr>" + "".join(rows) + "</table>"
    )


def _scenarios(cards: CardSet) -> str:
    rows = []
    for sc in cards.scenarios.values():
        names = [scoring_title(cards.scoring[n]) for n in sc.scoring]
        if sc.random:
            names.append(ngettext("{n} random card", "{n} random cards", sc.random).format(n=sc.random))
        rows.append(f"<tr><td><b>{escape(_(sc.title))}</b></td><td>{escape(_(', ').join(names))}</td>"
                    f"<td>{sc.target}</td></tr>")
    return (
        "<h2>" + _("Scenarios") + "</h2><p>"
        + _("A scenario fixes the scoring cards; a slot without a card stays empty.") + "</p>"
        + "<table cellspacing='0'><tr><th>" + _("Scenario") + "</th><th>" + _("Scoring cards")
        + "</th><th>" + _("Solo target") + "</th></tr>" + "".join(rows) + "</table>"
    )


def _end() -> str:
    targets = _(", ").join(_("{level} {target}").format(level=level_name(level), target=target)
                           for level, target in SOLO_TARGETS.items())
    return (
        "<h2>" + _("End of the game") + "</h2><p>"
        + _("The game ends once every player has completed three paintings. Your score is the points of "
            "your ribbons on each of the four slots plus 2 points per grey ribbon. The highest score "
            "wins. On a tie, the player with more inspiration tokens left wins; if that ties too, the "
            "win is shared.")
        + "</p><h2>" + _("Vincent") + "</h2><p>"
        + _("Vincent is an automatic painter who never scores. He plays in every solo game and may join "
            "a game of 2 or 3 players. He has 4 inspiration tokens and acts after the last player of "
            "each round: he flips each of his tokens, and with <i>k</i> tokens face up he skips <i>k</i> "
            "cards and takes the next one (the last card when the row is shorter), paying and collecting "
            "tokens like a player. The card he takes leaves the game, so you cannot count on a card "
            "staying in the market.")
        + "</p><p>"
        + _("<b>Solo</b>: you play against Vincent and win by reaching a target score: the scenario's "
            "target, or with four random scoring cards, by difficulty: {targets}.").format(targets=targets)
        + "</p>"
    )


def rules_html(cards: CardSet | None = None, examples: dict[str, tuple[int, str, str]] | None = None) -> str:
    """The whole rules page as HTML in the active language.

    ``examples`` maps a scoring card's name to (ribbons, painting title, the cards bottom to top):
    those cards get an ``example:<name>`` image and a caption.
    """
    cards = cards or default_card_set()
    lead = "right" if is_rtl() else "left"
    body = (_intro() + _icons() + _turn() + _painting() + _scoring(cards, examples or {})
            + _scenarios(cards) + _end())
    direction = text_direction()
    body = body.replace("<table ", f"<table dir='{direction}' ")
    return _STYLE % {"lead": lead} + f"<div dir='{direction}'>{body}</div>"
