# SPDX-License-Identifier: MIT
"""Shared helpers of the sortid Python suite.

The public vectors are read from the repository's tests/vectors/ (copies made
for the library's tests; tests/vectors/README.md says where they come from).
"""
import os
import pathlib

import pytest

import sortid

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE = HERE.parent
REPO = PACKAGE.parent.parent
VECTORS = REPO / "tests" / "vectors"

# The library's status codes (include/sortid.h), by the names the vector files use.
STATUS = {"length": 1, "character": 2, "overflow": 3, "time_range": 4, "version": 9,
          "variant": 10, "uuid_bits": 11, "kind": 14}


def vectors(name):
    """The rows of a vector file as lists of fields, header dropped."""
    path = VECTORS / name
    with open(path, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    assert rows, "no rows in %s" % path
    return rows[1:]


def pytest_report_header(config):
    return "sortid %s from %s (codec %s)" % (sortid.__version__, sortid.__file__,
                                             sortid.implementation())


@pytest.fixture(scope="session", autouse=True)
def the_build_under_test():
    """The suite tests the build it was given, never the source folder."""
    lib = os.environ.get("SORTID_PY_LIB")
    if lib:
        assert pathlib.Path(sortid.__file__).resolve().is_relative_to(pathlib.Path(lib).resolve())
    assert not pathlib.Path(sortid.__file__).resolve().is_relative_to(PACKAGE / "sortid")
