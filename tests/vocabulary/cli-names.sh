#!/bin/sh
# SPDX-License-Identifier: MIT
# The public names of `sortid --help` on standard input: its commands (the
# lines under "Commands:") and its options (every -x and --name under
# "Options:"), one a line, for scripts/vocabulary.py CLI.
awk '/^Commands:/ { c = 1; next }
     /^Options:/  { c = 0; o = 1; next }
     /^Input:/    { o = 0 }
     c && /^  [a-z]/ { print $1 }
     o { for (i = 1; i <= NF; i++) if ($i ~ /^-/) { sub(/[,=[].*/, "", $i); print $i } }' | sort -u
