validate: silent on success, a message per invalid ID, status 1 if any.
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAV && echo valid
  valid
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAU && echo valid
  [1]
  $ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce02e94428a68eb1e7e82b7f9f 0x1
  $ sortid validate 80000000000000000000000000 ZZZZZZZZZZZZZZZZZZZZZZZZZZ 01ARYZ6S41TSV4RRFFQ69G5FA 8000000000000 000000000000 00CMH8K1E1E1U
  sortid: '80000000000000000000000000': invalid ULID: value out of range (overflow) at byte 0
  sortid: 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ': invalid ULID: value out of range (overflow) at byte 0
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FA': invalid ULID: wrong length at byte 25 (length 25, a ULID has 26)
  sortid: '8000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 0
  sortid: '000000000000': invalid ULID: wrong length at byte 12 (length 12, a ULID has 26)
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
  sortid: 'ANjssJkyfa3H00J9ZPJ': invalid BaseUID: wrong length at byte 19 (length 19, a BaseUID has 20)
  sortid: 'ANjssJkyfa3H00J9ZPJ+': invalid BaseUID: invalid character at byte 19
  [1]
  $ sortid validate -t flake 9223372036854775807 9223372036854775808 0x7FFFFFFFFFFFFFFF 0x8000000000000000 0xG
  sortid: '9223372036854775808': invalid Ulid-Flake: value out of range (overflow) at byte 18
  sortid: '0x8000000000000000': invalid Ulid-Flake: value out of range (overflow) at byte 17
  sortid: '0xG': invalid Ulid-Flake: invalid character at byte 2
  [1]
  $ sortid validate -t uuidv7 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  sortid: '771a3bce-02e9-4428-a68e-b1e7e82b7f9f': invalid UUIDv7: wrong UUID version
  [1]
  $ sortid validate -t ulid 00CMXB6TAK4SA
  sortid: '00CMXB6TAK4SA': invalid ULID: wrong length at byte 13 (length 13, a ULID has 26)
  [1]
  $ sortid validate ''
  sortid: '': invalid ULID: wrong length at byte 0 (length 0, a ULID has 26)
  [1]
