/* bulk_bench.c - ns per ID of the bulk text codecs, for every implementation
 * this CPU has, and the speed-up over the scalar implementation measured in
 * the same run.  Each figure is the best of 7 repetitions over a batch of IDs
 * small enough to stay in cache (the codecs, not memory, are measured).
 * Usage: bulk_bench [ids-per-batch] */
#include "sortid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

enum { OP_FMT, OP_FMT_LINES, OP_PARSE, OP_PARSE_LINES, OP_COUNT };
static const char *op_names[OP_COUNT] = {"format", "format_lines", "parse", "parse_lines"};
static const char *type_names[3] = {"ulid", "flake", "baseuid"};
static const size_t W[3] = {SORTID_ULID_TEXT_LEN, SORTID_FLAKE_TEXT_LEN, SORTID_BASEUID_TEXT_LEN};
static const size_t B[3] = {SORTID_ULID_BYTES, SORTID_FLAKE_BYTES, SORTID_BASEUID_BYTES};

static size_t N;
static void *ids[3], *back;
static char *text[3][2], *out;

static sortid_status format(int t, char *dst, int lines)
{
    size_t size = N * (W[t] + 1);
    if (t == 0)
        return lines ? sortid_ulid_format_lines(dst, size, ids[0], N, 0)
                     : sortid_ulid_format_bulk(dst, size, ids[0], N, 0);
    if (t == 1)
        return lines ? sortid_flake_format_lines(dst, size, ids[1], N, 0)
                     : sortid_flake_format_bulk(dst, size, ids[1], N, 0);
    return lines ? sortid_baseuid_format_lines(dst, size, ids[2], N)
                 : sortid_baseuid_format_bulk(dst, size, ids[2], N);
}

static sortid_status parse(int t, int lines)
{
    sortid_bulk_error e;
    size_t cnt, len = N * (W[t] + 1);
    if (t == 0)
        return lines ? sortid_ulid_parse_lines(back, N, text[0][1], len, 0, &cnt, &e)
                     : sortid_ulid_parse_bulk(back, text[0][0], N, 0, &e);
    if (t == 1)
        return lines ? sortid_flake_parse_lines(back, N, text[1][1], len, 0, &cnt, &e)
                     : sortid_flake_parse_bulk(back, text[1][0], N, 0, &e);
    return lines ? sortid_baseuid_parse_lines(back, N, text[2][1], len, &cnt, &e)
                 : sortid_baseuid_parse_bulk(back, text[2][0], N, &e);
}

static double measure(int t, int op)
{
    double best = 1e300;
    for (int r = 0; r < 7; r++) {
        double t0 = now_ns();
        sortid_status st = op < OP_PARSE ? format(t, out, op == OP_FMT_LINES)
                                         : parse(t, op == OP_PARSE_LINES);
        double dt = (now_ns() - t0) / (double)N;
        if (st != SORTID_OK)
            return -1;
        if (dt < best)
            best = dt;
    }
    return best;
}

int main(int argc, char **argv)
{
    N = argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) : 20000;
    if (N == 0)
        N = 1;
    out = malloc(N * 27);
    back = malloc(N * 16);
    sortid_impl_select("scalar");
    for (int t = 0; t < 3; t++) {
        ids[t] = malloc(N * B[t]);
        if (sortid_random(ids[t], N * B[t]) != SORTID_OK)
            return 1;
        if (t == 1)
            for (size_t i = 0; i < N; i++)
                ((sortid_flake *)ids[1])[i].value &= INT64_MAX;
        for (int l = 0; l < 2; l++) {
            text[t][l] = malloc(N * (W[t] + 1));
            if (format(t, text[t][l], l) != SORTID_OK)
                return 1;
        }
    }
    printf("bulk codecs: %zu IDs per batch, best of 7; ns/ID (speed-up over scalar, same run)\n", N);
    printf("%-8s %-13s", "type", "operation");
    for (size_t i = 0; i < sortid_impl_count(); i++)
        if (sortid_impl_available(i))
            printf(" %18s", sortid_impl_name(i));
    printf("\n");
    int failed = 0;
    for (int t = 0; t < 3; t++)
        for (int op = 0; op < OP_COUNT; op++) {
            sortid_impl_select("scalar");
            double base = measure(t, op);
            printf("%-8s %-13s", type_names[t], op_names[op]);
            for (size_t i = 0; i < sortid_impl_count(); i++) {
                if (!sortid_impl_available(i))
                    continue;
                sortid_impl_select(sortid_impl_name(i));
                double ns = strcmp(sortid_impl_name(i), "scalar") == 0 ? base : measure(t, op);
                if (ns < 0 || base < 0) {
                    printf(" %18s", "FAILED");
                    failed = 1;
                    continue;
                }
                printf("    %6.2f (%5.1fx)", ns, base / ns);
            }
            printf("\n");
        }
    sortid_impl_select(NULL);
    return failed;
}
