Standard input: one ID per line when no ID or '-' is given.  A final line
without newline counts; "\r\n" line ends are read as "\n"; any other byte,
NUL included, is part of the ID; an empty line is an invalid ID.
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\n00CMXB6TAK4SA\n' | sortid convert --to hex
  01563df36481d6764c61efb99302bd5b
  0x329D59B4A9932A
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV' | sortid convert --to uuid
  01563df3-6481-d676-4c61-efb99302bd5b
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\r\n01ARYZ6S41TSV4RRFFQ69G5FAV\r' | sortid convert --to uuid
  01563df3-6481-d676-4c61-efb99302bd5b
  01563df3-6481-d676-4c61-efb99302bd5b
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\n\n01ARYZ6S41TSV4RRFFQ69G5FAV\n' | sortid validate
  sortid: line 2: '': invalid ULID: wrong length at byte 0 (length 0, a ULID has 26)
  [1]
  $ printf '01ARYZ6S41TSV4RR\000FQ69G5FAV\n' | sortid validate
  sortid: line 1: '01ARYZ6S41TSV4RR\x00FQ69G5FAV': invalid ULID: invalid character at byte 16
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\000\n' | sortid parse -f json
  {"input":"01ARYZ6S41TSV4RRFFQ69G5FAV\u0000","type":"ulid","valid":false,"error":"wrong length at byte 26 (length 27, a ULID has 26)"}
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV \n \n\t01ARYZ6S41TSV4RRFFQ69G5FAV\n' | sortid validate
  sortid: line 1: '01ARYZ6S41TSV4RRFFQ69G5FAV ': invalid ULID: wrong length at byte 26 (length 27, a ULID has 26)
  sortid: line 2: ' ': invalid ULID: wrong length at byte 1 (length 1, a ULID has 26)
  sortid: line 3: '\x0901ARYZ6S41TSV4RRFFQ69G5FAV': invalid ULID: wrong length at byte 26 (length 27, a ULID has 26)
  [1]
  $ printf '\n' | sortid validate
  sortid: line 1: '': invalid ULID: wrong length at byte 0 (length 0, a ULID has 26)
  [1]
  $ printf '' | sortid validate && echo no input is fine
  no input is fine
  $ printf '00CMXB6TAK4SA\n' | sortid convert --to int 01ARYZ6S41TSV4RRFFQ69G5FAV - 0x0
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': cannot convert: a ULID has no int form
  14246757444195114
  0
  [1]
  $ printf '"\\\n' | sortid parse -f json
  {"input":"\"\\","type":"ulid","valid":false,"error":"wrong length at byte 2 (length 2, a ULID has 26)"}
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\n' | sortid parse
  input         01ARYZ6S41TSV4RRFFQ69G5FAV
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd5b
  uuid          01563df3-6481-d676-4c61-efb99302bd5b
  $ printf '%0200d\n' 0 | sortid validate
  sortid: line 1: '0000000000000000000000000000000000000000...': invalid ULID: wrong length at byte 26 (length 200, a ULID has 26)
  [1]
