#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The build dependencies of the Debian packages (debian/control's
# Build-Depends), before `make deb` builds them (scripts/build-deb.sh).
#
#   deb-build-deps.sh SRC      SRC: an unpacked source with debian/control
#
# Nothing to do when dpkg-checkbuilddeps finds them all.  Else they are
# installed as `make test` installs its packages (scripts/install-deps.sh):
# `apt-get build-dep SRC` as root or with sudo, `apt-get update` and once
# more when that fails, then checked again.  With SORTID_DEB_DEPS=check, or
# with neither root nor sudo, nothing is installed: one line says what is
# missing and how to install it, and the script fails.
set -u
src=$(cd "$1" && pwd) || exit 2
say() { echo "build-deb: $*"; }
unmet=$(cd "$src" && dpkg-checkbuilddeps 2>&1) && { say "build dependencies: all installed"; exit 0; }
missing=$(sed -n 's/.*Unmet build dependencies: //p' <<<"$unmet")
if [ -z "$missing" ]; then # no dpkg-checkbuilddeps, or a broken debian/control
    say "cannot check the build dependencies: $(head -n 1 <<<"$unmet") (install dpkg-dev)" >&2
    exit 1
fi
how="install them with: sudo apt-get build-dep ./ (in the source folder: it reads debian/control)"
sudo=
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null && sudo=sudo
    [ -n "$sudo" ] || SORTID_DEB_DEPS=check
fi
if [ "${SORTID_DEB_DEPS:-install}" = check ]; then
    say "missing build dependencies: $missing; $how" >&2
    exit 1
fi
say "installing the build dependencies from debian/control: $missing"
export DEBIAN_FRONTEND=noninteractive
build_dep() { $sudo apt-get build-dep -y -q --no-install-recommends "$src"; }
if ! build_dep && ! { $sudo apt-get update -q && build_dep; }; then
    say "could not install the build dependencies: $missing (apt-get build-dep failed, above)" >&2
    exit 1
fi
if ! still=$(cd "$src" && dpkg-checkbuilddeps 2>&1); then
    say "still missing after apt-get build-dep: $(sed -n 's/.*Unmet build dependencies: //p' <<<"$still")" >&2
    exit 1
fi
say "build dependencies: installed"
