Messages name a kind with the article the kinds table gives it (an ObjectId,
an xid, a UUID, a ULID), never "a ObjectId" or "a xid".
  $ sortid --type objectid at 99999999999999ms
  sortid: bad TIME '99999999999999ms': outside the range of an ObjectId
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type xid at 99999999999999ms
  sortid: bad TIME '99999999999999ms': outside the range of an xid
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type ulid at 99999999999999999ms
  sortid: bad TIME '99999999999999999ms': outside the range of a ULID
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type uuid at now
  sortid: --type uuid: UUID IDs are read, not generated
  Try 'sortid --help' for more information.
  [2]
  $ sortid --type objectid parse 0123456789abcdef0123456
  sortid: '0123456789abcdef0123456': invalid ObjectId: length 23 fits no ID; an ObjectId is 24 hex digits or 20 characters (xid)
  [1]
  $ sortid --type xid convert --to int 9m4e2mr0ui3e8a215n4g
  sortid: '9m4e2mr0ui3e8a215n4g': cannot convert: an xid has no int form
  [1]
  $ sortid help kinds 2>&1 | grep -c -E '\ba (ObjectId|xid)\b'
  0
  [1]
