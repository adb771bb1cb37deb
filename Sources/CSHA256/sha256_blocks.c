#include "CSHA256.h"

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

const uint32_t *axscope_sha256_round_constants(void) { return round_constants; }

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

// The rounds instruction keeps the state as two registers, lanes from high to low: A B E F and
// C D G H. Each group of four rounds takes four schedule words; the schedule keeps the last four
// groups, the new group replacing the one sixteen words back.
__attribute__((target("sha,sse4.1,ssse3")))
static void compress(uint32_t state[8], const uint8_t *blocks, size_t count) {
    const __m128i big_endian = _mm_set_epi64x(0x0c0d0e0f08090a0bLL, 0x0405060700010203LL);
    __m128i badc = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)state), 0xB1);
    __m128i hgfe = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)(state + 4)), 0x1B);
    __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);
    __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);
    for (; count > 0; count--, blocks += 64) {
        const __m128i start_abef = abef, start_cdgh = cdgh;
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i *slot = &words[group & 3];
            if (group < 4) {
                *slot = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(blocks + 16 * group)), big_endian);
            } else {
                const __m128i previous = words[(group - 1) & 3];
                __m128i next = _mm_sha256msg1_epu32(*slot, words[(group - 3) & 3]);
                next = _mm_add_epi32(next, _mm_alignr_epi8(previous, words[(group - 2) & 3], 4));
                *slot = _mm_sha256msg2_epu32(next, previous);
            }
            const __m128i sum = _mm_add_epi32(*slot, _mm_loadu_si128((const __m128i *)(round_constants + 4 * group)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
        }
        abef = _mm_add_epi32(abef, start_abef);
        cdgh = _mm_add_epi32(cdgh, start_cdgh);
    }
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)state, _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)(state + 4), _mm_alignr_epi8(dchg, feba, 8));
}

/// 1 with the extensions, 2 without, 0 before the first call asked the processor.
static int support;

static bool has_extensions(void) {
    int known = __atomic_load_n(&support, __ATOMIC_RELAXED);
    if (known == 0) {
        unsigned a, b, c, d;
        bool has = __get_cpuid(1, &a, &b, &c, &d) && (c & bit_SSSE3) && (c & bit_SSE4_1)
            && __get_cpuid_count(7, 0, &a, &b, &c, &d) && (b & bit_SHA);
        known = has ? 1 : 2;
        __atomic_store_n(&support, known, __ATOMIC_RELAXED);
    }
    return known == 1;
}

bool axscope_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
    if (!has_extensions()) return false;
    compress(state, blocks, count);
    return true;
}

#else

bool axscope_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
    (void)state;
    (void)blocks;
    (void)count;
    return false;
}

#endif
