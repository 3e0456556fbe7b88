// SHA-256's compression on the CPU's SHA extensions (x86-64 SHA-NI), for ToolbarModel's SHA256.
// Everything else of SHA-256 (padding, the length, hex) stays in Swift; this file only runs the
// 64 rounds, which a pure-Swift build can only write as plain integer code.
#ifndef TOOLBAR_SHA256_HARDWARE_H
#define TOOLBAR_SHA256_HARDWARE_H

#include <stddef.h>
#include <stdint.h>

/// 1 when this CPU has the SHA extensions and the instructions they need (SSSE3, SSE4.1), and
/// this build can use them; else 0 (another architecture, an older CPU, or a CPU that hides them,
/// as valgrind's does).
int toolbar_sha256_hardware_available(void);

/// Compresses `blocks` consecutive 64-byte blocks at `data` into `state` (the eight working words
/// a to h, FIPS 180-4). Call only when toolbar_sha256_hardware_available() returned 1.
void toolbar_sha256_hardware_compress(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
