"""Settings, autosave and saved games: round trips, corrupt files kept aside, the user data folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from canvas_table.app import paths
from canvas_table.app.autosave import (
    clear_autosave,
    default_save_path,
    load_game_file,
    read_autosave,
    save_game,
    write_autosave,
)
from canvas_table.app.settings import Settings, load_settings, save_settings
from canvas_table.engine.records import RecordError


def test_games_live_in_the_data_folder_and_settings_in_the_config_folder(data_dir, config_dir):
    assert paths.user_data_dir() == data_dir and data_dir.is_dir()
    assert paths.autosave_path().parent == data_dir
    assert paths.settings_path().parent == config_dir and config_dir.is_dir()
    assert paths.saves_dir().parent == data_dir and paths.saves_dir().is_dir()


def test_platform_folder_is_named_for_the_app_not_the_working_folder(monkeypatch, qapp):
    monkeypatch.delenv("CANVAS_TABLE_DATA_DIR", raising=False)
    before = qapp.applicationName()
    folder = paths._platform_data_dir()
    assert folder.name == paths.APP_NAME
    assert folder.is_absolute() and folder != Path.cwd()
    assert qapp.applicationName() == before  # asking does not rename the application


def test_settings_round_trip(data_dir):
    assert load_settings() == Settings()  # no file yet
    chosen = Settings(animation_speed=2.0, fullscreen=True, confirm_commit=True, language="fr",
                      last_new_game={"seats": [{"kind": "human", "name": "Zoé"}]})
    save_settings(chosen)
    assert load_settings() == chosen
    assert json.loads(paths.settings_path().read_text(encoding="utf-8"))["schema_version"] == 1


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe\x00garbage", b""])
def test_corrupt_settings_fall_back_and_are_kept_aside(config_dir, content):
    paths.settings_path().write_bytes(content)
    assert load_settings() == Settings()
    assert not paths.settings_path().exists()
    assert (config_dir / "settings.json.corrupt").read_bytes() == content


def test_settings_with_wrong_types_keep_the_good_fields(data_dir):
    paths.settings_path().write_text(json.dumps(
        {"animation_speed": "fast", "fullscreen": 1, "confirm_commit": True, "last_new_game": [], "x": 3}
    ))
    settings = load_settings()
    assert settings == Settings(confirm_commit=True)
    paths.settings_path().write_text(json.dumps({"animation_speed": 99}))
    assert load_settings().animation_speed == 4.0


def test_autosave_round_trip(data_dir, game_in_progress):
    assert read_autosave() == (None, None)
    write_autosave(game_in_progress.to_record())
    assert paths.autosave_path().parent == data_dir
    game, error = read_autosave()
    assert error is None and game is not None
    assert game.to_record() == game_in_progress.to_record()
    assert game.state.to_json() == game_in_progress.state.to_json()
    clear_autosave()
    assert read_autosave() == (None, None)
    clear_autosave()  # twice is fine


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ('{"schema_version": 1, "game": "canvas", "seed": 3, "pla', "truncated"),
        ('{"schema_version": 1, "game": "chess", "seed": 3, "players": [{"name": "A"}]}', "chess"),
        ('{"schema_version": 1, "game": "canvas", "seed": 3, "players": [{"name": "A"}, {"name": "B"}],'
         ' "actions": [{"seat": 0, "take": 4}, {"seat": 0, "take": 0}]}', "action"),
        ("\x00\x01binary", "not valid JSON"),
    ],
)
def test_corrupt_autosave_gives_one_line_and_is_kept(data_dir, content, problem):
    paths.autosave_path().write_text(content, encoding="utf-8")
    game, error = read_autosave()
    assert game is None and error is not None
    assert "\n" not in error and problem in error
    assert "autosave.json" in error and "autosave.corrupt-1.json" in error
    assert not paths.autosave_path().exists()
    assert (data_dir / "autosave.corrupt-1.json").read_text(encoding="utf-8") == content
    paths.autosave_path().write_text("{}", encoding="utf-8")  # a second bad one does not overwrite
    assert "autosave.corrupt-2.json" in read_autosave()[1]
    assert (data_dir / "autosave.corrupt-1.json").read_text(encoding="utf-8") == content


def test_saves_land_in_the_user_data_folder_and_load_back(data_dir, game_in_progress):
    path = default_save_path("Canvas")
    assert path.parent == data_dir / "saves" and path.suffix == ".json"
    save_game(path, game_in_progress)
    assert path.exists() and default_save_path("Canvas") != path
    assert default_save_path("Layers").name.startswith("Layers ")
    loaded = load_game_file(path)
    assert loaded.to_record() == game_in_progress.to_record()
    assert [p.name for p in data_dir.iterdir() if p.name.startswith(".")] == []  # no temp left


def test_load_game_file_errors_are_one_line(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(RecordError) as err:
        load_game_file(bad)
    assert str(err.value).startswith("bad.json:") and "\n" not in str(err.value)
    with pytest.raises(RecordError, match=r"missing\.json: no such file"):
        load_game_file(tmp_path / "missing.json")
    odd = tmp_path / "odd.json"
    odd.write_text('{"schema_version": 1, "game": "canvas", "seed": 1, "players": [{"name": "A"}],'
                   ' "backgrounds": [[1, 2]]}')
    with pytest.raises(RecordError) as err:
        load_game_file(odd)
    assert str(err.value).startswith("odd.json:") and "\n" not in str(err.value)
