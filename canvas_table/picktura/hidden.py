"""Hidden information in Picktura: what every seat sees, and re-dealing what one seat cannot know.

Every card is either public or known to its holder alone. Public: the visible pile (every card
went onto it face up), the exposed works, the cards a seat took from the visible pile, and, after
a rebuild, the hidden pile's order (it is the face-up visible pile turned over) and so the cards
drawn from it. Known to the holder alone: the cards dealt and the cards drawn from the hidden pile
before its first rebuild. Before that rebuild the hidden pile's cards and order are unknown.

In the remix variant each card's back shows its set: the backs of the cards in the others' hands
and of the hidden pile's top card are public, and a re-deal keeps them.
"""

from __future__ import annotations

from typing import Any

from canvas_table.engine.rng import Rng
from canvas_table.picktura.cards import back_of

PickturaState = Any  # canvas_table.picktura.state.PickturaState, which imports this module
Slot = tuple[list[int], int]  # a list of cards and an index in it


def unknown_slots(state: PickturaState, observer: int | None) -> tuple[list[Slot], list[Slot]]:
    """The places of the cards ``observer`` cannot know (None: no seat): (slots whose card's back is
    public, the others). Back-public slots are the others' unknown hand cards and, in the remix
    variant, the top of an unknown hidden pile."""
    marked: list[Slot] = []
    free: list[Slot] = []
    for seat, hand in enumerate(state.hands):
        if seat == observer:
            continue
        known = state.public[seat]
        marked.extend((hand, k) for k, card in enumerate(hand) if card not in known)
    if not state.hidden_public and state.hidden:
        pile = state.hidden
        free.extend((pile, k) for k in range(len(pile) - 1))
        marked.append((pile, len(pile) - 1))
    return marked, free


def redeal(state: PickturaState, rng: Rng, observer: int | None = None) -> None:
    """Re-draw from ``rng`` every card ``observer`` cannot know among those places, keeping what it
    has seen: its own hand, the public cards of the others' hands, the visible pile, the works, a
    hidden pile known since a rebuild, and (remix) the backs it sees. No future chance remains.
    The card of a collect under way, re-drawn, is the one now in its place."""
    marked, free = unknown_slots(state, observer)
    slots = marked + free
    cards = [place[k] for place, k in slots]
    taken = cards.index(state.taken) if state.taken in cards else None
    rng.shuffle(cards)
    if state.setup.remix and marked:
        cards = _keep_backs([place[k] for place, k in marked], cards)
    for (place, k), card in zip(slots, cards, strict=True):
        place[k] = card
    if taken is not None:
        place, k = slots[taken]
        state.taken = place[k]


def _keep_backs(backs_of: list[int], shuffled: list[int]) -> list[int]:
    """``shuffled`` reordered so that its first cards have the backs of ``backs_of`` (the marked
    slots' current cards), each the first unused card of that back; the rest keep their order."""
    wanted: dict[int, int] = {}
    for card in backs_of:
        wanted[back_of(card)] = wanted.get(back_of(card), 0) + 1
    chosen: dict[int, list[int]] = {back: [] for back in wanted}
    rest = []
    for card in shuffled:
        back = back_of(card)
        if len(chosen.get(back, ())) < wanted.get(back, 0):
            chosen[back].append(card)
        else:
            rest.append(card)
    return [chosen[back_of(card)].pop() for card in backs_of] + rest


def public_view(state: PickturaState) -> dict[str, Any]:
    """What every seat sees: the seats, the works, the visible pile, the hidden pile's size, the
    hands' sizes (and in the remix variant the backs), the scores and the turn."""
    setup = state.setup
    over = state.is_over()
    view: dict[str, Any] = {
        "players": [{"name": p.name, "kind": p.kind} for p in setup.players],
        "variants": {"blanks": setup.blanks, "complete_three": setup.complete_three, "remix": setup.remix},
        "first_player": setup.first_player,
        "turn": state.current_seat,
        "phase": state.phase,
        "moves": state.moves,
        "turns": state.turns,
        "rebuilds": state.rebuilds,
        "visible": state.visible[:],
        "hidden_left": len(state.hidden),
        "hand_sizes": [len(hand) for hand in state.hands],
        "works": [[group[:] for group in works] for works in state.works],
        "scores": state.scores(),
        "over": over,
        "winners": state.winners() if over else [],
    }
    if setup.remix:
        view["hand_backs"] = [sorted(back_of(card) for card in hand) for hand in state.hands]
        view["hidden_top_back"] = back_of(state.hidden[-1]) if state.hidden else None
    return view
