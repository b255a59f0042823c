The defects a new user met first (issue 19 section 6): each case here failed
before its fix, but the two marked "as before".

TIME as a user types it (the library's sortid_time_read): a bare number that
can only be seconds is refused with the unit to add; units s, ms, us, ns;
fractions; now.
  $ sortid at 1700000000
  sortid: bad TIME '1700000000': a number needs its unit: 1700000000s for Unix seconds, 1700000000ms for milliseconds (us, ns)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 1700000000s | sortid parse -f json | grep -o '"time":"[^"]*"'
  "time":"2023-11-14T22:13:20.000Z"
  $ sortid at 1700000000.25s | sortid parse -f json | grep -o '"time":"[^"]*"'
  "time":"2023-11-14T22:13:20.250Z"
  $ sortid at 1700000000000ms | cut -c1-10
  01HF7YAT00
  $ sortid at 1700000000000000us | cut -c1-10
  01HF7YAT00
  $ sortid at 1700000000000000000ns | cut -c1-10
  01HF7YAT00
  $ sortid at -t baseuid --min 1700000000000000001ns
  Amwtz5lJ------------
  $ sortid at -t baseuid --min 1700000000.000032768s
  Amwtz5lK------------
As before: a bare number of 10^11 or more is Unix ms, and 0 is 0 in any unit.
  $ sortid at 1700000000000 | cut -c1-10
  01HF7YAT00
  $ sortid at --min 0
  00000000000000000000000000
Other units, and text, are errors at their byte; before 1970 is out of range.
  $ sortid at 1700000000h
  sortid: bad TIME '1700000000h': invalid character at byte 10 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at -- -1ms
  sortid: bad TIME '-1ms': outside the range of a ULID
  Try 'sortid --help' for more information.
  [2]
  $ sortid at -- -1
  sortid: bad TIME '-1': a number needs its unit: -1s for Unix seconds, -1ms for milliseconds (us, ns)
  Try 'sortid --help' for more information.
  [2]
  $ sortid at 99999999999999999999ms
  sortid: bad TIME '99999999999999999999ms': time out of range at byte 0 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  Try 'sortid --help' for more information.
  [2]
  $ test $(( $(sortid at now | sortid parse -f json | grep -oE '"timestamp_ms":[0-9]+' | cut -d: -f2) / 1000 - $(date +%s) )) -le 1 && echo now
  now
  $ sortid at -t uuidv7 now 3 | sortid parse -f json | grep -c '"type":"uuidv7"'
  3

Every command answers --help with its own usage, as does sortid help CMD.
  $ sortid parse --help | head -2
  Usage: sortid [OPTION]... parse [ID...]
  Decode each ID and show its type, time, random part and other forms.
  $ sortid help parse | head -2
  Usage: sortid [OPTION]... parse [ID...]
  Decode each ID and show its type, time, random part and other forms.
  $ sortid at --help | grep -c 1700000000s
  1
  $ sortid convert -h | head -1
  Usage: sortid [OPTION]... convert --to FORM [ID...]
  $ sortid new --help | grep -c -e --node -e --format
  1
  $ sortid help | head -1
  Usage: sortid [OPTION]... [new] [COUNT]
  $ sortid help prase
  sortid: unknown command 'prase' (did you mean parse?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid help parse validate
  sortid: too many arguments: help takes at most COMMAND
  Try 'sortid --help' for more information.
  [2]

A mistyped command, type, form or option suggests the nearest.
  $ sortid prase 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: unknown command 'prase' (did you mean parse?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid valdiate 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: unknown command 'valdiate' (did you mean validate?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid -t uuid7 new
  sortid: unknown type 'uuid7' (did you mean uuidv7?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid convert --to uuidv9 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: unknown form 'uuidv9' (did you mean uuidv7?)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --lowr
  sortid: unknown option '--lowr' (did you mean --lower?)
  Try 'sortid --help' for more information.
  [2]

--version takes nothing else.
  $ sortid -V extra
  sortid: --version takes nothing else
  Try 'sortid --help' for more information.
  [2]
  $ sortid --version --bogus
  sortid: unknown option '--bogus'
  Try 'sortid --help' for more information.
  [2]
  $ sortid --version -q
  sortid: --version takes nothing else
  Try 'sortid --help' for more information.
  [2]

--random-step on a type without one names the type.
  $ sortid monotonic --random-step -t uuidv7
  sortid: --random-step is not for UUIDv7 IDs (type uuidv7)
  Try 'sortid --help' for more information.
  [2]
  $ sortid monotonic --random-step=8 -t flake-scalable
  sortid: --random-step is not for Ulid-Flake (scalable) IDs (type flake-scalable)
  Try 'sortid --help' for more information.
  [2]

JSON: a Ulid-Flake's int is a string (above 2^53 a JSON number loses digits).
  $ sortid parse -f json 7ZZZZZZZZZZZZ
  {"input":"7ZZZZZZZZZZZZ","type":"flake","valid":true,"timestamp_ms":10500160222207,"time":"2302-09-27T15:10:22.207Z","random":"fffff","hex":"0x7FFFFFFFFFFFFFFF","int":"9223372036854775807"}
  $ sortid parse -f json 7ZZZZZZZZZZZZ | python3 -c 'import json,sys; print(json.load(sys.stdin, parse_int=float)["int"])'
  9223372036854775807

parse of a UUID shows its ULID text too (parse.t has the UUIDv7 as text).
  $ sortid parse -f json 017F22E279B07CC398C4DC0C0C07398F
  {"input":"017F22E279B07CC398C4DC0C0C07398F","type":"uuidv7","valid":true,"timestamp_ms":1645557742000,"time":"2022-02-22T19:22:22.000Z","random":"7cc398c4dc0c0c07398f","version":7,"variant":"rfc9562","uuid":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","ulid":"01FWHE4YDGFK1SHH6W1G60EECF"}
  $ sortid parse 00000000-0000-4000-8000-000000000000
  input         00000000-0000-4000-8000-000000000000
  type          uuid
  version       4
  variant       rfc9562
  uuid          00000000-0000-4000-8000-000000000000
  ulid          00000000008008000000000000
