"""Picktura's guided first game: a fixed deal and the coach's lessons, worked out from the game itself.

The deal is an ordinary game record with an explicit deck (you against one Easy bot, you first).
The coach never scripts the game: after every step it replays what the person has done so far and
picks the first lesson not yet put into practice, with the very cards on the table it is about.
A legal step other than the one asked for is fine: the next lesson says so gently. No Qt and no
words here: the table's coach (canvas_table/picktura/ui/coach.py) says it in the player's language.

The deal, worked out so each lesson comes up by itself: your hand holds the top left quarter of
work 5 and two quarters of work 9, the blank canvas and a loner; the visible pile shows work 5's
top right quarter. Collect it and discard the loner (lessons 1, 2); expose work 5's pair and draw
back up (3, 4): the hidden pile holds work 5's two bottom quarters, so you complete it (5); then
work 9's third quarter comes, and the blank canvas makes work 9 whole (6).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from canvas_table.engine.records import SCHEMA_VERSION
from canvas_table.picktura.actions import VISIBLE, Action, Collect, Complete, Discard, Draw, Expose, UseBlank
from canvas_table.picktura.cards import cards_of, is_blank, work_of
from canvas_table.picktura.match import PickturaMatch, replay, rules_version
from canvas_table.picktura.moves import group_work
from canvas_table.picktura.state import DISCARD, DRAW, TURN, PickturaState

TUTORIAL_SEAT = 0
_SEED = 2417
# your hand, then the bot's, then the hidden pile from its top
_TOP = (17, 33, 34, 49, 42, 1, 10, 23, 29, 46, 14, 19, 20, 38, 35, 27, 6, 44, 31, 12)
_LAST = 18  # the deck's last card: turned up as the visible pile


def tutorial_record() -> dict[str, Any]:
    """The tutorial's record before any move (a fresh copy)."""
    rest = [card for card in (*range(1, 49), 49, 50) if card not in _TOP and card != _LAST]
    return {
        "schema_version": SCHEMA_VERSION,
        "game": "picktura",
        "rules_version": rules_version(),
        "seed": _SEED,
        "players": [{"name": "You", "kind": "human"}, {"name": "Berthe", "kind": "bot:easy"}],
        "variants": {"blanks": True, "complete_three": False, "remix": False},
        "first_player": TUTORIAL_SEAT,
        "deck": [*_TOP, *rest, _LAST],
        "actions": [],
    }


# where a lesson points on the table
VISIBLE_PILE, PILES, CARDS, EXPO, WORK, NOWHERE = "visible", "piles", "cards", "expo", "work", "nowhere"
#: the lessons in order (``three`` is lesson 6's first half: expose the three quarters the blank completes)
KEYS = ("collect", "discard", "expose", "draw", "complete", "blank")
LESSON_COUNT = len(KEYS)


@dataclass(frozen=True)
class Lesson:
    """One callout: which lesson, where it points, and the cards and work it is about."""

    key: str  # one of KEYS, "three", or "done" (the closing words)
    number: int  # 1-based; 0 for the closing words
    target: str
    cards: tuple[int, ...] = ()  # cards of your hand pointed at (or the visible pile's top card)
    work: int = 0  # the work number it names
    index: int = -1  # WORK: which of your exposed works
    aside: bool = False  # the person just did something else legal: say that is fine too


def new_tutorial_game() -> PickturaMatch:
    """The tutorial's fixed deal, ready to play."""
    return replay(tutorial_record())


def is_tutorial(game: Any) -> bool:
    """True for a game of the tutorial's deal (a resumed one too)."""
    config = getattr(game, "config", None)
    return (getattr(config, "seed", None) == _SEED and getattr(game, "game_id", "") == "picktura"
            and list(config.deck or ()) == tutorial_record()["deck"])


def fulfils(action: Action) -> set[str]:
    """The lessons a step puts into practice (exposing three quarters is also lesson 6's first half)."""
    if isinstance(action, Collect):
        return {"collect"} if action.pile == VISIBLE else set()
    if isinstance(action, Expose):
        return {"expose", "three"} if len(action.cards) == 3 else {"expose"}
    kinds = ((Discard, "discard"), (Draw, "draw"), (Complete, "complete"), (UseBlank, "blank"))
    return next(({key} for kind, key in kinds if isinstance(action, kind)), set())


def _pair(hand: list[int]) -> tuple[int, ...]:
    """Two quarters of one work in ``hand`` (the work with exactly two first), or ()."""
    by_work: dict[int, list[int]] = {}
    for card in hand:
        if not is_blank(card):
            by_work.setdefault(work_of(card), []).append(card)
    groups = sorted((len(cards) != 2, work, cards) for work, cards in by_work.items() if len(cards) >= 2)
    return tuple(groups[0][2][:2]) if groups else ()


def _loner(hand: list[int], taken: int | None) -> int:
    """A card worth discarding: a quarter whose work has no other card in the hand (else any
    quarter but the one just taken, else the one just taken)."""
    works = [work_of(card) for card in hand]
    quarters = [card for card in hand if card != taken and not is_blank(card)]
    loners = [card for card in quarters if works.count(work_of(card)) == 1]
    return (loners or quarters or [taken if taken is not None else hand[-1]])[0]


def _work_lesson(state: PickturaState, seat: int, done: set[str]) -> Lesson | None:
    """Lessons 5 and 6: complete a 2-card work, lay the blank canvas (after exposing a third quarter)."""
    hand, works = state.hands[seat], state.works[seat]
    if "complete" not in done:
        for k, group in enumerate(works):
            gap = tuple(card for card in cards_of(group_work(group)) if card not in group)
            if len(group) == 2 and all(card in hand for card in gap):
                return Lesson("complete", 5, WORK, gap, group_work(group), k)
        return None
    if "blank" in done:
        return None
    blank = next((card for card in hand if is_blank(card)), None)
    if blank is None:
        return None
    for k, group in enumerate(works):
        if len(group) == 3 and not any(is_blank(card) for card in group):
            return Lesson("blank", 6, WORK, (blank,), group_work(group), k)
    by_work = [card for card in hand if not is_blank(card)]
    for card in by_work:
        three = tuple(c for c in by_work if work_of(c) == work_of(card))
        if len(three) == 3:
            return Lesson("three", 6, CARDS, three, work_of(card))
    return None


def _lesson_at(state: PickturaState, seat: int, done: set[str]) -> Lesson | None:
    """The first lesson not yet learnt that this position allows (no closing words)."""
    if state.is_over() or state.current_seat != seat:
        return None
    hand = state.hands[seat]
    if state.phase == DISCARD:
        return None if "discard" in done else Lesson("discard", 2, CARDS, (_loner(hand, state.taken),))
    if state.phase == DRAW:
        return None if "draw" in done else Lesson("draw", 4, PILES)
    if "collect" not in done and state.visible:
        return Lesson("collect", 1, VISIBLE_PILE, (state.visible[-1],), work_of(state.visible[-1]))
    if "expose" not in done:
        pair = _pair(hand)
        return Lesson("expose", 3, CARDS, pair, work_of(pair[0])) if pair else None
    return _work_lesson(state, seat, done)


def _finished(done: set[str], hand: list[int]) -> bool:
    """True once every lesson is learnt, or once the blank canvas left the hand unused after the
    completed work (lesson 6 can no longer come)."""
    return done.issuperset(KEYS) or ("complete" in done and not any(is_blank(card) for card in hand))


def lesson(game: PickturaMatch, seat: int = TUTORIAL_SEAT) -> Lesson | None:
    """The callout to show now (None once the tutorial is over, or while others play)."""
    state = PickturaState(game.state.setup)
    done: set[str] = set()
    aside = False
    last_lesson_turn = None  # the entry of the person's turn that finished the lessons
    for k, (who, turn) in enumerate(game.actions):
        for step in turn.steps:
            if who == seat:
                asked = _lesson_at(state, seat, done)
                keys = fulfils(step)
                aside = asked is not None and asked.key not in keys
                done.update(key for key in keys if key in KEYS and key != "draw")
            state.apply_unchecked(step)
        if who != seat or (state.current_seat == seat and state.phase != TURN):
            continue  # another seat's turn, or the person's still under way
        if any(isinstance(step, Draw) for step in turn.steps):
            done.add("draw")  # learnt once a whole turn's draws are done
        if last_lesson_turn is None and _finished(done, state.hands[seat]):
            last_lesson_turn = k
    if state.is_over() or state.current_seat != seat:
        return None
    if last_lesson_turn is not None:  # the closing words, on the person's next turn only
        later = any(who == seat for who, _ in game.actions[last_lesson_turn + 1:])
        return None if later or state.phase != TURN else Lesson("done", 0, NOWHERE)
    now = _lesson_at(state, seat, done)
    if now is None and aside:  # after another step: finishing the turn is a lesson met already
        now = _lesson_at(state, seat, done - {"discard", "draw"})
    return replace(now, aside=aside) if now is not None else None
