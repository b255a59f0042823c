/* SPDX-License-Identifier: MIT */
/* bulk_bench.c - ns per ID of the bulk text codecs for every implementation
 * this CPU has, with the speed-up over the scalar implementation measured in
 * the same run.
 *
 *   bulk_bench                 the report: 20,000 and 1,000,000 IDs, the
 *                              targets at 1,000,000, and the size sweep
 *   bulk_bench N...            the table for batches of N IDs only
 *
 * Timing on a shared machine is noisy, so every figure is the best of
 * several rounds, and within a round the implementations run one after the
 * other on the same buffers (interleaved), so a burst of load elsewhere hits
 * all of them alike.  A batch smaller than REPEAT_IDS is run repeatedly
 * until REPEAT_IDS IDs are done, so the clock's resolution does not matter.
 *
 * The sweep checks, for every form and operation at every size from 16 to
 * 10,000,000 IDs, that no implementation is slower than the next one in the
 * table (avx512 <= avx2 <= scalar); a pair that looks wrong is measured
 * again (more rounds) before it is reported.  A target or sweep that does
 * not hold is printed as MISSED; the exit status is non-zero only when a
 * call fails. */
#include "sortid.h"
#include "../src/sortid_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define REPEAT_IDS 200000
#define MAX_IMPLS  8

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

enum { OP_FMT, OP_FMT_LINES, OP_PARSE, OP_PARSE_LINES, OP_COUNT };
static const char *op_names[OP_COUNT] = { "format", "format_lines", "parse", "parse_lines" };
static const char *type_names[3] = { "ulid", "flake", "baseuid" };
static const size_t W[3] = { SORTID_ULID_TEXT_LEN, SORTID_FLAKE_TEXT_LEN, SORTID_BASEUID_TEXT_LEN };
static const size_t B[3] = { SORTID_ULID_BYTES, SORTID_FLAKE_BYTES, SORTID_BASEUID_BYTES };

/* The buffers of one type at one size. */
typedef struct batch {
    int t;
    size_t n;
    void *ids, *back;
    char *text[2], *out;
} batch;

static size_t impls[MAX_IMPLS], n_impls; /* indices of the available ones, best first */
static int call_failed;

static sortid_status bench_format(const batch *b, char *dst, int lines)
{
    size_t size = b->n * (W[b->t] + 1), n = b->n;
    if (b->t == 0)
        return lines ? sortid_ulid_format_lines(dst, size, b->ids, n, 0)
                     : sortid_ulid_format_bulk(dst, size, b->ids, n, 0);
    if (b->t == 1)
        return lines ? sortid_flake_format_lines(dst, size, b->ids, n, 0)
                     : sortid_flake_format_bulk(dst, size, b->ids, n, 0);
    return lines ? sortid_baseuid_format_lines(dst, size, b->ids, n, 0)
                 : sortid_baseuid_format_bulk(dst, size, b->ids, n, 0);
}

static sortid_status bench_parse(const batch *b, int lines)
{
    sortid_bulk_error e;
    size_t cnt, n = b->n, len = n * (W[b->t] + 1);
    if (b->t == 0)
        return lines ? sortid_ulid_parse_lines(b->back, n, b->text[1], len, 0, &cnt, &e)
                     : sortid_ulid_parse_bulk(b->back, b->text[0], n, 0, &e);
    if (b->t == 1)
        return lines ? sortid_flake_parse_lines(b->back, n, b->text[1], len, 0, &cnt, &e)
                     : sortid_flake_parse_bulk(b->back, b->text[0], n, 0, &e);
    return lines ? sortid_baseuid_parse_lines(b->back, n, b->text[1], len, 0, &cnt, &e)
                 : sortid_baseuid_parse_bulk(b->back, b->text[0], n, 0, &e);
}

static int batch_init(batch *b, int t, size_t n)
{
    memset(b, 0, sizeof *b);
    b->t = t;
    b->n = n;
    b->ids = malloc(n * B[t]);
    b->back = malloc(n * B[t]);
    b->out = malloc(n * (W[t] + 1));
    b->text[0] = malloc(n * (W[t] + 1));
    b->text[1] = malloc(n * (W[t] + 1));
    if (!b->ids || !b->back || !b->out || !b->text[0] || !b->text[1])
        return -1;
    if (sortid_random(b->ids, n * B[t]) != SORTID_OK)
        return -1;
    if (t == 1)
        for (size_t i = 0; i < n; i++)
            ((sortid_flake *)b->ids)[i].value &= INT64_MAX;
    if (sortid_impl_select("scalar") != SORTID_OK)
        return -1;
    for (int l = 0; l < 2; l++)
        if (bench_format(b, b->text[l], l) != SORTID_OK)
            return -1;
    /* touch every page of the other buffers once before any timing */
    memset(b->back, 0, n * B[t]);
    memset(b->out, 0, n * (W[t] + 1));
    return 0;
}

static void batch_free(batch *b)
{
    free(b->ids);
    free(b->back);
    free(b->out);
    free(b->text[0]);
    free(b->text[1]);
}

/* One timed run of op with implementation k selected: ns per ID. */
static double run_once(const batch *b, int op, size_t k)
{
    size_t reps = b->n >= REPEAT_IDS ? 1 : (REPEAT_IDS + b->n - 1) / b->n;
    if (sortid_impl_select(sortid_impl_name(impls[k])) != SORTID_OK)
        call_failed = 1;
    double t0 = now_ns();
    for (size_t r = 0; r < reps; r++) {
        sortid_status st = op < OP_PARSE ? bench_format(b, b->out, op == OP_FMT_LINES)
                                         : bench_parse(b, op == OP_PARSE_LINES);
        if (st != SORTID_OK)
            call_failed = 1;
    }
    return (now_ns() - t0) / (double)(reps * b->n);
}

/* Best of `rounds` interleaved rounds over every implementation. */
static void measure(const batch *b, int op, int rounds, double best[MAX_IMPLS])
{
    for (size_t k = 0; k < n_impls; k++)
        best[k] = 1e300;
    for (int r = 0; r < rounds; r++)
        for (size_t k = 0; k < n_impls; k++) {
            double ns = run_once(b, op, k);
            if (ns < best[k])
                best[k] = ns;
        }
}

static size_t scalar_k(void)
{
    return n_impls - 1; /* scalar is always last in the table */
}

/* The table at one size; returns the avx512 ULID format and parse figures
 * (or -1) through fmt / prs. */
static int table(size_t n, int rounds, double *fmt, double *prs)
{
    printf("\nbulk codecs, %zu IDs per batch, best of %d interleaved rounds; ns/ID "
           "(speed-up over scalar, same run)\n%-8s %-13s",
           n, rounds, "type", "operation");
    for (size_t k = 0; k < n_impls; k++)
        printf(" %18s", sortid_impl_name(impls[k]));
    printf("\n");
    *fmt = *prs = -1;
    for (int t = 0; t < 3; t++) {
        batch b;
        if (batch_init(&b, t, n) != 0) {
            batch_free(&b);
            return -1;
        }
        for (int op = 0; op < OP_COUNT; op++) {
            double best[MAX_IMPLS];
            measure(&b, op, rounds, best);
            printf("%-8s %-13s", type_names[t], op_names[op]);
            for (size_t k = 0; k < n_impls; k++)
                printf("    %6.2f (%5.1fx)", best[k], best[scalar_k()] / best[k]);
            printf("\n");
            if (t == 0 && strcmp(sortid_impl_name(impls[0]), "avx512") == 0) {
                if (op == OP_FMT)
                    *fmt = best[0];
                if (op == OP_PARSE)
                    *prs = best[0];
            }
        }
        batch_free(&b);
    }
    return 0;
}

static void target(const char *what, double ns, double limit)
{
    if (ns < 0)
        printf("  %-44s not measurable here (no avx512 implementation on this CPU)\n", what);
    else
        printf("  %-44s %5.2f ns/ID, target <= %.1f: %s\n", what, ns, limit,
               ns <= limit ? "holds" : "MISSED");
}

/* Sizes 16 .. 10,000,000: each implementation no slower than the next one
 * in the table.  Returns the number of pairs that do not hold. */
static int sweep(void)
{
    static const size_t sizes[] = { 16,     64,     256,     1000,    4096,    20000,
                                    100000, 300000, 1000000, 3000000, 10000000 };
    const double tol = 1.05; /* 5%: below the noise of one best-of-rounds figure */
    int missed = 0;
    printf("\nsweep: every implementation no slower than the next in the table, at every size\n"
           "(best of 3 interleaved rounds, 9 more when a pair looks wrong; tolerance 5%%)\n");
    printf("%10s  %-45s %s\n", "IDs", "closest pair (faster/slower ns, form operation)", "result");
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        size_t n = sizes[s];
        double worst = 0;
        char where[96] = "-";
        int bad = 0;
        for (int t = 0; t < 3; t++) {
            batch b;
            if (batch_init(&b, t, n) != 0) {
                batch_free(&b);
                printf("%10zu  out of memory\n", n);
                return missed + 1;
            }
            for (int op = 0; op < OP_COUNT; op++) {
                double best[MAX_IMPLS];
                measure(&b, op, n >= 3000000 ? 2 : 3, best);
                for (size_t k = 0; k + 1 < n_impls; k++)
                    if (best[k] > best[k + 1] * tol) {
                        double again[MAX_IMPLS];
                        measure(&b, op, n >= 3000000 ? 4 : 9, again);
                        for (size_t j = 0; j < n_impls; j++)
                            if (again[j] < best[j])
                                best[j] = again[j];
                        break;
                    }
                for (size_t k = 0; k + 1 < n_impls; k++) {
                    double r = best[k] / best[k + 1];
                    if (r > worst) {
                        worst = r;
                        snprintf(where, sizeof where, "%s %.2f/%s %.2f, %s %s",
                                 sortid_impl_name(impls[k]), best[k],
                                 sortid_impl_name(impls[k + 1]), best[k + 1], type_names[t],
                                 op_names[op]);
                    }
                    if (r > tol)
                        bad++;
                }
            }
            batch_free(&b);
        }
        printf("%10zu  %-45s %s\n", n, where, bad ? "MISSED" : "holds");
        missed += bad;
    }
    return missed;
}

int main(int argc, char **argv)
{
    double fmt, prs;
    for (size_t i = 0; i < sortid_impl_count() && n_impls < MAX_IMPLS; i++)
        if (sortid_impl_available(i))
            impls[n_impls++] = i;
    if (argc > 1) {
        for (int a = 1; a < argc; a++) {
            size_t n = (size_t)strtoul(argv[a], NULL, 10);
            if (n == 0 || table(n, 7, &fmt, &prs) != 0) {
                fprintf(stderr, "bulk_bench: bad size or out of memory: %s\n", argv[a]);
                return 2;
            }
        }
    } else {
        double fmt20, prs20;
        if (table(20000, 7, &fmt20, &prs20) != 0 || table(1000000, 15, &fmt, &prs) != 0) {
            fprintf(stderr, "bulk_bench: out of memory\n");
            return 2;
        }
        printf("\ntargets at 1,000,000 IDs (issue 13):\n");
        target("avx512 ULID format", fmt, 1.3);
        target("avx512 ULID strict parse", prs, 2.0);
        int missed = sweep();
        printf("sweep: %s\n", missed ? "MISSED (see the rows above)" : "holds at every size");
    }
    if (sortid_impl_select(NULL) != SORTID_OK)
        call_failed = 1;
    if (call_failed)
        fprintf(stderr, "bulk_bench: a bulk call failed\n");
    return call_failed;
}
