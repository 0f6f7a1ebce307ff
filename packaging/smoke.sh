#!/usr/bin/env bash
# Build the bundle and check what users get, every registered game inside it: --version and the game
# list; per game a tournament in spawned workers, the table offscreen, the real window under Xvfb (xcb)
# where two bots play, and a network game (serve, host, two join bots) to its end; the art build in
# spawned workers; install.sh and uninstall.sh from the archive; ldd of every library; the size.
# Each check prints one PASS or FAIL line and the run goes on; it exits 1 if any check failed, 2 when a
# tool is missing or the build fails. Needs Xvfb and imagemagick (scripts/system-deps installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
BUNDLE=dist/canvas-table
APP=$PWD/$BUNDLE/canvas-table
MAX_MB=185
ART_SECONDS=20  # the full art build takes minutes: the check stops it after this long
PY=${PYTHON:-python3}
SECONDS=0
checks=0
failed=0
pass() { checks=$((checks + 1)); echo "smoke.sh: PASS: $*"; }
fail() { checks=$((checks + 1)); failed=$((failed + 1)); echo "smoke.sh: FAIL: $*" >&2; }
stop() { echo "smoke.sh: FAIL: $*" >&2; exit 2; }

# check NAME COMMAND...: run a check (in a subshell); its last line of output goes on the PASS/FAIL line.
check() {
    local name=$1 out
    shift
    if out=$("$@" 2>&1); then pass "$name: ${out##*$'\n'}"; else fail "$name: ${out##*$'\n'}"; fi
}

for tool in Xvfb import ldd setsid timeout tar; do
    command -v "$tool" > /dev/null || stop "$tool not found: run scripts/system-deps (apt-get install xvfb imagemagick)"
done
"$PY" -c "import canvas_table" 2> /dev/null || stop "$PY cannot import canvas_table (set PYTHON to the venv's python)"

work=$(mktemp -d)
: > "$work/groups"
cleanup() {  # every process group this script started (windows, the server, Xvfb), then the files
    while read -r pid; do kill -TERM -- "-$pid" 2> /dev/null || true; done < "$work/groups"
    rm -rf "$work"
}
trap cleanup EXIT
started() { setsid "$@" & echo $! >> "$work/groups"; }  # a process group of its own, killed at exit

bash packaging/build.sh > "$work/build.log" 2>&1 || stop "build.sh: $(tail -1 "$work/build.log")"
pass "build: $(tail -1 "$work/build.log" | sed 's/^build.sh: //')"
version=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
read -r -a GAMES <<< "$("$PY" -c 'from canvas_table.games import GAME_IDS; print(*GAME_IDS)')"
[ ${#GAMES[@]} -gt 0 ] || stop "$PY could not read the registry's games"

version_check() {
    local out
    out=$("$APP" --version) || { echo "exited $?"; return 1; }
    echo "$out"
    [ "$out" = "canvas-table $version" ]
}
games_check() {
    local listed
    listed=$("$APP" games --json | "$PY" -c 'import json, sys; print(*(g["id"] for g in json.load(sys.stdin)))')
    echo "the bundle lists: $listed (the registry: ${GAMES[*]})"
    [ "$listed" = "${GAMES[*]}" ]
}
tournament_check() {  # two games between bots, each in a spawned worker process
    timeout 120 "$APP" tournament --game "$1" --bots easy,random --players 2 --games 2 --jobs 2 --json \
        > "$work/tour-$1.json" || { echo "exited $?: $(tail -1 "$work/tour-$1.json")"; return 1; }
    grep -q '"games": 2' "$work/tour-$1.json" || { echo "no 2 games reported"; return 1; }
    echo "2 games between the easy and random bots in 2 spawned worker processes"
}
check "--version" version_check
check "games" games_check
for game in "${GAMES[@]}"; do check "$game: bots" tournament_check "$game"; done

# A new game of each, two bots in it, read with the checkout's Python (the bundle writes no new game).
"$PY" - "$work" "${GAMES[@]}" << 'EOF' || stop "could not write the new games' records with $PY"
import json, sys
from canvas_table import games
from canvas_table.engine.platform import PlayerSpec, option_values
players = (PlayerSpec("Easy bot", "bot:easy"), PlayerSpec("Normal bot", "bot:normal"))
for game_id in sys.argv[2:]:
    game = games.game(game_id)
    record = game.new_match(players, 7, option_values(game.options, len(players))).to_record()
    json.dump(record, open(f"{sys.argv[1]}/new-{game_id}.json", "w"))
EOF
table_check() {  # the smoke test (every game's table, a few moves, rendered) with this game loaded
    QT_QPA_PLATFORM=$1 timeout 120 "$APP" --smoke-test --load "$work/new-$2.json"
}
for game in "${GAMES[@]}"; do check "$game: table offscreen" table_check offscreen "$game"; done

art_check() {  # stopped by timeout unless done: what matters is that spawned workers drew files
    local status=0 files
    timeout "$ART_SECONDS" "$APP" art build --jobs 2 --out "$work/art-check" > "$work/art.log" 2>&1 || status=$?
    files=$(find "$work/art-check" -name '*.png' 2> /dev/null | wc -l)
    if [ "$status" = 0 ]; then echo "complete: $(tail -1 "$work/art.log")"; return 0; fi
    echo "$files PNG files drawn by 2 spawned workers in $ART_SECONDS s (then stopped)"
    [ "$status" = 124 ] && [ "$files" -gt 0 ]
}
check "art build" art_check

# Under Xvfb (xcb): the smoke test, then each game in the real window with two bots (they think in a
# spawned worker) until they have made moves; a screenshot of each in dist/smoke-<game>.png.
exec 3> "$work/display"
started Xvfb -displayfd 3 -screen 0 1600x900x24 -nolisten tcp > "$work/xvfb.log" 2>&1
exec 3>&-
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || stop "Xvfb did not start: $(tail -1 "$work/xvfb.log")"
export DISPLAY=:$(cat "$work/display")
window_check() {
    local game=$1 data=$work/window-$1 moves=0 pid
    CANVAS_TABLE_DATA_DIR=$data CANVAS_TABLE_CONFIG_DIR=$data/config CANVAS_TABLE_ART_DIR=$work/art \
        QT_QPA_PLATFORM=xcb started "$APP" --load "$work/new-$game.json" > "$work/window-$game.log" 2>&1
    pid=$(tail -1 "$work/groups")
    for tenth in $(seq 400); do
        kill -0 "$pid" 2> /dev/null || { echo "the window died: $(tail -1 "$work/window-$game.log")"; return 1; }
        if [ $((tenth % 5)) = 0 ]; then
            moves=$("$PY" -c "import json, sys; print(len(json.load(open(sys.argv[1]))['actions']))" \
                "$data/autosave.json" 2> /dev/null || echo 0)
            [ "$moves" -ge 1 ] && break
        fi
        sleep 0.1
    done
    import -window root "dist/smoke-$game.png" || { echo "no screenshot (import)"; return 1; }
    kill -TERM -- "-$pid"
    echo "alive, its bots' moves autosaved after $((tenth / 10)) s ($moves); the window in dist/smoke-$game.png"
    [ "$moves" -ge 1 ]
}
check "--smoke-test under xcb" table_check xcb "${GAMES[0]}"
for game in "${GAMES[@]}"; do check "$game: window under xcb" window_check "$game"; done

# Network play on loopback: one table server (any free port), and per game a table with two join bots.
started "$APP" serve --port 0 > "$work/serve.log" 2>&1
for _ in $(seq 150); do grep -q '^serving' "$work/serve.log" && break; sleep 0.1; done
url=$(sed -n 's/^serving //p' "$work/serve.log")
net_check() {
    local game=$1 table a=0 b=0
    [ -n "$url" ] || { echo "the server did not start: $(tail -1 "$work/serve.log")"; return 1; }
    table=$(timeout 30 "$APP" host "$url" --game "$game" --players 2 2> "$work/host.log") \
        || { echo "host: $(tail -1 "$work/host.log")"; return 1; }
    timeout 120 "$APP" join "$url" --table "$table" --name Ada --bot easy --json > "$work/ada-$game.json" &
    timeout 120 "$APP" join "$url" --table "$table" --name Bo --json > "$work/bo-$game.json" || b=$?
    wait $! || a=$?
    [ "$a$b" = 00 ] || { echo "join exited $a and $b: $(tail -1 "$work/ada-$game.json")"; return 1; }
    grep -q '"over": true' "$work/ada-$game.json" && grep -q '"over": true' "$work/bo-$game.json" \
        || { echo "table $table: a join ended before the game did"; return 1; }
    echo "table $table played to its end by two join bots on $url"
}
for game in "${GAMES[@]}"; do check "$game: network game" net_check "$game"; done

install_check() {  # from the archive, into a temporary XDG_DATA_HOME; twice, as a second run changes nothing
    local xdg=$work/xdg top entry exe
    tar -C "$work" -xzf "dist/canvas-table-$version-linux-x86_64.tar.gz" || { echo "could not unpack"; return 1; }
    top=$work/canvas-table-$version
    XDG_DATA_HOME=$xdg "$top/install.sh" > /dev/null && XDG_DATA_HOME=$xdg "$top/install.sh" || return 1
    entry=$xdg/applications/canvas-table.desktop
    exe=$(sed -n 's/^Exec="\(.*\)"$/\1/p' "$entry")
    [ "$exe" = "$top/canvas-table/canvas-table" ] || { echo "Exec is '$exe'"; return 1; }
    [ "$("$exe" --version)" = "canvas-table $version" ] || { echo "the Exec command failed"; return 1; }
    if command -v desktop-file-validate > /dev/null; then desktop-file-validate "$entry" || return 1; fi
    [ "$(find "$xdg" -type f | wc -l)" = 7 ] || { echo "not 7 files: $(find "$xdg" -type f)"; return 1; }
    echo "the menu entry runs the unpacked bundle; icons in $(ls "$xdg/icons/hicolor" | sort -n | paste -sd ' ')"
}
uninstall_check() {
    local xdg=$work/xdg top=$work/canvas-table-$version left
    XDG_DATA_HOME=$xdg "$top/uninstall.sh" > /dev/null && XDG_DATA_HOME=$xdg "$top/uninstall.sh" || return 1
    left=$(find "$xdg" -type f)
    [ -z "$left" ] || { echo "left behind: $left"; return 1; }
    echo "nothing left under the temporary XDG_DATA_HOME"
}
check "install.sh" install_check
check "uninstall.sh" uninstall_check

ldd_check() {
    local missing
    missing=$(find "$BUNDLE" -type f \( -name '*.so*' -o -path "$BUNDLE/canvas-table" \) -print0 \
        | LD_LIBRARY_PATH=$BUNDLE/_internal xargs -0 -n1 sh -c 'ldd "$0" 2>/dev/null | sed "s|^|$0: |"' \
        | grep 'not found' || true)
    [ -z "$missing" ] || { echo "not found: $(echo "$missing" | tr '\n' ' ')"; return 1; }
    echo "no missing library in $(find "$BUNDLE" -type f -name '*.so*' | wc -l) libraries"
}
size_check() {
    local size archive=dist/canvas-table-$version-linux-x86_64.tar.gz
    size=$(du -sm "$BUNDLE" | cut -f1)
    echo "$size MB unpacked (limit $MAX_MB), the archive $(du -m "$archive" | cut -f1) MB"
    [ "$size" -le "$MAX_MB" ]
}
check "ldd" ldd_check
check "size" size_check

if [ "$failed" -gt 0 ]; then
    echo "smoke.sh: FAIL: $failed of $checks checks failed (${SECONDS} s)" >&2
    exit 1
fi
echo "smoke.sh: PASS: all $checks checks (${SECONDS} s)"
