#!/bin/sh
# SPDX-License-Identifier: MIT
# Fail clearly when node or npm is missing (make test installs Debian's
# nodejs and npm when they are; see node.mk).
for tool in node npm; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-node: '$tool' not found on PATH (Debian 12: apt-get install nodejs npm," \
             "or run 'make test', which installs them)" >&2
        exit 1
    fi
done
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 18 ]; then
    echo "test-node: node $(node --version) is too old; the package needs Node.js 18 or later" >&2
    exit 1
fi
