/* SPDX-License-Identifier: MIT */
/* test_bulk.c - the bulk text codecs (src/arch/): every implementation this
 * CPU has against the scalar codecs, on the vectors, on many random IDs, on
 * every byte value at every position, and on every tail length 0..64 with
 * buffers of exactly the right size (so ASan sees any over-read or
 * over-write).  SORTID_BULK_RANDOM sets the number of random IDs (default
 * 2000000; the NEON run under qemu uses fewer). */
#include "check.h"
#include "../src/sortid_impl.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif

enum { T_ULID, T_FLAKE, T_BASEUID, T_COUNT };

static const struct {
    const char *name, *file;
    size_t W, B;
} ty[T_COUNT] = {
    { "ulid", "ulid.tsv", SORTID_ULID_TEXT_LEN, SORTID_ULID_BYTES },
    { "flake", "flake.tsv", SORTID_FLAKE_TEXT_LEN, SORTID_FLAKE_BYTES },
    { "baseuid", "baseuid.tsv", SORTID_BASEUID_TEXT_LEN, SORTID_BASEUID_BYTES },
};

/* ---- the scalar reference: one ID at a time through the public codecs ---- */

static sortid_status ref_parse(int t, void *dst, const char *s, size_t len, unsigned flags,
                               size_t *pos)
{
    if (t == T_ULID)
        return sortid_ulid_parse(dst, s, len, flags, pos);
    if (t == T_FLAKE)
        return sortid_flake_parse(dst, s, len, flags, pos);
    return sortid_baseuid_parse(dst, s, len, 0, pos);
}

static void ref_format(int t, char *dst, const void *src, unsigned flags)
{
    char tmp[32];
    if (t == T_ULID)
        sortid_ulid_format(tmp, src, flags);
    else if (t == T_FLAKE)
        sortid_flake_format(tmp, (const sortid_flake *)src, flags);
    else
        sortid_baseuid_format(tmp, src, 0);
    memcpy(dst, tmp, ty[t].W);
}

/* Parse newline-separated text line by line, as the bulk call documents. */
static sortid_status ref_lines(int t, uint8_t *dst, size_t cap, const char *s, size_t len,
                               unsigned flags, size_t *count, sortid_bulk_error *e)
{
    size_t o = 0, n = 0;
    e->status = SORTID_OK;
    e->pos = 0;
    while (o < len) {
        if (n == cap) {
            e->status = SORTID_E_BUFFER;
            break;
        }
        const char *nl = memchr(s + o, '\n', len - o);
        size_t l = nl ? (size_t)(nl - (s + o)) : len - o, pos = 0;
        sortid_status st = ref_parse(t, dst + n * ty[t].B, s + o, l, flags, &pos);
        if (st != SORTID_OK) {
            e->status = st;
            e->pos = pos;
            break;
        }
        n++;
        o += l + (nl ? 1 : 0);
    }
    e->index = n;
    *count = n;
    return e->status;
}

/* ---- the bulk calls, by type -------------------------------------------- */

static sortid_status b_format(int t, char *dst, size_t size, const void *src, size_t n,
                              unsigned flags, int lines)
{
    if (t == T_ULID)
        return lines ? sortid_ulid_format_lines(dst, size, src, n, flags)
                     : sortid_ulid_format_bulk(dst, size, src, n, flags);
    if (t == T_FLAKE)
        return lines ? sortid_flake_format_lines(dst, size, src, n, flags)
                     : sortid_flake_format_bulk(dst, size, src, n, flags);
    return lines ? sortid_baseuid_format_lines(dst, size, src, n, 0)
                 : sortid_baseuid_format_bulk(dst, size, src, n, 0);
}

static sortid_status b_parse(int t, void *dst, const char *src, size_t n, unsigned flags,
                             sortid_bulk_error *e)
{
    if (t == T_ULID)
        return sortid_ulid_parse_bulk(dst, src, n, flags, e);
    if (t == T_FLAKE)
        return sortid_flake_parse_bulk(dst, src, n, flags, e);
    return sortid_baseuid_parse_bulk(dst, src, n, 0, e);
}

static sortid_status b_lines(int t, void *dst, size_t cap, const char *src, size_t len,
                             unsigned flags, size_t *count, sortid_bulk_error *e)
{
    if (t == T_ULID)
        return sortid_ulid_parse_lines(dst, cap, src, len, flags, count, e);
    if (t == T_FLAKE)
        return sortid_flake_parse_lines(dst, cap, src, len, flags, count, e);
    return sortid_baseuid_parse_lines(dst, cap, src, len, 0, count, e);
}

/* n random valid IDs (flake: sign bit clear). */
static uint8_t *random_ids(int t, size_t n)
{
    uint8_t *p = malloc(n * ty[t].B + 1);
    test_rand_bytes(p, n * ty[t].B);
    if (t == T_FLAKE)
        for (size_t i = 0; i < n; i++) {
            sortid_flake f;
            memcpy(&f, p + i * 8, 8);
            f.value &= INT64_MAX;
            memcpy(p + i * 8, &f, 8);
        }
    return p;
}

/* Reference text of n IDs, stride W or W + 1. */
static char *ref_text(int t, const uint8_t *ids, size_t n, unsigned flags, int lines)
{
    size_t S = ty[t].W + (lines ? 1 : 0);
    char *s = malloc(n * S + 1);
    for (size_t i = 0; i < n; i++) {
        ref_format(t, s + i * S, ids + i * ty[t].B, flags);
        if (lines)
            s[i * S + ty[t].W] = '\n';
    }
    return s;
}

static size_t random_count(void)
{
    const char *e = getenv("SORTID_BULK_RANDOM");
    return e ? (size_t)strtoul(e, NULL, 10) : 2000000;
}

/* Run fn once per implementation this CPU has, with it selected. */
#define FOR_EACH_IMPL(var)                                                                \
    for (size_t var##_i = 0, var##_n = sortid_impl_count(); var##_i < var##_n; var##_i++) \
        if (sortid_impl_available(var##_i) &&                                             \
            CHECK(sortid_impl_select(sortid_impl_name(var##_i)) == SORTID_OK))            \
            for (const char *var = sortid_impl_name(var##_i); var; var = NULL)

TEST(bulk_impl_table)
{
    size_t n = sortid_impl_count();
    CHECK(n >= 1);
    CHECK(strcmp(sortid_impl_name(n - 1), "scalar") == 0);
    CHECK(sortid_impl_available(n - 1) == 1);
    CHECK(sortid_impl_name(n) == NULL);
    CHECK(sortid_impl_available(n) == 0);
    CHECK(sortid_impl_select("no-such-impl") == SORTID_E_INVALID_ARG);
    CHECK(sortid_impl_select("scalar") == SORTID_OK);
    CHECK(strcmp(sortid_impl_active(), "scalar") == 0);
    CHECK(sortid_impl_select("no-such-impl") == SORTID_E_INVALID_ARG);
    CHECK(strcmp(sortid_impl_active(), "scalar") == 0); /* unchanged */
    for (size_t i = 0; i < n; i++)
        if (!sortid_impl_available(i))
            CHECK(sortid_impl_select(sortid_impl_name(i)) == SORTID_E_INVALID_ARG);
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
    /* the automatic choice is the first available in the ordered table */
    size_t first = 0;
    while (!sortid_impl_available(first))
        first++;
    CHECK(strcmp(sortid_impl_active(), sortid_impl_name(first)) == 0);
#if defined(__x86_64__) && defined(__GNUC__)
    __builtin_cpu_init();
    for (size_t i = 0; i < n; i++) {
        if (strcmp(sortid_impl_name(i), "avx2") == 0)
            CHECK(sortid_impl_available(i) == !!__builtin_cpu_supports("avx2"));
        if (strcmp(sortid_impl_name(i), "avx512") == 0)
            CHECK(sortid_impl_available(i) ==
                  (__builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bw") &&
                   __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
                   __builtin_cpu_supports("avx512ifma")));
    }
#endif
#if defined(__aarch64__)
    CHECK(strcmp(sortid_impl_name(0), "neon") == 0 && sortid_impl_available(0));
#endif
}

/* Every string of a vector file that has the form's length, valid or not,
 * parsed inside an array of random IDs at several indices (arrays and lines)
 * gives what the scalar parser gives; every other-length string as a line. */
TEST(bulk_vectors)
{
    for (int t = 0; t < T_COUNT; t++) {
        char kind[256], in[256], exp[256];
        char cand[128][64];
        size_t nc = 0;
        FILE *f = open_vectors(ty[t].file);
        while (f && read_vector(f, kind, in, exp, sizeof kind)) {
            const char *cols[2] = { in, exp };
            for (int c = 0; c < 2; c++)
                if (strlen(cols[c]) < 64 && nc < 128 && strchr(cols[c], ' ') == NULL)
                    strcpy(cand[nc++], cols[c]);
        }
        if (f)
            fclose(f);
        CHECK(nc >= 8);
        const size_t M = 70, W = ty[t].W, B = ty[t].B;
        uint8_t *ids = random_ids(t, M);
        char *text = ref_text(t, ids, M, 0, 0);
        char *ltext = malloc(M * (W + 1) + 64);
        uint8_t *out = malloc(M * B), *ref = malloc(M * B);
        long bad = 0, cases = 0;
        FOR_EACH_IMPL(name)
        {
            for (size_t c = 0; c < nc; c++) {
                size_t len = strlen(cand[c]);
                for (unsigned flags = 0; flags < 2; flags++)
                    for (size_t at = 0; at < M; at += 23) {
                        sortid_bulk_error e, re;
                        size_t cnt, rcnt;
                        sortid_status st, rst;
                        if (len == W) {
                            char *a = malloc(M * W);
                            memcpy(a, text, M * W);
                            memcpy(a + at * W, cand[c], W);
                            size_t pos = 0;
                            rst = ref_parse(t, ref, cand[c], W, flags, &pos);
                            st = b_parse(t, out, a, M, flags, &e);
                            cases++;
                            if (st != rst || (st == SORTID_OK && memcmp(out + at * B, ref, B)) ||
                                (st != SORTID_OK &&
                                 (e.index != at || e.pos != pos || e.status != st))) {
                                if (bad++ < 5)
                                    CHECKF(0, "%s %s '%s' at %zu: %d/%d", name, ty[t].name, cand[c],
                                           at, st, rst);
                            }
                            free(a);
                        }
                        /* as one line among valid lines */
                        size_t o = 0;
                        for (size_t i = 0; i < M; i++) {
                            if (i == at) {
                                memcpy(ltext + o, cand[c], len);
                                o += len;
                            } else {
                                memcpy(ltext + o, text + i * W, W);
                                o += W;
                            }
                            ltext[o++] = '\n';
                        }
                        rst = ref_lines(t, ref, M, ltext, o, flags, &rcnt, &re);
                        st = b_lines(t, out, M, ltext, o, flags, &cnt, &e);
                        cases++;
                        if (st != rst || cnt != rcnt || e.index != re.index || e.pos != re.pos ||
                            e.status != re.status || memcmp(out, ref, cnt * B)) {
                            if (bad++ < 5)
                                CHECKF(0, "%s %s line '%s' at %zu: %d/%d", name, ty[t].name,
                                       cand[c], at, st, rst);
                        }
                    }
            }
        }
        CHECKF(bad == 0, "%s: %ld of %ld vector cases differ", ty[t].name, bad, cases);
        free(ids);
        free(text);
        free(ltext);
        free(out);
        free(ref);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* Random IDs: format (arrays, lines, both cases) equals the scalar
 * formatter's text and parses back to the same IDs. */
TEST(bulk_random_roundtrip)
{
    const size_t N = random_count();
    for (int t = 0; t < T_COUNT; t++) {
        const size_t W = ty[t].W, B = ty[t].B;
        uint8_t *ids = random_ids(t, N), *back = malloc(N * B + 1);
        char *buf = malloc(N * (W + 1) + 1);
        for (unsigned flags = 0; flags < 2; flags++)
            for (int lines = 0; lines < 2; lines++) {
                char *ref = ref_text(t, ids, N, flags, lines);
                size_t S = W + (lines ? 1 : 0);
                FOR_EACH_IMPL(name)
                {
                    memset(buf, 0, N * S);
                    CHECK(b_format(t, buf, N * S, ids, N, flags, lines) == SORTID_OK);
                    CHECKF(memcmp(buf, ref, N * S) == 0, "%s %s format flags=%u lines=%d", name,
                           ty[t].name, flags, lines);
                    sortid_bulk_error e;
                    size_t cnt = 0;
                    memset(back, 0, N * B);
                    sortid_status st = lines ? b_lines(t, back, N, ref, N * S, 0, &cnt, &e)
                                             : b_parse(t, back, ref, N, 0, &e);
                    CHECKF(st == SORTID_OK && e.index == N && (!lines || cnt == N),
                           "%s %s parse lines=%d: %d at %zu", name, ty[t].name, lines, st, e.index);
                    CHECKF(memcmp(back, ids, N * B) == 0, "%s %s round trip lines=%d", name,
                           ty[t].name, lines);
                }
                free(ref);
            }
        free(ids);
        free(back);
        free(buf);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* Every byte value at every position (including the newline's) of one ID in
 * an array: same status, index and position as the scalar parser, strict
 * and lenient.  Two array lengths, so the bad ID falls in every path of
 * every kernel: 9 IDs end in a scalar tail, 12 in a last block that
 * AVX-512 reads with a masked load (earlier blocks use plain loads). */
static void every_bad_byte(const size_t M)
{
    for (int t = 0; t < T_COUNT; t++) {
        const size_t W = ty[t].W, B = ty[t].B;
        uint8_t *ids = random_ids(t, M), *out = malloc(M * B), *ref = malloc(M * B);
        char *text = ref_text(t, ids, M, 0, 0), *ltext = ref_text(t, ids, M, 0, 1);
        char *a = malloc(M * W), *l = malloc(M * (W + 1));
        FOR_EACH_IMPL(name)
        {
            long bad = 0, cases = 0;
            for (size_t p = 0; p <= W; p++)
                for (unsigned byte = 0; byte < 256; byte++)
                    for (unsigned flags = 0; flags < 2; flags++) {
                        size_t at = (p + byte) % M, pos = 0, cnt, rcnt;
                        sortid_bulk_error e, re;
                        sortid_status st, rst;
                        if (p < W) {
                            memcpy(a, text, M * W);
                            a[at * W + p] = (char)byte;
                            rst = ref_parse(t, ref, a + at * W, W, flags, &pos);
                            st = b_parse(t, out, a, M, flags, &e);
                            cases++;
                            if (st != rst || (st == SORTID_OK ? memcmp(out + at * B, ref, B) != 0
                                                              : (e.index != at || e.pos != pos)))
                                if (bad++ < 5)
                                    CHECKF(0,
                                           "%s %s byte 0x%02x at %zu of ID %zu: %d/%d pos %zu/%zu",
                                           name, ty[t].name, byte, p, at, st, rst, e.pos, pos);
                        }
                        memcpy(l, ltext, M * (W + 1));
                        l[at * (W + 1) + p] = (char)byte;
                        rst = ref_lines(t, ref, M, l, M * (W + 1), flags, &rcnt, &re);
                        st = b_lines(t, out, M, l, M * (W + 1), flags, &cnt, &e);
                        cases++;
                        if (st != rst || cnt != rcnt || e.index != re.index || e.pos != re.pos ||
                            memcmp(out, ref, cnt * B) != 0)
                            if (bad++ < 5)
                                CHECKF(0, "%s %s lines byte 0x%02x at %zu of ID %zu: %d/%d", name,
                                       ty[t].name, byte, p, at, st, rst);
                    }
            CHECKF(bad == 0, "%s %s: %ld of %ld bad-byte cases differ", name, ty[t].name, bad,
                   cases);
        }
        free(ids);
        free(out);
        free(ref);
        free(text);
        free(ltext);
        free(a);
        free(l);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

TEST(bulk_every_bad_byte)
{
    every_bad_byte(9);
    every_bad_byte(12);
}

/* Every count 0..64 with buffers of exactly the needed size; the error in
 * the last ID; a last line without its newline; a short destination. */
TEST(bulk_tails)
{
    for (int t = 0; t < T_COUNT; t++) {
        const size_t W = ty[t].W, B = ty[t].B;
        FOR_EACH_IMPL(name)
        {
            long bad = 0;
            for (size_t n = 0; n <= 64; n++)
                for (int lines = 0; lines < 2; lines++) {
                    size_t S = W + (lines ? 1 : 0);
                    uint8_t *ids = random_ids(t, n);
                    char *ref = ref_text(t, ids, n, 0, lines);
                    char *txt = malloc(n > 0 ? n * S : 1);
                    uint8_t *back = malloc(n > 0 ? n * B : 1);
                    sortid_bulk_error e;
                    size_t cnt = 0;
                    bad += b_format(t, txt, n * S, ids, n, 0, lines) != SORTID_OK;
                    bad += memcmp(txt, ref, n * S) != 0;
                    if (n > 0)
                        bad += b_format(t, txt, n * S - 1, ids, n, 0, lines) != SORTID_E_BUFFER;
                    sortid_status st = lines ? b_lines(t, back, n, txt, n * S, 0, &cnt, &e)
                                             : b_parse(t, back, txt, n, 0, &e);
                    bad += st != SORTID_OK || memcmp(back, ids, n * B) != 0;
                    if (lines && n > 0) {
                        /* the last newline missing: still n IDs */
                        st = b_lines(t, back, n, txt, n * S - 1, 0, &cnt, &e);
                        bad += st != SORTID_OK || cnt != n || memcmp(back, ids, n * B) != 0;
                        /* one fewer slot than lines */
                        st = b_lines(t, back, n - 1, txt, n * S, 0, &cnt, &e);
                        bad += st != SORTID_E_BUFFER || cnt != n - 1 || e.index != n - 1;
                    }
                    if (n > 0) {
                        txt[(n - 1) * S + W - 1] = '!';
                        st = lines ? b_lines(t, back, n, txt, n * S, 0, &cnt, &e)
                                   : b_parse(t, back, txt, n, 0, &e);
                        bad += st != SORTID_E_CHAR || e.index != n - 1 || e.pos != W - 1 ||
                               memcmp(back, ids, (n - 1) * B) != 0;
                    }
                    if (bad && bad < 3)
                        CHECKF(0, "%s %s n=%zu lines=%d", name, ty[t].name, n, lines);
                    free(ids);
                    free(ref);
                    free(txt);
                    free(back);
                }
            CHECKF(bad == 0, "%s %s tails: %ld failures", name, ty[t].name, bad);
        }
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* Outputs past SORTID_ARCH_STREAM_BYTES, where a kernel may write with
 * aligned non-temporal stores: the destination at every alignment class
 * (offsets 0..63 from a 64-byte boundary, a few of them), counts that leave
 * every possible partial last block, guard bytes on both sides untouched,
 * and a parse error early, in the middle and in the last blocks. */
#include "../src/arch/arch.h"

static int guards_ok(const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (p[i] != 0xA5)
            return 0;
    return 1;
}

TEST(bulk_streaming)
{
    static const size_t offsets[] = { 0, 1, 8, 13, 40, 63 };
    enum { GUARD = 128 };
    for (int t = 0; t < T_COUNT; t++) {
        const size_t W = ty[t].W, B = ty[t].B;
        for (int lines = 0; lines < 2; lines++) {
            const size_t S = W + (lines ? 1 : 0);
            const size_t N0 = SORTID_ARCH_STREAM_BYTES / S + 1, NMAX = N0 + 9;
            uint8_t *ids = random_ids(t, NMAX);
            char *ref = ref_text(t, ids, NMAX, 0, lines);
            uint8_t *txt = malloc(NMAX * S + 2 * GUARD), *bin = malloc(NMAX * B + 2 * GUARD);
            FOR_EACH_IMPL(name)
            {
                long bad = 0;
                for (size_t k = 0; k < sizeof offsets / sizeof offsets[0]; k++) {
                    size_t off = offsets[k], n = N0 + k + (k == 5 ? 3 : 0);
                    uint8_t *tx = (uint8_t *)(((uintptr_t)txt + 63) & ~(uintptr_t)63) + off;
                    uint8_t *bx = (uint8_t *)(((uintptr_t)bin + 63) & ~(uintptr_t)63) + off;
                    if (tx + n * S + GUARD / 2 > txt + NMAX * S + 2 * GUARD ||
                        bx + n * B + GUARD / 2 > bin + NMAX * B + 2 * GUARD)
                        continue;
                    memset(txt, 0xA5, NMAX * S + 2 * GUARD);
                    bad += b_format(t, (char *)tx, n * S, ids, n, 0, lines) != SORTID_OK;
                    bad += memcmp(tx, ref, n * S) != 0;
                    bad += !guards_ok(txt, (size_t)(tx - txt)) || !guards_ok(tx + n * S, GUARD / 2);
                    memset(bin, 0xA5, NMAX * B + 2 * GUARD);
                    sortid_bulk_error e;
                    size_t cnt = 0;
                    sortid_status st = lines ? b_lines(t, bx, n, ref, n * S, 0, &cnt, &e)
                                             : b_parse(t, bx, ref, n, 0, &e);
                    bad += st != SORTID_OK || e.index != n || memcmp(bx, ids, n * B) != 0;
                    bad += !guards_ok(bin, (size_t)(bx - bin)) || !guards_ok(bx + n * B, GUARD / 2);
                    /* an error: IDs before it decoded, its index and position
                     * reported, nothing outside dst written */
                    size_t at = k == 0 ? 0 : k == 1 ? 1 : k == 2 ? n / 2 : n - (k - 2);
                    char saved = ref[at * S + 3];
                    ref[at * S + 3] = '!';
                    memset(bin, 0xA5, NMAX * B + 2 * GUARD);
                    st = lines ? b_lines(t, bx, n, ref, n * S, 0, &cnt, &e)
                               : b_parse(t, bx, ref, n, 0, &e);
                    ref[at * S + 3] = saved;
                    bad += st != SORTID_E_CHAR || e.index != at || e.pos != 3 ||
                           memcmp(bx, ids, at * B) != 0;
                    bad += !guards_ok(bin, (size_t)(bx - bin)) || !guards_ok(bx + n * B, GUARD / 2);
                    if (bad && bad < 3)
                        CHECKF(0, "%s %s lines=%d n=%zu offset %zu", name, ty[t].name, lines, n,
                               off);
                }
                CHECKF(bad == 0, "%s %s lines=%d streaming: %ld failures", name, ty[t].name, lines,
                       bad);
            }
            free(ids);
            free(ref);
            free(txt);
            free(bin);
        }
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* A sortid_flake with the sign bit set is not a valid flake, but formatting
 * it must still agree with the scalar formatter (top nibble as the first
 * character), and parsing the text back must stop at it with the scalar
 * parser's overflow error. */
TEST(bulk_flake_sign_bit)
{
    enum { M = 200 };
    sortid_flake f[M], back[M];
    char ref[M * 13], txt[M * 13];
    test_rand_bytes(f, sizeof f);
    size_t first_neg = M;
    for (size_t i = 0; i < M; i++) {
        if (i < 37)
            f[i].value &= INT64_MAX;
        if (first_neg == M && (f[i].value >> 63))
            first_neg = i;
        ref_format(T_FLAKE, ref + i * 13, &f[i], 0);
    }
    CHECK(first_neg < M);
    FOR_EACH_IMPL(name)
    {
        sortid_bulk_error e;
        CHECK(sortid_flake_format_bulk(txt, sizeof txt, f, M, 0) == SORTID_OK);
        CHECKF(memcmp(txt, ref, sizeof ref) == 0, "%s", name);
        CHECKF(sortid_flake_parse_bulk(back, txt, M, 0, &e) == SORTID_E_OVERFLOW &&
                   e.index == first_neg && e.pos == 0,
               "%s: index %zu", name, e.index);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* ---- KSUID lines (sortid_ksuid_format_lines) ------------------------------ */

/* n KSUIDs: random bytes, and every one in four made of base-62^5 digits at
 * their extremes (groups of '0' or 'z', the largest KSUID's first two
 * characters or zeros), which drive the formatter's carries to their limits;
 * the first two are 0 and 2^160 - 1. */
static sortid_ksuid *ksuid_cases(size_t n)
{
    sortid_ksuid *k = malloc(n > 0 ? n * sizeof *k : 1);
    for (size_t i = 0; i < n; i++) {
        for (size_t b = 0; b < SORTID_KSUID_BYTES; b++)
            k[i].bytes[b] = (uint8_t)test_rand64();
        if (i < 2) {
            memset(k[i].bytes, i ? 0xFF : 0, SORTID_KSUID_BYTES);
        } else if (i % 4 == 0) {
            char t[SORTID_KSUID_TEXT_LEN];
            uint64_t r = test_rand64();
            memcpy(t, r & 1 ? "aW" : "00", 2);
            for (int g = 0; g < 5; g++)
                memset(t + 2 + 5 * g, (r >> (g + 1)) & 1 ? 'z' : '0', 5);
            if (r & 64) /* one character anywhere one below or above its extreme */
                t[2 + (r >> 8) % 25] = (r >> 16) & 1 ? 'y' : '1';
            if (sortid_ksuid_parse(&k[i], t, sizeof t, 0, NULL) != SORTID_OK)
                memset(k[i].bytes, 0xFF, SORTID_KSUID_BYTES); /* "aWzzzz...": above the largest */
        }
    }
    return k;
}

/* Every implementation against sortid_ksuid_format, at every count 0..80 and
 * on many IDs, into buffers of exactly n x 28 bytes from arrays of exactly n
 * KSUIDs (ASan sees any over-read or over-write). */
TEST(bulk_ksuid_lines)
{
    const size_t S = SORTID_KSUID_TEXT_LEN + 1, big = random_count() / 8 + 81;
    sortid_ksuid *ids = ksuid_cases(big);
    char *ref = malloc(big * S);
    for (size_t i = 0; i < big; i++) {
        sortid_ksuid_format(ref + i * S, &ids[i], 0);
        ref[i * S + S - 1] = '\n';
    }
    FOR_EACH_IMPL(name)
    {
        long bad = 0;
        for (size_t n = 0; n <= 81; n++) {
            size_t at = n == 81 ? 0 : (size_t)(test_rand64() % (big - n)), len = n == 81 ? big : n;
            sortid_ksuid *src = malloc(len > 0 ? len * sizeof *src : 1);
            char *txt = malloc(len > 0 ? len * S : 1);
            memcpy(src, ids + at, len * sizeof *src);
            bad += sortid_ksuid_format_lines(txt, len * S, src, len, 0) != SORTID_OK;
            bad += memcmp(txt, ref + at * S, len * S) != 0;
            if (len > 0)
                bad += sortid_ksuid_format_lines(txt, len * S - 1, src, len, 0) != SORTID_E_BUFFER;
            if (bad)
                CHECKF(0, "%s: %zu KSUIDs from %zu", name, len, at);
            free(src);
            free(txt);
            if (bad)
                break;
        }
        CHECKF(bad == 0, "%s KSUID lines", name);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
    CHECK(sortid_ksuid_format_lines(NULL, 0, NULL, 0, 0) == SORTID_OK);
    CHECK(sortid_ksuid_format_lines(NULL, 28, ids, 1, 0) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ksuid_format_lines(ref, 28, NULL, 1, 0) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ksuid_format_lines(ref, SIZE_MAX, ids, SIZE_MAX / 20, 0) == SORTID_E_BUFFER);
    free(ids);
    free(ref);
}
