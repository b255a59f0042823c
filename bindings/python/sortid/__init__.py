# SPDX-License-Identifier: MIT
"""sortid: ULID, Ulid-Flake, BaseUID, UUIDv7 and the rest of the family of
sortable IDs (KSUID, TypeID, UUID v1/v6, ObjectId, xid, Snowflake) from
libsortid (C).

``from sortid import ULID`` replaces ``from ulid import ULID`` (python-ulid 3.x);
the rest of the family, generators, bulk output and validation sit beside it.
Every rule (time, layout, text, policy) is libsortid's: this layer only gives
the C calls of sortid._sortid their Python shape.
"""
import datetime as _dt
import uuid as _uuid

from . import _sortid
from ._sortid import IDError, validate

# The names of docs/vocabulary.md's Python column (tests/test_vocabulary.py
# holds the module to it), the python-ulid drop-in (ULID) and the module's
# own (IDError, Flake, BaseUID, time_range, implementation); and __version__.
__all__ = [
    "KINDS", "ULID", "Flake", "BaseUID", "Generator", "IDError",
    "gen", "at", "bulk", "bulk_into", "timestamp", "unix_ms", "kind", "valid", "validate",
    "inspect", "parse", "convert", "typeid_to_uuid", "typeid_from_uuid", "uuid_version",
    "uuid_v1_to_v6", "uuid_v6_to_v1", "time_range", "implementation",
]

__version__ = _sortid.LIBRARY_VERSION

_MODE = {"random": 0, "min": 1, "max": 2}
_OUTPUT = {"list": False, "bytes": True}


def _datetime(ms):
    """An aware UTC datetime of Unix ms, read from the library's time text;
    IDError in the library's words for a time no datetime holds (before year
    1 or after 9999)."""
    text = _sortid.time_format(ms)
    try:
        return _dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise _sortid.time_error("datetime of", text) from None


def _instant(when):
    """(Unix ms, ns within the ms) of an int (ms), a float (seconds, as
    python-ulid reads it), a datetime (naive: local time, as
    datetime.timestamp() reads it) or RFC 3339 text."""
    if isinstance(when, bool):
        raise TypeError("a time must be int, float, datetime or str, not bool")
    if isinstance(when, int):
        return when, 0
    if isinstance(when, float):
        if when != when or when in (float("inf"), float("-inf")):
            raise IDError("time: not a number")
        return int(when * 1000), 0
    if isinstance(when, _dt.datetime):
        if when.tzinfo is None:
            when = when.astimezone()
        return _sortid.time_parse(when.isoformat())
    if isinstance(when, str):
        return _sortid.time_parse(when)
    raise TypeError("a time must be int, float, datetime or str, not %s" % type(when).__name__)


# The extension's type itself (no Python subclass, so ULID() costs one C
# call); the methods below, which need datetime, uuid or pydantic, are added
# to it.
ULID = _sortid.ULID


def _ulid_datetime(self):
    """The time as an aware UTC datetime."""
    return _datetime(self.milliseconds)


def _ulid_to_uuid(self):
    """The same 128 bits as a uuid.UUID."""
    return _uuid.UUID(bytes=self.bytes)


def _ulid_to_uuid4(self):
    """A UUIDv4 of these bits (version and variant forced, as python-ulid)."""
    return _uuid.UUID(bytes=self.bytes, version=4)


def _ulid_to_uuid7(self, *, compliant=False):
    """The ULID as a UUIDv7 (python-ulid 3.2): the same 128 bits (the default:
    a round trip through from_uuidv7 gives the ULID back), or with compliant=True
    version 7 and the RFC 9562 variant forced onto them (6 random bits lost)."""
    if not compliant:
        return _uuid.UUID(bytes=self.bytes)
    return _uuid.UUID(bytes=_sortid.ulid_to_uuidv7(self.bytes))


def _ulid_from_uuidv7(cls, value):
    """A ULID of a UUIDv7's 128 bits (python-ulid 3.2; any UUID is taken)."""
    if not isinstance(value, _uuid.UUID):
        raise TypeError("ULID.from_uuidv7 takes uuid.UUID, not %s" % type(value).__name__)
    return cls(value.bytes)


def _ulid_from_uuid(cls, value):
    """A ULID of a uuid.UUID's 128 bits."""
    if not isinstance(value, _uuid.UUID):
        raise TypeError("ULID.from_uuid takes uuid.UUID, not %s" % type(value).__name__)
    return cls(value.bytes)


def _ulid_from_datetime(cls, value):
    """A random ULID of a datetime's millisecond (naive: local time)."""
    if not isinstance(value, _dt.datetime):
        raise TypeError("ULID.from_datetime takes datetime, not %s" % type(value).__name__)
    return cls.from_timestamp(_instant(value)[0])


def _ulid_parse(cls, value):
    """A ULID from any of: ULID, uuid.UUID, str (26 characters, or a UUID's
    36 or 32), int (Unix ms when a ULID's time can hold it, 0 .. 2^48 - 1, as
    python-ulid reads a short int; else the 128-bit value), float (Unix
    seconds), datetime, bytes."""
    if isinstance(value, ULID):
        return value if type(value) is cls else cls(value.bytes)
    if isinstance(value, _uuid.UUID):
        return cls.from_uuid(value)
    if isinstance(value, str):  # a ULID's text, or a UUID's (the same 128 bits)
        obj = _sortid.parse_as(value, "ulid")
        return obj if type(obj) is cls else cls(obj.bytes)
    if isinstance(value, bool):
        raise TypeError("cannot parse a ULID from bool")
    if isinstance(value, int):
        # python-ulid reads an int as a Unix ms timestamp unless it has a
        # 128-bit value's width: here one a ULID's time can hold is a time
        return (cls.from_timestamp(value) if 0 <= value <= _sortid.time_range("ulid")[1]
                else cls.from_int(value))
    if isinstance(value, float):
        return cls.from_timestamp(value)
    if isinstance(value, _dt.datetime):
        return cls.from_datetime(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return cls.from_bytes(value)
    raise TypeError("cannot parse a ULID from %s" % type(value).__name__)


def _ulid_pydantic_value(cls, value):
    """A ULID field's value, as python-ulid reads it: a ULID, its int (all 128
    bits), its text or its 16 bytes; also a uuid.UUID or a UUID's text (the same
    128 bits).  Never a time: a field would get a new random ID each time it is
    validated (ULID.parse reads an int below 2^48 as milliseconds)."""
    if isinstance(value, ULID):
        return value
    if isinstance(value, int):
        return cls.from_int(value)
    if isinstance(value, str):
        return cls.parse(value)
    if isinstance(value, _uuid.UUID):
        return cls.from_uuid(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return cls.from_bytes(bytes(value))
    raise TypeError("a ULID field takes a ULID, int, str, bytes or uuid.UUID, not %s"
                    % type(value).__name__)


def _ulid_pydantic(cls, source, handler):
    """Pydantic v2: ULID fields take a ULID, its int, text or bytes (or a UUID's);
    JSON holds the text."""
    from pydantic_core import core_schema

    return core_schema.json_or_python_schema(
        json_schema=core_schema.no_info_after_validator_function(cls.from_str,
                                                                 core_schema.str_schema()),
        python_schema=core_schema.no_info_plain_validator_function(
            lambda value: _ulid_pydantic_value(cls, value)),
        serialization=core_schema.to_string_ser_schema(when_used="json-unless-none"),
    )


def _ulid_text_pattern():
    """The regular expression of the text the library writes, taken from its own
    output: the lowest and highest ULID give the length and the first character's
    range, and counting up from 0 the last character runs through the alphabet."""
    low = ULID.from_int(0)
    high = ULID.from_bytes(b"\xff" * len(low.bytes))
    text_low, text_high = str(low), str(high)
    digits = [text_low[-1]]
    while digits[-1] != text_high[-1]:
        digits.append(str(ULID.from_int(len(digits)))[-1])
    return len(text_low), len(low.bytes), "[%s-%s][%s]{%d}" % (
        text_low[0], text_high[0], "".join(digits), len(text_low) - 1)


_ULID_JSON = []


def _ulid_pydantic_json(cls, core_schema, handler):
    """Pydantic v2's JSON schema of a ULID field, as python-ulid's: the text
    (upper case, as written; lower case is read too) or 16 bytes."""
    if not _ULID_JSON:
        _ULID_JSON.append(_ulid_text_pattern())
    text_len, nbytes, pattern = _ULID_JSON[0]
    return {"anyOf": [
        {"type": "string", "minLength": text_len, "maxLength": text_len, "pattern": pattern},
        {"type": "string", "format": "binary", "minLength": nbytes, "maxLength": nbytes},
    ]}


for _name, _value in (("datetime", property(_ulid_datetime, doc=_ulid_datetime.__doc__)),
                      ("to_uuid", _ulid_to_uuid), ("to_uuid4", _ulid_to_uuid4),
                      ("to_uuid7", _ulid_to_uuid7),
                      ("from_uuidv7", classmethod(_ulid_from_uuidv7)),
                      ("from_uuid7", classmethod(_ulid_from_uuidv7)),
                      ("from_uuid", classmethod(_ulid_from_uuid)),
                      ("from_datetime", classmethod(_ulid_from_datetime)),
                      ("parse", classmethod(_ulid_parse)),
                      ("__get_pydantic_core_schema__", classmethod(_ulid_pydantic)),
                      ("__get_pydantic_json_schema__", classmethod(_ulid_pydantic_json))):
    _sortid._extend_ulid(_name, _value)


class Flake(int):
    """A Ulid-Flake: its 63-bit integer; str() is its 13-character text."""

    def __new__(cls, value=None):
        if value is None:
            return _sortid.now("flake", True)
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("Flake() takes int, not %s" % type(value).__name__)
        _sortid.flake_parts(value)  # checks the range
        return super().__new__(cls, value)

    @classmethod
    def from_str(cls, text, lenient=False):
        """From the 13-character text (either case; lenient: I, L -> 1, O -> 0)."""
        return cls(_sortid.flake_parse(text, 0, lenient))

    @classmethod
    def from_hex(cls, text):
        """From "0x" and 1 to 16 hex digits."""
        return cls(_sortid.flake_parse(text, 1))

    @classmethod
    def from_decimal(cls, text):
        """From decimal digits."""
        return cls(_sortid.flake_parse(text, 2))

    @classmethod
    def from_bytes(cls, data):  # pylint: disable=arguments-differ
        """From 8 big-endian bytes."""
        return cls(_sortid.flake_from_bytes(data))

    def __str__(self):
        return _sortid.flake_format(self)

    def __format__(self, spec):
        return str(self) if spec == "" else int.__format__(self, spec)

    def __repr__(self):
        return "Flake('%s')" % _sortid.flake_format(self)

    def __reduce__(self):
        return (type(self), (int(self),))

    text = property(__str__, doc="The 13-character text.")
    hex = property(lambda self: _sortid.flake_format_hex(self), doc='"0x" and hex digits.')
    bytes = property(lambda self: _sortid.flake_to_bytes(self), doc="8 big-endian bytes.")
    milliseconds = property(lambda self: _sortid.flake_parts(self)[0],
                            doc="Unix ms (the default epoch, 2024-01-01).")
    tick = property(lambda self: _sortid.flake_parts(self)[1], doc="ms since the epoch.")
    random = property(lambda self: _sortid.flake_parts(self)[2],
                      doc="The random field of the stand-alone layout (20 bits).")
    random_scalable = property(lambda self: _sortid.flake_parts(self)[3],
                               doc="The random field of the scalable layout (15 bits).")
    node = property(lambda self: _sortid.flake_parts(self)[4],
                    doc="The node id of the scalable layout.")

    @property
    def datetime(self):
        """The time (default epoch) as an aware UTC datetime."""
        return _datetime(self.milliseconds)


class BaseUID(str):
    """A BaseUID: its 20-character text (ordered base64, case-sensitive)."""

    __slots__ = ()

    def __new__(cls, value=None):
        if value is None:
            return _sortid.now("baseuid", True)
        _sortid.baseuid_parse(value)  # TypeError, or IDError naming the byte
        return super().__new__(cls, value)

    @classmethod
    def from_bytes(cls, data):
        """From its 15 bytes."""
        return cls(_sortid.baseuid_format(data))

    @classmethod
    def from_uuid(cls, value):
        """From its UUIDv8 form."""
        if not isinstance(value, _uuid.UUID):
            raise TypeError("BaseUID.from_uuid takes uuid.UUID, not %s" % type(value).__name__)
        return cls.from_bytes(_sortid.baseuid_from_uuid(value.bytes))

    def __repr__(self):
        return "BaseUID('%s')" % str.__str__(self)

    def __reduce__(self):
        return (type(self), (str.__str__(self),))

    bytes = property(lambda self: _sortid.baseuid_parse(self), doc="The 15 bytes.")
    milliseconds = property(lambda self: _sortid.baseuid_parts(self.bytes)[0], doc="Unix ms.")
    nanoseconds = property(lambda self: _sortid.baseuid_parts(self.bytes)[1],
                           doc="Unix ns of its 32.768 us tick.")
    tick = property(lambda self: _sortid.baseuid_parts(self.bytes)[2], doc="The 48-bit tick.")

    @property
    def datetime(self):
        """The time (to the millisecond) as an aware UTC datetime."""
        return _datetime(self.milliseconds)

    def to_uuid(self):
        """The UUIDv8 form (lossless)."""
        return _uuid.UUID(bytes=_sortid.baseuid_to_uuid(self.bytes))


def _uuid_of(data):
    return _uuid.UUID(bytes=data)


# The class of each kind the library names; a kind without one comes back as
# its canonical text.
_sortid._set_types({
    "ulid": ULID,
    "flake": Flake.from_bytes,
    "flake-scalable": Flake.from_bytes,
    "baseuid": BaseUID.from_bytes,
    "uuidv7": _uuid_of,
    "uuid": _uuid_of,
})

KINDS = tuple(_sortid.kind_names())
"""The kinds of ID the library has, by name."""


def _id_text(value):
    """The text of an ID argument: a str, or a ULID, Flake, BaseUID or
    uuid.UUID as its text."""
    if isinstance(value, (ULID, Flake, BaseUID, _uuid.UUID)):
        return str(value)
    return value


def _uuid_bytes(value, what):
    """The 16 bytes of a UUID argument: a uuid.UUID, 16 bytes, or its text
    (36 characters, or 32 hex digits)."""
    if isinstance(value, _uuid.UUID):
        return value.bytes
    if isinstance(value, str):
        return _sortid.parse_as(value, "uuid").bytes
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value)
    raise TypeError("%s takes uuid.UUID, bytes or str, not %s" % (what, type(value).__name__))


def gen(kind, monotonic=False, prefix=None, node=0):
    """One ID of a kind now (a name in KINDS: "ulid", "flake", "baseuid",
    "uuidv7", "ksuid", ...), from the process's generator of that kind:
    monotonic=True gives an ID greater than the kind's last one in the
    process (by the library's policy), else a fresh random one.  prefix: a
    TypeID's; node: a scalable flake's ("flake-scalable").  A ULID, Flake,
    BaseUID or uuid.UUID; a kind without a class here (KSUID, TypeID,
    ObjectId, xid) comes back as its canonical text."""
    return _sortid.now(kind, monotonic, prefix, node)


class Generator(_sortid.GeneratorBase):
    """One libsortid generator of a kind, shared safely by threads; call it
    for one ID, .list(n), .bytes(n) or .into(buffer) for many.  monotonic:
    each ID greater than the last (the library's policy); random_step: a
    ULID's or BaseUID's monotonic step drawn from [1, 2^random_step] (0: +1);
    node: a scalable flake's node; entropy_size: a flake's step size in
    bytes; epoch: a flake's epoch (a time, as at() takes it); prefix: a
    TypeID's.  The ranges are the library's: a value out of range is an
    IDError in its words, never cut to fit."""

    __slots__ = ()

    def __new__(cls, kind, *, monotonic=True, random_step=0, node=0, entropy_size=0,
                epoch=None, prefix=None):
        epoch_ms = None if epoch is None else _instant(epoch)[0]
        return super().__new__(cls, kind, monotonic=monotonic, random_step=random_step,
                               node=node, entropy_size=entropy_size, epoch_ms=epoch_ms,
                               prefix=prefix)


def parse(text, kind=None):
    """The ID of a text: a ULID, Flake, BaseUID, uuid.UUID, or the canonical
    text of a kind without a class here (KSUID, TypeID, ObjectId, xid,
    Snowflake).  kind None: the text's length decides, as the library's
    reader (sortid_id_parse) does; a kind's name: only that kind's forms
    are read, and its rules kept ("uuidv7": version 7), and decimal digits
    are a flake's or snowflake's integer."""
    return _sortid.parse_as(text, kind)


def kind(text):
    """The kind's name of a text, as its length decides ("ulid", "ksuid",
    "typeid", "uuidv7", "uuid", ...), or None when it is no ID."""
    return _sortid.kind_of(text)


def valid(text, kind=None):
    """Whether a text is an ID (of the kind, when one is named: any text
    form of the kind, as validate() reads it)."""
    return _sortid.is_valid(text, kind)


def inspect(text, kind=None, *, epoch=None):
    """What a text is, as a dict: "type" (the kind's name), "form" (the text
    form read), "id" (its canonical text), "timestamp_ms" (Unix ms, floored),
    "ns_in_ms" (the nanoseconds within it the kind carries), "time" (RFC 3339
    at the kind's precision), "parts" (name -> text, e.g. a KSUID's payload,
    a TypeID's prefix and uuid, an ObjectId's machine, pid and counter) and
    "also" (the other readings of an ambiguous text, each such a dict; e.g.
    20 characters of 0-9a-v read as a BaseUID and also as an xid).  The time
    items are None for an ID without a time (a UUIDv4).  kind: None (the
    length decides) or a kind's name ("snowflake" to read digits as one).
    epoch: a Snowflake's (kind "snowflake"), the time its value counts
    from: "twitter" (None: the default), "discord" or Unix ms as an int; an
    IDError for another kind, whose epoch is its own."""
    return _sortid.inspect(_id_text(text), kind, epoch)


def timestamp(text, kind=None, *, epoch=None):
    """The time of an ID as an aware UTC datetime (to the microsecond,
    floored), or None for an ID without one (a UUIDv4).  text: ID text, or a
    ULID, Flake, BaseUID or uuid.UUID (a UUID v1, v6 or v7 has a time).
    kind as parse(), epoch as inspect() ("discord": a Discord snowflake's
    time).  IDError for a time no datetime holds (after 9999)."""
    t = _sortid.id_time(_id_text(text), kind, epoch)
    return None if t is None else _datetime(t[0]) + _dt.timedelta(microseconds=t[1] // 1000)


def unix_ms(text, kind=None, *, epoch=None):
    """The time of an ID as integer Unix milliseconds (floored), or None for
    an ID without one.  Arguments as timestamp()."""
    t = _sortid.id_time(_id_text(text), kind, epoch)
    return None if t is None else t[0]


def convert(value, to, kind=None, *, prefix=None):
    """The same value as another kind (the library's lossless conversions:
    ULID, UUID and TypeID share 128 bits; ObjectId and xid 12 bytes; a
    BaseUID's UUIDv8 form).  value: ID text, or a ULID, Flake, BaseUID or
    uuid.UUID.  kind: what the text is (None: its length decides, so 20
    characters are a BaseUID: say kind="xid" for an xid).  prefix: the
    TypeID's when to="typeid"."""
    return _sortid.convert(_id_text(value), to, kind, prefix)


def uuid_version(value):
    """The version of a UUID (uuid.UUID, 16 bytes, or its text), or None for
    one without: the nil and max UUIDs and any UUID not of the RFC 9562
    variant."""
    return _sortid.uuid_version(_uuid_bytes(value, "uuid_version"))


def uuid_v1_to_v6(value):
    """The v6 of a v1 UUID (the same time, clock sequence and node, reordered
    to sort by time); IDError for another version.  value: uuid.UUID, 16
    bytes, or its text."""
    return _uuid.UUID(bytes=_sortid.uuid_v1_to_v6(_uuid_bytes(value, "uuid_v1_to_v6")))


def uuid_v6_to_v1(value):
    """The v1 of a v6 UUID; IDError for another version."""
    return _uuid.UUID(bytes=_sortid.uuid_v6_to_v1(_uuid_bytes(value, "uuid_v6_to_v1")))


def typeid_to_uuid(text):
    """The UUID of a TypeID's text (its prefix dropped)."""
    return _uuid.UUID(bytes=_sortid.typeid_parts(text)[1])


def typeid_from_uuid(prefix, uuid):
    """The TypeID text of a prefix and a UUID (uuid.UUID, 16 bytes, or its
    text)."""
    return _sortid.typeid_from_uuid(prefix, _uuid_bytes(uuid, "typeid_from_uuid"))


def at(kind, when, mode="random", *, node=0, prefix=None):
    """An ID of a kind at a time: mode="min" or "max" gives the lowest or
    highest ID of that time unit (range-query bounds), "random" a random one.
    when: int Unix ms, float Unix seconds, datetime or RFC 3339 text.  node:
    a scalable flake's; prefix: a TypeID's."""
    if mode not in _MODE:
        raise ValueError("mode must be 'random', 'min' or 'max', not %r" % (mode,))
    ms, ns = _instant(when)
    return _sortid.at(kind, ms, ns, _MODE[mode], node, prefix)


def time_range(kind):
    """(first, last) Unix millisecond a kind can carry."""
    return _sortid.time_range(kind)


def bulk(n, kind="ulid", *, monotonic=False, output="list", prefix=None):
    """n IDs of a kind, made with the GIL released: output="list", a list of
    str; "bytes", one bytes of ASCII lines (each ID and "\n").  monotonic:
    each greater than the last; prefix: a TypeID's."""
    if output not in _OUTPUT:
        raise ValueError("output must be 'list' or 'bytes', not %r" % (output,))
    return _sortid.bulk(n, kind, monotonic, _OUTPUT[output], prefix)


def bulk_into(buffer, kind="ulid"):
    """Fill a writable buffer with as many lines of IDs as fit; their number."""
    return _sortid.bulk_into(buffer, kind)


def implementation():
    """The SIMD text codec libsortid uses on this CPU."""
    return _sortid.implementation()
