/* SPDX-License-Identifier: MIT */
/* test_chacha.c - the CSPRNG's ChaCha20 core against RFC 8439 and an
 * independent implementation (Python; its bytes are below). */
#include "check.h"

#include <string.h>

/* internal (hidden in the shared library, reachable in the static one) */
void sortid__chacha20(uint8_t *out, const uint32_t key[8], uint32_t counter, size_t blocks);

static int hex_equal(const uint8_t *got, const char *hex, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1 || got[i] != v)
            return 0;
    }
    return 1;
}

TEST(chacha20_rfc8439_vectors)
{
    /* RFC 8439 appendix A.1, test vectors 1 and 2: all-zero key and nonce,
     * block counters 0 and 1 (one call of two blocks: the one-block path) */
    static const char zero_key_blocks_0_1[] =
        "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7"
        "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586"
        "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed"
        "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f";
    /* key 00 01 .. 1f, six blocks from counter 7: a four-block vector run and
     * a two-block scalar tail, as computed by an independent Python ChaCha20 */
    static const char counting_key_blocks_7_12[] =
        "185838beabf85b1605467c46149350e877815eefc73f7d9b3d94b198d7fef9c9"
        "17cd76043d85feff6cfc7272f1e6dfb201def102acf0175b4fe41f026a6d9cf2"
        "4b562eb04c19cb21e1625bd563cc818ed0ddc55580ff29b6fd4ec5a1b1757451"
        "a0e7a1c1faf337c1631923485771e8bc20737069f272e743da9e004eb41ab8c5"
        "97f78e897a8551cc715db3f8901f47b7893f0ebbcd0af7d798de4ce81d171730"
        "9bbe01e729888c5b6646c23171c70432ec34bfc647603cce95e6ef375026d607"
        "47c181aa070870f212a5cdf13f9d32dfd93b7d9d80fb7817f9b55874e52f6ec9"
        "426faedde352ae3915c9a9d4a4c0573f956e6018d65ee23197594b12437425fa"
        "40ca8cc5ac1254adef8d17424395631920a03ebba493e0852b83471b1ab98027"
        "2ccd5230ce49755204c6e11daef2d26967d9dd4a86c5cabbe7818acd6d73490f"
        "6d51fb451c0d97a4cd5316b249f3fe503d219cd07e0e3897f0e0471a6a29d309"
        "e7876a86d1ba5ac106d5def54711235635580185035a03faa5cc548e9754b568";
    uint32_t key[8] = { 0 };
    uint8_t out[6 * 64];
    sortid__chacha20(out, key, 0, 2);
    CHECK(hex_equal(out, zero_key_blocks_0_1, 128));
    for (int i = 0; i < 8; i++) /* little-endian words of the bytes 0..31 */
        key[i] = (uint32_t)(4 * i) | (uint32_t)(4 * i + 1) << 8 | (uint32_t)(4 * i + 2) << 16 |
                 (uint32_t)(4 * i + 3) << 24;
    sortid__chacha20(out, key, 7, 6);
    CHECK(hex_equal(out, counting_key_blocks_7_12, sizeof out));
    /* the same blocks one at a time (scalar path) */
    for (uint32_t b = 0; b < 6; b++)
        sortid__chacha20(out + 64 * b, key, 7 + b, 1);
    CHECK(hex_equal(out, counting_key_blocks_7_12, sizeof out));
}

/* Every vector path (4 blocks; 8 with AVX2; 16 with AVX-512) against the one-block path
 * checked above, at every length up to 40 blocks and across the 32-bit
 * counter's wrap. */
TEST(chacha20_paths_agree)
{
    static const uint32_t starts[] = { 0, 5, 0xFFFFFFF9u };
    uint32_t key[8];
    uint8_t many[40 * 64], one[40 * 64];
    int bad = 0;
    for (int i = 0; i < 8; i++)
        key[i] = 0x9E3779B9u * (uint32_t)(i + 1);
    for (size_t s = 0; s < sizeof starts / sizeof starts[0]; s++) {
        for (size_t n = 1; n <= 40; n++) {
            sortid__chacha20(many, key, starts[s], n);
            for (size_t b = 0; b < n; b++)
                sortid__chacha20(one + 64 * b, key, starts[s] + (uint32_t)b, 1);
            bad += memcmp(many, one, 64 * n) != 0;
        }
    }
    CHECKF(bad == 0, "%d block runs differ from the one-block path", bad);
}
