validate: silent on success, a message per invalid ID, status 1 if any.
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAV && echo valid
  valid
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAU && echo valid
  [1]
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce02e94428a68eb1e7e82b7f9f 0x1
  $ sortid validate 80000000000000000000000000 ZZZZZZZZZZZZZZZZZZZZZZZZZZ 01ARYZ6S41TSV4RRFFQ69G5FA 8000000000000 000000000000 00CMH8K1E1E1U
  sortid: '80000000000000000000000000': invalid ULID: value out of range (overflow) at byte 0
  sortid: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ': invalid ULID: value out of range (overflow) at byte 0
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FA': invalid ID: length 25 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)
  sortid: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  sortid: '000000000000': invalid ID: length 12: digits of no ID's length; read them as a decimal Ulid-Flake with --from int, or as a decimal Snowflake with --type snowflake
  sortid: '00CMH8K1E1E1U': invalid Ulid-Flake: invalid character at byte 12
  [1]
  $ sortid validate -q 01ARYZ6S41TSV4RRFFQ69G5FAU
  [1]
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAI
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAI': invalid ULID: invalid character at byte 25
  [1]
  $ sortid validate --lenient 01ARYZ6S41TSV4RRFFQ69G5FAI 01ARYZ6S41TSV4RRFFQ69G5FAl 0oARYZ6S41TSV4RRFFQ69G5FAV
  $ sortid validate --lenient 01ARYZ6S41TSV4RRFFQ69G5FAU
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAU': invalid ULID: invalid character at byte 25
  [1]
  $ sortid validate -t baseuid ANjssJkyfa3H00J9ZPJ ANjssJkyfa3H00J9ZPJ+ ANjssJkyfa3H00J9ZPJG
  sortid: 'ANjssJkyfa3H00J9ZPJ': invalid BaseUID: length 19 fits no ID; a BaseUID is 20 characters, 36 characters (UUID) or 32 hex digits (UUID)
  sortid: 'ANjssJkyfa3H00J9ZPJ+': invalid BaseUID: invalid character at byte 19
  [1]
  $ sortid validate -t flake --from int 9223372036854775807 9223372036854775808 0x7FFFFFFFFFFFFFFF 0x8000000000000000 0xG
  sortid: '9223372036854775808': invalid Ulid-Flake: value out of range (overflow) at byte 18
  sortid: '0x8000000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 17
  sortid: '0xG': invalid Ulid-Flake: invalid character at byte 2
  [1]
  $ sortid validate -t uuidv7 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  sortid: '771a3bce-02e9-4428-a68e-b1e7e82b7f9f': invalid UUIDv7: wrong UUID version
  [1]
  $ sortid validate -t ulid 00CMXB6TAK4SA
  sortid: '00CMXB6TAK4SA': invalid ULID: length 13 is Ulid-Flake text, not a ULID; a ULID is 26 characters, 36 characters (UUID) or 32 hex digits (UUID)
  [1]
  $ sortid validate ''
  sortid: '': invalid ID: length 0 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)
  [1]
