# SPDX-License-Identifier: MIT
"""The family (Ulid-Flake, BaseUID, UUIDv7), sortid.parse / read, "an ID at
time T", generators, bulk output and validation, with hypothesis round trips
for every kind and text form."""
import datetime as dt
import pickle
import uuid

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import sortid
from conftest import STATUS
from sortid import ULID, BaseUID, Flake, Generator, IDError

ULID_MAX = 2 ** 128 - 1
FLAKE_MAX = 2 ** 63 - 1
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
B64LEX = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"


# ---- hypothesis round trips, every kind and form -------------------------------

@given(st.integers(0, ULID_MAX))
def test_ulid_forms_round_trip(n):
    u = ULID.from_int(n)
    assert int(u) == n
    assert ULID.from_str(str(u)) == u == ULID.from_str(str(u).lower())
    assert ULID.from_hex(u.hex) == u and int(u.hex, 16) == n
    assert ULID(u.bytes) == u and u.bytes == n.to_bytes(16, "big")
    assert ULID.from_uuid(u.to_uuid()) == u and u.to_uuid().int == n
    assert sortid.parse(str(u)) == u
    assert sortid.parse(str(u.to_uuid())) == u.to_uuid()
    assert pickle.loads(pickle.dumps(u)) == u


@given(st.text(alphabet="01234567", min_size=1, max_size=1),
       st.text(alphabet=CROCKFORD + CROCKFORD.lower(), min_size=25, max_size=25))
def test_ulid_text_round_trip(first, rest):
    text = first + rest
    assert str(ULID.from_str(text)) == text.upper()


@given(st.integers(0, FLAKE_MAX))
def test_flake_forms_round_trip(n):
    f = Flake(n)
    assert int(f) == n and f == n
    assert Flake.from_str(str(f)) == f == Flake.from_str(str(f).lower())
    assert Flake.from_hex(f.hex) == f and int(f.hex, 16) == n
    assert Flake.from_decimal(str(n)) == f
    assert Flake.from_bytes(f.bytes) == f and f.bytes == n.to_bytes(8, "big")
    assert sortid.parse(str(f)) == f
    if len(f.hex) != 13:  # 13 characters are flake text, "0x..." too: the length decides
        assert sortid.parse(f.hex) == f
    assert sortid.parse(str(n), "flake") == f  # digits of a named kind: its integer
    assert pickle.loads(pickle.dumps(f)) == f and repr(f) == "Flake('%s')" % f


@given(st.binary(min_size=15, max_size=15))
def test_baseuid_forms_round_trip(data):
    b = BaseUID.from_bytes(data)
    assert b.bytes == data
    assert BaseUID(str(b)) == b
    assert BaseUID.from_uuid(b.to_uuid()) == b
    assert b.to_uuid().version == 8
    assert sortid.parse(str(b)) == b
    assert pickle.loads(pickle.dumps(b)) == b


@given(st.text(alphabet=B64LEX, min_size=20, max_size=20))
def test_baseuid_text_round_trip(text):
    assert BaseUID.from_bytes(BaseUID(text).bytes) == text


@given(st.integers(0, 2 ** 48 - 1), st.integers(0, 999999), st.sampled_from(["min", "max", "random"]))
def test_uuidv7_at_round_trip(ms, ns, mode):
    u = sortid.at("uuidv7", "%s" % sortid._sortid.time_format(ms), mode)
    assert isinstance(u, uuid.UUID) and u.version == 7
    assert sortid.unix_ms(u) == ms == sortid.unix_ms(str(u)) == sortid.unix_ms(u.hex, "uuidv7")
    assert sortid.parse(str(u)) == u
    assert sortid.parse(u.hex) == u


@given(st.sampled_from(["ulid", "flake", "flake-scalable", "baseuid", "uuidv7"]),
       st.sampled_from(["min", "max"]), st.data())
def test_at_min_max_bound_every_id_of_the_tick(kind, mode, data):
    lo, hi = sortid.time_range(kind)
    ms = data.draw(st.integers(lo, hi))
    low, high = sortid.at(kind, ms, "min"), sortid.at(kind, ms, "max")
    some = sortid.at(kind, ms, "random")
    key = (lambda x: x.bytes) if kind in ("ulid", "uuidv7") else (lambda x: x)
    if kind == "baseuid":
        key = lambda x: x.bytes  # noqa: E731
    if kind.startswith("flake"):
        key = int
    assert key(low) <= key(some) <= key(high)


# ---- parse, kind, valid ------------------------------------------------------------

def test_inspect_names_the_form():
    u = ULID()
    assert sortid.inspect(str(u))["form"] == "ulid" and sortid.parse(str(u)) == u
    assert sortid.inspect(str(u.to_uuid()))["form"] == "uuid"
    assert sortid.inspect(u.hex)["form"] == "uuid-hex"
    assert sortid.inspect("0x1F")["form"] == "flake-hex"
    assert sortid.inspect("12", "flake")["form"] == "flake-int"
    assert sortid.parse("12", "flake") == Flake(12)
    with pytest.raises(IDError) as e:
        sortid.parse("12")
    assert e.value.status == 1  # length: digits are a flake integer only when the kind is named


def test_kind_names_the_kind_of_a_text():
    assert sortid.kind(str(ULID())) == "ulid"
    assert sortid.kind(str(sortid.gen("uuidv7"))) == "uuidv7"
    assert sortid.kind(str(uuid.uuid4())) == "uuid"
    assert sortid.kind(str(sortid.gen("flake"))) == "flake"
    assert sortid.kind(sortid.gen("ksuid")) == "ksuid"
    assert sortid.kind(sortid.gen("typeid", prefix="user")) == "typeid"
    assert sortid.kind(sortid.gen("objectid")) == "objectid"
    assert sortid.kind("01ARYZ6S41TSV4RRFFQ69G5FAU") is None  # U is no Crockford digit
    assert sortid.kind("") is None and sortid.kind("12") is None
    with pytest.raises(TypeError):
        sortid.kind(b"01ARYZ6S41TSV4RRFFQ69G5FAV")


def test_valid_answers_for_one_text():
    u = ULID()
    assert sortid.valid(str(u)) and sortid.valid(str(u), "ulid")
    assert sortid.valid(str(u.to_uuid()), "ulid")  # a ULID's UUID text: the same 128 bits
    assert not sortid.valid(str(u), "ksuid") and not sortid.valid("01ARYZ6S41TSV4RRFFQ69G5FAU")
    assert not sortid.valid(str(uuid.uuid4()), "uuidv7") and sortid.valid(str(uuid.uuid4()))
    t = sortid.gen("typeid", prefix="user")
    assert sortid.valid(t) and sortid.valid(t, "typeid") and not sortid.valid(t + "x", "typeid")


def test_parse_kinds():
    assert isinstance(sortid.parse(str(ULID())), ULID)
    assert isinstance(sortid.parse(str(sortid.gen("flake"))), Flake)
    assert isinstance(sortid.parse(str(sortid.gen("baseuid"))), BaseUID)
    assert isinstance(sortid.parse(str(sortid.gen("uuidv7"))), uuid.UUID)
    assert isinstance(sortid.parse(str(uuid.uuid4())), uuid.UUID)


def test_kinds_come_from_the_library():
    assert "ulid" in sortid.KINDS and "uuidv7" in sortid.KINDS
    for kind in sortid.KINDS:
        lo, hi = sortid.time_range(kind) if kind != "uuid" else (0, 0)
        assert lo <= hi


# ---- an ID at time T ---------------------------------------------------------------

def test_at_forms_of_time():
    when = dt.datetime(2025, 1, 2, 3, 4, 5, 678000, tzinfo=dt.timezone.utc)
    ms = 1735787045678
    for w in (when, ms, ms / 1000, "2025-01-02T03:04:05.678Z", "2025-01-02 04:04:05.678+01:00"):
        assert sortid.at("ulid", w, "min") == sortid.at("ulid", ms, "min")
    assert str(sortid.at("ulid", ms, "min")).endswith("0" * 16)
    assert str(sortid.at("ulid", ms, "max")).endswith("Z" * 16)
    assert sortid.at("flake-scalable", ms, "min", node=7).node == 7
    with pytest.raises(ValueError):
        sortid.at("ulid", ms, "middle")
    with pytest.raises(IDError):
        sortid.at("flake", ms, "min", node=7)  # no node in the stand-alone layout


# ---- generators ----------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["ulid", "flake", "flake-scalable", "baseuid", "uuidv7"])
def test_generator_monotonic(kind):
    gen = Generator(kind, node=3) if kind == "flake-scalable" else Generator(kind)
    ids = [gen() for _ in range(5000)]
    key = int if kind.startswith("flake") else (lambda x: x.bytes if hasattr(x, "bytes") else x)
    if kind == "baseuid":
        key = lambda x: x.bytes  # noqa: E731
    keys = [key(i) for i in ids]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert gen.kind == kind
    lines = gen.bytes(1000).split(b"\n")
    assert lines[-1] == b"" and len(lines) == 1001 and lines[:-1] == sorted(lines[:-1])
    assert len(gen.list(10)) == 10
    buf = bytearray(10 * (len(lines[0]) + 1) + 3)
    assert gen.into(buf) == 10 and buf[-3:] == b"\0\0\0"
    assert sortid.validate(bytes(buf[:-3]), kind) == 10
    if kind == "flake-scalable":
        assert all(i.node == 3 for i in ids)


def test_generator_random_step_and_epoch():
    gen = Generator("ulid", random_step=32)
    a, b = gen(), gen()
    assert a < b
    g2 = Generator("flake", epoch=0)
    assert g2().tick > 1700000000000  # counted from 1970, not 2024
    g3 = Generator("flake", epoch=dt.datetime(1970, 1, 1, tzinfo=dt.timezone.utc))
    assert g3().tick > 1700000000000


@pytest.mark.parametrize("option", ["node", "entropy_size", "random_step"])
@pytest.mark.parametrize("value", [2 ** 64 + 3, 2 ** 32 + 3, 2 ** 32, -1, -(2 ** 64) + 3])
def test_generator_options_out_of_range_are_refused_never_cut(option, value):
    # the argument once wrapped modulo 2^32 or 2^64: node=2**64+3 became node 3
    kind = "flake-scalable" if option == "node" else "flake" if option == "entropy_size" else "ulid"
    with pytest.raises(IDError) as e:
        Generator(kind, **{option: value})
    assert e.value.status == STATUS["overflow"]
    assert str(e.value).startswith("%s %d: " % (option, value))


@pytest.mark.parametrize("call", [lambda v: sortid.gen("flake-scalable", node=v),
                                  lambda v: sortid.at("flake-scalable", 1735787045678, "min", node=v)])
def test_node_out_of_range_is_refused_never_cut(call):
    assert call(3).node == 3
    for value in (2 ** 64 + 3, 2 ** 32 + 3, -1):
        with pytest.raises(IDError) as e:
            call(value)
        assert str(e.value).startswith("node %d: " % value)
    with pytest.raises(TypeError):
        call(True)


def test_gen_of_every_kind():
    for kind in sortid.KINDS:
        if kind in ("uuid", "snowflake"):
            continue  # no generator: read only
        a, b = sortid.gen(kind), sortid.gen(kind, monotonic=True)
        assert sortid.valid(str(a), kind) and sortid.valid(str(b), kind)
        assert sortid.inspect(str(a), kind)["type"] == kind
    f = [sortid.gen("flake-scalable", True, node=5) for _ in range(200)]
    assert all(x.node == 5 for x in f) and f == sorted(f)
    u = [sortid.gen("ulid", True) for _ in range(200)]
    assert [x.bytes for x in u] == sorted(x.bytes for x in u)


@pytest.mark.parametrize("kwargs", [
    {"kind": "flake-scalable", "node": 32}, {"kind": "flake", "entropy_size": 9},
    {"kind": "flake", "random_step": 8}, {"kind": "ulid", "random_step": 65},
    {"kind": "flake", "epoch": -5},
])
def test_generator_options_refused_in_the_library_words(kwargs):
    with pytest.raises(IDError) as e:
        Generator(**kwargs)
    assert "options." in str(e.value) or "epoch" in str(e.value)


# ---- bulk and validation ----------------------------------------------------------------

@pytest.mark.parametrize("kind", ["ulid", "flake", "flake-scalable", "baseuid", "uuidv7"])
def test_bulk_outputs_validate(kind):
    ids = sortid.bulk(20000, kind)
    assert len(ids) == 20000 and len(set(ids)) == 20000
    assert all(type(i) is str for i in ids)
    assert sortid.validate(ids, kind) == 20000
    data = sortid.bulk(20000, kind, output="bytes")
    assert data.endswith(b"\n") and sortid.validate(data, kind) == 20000
    assert sortid.validate(memoryview(data), kind) == 20000
    assert sortid.validate(data.rstrip(b"\n"), kind) == 20000  # the last line may lack \n
    buf = bytearray(len(data))
    assert sortid.bulk_into(buf, kind) == 20000 and sortid.validate(buf, kind) == 20000
    assert sortid.bulk(0, kind) == [] and sortid.bulk(0, kind, output="bytes") == b""
    mono = sortid.bulk(1000, kind, monotonic=True, output="bytes").split()
    assert mono == sorted(mono) and len(set(mono)) == 1000


@pytest.mark.parametrize("prefix", ["", "user", "a_b", "x" * 63])
def test_typeids_validate_whatever_their_prefix(prefix):
    # validate(ids, "typeid") once refused every TypeID as "wrong length"
    ids = sortid.bulk(100, "typeid", prefix=prefix)
    assert all(i.startswith(prefix + "_") if prefix else len(i) == 26 for i in ids)
    assert sortid.validate(ids, "typeid") == 100
    assert sortid.validate(sortid.bulk(100, "typeid", output="bytes", prefix=prefix), "typeid") == 100
    mixed = ids[:3] + [sortid.gen("typeid", prefix="order"), sortid.gen("typeid")]
    assert sortid.validate(mixed, "typeid") == 5
    with pytest.raises(IDError) as e:
        sortid.validate(mixed + ["user_01h455vb4pex5vsknk084sn02U"], "typeid")
    assert e.value.index == 5


def test_validation_stops_at_the_first_bad_id():
    ids = sortid.bulk(10)
    bad = list(ids)
    bad[6] = bad[6][:3] + "U" + bad[6][4:]
    bad[8] = "short"
    with pytest.raises(IDError) as e:
        sortid.validate(bad)
    assert (e.value.index, e.value.pos, e.value.status) == (6, 3, 2)
    assert "item 6" in str(e.value) and "byte 3" in str(e.value)
    data = "\n".join(ids[:4] + [ids[4][:20]] + ids[5:]).encode()
    with pytest.raises(IDError) as e:
        sortid.validate(data)
    assert (e.value.index, e.value.pos, e.value.status) == (4, 20, 1)
    with pytest.raises(IDError) as e:
        sortid.validate(b"\n".join(x.encode() for x in ids) + b"\n\n")
    assert e.value.index == 10
    u = ULID()  # a ULID's UUID text is the same 128 bits, as the library reads a ULID
    assert sortid.validate([str(u.to_uuid()), u.hex], "ulid") == 2
    with pytest.raises(IDError) as e:
        sortid.validate([str(u), str(u) + "0"])
    assert (e.value.index, e.value.status) == (1, 1) and e.value.pos is not None
    big = sortid.bulk(50000, output="bytes")
    broken = big[: 26 * 0 + 27 * 40000 + 5] + b"\xff" + big[27 * 40000 + 6:]
    with pytest.raises(IDError) as e:
        sortid.validate(broken)
    assert (e.value.index, e.value.pos) == (40000, 5)
