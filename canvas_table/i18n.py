"""Translations: gettext-style ``.po`` catalogues read by a small loader of our own (no Qt here).

The English source text is the key. ``_("Your turn")`` gives the active language's text, or the
English when the catalogue lacks it. Placeholders are ``str.format`` fields inside the translated
string: ``_("{name} takes {card}").format(name=..., card=...)``. Catalogues live in
``canvas_table/locale/<code>.po`` (UTF-8, plain text, no compile step), read through the one
reading path (:func:`canvas_table.engine.files.read_text`: a regular file, at most 1 MB, strict
UTF-8). A catalogue that cannot be read never stops the program: :func:`set_language` logs one
line and falls back to English.

Every text a translation inserts into a sentence keeps its own direction: :func:`_` and its kin
return a :class:`Sentence`, whose ``format`` (and ``join``) wraps each inserted text written the
other way than the language in a bidi isolate (FSI ... PDI). So "Frida" and the dice in a Persian
line stay where the sentence puts them ("{name} {first} و {second} آورد" no longer reads
"۵ Frida و ۵"), and the names of a list in Persian read from the right, one by one.
"""

from __future__ import annotations

import contextlib
import locale
import logging
import os
import re
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from canvas_table.engine.files import DATA_LIMIT, FileProblem, read_text

#: The languages offered, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "nl": "Nederlands", "fa": "فارسی"}
RTL_LANGUAGES = frozenset({"fa"})
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
CONTEXT_SEP = "\x04"  # between msgctxt and msgid in a catalogue key, as gettext does

#: Which plural form ``n`` takes, per language (index into ``msgstr[i]``).
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "en": lambda n: int(n != 1),
    "fr": lambda n: int(n > 1),
    "nl": lambda n: int(n != 1),
    "fa": lambda n: 0,
}

Catalogue = dict[str, list[str]]  # key -> [msgstr] or [msgstr[0], msgstr[1], ...]

_language = "en"
_catalogue: Catalogue = {}
_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
log = logging.getLogger(__name__)
_LINE = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


class PoError(ValueError):
    """A catalogue that cannot be read; the message names the file and the line."""


def _unquote(text: str, where: str) -> str:
    if len(text) < 2 or not (text.startswith('"') and text.endswith('"')):
        raise PoError(f"{where}: expected a quoted string")
    out, chars = [], iter(text[1:-1])
    for ch in chars:
        if ch == "\\":
            nxt = next(chars, "")
            if nxt not in _ESCAPES:
                raise PoError(f"{where}: unknown escape \\{nxt}")
            out.append(_ESCAPES[nxt])
        else:
            out.append(ch)
    return "".join(out)


def parse_po(text: str, source: str = "<po>") -> Catalogue:
    """Entries of a ``.po`` text: ``{key: [msgstr, ...]}``; the header (empty msgid) is left out.

    Handles comments, ``msgctxt`` (the key is ``ctxt + "\\x04" + msgid``), ``msgid_plural`` with
    ``msgstr[i]``, strings continued over several lines, and the escapes ``\\" \\\\ \\n \\t``.
    """
    entries: Catalogue = {}
    entry: dict[str, str] = {}
    field = ""

    def flush() -> None:
        if entry.get("msgid"):
            key = entry["msgid"]
            if "msgctxt" in entry:
                key = entry["msgctxt"] + CONTEXT_SEP + key
            forms = sorted((k for k in entry if k.startswith("msgstr")), key=lambda k: (len(k), k))
            entries[key] = [entry[k] for k in forms]
        entry.clear()

    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{source}:{number}"
        if not line or line.startswith("#"):
            continue
        if line.startswith('"'):
            if not field:
                raise PoError(f"{where}: a string outside an entry")
            entry[field] += _unquote(line, where)
            continue
        match = _LINE.match(line)
        if match is None:
            raise PoError(f"{where}: cannot read {line[:40]!r}")
        keyword, index, value = match.groups()
        complete = "msgid" in entry and any(k.startswith("msgstr") for k in entry)
        if keyword in ("msgctxt", "msgid") and complete:
            flush()
        field = keyword if index is None else f"msgstr[{index}]"
        entry[field] = _unquote(value, where)
    flush()
    return entries


def load_catalogue(code: str) -> Catalogue:
    """The catalogue of language ``code`` (empty for English); PoError (one line naming the file)
    when it is missing, not a regular file, too large, not UTF-8 or not a readable ``.po``."""
    if code == "en":
        return {}
    path = LOCALE_DIR / f"{code}.po"
    try:
        text = read_text(path, DATA_LIMIT, path.name)
    except FileProblem as err:
        raise PoError(str(err)) from None
    return parse_po(text, path.name)


def set_language(code: str) -> str:
    """Make ``code`` the active language; returns the code used.

    An unknown code means English, and so does a catalogue that cannot be read (a warning line
    is logged naming the file and the problem): a broken catalogue never stops the program.
    """
    global _language, _catalogue
    code = code if code in LANGUAGES else "en"
    try:
        catalogue = load_catalogue(code)
    except PoError as err:
        log.warning("%s; using English", err)
        code, catalogue = "en", {}
    _catalogue = catalogue
    _language = code
    return code


def language() -> str:
    """The active language's code."""
    return _language


def _(text: str) -> Sentence:
    """``text`` in the active language (the English text when there is no translation)."""
    forms = _catalogue.get(text)
    return Sentence(forms[0] if forms and forms[0] else text)


def pgettext(context: str, text: str) -> Sentence:
    """``text`` in the active language, for the meaning ``context`` tells apart."""
    forms = _catalogue.get(context + CONTEXT_SEP + text)
    return Sentence(forms[0] if forms and forms[0] else text)


def ngettext(singular: str, plural: str, n: int) -> Sentence:
    """The singular or plural text for ``n`` in the active language (the English ones by default)."""
    forms = _catalogue.get(singular)
    if forms:
        index = min(PLURAL_RULES[_language](n), len(forms) - 1)
        if forms[index]:
            return Sentence(forms[index])
    return Sentence(singular if n == 1 else plural)


def is_rtl(code: str | None = None) -> bool:
    """True when language ``code`` (default: the active one) is written right to left."""
    return (code or _language) in RTL_LANGUAGES


_LATIN_DIGITS = "0123456789"
_PERSIAN_DIGITS = "\u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9"
#: Each language's digits, where they are not the Latin ones.
_DIGITS = {"fa": str.maketrans(_LATIN_DIGITS, _PERSIAN_DIGITS)}
FSI, PDI = "\u2068", "\u2069"  # first-strong isolate and its closing mark (Unicode bidi)


def digits(text: object) -> str:
    """``text`` (or a number) with the active language's digits: Persian shows ۰..۹, others 0..9."""
    table = _DIGITS.get(_language)
    return str(text).translate(table) if table else str(text)


def text_direction() -> str:
    """The active language's writing direction as HTML's ``dir`` takes it: ``"rtl"`` or ``"ltr"``."""
    return "rtl" if is_rtl() else "ltr"


def isolate(text: object) -> str:
    """``text`` wrapped in a bidi isolate (FSI ... PDI): always in a language written right to
    left, and in a left-to-right one when it holds right-to-left letters (a Persian name in an
    English line); text that is one isolate already is kept as it is.

    A name or a number set inside a Persian sentence keeps its own direction and does not drag
    the digits or the punctuation around it (the guillemets of a title, a bracket, a colon) to
    the wrong side.
    """
    shown = str(text)
    if _isolated(shown) or not (is_rtl() or _strong(shown, ("R", "AL"))):
        return shown
    return f"{FSI}{shown}{PDI}"


_OPENERS = ("\u2066", "\u2067", FSI)  # LRI, RLI, FSI: each ends at its PDI


def _strong(text: str, kinds: tuple[str, ...]) -> bool:
    """True when ``text`` holds a letter of one of the bidi ``kinds`` outside the isolates it holds
    (the text around an isolate never sees inside it)."""
    depth = 0
    for ch in text:
        if ch in _OPENERS:
            depth += 1
        elif ch == PDI:
            depth = max(0, depth - 1)
        elif depth == 0 and unicodedata.bidirectional(ch) in kinds:
            return True
    return False


def _isolated(text: str) -> bool:
    """True when ``text`` is one isolate from its first character to its last."""
    if not (text.startswith(_OPENERS) and text.endswith(PDI)):
        return False
    depth = 0
    for k, ch in enumerate(text):
        depth += ch in _OPENERS
        depth -= ch == PDI
        if depth == 0:
            return k == len(text) - 1
    return False


def _inserted(value: Any) -> Any:
    """``value`` as a sentence takes it in: a string that holds letters written the other way
    than the active language is isolated (a Latin name in Persian, a Persian one in English);
    anything else (Persian words in Persian, numbers, Latin text in English) goes in as it is."""
    if not isinstance(value, str) or _isolated(value):
        return value
    other_way = ("L",) if is_rtl() else ("R", "AL")
    return f"{FSI}{value}{PDI}" if _strong(value, other_way) else str(value)


class Sentence(str):
    """A translated text that isolates what it takes in where it would read wrong otherwise
    (see :func:`_inserted`): each value of :meth:`format`, each item of :meth:`join` (a list of
    names in Persian reads from the right, name by name). What comes out is a plain string."""

    __slots__ = ()

    def format(self, *args: Any, **kwargs: Any) -> str:
        """``str.format``, each inserted string isolated where needed."""
        return str.format(self, *map(_inserted, args), **{k: _inserted(v) for k, v in kwargs.items()})

    def format_map(self, mapping: Any) -> str:
        """``str.format_map``, each inserted string isolated where needed."""
        return self.format(**mapping)

    def join(self, items: Iterable[str]) -> str:
        """``str.join``, each item isolated where needed."""
        return str.join(self, map(_inserted, items))


def system_language(environ: dict[str, str] | None = None) -> str:
    """The language of the system locale among :data:`LANGUAGES`, else "en".

    Looks at ``LANGUAGE`` (a colon-separated preference list), ``LC_ALL``, ``LC_MESSAGES``,
    ``LANG``, then :func:`locale.getlocale`.
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    candidates += [part for part in env.get("LANGUAGE", "").split(":") if part]
    candidates += [env.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for value in candidates:
        code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
        if code and code not in ("c", "posix"):
            return "en"  # a real locale we do not translate: English
    return "en"
