# SPDX-License-Identifier: MIT
"""python -m sortid, and the `ulid` command the package installs:
python-ulid's `ulid` command (build, show) on sortid.

    python -m sortid build [--from-int N | --from-hex H | --from-str S |
                            --from-timestamp T | --from-datetime ISO | --from-uuid U]
    python -m sortid show [--uuid] [--uuid4] [--uuid7] [--hex] [--int] [--timestamp] [--datetime] ULID

A value of "-" is read from standard input.  As python-ulid's ulid.__main__,
main(argv) returns the text the command prints and raises on a bad value;
entrypoint() prints it, errors go to standard error with exit status 1 (2 for a
usage error, as argparse does).
"""
import argparse
import datetime as _dt
import os
import sys
import uuid

from . import IDError, ULID, __version__


def _value(text):
    return sys.stdin.readline().strip() if text == "-" else text


def _build(args):
    if args.from_int is not None:
        return ULID.from_int(int(_value(args.from_int), 0))
    if args.from_hex is not None:
        return ULID.from_hex(_value(args.from_hex))
    if args.from_str is not None:
        return ULID.from_str(_value(args.from_str))
    if args.from_timestamp is not None:
        text = _value(args.from_timestamp)
        return ULID.from_timestamp(float(text) if "." in text else int(text))
    if args.from_datetime is not None:
        return ULID.from_datetime(_dt.datetime.fromisoformat(_value(args.from_datetime)))
    if args.from_uuid is not None:
        return ULID.from_uuid(uuid.UUID(_value(args.from_uuid)))
    return ULID()


def _show(args):
    ulid = ULID.parse(_value(args.ulid))
    fields = [("uuid", "UUID", ulid.to_uuid), ("uuid4", "UUIDv4", ulid.to_uuid4),
              ("uuid7", "UUIDv7", lambda: ulid.to_uuid7(compliant=True)),
              ("hex", "Hex", lambda: ulid.hex), ("int", "Int", lambda: int(ulid)),
              ("timestamp", "Timestamp", lambda: ulid.timestamp),
              ("datetime", "Datetime", lambda: ulid.datetime.isoformat())]
    chosen = [f for f in fields if getattr(args, f[0])]
    if len(chosen) == 1:
        return str(chosen[0][2]())
    lines = ["ULID:      %s" % ulid]
    lines += ["%-10s %s" % (label + ":", get()) for _, label, get in (chosen or fields)]
    return "\n".join(lines)


def main(argv=None, prog=None):
    """The text `python -m sortid ARGV...` prints (python-ulid's main returns it too)."""
    parser = argparse.ArgumentParser(prog=prog or "python -m sortid",
                                     description="Create and inspect ULIDs (sortid)")
    parser.add_argument("--version", action="version", version="sortid " + __version__)
    sub = parser.add_subparsers(dest="command", required=True)
    build = sub.add_parser("build", help="print a new ULID, or one made from a value")
    group = build.add_mutually_exclusive_group()
    for name in ("int", "hex", "str", "timestamp", "datetime", "uuid"):
        group.add_argument("--from-" + name, metavar=name.upper(), help="from a %s ('-': stdin)" % name)
    show = sub.add_parser("show", help="show the properties of a ULID")
    show.add_argument("ulid", help="a ULID, its UUID or hex form ('-': stdin)")
    for name in ("uuid", "uuid4", "uuid7", "hex", "int", "timestamp", "datetime"):
        show.add_argument("--" + name, action="store_true", help="print only the " + name)
    args = parser.parse_args(argv)
    return str(_build(args) if args.command == "build" else _show(args))


def _prog():
    """The command's name: "ulid" when run as the `ulid` command."""
    name = os.path.basename(sys.argv[0] if sys.argv and sys.argv[0] else "")
    return "ulid" if name == "ulid" else "python -m sortid"


def entrypoint(argv=None):
    """Print main(argv); a bad value is one line on standard error and status 1."""
    prog = _prog()
    try:
        text = main(argv, prog)
    except (IDError, ValueError, TypeError, OverflowError) as err:
        print("%s: %s" % (prog, err), file=sys.stderr)
        return 1
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(entrypoint())
