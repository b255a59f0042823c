parse, text: aligned fields, a blank line between IDs; the type is detected
from the input's shape.
  $ sortid parse 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  input         01ARYZ6S41TSV4RRFFQ69G5FAV
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd5b
  uuid          01563df3-6481-d676-4c61-efb99302bd5b
  
  input         00CMXB6TAK4SA
  type          flake
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        9932a
  hex           0x329D59B4A9932A
  int           14246757444195114
  
  input         ANjssJkyfa3H00J9ZPJG
  type          baseuid
  time          2022-01-01T00:00:00.000000000Z
  timestamp_ms  1640995200000
  random        ae611204150a91a511
  uuid          2d8bf8e1-4c3e-8ae6-8448-10542a469444
  
  input         017f22e2-79b0-7cc3-98c4-dc0c0c07398f
  type          uuidv7
  time          2022-02-22T19:22:22.000Z
  timestamp_ms  1645557742000
  random        7cc398c4dc0c0c07398f
  version       7
  variant       rfc9562
  uuid          017f22e2-79b0-7cc3-98c4-dc0c0c07398f
  ulid          01FWHE4YDGFK1SHH6W1G60EECF
  
  input         771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  type          uuid
  version       4
  variant       rfc9562
  uuid          771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  ulid          3Q38XWW0Q98GMAD3NHWZM2PZWZ
  $ sortid parse --type flake-scalable 00F2NC9TEXQ0Z
  input         00F2NC9TEXQ0Z
  type          flake-scalable
  time          2024-07-06T10:47:39.598Z
  timestamp_ms  1720262859598
  random        76e0
  node          31
  hex           0x3C556274EEDC1F
  int           16982379959606303
  $ sortid parse 7ZZZZZZZZZZZZZZZZZZZZZZZZZ
  input         7ZZZZZZZZZZZZZZZZZZZZZZZZZ
  type          ulid
  time          +10889-08-02T05:31:50.655Z
  timestamp_ms  281474976710655
  random        ffffffffffffffffffff
  uuid          ffffffff-ffff-ffff-ffff-ffffffffffff
  $ sortid parse 01aryz6s41tsv4rrffq69g5fav
  input         01aryz6s41tsv4rrffq69g5fav
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd5b
  uuid          01563df3-6481-d676-4c61-efb99302bd5b
  also          typeid
  $ sortid parse 0x329D59B4A9932A
  input         0x329D59B4A9932A
  type          flake
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        9932a
  hex           0x329D59B4A9932A
  int           14246757444195114
  $ sortid parse -t flake --from int 14246757444195114
  input         14246757444195114
  type          flake
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        9932a
  hex           0x329D59B4A9932A
  int           14246757444195114
  $ sortid parse -t ulid 01563df3-6481-d676-4c61-efb99302bd5b
  input         01563df3-6481-d676-4c61-efb99302bd5b
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd5b
  uuid          01563df3-6481-d676-4c61-efb99302bd5b
  $ sortid parse -t baseuid 2d8bf8e1-4c3e-8ae6-8448-10542a469444
  input         2d8bf8e1-4c3e-8ae6-8448-10542a469444
  type          baseuid
  time          2022-01-01T00:00:00.000000000Z
  timestamp_ms  1640995200000
  random        ae611204150a91a511
  uuid          2d8bf8e1-4c3e-8ae6-8448-10542a469444
  $ sortid parse -- --------------------
  input         --------------------
  type          baseuid
  time          1970-01-01T00:00:00.000000000Z
  timestamp_ms  0
  random        000000000000000000
  uuid          00000000-0000-8000-8000-000000000000

An invalid ID among valid ones: the others are shown, the message names the
input and the byte position, the status is 1.
  $ sortid parse 01ARYZ6S41TSV4RRFFQ69G5FAU 00CMXB6TAK4SA
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAU': invalid ULID: invalid character at byte 25
  input         00CMXB6TAK4SA
  type          flake
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        9932a
  hex           0x329D59B4A9932A
  int           14246757444195114
  [1]
  $ sortid parse -q 01ARYZ6S41TSV4RRFFQ69G5FAU
  [1]
  $ sortid parse --lenient 01ARYZ6S41TSV4RRFFQ69G5FAI
  input         01ARYZ6S41TSV4RRFFQ69G5FAI
  type          ulid
  time          2016-07-30T22:36:16.385Z
  timestamp_ms  1469918176385
  random        d6764c61efb99302bd41
  uuid          01563df3-6481-d676-4c61-efb99302bd41

parse, JSON: one object per input, the error in the object.
  $ sortid parse --format json 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA ANjssJkyfa3H00J9ZPJG 017f22e2-79b0-7cc3-98c4-dc0c0c07398f 771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  {"input":"01ARYZ6S41TSV4RRFFQ69G5FAV","type":"ulid","valid":true,"timestamp_ms":1469918176385,"time":"2016-07-30T22:36:16.385Z","random":"d6764c61efb99302bd5b","uuid":"01563df3-6481-d676-4c61-efb99302bd5b"}
  {"input":"00CMXB6TAK4SA","type":"flake","valid":true,"timestamp_ms":1717653966666,"time":"2024-06-06T06:06:06.666Z","random":"9932a","hex":"0x329D59B4A9932A","int":"14246757444195114"}
  {"input":"ANjssJkyfa3H00J9ZPJG","type":"baseuid","valid":true,"timestamp_ms":1640995200000,"time":"2022-01-01T00:00:00.000000000Z","random":"ae611204150a91a511","uuid":"2d8bf8e1-4c3e-8ae6-8448-10542a469444"}
  {"input":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","type":"uuidv7","valid":true,"timestamp_ms":1645557742000,"time":"2022-02-22T19:22:22.000Z","random":"7cc398c4dc0c0c07398f","version":7,"variant":"rfc9562","uuid":"017f22e2-79b0-7cc3-98c4-dc0c0c07398f","ulid":"01FWHE4YDGFK1SHH6W1G60EECF"}
  {"input":"771a3bce-02e9-4428-a68e-b1e7e82b7f9f","type":"uuid","valid":true,"version":4,"variant":"rfc9562","uuid":"771a3bce-02e9-4428-a68e-b1e7e82b7f9f","ulid":"3Q38XWW0Q98GMAD3NHWZM2PZWZ"}
  $ sortid parse -f json -t flake-scalable 00F2NC9TEXQ0Z
  {"input":"00F2NC9TEXQ0Z","type":"flake-scalable","valid":true,"timestamp_ms":1720262859598,"time":"2024-07-06T10:47:39.598Z","random":"76e0","node":31,"hex":"0x3C556274EEDC1F","int":"16982379959606303"}
  $ sortid parse -f json 7ZZZZZZZZZZZZZZZZZZZZZZZZZ
  {"input":"7ZZZZZZZZZZZZZZZZZZZZZZZZZ","type":"ulid","valid":true,"timestamp_ms":281474976710655,"time":"+10889-08-02T05:31:50.655Z","random":"ffffffffffffffffffff","uuid":"ffffffff-ffff-ffff-ffff-ffffffffffff"}
  $ sortid parse -f json 01ARYZ6S41TSV4RRFFQ69G5FAU 8ZZZZZZZZZZZZZZZZZZZZZZZZZ 01ARYZ6S41TSV4RRFFQ69G5FA 00CMH8K1E1E1U 2d8bf8e1-4c3e-7ae6-8448-10542a469444
  {"input":"01ARYZ6S41TSV4RRFFQ69G5FAU","type":"ulid","valid":false,"error":"invalid character at byte 25"}
  {"input":"8ZZZZZZZZZZZZZZZZZZZZZZZZZ","type":"ulid","valid":false,"error":"value out of range (overflow) at byte 0"}
  {"input":"01ARYZ6S41TSV4RRFFQ69G5FA","type":"unknown","valid":false,"error":"length 25 fits no ID; IDs are 26 characters (ULID), 13 characters (Ulid-Flake), 20 characters (BaseUID, xid), 36 characters (UUID), 32 hex digits (UUID), 0x and 1 to 16 hex digits (Ulid-Flake), 27 characters (KSUID), prefix_ and 26 characters (TypeID) or 24 hex digits (ObjectId)"}
  {"input":"00CMH8K1E1E1U","type":"flake","valid":false,"error":"invalid character at byte 12"}
  {"input":"2d8bf8e1-4c3e-7ae6-8448-10542a469444","type":"uuidv7","valid":true,"timestamp_ms":50079199218750,"time":"3556-12-12T08:40:18.750Z","random":"7ae6844810542a469444","version":7,"variant":"rfc9562","uuid":"2d8bf8e1-4c3e-7ae6-8448-10542a469444","ulid":"1DHFWE2K1YFBK88J0GAGN4D524"}
  [1]
  $ sortid parse -f json -t uuidv7 771a3bce-02e9-4428-a68e-b1e7e82b7f9f
  {"input":"771a3bce-02e9-4428-a68e-b1e7e82b7f9f","type":"uuidv7","valid":false,"error":"wrong UUID version"}
  [1]
  $ sortid parse -f json -t baseuid 2d8bf8e1-4c3e-7ae6-8448-10542a469444 ffffffff-ffff-8fff-bfff-fffffffffffd
  {"input":"2d8bf8e1-4c3e-7ae6-8448-10542a469444","type":"baseuid","valid":false,"error":"wrong UUID version"}
  {"input":"ffffffff-ffff-8fff-bfff-fffffffffffd","type":"baseuid","valid":false,"error":"UUID low bits not zero (not a BaseUID in UUIDv8 form)"}
  [1]
  $ sortid parse -f json -t baseuid ANjssJkyfa3H00J9ZPJ+
  {"input":"ANjssJkyfa3H00J9ZPJ+","type":"baseuid","valid":false,"error":"invalid character at byte 19"}
  [1]
  $ sortid parse -f text 00CMXB6TAK4SA
  input         00CMXB6TAK4SA
  type          flake
  time          2024-06-06T06:06:06.666Z
  timestamp_ms  1717653966666
  random        9932a
  hex           0x329D59B4A9932A
  int           14246757444195114
