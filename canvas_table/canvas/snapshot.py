"""A game of Canvas read back from the JSON of :meth:`CanvasState.to_json`, as a network table's
window gets it (its seen snapshot); every problem is a one-line RecordError naming the field.

The JSON holds no seed and no starting deck (either would tell the hidden cards): the rebuilt
state's setup has seed 0 and an empty deck, and everything after the start is in the JSON.
The judge and the ribbon caps follow from the scoring cards, the ribbons each seat holds from
its paintings; they are worked out again and must agree with the JSON.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from canvas_table.canvas.cards import CardSet, default_card_set
from canvas_table.canvas.gain import hold_ribbons, slot_caps, slot_cards
from canvas_table.canvas.market import MARKET_SIZE
from canvas_table.canvas.painting import PaintingJudge
from canvas_table.canvas.setup import BOT_LEVELS, MAX_SEATS, MAX_TARGET, GameConfig, Setup, resolve
from canvas_table.canvas.state import HAND_LIMIT, START_INSPIRATION, CanvasState, Painting, Seat
from canvas_table.canvas.turns import LAYERS, PAINTINGS_PER_SEAT
from canvas_table.engine import state_json as read
from canvas_table.engine.records import brief, is_whole
from canvas_table.errors import SetupError

KEYS = ("turn", "moves", "scoring", "market", "market_tokens", "deck_left", "vincent", "seats",
        "setup", "deck", "vincent_rng")
SETUP_KEYS = ("players", "first_player", "target", "scenario")
SEAT_KEYS = ("name", "hand", "inspiration", "backgrounds", "ribbons", "grey", "paintings")
#: Where the setup's options lie in the JSON (the others have their own names).
SETUP_FIELDS = {"first_player": "setup.first_player", "target": "setup.target", "backgrounds": "seats"}


def state_from_json(data: Any, cards: CardSet | None = None) -> CanvasState:
    """The state whose ``to_json()`` is ``data``; RecordError naming the field for anything a
    game of Canvas could not hold (``cards`` replaces the shipped card set, as in the setup)."""
    cards = cards or default_card_set()
    top = read.fields(data, "", KEYS)
    setup = _setup(top, cards)
    state = CanvasState.__new__(CanvasState)
    state.setup = setup
    state.judge = PaintingJudge(setup.scoring, setup.cards)
    state._caps = slot_caps(slot_cards(setup))
    deck = read.cards(top["deck"], "deck", cards.art)
    state._deck = deck[::-1]
    state.market = read.cards(top["market"], "market", cards.art, most=MARKET_SIZE)
    if deck and len(state.market) < MARKET_SIZE:
        raise read.bad("market", f"{len(state.market)} cards while the dispenser still holds some")
    tokens = START_INSPIRATION * (len(setup.players) + setup.vincent)
    state.market_tokens = [
        read.whole(value, f"market_tokens[{k}]", 0, tokens)
        for k, value in enumerate(read.items(top["market_tokens"], "market_tokens", len(state.market)))
    ]
    state.seats = [_seat(entry, s, state, tokens) for s, entry in enumerate(top["seats"])]
    state.vincent_tokens, state.vincent_cards = 0, []
    if setup.vincent:
        vincent = read.fields(top["vincent"], "vincent", ("tokens", "cards"))
        state.vincent_tokens = read.whole(vincent["tokens"], "vincent.tokens", 0, tokens)
        state.vincent_cards = read.cards(vincent["cards"], "vincent.cards", cards.art)
    state.vincent_rng = read.rng(top["vincent_rng"], "vincent_rng")
    most = len(state.seats) * (HAND_LIMIT + (LAYERS + 1) * PAINTINGS_PER_SEAT)  # a hand and 3 paintings each
    state.moves = read.whole(top["moves"], "moves", 0, most)
    state.turn = None if top["turn"] is None else read.whole(top["turn"], "turn", 0, len(state.seats) - 1)
    _check_counts(state, tokens)
    read.agree(data, state.to_json())
    return state


def _setup(top: dict[str, Any], cards: CardSet) -> Setup:
    """The setup of the JSON's players, options and backgrounds, checked as a new game's is."""
    given = read.fields(top["setup"], "setup", SETUP_KEYS)
    players = read.players(given["players"], "setup.players", "Canvas", MAX_SEATS, BOT_LEVELS)
    seats = read.items(top["seats"], "seats", len(players))
    backgrounds = tuple(
        tuple(read.cards(read.fields(seat, f"seats[{s}]", SEAT_KEYS)["backgrounds"],
                         f"seats[{s}].backgrounds", cards.backgrounds, LAYERS))
        for s, seat in enumerate(seats)
    )
    scoring = read.items(top["scoring"], "scoring", 4)
    for k, name in enumerate(scoring):
        if name is not None and not isinstance(name, str):
            raise read.bad(f"scoring[{k}]", f"should be a scoring card's name or null, got {brief(name)}")
    scenario = given["scenario"]
    if scenario is not None:
        if not isinstance(scenario, str) or scenario not in cards.scenarios:
            raise read.bad("setup.scenario", f"no scenario {brief(scenario)}")
        chosen = cards.scenarios[scenario]
        fixed = len(chosen.scoring)
        drawn = sum(name is not None for name in scoring) - fixed
        if tuple(scoring[:fixed]) != chosen.scoring or drawn != chosen.random:
            raise read.bad("scoring", f"not the scoring cards of the scenario {scenario!r}")
    target = given["target"]
    if target is not None:
        target = read.whole(target, "setup.target", 1, MAX_TARGET)
    config = GameConfig(
        players, 0, scoring=tuple(scoring), scenario=scenario, vincent=top["vincent"] is not None,
        first_player=read.whole(given["first_player"], "setup.first_player", 0, len(players) - 1),
        backgrounds=backgrounds, target=target,
    )
    try:
        setup = resolve(config, cards)
    except SetupError as err:
        raise read.setup_error(err, SETUP_FIELDS) from None
    return dataclasses.replace(setup, deck=())


def _seat(entry: dict[str, Any], index: int, state: CanvasState, tokens: int) -> Seat:
    """Seat ``index``, its held ribbons and grey ones worked out again from its paintings."""
    cards, path = state.setup.cards, f"seats[{index}]"
    seat = Seat(state.setup.backgrounds[index])
    seat.hand = read.cards(entry["hand"], f"{path}.hand", cards.art, most=HAND_LIMIT)
    seat.inspiration = read.whole(entry["inspiration"], f"{path}.inspiration", 0, tokens)
    for k, painted in enumerate(read.items(entry["paintings"], f"{path}.paintings", most=PAINTINGS_PER_SEAT)):
        where = f"{path}.paintings[{k}]"
        painting = read.fields(painted, where, ("layers", "background"))
        layers = tuple(read.cards(painting["layers"], f"{where}.layers", cards.art, LAYERS))
        background = painting["background"]
        if not is_whole(background) or background not in seat.unused_backgrounds:
            raise read.bad(f"{where}.background",
                           f"{brief(background)} is none of the seat's unused backgrounds")
        verdict = state.judge.verdict(layers)
        hold_ribbons(seat.ribbons, verdict.ribbons, state._caps)
        seat.grey += verdict.grey
        seat.paintings.append(Painting(layers, background, verdict.ribbons, verdict.grey))
    return seat


def _check_counts(state: CanvasState, tokens: int) -> None:
    """Every art card in one place, every token kept, the moves and the turn as play makes them."""
    places = [("deck", state.deck), ("market", state.market), ("vincent.cards", state.vincent_cards)]
    for s, seat in enumerate(state.seats):
        places.append((f"seats[{s}].hand", seat.hand))
        places.extend((f"seats[{s}].paintings[{k}].layers", p.layers) for k, p in enumerate(seat.paintings))
    read.one_place(places, state.setup.cards.art)
    held = sum(seat.inspiration for seat in state.seats) + sum(state.market_tokens) + state.vincent_tokens
    if held != tokens:
        raise read.bad("", f"the seats, the market and Vincent hold {held} inspiration tokens, "
                           f"not the game's {tokens}")
    played = sum(len(seat.hand) + (LAYERS + 1) * len(seat.paintings) for seat in state.seats)
    if state.moves != played:
        raise read.bad("moves", f"{state.moves}, but the hands and paintings took {played} moves")
    can_act = [not seat.done and (bool(state.market) or len(seat.hand) >= LAYERS) for seat in state.seats]
    if state.turn is None and any(can_act):
        raise read.bad("turn", f"null (the game is over), but seat {can_act.index(True)} can still play")
    if state.turn is not None and not can_act[state.turn]:
        raise read.bad("turn", f"seat {state.turn} cannot play")
