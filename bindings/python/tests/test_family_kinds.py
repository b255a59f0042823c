# SPDX-License-Identifier: MIT
"""The rest of the family (KSUID, TypeID, UUID v1/v6, ObjectId, xid,
Snowflake) through the Python API: every row of tests/vectors/family*.tsv,
generation, conversions, round trips and hostile arguments."""
import datetime as dt
import os
import pickle
import threading
import uuid

import pytest
from hypothesis import given, settings, strategies as st

import sortid
from sortid import IDError

from conftest import STATUS, vectors

ROWS = vectors("family.tsv") + vectors("family-spec.tsv")
FAMILY = ("ksuid", "typeid", "objectid", "xid", "snowflake")


def utc(ms, ns=0):
    return (dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc)
            + dt.timedelta(milliseconds=ms, microseconds=ns // 1000))


def test_the_family_is_in_the_library_s_table():
    for kind in FAMILY:
        assert kind in sortid.KINDS


@pytest.mark.parametrize("kind,src,expected", ROWS)
def test_vector(kind, src, expected):
    want = expected.split()
    if kind == "ksuid":
        d = sortid.inspect(src)
        assert (d["type"], d["id"], d["timestamp_ms"]) == ("ksuid", src, int(want[1]))
        assert d["parts"]["payload"] == want[0][8:]
        assert d["time"].endswith("Z") and "." not in d["time"]  # whole seconds
        assert sortid.parse(src) == src and sortid.parse(src, "ksuid") == src
        assert sortid.timestamp(src) == utc(int(want[1])) and sortid.unix_ms(src) == int(want[1])
    elif kind in ("ksuid_bad", "xid_bad", "typeid_bad"):
        target = kind[:-4]
        word, _, pos = expected.partition(" ")
        with pytest.raises(IDError) as e:
            sortid.parse(src, target)
        assert e.value.status == STATUS["character" if word == "char" else word]
        if pos:
            assert e.value.pos == int(pos)
    elif kind == "typeid":
        prefix, u = want
        prefix = "" if prefix == "-" else prefix
        d = sortid.inspect(src, "typeid")
        assert (d["type"], d["id"], d["parts"]["prefix"], d["parts"]["uuid"]) == \
            ("typeid", src, prefix, u)
        assert sortid.typeid_to_uuid(src) == uuid.UUID(u)
        assert sortid.typeid_from_uuid(prefix, uuid.UUID(u)) == src
        assert sortid.typeid_from_uuid(prefix, u) == src  # its text, in both forms, and bytes
        assert sortid.typeid_from_uuid(prefix, u.replace("-", "").upper()) == src
        assert sortid.typeid_from_uuid(prefix, uuid.UUID(u).bytes) == src
        if uuid.UUID(u).version == 7 and uuid.UUID(u).variant == uuid.RFC_4122:
            assert d["timestamp_ms"] == int(u.replace("-", "")[:12], 16)
        else:
            assert d["timestamp_ms"] is None and sortid.timestamp(src, "typeid") is None
    elif kind == "objectid":
        d = sortid.inspect(src)
        assert (d["type"], d["id"]) == ("objectid", src.lower())
        assert [d["timestamp_ms"], int(d["parts"]["machine"]), int(d["parts"]["pid"]),
                int(d["parts"]["counter"])] == [int(w) for w in want]
    elif kind == "xid":
        d = sortid.inspect(src, "xid")
        assert (d["type"], d["id"]) == ("xid", src)
        assert [d["timestamp_ms"], int(d["parts"]["machine"]), int(d["parts"]["pid"]),
                int(d["parts"]["counter"])] == [int(w) for w in want[1:]]
        assert sortid.convert(src, "objectid", kind="xid") == want[0]
        assert sortid.convert(want[0], "xid") == src
    elif kind == "snowflake":
        # read with the vector's epoch (Unix ms), and by its name
        value, epoch = src.split()
        d = sortid.inspect(value, "snowflake", epoch=int(epoch))
        assert [d["timestamp_ms"], int(d["parts"]["datacenter"]), int(d["parts"]["worker"]),
                int(d["parts"]["sequence"])] == [int(w) for w in want]
        assert sortid.unix_ms(value, "snowflake", epoch=int(epoch)) == int(want[0])
        assert sortid.timestamp(value, "snowflake", epoch=epoch) == utc(int(want[0]))
        name = {"1420070400000": "discord", "1288834974657": "twitter"}.get(epoch, epoch)
        assert sortid.unix_ms(value, "snowflake", epoch=name) == int(want[0])
        if name == "twitter":  # the kind's default
            assert sortid.unix_ms(value, "snowflake") == int(want[0])
    elif kind == "uuid_time":
        u = uuid.UUID(src)
        assert sortid.timestamp(u) == utc(int(want[0]), int(want[1])) == sortid.timestamp(src)
        assert sortid.unix_ms(u) == int(want[0])
        d = sortid.inspect(src)
        assert (d["timestamp_ms"], d["ns_in_ms"]) == (int(want[0]), int(want[1]))
        assert d["parts"]["version"] == str(u.version) == str(sortid.uuid_version(u))
    elif kind == "uuid_v1v6":
        v1, v6 = uuid.UUID(src), uuid.UUID(expected)
        assert sortid.uuid_v1_to_v6(v1) == v6 and sortid.uuid_v6_to_v1(v6) == v1
        assert sortid.timestamp(v1) == sortid.timestamp(v6)
        assert sortid.uuid_v1_to_v6(str(v1)) == v6 == sortid.uuid_v1_to_v6(v1.bytes)
        assert sortid.uuid_v6_to_v1(v6.hex) == v1
    else:
        pytest.fail("a vector kind this suite does not read: %s" % kind)


def test_the_rfc_9562_examples_share_one_instant():
    t = utc(1645557742000)
    for text in ("C232AB00-9414-11EC-B3C8-9F6BDECED846", "1EC9414C-232A-6B00-B3C8-9F6BDECED846",
                 "017F22E2-79B0-7CC3-98C4-DC0C0C07398F"):
        assert sortid.timestamp(uuid.UUID(text)) == t == sortid.timestamp(text)
    assert sortid.timestamp(uuid.uuid4()) is None and sortid.unix_ms(uuid.uuid4()) is None
    assert sortid.timestamp(str(uuid.uuid4())) is None
    assert sortid.inspect(str(uuid.UUID(int=0)))["time"] is None


def test_uuid_version_of_nil_max_and_other_variants_is_none():
    assert sortid.uuid_version(uuid.UUID(int=0)) is None  # nil
    assert sortid.uuid_version("ffffffff-ffff-ffff-ffff-ffffffffffff") is None  # max
    assert sortid.uuid_version("F" * 32) is None and sortid.uuid_version(b"\xff" * 16) is None
    ncs = uuid.UUID("01234567-89ab-4def-0123-456789abcdef")  # version nibble 4, variant 0xx
    microsoft = uuid.UUID("01234567-89ab-4def-c123-456789abcdef")  # variant 110
    assert sortid.uuid_version(ncs) is None and sortid.uuid_version(microsoft) is None
    u4 = uuid.uuid4()
    for form in (u4, str(u4), u4.hex, u4.hex.upper(), u4.bytes, bytearray(u4.bytes)):
        assert sortid.uuid_version(form) == 4
    assert sortid.uuid_version(sortid.gen("uuidv7")) == 7


def test_times_past_year_9999_raise_the_library_words():
    # a ULID's time reaches year 10889; a datetime ends in 9999: .datetime,
    # timestamp() and `show --datetime` once raised "Invalid isoformat string"
    from sortid.__main__ import main
    last = "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"
    ulid = sortid.ULID.from_str(last)
    for call in (lambda: ulid.datetime, lambda: sortid.timestamp(last),
                 lambda: sortid.timestamp(ulid), lambda: main(["show", "--datetime", last])):
        with pytest.raises(IDError) as e:
            call()
        assert str(e.value) == "datetime of '+10889-08-02T05:31:50.655Z': time out of range"
        assert e.value.status == 4
    assert sortid.unix_ms(last) == 2 ** 48 - 1  # the integer holds it
    assert sortid.inspect(last)["time"] == "+10889-08-02T05:31:50.655Z"
    y9999 = sortid.at("ulid", "9999-12-31T23:59:59.999Z", "max")
    assert y9999.datetime == dt.datetime(9999, 12, 31, 23, 59, 59, 999000, tzinfo=dt.timezone.utc)


def test_an_ambiguous_text_names_its_other_readings():
    d = sortid.inspect("9m4e2mr0ui3e8a215n4g")
    assert d["type"] == "baseuid"
    assert [a["type"] for a in d["also"]] == ["xid"]
    assert d["also"][0]["timestamp_ms"] == 1300816219000
    assert sortid.inspect("9m4e2mr0ui3e8a215n4g", "xid")["also"] == []
    u = sortid.inspect("01h455vb4pex5vsknk084sn02q")  # a bare TypeID suffix
    assert u["type"] == "ulid" and [a["type"] for a in u["also"]] == ["typeid"]
    assert sortid.inspect("01ARYZ6S41TSV4RRFFQ69G5FAV")["also"] == []  # upper case: no TypeID


@pytest.mark.parametrize("kind", ["ksuid", "typeid", "objectid", "xid"])
def test_new_ids_read_back_as_their_kind_at_the_current_time(kind):
    before = dt.datetime.now(dt.timezone.utc) - dt.timedelta(seconds=1)
    text = sortid.gen(kind)
    after = dt.datetime.now(dt.timezone.utc) + dt.timedelta(seconds=1)
    assert sortid.inspect(text, kind)["type"] == kind
    assert before <= sortid.timestamp(text, kind) <= after
    assert isinstance(sortid.gen(kind, True), str)


def test_typeid_prefix():
    t = sortid.gen("typeid", prefix="user")
    assert t.startswith("user_") and len(t) == 31
    assert sortid.gen("typeid", prefix="a_b").startswith("a_b_")
    assert len(sortid.gen("typeid")) == 26
    g = sortid.Generator("typeid", prefix="order")
    ids = [g() for _ in range(1000)]
    assert all(i.startswith("order_") for i in ids) and ids == sorted(ids)
    assert len(set(ids)) == 1000
    for bad, pos in (("User", 0), ("_a", 0), ("a_", 1), ("a\0b", 1), ("a" * 64, 63), ("é", 0)):
        for call in (lambda: sortid.gen("typeid", prefix=bad),
                     lambda: sortid.Generator("typeid", prefix=bad),
                     lambda: sortid.bulk(1, "typeid", prefix=bad),
                     lambda: sortid.at("typeid", 0, prefix=bad),
                     lambda: sortid.typeid_from_uuid(bad, uuid.UUID(int=1)),
                     lambda: sortid.convert("01ARYZ6S41TSV4RRFFQ69G5FAV", "typeid", prefix=bad)):
            with pytest.raises(IDError) as e:
                call()
            assert e.value.pos == pos, (bad, e.value)
    with pytest.raises(TypeError):
        sortid.gen("ulid", prefix="user")
    with pytest.raises(IDError, match="prefix"):
        sortid.Generator("ulid", prefix="user")  # the library refuses it
    with pytest.raises(TypeError):
        sortid.gen("typeid", prefix=b"user")


def test_generators_of_the_family_increase_and_do_not_repeat():
    for kind in ("ksuid", "objectid", "xid", "typeid"):
        g = sortid.Generator(kind)
        ids = g.list(5000)
        assert len(set(ids)) == 5000
        if kind != "ksuid":  # a random KSUID is only ordered by second; monotonic below
            assert ids == sorted(ids)
    g = sortid.Generator("ksuid", monotonic=True)
    ids = g.list(5000)
    assert ids == sorted(ids) and len(set(ids)) == 5000


def test_a_shared_family_generator_gives_distinct_ids_to_threads():
    g = sortid.Generator("objectid")
    out = [[] for _ in range(4)]

    def work(i):
        for _ in range(2000):
            out[i].append(g())

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    allids = [i for o in out for i in o]
    assert len(set(allids)) == len(allids)
    for o in out:
        assert o == sorted(o)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_after_fork_objectids_carry_another_process_part():
    g = sortid.Generator("objectid")
    parent = g()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(r)
        os.write(w, g().encode())
        os._exit(0)
    os.close(w)
    child = os.read(r, 64).decode()
    os.close(r)
    os.waitpid(pid, 0)
    mine = sortid.inspect(parent)["parts"]
    theirs = sortid.inspect(child)["parts"]
    assert (mine["machine"], mine["pid"]) != (theirs["machine"], theirs["pid"])


def test_conversions():
    u = "01ARYZ6S41TSV4RRFFQ69G5FAV"
    t = sortid.convert(u, "typeid", prefix="user")
    assert t.startswith("user_")
    assert sortid.convert(t, "ulid") == sortid.ULID.from_str(u)
    assert sortid.convert(t, "uuid") == sortid.ULID.from_str(u).to_uuid()
    assert sortid.convert(sortid.ULID.from_str(u), "typeid") == t[len("user_"):]
    with pytest.raises(IDError):
        sortid.convert("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "ulid")  # KSUID and ULID share no form
    with pytest.raises(TypeError):
        sortid.convert(u, "ulid", prefix="user")
    with pytest.raises(IDError):
        sortid.uuid_v1_to_v6(uuid.uuid4())
    with pytest.raises(IDError):
        sortid.uuid_v6_to_v1(uuid.UUID("C232AB00-9414-11EC-B3C8-9F6BDECED846"))


@pytest.mark.parametrize("kind", ["ksuid", "objectid", "xid"])
def test_at_time(kind):
    lo = sortid.at(kind, 1507608047000, "min")
    hi = sortid.at(kind, 1507608047000, "max")
    assert lo < hi
    assert sortid.timestamp(lo, kind) == sortid.timestamp(hi, kind) == utc(1507608047000)


B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=B62[:36], min_size=1, max_size=1), st.text(alphabet=B62, min_size=26,
                                                                  max_size=26))
def test_ksuid_text_round_trip(first, rest):
    text = first + rest  # a first character below 'a' keeps it under the largest KSUID
    d = sortid.inspect(text)
    assert (d["type"], d["id"]) == ("ksuid", text)
    assert len(d["parts"]["payload"]) == 32


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=12, max_size=12))
def test_objectid_xid_round_trip(b):
    xid = sortid.convert(b.hex(), "xid")
    assert sortid.convert(xid, "objectid", kind="xid") == b.hex()
    assert sortid.inspect(xid, "xid")["timestamp_ms"] == int.from_bytes(b[:4], "big") * 1000


@settings(max_examples=200, deadline=None)
@given(st.uuids(), st.from_regex(r"\A(?:[a-z](?:[a-z_]{0,61}[a-z])?)?\Z"))
def test_typeid_round_trip(u, prefix):
    t = sortid.typeid_from_uuid(prefix, u)
    assert sortid.typeid_to_uuid(t) == u
    assert sortid.inspect(t, "typeid")["parts"]["prefix"] == prefix
    assert sortid.parse(t, "typeid") == t
    assert sortid.at("typeid", 1507608047000, "min", prefix=prefix).startswith(prefix)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**63 - 1))
def test_snowflake_reads_any_int64(v):
    d = sortid.inspect(str(v), "snowflake")
    assert d["timestamp_ms"] == (v >> 22) + 1288834974657  # Twitter's epoch
    assert int(d["parts"]["sequence"]) == v & 0xFFF


def test_a_discord_snowflake_s_time():
    # Discord's API reference: 175928847299117063 is 2016-04-30T11:18:25.796Z
    when = dt.datetime(2016, 4, 30, 11, 18, 25, 796000, tzinfo=dt.timezone.utc)
    assert sortid.timestamp("175928847299117063", "snowflake", epoch="discord") == when
    assert sortid.unix_ms("175928847299117063", "snowflake", epoch="discord") == 1462015105796
    d = sortid.inspect("175928847299117063", "snowflake", epoch="discord")
    assert (d["timestamp_ms"], d["time"]) == (1462015105796, "2016-04-30T11:18:25.796Z")
    assert d["parts"] == sortid.inspect("175928847299117063", "snowflake")["parts"]
    # Twitter's epoch (the default) reads the same value 131235425343 ms earlier
    assert sortid.unix_ms("175928847299117063", "snowflake") == \
        1462015105796 - (1420070400000 - 1288834974657)
    assert sortid.unix_ms("175928847299117063", "snowflake", epoch=0) == 41944705796


def test_a_bad_epoch():
    sf = "175928847299117063"
    for bad, why, at in (("mars", STATUS["character"], 0), ("", STATUS["length"], None),
                         ("Discord", STATUS["character"], 0), ("12x", STATUS["character"], 2),
                         ("discord\0", STATUS["character"], 0),
                         ("9" * 20, STATUS["overflow"], 18), ("\udc80", STATUS["character"], 0)):
        for call in (sortid.inspect, sortid.timestamp, sortid.unix_ms):
            with pytest.raises(IDError) as e:
                call(sf, "snowflake", epoch=bad)
            assert (e.value.status, e.value.pos, e.value.what) == (why, at, "epoch"), bad
            assert str(e.value).startswith("epoch: "), str(e.value)
    with pytest.raises(IDError) as e:
        sortid.unix_ms(sf, "snowflake", epoch=2**64)
    assert str(e.value) == "epoch 18446744073709551616: value out of range (overflow)"
    for bad in (1.5, True, b"discord", object(), ["twitter"]):
        with pytest.raises(TypeError, match="epoch must be 'twitter', 'discord' or int"):
            sortid.inspect(sf, "snowflake", epoch=bad)
    # another kind refuses one, by name: its epoch is its own (a Ulid-Flake's
    # time is read with the default epoch, so an epoch would be lost)
    flake = sortid.at("flake", 1800000000000)
    for text, kind, title in (("01ARYZ6S41TSV4RRFFQ69G5FAV", None, "a ULID"),
                              ("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "ksuid", "a KSUID"),
                              ("9m4e2mr0ui3e8a215n4g", "xid", "an xid"),
                              (flake, None, "a Ulid-Flake"),
                              (str(int(flake)), "flake", "a Ulid-Flake")):
        for call in (sortid.inspect, sortid.timestamp, sortid.unix_ms):
            with pytest.raises(IDError) as e:
                call(text, kind, epoch=0)
            assert str(e.value).startswith("epoch: %s is read with its own epoch" % title), \
                str(e.value)
            assert e.value.status == STATUS["kind"]
        assert sortid.unix_ms(text, kind, epoch=None) == sortid.unix_ms(text, kind)
    # a time past int64 is the library's error, not a wrapped value
    with pytest.raises(IDError) as e:
        sortid.unix_ms(str(2**63 - 1), "snowflake", epoch=2**63 - 1)
    assert e.value.status == STATUS["time_range"]


def test_hostile_arguments():
    for bad in (None, 5, b"0ujtsYcgvSTl8PAuAdqWYSMnLOv", object(), ["x"]):
        with pytest.raises(TypeError):
            sortid.inspect(bad)
        with pytest.raises(TypeError):
            sortid.timestamp(bad)
        with pytest.raises(TypeError):
            sortid.unix_ms(bad)
    for bad in ("", "\0" * 27, "0ujtsYcgvSTl8PAuAdqWYSMnLO\x80", "0ujtsYcgvSTl8PAuAdqWYSMnLO\udc80",
                "x" * 10000, "user_", "_01h455vb4pex5vsknk084sn02q"):
        with pytest.raises(IDError):
            sortid.inspect(bad)
    with pytest.raises(IDError) as e:
        sortid.inspect("0ujtsYcgvSTl8PAuAdqWYSMnL\0v")
    assert e.value.pos == 25
    with pytest.raises(IDError):
        sortid.inspect("9" * 30, "snowflake")  # above int64
    # the byte that is not a digit (the library's rule), not the length
    for text, at in (("12a45", 2), ("-5", 0)):
        with pytest.raises(IDError) as e:
            sortid.inspect(text, "snowflake")
        assert e.value.pos == at
    with pytest.raises(IDError):
        sortid.inspect("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "nokind")
    with pytest.raises(IDError):
        sortid.inspect("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "ksuid\0")
    with pytest.raises(IDError):
        sortid.convert("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "ksuid\0x")
    for bad in (b"\0" * 15, "0" * 31, "g" * 32, str(uuid.uuid4())[:-1]):
        with pytest.raises(IDError):
            sortid.uuid_version(bad)
        with pytest.raises(IDError):
            sortid.typeid_from_uuid("a", bad)
    for bad in (5, None, [1]):
        with pytest.raises(TypeError):
            sortid.uuid_version(bad)
    d = sortid.inspect("0ujtsYcgvSTl8PAuAdqWYSMnLOv")
    assert pickle.loads(pickle.dumps(d)) == d
