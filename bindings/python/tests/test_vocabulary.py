# SPDX-License-Identifier: MIT
"""The module speaks docs/vocabulary.md's Python column: its public names
(__all__, and __version__, which a star import does not take), each
callable's number of arguments as inspect.signature counts them (every
parameter, keyword-only ones too), are piped to the repository's
scripts/vocabulary.py, which fails on a name of the table the module lacks,
one taking another number of arguments, and a public name in no table."""
import inspect
import subprocess
import sys

import sortid
from conftest import REPO


def arity(obj):
    """(min, max) arguments of a callable: its required and all its
    parameters (max -1 for *args or **kwargs); None when it tells none."""
    try:
        params = list(inspect.signature(obj).parameters.values())
    except (TypeError, ValueError):
        return None
    if any(p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params):
        return (sum(p.default is p.empty for p in params if p.kind not in
                    (p.VAR_POSITIONAL, p.VAR_KEYWORD)), -1)
    return (sum(p.default is p.empty for p in params), len(params))


def names():
    """The module's public names as scripts/vocabulary.py reads them."""
    lines = []
    for name in sortid.__all__ + ["__version__"]:
        obj = getattr(sortid, name)
        rng = arity(obj) if callable(obj) else None
        lines.append("%s %s %s" % ((name,) + (rng if rng else ("-", "-"))))
    return "\n".join(lines) + "\n"


def test_every_public_name_is_a_python_name_of_the_vocabulary():
    r = subprocess.run([sys.executable, str(REPO / "scripts" / "vocabulary.py"), "Python"],
                       input=names(), capture_output=True, text=True, check=False)
    print(r.stdout, r.stderr)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.strip().splitlines()[-1].endswith(" 0 failed")


def test_the_dump_counts_keyword_only_arguments():
    assert arity(sortid.at) == (2, 5) and arity(sortid.Generator) == (1, 7)
    assert arity(sortid.bulk) == (1, 5) and arity(sortid.kind) == (1, 1)
    assert arity(sortid.validate) == (1, 2)  # a C function: its text signature
    assert "KINDS - -" in names().splitlines() and "__version__ - -" in names().splitlines()
    assert arity(sortid.inspect) == arity(sortid.timestamp) == arity(sortid.unix_ms) == (1, 3)


def test_every_public_name_exists():
    for name in sortid.__all__:
        assert hasattr(sortid, name), name
    assert "__version__" not in sortid.__all__ and isinstance(sortid.__version__, str)
