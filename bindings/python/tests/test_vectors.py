# SPDX-License-Identifier: MIT
"""Every public vector file (tests/vectors/*.tsv) through the Python API."""
import datetime as dt
import uuid

import pytest

import sortid
from sortid import ULID, BaseUID, Flake, IDError
from sortid import _sortid

from conftest import STATUS, VECTORS, vectors


def test_every_vector_file_is_read_here():
    # the family's two files are read by test_family_kinds.py
    assert sorted(p.name for p in VECTORS.glob("*.tsv")) == sorted(
        ["ulid.tsv", "flake.tsv", "baseuid.tsv", "uuidv7.tsv", "at-time.tsv", "family.tsv",
         "family-spec.tsv"])


def expect_error(excinfo_value, why):
    word, _, pos = why.partition(" ")
    assert excinfo_value.status == STATUS[word], (excinfo_value, why)
    if pos:
        assert excinfo_value.pos == int(pos)


ULID_ROWS = vectors("ulid.tsv")


@pytest.mark.parametrize("kind,src,expected", ULID_ROWS)
def test_ulid(kind, src, expected):
    if kind == "encode":
        ms, rnd = src.split()
        u = ULID(int(ms).to_bytes(6, "big") + bytes.fromhex(rnd))
        assert str(u) == expected
        assert u.milliseconds == int(ms)
    elif kind == "value":
        assert str(ULID.from_hex(src)) == expected
        assert ULID.from_str(expected).hex == src
        assert int(ULID.from_str(expected)) == int(src, 16)
        assert ULID.from_int(int(src, 16)) == ULID.from_hex(src)
    elif kind == "time":
        ms, text = expected.split()
        u = ULID.from_str(src)
        assert u.milliseconds == int(ms)
        assert _sortid.time_format(u.milliseconds) == text
        if not text.startswith("+"):  # datetime stops at year 9999
            assert u.datetime == dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
        assert u.timestamp == int(ms) / 1000
    elif kind == "uuid":
        u = ULID.from_str(src)
        assert str(u.to_uuid()) == expected
        assert ULID.from_uuid(uuid.UUID(expected)) == u
        assert ULID.parse(expected) == u
        assert ULID.parse(expected.replace("-", "")) == u
    elif kind == "next":
        # no Python call steps a given ULID; the monotonic step is tested
        # through Generator (test_family.py)
        assert expected.startswith("ERROR") or ULID.from_str(expected) > ULID.from_str(src)
    elif kind == "invalid":
        with pytest.raises(IDError) as e:
            ULID.from_str(src)
        expect_error(e.value, expected[len("ERROR "):])
        with pytest.raises(ValueError):
            sortid.validate([src])
    elif kind == "lenient":
        # the lenient reading (I, L -> 1, O -> 0) is the library's
        # (sortid_ulid_parse with SORTID_PARSE_LENIENT); Python reads strictly
        with pytest.raises(IDError):
            ULID.from_str(src)
        with pytest.raises(IDError):
            sortid.parse(src)
        assert not sortid.valid(src) and sortid.valid(expected)
    else:
        pytest.fail("unknown row " + kind)


def fields(expected):
    return dict(item.split("=", 1) for item in expected.split())


@pytest.mark.parametrize("kind,src,expected", vectors("flake.tsv"))
def test_flake(kind, src, expected):
    if kind == "invalid":
        with pytest.raises(IDError) as e:
            Flake.from_str(src)
        expect_error(e.value, expected[len("ERROR "):])
        return
    f = Flake.from_str(src)
    want = fields(expected)
    assert int(f) == int(want["int"])
    assert f.hex == want["hex"]
    assert f.tick == int(want["ts"])
    assert _sortid.time_format(f.milliseconds) == want["time"]
    assert str(f) == src and f.text == src
    assert Flake.from_hex(want["hex"]) == f
    assert Flake.from_decimal(want["int"]) == f
    assert sortid.parse(want["int"], "flake") == f
    assert sortid.parse(src) == f
    if kind == "standalone":
        assert f.random == int(want["random"])
    else:
        assert f.random_scalable == int(want["random"])
        assert f.node == int(want["node"])


@pytest.mark.parametrize("kind,src,expected", vectors("baseuid.tsv"))
def test_baseuid(kind, src, expected):
    if kind == "time_prefix":
        text, ns = src.split()
        ns = int(ns[len("ns="):])
        b = sortid.at("baseuid", text, "min")
        assert str(b).startswith(expected)
        assert b.nanoseconds <= ns < b.nanoseconds + (1 << 15)
    elif kind == "value":
        assert BaseUID(src).bytes.hex() == expected
        assert BaseUID.from_bytes(bytes.fromhex(expected)) == src
    elif kind == "uuidv8":
        assert str(BaseUID(src).to_uuid()) == expected
        assert BaseUID.from_uuid(uuid.UUID(expected)) == src
    elif kind == "invalid":
        with pytest.raises(IDError) as e:
            BaseUID(src)
        expect_error(e.value, expected[len("ERROR "):])
    elif kind == "uuidv8_invalid":
        with pytest.raises(IDError) as e:
            BaseUID.from_uuid(uuid.UUID(src))
        expect_error(e.value, expected[len("ERROR "):])
    else:
        pytest.fail("unknown row " + kind)


@pytest.mark.parametrize("kind,src,expected", vectors("uuidv7.tsv"))
def test_uuidv7(kind, src, expected):
    u = sortid.parse(src)
    assert isinstance(u, uuid.UUID) and str(u) == src
    if kind == "rfc9562":
        want = fields(expected)
        assert sortid.unix_ms(u) == int(want["ts"]) == sortid.unix_ms(src)
        assert u.version == int(want["version"]) == sortid.uuid_version(src)
        assert sortid.inspect(src)["form"] == "uuid"
    elif kind == "as_ulid":
        assert str(ULID.from_uuid(u)) == expected
    else:
        pytest.fail("unknown row " + kind)


@pytest.mark.parametrize("row", vectors("at-time.tsv"), ids=lambda r: "-".join(r[:6:5] + r[2:3]))
def test_at_time(row):
    kind, node, unix_ms, ns_in_ms, rfc3339, mode, expected = row
    calls = [lambda: sortid.at(kind, rfc3339, mode, node=int(node))]
    if int(ns_in_ms) == 0:
        calls.append(lambda: sortid.at(kind, int(unix_ms), mode, node=int(node)))
    for call in calls:
        if expected.startswith("ERROR"):
            with pytest.raises(IDError) as e:
                call()
            expect_error(e.value, expected[len("ERROR "):])
        else:
            assert str(call()) == expected
