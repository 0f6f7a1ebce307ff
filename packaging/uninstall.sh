#!/usr/bin/env bash
# Take Canvas Table off this user's desktop menu: remove what install.sh put under
# ${XDG_DATA_HOME:-~/.local/share} (its .desktop entry and the icons). The unpacked folder stays.
set -euo pipefail
die() { echo "uninstall.sh: $*" >&2; exit 1; }
NAME=canvas-table
MARK=X-Canvas-Table-Install  # install.sh's mark on its entries

here=$(cd "$(dirname "$0")" && pwd -P) || die "cannot find the folder this script is in"
data=${XDG_DATA_HOME:-}
[[ $data == /* ]] || data=${HOME:?uninstall.sh: neither XDG_DATA_HOME nor HOME is set}/.local/share
apps=$data/applications
hicolor=$data/icons/hicolor
entry=$apps/$NAME.desktop

if [ -e "$entry" ] && ! grep -q "^$MARK=" "$entry"; then
    die "$entry was not written by install.sh: left as it is, and the icons too"
fi
removed=()
if [ -e "$entry" ]; then
    rm -f "$entry" || die "could not remove $entry"
    removed+=("$entry")
fi
for icon in "$here"/icons/"$NAME"-*.png; do  # the sizes install.sh put there
    size=${icon##*-}; size=${size%.png}
    target=$hicolor/${size}x$size/apps/$NAME.png
    [[ $size =~ ^[0-9]+$ ]] && [ -e "$target" ] || continue
    rm -f "$target" || die "could not remove $target"
    removed+=("$target")
done

# The caches as install.sh leaves them: refreshed where one exists, never made.
if command -v update-desktop-database > /dev/null && [ -f "$apps/mimeinfo.cache" ]; then
    update-desktop-database -q "$apps" || true
fi
if command -v gtk-update-icon-cache > /dev/null && [ -f "$hicolor/icon-theme.cache" ]; then
    gtk-update-icon-cache -q -f -t "$hicolor" || true
fi
if [ ${#removed[@]} -eq 0 ]; then
    echo "uninstall.sh: nothing to remove under $data"
else
    echo "uninstall.sh: removed ${#removed[@]} files under $data (the menu entry and the icons)"
fi
