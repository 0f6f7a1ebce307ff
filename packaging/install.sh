#!/usr/bin/env bash
# Add Canvas Table to this user's desktop menu: a .desktop entry that starts the bundle next to this
# script (by its absolute path) and the icon in several sizes, under ${XDG_DATA_HOME:-~/.local/share}.
# Run it again after moving the folder; uninstall.sh takes the entry and the icons away again.
set -euo pipefail
die() { echo "install.sh: $*" >&2; exit 1; }
NAME=canvas-table
MARK=X-Canvas-Table-Install  # marks the entries this script wrote: uninstall.sh removes only those

here=$(cd "$(dirname "$0")" && pwd -P) || die "cannot find the folder this script is in"
exe=$here/$NAME/$NAME
[ -x "$exe" ] && [ -f "$here/$NAME.desktop" ] || die "no $NAME/$NAME and $NAME.desktop next to this script: run it in the unpacked archive"
case $exe in  # what a .desktop Exec line would have to escape
    *[\"\`\$\\%]* | *$'\n'*) die "the folder's path ($here) holds one of \" \` \$ \\ %: move it elsewhere";;
esac
data=${XDG_DATA_HOME:-}
[[ $data == /* ]] || data=${HOME:?install.sh: neither XDG_DATA_HOME nor HOME is set}/.local/share  # XDG: relative is invalid
apps=$data/applications
hicolor=$data/icons/hicolor

sizes=()
for icon in "$here"/icons/"$NAME"-*.png; do
    [ -f "$icon" ] || continue
    size=${icon##*-}; size=${size%.png}
    install -Dm644 "$icon" "$hicolor/${size}x$size/apps/$NAME.png" || die "could not write an icon into $hicolor"
    sizes+=("$size")
done
[ ${#sizes[@]} -gt 0 ] || die "no icons/$NAME-<size>.png next to this script"

mkdir -p "$apps" || die "could not make $apps"
entry=$apps/$NAME.desktop
{
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            "Exec=$NAME" | "Exec=$NAME "*) line="Exec=\"$exe\"${line#"Exec=$NAME"}";;
            TryExec=*) line="TryExec=$exe";;
        esac
        printf '%s\n' "$line"
        [ "$line" != "[Desktop Entry]" ] || printf '%s=%s\n' "$MARK" "$here"
    done < "$here/$NAME.desktop"
} > "$entry.tmp" || die "could not write $entry.tmp"
if ! grep -q "^$MARK=" "$entry.tmp" || ! grep -qF "Exec=\"$exe\"" "$entry.tmp"; then
    rm -f "$entry.tmp"
    die "$here/$NAME.desktop has no [Desktop Entry] or no Exec=$NAME line"
fi
mv -f "$entry.tmp" "$entry" || die "could not write $entry"

# Refresh the caches only where they already exist: without one the desktop reads the folders as
# they are, and a cache made here would be left behind by uninstall.sh.
if command -v update-desktop-database > /dev/null && [ -f "$apps/mimeinfo.cache" ]; then
    update-desktop-database -q "$apps" || true
fi
if command -v gtk-update-icon-cache > /dev/null && [ -f "$hicolor/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -f -t "$hicolor" || true
fi
echo "install.sh: $entry starts $exe; icons of $(printf "%s " $(printf "%s\n" "${sizes[@]}" | sort -n))px in $hicolor"
