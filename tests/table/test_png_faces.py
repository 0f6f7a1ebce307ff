"""Which file a face is read from: the quarter- or half-size twin, the 1x file or the 2x one, by
drawn width."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from PySide6.QtGui import QColor, QImage

from canvas_table.table.png_faces import HALF, ONE, PngFaces


class _Faces(PngFaces):
    """Faces ``f:<name>`` in ``cards/`` (1x, 100 px wide) and ``cards@2x/``; each test's are shut
    down after it (:func:`loaders_end`)."""

    made: ClassVar[list[PngFaces]] = []

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.made.append(self)

    def path(self, face: str, large: bool) -> Path | None:
        if self.art_dir is None or not face.startswith("f:"):
            return None
        return self.art_dir / ("cards@2x" if large else "cards") / f"{face[2:]}.png"

    def base_width(self, face: str) -> int:
        return 100


@pytest.fixture(autouse=True)
def loaders_end():
    """The loaders' threads end with the test, as a window's do when it closes (a source kept
    alive by its connections would keep them for the rest of the session)."""
    yield
    for faces in _Faces.made:
        faces.shutdown()
    _Faces.made.clear()


def test_shutting_down_ends_the_loader_threads_and_a_later_decode_starts_them_again(qtbot, art):
    import threading

    def loaders() -> list[str]:
        return [t.name for t in threading.enumerate() if t.name.startswith("faces")]

    faces = _Faces(art, asynchronous=True)
    with qtbot.waitSignal(faces.decoded, timeout=5000):
        assert not faces.preload("f:a", 100)
    assert loaders()
    faces.shutdown()
    assert loaders() == [] and faces.pending == 0
    with qtbot.waitSignal(faces.decoded, timeout=5000):
        assert not faces.preload("f:b", 100)
    assert faces.image("f:b", 100) is not None


def _save(folder: Path, name: str, width: int) -> None:
    folder.mkdir(exist_ok=True)
    image = QImage(width, width * 7 // 5, QImage.Format.Format_ARGB32)
    image.fill(QColor(200, 90, 40, 255))
    image.save(str(folder / f"{name}.png"))


@pytest.fixture
def art(tmp_path: Path) -> Path:
    """``a`` in all four sizes; ``b`` without its smaller twins; ``c`` without its 2x one; ``d``
    without its quarter-size one."""
    for name in ("a", "b", "c", "d"):
        _save(tmp_path / "cards", name, 100)
    for name in ("a", "b", "d"):
        _save(tmp_path / "cards@2x", name, 200)
    for name in ("a", "c", "d"):
        _save(tmp_path / "cards@half", name, 50)
    for name in ("a", "c"):
        _save(tmp_path / "cards@quarter", name, 25)
    return tmp_path


@pytest.mark.parametrize(("width", "read"), [
    (1, 25), (20, 25), (26, 25),  # at most a quarter of the 1x width (5 % upscaling allowed)
    (27, 50), (40, 50), (52, 50),  # at most half of it: half size
    (53, 100), (100, 100), (105, 100),  # up to the 1x width: the 1x file
    (106, 200), (400, 200),  # wider: the 2x file
    (0, 100),  # no width asked: the 1x file
])
def test_the_smallest_file_at_least_as_wide_as_the_drawing_is_read(qapp, art, width, read):
    faces = _Faces(art)
    image = faces.image("f:a", width)
    assert image is not None and image.width() == read


def test_a_missing_twin_is_stood_in_for_by_the_next_larger_file(qapp, art):
    faces = _Faces(art)
    assert faces.image("f:b", 30).width() == 100  # no half-size twin
    assert faces.image("f:b", 20).width() == 100  # nor a quarter-size one
    assert faces.image("f:c", 180).width() == 100  # no 2x twin
    assert faces.image("f:c", 30).width() == 50
    assert faces.image("f:d", 20).width() == 50  # no quarter-size twin: the half-size one


def test_each_size_is_kept_apart_and_the_1x_stays_when_the_2x_is_released(qapp, art):
    faces = _Faces(art)
    sizes = [faces.image("f:a", w).width() for w in (30, 90, 150, 30, 90, 150)]
    assert sizes == [50, 100, 200, 50, 100, 200]
    faces.release("f:a", 150)
    faces.release("f:a", 30)  # only a 2x image is ever released
    assert {key for key in faces._images} == {("f:a", HALF), ("f:a", ONE)}


def test_while_a_larger_file_decodes_a_smaller_decoded_one_stands_in(qtbot, art):
    faces = _Faces(art, asynchronous=True)
    assert faces.image("f:a", 30) is None  # nothing decoded yet: the table draws it plain
    assert faces.awaited == 1
    qtbot.waitUntil(lambda: faces.awaited == 0)
    assert faces.image("f:a", 30).width() == 50
    with qtbot.waitSignal(faces.loaded, timeout=5000) as arrived:
        stand_in = faces.image("f:a", 90)  # the 1x is on its way: the half-size one meanwhile
        assert stand_in is not None and stand_in.width() == 50
    assert arrived.args == ["f:a"]
    assert faces.image("f:a", 90).width() == 100


def test_while_the_half_size_file_decodes_the_quarter_size_one_stands_in(qtbot, art):
    faces = _Faces(art, asynchronous=True)
    faces.image("f:a", 20)
    qtbot.waitUntil(lambda: faces.awaited == 0)
    with qtbot.waitSignal(faces.loaded, timeout=5000):
        assert faces.image("f:a", 40).width() == 25
    assert faces.image("f:a", 40).width() == 50


def test_a_folder_listed_ahead_is_not_read_again(tmp_path):
    """The art thread's one listing serves the faces: what it gave is what they find, the PNGs
    as full paths, whatever the disk says later."""
    from canvas_table.art.cache import list_ahead, listing

    (tmp_path / "art").mkdir()
    (tmp_path / "art" / "on-disk.png").write_bytes(b"png")
    list_ahead(tmp_path, frozenset({"art/1.png", "art@half/1.png", "ui/notes.txt"}))
    assert listing(tmp_path) == {str(tmp_path / "art" / "1.png"), str(tmp_path / "art@half" / "1.png")}


def test_a_face_asked_at_its_drawn_size_is_made_by_the_loader_and_not_scaled_again(qtbot, art, monkeypatch):
    """The face a table asks for (FaceCache.ask_drawn) is scaled and rounded in the loader thread
    as its image arrives; the GUI thread then only wraps it, and it is the face it would have made."""
    import threading

    from canvas_table.table import faces as faces_module
    from canvas_table.table import png_faces
    from canvas_table.table.faces import FaceCache

    made_in: list[str] = []  # the thread of every face made, on either path
    rounded = faces_module.rounded_face

    def spy(*args):
        made_in.append(threading.current_thread().name)
        return rounded(*args)

    monkeypatch.setattr(png_faces, "rounded_face", spy)
    monkeypatch.setattr(faces_module, "rounded_face", spy)
    source = _Faces(art, asynchronous=True)
    cache = FaceCache(source)
    cache.ask_drawn(lambda: cache.pixmap("f:a", 40, 56, 1.0))
    qtbot.waitUntil(lambda: source.pending == 0, timeout=5000)
    assert len(made_in) == 1 and made_in[0].startswith("faces")
    cache.render_asked("f:a")  # as the table does when the image arrives
    assert cache.has("f:a", 40, 56, 1.0)
    assert len(made_in) == 1  # the GUI thread made nothing more
    shown = cache.pixmap("f:a", 40, 56, 1.0).toImage()
    here = FaceCache(_Faces(art)).pixmap("f:a", 40, 56, 1.0).toImage()  # made on the GUI thread
    assert made_in[-1] == threading.current_thread().name
    assert shown == here


def test_a_source_that_decodes_on_the_gui_thread_keeps_no_size_to_make(qapp, art):
    from canvas_table.table.faces import FaceCache

    source = _Faces(art)  # no loader threads
    cache = FaceCache(source)
    cache.ask_drawn(lambda: cache.pixmap("f:a", 40, 56, 1.0))
    assert source._wanted == {}  # nothing left waiting for a loader that never comes


def test_a_face_is_ready_at_a_size_once_its_own_file_is_decoded(qtbot, art):
    faces = _Faces(art, asynchronous=True)
    assert not faces.ready("f:a", 40)  # its half-size file is not decoded yet
    faces.image("f:a", 40)
    qtbot.waitUntil(lambda: faces.pending == 0, timeout=5000)
    assert faces.ready("f:a", 40)
    assert not faces.ready("f:a", 90)  # the 1x file is another, the half-size one would stand in
    assert faces.ready("f:none", 90)  # no file at all: nothing of it is coming


def test_an_arriving_file_renews_the_sizes_stood_in_for_and_keeps_the_others(qtbot, art):
    """A size drawn from a smaller file while its own decodes counts as plain and is drawn again
    when its file arrives; a size drawn from its own file stays as it was."""
    from canvas_table.table.faces import FaceCache

    source = _Faces(art, asynchronous=True)
    cache = FaceCache(source)
    source.loaded.connect(cache.forget_stand_ins)  # as the window does
    source.image("f:a", 40)
    qtbot.waitUntil(lambda: source.pending == 0, timeout=5000)
    own = cache.pixmap("f:a", 40, 56, 1.0)  # from its half-size file
    with qtbot.waitSignal(source.loaded, timeout=5000):
        cache.pixmap("f:a", 90, 126, 1.0)  # the 1x file decodes: the half-size one stands in
        assert cache.plain_count == 1 and not cache.has("f:a", 90, 126, 1.0)
    assert cache.plain_count == 0
    assert cache.pixmap("f:a", 40, 56, 1.0).cacheKey() == own.cacheKey()  # not made again
    assert cache.pixmap("f:a", 90, 126, 1.0).width() == 90 and cache.has("f:a", 90, 126, 1.0)


def test_a_face_asked_at_two_sizes_is_rendered_at_each_as_its_own_file_arrives(qtbot, art):
    """The table waiting for its faces renders each size when the file that serves it arrives,
    never plain nor from the other size's file in the meantime."""
    from canvas_table.table.faces import FaceCache

    source = _Faces(art, asynchronous=True)
    plain: list[str] = []
    source.paint_fallback = lambda face, painter, rect: plain.append(face)
    cache = FaceCache(source)
    cache.ask_drawn(lambda: (cache.pixmap("f:a", 20, 28, 1.0), cache.pixmap("f:a", 90, 126, 1.0)))
    rendered: list[set[int]] = []

    def arrived(face: str) -> None:
        cache.render_asked(face)
        rendered.append({w for w, h in ((20, 28), (90, 126)) if cache.has(face, w, h, 1.0)})

    source.loaded.connect(arrived)
    qtbot.waitUntil(lambda: source.awaited == 0, timeout=5000)
    assert len(rendered) == 2 and len(rendered[0]) == 1 and rendered[1] == {20, 90}
    assert plain == [] and cache.plain_count == 0
