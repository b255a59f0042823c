#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-deb: build the Debian packages from the dist tarball, check the
# build log's flags (blhc) and the packages (lintian: no error), then make a
# fresh Debian 12 root with mmdebstrap from the sources apt uses here, and in
# it (scripts/deb-in-root.sh): build and install the dist tarball to
# /usr/local and run the README's example without LD_LIBRARY_PATH, then
# install the .deb files with apt (dependencies resolved from the mirror) and
# use each package.  Everything lives in one temp folder, removed at the end
# (the root is never written to disk as an image: mmdebstrap's target is
# /dev/null).  Fails, never skips, when a tool or the mirror is missing.
# Usage: test-deb.sh TARBALL NAME VERSION
set -u
tarball=$1 name=$2 version=$3
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
finish() { echo "deb: $pass passed, $fail failed"; [ "$fail" -eq 0 ]; exit; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TMPDIR=$tmp

for tool in dpkg-buildpackage dh lintian blhc mmdebstrap; do
    check command -v "$tool" >/dev/null
done
[ "$(id -u)" -eq 0 ] || check test "mmdebstrap's root mode needs root" = ""

# The build dependencies (scripts/deb-build-deps.sh), against a copy of
# debian/control that also asks for a package no mirror has: with
# SORTID_DEB_DEPS=check one line names it and says how to install; else
# `apt-get build-dep` of the source runs (here a stub that records its
# arguments) and what is still missing after it fails the build; with
# everything there, nothing runs.
mkdir -p "$tmp/deps/bad/debian" "$tmp/deps/good/debian" "$tmp/deps/bin"
sed 's/^Build-Depends: /Build-Depends: sortid-no-such-package (>= 1), /' debian/control \
    > "$tmp/deps/bad/debian/control"
cp debian/control "$tmp/deps/good/debian/control"
printf '#!/bin/sh\necho "$*" >> "%s"\n' "$tmp/deps/apt.log" > "$tmp/deps/bin/apt-get"
chmod +x "$tmp/deps/bin/apt-get"
touch "$tmp/deps/apt.log"
out=$(SORTID_DEB_DEPS=check scripts/deb-build-deps.sh "$tmp/deps/bad" 2>&1)
check test $? -eq 1
check test "$(wc -l <<<"$out")" -eq 1
check grep -q 'missing build dependencies: sortid-no-such-package (>= 1); install them with: sudo apt-get build-dep ./' <<<"$out"
if [ "$(id -u)" -eq 0 ]; then # (with sudo, sudo's PATH would find the real apt-get)
    out=$(PATH="$tmp/deps/bin:$PATH" scripts/deb-build-deps.sh "$tmp/deps/bad" 2>&1)
    check test $? -eq 1
    check grep -qx "build-dep -y -q --no-install-recommends $tmp/deps/bad" "$tmp/deps/apt.log"
    check grep -q 'still missing after apt-get build-dep: sortid-no-such-package (>= 1)$' <<<"$out"
    PATH="$tmp/deps/bin:$PATH" scripts/deb-build-deps.sh "$tmp/deps/good" >/dev/null 2>&1
    check test $? -eq 0
    check test "$(grep -c . "$tmp/deps/apt.log")" -eq 1
fi

# The build says what it does as it goes: each step of debian/rules and
# each compile, with the seconds since it began.
start=$(date +%s)
scripts/build-deb.sh "$tarball" "$name" "$tmp/deb" | tee "$tmp/build-deb.out"
if [ "${PIPESTATUS[0]}" -ne 0 ]; then
    check false
    finish
fi
built=$(date +%s)
check grep -q '^build-deb: \[[0-9]* s\] debian/rules override_dh_auto_build$' "$tmp/build-deb.out"
check grep -q '^build-deb: \[[0-9]* s\] cc build-deb/src/ulid.o$' "$tmp/build-deb.out"
check test "$(grep -c '^build-deb: \[[0-9]* s\] ' "$tmp/build-deb.out")" -ge 60
for pkg in libsortid1 libsortid-dev sortid postgresql-15-sortid libsqlite3-mod-sortid mariadb-plugin-sortid; do
    check test -f "$(echo "$tmp/deb/${pkg}_${version}-"*.deb)"
done
ls -l "$tmp"/deb/*.deb | awk '{print "deb: " $5 " bytes  " $NF}' | sed "s|$tmp/deb/||"
# The -dev package's documentation: the README, the API reference, the
# identifier rules and the example program (debian/libsortid-dev.docs,
# .examples), compressed or not as dh_compress chose.
dev_files=$(dpkg-deb -c "$(echo "$tmp/deb/libsortid-dev_${version}-"*.deb)" | awk '{print $6}')
for doc in README.md api.md identifiers.md examples/example.c; do
    check grep -Eq "^\./usr/share/doc/libsortid-dev/$doc(\.gz)?\$" <<<"$dev_files"
done

# Every compile and link line carries dpkg-buildflags' hardening flags
# (PIE is gcc's default here; bindnow from hardening=+all).
check blhc --bindnow "$tmp/deb/build.log"
# No lintian error (warnings are listed, the README says which and why).
lintian --fail-on error --tag-display-limit 0 "$tmp"/deb/*.changes > "$tmp/lintian.txt" 2>&1
check test $? -eq 0
sed 's/^/lintian: /' "$tmp/lintian.txt"
linted=$(date +%s)

# The README's C example, as test-readme-example.sh reads it.
awk '/^```c$/{on=1; next} /^```$/{if(on){exit}} on' README.md > "$tmp/readme.c"
check test -s "$tmp/readme.c"
mkdir "$tmp/in"
cp $(ls "$tmp"/deb/*.deb | grep -v -- -dbgsym_) "$tarball" "$tmp/readme.c" scripts/deb-in-root.sh "$tmp/in/"
cp -r tests/cmake "$tmp/in/cmake"

# A fresh root from the Debian mirrors apt uses here (main, security,
# updates: the repositories whose Release file says Origin: Debian), or, when
# apt has not read them yet, the sources files that name deb.debian.org.
sources=()
while read -r uri release; do
    sources+=("deb $uri $release main")
done < <(apt-get indextargets --format '$(ORIGIN) $(REPO_URI) $(RELEASE)' 2>/dev/null |
         awk '$1 == "Debian" && $3 ~ /^bookworm/ {print $2, $3}' | sort -u)
if [ "${#sources[@]}" -eq 0 ]; then
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; do
        [ -s "$f" ] && grep -q 'deb\.debian\.org' "$f" && sources+=("$f")
    done
fi
check test "${#sources[@]}" -gt 0
printf 'deb: mirror: %s\n' "${sources[@]}"
mmdebstrap --variant=apt --include=gcc,libc6-dev,make,pkg-config,cmake,sqlite3 \
    --customize-hook='mkdir -p "$1/tmp/sortid"' \
    --customize-hook="sync-in $tmp/in /tmp/sortid" \
    --customize-hook="chroot \"\$1\" /bin/sh /tmp/sortid/deb-in-root.sh $name $version" \
    bookworm /dev/null "${sources[@]}" > "$tmp/root.log" 2>&1
rc=$?
grep -E '^(FAIL|in-root|root:)' "$tmp/root.log"
line=$(grep -E '^in-root: [0-9]+ passed, [0-9]+ failed' "$tmp/root.log" | tail -n 1)
if [ -n "$line" ]; then
    p=$(sed -E 's/^in-root: ([0-9]+) passed, ([0-9]+) failed/\1/' <<<"$line")
    f=$(sed -E 's/^in-root: ([0-9]+) passed, ([0-9]+) failed/\2/' <<<"$line")
    pass=$((pass + p)) fail=$((fail + f))
else
    tail -n 30 "$tmp/root.log"
    check false
fi
check test "$rc" -eq 0
end=$(date +%s)
echo "deb: build $((built - start)) s, blhc+lintian $((linted - built)) s, fresh root $((end - linted)) s"
finish
