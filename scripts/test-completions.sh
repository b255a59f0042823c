#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The bash, zsh and fish completions (cli/sortid.*-completion) parse in their
# shell, and each offers exactly the commands and long options that
# `sortid --help` lists: a command or option added to or dropped from the CLI
# fails here until the completions follow.  Usage: test-completions.sh CLI
set -u
cli=$1
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
same() { # what, expected file, got file
    if diff -u "$2" "$3" > "$tmp/diff"; then pass=$((pass + 1)); else
        fail=$((fail + 1)); echo "FAIL: $1 (- sortid --help, + completion):"; cat "$tmp/diff"; fi
}
b=cli/sortid.bash-completion z=cli/sortid.zsh-completion f=cli/sortid.fish-completion
# The completions ask the program for the kinds ('sortid help kinds'): the
# sortid under test is the one on PATH.
PATH=$(cd "$(dirname "$cli")" && pwd):$PATH
export PATH
check bash -n "$b"
check zsh -n "$z"
check fish --no-execute "$f"

"$cli" --help > "$tmp/help"
check test -s "$tmp/help"
sed -n '/^Commands:/,/^$/p' "$tmp/help" | sed -n 's/^  \([a-z][a-z-]*\).*/\1/p' | sort -u > "$tmp/cmds"
grep -Eo -- '--[a-z][a-z-]+' "$tmp/help" | sort -u > "$tmp/opts"
check test -s "$tmp/cmds"
check test -s "$tmp/opts"

# bash: the command word list, and the options the script names.
sed -n 's/.*compgen -W "\(new [^"]*\)".*/\1/p' "$b" | tr ' ' '\n' | sort -u > "$tmp/b.cmds"
grep -Eo -- '--[a-z][a-z-]+' "$b" | sort -u > "$tmp/b.opts"
same "bash commands" "$tmp/cmds" "$tmp/b.cmds"
same "bash options" "$tmp/opts" "$tmp/b.opts"
# zsh: the 'name:description' command entries, the option specs.
sed -n "s/^        '\([a-z][a-z-]*\):.*/\1/p" "$z" | sort -u > "$tmp/z.cmds"
grep -Eo -- '--[a-z][a-z-]+' "$z" | sort -u > "$tmp/z.opts"
same "zsh commands" "$tmp/cmds" "$tmp/z.cmds"
same "zsh options" "$tmp/opts" "$tmp/z.opts"
# fish: the commands offered before one is seen, the -l names.
sed -n 's/.*not __fish_seen_subcommand_from [^"]*" -a \([a-z-]*\) .*/\1/p' "$f" | sort -u > "$tmp/f.cmds"
grep '^complete ' "$f" | grep -Eo -- ' -l [a-z][a-z-]+' | sed 's/ -l /--/' | sort -u > "$tmp/f.opts"
same "fish commands" "$tmp/cmds" "$tmp/f.cmds"
same "fish options" "$tmp/opts" "$tmp/f.opts"
# Run, not only read: bash's function and fish's rules complete a command
# line as a user's shell would (zsh needs a terminal for that: read only).
bash -c 'source "$1"; COMP_WORDS=(sortid ""); COMP_CWORD=1; _sortid; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$b" | sort -u > "$tmp/b.run"
same "bash completes the commands" "$tmp/cmds" "$tmp/b.run"
fish -c 'source $argv[1]; complete -C "sortid "' "$f" | cut -f1 | sort -u > "$tmp/f.run"
same "fish completes the commands" "$tmp/cmds" "$tmp/f.run"
bash -c 'source "$1"; COMP_WORDS=(sortid --type ""); COMP_CWORD=2; _sortid; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$b" | sort -u > "$tmp/b.types"
fish -c 'source $argv[1]; complete -C "sortid --type "' "$f" | cut -f1 | sort -u > "$tmp/f.types"
check test -s "$tmp/b.types"
same "bash and fish complete the same --type values" "$tmp/b.types" "$tmp/f.types"
# The kinds and forms are the program's (the library's table), never a list
# kept in a completion: every one --help names is offered, and no completion
# file spells a kind's name.
"$cli" help kinds | sort -u > "$tmp/kinds"
"$cli" help forms | sort -u > "$tmp/forms"
check test -s "$tmp/kinds"
same "bash completes --type with sortid help kinds" "$tmp/kinds" "$tmp/b.types"
same "fish completes --type with sortid help kinds" "$tmp/kinds" "$tmp/f.types"
bash -c 'source "$1"; COMP_WORDS=(sortid convert --to ""); COMP_CWORD=3; _sortid; printf "%s\n" "${COMPREPLY[@]}"' \
    _ "$b" | sort -u > "$tmp/b.to"
fish -c 'source $argv[1]; complete -C "sortid convert --to "' "$f" | cut -f1 | sort -u > "$tmp/f.to"
same "bash completes --to with sortid help forms" "$tmp/forms" "$tmp/b.to"
same "fish completes --to with sortid help forms" "$tmp/forms" "$tmp/f.to"
# zsh: its lister run outside a terminal (compsys's _describe and
# _call_program stubbed), and the option specs that call it.
zsh_list() { # topic
    zsh -f -c 'source <(sed -n "/^_sortid_list()/,/^}/p" "$1")
        _call_program() { shift; eval "$*"; }
        _describe() { print -rl -- "${(@P)4}"; }
        words=(sortid); _sortid_list -J -default- "$2"' _ "$z" "$1" | sort -u
}
zsh_list kinds > "$tmp/z.types"
zsh_list forms > "$tmp/z.to"
same "zsh lists --type values with sortid help kinds" "$tmp/kinds" "$tmp/z.types"
same "zsh lists --to values with sortid help forms" "$tmp/forms" "$tmp/z.to"
check grep -q -- "--type=}'\[type of ID\]:type:_sortid_list kinds'" "$z"
check grep -q -- "'--to=\[form to convert to\]:form:_sortid_list forms'" "$z"
while read -r k; do
    check test -n "$(sed -n '/^ *-t, --type TYPE/,/^ *--node/p' "$tmp/help" | grep -w -- "$k")"
    for c in "$b" "$z" "$f"; do
        if grep -v '^ *#' "$c" | grep -qw -- "$k"; then
            fail=$((fail + 1)); echo "FAIL: $c names the kind $k (ask 'sortid help kinds')"
        else pass=$((pass + 1)); fi
    done
done < "$tmp/kinds"
echo "completions: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
