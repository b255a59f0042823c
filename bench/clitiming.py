# SPDX-License-Identifier: MIT
"""bench/clitiming.py - wall time of command-line programs for the CLI
benchmarks: each run started with posix_spawn, its standard input and output
opened beforehand (no shell, no pipe in the timed part), the cases of a table
interleaved round by round so that a noisy machine slows them alike."""
import os
import statistics
import time


def once(argv, stdin, stdout, who="bench"):
    """Wall time in ms of one run of argv, stdin and stdout opened (the output
    truncated, earlier writes synced) before the clock starts."""
    fi = os.open(stdin, os.O_RDONLY)
    fo = os.open(stdout, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.sync()  # the last run's written pages are on disk: no writeback in the timed part
    t0 = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, dict(os.environ),
                         file_actions=[(os.POSIX_SPAWN_DUP2, fi, 0),
                                       (os.POSIX_SPAWN_DUP2, fo, 1)])
    _, status = os.waitpid(pid, 0)
    t1 = time.perf_counter_ns()
    os.close(fi)
    os.close(fo)
    if status != 0:
        raise SystemExit("%s: %s failed (status %d)" % (who, " ".join(argv), status))
    return (t1 - t0) / 1e6


def table(cases, runs, who="bench"):
    """{name: (min, median)} of cases [(name, (argv, stdin, stdout))] over
    interleaved rounds, after a warm-up round that is not counted."""
    samples = {name: [] for name, _ in cases}
    for r in range(runs + 1):
        for name, (argv, stdin, stdout) in cases:
            t = once(argv, stdin, stdout, who)
            if r:
                samples[name].append(t)
    return {k: (min(v), statistics.median(v)) for k, v in samples.items()}
