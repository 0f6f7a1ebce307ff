#!/usr/bin/env bash
# Build the one-folder Linux bundle dist/canvas-table/ and dist/canvas-table-<version>-linux-x86_64.tar.gz
# (the bundle, the .desktop file and the icon). Uses the current Python (or $PYTHON), where Canvas Table
# is installed (pip install -e .); installs PyInstaller there if missing.
set -euo pipefail
cd "$(dirname "$0")/.."
die() { echo "build.sh: $*" >&2; exit 1; }
PY=${PYTHON:-python3}
SECONDS=0

"$PY" -c "import canvas_table" 2>/dev/null || die "$PY cannot import canvas_table: run '$PY -m pip install -e .' first"
command -v strip >/dev/null && command -v readelf >/dev/null || die "strip and readelf not found: install binutils"
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "build.sh: installing PyInstaller into $("$PY" -c 'import sys; print(sys.prefix)')"
    "$PY" -m pip install -q "pyinstaller>=6.10" || die "pip could not install pyinstaller"
fi
version=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
archive="dist/canvas-table-$version-linux-x86_64.tar.gz"

# The icon is generated, never committed.
rm -rf build/icons build/pyinstaller build/stage dist/canvas-table "$archive"
mkdir -p build/icons
"$PY" -c "
from canvas_table.art.ui import render_app_icon
for size in (16, 32, 48, 64, 128, 256):
    render_app_icon(size).save(f'build/icons/canvas-table-{size}.png')
" || die "could not render the app icon"

"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/canvas-table.spec || die "PyInstaller failed (see above)"
[ -x dist/canvas-table/canvas-table ] || die "PyInstaller made no dist/canvas-table/canvas-table"

# Strip symbols (a Python built from source carries ~25 MB of them), but not in the wheels' *.libs
# folders: strip breaks the segment layout that auditwheel's patchelf left there.
while IFS= read -r -d '' lib; do
    if readelf -S "$lib" 2>/dev/null | grep -q '\.symtab'; then strip --strip-unneeded "$lib"; fi
done < <(find dist/canvas-table -type f -name '*.so*' -not -path '*.libs/*' -print0)

# The archive: canvas-table-<version>/ with canvas-table/ (the bundle), canvas-table.desktop, the icon in
# every size (icons/canvas-table-<size>.png), and install.sh and uninstall.sh for the desktop menu.
stage="build/stage/canvas-table-$version"
mkdir -p "$stage/icons"
cp -a dist/canvas-table "$stage/"
cp packaging/canvas-table.desktop "$stage/"
cp build/icons/canvas-table-*.png "$stage/icons/"
install -m755 packaging/install.sh packaging/uninstall.sh "$stage/"
tar -C build/stage -czf "$archive" "canvas-table-$version"

echo "build.sh: built dist/canvas-table ($(du -sm dist/canvas-table | cut -f1) MB) and $archive" \
    "($(du -m "$archive" | cut -f1) MB) in $SECONDS s"
