The rest of the family through the library's table: KSUID (27 characters),
TypeID, ObjectId, xid, Snowflake.  Generated IDs are checked by their shape
and by reading them back.

A KSUID is untyped 27-character text; --type ksuid generates one.
  $ sortid parse 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  input         0ujtsYcgvSTl8PAuAdqWYSMnLOv
  type          ksuid
  time          2017-10-10T04:00:47.000Z
  timestamp_ms  1507608047000
  payload       b5a1cd34b5f99d1154fb6853345c9735
  $ sortid parse -f json 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  {"input":"0ujtsYcgvSTl8PAuAdqWYSMnLOv","type":"ksuid","valid":true,"timestamp_ms":1507608047000,"time":"2017-10-10T04:00:47.000Z","payload":"b5a1cd34b5f99d1154fb6853345c9735"}
  $ sortid convert --to ksuid 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  0ujtsYcgvSTl8PAuAdqWYSMnLOv
  $ sortid --type ksuid 3 | awk '{ print length($0) }'
  27
  27
  27
  $ sortid --type ksuid 3 | sortid validate --type ksuid && echo valid
  valid
  $ sortid monotonic --type ksuid 1000 | sort -c && echo increasing
  increasing
  $ sortid from-time --type ksuid --min 2017-10-10T04:00:47Z
  0ujtsT5xN49RIv7vRkXBy3rhkHI
  $ sortid from-time --type ksuid --max 2017-10-10T04:00:47.999Z
  0ujtsat1PHPnOOnhBuKKkwyxRtP
A 27-character text with a byte outside base62 is an invalid KSUID, and says
where; one over 2^160 - 1 (the largest is aWgEPTl1tmebfsQzFP4bxwgy80V) says
it is out of range.
  $ sortid validate 0ujtsYcgvSTl8PAuAdqWYSMnLO+ aWgEPTl1tmebfsQzFP4bxwgy80V aWgEPTl1tmebfsQzFP4bxwgy80W
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLO+': invalid KSUID: invalid character at byte 26
  sortid: 'aWgEPTl1tmebfsQzFP4bxwgy80W': invalid KSUID: value out of range (overflow) at byte 0
  [1]
  $ printf '0ujtsYcgvSTl8PAuAdqWYSMnLO\000\n' | sortid parse -f json
  {"input":"0ujtsYcgvSTl8PAuAdqWYSMnLO\u0000","type":"ksuid","valid":false,"error":"invalid character at byte 26"}
  [1]
A TypeID's generated lines are its own length (no padding to the longest).
  $ sortid new --type typeid 3 | awk '{ print length($0) }'
  26
  26
  26
  $ sortid new --type typeid 3 | wc -c
  81
