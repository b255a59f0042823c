#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The folders `make install` makes, so that `make uninstall` removes them
# again, and only them: never a folder that was there before (a shared one
# such as /usr/local/lib, or one holding someone else's files).
#
#   install-dirs.sh snapshot STATE ROOT   before installing: the folders
#                                         there are under ROOT ($(DESTDIR)$(PREFIX))
#                                         and which of ROOT's parents are missing
#   install-dirs.sh record STATE RECORD ROOT   after: every folder under ROOT or
#                                         above it that was not there is added
#                                         to RECORD (one path a line)
#   install-dirs.sh remove RECORD ROOT    after uninstalling: each recorded
#                                         folder under ROOT or above it that is
#                                         empty is removed, deepest first, and
#                                         leaves RECORD
#
# RECORD lives in the build folder (build/installed-dirs), as CMake keeps
# install_manifest.txt: an uninstall after `make clean` removes the files but
# leaves the folders.
set -eu
cmd=$1
shift

# ROOT and its parents, ROOT first, up to the first one that exists.
missing_chain() {
    local d=$1
    while [ ! -d "$d" ] && [ "$d" != / ] && [ -n "$d" ]; do
        echo "$d"
        d=$(dirname "$d")
    done
}

# Every folder under ROOT, ROOT included (none when it does not exist).
folders() { [ ! -d "$1" ] || find "$1" -type d | LC_ALL=C sort; }

case $cmd in
snapshot)
    state=$1 root=$2
    mkdir -p "$(dirname "$state")"
    { missing_chain "$root" | sed 's/^/missing /'; folders "$root" | sed 's/^/dir /'; } >"$state"
    ;;
record)
    state=$1 record=$2 root=$3
    [ -f "$state" ] || { echo "install-dirs: no snapshot $state (run make install)" >&2; exit 1; }
    new=$(mktemp)
    {
        sed -n 's/^missing //p' "$state" | while read -r d; do [ ! -d "$d" ] || echo "$d"; done
        comm -13 <(sed -n 's/^dir //p' "$state") <(folders "$root")
    } >"$new"
    touch "$record"
    LC_ALL=C sort -u "$record" "$new" -o "$record"
    rm -f "$new"
    ;;
remove)
    record=$1 root=$2
    [ -f "$record" ] || exit 0
    # ROOT's own folders and its parents that install made; deepest first
    mine=$(awk -v r="$root" '$0 == r || index($0, r "/") == 1 || index(r, $0 "/") == 1' "$record" |
        LC_ALL=C sort -r)
    [ -n "$mine" ] || exit 0
    while IFS= read -r d; do
        [ ! -d "$d" ] || rmdir "$d" 2>/dev/null || true
    done <<<"$mine"
    # keep only what is still there (a folder someone else has filled)
    keep=$(mktemp)
    while IFS= read -r d; do
        if grep -qxF "$d" <<<"$mine" && [ ! -d "$d" ]; then continue; fi
        echo "$d"
    done <"$record" >"$keep"
    mv "$keep" "$record"
    [ -s "$record" ] || rm -f "$record"
    ;;
*)
    echo "usage: install-dirs.sh snapshot|record|remove ..." >&2
    exit 2
    ;;
esac
