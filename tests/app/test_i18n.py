"""Languages: the .po loader, the language choice, and a catalogue test that fails on a missing text."""

from __future__ import annotations

import pytest

from canvas_table import i18n
from canvas_table.canvas.actions import Take
from canvas_table.canvas.ui.words import translate_reason
from canvas_table.i18n import LANGUAGES, _, ngettext, parse_po, set_language, system_language
from tests.app.messages import all_messages, placeholders
from tests.canvas.positions import new_state

TRANSLATED = ("fr", "nl", "fa")


@pytest.fixture
def english():
    """Leave the process in English whatever the test switched to."""
    yield
    set_language("en")


def catalogue_problems(catalogue: i18n.Catalogue, messages: dict[str, str | None],
                       nplurals: int) -> list[str]:
    """Every text of ``messages`` the catalogue lacks or gets wrong, and every entry nothing uses."""
    problems = []
    for msgid, plural in messages.items():
        forms = catalogue.get(msgid)
        if not forms or not all(forms):
            problems.append(f"missing: {msgid!r}")
            continue
        if plural is not None and len(forms) != nplurals:
            problems.append(f"{len(forms)} plural forms, not {nplurals}: {msgid!r}")
        wanted = placeholders(msgid) | (placeholders(plural) if plural else set())
        for form in forms:
            if placeholders(form) != wanted:
                problems.append(f"placeholders {sorted(placeholders(form))} for {sorted(wanted)}: {msgid!r}")
    problems += [f"obsolete: {key!r}" for key in catalogue if key not in messages]
    return problems


# ----------------------------------------------------------------------------- the parser
def test_the_parser_reads_escapes_multiline_strings_context_and_plurals():
    text = r'''# a comment
msgid ""
msgstr ""
"Language: fr\n"

#: somewhere.py
msgid "Say \"hi\"\n"
msgstr "Dites \"salut\"\n"

msgid ""
"a long text "
"over lines"
msgstr ""
"un long texte "
"sur des lignes \\ fin"

msgctxt "menu"
msgid "Open"
msgstr "Ouvrir"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} carte"
msgstr[1] "{n} cartes"
'''
    entries = parse_po(text)
    assert entries['Say "hi"\n'] == ['Dites "salut"\n']
    assert entries["a long text over lines"] == ["un long texte sur des lignes \\ fin"]
    assert entries["menu\x04Open"] == ["Ouvrir"]
    assert entries["{n} card"] == ["{n} carte", "{n} cartes"]
    assert "" not in entries  # the header is not a text


def test_the_parser_names_the_line_of_a_broken_entry():
    with pytest.raises(i18n.PoError, match=r"x\.po:2"):
        parse_po('msgid "a"\nmsgstr "b\n', "x.po")


# ----------------------------------------------------------------------------- choosing a language
def test_set_language_falls_back_to_english_and_missing_texts_stay_english(english):
    assert set_language("xx") == "en" and i18n.language() == "en"
    assert _("Your turn") == "Your turn"
    assert set_language("fr") == "fr"
    assert _("Your turn") == "Votre tour"
    assert _("not in any catalogue") == "not in any catalogue"
    assert ngettext("{n} ribbon", "{n} ribbons", 1) == "{n} ruban"
    assert ngettext("{n} ribbon", "{n} ribbons", 0) == "{n} ruban"  # French: 0 is singular
    assert ngettext("{n} ribbon", "{n} ribbons", 2) == "{n} rubans"
    set_language("nl")
    assert ngettext("{n} ribbon", "{n} ribbons", 0) == "{n} linten"
    set_language("fa")
    assert ngettext("{n} ribbon", "{n} ribbons", 3) == "{n} روبان"


@pytest.mark.parametrize(("environ", "code"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "nl_BE.UTF-8"}, "nl"),
    ({"LC_ALL": "fa_IR.UTF-8", "LANG": "fr_FR.UTF-8"}, "fa"),
    ({"LANGUAGE": "nl:fr", "LANG": "fr_FR.UTF-8"}, "nl"),
    ({"LC_ALL": "C.UTF-8", "LANG": "fr_FR"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_system_language_reads_the_locale_and_falls_back_to_english(environ, code):
    assert system_language(environ) == code


def test_only_persian_is_right_to_left(english):
    assert [c for c in LANGUAGES if i18n.is_rtl(c)] == ["fa"]
    assert i18n.text_direction() == "ltr"
    set_language("fa")
    assert i18n.is_rtl() and i18n.text_direction() == "rtl"


# ----------------------------------------------------------------------------- completeness
@pytest.mark.slow
@pytest.mark.parametrize("code", TRANSLATED)
def test_every_text_has_a_translation_with_the_same_placeholders(code):
    catalogue = i18n.load_catalogue(code)
    nplurals = 1 if code == "fa" else 2
    assert catalogue_problems(catalogue, all_messages(), nplurals) == []


def test_the_completeness_check_catches_a_missing_a_wrong_and_an_obsolete_entry():
    messages = {"Your turn": None, "{n} ribbon": "{n} ribbons", "Paint “{title}” now?": None}
    good = {"Your turn": ["Votre tour"], "{n} ribbon": ["{n} ruban", "{n} rubans"],
            "Paint “{title}” now?": ["Peindre « {title} » ?"]}
    assert catalogue_problems(good, messages, 2) == []
    missing = {k: v for k, v in good.items() if k != "Your turn"}
    assert catalogue_problems(missing, messages, 2) == ["missing: 'Your turn'"]
    empty = {**good, "Your turn": [""]}
    assert catalogue_problems(empty, messages, 2) == ["missing: 'Your turn'"]
    wrong = {**good, "Paint “{title}” now?": ["Peindre {titre} ?"]}
    assert len(catalogue_problems(wrong, messages, 2)) == 1
    stale = {**good, "Old text": ["Vieux texte"]}
    assert catalogue_problems(stale, messages, 2) == ["obsolete: 'Old text'"]


@pytest.mark.slow
def test_the_extraction_sees_ui_literals_data_texts_and_reason_templates():
    messages = all_messages()
    assert "Paint it" in messages and "Rules of Canvas" in messages
    assert messages["{n} ribbon"] == "{n} ribbons"
    assert "1 ribbon for each pair of Shapes." in messages and "First game" in messages
    assert "that card costs {cost} inspiration and you have {have}" in messages


# ----------------------------------------------------------------------------- the rules' reasons
def test_the_engine_reasons_stay_english_and_the_table_translates_them(english):
    state = new_state()
    state.seats[0].inspiration = 1
    reason = state.why_illegal(Take(2))
    assert reason == "that card costs 2 inspiration and you have 1"
    assert translate_reason(reason) == reason
    set_language("fr")
    assert state.why_illegal(Take(2)) == reason  # the rules never translate
    assert translate_reason(reason) == "cette carte coûte 2 inspiration et vous en avez 1"
    set_language("nl")
    assert translate_reason("your hand is full (5 cards): you must complete a painting") == (
        "je hand is vol (5 kaarten): je moet een schilderij voltooien")
    assert translate_reason("something new") == "something new" and translate_reason(None) is None


# ----------------------------------------------------------------------------- in the application
def test_persian_lays_the_application_out_right_to_left_with_the_persian_face(qapp, english):
    from PySide6.QtCore import Qt

    from canvas_table.app.application import apply_language
    from canvas_table.art import style
    from canvas_table.table.painted import ui_font

    try:
        assert apply_language(qapp, "fa") == "fa"
        assert qapp.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert qapp.font().families()[0] == style.FONT_FAMILY_PERSIAN
        assert ui_font(12).families()[0] == style.FONT_FAMILY_PERSIAN
        apply_language(qapp, "fr")
        assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight
        assert style.FONT_FAMILY_PERSIAN not in qapp.font().families()
    finally:
        apply_language(qapp, "en")


def test_qt_standard_buttons_are_translated_when_qt_ships_the_language(qapp, english):
    from PySide6.QtWidgets import QDialogButtonBox

    from canvas_table.app.application import apply_language

    try:
        apply_language(qapp, "fr")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Annuler"
    finally:
        apply_language(qapp, "en")


def test_the_settings_dialog_offers_the_languages_and_keeps_the_choice(qtbot, data_dir, english):
    from canvas_table.app.settings import Settings, load_settings, save_settings
    from canvas_table.app.settings_dialog import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    combo = dialog.language
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names[0].startswith("System") and names[1:] == list(LANGUAGES.values())
    assert combo.currentData() == ""  # the default follows the system
    combo.setCurrentIndex(combo.findData("fa"))
    assert not dialog.restart_note.isHidden()  # says the language changes after a restart
    save_settings(dialog.settings())
    assert load_settings().language == "fa"
    again = SettingsDialog(load_settings())
    qtbot.addWidget(again)
    assert again.language.currentText() == "فارسی"


def test_make_app_applies_the_saved_language(qapp, data_dir, english):
    from canvas_table.app.application import apply_language, make_app
    from canvas_table.app.settings import Settings, save_settings

    save_settings(Settings(language="nl"))
    try:
        make_app()
        assert i18n.language() == "nl" and _("Your turn") == "Je beurt"
    finally:
        apply_language(qapp, "en")


def test_the_table_speaks_french(qtbot, tmp_path, monkeypatch, english):
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow
    from tests.table.conftest import two_people

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    set_language("fr")
    window = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(window)
    window.start_game(two_people())
    assert window.board.commit_button.text == "Peindre"
    assert window.menuBar().actions()[0].text() == "&Partie"
    assert window.log.item(0).text().startswith("Nouvelle partie : Ada, Bo.")
    window.controller.take(0)
    assert window.log.item(1).text().startswith("Ada prend ")
    window.controller.state.seats[1].inspiration = 1
    assert window.controller.take_reason(3) == "cette carte coûte 3 inspiration et vous en avez 1"


def test_the_persian_log_and_status_show_persian_digits(qtbot, tmp_path, monkeypatch, english):
    from canvas_table.app.settings import Settings
    from canvas_table.app.window import MainWindow
    from tests.table.conftest import two_people

    monkeypatch.setenv("CANVAS_TABLE_DATA_DIR", str(tmp_path / "data"))
    set_language("fa")
    window = MainWindow(Settings(animation_speed=0), build_art=False)
    qtbot.addWidget(window)
    window.start_game(two_people())
    window.controller.take(0)
    lines = [window.log.item(k).text() for k in range(window.log.count())]
    assert "\u06f5" in lines[0]  # the seed, 5
    assert not any(ch.isascii() and ch.isdigit() for line in lines for ch in line)
    window.controller.state.seats[1].inspiration = 1
    window._say(window.controller.take_reason(3))
    assert "\u06f3" in window.status.text() and "3" not in window.status.text()


def test_a_persian_game_tile_reads_right_to_left_in_persian_digits(qtbot, english):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QLabel

    from canvas_table import games
    from canvas_table.app.game_tile import GameTile

    set_language("fa")
    tile = GameTile(games.game("picktura"))  # 2 to 4 players, and a name in Latin letters
    qtbot.addWidget(tile)
    text = " ".join(label.text() for label in tile.findChildren(QLabel))
    players = text.split("<small>")[1].split("</small>")[0]
    assert "\u06f2" in players and "\u06f4" in players  # ۲ and ۴
    assert not any(ch.isascii() and ch.isdigit() for ch in players)
    document = QTextDocument()
    document.setHtml(text)  # as the label lays it out: the Latin name must not turn it left to right
    assert document.firstBlock().textDirection() == Qt.LayoutDirection.RightToLeft


def test_the_seats_are_numbered_in_the_language_s_digits(qtbot, english):
    from PySide6.QtWidgets import QGridLayout, QWidget

    from canvas_table.app.seat_row import SeatRow

    holder = QWidget()
    qtbot.addWidget(holder)
    grid = QGridLayout(holder)
    assert SeatRow(0, grid, ()).label.text() == "Seat &1"  # Alt+1 reaches the first seat
    set_language("fa")
    row = SeatRow(1, grid, ())
    assert row.label.text() == "جایگاه \u06f2"  # ۲
    assert "\u06f2" in row.kind.accessibleName() and "2" not in row.kind.accessibleName()
