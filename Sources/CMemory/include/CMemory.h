#ifndef CMEMORY_H
#define CMEMORY_H

#include <malloc.h>

/// Starts bringing the cache line at `address` into the caches, to be written soon, without
/// waiting for it: a hint, which a processor without prefetching ignores. Swift has no spelling
/// of its own for it.
static inline void axscope_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

/// Has glibc's allocator serve every block from its heap (none mapped apart, so none unmapped when
/// freed) and never give the top of the heap back: memory a process frees is used again by what it
/// allocates next. Returns 1 when the allocator accepted both settings. `mallopt` and its
/// parameters are in `malloc.h`, which Swift's Glibc module leaves out.
static inline int axscope_keep_freed_memory(void) {
    return mallopt(M_MMAP_MAX, 0) == 1 && mallopt(M_TRIM_THRESHOLD, 0x7fffffff) == 1;
}

#endif
