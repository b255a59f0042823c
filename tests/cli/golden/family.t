The rest of the family through the library's table: KSUID (27 characters),
TypeID, ObjectId, xid, Snowflake.  Generated IDs are checked by their shape
and by reading them back.

A KSUID is untyped 27-character text; --type ksuid generates one.
  $ sortid parse 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  input         0ujtsYcgvSTl8PAuAdqWYSMnLOv
  type          ksuid
  time          2017-10-10T04:00:47Z
  timestamp_ms  1507608047000
  payload       b5a1cd34b5f99d1154fb6853345c9735
  $ sortid parse -f json 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  {"input":"0ujtsYcgvSTl8PAuAdqWYSMnLOv","type":"ksuid","valid":true,"timestamp_ms":1507608047000,"time":"2017-10-10T04:00:47Z","payload":"b5a1cd34b5f99d1154fb6853345c9735"}
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
  $ sortid at --type ksuid --min 2017-10-10T04:00:47Z
  0ujtsT5xN49RIv7vRkXBy3rhkHI
  $ sortid at --type ksuid --max 2017-10-10T04:00:47.999Z
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

parse of a TypeID: the "uuid" part is its UUID form, one key each (it was
printed twice in JSON).
  $ sortid parse user_01h455vb4pex5vsknk084sn02q
  input         user_01h455vb4pex5vsknk084sn02q
  type          typeid
  time          2023-06-30T03:34:18.518Z
  timestamp_ms  1688096058518
  prefix        user
  uuid          01890a5d-ac96-774b-bcce-b302099a8057
  version       7
  variant       rfc9562
  $ sortid parse -f json user_01h455vb4pex5vsknk084sn02q
  {"input":"user_01h455vb4pex5vsknk084sn02q","type":"typeid","valid":true,"timestamp_ms":1688096058518,"time":"2023-06-30T03:34:18.518Z","prefix":"user","uuid":"01890a5d-ac96-774b-bcce-b302099a8057","version":7,"variant":"rfc9562"}
  $ sortid parse -f json user_01h455vb4pex5vsknk084sn02q | python3 -c 'import json, sys; print(sorted(json.loads(sys.stdin.read(), object_pairs_hook=lambda kv: [k for k, _ in kv])))'
  ['input', 'prefix', 'time', 'timestamp_ms', 'type', 'uuid', 'valid', 'variant', 'version']

TypeIDs with a prefix: generated, at a time, converted to and from.
  $ sortid new --type typeid --prefix user 3 | sed 's/_.*//' | uniq -c | sed 's/^ *//'
  3 user
  $ sortid new --type typeid --prefix user 3 | sortid validate --type typeid && echo valid
  valid
  $ sortid monotonic --type typeid --prefix user 1000 | sort -c && echo increasing
  increasing
  $ sortid at --type typeid --prefix user --min 2023-06-30T03:34:18.518Z
  user_01h455vb4pe008000000000000
  $ sortid at --type typeid --prefix user --max 2023-06-30T03:34:18.518Z
  user_01h455vb4pfzzvzzzzzzzzzzzz
  $ sortid at --type typeid --prefix user 2023-06-30T03:34:18.518Z 2 | cut -c1-15
  user_01h455vb4p
  user_01h455vb4p
  $ sortid convert --to typeid --prefix user 01890a5d-ac96-774b-bcce-b302099a8057 01H455VB4PEX5VSKNK084SN02Q
  user_01h455vb4pex5vsknk084sn02q
  user_01h455vb4pex5vsknk084sn02q
  $ sortid convert --to typeid 01890a5d-ac96-774b-bcce-b302099a8057
  01h455vb4pex5vsknk084sn02q
  $ sortid convert --to typeid --prefix order user_01h455vb4pex5vsknk084sn02q
  order_01h455vb4pex5vsknk084sn02q
  $ sortid convert --to uuid user_01h455vb4pex5vsknk084sn02q
  01890a5d-ac96-774b-bcce-b302099a8057
  $ sortid convert --to ulid user_01h455vb4pex5vsknk084sn02q
  01H455VB4PEX5VSKNK084SN02Q
  $ sortid convert --to typeid --prefix '' user_01h455vb4pex5vsknk084sn02q
  01h455vb4pex5vsknk084sn02q
A bad prefix is a usage error in the library's words, naming the byte.
  $ sortid new --type typeid --prefix User
  sortid: bad --prefix 'User': invalid character at byte 0 (0..63 characters of a-z and '_', the first and last a letter)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --type typeid --prefix user_
  sortid: bad --prefix 'user_': invalid character at byte 4 (0..63 characters of a-z and '_', the first and last a letter)
  Try 'sortid --help' for more information.
  [2]
  $ sortid convert --to typeid --prefix 'us er' 01890a5d-ac96-774b-bcce-b302099a8057
  sortid: bad --prefix 'us er': invalid character at byte 2 (0..63 characters of a-z and '_', the first and last a letter)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --type typeid --prefix aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
  sortid: bad --prefix 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa': wrong length at byte 63 (0..63 characters of a-z and '_', the first and last a letter)
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --prefix user
  sortid: --prefix is for TypeIDs (--type typeid), not ULID IDs (type ulid)
  Try 'sortid --help' for more information.
  [2]
  $ sortid convert --to uuid --prefix user user_01h455vb4pex5vsknk084sn02q
  sortid: --prefix is for convert --to typeid
  Try 'sortid --help' for more information.
  [2]
  $ sortid parse --prefix user user_01h455vb4pex5vsknk084sn02q
  sortid: --prefix is for new, monotonic, at and convert
  Try 'sortid --help' for more information.
  [2]
  $ sortid validate user_01h455vb4pex5vsknk084sn02Q User_01h455vb4pex5vsknk084sn02q user_81h455vb4pex5vsknk084sn02q
  sortid: 'user_01h455vb4pex5vsknk084sn02Q': invalid TypeID: invalid character at byte 30
  sortid: 'User_01h455vb4pex5vsknk084sn02q': invalid TypeID: invalid character at byte 0
  sortid: 'user_81h455vb4pex5vsknk084sn02q': invalid TypeID: value out of range (overflow) at byte 5
  [1]

UUID v1 <-> v6 (RFC 9562 appendix A's examples); a v6 to uuidv6 and a v1 to
uuidv1 are as they are; another version is an error for that ID.
  $ sortid convert --to uuidv6 C232AB00-9414-11EC-B3C8-9F6BDECED846
  1ec9414c-232a-6b00-b3c8-9f6bdeced846
  $ sortid convert --to uuidv1 1EC9414C-232A-6B00-B3C8-9F6BDECED846
  c232ab00-9414-11ec-b3c8-9f6bdeced846
  $ sortid convert --to uuidv6 1ec9414c-232a-6b00-b3c8-9f6bdeced846 && sortid convert --to uuidv1 c232ab00-9414-11ec-b3c8-9f6bdeced846
  1ec9414c-232a-6b00-b3c8-9f6bdeced846
  c232ab00-9414-11ec-b3c8-9f6bdeced846
  $ sortid convert --to uuidv6 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 01ARYZ6S41TSV4RRFFQ69G5FAV 0ujtsYcgvSTl8PAuAdqWYSMnLOv
  sortid: '017f22e2-79b0-7cc3-98c4-dc0c0c07398f': cannot convert: uuidv6 is made from a UUID v1: wrong UUID version (this one is version 7)
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': cannot convert: uuidv6 is made from a UUID v1: wrong UUID version (this one has no version)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': cannot convert: a KSUID has no uuidv6 form
  [1]
  $ sortid convert --to uuidv1 1ec9414c-232a-6b00-33c8-9f6bdeced846
  sortid: '1ec9414c-232a-6b00-33c8-9f6bdeced846': cannot convert: uuidv1 is made from a UUID v6: wrong UUID variant
  [1]
  $ sortid parse c232ab00-9414-11ec-b3c8-9f6bdeced846 1ec9414c-232a-6b00-b3c8-9f6bdeced846 | grep -E '^(input|time|version)'
  input         c232ab00-9414-11ec-b3c8-9f6bdeced846
  time          2022-02-22T19:22:22.0000000Z
  timestamp_ms  1645557742000
  version       1
  input         1ec9414c-232a-6b00-b3c8-9f6bdeced846
  time          2022-02-22T19:22:22.0000000Z
  timestamp_ms  1645557742000
  version       6

Snowflake: decimal digits with --type snowflake; --epoch names the epoch
(the library's sortid_snowflake_epoch_parse).  Discord's documented example
is 2016-04-30T11:18:25.796Z.
  $ sortid parse --type snowflake --epoch discord 175928847299117063
  input         175928847299117063
  type          snowflake
  time          2016-04-30T11:18:25.796Z
  timestamp_ms  1462015105796
  datacenter    1
  worker        0
  sequence      7
  $ sortid parse -f json --type snowflake --epoch 1420070400000 175928847299117063
  {"input":"175928847299117063","type":"snowflake","valid":true,"timestamp_ms":1462015105796,"time":"2016-04-30T11:18:25.796Z","datacenter":1,"worker":0,"sequence":7}
  $ sortid parse --type snowflake 1541815603606036480
  input         1541815603606036480
  type          snowflake
  time          2022-06-28T16:07:40.105Z
  timestamp_ms  1656432460105
  datacenter    11
  worker        26
  sequence      0
  $ printf '175928847299117063\n1541815603606036480\n' | sortid parse -f json --type snowflake --epoch discord | cut -d, -f4
  "timestamp_ms":1462015105796
  "timestamp_ms":1787667885448
  $ sortid parse --type snowflake --epoch mars 1
  sortid: bad --epoch 'mars': invalid character at byte 0 (twitter, discord, or Unix ms)
  Try 'sortid --help' for more information.
  [2]
  $ sortid parse --epoch discord 175928847299117063
  sortid: --epoch is for Snowflakes: give --type snowflake
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --type snowflake --epoch discord
  sortid: --epoch is for parse, validate and convert
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --type snowflake
  sortid: --type snowflake: Snowflake IDs are read, not generated
  Try 'sortid --help' for more information.
  [2]
  $ sortid validate --type snowflake 9223372036854775807 9223372036854775808 12a ''
  sortid: '9223372036854775808': invalid Snowflake: value out of range (overflow) at byte 18
  sortid: '12a': invalid Snowflake: invalid character at byte 2
  sortid: '': invalid Snowflake: length 0 fits no ID; a Snowflake is decimal digits
  [1]
  $ sortid parse 175928847299117063
  sortid: '175928847299117063': invalid ID: length 18: digits of no ID's length; read them as a decimal Ulid-Flake with --from int, or as a decimal Snowflake with --type snowflake
  [1]

Other readings: 20 characters of 0-9a-v are a BaseUID and also an xid; 26
lower-case characters a ULID and also a TypeID without prefix.  parse names
each other reading and its time.
  $ sortid parse 9m4e2mr0ui3e8a215n4g
  input         9m4e2mr0ui3e8a215n4g
  type          baseuid
  time          2019-03-30T10:15:15.643514880Z
  timestamp_ms  1553940915643
  random        eae12a2660c21b316c
  uuid          2b216a0f-2dc1-8eae-84a8-9983086cc5b0
  also          xid 2011-03-22T17:50:19Z
  $ sortid parse -f json 9m4e2mr0ui3e8a215n4g
  {"input":"9m4e2mr0ui3e8a215n4g","type":"baseuid","valid":true,"timestamp_ms":1553940915643,"time":"2019-03-30T10:15:15.643514880Z","random":"eae12a2660c21b316c","uuid":"2b216a0f-2dc1-8eae-84a8-9983086cc5b0","also":[{"type":"xid","timestamp_ms":1300816219000,"time":"2011-03-22T17:50:19Z"}]}
  $ sortid parse --type xid 9m4e2mr0ui3e8a215n4g
  input         9m4e2mr0ui3e8a215n4g
  type          xid
  time          2011-03-22T17:50:19Z
  timestamp_ms  1300816219000
  machine       6354054
  pid           58408
  counter       4271561
  $ sortid parse --type baseuid -f json 9m4e2mr0ui3e8a215n4g
  {"input":"9m4e2mr0ui3e8a215n4g","type":"baseuid","valid":true,"timestamp_ms":1553940915643,"time":"2019-03-30T10:15:15.643514880Z","random":"eae12a2660c21b316c","uuid":"2b216a0f-2dc1-8eae-84a8-9983086cc5b0"}
  $ sortid parse 01h455vb4pex5vsknk084sn02q | tail -1
  also          typeid 2023-06-30T03:34:18.518Z
  $ sortid parse 01H455VB4PEX5VSKNK084SN02Q | grep -c also
  0
  [1]
  $ printf '9m4e2mr0ui3e8a215n4g\n9m4e2mr0ui3e8a215n4g\n' | sortid parse | grep also
  also          xid 2011-03-22T17:50:19Z
  also          xid 2011-03-22T17:50:19Z

ObjectId and xid: one layout, two texts; each converts to the other.
  $ sortid parse 507f1f77bcf86cd799439011
  input         507f1f77bcf86cd799439011
  type          objectid
  time          2012-10-17T21:13:27Z
  timestamp_ms  1350508407000
  machine       12384364
  pid           55193
  counter       4427793
  $ sortid convert --to xid 507f1f77bcf86cd799439011
  a1vhuttsv1mdf6a3i08g
  $ sortid convert --to objectid "$(sortid convert --to xid 507f1f77bcf86cd799439011)"
  507f1f77bcf86cd799439011
  $ sortid --type objectid 2 | sortid validate --type objectid && sortid --type xid 2 | sortid validate --type xid && echo valid
  valid
  $ sortid at --type xid --min 2011-03-22T17:50:19Z
  9m4e2mo0000000000000

validate --type K for every kind: an ID of that kind is valid, and one of
another kind is refused naming what it is.
  $ for k in $(sortid help kinds); do case $k in snowflake) id=175928847299117063;; uuid|uuidv7) id=017f22e2-79b0-7cc3-98c4-dc0c0c07398f;; *) id=$(sortid at --type $k --min 2024-06-06T06:06:06.666Z);; esac; sortid validate --type $k "$id" && echo "$k ok"; done
  ulid ok
  flake ok
  flake-scalable ok
  baseuid ok
  uuidv7 ok
  uuid ok
  ksuid ok
  typeid ok
  objectid ok
  xid ok
  snowflake ok
  $ for k in $(sortid help kinds); do sortid validate --type $k 0ujtsYcgvSTl8PAuAdqWYSMnLOv; done
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid ULID: length 27 fits no ID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid Ulid-Flake: length 27 fits no ID; a Ulid-Flake is 13 characters, 0x and 1 to 16 hex digits or decimal digits (with --from int)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid Ulid-Flake (scalable): length 27 fits no ID; a Ulid-Flake (scalable) is 13 characters, 0x and 1 to 16 hex digits or decimal digits (with --from int)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid BaseUID: length 27 fits no ID; a BaseUID is 20 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid UUIDv7: length 27 fits no ID; a UUIDv7 is 36 characters or 32 hex digits
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid UUID: length 27 fits no ID; a UUID is 36 characters or 32 hex digits
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid TypeID: length 27 is KSUID text, not a TypeID; a TypeID is prefix_ and 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid ObjectId: length 27 is KSUID text, not an ObjectId; an ObjectId is 24 hex digits or 20 characters (xid)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid xid: length 27 is KSUID text, not an xid; an xid is 20 characters or 24 hex digits (ObjectId)
  sortid: '0ujtsYcgvSTl8PAuAdqWYSMnLOv': invalid Snowflake: length 27 is KSUID text, not a Snowflake; a Snowflake is decimal digits
  [1]
