Usage errors: status 2 and a one-line hint.
  $ sortid new abc
  sortid: bad COUNT 'abc': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new -- -1
  sortid: bad COUNT '-1': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new 1.5
  sortid: bad COUNT '1.5': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new 99999999999999999999
  sortid: bad COUNT '99999999999999999999': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new 1 2
  sortid: too many arguments: new takes at most COUNT
  Try 'sortid --help' for more information.
  [2]
  $ sortid monotonic x
  sortid: bad COUNT 'x': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid frobnicate
  sortid: unknown command 'frobnicate'
  Try 'sortid --help' for more information.
  [2]
  $ sortid --frobnicate
  sortid: unknown option '--frobnicate'
  Try 'sortid --help' for more information.
  [2]
  $ sortid -x
  sortid: unknown option '-x' (an ID or a time that starts with '-' goes after '--')
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type
  sortid: option '--type' needs a value
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type cuid2
  sortid: unknown type 'cuid2' (ulid, flake, flake-scalable, baseuid, uuidv7, uuid, ksuid, typeid, objectid, xid, snowflake)
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type ksiud
  sortid: unknown type 'ksiud' (did you mean ksuid?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at
  sortid: at needs TIME
  Try 'sortid --help' for more information.
  [2]
  $ sortid at yesterday
  sortid: bad TIME 'yesterday': invalid character at byte 0 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 2026-13-01T00:00:00Z
  sortid: bad TIME '2026-13-01T00:00:00Z': time out of range at byte 5 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 2026-04-15T25:00:00Z
  sortid: bad TIME '2026-04-15T25:00:00Z': time out of range at byte 11 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 2026-04-15T00:00:00Q
  sortid: bad TIME '2026-04-15T00:00:00Q': invalid character at byte 19 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 2026-04-15 abc
  sortid: bad COUNT 'abc': expected a whole number (0 or more)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 2026-04-15 1 2
  sortid: too many arguments: at takes TIME [COUNT]
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 1969-12-31T23:59:59Z
  sortid: bad TIME '1969-12-31T23:59:59Z': outside the range of a ULID
  Try 'sortid --help' for more information.
  [2]
  $ sortid at -t flake 2023-12-31T23:59:59Z
  sortid: bad TIME '2023-12-31T23:59:59Z': outside the range of a Ulid-Flake
  Try 'sortid --help' for more information.
  [2]
  $ sortid at -t baseuid 2300-01-01T00:00:00Z
  sortid: bad TIME '2300-01-01T00:00:00Z': outside the range of a BaseUID
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 99999999999999999999
  sortid: bad TIME '99999999999999999999': time out of range at byte 0 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 281474976710656
  sortid: bad TIME '281474976710656': outside the range of a ULID
  Try 'sortid --help' for more information.
  [2]
  $ sortid at --min --max 0
  sortid: --min and --max exclude each other
  Try 'sortid --help' for more information.
  [2]
  $ sortid at --min 0 2
  sortid: --min and --max give one ID: COUNT must be 1
  Try 'sortid --help' for more information.
  [2]
  $ sortid convert 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: convert needs --to FORM
  Try 'sortid --help' for more information.
  [2]
  $ sortid convert --to cuid2 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: unknown form 'cuid2' (ulid, flake, flake-scalable, baseuid, uuidv7, uuid, ksuid, typeid, objectid, xid, snowflake, hex, int, uuidv8, uuidv6, uuidv1)
  Try 'sortid --help' for more information.
  [2]
A kind the value has no form of: the ID is invalid for convert (status 1),
not the command line.
  $ sortid convert --to ksuid 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': cannot convert: a ULID has no ksuid form
  [1]
  $ sortid help kindz
  sortid: unknown command 'kindz' (did you mean kinds?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid parse --to uuid 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: --to is for convert
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --min
  sortid: --min and --max are for at
  Try 'sortid --help' for more information.
  [2]
  $ sortid validate -f json 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: --format is for parse
  Try 'sortid --help' for more information.
  [2]
  $ sortid parse -f xml 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: unknown format 'xml' (text, json)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --lenient
  sortid: --lenient is for parse, validate and convert
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --node 3
  sortid: --type ulid: --node: only for a scalable flake generator; 0 here
  Try 'sortid --help' for more information.
  [2]
  $ sortid new -t flake-scalable --node 32
  sortid: bad --node '32' (0..31)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new -t flake-scalable --node x
  sortid: bad --node 'x' (0..31)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --entropy-size 2
  sortid: --type ulid: --entropy-size: only for a flake generator; 0 here
  Try 'sortid --help' for more information.
  [2]
  $ sortid new -t flake --entropy-size 4
  sortid: bad --entropy-size '4' (1..3 stand-alone, 1..2 scalable)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new -t flake-scalable --entropy-size 3
  sortid: --type flake-scalable: --entropy-size: 1..3 for a stand-alone flake, 1..2 for a scalable one
  Try 'sortid --help' for more information.
  [2]
  $ sortid parse --------------------
  input         --------------------
  type          baseuid
  time          1970-01-01T00:00:00.000000000Z
  timestamp_ms  0
  random        000000000000000000
  uuid          00000000-0000-8000-8000-000000000000

Help and version: status 0.
  $ sortid --help | head -3
  Usage: sortid [OPTION]... [new] [COUNT]
         sortid [OPTION]... monotonic [COUNT]
         sortid [OPTION]... at TIME [COUNT]
  $ sortid -h | grep -c -- '--entropy-size'
  1
  $ sortid --version
  sortid 1.0.0
  $ sortid -V
  sortid 1.0.0
A time before 1970 is outside the range; a TIME that starts with '-' goes
after '--'; bytes that are not printable are quoted.
  $ sortid at -- -1ms
  sortid: bad TIME '-1ms': outside the range of a ULID
  Try 'sortid --help' for more information.
  [2]
  $ sortid at -1
  sortid: unknown option '-1' (an ID or a time that starts with '-' goes after '--')
  Try 'sortid --help' for more information.
  [2]
  $ sortid at "$(printf 'a\001b')"
  sortid: bad TIME 'a\x01b': invalid character at byte 0 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
