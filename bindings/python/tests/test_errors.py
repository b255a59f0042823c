# SPDX-License-Identifier: MIT
"""Hostile arguments to every function: wrong types raise TypeError, wrong
values a ValueError subclass (sortid.IDError naming byte and reason where
there is one); nothing crashes."""
import pytest

import sortid
from conftest import STATUS
from sortid import ULID, BaseUID, Flake, Generator, IDError
from sortid import _sortid


class Hostile:
    """Raises from every conversion it is asked for."""

    def __index__(self):
        raise RuntimeError("no index")

    def __int__(self):
        raise RuntimeError("no int")

    def __float__(self):
        raise RuntimeError("no float")

    def __str__(self):
        raise RuntimeError("no str")

    def __len__(self):
        raise RuntimeError("no len")

    def __iter__(self):
        raise RuntimeError("no iter")

    def __eq__(self, other):
        raise RuntimeError("no eq")

    __hash__ = object.__hash__


class StrSub(str):
    pass


class IntSub(int):
    pass


HOSTILE = [None, 1.5, float("nan"), b"", bytearray(b"x"), [], {}, object(), Hostile(), 2 ** 200,
           -(2 ** 200), "", "\x00" * 26, "\udcff" * 26, "é" * 13, "0" * 10 ** 6, True]

TEXT_READERS = [ULID.from_str, ULID.from_hex, Flake.from_str, Flake.from_hex, Flake.from_decimal,
                BaseUID, sortid.parse, sortid.inspect, sortid.timestamp, sortid.unix_ms,
                lambda v: sortid.at("ulid", v)]
OTHER = [ULID, ULID.from_bytes, ULID.from_int, ULID.from_timestamp, ULID.from_uuid,
         ULID.from_datetime, ULID.parse, Flake, Flake.from_bytes, BaseUID.from_bytes,
         BaseUID.from_uuid, sortid.gen, lambda v: sortid.at(v, 0), sortid.bulk,
         lambda v: sortid.bulk(1, output=v), sortid.bulk_into, sortid.validate, sortid.time_range,
         Generator, sortid.kind, sortid.valid, lambda v: sortid.valid("x", v),
         sortid.uuid_version, sortid.uuid_v1_to_v6, sortid.uuid_v6_to_v1, sortid.typeid_to_uuid,
         lambda v: sortid.typeid_from_uuid("a", v), lambda v: sortid.typeid_from_uuid(v, b"\0" * 16),
         lambda v: sortid.gen("flake-scalable", node=v), lambda v: sortid.at("ulid", 0, node=v),
         lambda v: Generator("flake", node=v), lambda v: Generator("ulid", epoch=v),
         lambda v: Generator("ulid", random_step=v), lambda v: Generator("flake", entropy_size=v),
         lambda v: Generator("ulid").list(v), lambda v: Generator("ulid").bytes(v),
         lambda v: Generator("ulid").into(v), lambda v: sortid.validate([v]),
         lambda v: sortid.validate(v, "flake"), lambda v: sortid.bulk(1, v),
         _sortid.time_format, _sortid.flake_format, _sortid.baseuid_format]


@pytest.mark.parametrize("func", TEXT_READERS + OTHER)
@pytest.mark.parametrize("value", HOSTILE, ids=lambda v: type(v).__name__ + str(len(repr(v))))
def test_hostile_arguments_raise_cleanly(func, value):
    try:
        func(value)
    except (TypeError, ValueError, OverflowError, RuntimeError, MemoryError):
        pass  # RuntimeError: Hostile's own, passed through


@pytest.mark.parametrize("func", TEXT_READERS[:-1])
def test_text_readers_name_the_byte(func):
    with pytest.raises(IDError) as e:
        func("0" * 5 + "\xff" + "0" * 20)
    assert e.value.pos is not None and e.value.reason and isinstance(e.value, ValueError)


@pytest.mark.parametrize("func", [ULID.from_str, Flake.from_str, BaseUID, sortid.parse])
def test_text_readers_take_str_only(func):
    for value in (b"01ARYZ6S41TSV4RRFFQ69G5FAV", 5, ["x"], 1.5):
        with pytest.raises(TypeError):
            func(value)


def test_errors_carry_what_the_library_said():
    with pytest.raises(IDError) as e:
        ULID.from_str("01ARYZ6S41TSV4RRFFQ69G5FAU")
    err = e.value
    assert (err.status, err.pos, err.index) == (2, 25, None)
    assert err.reason == "invalid character" or err.reason  # the library's wording
    assert str(err).startswith("ULID text: ") and "byte 25" in str(err)
    with pytest.raises(IDError) as e:
        ULID.from_str("0" + "\udcff" + "0" * 22)  # 26 bytes: a lone surrogate's 3 and 23
    assert (e.value.pos, e.value.status) == (1, 2)


def test_subclasses_of_str_and_int_are_read():
    assert ULID.from_str(StrSub("01ARYZ6S41TSV4RRFFQ69G5FAV")) == "01ARYZ6S41TSV4RRFFQ69G5FAV"
    assert ULID.from_int(IntSub(5)) == 5
    assert Flake(IntSub(5)) == 5


def test_counts():
    with pytest.raises(ValueError):
        sortid.bulk(-1)
    with pytest.raises((OverflowError, MemoryError)):
        sortid.bulk(2 ** 62, output="bytes")
    with pytest.raises(OverflowError):
        sortid.bulk(2 ** 64)
    with pytest.raises(TypeError):
        sortid.bulk(1.0)
    with pytest.raises(TypeError):
        sortid.bulk_into(b"immutable")
    assert sortid.bulk_into(bytearray(5)) == 0


def test_comparisons_never_raise_for_odd_strings():
    u = ULID()
    for other in ("", "\udcff", "é" * 26, "x" * 10 ** 5):
        assert u != other
        assert (u < other) or (u > other) or True


def test_unknown_kind():
    for func in (sortid.gen, lambda k: sortid.at(k, 0), lambda k: sortid.bulk(1, k),
                 lambda k: sortid.validate([], k), Generator, sortid.time_range,
                 lambda k: sortid.parse("x", k), lambda k: sortid.inspect("x", k),
                 lambda k: sortid.valid("x", k), lambda k: sortid.convert("x", k),
                 lambda k: sortid.bulk_into(bytearray(1), k)):
        for bad in ("ulid ", "ULID\x00", "\udcff", "ulid\ud800"):  # lone surrogates: IDError too
            with pytest.raises(IDError) as e:
                func(bad)
            assert e.value.status == STATUS["kind"]
            assert repr(bad) in str(e.value)
