"""The rules of Canvas, in this project's own words, with the scoring cards taken from the card data."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.setup import SOLO_TARGETS

_STYLE = """
<style>
h1 { font-size: x-large; margin-bottom: 4px; }
h2 { font-size: large; margin-top: 14px; margin-bottom: 4px; }
h3 { font-size: medium; margin-top: 8px; margin-bottom: 2px; }
td, th { padding: 3px 8px; vertical-align: top; }
th { text-align: left; }
.red { color: #c0392b; } .green { color: #2e8b57; } .blue { color: #2f6fb5; }
.purple { color: #7d4fb0; } .grey { color: #6f6f6f; }
</style>
"""

_GOAL_AND_TURN = """
<h1>Canvas</h1>
<p>Each player is an artist who completes three paintings. A painting is a background with three
transparent art cards laid over it. Along the bottom of every art card runs a strip of five
swatches, from left to right <b>red, yellow, green, blue, purple</b>; each card shows icons in two of
them. The scoring cards reward the icons a finished painting shows. Ribbons from them are worth
points, and the most points wins.</p>

<h2>Your turn</h2>
<p>On your turn you do exactly one of two things: <b>take</b> an art card, or <b>complete</b> a
painting.</p>
<h3>Take an art card</h3>
<ul>
<li>The market is a row of five cards. The first card, farthest from the deck, costs nothing.</li>
<li>Every card further along costs one more inspiration token: to take a card you put one of your
tokens on each card you skip. A card you cannot pay for cannot be taken.</li>
<li>Tokens lying on the card you take become yours.</li>
<li>The cards after it move up one place and the deck deals a new card at the end of the row.</li>
<li>You can hold at most <b>5</b> cards: with 5 in hand you cannot take, you must paint.</li>
</ul>
"""

_PAINTING = """
<h2>Complete a painting</h2>
<ul>
<li>You need at least 3 cards in hand. Choose 3 of them, one of your unused backgrounds, and the order
of the layers: layer&nbsp;1 lies on the background, layer&nbsp;3 on top.</li>
<li>In each swatch, only the <b>topmost card with something in that swatch</b> counts: its icons are
visible and everything below it in that swatch is covered. A swatch no card uses stays empty.</li>
<li>The painting is scored at once against every scoring card in play: take the ribbons it earns in
the colour of each card's slot.</li>
<li><b>Bonus icons</b>: a visible bonus icon of an element gives one <span class="grey">grey</span>
ribbon for each visible icon of that element in the same painting. Each grey ribbon is worth
2&nbsp;points.</li>
<li>Icons count once per scoring card per painting: a card that scores pairs or sets counts the most
separate pairs or sets the painting can make.</li>
<li>Cards left in your hand stay there. After your third painting you take no more turns.</li>
</ul>

<h2>Ribbons and their limit</h2>
<p>The scoring cards sit on the <span class="red">red</span>, <span class="green">green</span>,
<span class="blue">blue</span> and <span class="purple">purple</span> slots. Each card's table says
what 1, 2, 3 (or 4) ribbons of its colour are worth in total. You can never hold more ribbons of a
colour than the last column of that table: ribbons beyond the limit are simply not taken.</p>
"""

_END = """
<h2>End of the game</h2>
<p>The game ends once every player has completed three paintings. Your score is the points of your
ribbons on each of the four slots plus 2 points per grey ribbon. The highest score wins. On a tie,
the player with more inspiration tokens left wins; if that ties too, the win is shared.</p>

<h2>Vincent</h2>
<p>Vincent is an automatic painter who never scores. He plays in every solo game and may join a game
of 2 or 3 players. He has 4 inspiration tokens and acts after the last player of each round: he
flips each of his tokens, and with <i>k</i> tokens face up he skips <i>k</i> cards and takes the
next one (the last card when the row is shorter), paying and collecting tokens like a player. The card
he takes leaves the game; he moves the market so you cannot count on a card staying.</p>
<p><b>Solo</b>: you play against Vincent and win by reaching a target score: the scenario's target,
or with four random scoring cards {targets}.</p>
"""


def rules_html(cards: CardSet | None = None) -> str:
    """The whole rules text as HTML (the scoring cards and scenarios come from ``cards``)."""
    cards = cards or default_card_set()
    rows = []
    for card in cards.scoring.values():
        points = " / ".join(str(p) for p in card.points)
        rows.append(f"<tr><td><b>{escape(card.title)}</b></td><td>{escape(card.text)}</td>"
                    f"<td style='white-space: nowrap'>{points}</td></tr>")
    scoring = (
        "<h2>The scoring cards</h2>"
        "<p>Four of these twelve cards are in play in a game. An element is Hue, Shape, Texture or "
        "Tone; bonus icons are not elements. Points are for holding 1, 2, 3 (or 4) ribbons.</p>"
        "<table cellspacing='0'><tr><th>Card</th><th>Ribbons</th><th>Points</th></tr>"
        + "".join(rows) + "</table>"
    )
    scenario_rows = []
    for sc in cards.scenarios.values():
        names = [cards.scoring[n].title for n in sc.scoring]
        if sc.random:
            names.append(f"{sc.random} random")
        scenario_rows.append(f"<tr><td><b>{escape(sc.title)}</b></td><td>{escape(', '.join(names))}</td>"
                             f"<td>{sc.target}</td></tr>")
    scenarios = (
        "<h2>Scenarios</h2><p>A scenario fixes the scoring cards; a slot without a card stays empty.</p>"
        "<table cellspacing='0'><tr><th>Scenario</th><th>Scoring cards</th><th>Solo target</th></tr>"
        + "".join(scenario_rows) + "</table>"
    )
    targets = ", ".join(f"{level.title()} {target}" for level, target in SOLO_TARGETS.items())
    return (_STYLE + _GOAL_AND_TURN + _PAINTING + scoring + scenarios
            + _END.format(targets=f"by difficulty: {targets}"))


class RulesDialog(QDialog):
    """The rules in a scrollable, keyboard-navigable text browser."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules of Canvas")
        self.setAccessibleName("Rules of Canvas")
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setAccessibleName("Rules text")
        self.browser.setOpenExternalLinks(False)
        self.browser.setHtml(rules_html())
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.browser.setFocus()
        self.resize(760, 820)
