#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# ports/with-wine.sh CMD... - run CMD with `wine` usable headless: a fresh
# wine prefix in a temporary folder (no state from, or left in, $HOME), no
# display (console programs need none), no debug chatter, no offer to
# install Mono or Gecko.  The prefix's wineserver is stopped and the folder
# removed afterwards.  CMD's exit status is returned.
set -u
prefix=$(mktemp -d "${TMPDIR:-/tmp}/sortid-wine.XXXXXX")
export WINEPREFIX=$prefix WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
unset DISPLAY WAYLAND_DISPLAY
cleanup() {
    wineserver -k 2>/dev/null
    rm -rf "$prefix"
}
trap cleanup EXIT
# Create the prefix first, so its messages do not mix with CMD's output.
wineboot --init >/dev/null 2>&1 || { echo "with-wine.sh: wineboot failed in $prefix" >&2; exit 1; }
# Keep the prefix's wineserver up between programs: each start costs seconds.
wineserver -p
"$@"
