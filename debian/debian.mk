# SPDX-License-Identifier: MIT
# debian/debian.mk - the Debian packages, included by the top Makefile.
#
#   make deb        dpkg-buildpackage -us -uc -b from the dist tarball, in
#                   $(BUILD)/deb (the .deb files, the build log), each step
#                   printed as it starts; the build dependencies of
#                   debian/control installed first (scripts/deb-build-deps.sh:
#                   apt-get build-dep as root or with sudo; SORTID_DEB_DEPS=check
#                   or neither: one line saying what to install)
#   make test-deb   the same in a temp folder, blhc and lintian on the result,
#                   then a fresh Debian 12 root (mmdebstrap, apt's own mirror)
#                   where apt installs the packages and the README's C example,
#                   the CLI, the SQLite module and CREATE EXTENSION sortid run;
#                   the build-dependency step and the -dev package's docs;
#                   everything it made is removed (suite "deb")

DEB_OUT := $(BUILD)/deb

TEST_SUITES   += test-deb
TEST_PACKAGES += devscripts debhelper lintian mmdebstrap blhc dpkg-dev fakeroot \
                 libsqlite3-dev postgresql-server-dev-15

.PHONY: deb test-deb

deb: dist
	@scripts/build-deb.sh "$(DIST_TARBALL)" "$(DIST_NAME)" "$(DEB_OUT)"

test-deb: dist
	@scripts/test-deb.sh "$(DIST_TARBALL)" "$(DIST_NAME)" "$(VERSION)"
