# SPDX-License-Identifier: MIT
"""make bench-python: sortid against the standard library's uuid, as ratios
measured in the same run (the best of interleaved rounds), and whether each
target of the Python issue holds.  python-ulid cannot be installed here (no
PyPI), so uuid is the baseline."""
import resource
import sys
import timeit
import uuid

import sortid
from sortid import ULID

ROUNDS = 7
N_BULK = 1_000_000


def best_ns(stmt, number, setup_globals):
    """ns per call: the best of ROUNDS rounds."""
    times = timeit.repeat(stmt, number=number, repeat=1, globals=setup_globals)
    return min(times) / number * 1e9


def pair(ours, theirs, number, env):
    """Interleaved rounds of both; the best of each."""
    a, b = [], []
    for _ in range(ROUNDS):
        a.append(best_ns(ours, number, env))
        b.append(best_ns(theirs, number, env))
    return min(a), min(b)


def main():
    env = {"ULID": ULID, "uuid": uuid, "sortid": sortid, "N": N_BULK,
           "s_ulid": str(ULID()), "s_uuid": str(uuid.uuid4())}
    print("python %s, sortid %s (libsortid codec: %s)" % (
        sys.version.split()[0], sortid.__version__, sortid.implementation()))
    rows = [
        ("ULID()", "ULID()", "uuid.uuid4()", 200_000, 20),
        ("str(ULID())", "str(ULID())", "str(uuid.uuid4())", 200_000, 20),
        ("ULID.from_str(s)", "ULID.from_str(s_ulid)", "uuid.UUID(s_uuid)", 200_000, 5),
    ]
    results = []
    print("%-44s %12s %12s %9s" % ("operation (vs baseline)", "sortid ns", "uuid ns", "ratio"))
    for name, ours, theirs, number, target in rows:
        a, b = pair(ours, theirs, number, env)
        results.append((name, theirs, b / a, target))
        print("%-44s %12.1f %12.1f %8.1fx" % (name + " vs " + theirs, a, b, b / a))
    # one million: a few rounds only (the baseline takes seconds)
    a, b = [], []
    for _ in range(3):
        a.append(best_ns("sortid.bulk(N)", 1, env) / N_BULK)
        b.append(best_ns("[str(uuid.uuid4()) for _ in range(N)]", 1, env) / N_BULK)
    a, b = min(a), min(b)
    name = "1,000,000 ULIDs as a list of str"
    results.append((name, "[str(uuid.uuid4()) ...]", b / a, 50))
    print("%-44s %12.1f %12.1f %8.1fx   (ns per ID)" % (name + " vs [str(uuid4())...]", a, b,
                                                      b / a))
    a = min(best_ns("sortid.bulk(N, output='bytes')", 1, env) for _ in range(3)) / N_BULK
    print("%-44s %12.1f %12s %9s   (ns per ID)" % ("1,000,000 ULIDs as one bytes of lines", a,
                                                   "", ""))
    # CPython's own cost of a million str objects, no ID made: the floor of any list
    env["text"] = "\n".join(sortid.bulk(N_BULK))
    a = min(best_ns("text.split()", 1, env) for _ in range(3)) / N_BULK
    print("%-44s %12.1f %12s %8.1fx   (ns per str; baseline / floor)" % (
        "floor: 1,000,000 str split from a ready str", a, "", b / a))
    # The kernel's first touch of the ~80 MB a million str take (a page fault
    # every 4 KB; in a virtual machine each costs microseconds), set apart:
    # the same list into pages CPython already has mapped, held by one str
    # of every pool of a larger list kept alive.  Informative, not a target.
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    best_ns("sortid.bulk(N)", 1, env)
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
    spare = sortid.bulk(N_BULK + N_BULK // 20)
    env["keep"] = spare[::100]
    del spare
    mapped = min(best_ns("sortid.bulk(N)", 1, env) for _ in range(3)) / N_BULK
    del env["keep"]
    print("%-44s %12.1f %12s %8.1fx   (ns per ID; %d page faults a list before)" % (
        "list of str into pages already mapped", mapped, "", b / mapped, faults))
    print("targets (same-run ratios):")
    for name, theirs, ratio, target in results:
        print("  %-6s %s vs %s: %.1fx (target >= %dx)" % (
            "HOLDS" if ratio >= target else "MISSED", name, theirs, ratio, target))


if __name__ == "__main__":
    main()
