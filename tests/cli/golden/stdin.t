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
  sortid: line 2: '': invalid ID: length 0 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)
  [1]
  $ printf '01ARYZ6S41TSV4RR\000FQ69G5FAV\n' | sortid validate
  sortid: line 1: '01ARYZ6S41TSV4RR\x00FQ69G5FAV': invalid ULID: invalid character at byte 16
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\000\n' | sortid parse -f json
  {"input":"01ARYZ6S41TSV4RRFFQ69G5FAV\u0000","type":"ksuid","valid":false,"error":"invalid character at byte 26"}
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV \n \n\t01ARYZ6S41TSV4RRFFQ69G5FAV\n' | sortid validate
  sortid: line 1: '01ARYZ6S41TSV4RRFFQ69G5FAV ': invalid KSUID: invalid character at byte 26
  sortid: line 2: ' ': invalid ID: length 1 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)
  sortid: line 3: '\x0901ARYZ6S41TSV4RRFFQ69G5FAV': invalid KSUID: invalid character at byte 0
  [1]
  $ printf '\n' | sortid validate
  sortid: line 1: '': invalid ID: length 0 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)
  [1]
  $ printf '' | sortid validate && echo no input is fine
  no input is fine
  $ printf '00CMXB6TAK4SA\n' | sortid convert --to int 01ARYZ6S41TSV4RRFFQ69G5FAV - 0x0
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': cannot convert: a ULID has no int form
  14246757444195114
  0
  [1]
  $ printf '"\\\n' | sortid parse -f json
  {"input":"\"\\","type":"unknown","valid":false,"error":"length 2 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)"}
  [1]
  $ printf '01ARYZ6S41TSV4RRFFQ69G5FAV\n' | sortid parse
  input         01ARYZ6S41TSV4RRFFQ69G5FAV
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd5b
  uuid          01563df3-6481-d676-4c61-efb99302bd5b
  $ printf '%0200d\n' 0 | sortid validate
  sortid: line 1: '0000000000000000000000000000000000000000...': invalid ID: length 200, longer than any ID
  [1]
