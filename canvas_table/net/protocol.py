"""The protocol's messages: every client message as a strict schema (pydantic), and the
constants both sides share. See docs/NETWORK.md for the whole exchange.

A frame is parsed through the program's one JSON path (:func:`canvas_table.engine.files.parse_json`:
no nesting bombs, huge numbers or repeated keys), then checked against its message model: an
unknown type, a missing or unknown field or a value of the wrong type is a :class:`BadMessage`
with one line, never a traceback.
"""

from __future__ import annotations

import re
import secrets
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from canvas_table.engine.files import KB, FileProblem, parse_json

PROTOCOL = 1
MAX_MESSAGE = 64 * KB  # a client frame; websockets closes the connection (1009) over it
MAX_SERVER_MESSAGE = 4 * 1024 * KB  # what a client accepts from the server
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # Crockford's base32: no I, L, O, U
CODE_LENGTH = 12  # 60 random bits
REACTIONS = ("nice", "well_played", "oops", "thanks", "hurry")
MAX_PLAYERS = 16

_CODE = re.compile(rf"[{CODE_ALPHABET}]{{{CODE_LENGTH}}}")
_TOKEN = r"^[0-9a-f]{32}$"
_KIND = r"^(remote|bot:[a-z]{1,20})$"

Token = Annotated[str, Field(pattern=_TOKEN)]
TableCode = Annotated[str, Field(min_length=1, max_length=40)]
Name = Annotated[str, Field(min_length=1, max_length=200)]
Kind = Annotated[str, Field(pattern=_KIND)]


class BadMessage(ValueError):
    """A client message that is not JSON or breaks its schema; ``code`` is the error code."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Create(_Message):
    """Open a table: the game, its player count and options, and who plays each seat."""

    type: Literal["create"]
    game: Annotated[str, Field(max_length=40)]
    players: Annotated[int, Field(ge=1, le=MAX_PLAYERS)]
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[Kind] | None = None
    names: list[Name | None] | None = None


class Info(_Message):
    """Ask what a table is (game, seats) without joining it."""

    type: Literal["info"]
    table: TableCode


class Join(_Message):
    """Take a free remote seat under a name."""

    type: Literal["join"]
    table: TableCode
    name: Name
    seat: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)] | None = None
    seen: bool = False  # send this seat its seen snapshot with every state (a window)


class Rejoin(_Message):
    """Take one's seat back (a new connection, a restarted server) with its token."""

    type: Literal["rejoin"]
    table: TableCode
    token: Token
    seen: bool = False


class Act(_Message):
    """Play an action (the game's action JSON) on the version of the table it was chosen on."""

    type: Literal["act"]
    table: TableCode
    token: Token
    version: Annotated[int, Field(ge=0)]
    action: dict[str, Any]


class Peek(_Message):
    """Turn over the card one's seat must then play (Layers' pile top) on the table's version:
    the seat is bound to play it."""

    type: Literal["peek"]
    table: TableCode
    token: Token
    version: Annotated[int, Field(ge=0)]


class Think(_Message):
    """Ask the server for a bot's action for one's own seat (on a copy re-dealt for it)."""

    type: Literal["think"]
    table: TableCode
    token: Token
    level: Annotated[str, Field(max_length=20)]


class Vote(_Message):
    """One's vote at the end of a game that holds one: a tied seat, or null to abstain."""

    type: Literal["vote"]
    table: TableCode
    token: Token
    choice: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)] | None


class SetSeat(_Message):
    """The host hands a seat to a bot (``bot:<level>``) or back to its player (``remote``)."""

    type: Literal["seat"]
    table: TableCode
    host_token: Token
    seat: Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
    kind: Kind


class React(_Message):
    """A preset reaction shown to every seat."""

    type: Literal["react"]
    table: TableCode
    token: Token
    reaction: Literal[REACTIONS]  # type: ignore[valid-type]


Request = Create | Info | Join | Rejoin | Act | Peek | Think | Vote | SetSeat | React
_REQUEST: TypeAdapter[Any] = TypeAdapter(Annotated[Request, Field(discriminator="type")])
REQUEST_TYPES = ("create", "info", "join", "rejoin", "act", "peek", "think", "vote", "seat", "react")


def normal_code(text: str) -> str | None:
    """The 12 characters of a table code typed in any case with or without dashes and spaces,
    or None when ``text`` cannot be one (so it never reaches a file name)."""
    letters = text.replace("-", "").replace(" ", "").upper()
    return letters if _CODE.fullmatch(letters) else None


def dashed(code: str) -> str:
    """The code as shown and sent: ``ABCD-EFGH-JKMN``."""
    return "-".join(code[k:k + 4] for k in range(0, len(code), 4))


def new_code(prefix: str = "") -> str:
    """A fresh table code: 12 characters of Crockford's base32, dashed: the server's ``prefix``
    (which a proxy routes on), then random ones (60 bits without a prefix)."""
    return dashed(prefix + "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH - len(prefix))))


def parse_request(text: str | bytes) -> Any:
    """The request a frame holds; BadMessage (``bad_json`` or ``bad_message``) with one line."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise BadMessage("bad_json", f"not UTF-8 text (byte {err.start})") from None
    try:
        data = parse_json(text, "message")
    except FileProblem as err:
        raise BadMessage("bad_json", str(err)) from None
    if not isinstance(data, dict):
        raise BadMessage("bad_message", "a message is a JSON object with a 'type'")
    kind = data.get("type")
    if kind not in REQUEST_TYPES:
        shown = kind if isinstance(kind, str) and len(kind) <= 20 else "?"
        raise BadMessage("bad_message", f"unknown message type {shown!r} (types: {', '.join(REQUEST_TYPES)})")
    try:
        return _REQUEST.validate_python(data)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(part) for part in first["loc"][1:]) or "message"
        raise BadMessage("bad_message", f"{kind}: {where}: {first['msg']}") from None


def error(code: str, message: str, request: str | None = None) -> dict[str, Any]:
    """An ``error`` message (one English line)."""
    return {"type": "error", "code": code, "message": " ".join(message.split())[:300], "request": request}
