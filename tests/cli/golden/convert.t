convert --to FORM, as fits the type of each input.
  $ sortid convert --to uuid 01ARYZ6S41TSV4RRFFQ69G5FAV
  01563df3-6481-d676-4c61-efb99302bd5b
  $ sortid convert --to hex 01ARYZ6S41TSV4RRFFQ69G5FAV
  01563df36481d6764c61efb99302bd5b
  $ sortid convert --to ulid 01563df3-6481-d676-4c61-efb99302bd5b 01563DF36481D6764C61EFB99302BD5B
  01ARYZ6S41TSV4RRFFQ69G5FAV
  01ARYZ6S41TSV4RRFFQ69G5FAV
  $ sortid convert --to ulid --lower 01ARYZ6S41TSV4RRFFQ69G5FAV
  01aryz6s41tsv4rrffq69g5fav
  $ sortid convert --to ulid 01aryz6s41tsv4rrffq69g5fav
  01ARYZ6S41TSV4RRFFQ69G5FAV
  $ sortid convert --to ulid --lenient 01ARYZ6S41TSV4RRFFQ69G5FAI
  01ARYZ6S41TSV4RRFFQ69G5FA1
  $ sortid convert --to int 00CMXB6TAK4SA
  14246757444195114
  $ sortid convert --to hex 00CMXB6TAK4SA
  0x329D59B4A9932A
  $ sortid convert --to flake 0x329D59B4A9932A 0x329d59b4a9932a
  00CMXB6TAK4SA
  00CMXB6TAK4SA
  $ sortid convert -t flake --from int --to flake 14246757444195114
  00CMXB6TAK4SA
  $ sortid convert -t flake-scalable --to int 00F2NC9TEXQ0Z
  16982379959606303
  $ sortid convert --to flake --lower 00CMXB6TAK4SA
  00cmxb6tak4sa
  $ sortid convert --to uuidv8 ANjssJkyfa3H00J9ZPJG
  2d8bf8e1-4c3e-8ae6-8448-10542a469444
  $ sortid convert --to uuid ANjssJkyfa3H00J9ZPJG
  2d8bf8e1-4c3e-8ae6-8448-10542a469444
  $ sortid convert --to hex ANjssJkyfa3H00J9ZPJG
  2d8bf8e14c3eae611204150a91a511
  $ sortid convert --to baseuid 2d8bf8e1-4c3e-8ae6-8448-10542a469444 ANjssJkyfa3H00J9ZPJG
  ANjssJkyfa3H00J9ZPJG
  ANjssJkyfa3H00J9ZPJG
  $ sortid convert --to uuidv8 2D8BF8E14C3E8AE6844810542A469444
  2d8bf8e1-4c3e-8ae6-8448-10542a469444
  $ sortid convert --to ulid 017f22e2-79b0-7cc3-98c4-dc0c0c07398f
  01FWHE4YDGFK1SHH6W1G60EECF
  $ sortid convert --to hex 017f22e2-79b0-7cc3-98c4-dc0c0c07398f
  017f22e279b07cc398c4dc0c0c07398f

A form the type has not, or a UUID that is not a BaseUID: status 1, the other
inputs still converted.
  $ sortid convert --to int 01ARYZ6S41TSV4RRFFQ69G5FAV 00CMXB6TAK4SA
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAV': cannot convert: a ULID has no int form
  14246757444195114
  [1]
  $ sortid convert --to uuid 00CMXB6TAK4SA
  sortid: '00CMXB6TAK4SA': cannot convert: a Ulid-Flake has no uuid form
  [1]
  $ sortid convert --to baseuid 2d8bf8e1-4c3e-7ae6-8448-10542a469444
  sortid: '2d8bf8e1-4c3e-7ae6-8448-10542a469444': cannot convert: not a BaseUID: wrong UUID version
  [1]
  $ sortid convert --to baseuid ffffffff-ffff-8fff-7fff-fffffffffffc
  sortid: 'ffffffff-ffff-8fff-7fff-fffffffffffc': cannot convert: not a BaseUID: wrong UUID variant
  [1]
  $ sortid convert --to baseuid ffffffff-ffff-8fff-bfff-fffffffffffd
  sortid: 'ffffffff-ffff-8fff-bfff-fffffffffffd': cannot convert: not a BaseUID: UUID low bits not zero (not a BaseUID in UUIDv8 form)
  [1]
  $ sortid convert --to flake ANjssJkyfa3H00J9ZPJG
  sortid: 'ANjssJkyfa3H00J9ZPJG': cannot convert: a BaseUID has no flake form
  [1]
  $ sortid convert --to ulid 01ARYZ6S41TSV4RRFFQ69G5FAU
  sortid: '01ARYZ6S41TSV4RRFFQ69G5FAU': invalid ULID: invalid character at byte 25
  [1]
