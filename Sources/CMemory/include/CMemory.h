#ifndef CMEMORY_H
#define CMEMORY_H

/// Starts bringing the cache line at `address` into the caches, to be written soon, without
/// waiting for it: a hint, which a processor without prefetching ignores. Swift has no spelling
/// of its own for it.
static inline void axscope_prefetch_for_writing(const void *address) {
    __builtin_prefetch(address, 1, 3);
}

#endif
