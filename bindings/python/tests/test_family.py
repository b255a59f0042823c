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
    assert sortid.parse(str(n), flake_int=True) == f
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
def test_uuidv7_at_round_trip(ms, ns, which):
    u = sortid.at("uuidv7", "%s" % sortid._sortid.time_format(ms), which)
    assert isinstance(u, uuid.UUID) and u.version == 7
    assert sortid._sortid.uuid_unix_ms(u.bytes) == ms
    assert sortid.parse(str(u)) == u
    assert sortid.parse(u.hex) == u


@given(st.sampled_from(["ulid", "flake", "flake-scalable", "baseuid", "uuidv7"]),
       st.sampled_from(["min", "max"]), st.data())
def test_at_min_max_bound_every_id_of_the_tick(kind, which, data):
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


# ---- parse and read ----------------------------------------------------------------

def test_read_names_the_form():
    u = ULID()
    assert sortid.read(str(u)) == ("ulid", u)
    assert sortid.read(str(u.to_uuid()))[0] == "uuid"
    assert sortid.read(u.hex)[0] == "uuid-hex"
    assert sortid.read("0x1F")[0] == "flake-hex"
    assert sortid.read("12", flake_int=True) == ("flake-int", Flake(12))
    with pytest.raises(IDError) as e:
        sortid.read("12")
    assert e.value.status == 1  # length: digits are a flake integer only when asked for


def test_parse_kinds():
    assert isinstance(sortid.parse(str(ULID())), ULID)
    assert isinstance(sortid.parse(str(sortid.flake())), Flake)
    assert isinstance(sortid.parse(str(sortid.baseuid())), BaseUID)
    assert isinstance(sortid.parse(str(sortid.uuid7())), uuid.UUID)
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


def test_generator_step_bits_and_epoch():
    gen = Generator("ulid", step_bits=32)
    a, b = gen(), gen()
    assert a < b
    g2 = Generator("flake", epoch_ms=0)
    assert g2().tick > 1700000000000  # counted from 1970, not 2024


@pytest.mark.parametrize("kwargs", [
    {"kind": "flake-scalable", "node": 32}, {"kind": "flake", "entropy_size": 9},
    {"kind": "flake", "step_bits": 8}, {"kind": "ulid", "step_bits": 65},
    {"kind": "ulid", "max_wait_ns": -1}, {"kind": "flake", "epoch_ms": -5},
])
def test_generator_options_refused_in_the_library_words(kwargs):
    with pytest.raises(IDError) as e:
        Generator(**kwargs)
    assert "options." in str(e.value) or "epoch" in str(e.value)


# ---- bulk and validation ----------------------------------------------------------------

@pytest.mark.parametrize("kind", ["ulid", "flake", "flake-scalable", "baseuid", "uuidv7"])
def test_bulk_outputs_validate(kind):
    ids = sortid.bulk_list(20000, kind)
    assert len(ids) == 20000 and len(set(ids)) == 20000
    assert all(type(i) is str for i in ids)
    assert sortid.validate(ids, kind) == 20000
    data = sortid.bulk_bytes(20000, kind)
    assert data.endswith(b"\n") and sortid.validate(data, kind) == 20000
    assert sortid.validate(memoryview(data), kind) == 20000
    assert sortid.validate(data.rstrip(b"\n"), kind) == 20000  # the last line may lack \n
    buf = bytearray(len(data))
    assert sortid.bulk_into(buf, kind) == 20000 and sortid.validate(buf, kind) == 20000
    assert sortid.bulk_list(0, kind) == [] and sortid.bulk_bytes(0, kind) == b""


def test_validation_stops_at_the_first_bad_id():
    ids = sortid.bulk_list(10)
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
    with pytest.raises(IDError) as e:  # a UUID is not a ULID's canonical text
        sortid.validate([str(ULID().to_uuid())])
    assert e.value.pos == 26
    big = sortid.bulk_bytes(50000)
    broken = big[: 26 * 0 + 27 * 40000 + 5] + b"\xff" + big[27 * 40000 + 6:]
    with pytest.raises(IDError) as e:
        sortid.validate(broken)
    assert (e.value.index, e.value.pos) == (40000, 5)
