# SPDX-License-Identifier: MIT
"""Threads and processes: 8 threads x 100,000 IDs with no repeats (one shared
generator: each thread's IDs increasing, all distinct), and os.fork children
that never repeat their parent's IDs nor each other's."""
import os
import threading

import pytest

import sortid
from sortid import ULID, Generator

THREADS = 8
PER_THREAD = 100_000


def run_threads(work):
    results = [None] * THREADS
    barrier = threading.Barrier(THREADS)

    def main(i):
        barrier.wait()
        results[i] = work()

    threads = [threading.Thread(target=main, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r is not None for r in results)
    return results


def test_ulid_in_8_threads():
    results = run_threads(lambda: [ULID() for _ in range(PER_THREAD)])
    assert len({u for r in results for u in r}) == THREADS * PER_THREAD


@pytest.mark.parametrize("kind", ["ulid", "uuidv7", "baseuid", "flake"])
def test_shared_generator_in_8_threads(kind):
    # a bound of 1 s on the wait for the next tick (the library's max_wait_ns,
    # an option of the C base only: 8 threads under AddressSanitizer can
    # exhaust a flake's tick and wait longer than the default 100 ms)
    gen = sortid._sortid.GeneratorBase(kind, max_wait_ns=10 ** 9)
    results = run_threads(lambda: [gen() for _ in range(PER_THREAD)])
    for r in results:
        keys = [x.bytes if kind != "flake" else int(x) for x in r]
        assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert len({x for r in results for x in r}) == THREADS * PER_THREAD


def test_shared_generator_bulk_in_8_threads():
    gen = Generator("ulid")
    results = run_threads(lambda: gen.bytes(PER_THREAD).split())
    for r in results:
        assert r == sorted(r)
    assert len({x for r in results for x in r}) == THREADS * PER_THREAD


def test_module_bulk_in_8_threads():
    results = run_threads(lambda: sortid.bulk(PER_THREAD))
    assert len({x for r in results for x in r}) == THREADS * PER_THREAD


def child_ids(make, count):
    """Fork a child that writes count IDs (made by make()) to a pipe."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child
        try:
            os.close(r)
            with os.fdopen(w, "w") as out:
                for _ in range(count):
                    out.write(str(make()) + "\n")
        finally:
            os._exit(0)
    os.close(w)
    with os.fdopen(r) as src:
        ids = src.read().split()
    _, status = os.waitpid(pid, 0)
    assert status == 0
    assert len(ids) == count
    return ids


@pytest.mark.parametrize("make", [
    ULID, Generator("ulid"), Generator("uuidv7"), Generator("baseuid"),
    Generator("ulid", monotonic=False), lambda: sortid.gen("uuidv7", True),
], ids=["ULID()", "Generator(ulid)", "Generator(uuidv7)", "Generator(baseuid)",
        "Generator(ulid, random)", "gen(uuidv7, monotonic)"])
def test_fork_children_never_repeat(make):
    parent = [str(make()) for _ in range(1000)]  # the generator has a last ID
    children = [child_ids(make, 5000) for _ in range(4)]
    parent += [str(make()) for _ in range(5000)]
    every = parent + [i for c in children for i in c]
    assert len(set(every)) == len(every)
