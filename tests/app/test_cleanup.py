"""What earlier runs left is removed, and nothing more (issue 10, finding 9), and the settings'
move to the config folder (finding 8).

At start: temporary files of interrupted saves older than a minute, temporary art build folders
nobody has written in for ten minutes, and the art folders of other versions; never the current
art, never a build or a save in progress. The smoke test runs in a temporary folder it removes,
also when it fails, and ``--smoke-test --load FILE`` plays that file.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from canvas_table.app import autosave, main, paths, smoke
from canvas_table.app.settings import Settings, read_settings, save_settings
from canvas_table.art.build import ensure_art
from canvas_table.art.cache import ART_VERSION, clean_stale_art
from canvas_table.engine.platform import PlayerSpec, option_values

ROOT = Path(__file__).parents[2]
HOUR = 3600.0


def aged(path: Path, seconds: float) -> Path:
    """Make ``path`` (and, for a folder, everything in it) look ``seconds`` old."""
    stamp = time.time() - seconds
    for item in [path, *(path.rglob("*") if path.is_dir() else ())]:
        os.utime(item, (stamp, stamp), follow_symlinks=False)
    return path


def test_stale_temporary_files_of_interrupted_saves_are_removed_at_start(qtbot, data_dir, config_dir):
    config_dir.mkdir(parents=True, exist_ok=True)
    interrupted = [data_dir / ".autosave.json.k2j4h1x.tmp", paths.saves_dir() / ".Canvas 2026.json.abc.tmp",
                   config_dir / ".settings.json.q9w8e7.tmp"]
    fresh = data_dir / ".autosave.json.z1y2x3.tmp"  # a save in progress, here or in another window
    others = [data_dir / "autosave.json", data_dir / "notes.tmp"]  # not temporary files of ours
    for path in [*interrupted, fresh, *others]:
        path.write_text('{"half')
    (data_dir / ".folder.tmp").mkdir()
    for path in [*interrupted, *others, data_dir / ".folder.tmp"]:
        aged(path, HOUR)
    old, kept = interrupted, [fresh, *others, data_dir / ".folder.tmp"]
    window = main.open_window(build_art=False)
    assert window is not None
    qtbot.addWidget(window)
    assert not any(path.exists() for path in old)
    assert all(path.exists() for path in kept)
    assert autosave.clean_stale_files() == []  # nothing more to do
    window.close()


def make_art(folder: Path, age: float) -> Path:
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "1.png").write_bytes(b"png")
    return aged(folder, age)


def test_stale_art_builds_and_other_art_versions_are_removed_never_the_current_or_a_live_build(
        tmp_path):
    root = tmp_path / "cache" / "canvas-table"
    current = make_art(root / f"art-{ART_VERSION}", 10 * HOUR)
    old_version = make_art(root / "art-1", 10 * HOUR)
    interrupted = make_art(root / f".art-{ART_VERSION}-k3j2h1", HOUR)
    old_interrupted = make_art(root / ".art-1-x8y7z6", HOUR)
    replaced = make_art(root / f".art-{ART_VERSION}-stale-4242", HOUR)
    live = make_art(root / f".art-{ART_VERSION}-a1b2c3", HOUR)
    (live / "cards" / "2.png").write_bytes(b"written just now by a build in another window")
    unrelated = make_art(root / "notes", 10 * HOUR)
    removed = clean_stale_art(current, others=True)
    assert sorted(removed) == sorted([old_version, interrupted, old_interrupted, replaced])
    assert sorted(p.name for p in root.iterdir()) == sorted([current.name, live.name, unrelated.name])


def test_a_chosen_art_folder_only_loses_its_own_stale_builds(tmp_path, monkeypatch):
    root = tmp_path / "mine"
    target = root / "art"
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(target))
    stale = make_art(root / ".art-k3j2h1", HOUR)
    other = make_art(root / "art-1", HOUR)  # not ours to judge: the folder was chosen by hand
    assert clean_stale_art() == [stale]
    assert other.exists()


@pytest.mark.slow
def test_ensure_art_removes_an_interrupted_build_before_building(tmp_path, monkeypatch):
    from tests.art.test_build import render_task

    target = tmp_path / "cache" / "art"
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(target))
    quit_during_build = make_art(target.parent / ".art-q1w2e3", HOUR)
    assert ensure_art([("art", "5")], render_task, jobs=1) == target
    assert not quit_during_build.exists()
    assert sorted(p.name for p in target.parent.iterdir()) == ["art"]


def test_settings_move_from_the_data_folder_to_the_config_folder_once(data_dir, config_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    old = data_dir / "settings.json"
    old.write_text('{"schema_version": 1, "language": "nl", "fullscreen": true}')
    settings, problem = read_settings()
    assert problem is None and settings == Settings(language="nl", fullscreen=True)
    assert not old.exists() and (config_dir / "settings.json").is_file()
    assert save_settings(Settings(language="fr")) is None
    old.write_text('{"schema_version": 1, "language": "fa"}')  # a stray copy does not win again
    assert read_settings()[0].language == "fr"
    assert old.exists()


def test_the_config_folder_is_the_platforms_named_for_the_app(monkeypatch, qapp):
    monkeypatch.delenv("CANVAS_TABLE_CONFIG_DIR", raising=False)
    folder = paths._platform_config_dir()
    assert folder.name == paths.APP_NAME and folder.is_absolute()
    assert folder != paths._platform_data_dir()


# ----------------------------------------------------------------------------- the smoke test
def smoke_run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    temp = tmp_path / "tmp"
    temp.mkdir(exist_ok=True)
    env = {**os.environ, "TMPDIR": str(temp), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "canvas_table", "--smoke-test", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_smoke_test_loads_the_file_it_is_given_and_removes_its_folder(tmp_path):
    from canvas_table import games

    game = games.game("layers")
    players = (PlayerSpec("Ada"), PlayerSpec("Bot", "bot:hard"))
    match = game.new_match(players, 8, option_values(game.options, 2))
    bot = game.make_bot("easy", 1)
    for _ in range(3):
        match.play(bot.choose(match.state))
    record = tmp_path / "three moves.json"
    autosave.save_game(record, match)
    done = smoke_run(tmp_path, "--load", str(record))
    assert done.returncode == 0, done.stderr
    assert "and three moves.json" in done.stdout
    assert list((tmp_path / "tmp").iterdir()) == []


@pytest.mark.slow
@pytest.mark.parametrize("content", [None, "[" * 5000, "{}"])
def test_smoke_test_with_a_file_it_cannot_load_fails_with_one_line(tmp_path, content):
    bad = tmp_path / "bad.json"
    if content is not None:
        bad.write_text(content)
    done = smoke_run(tmp_path, "--load", str(bad))
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("smoke test failed: bad.json")
    assert list((tmp_path / "tmp").iterdir()) == []


def test_smoke_test_removes_its_folder_when_it_fails(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    before = os.environ.get("CANVAS_TABLE_DATA_DIR")
    from canvas_table.app import window

    def broken(*args, **kwargs):
        raise RuntimeError("the table fell over")

    monkeypatch.setattr(window, "MainWindow", broken)
    assert smoke.run_smoke(moves=1) == 1
    assert "smoke test failed: RuntimeError: the table fell over" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
    assert os.environ.get("CANVAS_TABLE_DATA_DIR") == before  # the player's folders are back
