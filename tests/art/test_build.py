"""Build layout, manifest, determinism across worker counts, the cache and the CLI handlers."""

from __future__ import annotations

import argparse
import json

import numpy as np
import pytest
from PIL import Image

from canvas_table import games
from canvas_table.art import build as build_mod
from canvas_table.art.build import ensure_art
from canvas_table.art.cache import ART_VERSION, art_cache_dir, is_complete
from canvas_table.art.icons import ICON_NAMES
from canvas_table.art.ui import APP_ICON_SIZES, render_mat
from canvas_table.canvas.art.build import render_task, tasks
from canvas_table.canvas.cards import default_card_set
from canvas_table.commands import art as commands
from canvas_table.engine import parse_cache, user_cache
from canvas_table.errors import UsageError


def build_all(out, jobs=1, only=()):
    """Build some of Canvas's tasks, as the shared build does."""
    return build_mod.build_all(out, list(only), render_task, jobs=jobs)

SUBSET = [("art", "3"), ("art", "44"), ("background", "2"), ("ui", "ribbon_grey"), ("icons", "all")]


def test_tasks_cover_the_card_data():
    cards = default_card_set()
    names = set(tasks())
    assert {int(n) for k, n in names if k == "art"} == set(cards.art)
    assert {int(n) for k, n in names if k == "background"} == set(cards.backgrounds)


@pytest.mark.slow
def test_layout_manifest_and_same_bytes_with_1_or_2_jobs(tmp_path):
    one = build_all(tmp_path / "one", jobs=1, only=SUBSET)
    two = build_all(tmp_path / "two", jobs=2, only=SUBSET)
    assert one["files"] == two["files"]
    files = one["files"]
    expected = {
        "art/3.png",
        "art@2x/3.png",
        "art/44.png",
        "art@2x/44.png",
        "backgrounds/2.png",
        "backgrounds@2x/2.png",
        "ui/ribbon_grey.png",
        "ui@2x/ribbon_grey.png",
    }
    expected |= {f"icons/{n}.png" for n in ICON_NAMES} | {f"icons@2x/{n}.png" for n in ICON_NAMES}
    # each 1x file with a 2x twin has a half-size and a quarter-size twin too
    expected |= {rel.replace("/", suffix, 1) for rel in expected if "@" not in rel
                 for suffix in ("@half/", "@quarter/")}
    assert set(files) == expected
    manifest = json.loads((tmp_path / "one" / "manifest.json").read_text())
    assert manifest["art_version"] == ART_VERSION and manifest["files"] == files
    for rel in files:
        assert (tmp_path / "one" / rel).read_bytes() == (tmp_path / "two" / rel).read_bytes()
    assert Image.open(tmp_path / "one" / "art@2x/3.png").size == (1000, 1400)
    assert Image.open(tmp_path / "one" / "icons/hue.png").size == (64, 64)
    assert Image.open(tmp_path / "one" / "icons@2x/hue.png").size == (128, 128)
    assert Image.open(tmp_path / "one" / "art@half/3.png").size == (250, 350)
    assert Image.open(tmp_path / "one" / "icons@half/hue.png").size == (32, 32)
    assert Image.open(tmp_path / "one" / "art@quarter/3.png").size == (125, 175)
    assert Image.open(tmp_path / "one" / "icons@quarter/hue.png").size == (16, 16)
    def colour(rel: str) -> np.ndarray:
        """The picture's mean colour as it shows (each pixel weighted by its opacity) and opacity."""
        pixels = np.asarray(Image.open(tmp_path / "one" / rel), dtype=float)
        alpha = pixels[..., 3:] / 255
        return np.concatenate([(pixels[..., :3] * alpha).mean(axis=(0, 1)), pixels[..., 3].mean()[None]])

    for twin in ("art@half/3.png", "art@quarter/3.png"):
        assert np.abs(colour("art/3.png") - colour(twin)).max() < 2  # the same picture


@pytest.mark.slow
def test_ui_and_app_icons(tmp_path):
    files = build_all(tmp_path, jobs=1, only=[("ui", "token"), ("ui", "mat"), ("app", "all")])
    assert {f"app/icon_{s}.png" for s in APP_ICON_SIZES} <= set(files["files"])
    for s in APP_ICON_SIZES:
        assert Image.open(tmp_path / f"app/icon_{s}.png").size == (s, s)


def test_mat_tiles_seamlessly():
    mat = np.asarray(render_mat(1).convert("L"), float)
    seam = np.abs(mat[:, -1] - mat[:, 0]).mean()
    inner = np.abs(mat[:, 1:] - mat[:, :-1]).mean()
    assert seam < 2.5 * inner
    seam_v = np.abs(mat[-1] - mat[0]).mean()
    assert seam_v < 2.5 * np.abs(mat[1:] - mat[:-1]).mean()


@pytest.mark.slow
def test_is_complete(tmp_path):
    assert not is_complete(tmp_path)
    build_all(tmp_path, jobs=1, only=[("art", "1")])
    assert is_complete(tmp_path)
    (tmp_path / "art@2x/1.png").unlink()
    assert not is_complete(tmp_path)
    build_all(tmp_path, jobs=1, only=[("art", "1")])
    (tmp_path / "art@half/1.png").unlink()
    (tmp_path / "art@half/1.png").mkdir()  # a folder where the file should be
    assert not is_complete(tmp_path)
    (tmp_path / "art@half/1.png").rmdir()
    build_all(tmp_path, jobs=1, only=[("art", "1")])
    data = json.loads((tmp_path / "manifest.json").read_text())
    data["art_version"] = "old"
    (tmp_path / "manifest.json").write_text(json.dumps(data))
    assert not is_complete(tmp_path)
    (tmp_path / "manifest.json").write_text("{not json")
    assert not is_complete(tmp_path)


def test_art_cache_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(tmp_path / "x"))
    assert art_cache_dir() == tmp_path / "x"
    monkeypatch.delenv("CANVAS_TABLE_ART_DIR")
    monkeypatch.setattr(user_cache.sys, "platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert art_cache_dir() == tmp_path / "xdg" / "canvas-table" / f"art-{ART_VERSION}"
    monkeypatch.delenv(parse_cache.ENV_DIR)
    assert parse_cache.parsed_dir() == tmp_path / "xdg" / "canvas-table" / "parsed"  # beside the art


@pytest.mark.slow
def test_ensure_art_builds_once_and_atomically(monkeypatch, tmp_path):
    target = tmp_path / "cache" / "art"
    monkeypatch.setenv("CANVAS_TABLE_ART_DIR", str(target))
    todo = [("art", "5"), ("background", "1")]
    seen: list[tuple[int, int]] = []
    assert ensure_art(todo, render_task, progress=lambda d, t: seen.append((d, t)), jobs=1) == target
    assert is_complete(target)
    assert seen[0] == (0, 2) and seen[-1] == (2, 2)
    assert sorted(p.name for p in target.parent.iterdir()) == ["art"]  # no temp folder left
    stamp = (target / "manifest.json").stat().st_mtime_ns
    seen.clear()
    ensure_art(todo, render_task, progress=lambda d, t: seen.append((d, t)), jobs=1)
    assert seen == [] and (target / "manifest.json").stat().st_mtime_ns == stamp


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    commands.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_cli_handlers(monkeypatch, tmp_path, capsys):
    args = _parse(["art", "build", "--out", str(tmp_path / "out"), "--jobs", "1"])
    assert args.func is commands.build_command
    monkeypatch.setattr(games, "art_tasks", lambda: [("canvas", ("art", "9"))])
    assert args.func(args) == 0
    assert "built 4 files" in capsys.readouterr().out  # art/9.png, its 2x, half- and quarter-size twins
    assert is_complete(tmp_path / "out")
    args = _parse(["art", "sheet", "--out", str(tmp_path / "s.png"), "--seed", "3"])
    assert args.func is commands.sheet_command and args.seed == 3


@pytest.mark.parametrize(
    "argv",
    [
        ["art", "build", "--out", "FILE"],
        ["art", "build", "--out", "FILE/sub"],
        ["art", "build", "--out", "DIR", "--jobs", "0"],
        ["art", "sheet", "--out", "DIR/sheet.jpg"],
        ["art", "sheet", "--out", "FILE/sheet.png"],
    ],
)
def test_cli_bad_arguments(tmp_path, argv):
    (tmp_path / "FILE").write_text("x")
    argv = [a.replace("FILE", str(tmp_path / "FILE")).replace("DIR", str(tmp_path)) for a in argv]
    with pytest.raises((UsageError, SystemExit)):  # the parser itself refuses --jobs 0
        args = _parse(argv)
        args.func(args)


def test_main_cli_reports_bad_out(tmp_path, capsys):
    from canvas_table.cli import main

    (tmp_path / "f").write_text("x")
    assert main(["art", "build", "--out", str(tmp_path / "f")]) == 2
    assert "not a folder" in capsys.readouterr().err



def test_every_game_shares_one_cache_and_names_its_own_files():
    tasks_by_game: dict[str, list] = {}
    for game_id, task in games.art_tasks():
        tasks_by_game.setdefault(game_id, []).append(task)
    assert set(tasks_by_game) == set(games.GAME_IDS)
    assert ("thumbnail", "canvas") in tasks_by_game["canvas"]
    rel, image = games.render_art_task(("canvas", ("thumbnail", "canvas")))[0]
    assert rel == games.game("canvas").thumbnail and image.size == (256, 256)
