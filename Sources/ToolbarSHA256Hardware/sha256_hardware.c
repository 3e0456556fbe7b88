// SHA-256's 64 rounds with the x86-64 SHA extensions: two rounds per SHA256RNDS2, the message
// schedule four words at a time with SHA256MSG1/SHA256MSG2. The state is kept as the
// instructions want it, {a, b, e, f} and {c, d, g, h} (highest lane first), and put back in
// order a to h at the end. ToolbarModelTests compare it with the Swift rounds over every length
// from 0 to 1,100 bytes and the published vectors.
#include "ToolbarSHA256Hardware.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

#include <cpuid.h>
#include <immintrin.h>

int toolbar_sha256_hardware_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

/// The round constants, four to a group in lane order.
static const uint32_t round_constants[64] __attribute__((aligned(16))) = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

__attribute__((target("sha,sse4.1,ssse3")))
void toolbar_sha256_hardware_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Big-endian words: reverse the bytes of each 32-bit lane.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i low = _mm_loadu_si128((const __m128i *)&state[0]);   // d c b a (lane 0 is a)
    __m128i high = _mm_loadu_si128((const __m128i *)&state[4]);  // h g f e
    low = _mm_shuffle_epi32(low, 0xB1);                          // c d a b
    high = _mm_shuffle_epi32(high, 0x1B);                        // e f g h
    __m128i abef = _mm_alignr_epi8(low, high, 8);                // a b e f
    __m128i cdgh = _mm_blend_epi16(high, low, 0xF0);             // c d g h

    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        __m128i w[4];
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
            } else {
                // w[t] = σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16], four at a time: MSG1 adds
                // σ0 to the words 16 back, the byte shift brings the words 7 back, MSG2 adds σ1.
                __m128i oldest = w[group & 3], older = w[(group + 1) & 3];
                __m128i previous2 = w[(group + 2) & 3], previous = w[(group + 3) & 3];
                words = _mm_sha256msg1_epu32(oldest, older);
                words = _mm_add_epi32(words, _mm_alignr_epi8(previous, previous2, 4));
                words = _mm_sha256msg2_epu32(words, previous);
            }
            w[group & 3] = words;
            __m128i sum = _mm_add_epi32(words, _mm_load_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));  // d c b a
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));     // h g f e
}

#else

int toolbar_sha256_hardware_available(void) { return 0; }

void toolbar_sha256_hardware_compress(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state;
    (void)data;
    (void)blocks;
}

#endif
