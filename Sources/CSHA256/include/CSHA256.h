#ifndef CSHA256_H
#define CSHA256_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Folds `count` 64-byte blocks into the SHA-256 state `state` (a..h) with the processor's SHA
/// extensions, when it has them (x86-64: SHA, SSSE3, SSE4.1); returns false, changing nothing,
/// when it has not, so that the caller compresses the blocks itself.
bool axscope_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), for the rounds the caller runs itself.
const uint32_t *axscope_sha256_round_constants(void);

#endif
