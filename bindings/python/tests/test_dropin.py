# SPDX-License-Identifier: MIT
"""python-ulid 3.x's documented behaviour, written from its README and API
documentation (python-ulid itself cannot be installed here: no PyPI).  The
values of the README's examples are used as they appear there."""
import copy
import datetime as dt
import pickle
import subprocess
import sys
import time
import uuid

import pytest

import sortid
from sortid import ULID

# python-ulid's README: one ULID in each of its forms
TEXT = "01BTGNYV6HRNK8K8VKZASZCFPE"
HEX = "015ea15f6cd1c56689a373fab3f63ece"
INT = 1820576928786795198723644692628913870
BYTES = b"\x01^\xa1_l\xd1\xc5f\x89\xa3s\xfa\xb3\xf6>\xce"
TIMESTAMP = 1505945939.153
DATETIME = dt.datetime(2017, 9, 20, 22, 18, 59, 153000, tzinfo=dt.timezone.utc)
UUID = uuid.UUID("015ea15f-6cd1-c566-89a3-73fab3f63ece")


def test_readme_forms():
    u = ULID.from_str(TEXT)
    assert str(u) == TEXT
    assert u.hex == HEX
    assert int(u) == INT
    assert bytes(u) == BYTES and u.bytes == BYTES
    assert u.timestamp == TIMESTAMP
    assert u.milliseconds == 1505945939153
    assert u.datetime == DATETIME and u.datetime.tzinfo is dt.timezone.utc
    assert u.to_uuid() == UUID
    assert repr(u) == "ULID(%s)" % TEXT


def test_readme_constructors():
    for made in (ULID.from_str(TEXT), ULID.from_hex(HEX), ULID.from_int(INT), ULID.from_bytes(BYTES),
                 ULID(BYTES), ULID.from_uuid(UUID), ULID.parse(TEXT), ULID.parse(str(UUID)),
                 ULID.parse(HEX), ULID.parse(INT), ULID.parse(BYTES), ULID.parse(UUID)):
        assert type(made) is ULID
        assert made == ULID.from_str(TEXT)
    assert ULID.parse(ULID.from_str(TEXT)) == ULID.from_str(TEXT)


def test_new_ulid_now():
    # time_ns: time.time() * 1000 rounds in a double (about 240 ns today), so
    # near a millisecond's end it can read the next one before the ID is made
    before = time.time_ns() // 1_000_000
    u = ULID()
    after = time.time_ns() // 1_000_000
    assert before <= u.milliseconds <= after + 1
    assert len(str(u)) == 26 and len(u.bytes) == 16
    assert ULID() != ULID()


def test_from_timestamp_int_is_ms_float_is_seconds():
    assert ULID.from_timestamp(1505945939153).milliseconds == 1505945939153
    assert ULID.from_timestamp(TIMESTAMP).milliseconds == 1505945939153
    assert ULID.parse(TIMESTAMP).milliseconds == 1505945939153
    # an int a ULID's time holds is Unix ms, as python-ulid reads it; a wider one the value
    assert ULID.parse(1505945939153).milliseconds == 1505945939153
    assert ULID.parse(2 ** 48 - 1).milliseconds == 2 ** 48 - 1
    assert ULID.parse(2 ** 48) == ULID.from_int(2 ** 48)
    a, b = ULID.from_timestamp(1505945939153), ULID.from_timestamp(1505945939153)
    assert a != b and a.bytes[:6] == b.bytes[:6]


def test_from_datetime():
    assert ULID.from_datetime(DATETIME).milliseconds == 1505945939153
    assert ULID.parse(DATETIME).datetime == DATETIME
    naive = dt.datetime(2017, 9, 20, 22, 18, 59, 153000)
    assert ULID.from_datetime(naive).milliseconds == int(naive.timestamp() * 1000)
    other = DATETIME.astimezone(dt.timezone(dt.timedelta(hours=5, minutes=30)))
    assert ULID.from_datetime(other).milliseconds == 1505945939153


def test_to_uuid4():
    u4 = ULID.from_str(TEXT).to_uuid4()
    assert u4.version == 4 and u4.variant == uuid.RFC_4122
    assert u4 == uuid.UUID(bytes=BYTES, version=4)


def test_from_uuid():
    u = uuid.uuid4()
    assert ULID.from_uuid(u).bytes == u.bytes
    assert ULID.from_uuid(u).to_uuid() == u


def test_ordering_by_time_and_bytes():
    ids = [ULID.from_timestamp(ms) for ms in (5, 1, 1000, 3, 2 ** 40)]
    assert [i.milliseconds for i in sorted(ids)] == [1, 3, 5, 1000, 2 ** 40]
    a, b = ULID.from_int(1), ULID.from_int(2)
    assert a < b and b > a and a <= a and a >= a and not a < a


def test_equality_with_other_types():
    u = ULID.from_str(TEXT)
    assert u == TEXT and u == INT and u == BYTES and u == ULID.from_str(TEXT)
    assert u != "01BTGNYV6HRNK8K8VKZASZCFPF" and u != INT + 1 and u != BYTES[:-1] + b"\0"
    assert u != object() and u != None  # noqa: E711
    assert u != UUID  # python-ulid: a UUID is not equal (compare u.to_uuid())


def test_ordering_with_other_types():
    u = ULID.from_str(TEXT)
    assert u < INT + 1 and u > INT - 1
    assert u < "7ZZZZZZZZZZZZZZZZZZZZZZZZZ" and u > "00000000000000000000000000"
    assert u < b"\xff" and u > b"\x00"
    with pytest.raises(TypeError):
        u < 1.5  # noqa: B015
    with pytest.raises(TypeError):
        u < object()  # noqa: B015


def test_hash_pickle_copy():
    u = ULID.from_str(TEXT)
    assert hash(u) == hash(BYTES) == hash(ULID(BYTES))
    assert {u: 1}[ULID.from_str(TEXT)] == 1
    assert len({u, ULID.from_str(TEXT), ULID()}) == 2
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        back = pickle.loads(pickle.dumps(u, protocol=proto))
        assert back == u and type(back) is ULID
    assert copy.copy(u) == u and copy.deepcopy(u) == u
    assert copy.deepcopy([u])[0] == u


def test_subclass():
    class MyULID(ULID):
        pass

    assert type(MyULID()) is MyULID
    for made in (MyULID.from_str(TEXT), MyULID.from_int(INT), MyULID.from_hex(HEX),
                 MyULID.from_bytes(BYTES), MyULID.from_timestamp(1), MyULID.from_uuid(UUID),
                 MyULID.parse(TEXT), MyULID.from_datetime(DATETIME)):
        assert type(made) is MyULID
    assert MyULID.from_str(TEXT) == ULID.from_str(TEXT)


def test_errors_are_value_errors():
    for bad in (lambda: ULID(b"short"), lambda: ULID.from_str("short"),
                lambda: ULID.from_hex("zz"), lambda: ULID.from_int(-1),
                lambda: ULID.from_int(2 ** 128), lambda: ULID.from_timestamp(2 ** 48),
                lambda: ULID.parse("x" * 27)):
        with pytest.raises(ValueError):
            bad()
    # past the last millisecond: python-ulid's words first, the library's reason
    # (a datetime cannot be: year 9999 is before 2^48 ms, in year 10889)
    for past in (2 ** 48, 2 ** 48 / 1000 + 1.0, 2 ** 70, float("inf")):
        with pytest.raises(ValueError, match="^Value exceeds maximum possible timestamp") as e:
            ULID.from_timestamp(past)
        assert e.value.reason == "time out of range"
    for before in (-1, -1.5, -2 ** 70, float("-inf"), float("nan")):
        with pytest.raises(ValueError, match="^ULID time: time out of range$"):
            ULID.from_timestamp(before)
    for bad in (lambda: ULID("01BTGNYV6HRNK8K8VKZASZCFPE"), lambda: ULID.from_str(b"x"),
                lambda: ULID.from_int("1"), lambda: ULID.from_uuid(TEXT),
                lambda: ULID.from_datetime(1.0), lambda: ULID.parse(None),
                lambda: ULID.parse([1])):
        with pytest.raises(TypeError):
            bad()


# ---- by the specification, where python-ulid departs from it ----------------

def test_spec_lower_case_text_is_read():
    assert ULID.from_str(TEXT.lower()) == ULID.from_str(TEXT)
    assert ULID.from_str(TEXT) == TEXT.lower()
    assert ULID.parse(TEXT.lower()) == ULID.from_str(TEXT)


def test_spec_overflow_is_refused():
    with pytest.raises(ValueError):
        ULID.from_str("8ZZZZZZZZZZZZZZZZZZZZZZZZZ")
    assert ULID.from_str("7ZZZZZZZZZZZZZZZZZZZZZZZZZ") == 2 ** 128 - 1


def test_spec_crockford_alphabet_only():
    for c in "ILOU":
        with pytest.raises(sortid.IDError) as e:
            ULID.from_str(TEXT[:25] + c)
        assert e.value.pos == 25


# ---- the command: python-ulid's `ulid build` and `ulid show` ------------------

def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "sortid", *args], input=stdin,
                          capture_output=True, text=True, check=False)


def test_cli_build():
    r = run("build")
    assert r.returncode == 0 and ULID.from_str(r.stdout.strip())
    assert run("build", "--from-str", TEXT).stdout.strip() == TEXT
    assert run("build", "--from-int", str(INT)).stdout.strip() == TEXT
    assert run("build", "--from-hex", HEX).stdout.strip() == TEXT
    assert run("build", "--from-uuid", str(UUID)).stdout.strip() == TEXT
    assert run("build", "--from-str", "-", stdin=TEXT + "\n").stdout.strip() == TEXT
    ts = run("build", "--from-timestamp", "1505945939.153").stdout.strip()
    assert ULID.from_str(ts).milliseconds == 1505945939153
    iso = run("build", "--from-datetime", DATETIME.isoformat()).stdout.strip()
    assert ULID.from_str(iso).datetime == DATETIME


def test_cli_show():
    r = run("show", TEXT)
    assert r.returncode == 0
    for value in (TEXT, HEX, str(INT), str(TIMESTAMP), str(UUID), "2017-09-20T22:18:59.153000+00:00"):
        assert value in r.stdout
    assert run("show", "--datetime", TEXT).stdout == "2017-09-20T22:18:59.153000+00:00\n"
    assert run("show", "--int", TEXT).stdout.strip() == str(INT)
    assert run("show", "--uuid", TEXT).stdout.strip() == str(UUID)
    assert run("show", "--uuid7", TEXT).stdout.strip() == str(
        ULID.from_str(TEXT).to_uuid7(compliant=True))
    assert run("show", "--hex", "-", stdin=TEXT).stdout.strip() == HEX


def test_cli_main_returns_the_text():
    """As python-ulid's ulid.__main__.main: the text is returned, not printed."""
    from sortid import __main__ as cli
    assert cli.main(["show", "--hex", TEXT]) == HEX
    assert cli.main(["show", "--timestamp", TEXT]) == str(TIMESTAMP)
    assert cli.main(["show", "--datetime", TEXT]) == DATETIME.isoformat()
    assert cli.main(["build", "--from-int", str(INT)]) == TEXT
    assert ULID.from_str(cli.main(["build"])).milliseconds > 0
    assert "Datetime:  " + DATETIME.isoformat() in cli.main(["show", TEXT]).splitlines()
    with pytest.raises(sortid.IDError):
        cli.main(["show", TEXT[:25] + "U"])


def test_cli_errors():
    r = run("show", "01BTGNYV6HRNK8K8VKZASZCFPU")
    assert r.returncode == 1 and "byte 25" in r.stderr and r.stdout == ""
    assert run("build", "--from-int", "x").returncode == 1
    assert run("frobnicate").returncode == 2


def test_to_uuid7_and_from_uuidv7_as_python_ulid_3_2():
    u = ULID()
    assert ULID.from_uuidv7(u.to_uuid7()) == u == ULID.from_uuid7(u.to_uuid7())
    c = u.to_uuid7(compliant=True)
    assert c.version == 7 and c.variant == uuid.RFC_4122
    assert ULID.from_uuidv7(c).milliseconds == u.milliseconds
    assert sortid.timestamp(c) == u.datetime
    with pytest.raises(TypeError):
        ULID.from_uuidv7(str(c))
