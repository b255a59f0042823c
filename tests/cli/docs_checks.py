# SPDX-License-Identifier: MIT
"""The sortid command's documentation against the tool itself (run-tests.py
calls check_docs): --help, the man page, the bash completion and each
command's own help name the same options, commands, kinds and forms."""
import os
import re
import subprocess


def check_docs(run, check, root, env):
    ROOT, ENV = root, env
    # Docs and completion name every option and command the tool has.
    rc, out, err = run(["--help"])
    helptext = out.decode()
    longopts = sorted(set(re.findall(r"--[a-z][a-z-]+", helptext)))
    man = open(os.path.join(ROOT, "docs", "sortid.1"), encoding="utf-8").read().replace("\\-", "-")
    comp = open(os.path.join(ROOT, "cli", "sortid.bash-completion"), encoding="utf-8").read()
    check(len(longopts) >= 12, "help lists the options", repr(longopts))
    for opt in longopts:
        check(opt in man, "man page documents " + opt)
        check(opt in comp, "completion offers " + opt)
    for cmd in ("new", "monotonic", "at", "parse", "validate", "convert", "help"):
        check(re.search(r"^\.B[RI]? %s\b" % cmd, man, re.M) is not None, "man page documents " + cmd)
        check(cmd in comp, "completion offers " + cmd)
    for words, want in ((["sortid", "--type", "fl"], "flake flake-scalable"),
                        (["sortid", "-q", ""], "new monotonic at parse validate convert help"),
                        (["sortid", "help", "p"], "parse"),
                        (["sortid", "at", "n"], "now"),
                        (["sortid", "convert", "--to", "uu"], "uuidv7 uuid uuidv8 uuidv6 uuidv1"),
                        (["sortid", "--epoch", ""], ""),
                        (["sortid", "help", "k"], "kinds"),
                        (["sortid", "parse", "-f", ""], "text json"),
                        (["sortid", "parse", ""], "")):
        script = ('source cli/sortid.bash-completion; COMP_WORDS=(%s); COMP_CWORD=%d; _sortid; '
                  'echo "${COMPREPLY[*]}"' % (" ".join("'%s'" % w for w in words), len(words) - 1))
        p = subprocess.run(["bash", "-c", script], capture_output=True, cwd=ROOT, env=ENV)
        check(p.stdout.decode().strip() == want, "completion of %r" % words, repr(p.stdout))

    # Each command's own help: the same from "CMD --help", "CMD -h" and "help CMD",
    # its own usage line first, only options the summary lists.
    for cmd in ("new", "monotonic", "at", "parse", "validate", "convert", "help"):
        outs = [run(argv) for argv in ([cmd, "--help"], [cmd, "-h"], ["help", cmd])]
        first = outs[0][1].decode().split("\n")[0]
        own = set(re.findall(r"--[a-z][a-z-]+", outs[0][1].decode()))
        check(all(o == (0, outs[0][1], b"") for o in outs)
              and first.startswith("Usage: sortid [OPTION]... %s " % ("[new]" if cmd == "new" else cmd))
              and own <= set(longopts) and len(outs[0][1]) < len(helptext),
              "%s --help: its own usage" % cmd, repr(outs[0][1][:200]))

    # The completion offers every kind of the library's table for --type and
    # --to: the kinds "sortid help kinds" lists, which --help lists too (its
    # --type text), and the forms "sortid help forms" lists.
    kinds = run(["help", "kinds"])[1].decode().split()
    forms = run(["help", "forms"])[1].decode().split()
    type_text = helptext.split("-t, --type TYPE", 1)[1].split("    --to", 1)[0]
    check(len(kinds) >= 11 and set(re.findall(r"[a-z0-9-]+", type_text)) >= set(kinds),
          "--help's --type names every kind of sortid help kinds", repr((kinds, type_text)))
    check(forms[:len(kinds)] == kinds and len(forms) > len(kinds),
          "sortid help forms: the kinds, then the other forms", repr(forms))
    for opt, want in (("--type", kinds), ("--to", forms)):
        script = ('source cli/sortid.bash-completion; COMP_WORDS=(sortid %s ""); COMP_CWORD=2; '
                  '_sortid; echo "${COMPREPLY[*]}"' % opt)
        p = subprocess.run(["bash", "-c", script], capture_output=True, cwd=ROOT, env=ENV)
        check(p.stdout.decode().split() == want,
              "completion of %s offers every kind %r" % (opt, want), repr(p.stdout))
        # and every value it offers is taken
        for v in p.stdout.decode().split():
            argv = ["--type", v, "validate", "--help"] if opt == "--type" else \
                ["convert", "--to", v, "--help"]
            check(run(argv)[0] == 0, "%s %s is taken" % (opt, v))
