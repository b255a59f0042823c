Generation: the IDs are random, so the tests look at their shape, count,
order and time through pipes.

new, the default command, and COUNT:
  $ sortid | grep -cE '^[0-7][0-9A-HJKMNP-TV-Z]{25}$'
  1
  $ sortid new | grep -cE '^[0-7][0-9A-HJKMNP-TV-Z]{25}$'
  1
  $ sortid 5 | grep -cE '^[0-7][0-9A-HJKMNP-TV-Z]{25}$'
  5
  $ sortid new 1000 | sort -u | wc -l
  1000
  $ sortid new 0 | wc -c
  0
  $ sortid new --lower 3 | grep -cE '^[0-7][0-9a-hjkmnp-tv-z]{25}$'
  3
  $ sortid new 3 | sortid validate && echo all valid
  all valid

Each type:
  $ sortid new --type flake 4 | grep -cE '^[0-7][0-9A-HJKMNP-TV-Z]{12}$'
  4
  $ sortid new -t flake-scalable --node 7 4 | sortid -t flake-scalable parse -f json | grep -c '"node":7'
  4
  $ sortid new -t baseuid 4 | grep -cE '^[-0-9A-Za-z_]{20}$'
  4
  $ sortid new -t uuidv7 4 | grep -cE '^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'
  4
  $ sortid new -t uuidv7 4 | sortid parse -f json | grep -c '"type":"uuidv7"'
  4
  $ sortid new -t ulid 2 | sortid parse -f json | grep -c '"type":"ulid"'
  2

The time of a new ID is now:
  $ test $(( $(sortid new | sortid parse -f json | grep -oE '"timestamp_ms":[0-9]+' | cut -d: -f2) / 1000 - $(date +%s) )) -le 1 && echo now
  now
  $ test $(( $(sortid new -t flake | sortid parse -f json | grep -oE '"timestamp_ms":[0-9]+' | cut -d: -f2) / 1000 - $(date +%s) )) -le 1 && echo now
  now

monotonic:
  $ sortid monotonic 1000 | sort -c && echo sorted
  sorted
  $ sortid monotonic --type flake 20000 | sort -cu && echo strictly increasing
  strictly increasing
  $ sortid monotonic --type flake-scalable --node 31 --entropy-size 2 3 | sortid -t flake-scalable parse -f json | grep -c '"node":31'
  3
  $ sortid monotonic --type baseuid 1000 | LC_ALL=C sort -cu && echo strictly increasing
  strictly increasing
  $ sortid monotonic --lower 3 | grep -cE '^[0-7][0-9a-hjkmnp-tv-z]{25}$'
  3

at with an RFC 3339 time, fractions, offsets, or Unix milliseconds:
  $ sortid at 2026-04-15T00:00:00Z 3 | sortid parse -f json | grep -o '"time":"[^"]*"'
  "time":"2026-04-15T00:00:00.000Z"
  "time":"2026-04-15T00:00:00.000Z"
  "time":"2026-04-15T00:00:00.000Z"
  $ sortid at 2026-04-15T02:00:00.5+02:00 | cut -c1-10
  01KP7702FM
  $ sortid at 1469918176385 | cut -c1-10
  01ARYZ6S41
  $ sortid at 2026-04-15 | sortid parse -f json | grep -o '"timestamp_ms":[0-9]*'
  "timestamp_ms":1776211200000
  $ sortid at -t flake 2024-06-06T06:06:06.666Z | cut -c1-9
  00CMXB6TA
One ID: a scalable flake's 15-bit field at a fixed time can be used up after
the first (its start is random), about 1 run in 150 for two.
  $ sortid at -t flake-scalable --node 3 2024-06-06T06:06:06.666Z 1 | sortid -t flake-scalable parse -f json | grep -o '"node":3'
  "node":3
  $ sortid at -t baseuid 2022-01-01T00:00:00Z 2 | cut -c1-8
  ANjssJky
  ANjssJky
  $ sortid at -t uuidv7 2022-02-22T19:22:22Z 2 | sortid parse -f json | grep -o '"type":"uuidv7","valid":true,"timestamp_ms":1645557742000'
  "type":"uuidv7","valid":true,"timestamp_ms":1645557742000
  "type":"uuidv7","valid":true,"timestamp_ms":1645557742000
  $ sortid at 7ZZZZZZZZZ 2>&1 | head -1
  sortid: bad TIME '7ZZZZZZZZZ': invalid character at byte 1 (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, a number and its unit, e.g. 1700000000s, or now)
  $ sortid at +10889-08-02T05:31:50.655Z | cut -c1-10
  7ZZZZZZZZZ

--min and --max: the bounds of that millisecond, for range queries:
  $ sortid at --min 2016-07-30T22:36:16.385Z
  01ARYZ6S410000000000000000
  $ sortid at --max 2016-07-30T22:36:16.385Z
  01ARYZ6S41ZZZZZZZZZZZZZZZZ
  $ sortid at --min --lower 1469918176385
  01aryz6s410000000000000000
  $ sortid at --min -t flake 2024-06-06T06:06:06.666Z
  00CMXB6TA0000
  $ sortid at --max -t flake 2024-06-06T06:06:06.666Z
  00CMXB6TAZZZZ
  $ sortid at --max -t flake-scalable --node 5 2024-06-06T06:06:06.666Z
  00CMXB6TAZZZ5
  $ sortid at --max -t flake-scalable --node 5 2024-06-06T06:06:06.666Z | sortid -t flake-scalable parse
  input         00CMXB6TAZZZ5
  type          flake-scalable
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        7fff
  node          5
  hex           0x329D59B4AFFFE5
  int           14246757444616165
  $ sortid at --min -t baseuid 2022-01-01T00:00:00Z
  ANjssJky------------
  $ sortid at --max -t baseuid 2022-01-01T00:00:00Z
  ANjssJkyzzzzzzzzzzzz
  $ sortid at --min -t uuidv7 2022-02-22T19:22:22Z
  017f22e2-79b0-7000-8000-000000000000
  $ sortid at --max -t uuidv7 2022-02-22T19:22:22Z
  017f22e2-79b0-7fff-bfff-ffffffffffff
  $ sortid at --max +10889-08-02T05:31:50.655Z
  7ZZZZZZZZZZZZZZZZZZZZZZZZZ
BaseUID's whole range: its last millisecond (issue 11), as Unix ms and RFC 3339.
  $ sortid --type baseuid at --max 9223372036854
  zzzzzzzczzzzzzzzzzzz
  $ sortid --type baseuid at 9223372036854 3 | cut -c1-7 | uniq -c | sed 's/^ *//'
  3 zzzzzzz
  $ sortid --type baseuid at 2262-04-11T23:47:16.854Z | sortid parse -f json | grep -o '"timestamp_ms":[0-9]*'
  "timestamp_ms":9223372036853
  $ sortid --type baseuid at 9223372036855
  sortid: bad TIME '9223372036855': outside the range of a BaseUID
  Try 'sortid --help' for more information.
  [2]
The random step is an opt-in of monotonic ULIDs and BaseUIDs.
  $ sortid monotonic --random-step 1000 | sort -cu && echo strictly increasing
  strictly increasing
  $ sortid -t baseuid monotonic --random-step=8 1000 | LC_ALL=C sort -cu && echo strictly increasing
  strictly increasing
  $ sortid monotonic --random-step=0
  sortid: bad --random-step '0' (K: 1..64, a random step in [1, 2^K])
  Try 'sortid --help' for more information.
  [2]
  $ sortid monotonic --random-step=65
  sortid: --type ulid: --random-step: 0 (+1) or 1..64 (a random step in [1, 2^k])
  Try 'sortid --help' for more information.
  [2]
  $ sortid -t flake monotonic --random-step
  sortid: --random-step is not for Ulid-Flake IDs (type flake)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --random-step
  sortid: --random-step is for monotonic
  Try 'sortid --help' for more information.
  [2]
