# SPDX-License-Identifier: MIT
"""ULID() and the generators follow a clock that tests replaced: freezegun,
unittest.mock, and time-machine's way (the C function inside the built-in
time.time swapped, done here with ctypes as time-machine does it in C)."""
import ctypes
import datetime as dt
import time
import uuid
from unittest import mock

import pytest
from freezegun import freeze_time

import sortid
from sortid import ULID, BaseUID, Flake, Generator

UTC = dt.timezone.utc
T1 = dt.datetime(2025, 1, 2, 3, 4, 5, 678000, tzinfo=UTC)
T0 = dt.datetime(2024, 6, 7, 8, 9, 10, 111000, tzinfo=UTC)
MS1 = int(T1.timestamp() * 1000)


def now_ms():
    return int(time.time() * 1000)


def test_freezegun_every_kind():
    with freeze_time(T1):
        assert ULID().datetime == T1
        assert ULID().milliseconds == MS1
        assert Flake().milliseconds == MS1
        assert sortid.gen("flake", True).datetime == T1
        assert sortid.gen("flake-scalable", True).milliseconds == MS1
        b = BaseUID()  # its time is the start of its 32.768 us tick
        assert b.nanoseconds <= MS1 * 10 ** 6 < b.nanoseconds + 32768
        u7 = sortid.gen("uuidv7", True)
        assert isinstance(u7, uuid.UUID) and sortid.unix_ms(u7) == MS1
        assert ULID.from_str(sortid.bulk(3)[2]).milliseconds == MS1
        assert ULID.from_str(sortid.bulk(2, output="bytes").split()[1].decode()).milliseconds == MS1
        assert Generator("ulid")().milliseconds == MS1
        assert ULID.from_str(Generator("ulid").list(5)[4]).milliseconds == MS1


def test_freezegun_back_and_forth():
    with freeze_time(T1):
        a = ULID()
    with freeze_time(T0):
        b = ULID()
    assert a.datetime == T1 and b.datetime == T0
    assert abs(ULID().milliseconds - now_ms()) < 5000  # the real clock again


def test_freezegun_move_and_tick():
    with freeze_time(T0) as frozen:
        assert ULID().datetime == T0
        frozen.move_to(T1)
        assert ULID().datetime == T1
        frozen.tick(dt.timedelta(milliseconds=5))
        assert ULID().milliseconds == MS1 + 5
    with freeze_time(T1, tick=True):
        assert MS1 <= ULID().milliseconds < MS1 + 60000


def test_freezegun_as_decorator():
    @freeze_time("2016-07-30 22:36:16.385")
    def inner():
        return ULID()

    assert str(inner())[:10] == "01ARYZ6S41"


def test_same_frozen_millisecond_steps_by_one_as_python_ulid_does():
    with freeze_time(T1):
        ids = [ULID() for _ in range(100)]
        gen = Generator("ulid")
        mono = [gen() for _ in range(100)]
    assert all(i.milliseconds == MS1 for i in ids)
    assert [int(b) - int(a) for a, b in zip(ids, ids[1:])] == [1] * 99
    assert mono == sorted(mono) and len(set(mono)) == 100


def test_ulid_is_monotonic_on_the_system_clock():
    ids = [ULID() for _ in range(10000)]
    assert ids == sorted(ids) and len(set(ids)) == 10000
    assert [str(i) for i in ids] == sorted(str(i) for i in ids)
    same = [(a, b) for a, b in zip(ids, ids[1:]) if a.milliseconds == b.milliseconds]
    assert same and all(int(b) == int(a) + 1 for a, b in same)


def test_a_frozen_clock_set_back_gives_ulids_of_that_time():
    with freeze_time(T1) as frozen:
        a = ULID()
        frozen.move_to("2000-01-01")
        b = ULID()
    assert b.milliseconds == 946684800000 < a.milliseconds


def test_mock_patch_time_time():
    with mock.patch("time.time", return_value=1505945939.153):
        assert ULID().milliseconds == 1505945939153
        assert str(ULID())[:10] == "01BTGNYV6H"


def test_mock_patch_time_ns_only():
    with mock.patch("time.time_ns", return_value=1505945939153999999):
        assert ULID().milliseconds == 1505945939153
        b = BaseUID()
        assert b.nanoseconds <= 1505945939153999999 < b.nanoseconds + 32768


def test_replaced_clock_errors():
    with mock.patch("time.time", side_effect=RuntimeError("clock broke")):
        with pytest.raises(RuntimeError, match="clock broke"):
            ULID()
        with pytest.raises(RuntimeError):
            sortid.bulk(10)
        with pytest.raises(RuntimeError):
            Generator("ulid")()
    with mock.patch("time.time", return_value="noon"):
        with pytest.raises(TypeError):
            ULID()
    with mock.patch("time.time", return_value=float("nan")):
        with pytest.raises(ValueError):
            ULID()
    with mock.patch("time.time", return_value=-1.0):
        with pytest.raises(sortid.IDError):
            ULID()
    assert abs(ULID().milliseconds - now_ms()) < 5000


@pytest.mark.parametrize("seconds", [2e10, 1.7e12, 9223372037.0, -9223372037.0, 1e300,
                                     float("inf"), float("-inf")])
def test_a_replaced_clock_past_2262_is_refused_never_wrapped(seconds):
    # time.time() past 2262 (or milliseconds given for seconds) once wrapped
    # through int64 nanoseconds: 2e10 made ULIDs dated 2019, 1.7e12 dated 2061
    calls = [ULID, lambda: sortid.gen("flake", True), lambda: sortid.gen("uuidv7"),
             lambda: sortid.bulk(3), lambda: Generator("ulid")(), BaseUID]
    with mock.patch("time.time", return_value=seconds):
        for call in calls:
            with pytest.raises(sortid.IDError) as e:
                call()
            assert str(e.value) == "time.time() returned %r: time out of range" % seconds
            assert e.value.status == 4


def test_a_replaced_time_ns_past_int64_is_refused():
    with mock.patch("time.time_ns", return_value=2 ** 63):
        with pytest.raises(sortid.IDError) as e:
            ULID()
    assert str(e.value) == "time.time_ns() returned %d: time out of range" % 2 ** 63


def test_a_replaced_clock_within_2262_is_read_to_the_microsecond():
    # the last second an int64 of nanoseconds holds: no wrap, and the library
    # refuses what its kinds cannot carry (a ULID's time reaches 10889)
    with mock.patch("time.time", return_value=9223372035.5):
        assert ULID().milliseconds == 9223372035500
    with mock.patch("time.time", return_value=4102444800.25):  # 2100-01-01
        assert ULID().milliseconds == 4102444800250


class _PyCFunction(ctypes.Structure):
    _fields_ = [("ob_refcnt", ctypes.c_ssize_t), ("ob_type", ctypes.c_void_p),
                ("m_ml", ctypes.c_void_p)]


class _PyMethodDef(ctypes.Structure):
    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p)]


def test_time_machine_style_swap_of_the_c_function():
    fake = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.py_object, ctypes.c_void_p)(
        lambda self, args: 1505945939.153)
    func = _PyCFunction.from_address(id(time.time))
    mdef = _PyMethodDef.from_address(func.m_ml)
    saved = mdef.ml_meth
    ULID()  # the clock seen unreplaced just before: the swap alone must be noticed
    mdef.ml_meth = ctypes.cast(fake, ctypes.c_void_p).value
    try:
        assert time.time() == 1505945939.153  # the same object, another C function
        got = ULID()
    finally:
        mdef.ml_meth = saved
    assert got.milliseconds == 1505945939153
    assert abs(ULID().milliseconds - now_ms()) < 5000


def test_one_shot_family_follows_a_clock_set_back():
    sortid.gen("flake", True), sortid.gen("uuidv7", True), BaseUID()  # state from the real clock (after 2025)
    ms0 = int(T0.timestamp() * 1000)
    for when, ms in ((T1, MS1), (T0, ms0), (T1, MS1), (T0, ms0)):
        with freeze_time(when):
            flakes = []
            try:
                for _ in range(50):
                    flakes.append(Flake())
            except sortid.IDError as e:
                # a frozen ms's 20 random bits can run out (steps of 1 to 256 from a
                # random start): the library's error, never a repeat or another time
                assert "exhausted" in str(e), e
            assert flakes  # the first of a new ms starts afresh
            assert all(f.milliseconds == ms for f in flakes)
            assert flakes == sorted(flakes) and len(set(flakes)) == len(flakes)  # monotonic
            assert sortid.unix_ms(sortid.gen("uuidv7", True)) == ms
            assert sortid.gen("flake-scalable", True).milliseconds == ms
    assert abs(sortid.gen("flake", True).milliseconds - now_ms()) < 5000
