# SPDX-License-Identifier: MIT
"""ULID.__get_pydantic_core_schema__ (pydantic v2).

Debian 12 ships pydantic 1.10 only, so where pydantic v2 cannot be imported
the schema is built against a stand-in for the part of pydantic_core's
core_schema API it uses (the same function names and keywords) and its
validators and serializer are run; with pydantic v2 importable, a real model
is validated and dumped as well."""
import sys
import types
import uuid
from typing import Optional

import pytest

from sortid import ULID, IDError

TEXT = "01BTGNYV6HRNK8K8VKZASZCFPE"


def real_pydantic_v2():
    try:
        import pydantic
    except ImportError:
        return None
    return pydantic if pydantic.VERSION.startswith("2.") else None


def stand_in_core_schema():
    core = types.ModuleType("pydantic_core.core_schema")

    def schema(kind):
        return lambda *args, **kwargs: {"type": kind, "args": args, **kwargs}

    core.json_or_python_schema = lambda json_schema, python_schema, serialization=None: {
        "type": "json-or-python", "json_schema": json_schema, "python_schema": python_schema,
        "serialization": serialization}
    core.no_info_after_validator_function = lambda function, schema: {
        "type": "function-after", "function": function, "schema": schema}
    core.no_info_plain_validator_function = lambda function: {
        "type": "function-plain", "function": function}
    core.str_schema = schema("str")
    core.to_string_ser_schema = schema("to-string")
    package = types.ModuleType("pydantic_core")
    package.core_schema = core
    return package, core


def test_core_schema_with_the_stand_in(monkeypatch):
    package, core = stand_in_core_schema()
    monkeypatch.setitem(sys.modules, "pydantic_core", package)
    monkeypatch.setitem(sys.modules, "pydantic_core.core_schema", core)
    s = ULID.__get_pydantic_core_schema__(ULID, None)
    assert s["type"] == "json-or-python"
    assert s["serialization"]["type"] == "to-string"
    assert s["serialization"]["when_used"] == "json-unless-none"
    from_json = s["json_schema"]["function"]
    assert s["json_schema"]["schema"]["type"] == "str"
    assert from_json(TEXT) == ULID.from_str(TEXT) and type(from_json(TEXT)) is ULID
    with pytest.raises(ValueError):
        from_json("not a ulid")
    validate = s["python_schema"]["function"]
    u = ULID.from_str(TEXT)
    for value in (u, TEXT, TEXT.lower(), int(u), u.bytes, u.to_uuid(), str(u.to_uuid())):
        assert validate(value) == u
    with pytest.raises(ValueError):
        validate("x" * 26)
    with pytest.raises(TypeError):
        validate(None)
    # an int is the whole 128-bit value, as python-ulid's from_int, never a time:
    # a small one is the same small ULID each time, not a new random one
    assert validate(1) == validate(1) == ULID.from_int(1)
    assert validate(1700000000000).milliseconds == 0
    for time_like in (1700000000.0, __import__("datetime").datetime.now()):
        with pytest.raises(TypeError):
            validate(time_like)


def test_json_schema_describes_the_text_and_bytes():
    """A model's JSON schema offers the text or 16 bytes, as python-ulid's (2.5+):
    needs no pydantic, the method only returns a dict."""
    import re

    s = ULID.__get_pydantic_json_schema__(None, None)
    assert set(s) == {"anyOf"} and len(s["anyOf"]) == 2  # flattened into Optional's anyOf
    text, binary = s["anyOf"]
    assert binary == {"type": "string", "format": "binary", "minLength": 16, "maxLength": 16}
    assert text["type"] == "string" and text["minLength"] == text["maxLength"] == 26
    pattern = re.compile(text["pattern"])
    for u in [ULID() for _ in range(200)] + [ULID.from_int(0), ULID.from_int(2**128 - 1)]:
        assert pattern.fullmatch(str(u)), str(u)
    for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ":
        assert pattern.fullmatch(TEXT[:25] + c)
    for bad in ("8" + TEXT[1:], TEXT.lower(), TEXT[:25] + "U", TEXT[:25] + "I", TEXT[:25]):
        assert not pattern.fullmatch(bad), bad
    assert ULID.from_str(TEXT.lower()) == ULID.from_str(TEXT)  # read, though not written


@pytest.mark.skipif(real_pydantic_v2() is None, reason="pydantic v2 is not importable")
def test_real_pydantic_model():  # runs where pydantic v2 is installed
    pydantic = real_pydantic_v2()

    class Row(pydantic.BaseModel):
        id: ULID

    row = Row(id=TEXT)
    assert row.id == ULID.from_str(TEXT)
    assert row.model_dump_json() == '{"id":"%s"}' % TEXT
    assert Row.model_validate_json('{"id":"%s"}' % TEXT).id == row.id
    assert Row(id=uuid.UUID(int=int(row.id))).id == row.id
    with pytest.raises(pydantic.ValidationError):
        Row(id="nope")

    class Maybe(pydantic.BaseModel):
        id: Optional[ULID] = None

    choices = Maybe.model_json_schema()["properties"]["id"]["anyOf"]
    assert {"type": "null"} in choices
    assert {"type": "string", "format": "binary", "minLength": 16, "maxLength": 16} in choices
    assert [c["maxLength"] for c in choices if "pattern" in c] == [26]
    assert issubclass(IDError, ValueError)
