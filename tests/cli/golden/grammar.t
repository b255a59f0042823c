The input grammar (docs/sortid.1 INPUT): the length decides the form; --type
only narrows; the decimal integer form only with --from int.  Each case as
arguments and on standard input (the same output).

Every row of the table, detected.
  $ sortid convert --to hex 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 017f22e279b07cc398c4dc0c0c07398f 0x329D59B4A9932A 0X1
  01563df36481d6764c61efb99302bd5b
  0x329D59B4A9932A
  2d8bf8e14c3eae611204150a91a511
  017f22e279b07cc398c4dc0c0c07398f
  017f22e279b07cc398c4dc0c0c07398f
  0x329D59B4A9932A
  0x1
  $ printf '%s\n' 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 017f22e279b07cc398c4dc0c0c07398f 0x329D59B4A9932A 0X1 | sortid convert --to hex
  01563df36481d6764c61efb99302bd5b
  0x329D59B4A9932A
  2d8bf8e14c3eae611204150a91a511
  017f22e279b07cc398c4dc0c0c07398f
  017f22e279b07cc398c4dc0c0c07398f
  0x329D59B4A9932A
  0x1
  $ sortid validate --from int 14246757444195114 0 0123456789012 && echo valid
  valid
  $ printf '14246757444195114\n0\n0123456789012\n' | sortid validate --from int && echo valid
  valid

13 digits: Ulid-Flake text, or with --from int the decimal integer.
  $ sortid convert --to int 0123456789012 8000000000000
  38390726480134178
  sortid: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  [1]
  $ printf '0123456789012\n8000000000000\n' | sortid convert --to int
  38390726480134178
  sortid: line 2: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  [1]
  $ sortid convert --from int --to flake 0123456789012 8000000000000
  000003JZ9J6GM
  000078TJJH000
  $ printf '0123456789012\n8000000000000\n' | sortid convert --from int --to flake
  000003JZ9J6GM
  000078TJJH000
  $ sortid convert -t flake --to int 0123456789012
  38390726480134178
  $ sortid validate -t flake 8000000000000
  sortid: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  [1]
  $ printf '8000000000000\n' | sortid validate -t flake
  sortid: line 1: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  [1]

Digits of another length: an error that names the option.
  $ sortid validate 14246757444195114 -t flake 7
  sortid: '14246757444195114': invalid Ulid-Flake: length 17: digits of no ID's length; read them as a decimal Ulid-Flake with --from int
  sortid: '7': invalid Ulid-Flake: length 1: digits of no ID's length; read them as a decimal Ulid-Flake with --from int
  [1]
  $ printf '14246757444195114\n7\n' | sortid validate
  sortid: line 1: '14246757444195114': invalid ID: length 17: digits of no ID's length; read them as a decimal Ulid-Flake with --from int, or as a decimal Snowflake with --type snowflake
  sortid: line 2: '7': invalid ID: length 1: digits of no ID's length; read them as a decimal Ulid-Flake with --from int, or as a decimal Snowflake with --type snowflake
  [1]

A ULID that starts with 0X or 0x is a ULID (26 characters).
  $ sortid parse 0XGZ7C67VJJTNQJRFXJ9EKKM58 0xgz7c67vjjtnqjrfxj9ekkm58
  input         0XGZ7C67VJJTNQJRFXJ9EKKM58
  type          ulid
  time          2998-11-27T01:51:24.530Z
  timestamp_ms  32469126684530
  random        96ab7961fd925d39d0a8
  uuid          1d87cec3-1f72-96ab-7961-fd925d39d0a8
  
  input         0xgz7c67vjjtnqjrfxj9ekkm58
  type          ulid
  time          2998-11-27T01:51:24.530Z
  timestamp_ms  32469126684530
  random        96ab7961fd925d39d0a8
  uuid          1d87cec3-1f72-96ab-7961-fd925d39d0a8
  also          typeid
  $ printf '0XGZ7C67VJJTNQJRFXJ9EKKM58\n0xgz7c67vjjtnqjrfxj9ekkm58\n' | sortid parse
  input         0XGZ7C67VJJTNQJRFXJ9EKKM58
  type          ulid
  time          2998-11-27T01:51:24.530Z
  timestamp_ms  32469126684530
  random        96ab7961fd925d39d0a8
  uuid          1d87cec3-1f72-96ab-7961-fd925d39d0a8
  
  input         0xgz7c67vjjtnqjrfxj9ekkm58
  type          ulid
  time          2998-11-27T01:51:24.530Z
  timestamp_ms  32469126684530
  random        96ab7961fd925d39d0a8
  uuid          1d87cec3-1f72-96ab-7961-fd925d39d0a8
  also          typeid
  $ sortid validate 0XGZ7C67VJJTNQJRFXJ9EKKM58 && sortid convert --to uuid 0XGZ7C67VJJTNQJRFXJ9EKKM58
  1d87cec3-1f72-96ab-7961-fd925d39d0a8
  $ sortid validate -t flake 0XGZ7C67VJJTNQJRFXJ9EKKM58
  sortid: '0XGZ7C67VJJTNQJRFXJ9EKKM58': invalid Ulid-Flake: length 26 is ULID text, not a Ulid-Flake; a Ulid-Flake is 13 characters, 0x and 1 to 16 hex digits or decimal digits (with --from int)
  [1]
  $ printf '0XGZ7C67VJJTNQJRFXJ9EKKM58\n' | sortid validate -t flake
  sortid: line 1: '0XGZ7C67VJJTNQJRFXJ9EKKM58': invalid Ulid-Flake: length 26 is ULID text, not a Ulid-Flake; a Ulid-Flake is 13 characters, 0x and 1 to 16 hex digits or decimal digits (with --from int)
  [1]
  $ sortid validate --from int 0XGZ7C67VJJTNQJRFXJ9EKKM58 && echo still a ULID
  still a ULID

0x and 11 hex digits is 13 characters: Ulid-Flake text.
  $ sortid convert --to hex 0x123456789AB
  0xE8443214C74254B
  $ printf '0x123456789AB\n' | sortid convert --to hex
  0xE8443214C74254B

The hex form's own length.
  $ sortid validate 0x 0x00000000000000001
  sortid: '0x': invalid Ulid-Flake: a hex Ulid-Flake is 0x and 1 to 16 hex digits (this is 2 characters)
  sortid: '0x00000000000000001': invalid Ulid-Flake: a hex Ulid-Flake is 0x and 1 to 16 hex digits (this is 19 characters)
  [1]
  $ printf '0x\n0x00000000000000001\n' | sortid validate
  sortid: line 1: '0x': invalid Ulid-Flake: a hex Ulid-Flake is 0x and 1 to 16 hex digits (this is 2 characters)
  sortid: line 2: '0x00000000000000001': invalid Ulid-Flake: a hex Ulid-Flake is 0x and 1 to 16 hex digits (this is 19 characters)
  [1]

--type narrows, never re-reads.
  $ sortid validate -t ulid 00CMXB6TAK4SA 0x1F
  sortid: '00CMXB6TAK4SA': invalid ULID: length 13 is Ulid-Flake text, not a ULID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: '0x1F': invalid ULID: length 4 is a hex Ulid-Flake, not a ULID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  [1]
  $ printf '00CMXB6TAK4SA\n0x1F\n' | sortid validate -t ulid
  sortid: line 1: '00CMXB6TAK4SA': invalid ULID: length 13 is Ulid-Flake text, not a ULID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: line 2: '0x1F': invalid ULID: length 4 is a hex Ulid-Flake, not a ULID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  [1]
  $ sortid validate -t baseuid 01ARYZ6S41TSV4RRFFQ69G5FAV
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': invalid BaseUID: length 26 is ULID text, not a BaseUID; a BaseUID is 20 characters, 36 characters (UUID) or 32 hex digits (UUID)
  [1]
  $ sortid validate -t uuidv7 ANjssJkyfa3H00J9ZPJG
  sortid: 'ANjssJkyfa3H00J9ZPJG': invalid UUIDv7: length 20 is BaseUID text, not a UUIDv7; a UUIDv7 is 36 characters or 32 hex digits
  [1]
  $ sortid validate -t ulid --from int 1
  sortid: --from int: a ULID has no decimal form
  Try 'sortid --help' for more information.
  [2]
  $ sortid new --from int
  sortid: --from is for parse, validate and convert
  Try 'sortid --help' for more information.
  [2]

A BaseUID that starts with '-' is an ID, as an argument and on stdin; a
control byte before it never is.
  $ sortid convert --to uuid -SJoMAAAAAAAAAAAAAAA -- -SJoMAAAAAAAAAAAAAAA
  01d5345c-b2cb-82cb-8b2c-b2cb2cb2cb2c
  01d5345c-b2cb-82cb-8b2c-b2cb2cb2cb2c
  $ printf -- '-SJoMAAAAAAAAAAAAAAA\n' | sortid convert --to uuid
  01d5345c-b2cb-82cb-8b2c-b2cb2cb2cb2c
  $ sortid validate "$(printf '\001SJoMAAAAAAAAAAAAAAA')"
  sortid: '\x01SJoMAAAAAAAAAAAAAAA': invalid BaseUID: invalid character at byte 0
  [1]
  $ printf '\001SJoMAAAAAAAAAAAAAAA\n' | sortid validate
  sortid: line 1: '\x01SJoMAAAAAAAAAAAAAAA': invalid BaseUID: invalid character at byte 0
  [1]
  $ sortid -qt baseuid validate -SJoMAAAAAAAAAAAAAAA && echo valid
  valid
