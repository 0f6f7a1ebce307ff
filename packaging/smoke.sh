#!/usr/bin/env bash
# Build the bundle and check it: --version, --smoke-test offscreen, spawned workers (a tournament, the art
# build), a real window under Xvfb (xcb) where two bots play, ldd of every library, and the size.
set -euo pipefail
cd "$(dirname "$0")/.."
BUNDLE=dist/canvas-table
APP=$BUNDLE/canvas-table
MAX_MB=150
fail() { echo "smoke.sh: FAIL: $*" >&2; exit 1; }
pass() { echo "smoke.sh: PASS: $*"; }

# Under Xvfb (called by the section below): the smoke test on xcb, then the real window with two bots.
if [ "${1:-}" = "--xcb" ]; then
    work=$2
    QT_QPA_PLATFORM=xcb timeout 120 "$APP" --smoke-test > "$work/xcb-smoke.log" 2>&1 \
        || fail "--smoke-test under xcb: $(tail -1 "$work/xcb-smoke.log")"
    pass "--smoke-test under xvfb (xcb): $(grep 'smoke test' "$work/xcb-smoke.log")"
    CANVAS_TABLE_DATA_DIR=$work/data CANVAS_TABLE_ART_DIR=$work/art QT_QPA_PLATFORM=xcb \
        setsid "$APP" --load "$work/bots.json" > "$work/window.log" 2>&1 &
    pid=$!
    trap 'kill -TERM -- "-$pid" 2> /dev/null || true' EXIT  # the window and its spawned workers
    sleep 6
    kill -0 "$pid" 2>/dev/null || fail "the window died within 6 s: $(tail -1 "$work/window.log")"
    import -window root dist/smoke-screenshot.png || fail "could not take a screenshot (import)"
    kill -TERM -- "-$pid"
    wait "$pid" 2> /dev/null || true
    moves=$(python3 -c "import json, sys; print(len(json.load(open(sys.argv[1]))['actions']))" \
        "$work/data/autosave.json" 2>/dev/null || echo 0)
    [ "$moves" -gt 0 ] || fail "no bot move was autosaved in 6 s (bots think in spawned workers)"
    pass "real window under xvfb (xcb): alive after 6 s, bots played $moves moves; dist/smoke-screenshot.png"
    exit 0
fi

for tool in xvfb-run import ldd setsid timeout; do
    command -v "$tool" > /dev/null && continue
    [ "$(id -u)" = 0 ] || fail "$tool not found: apt-get install xvfb imagemagick"
    apt-get update -qq && apt-get install -y -qq xvfb imagemagick > /dev/null || fail "apt-get could not install $tool"
done

bash packaging/build.sh
PY=${PYTHON:-python3}
version=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

out=$("$APP" --version) || fail "--version exited $?"
[ "$out" = "canvas-table $version" ] || fail "--version printed '$out', expected 'canvas-table $version'"
pass "--version: $out"

QT_QPA_PLATFORM=offscreen timeout 120 "$APP" --smoke-test > "$work/smoke.log" 2>&1 \
    || fail "--smoke-test offscreen: $(tail -1 "$work/smoke.log")"
pass "--smoke-test offscreen: $(grep 'smoke test' "$work/smoke.log")"

timeout 120 "$APP" tournament --bots easy,random --players 2 --games 4 --jobs 2 --json > "$work/tour.json" \
    || fail "a tournament in spawned worker processes failed"
grep -q '"games": 4' "$work/tour.json" || fail "the tournament did not report 4 games"
pass "tournament of 4 games in 2 spawned worker processes"

SECONDS=0
timeout 300 "$APP" art build --out "$work/art-check" > "$work/art.log" 2>&1 || fail "art build: $(tail -1 "$work/art.log")"
pass "art build in spawned workers (numpy, Pillow, fonts): $(tail -1 "$work/art.log") [${SECONDS} s]"

"$PY" -c "
import json, sys
from canvas_table.canvas.record import CanvasGame
from canvas_table.canvas.setup import GameConfig, PlayerSpec
players = (PlayerSpec('Easy bot', 'bot:easy'), PlayerSpec('Normal bot', 'bot:normal'))
json.dump(CanvasGame.new(GameConfig(players, 7)).to_record(), open(sys.argv[1], 'w'))
" "$work/bots.json" || fail "could not write the two-bot game record"
xvfb-run -a -s "-screen 0 1600x900x24" bash packaging/smoke.sh --xcb "$work"

missing=$(find "$BUNDLE" -type f \( -name '*.so*' -o -path "$APP" \) -print0 \
    | LD_LIBRARY_PATH=$BUNDLE/_internal xargs -0 -n1 sh -c 'ldd "$0" 2>/dev/null | sed "s|^|$0: |"' \
    | grep 'not found' || true)
[ -z "$missing" ] || fail "libraries not found:"$'\n'"$missing"
pass "ldd: no missing library in $(find "$BUNDLE" -type f -name '*.so*' | wc -l) libraries"

size=$(du -sm "$BUNDLE" | cut -f1)
archive=dist/canvas-table-$version-linux-x86_64.tar.gz
echo "smoke.sh: bundle $size MB unpacked (limit $MAX_MB), archive $archive $(du -m "$archive" | cut -f1) MB"
[ "$size" -le "$MAX_MB" ] || fail "the bundle is $size MB, over $MAX_MB MB"
pass "all smoke steps"
