#ifndef CMEMORY_H
#define CMEMORY_H

#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

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

/// Extends the heap by about `size` bytes at once and advises the kernel to back that stretch
/// with transparent huge pages (2 MiB): the process then takes one page fault for each 2 MiB it
/// touches there rather than one for each 4 KiB. Untouched, the stretch costs no memory. Call it
/// on the main thread (whose allocations come from the heap) after `axscope_keep_freed_memory`,
/// so that the stretch, freed, stays the top of the heap. Returns 1 when the kernel took the
/// advice; 0 when the heap did not grow in place or the kernel has no transparent huge pages,
/// and the heap then works as before.
static inline int axscope_heap_in_huge_pages(size_t size) {
    const uintptr_t huge = 2u << 20;
    uintptr_t start = (uintptr_t)sbrk(0);
    // A block larger than the heap's free top has the allocator extend the heap by it. Volatile:
    // a compiler may otherwise drop a block that nothing reads.
    char *volatile block = malloc(size);
    if (block == NULL) return 0;
    free(block);
    uintptr_t end = (uintptr_t)sbrk(0);
    start = (start + huge - 1) & ~(huge - 1);
    end &= ~(huge - 1);
    if (end <= start) return 0;
    return madvise((void *)start, end - start, MADV_HUGEPAGE) == 0;
}

#endif
