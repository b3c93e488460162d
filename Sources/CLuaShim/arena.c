// Layer 1, platform: the arena, an allocator for one Lua state at a time (a test worker's spec
// file), over a region of address space reserved once per process. Blocks come by size class
// from free lists or the region's top, and a block's class comes from the size Lua passes with
// it (no headers); closing the state returns the whole region at once, keeping its first pages
// resident for the next file. Against malloc this saves most of a state's allocation cost and
// all of its freeing cost, and the next file's state reuses pages that are already mapped (no
// page faults, which cost microseconds each on a virtual machine). Blocks too large for a
// class, and any once the region is used up, come from malloc.
#define _GNU_SOURCE
#include "CLuaShim.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define SMALL_STEP 16
#define SMALL_MAX 2048                    // classes 1..128: multiples of 16 bytes
#define LARGE_MIN_SHIFT 12                // then powers of two from 4 KB
#define LARGE_MAX_SHIFT 30                // up to 1 GB
#define NCLASSES (SMALL_MAX / SMALL_STEP + 1 + (LARGE_MAX_SHIFT - LARGE_MIN_SHIFT + 1))
#define REGION_SIZE ((size_t)16 << 30)   // reserved, not committed: pages cost only once used
#define KEEP_RESIDENT ((size_t)64 << 20) // what stays mapped between states

static atomic_int in_use;
static char *region, *top, *high, *end;
static void *free_list[NCLASSES];

static int class_of(size_t n, size_t *block) {
    if (n <= SMALL_MAX) {
        size_t c = (n + SMALL_STEP - 1) / SMALL_STEP;
        if (c == 0) c = 1;
        *block = c * SMALL_STEP;
        return (int)c;
    }
    int shift = LARGE_MIN_SHIFT;
    while (shift <= LARGE_MAX_SHIFT && ((size_t)1 << shift) < n) shift++;
    if (shift > LARGE_MAX_SHIFT) return -1;
    *block = (size_t)1 << shift;
    return SMALL_MAX / SMALL_STEP + 1 + (shift - LARGE_MIN_SHIFT);
}

int us_arena_acquire(void) {
    int expected = 0;
    if (!atomic_compare_exchange_strong(&in_use, &expected, 1)) return 0;
    if (region == NULL) {
        void *p = mmap(NULL, REGION_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED) {
            atomic_store(&in_use, 0);
            return 0;
        }
        region = top = high = (char *)p;
        end = region + REGION_SIZE;
    }
    return 1;
}

void us_arena_release(void) {
    if (high > region + KEEP_RESIDENT) {
        // A file that needed more than KEEP_RESIDENT gives the rest back.
        madvise(region + KEEP_RESIDENT, (size_t)(high - region) - KEEP_RESIDENT, MADV_DONTNEED);
        high = region + KEEP_RESIDENT;
    }
    top = region;
    memset(free_list, 0, sizeof free_list);
    atomic_store(&in_use, 0);
}

static int owns(const void *p) { return p != NULL && (const char *)p >= region && (const char *)p < end; }

static void *arena_alloc(size_t n) {
    size_t block;
    int c = class_of(n, &block);
    if (c < 0) return malloc(n);
    void *p = free_list[c];
    if (p != NULL) {
        free_list[c] = *(void **)p;
        return p;
    }
    if ((size_t)(end - top) < block) return malloc(n); // the region is used up
    p = top;
    top += block;
    if (top > high) high = top;
    return p;
}

static void arena_free(void *p, size_t n) {
    if (p == NULL) return;
    if (!owns(p)) {
        free(p);
        return;
    }
    size_t block;
    int c = class_of(n, &block);
    *(void **)p = free_list[c];
    free_list[c] = p;
}

void *us_arena_realloc(void *ptr, size_t osize, size_t nsize) {
    if (nsize == 0) {
        arena_free(ptr, osize);
        return NULL;
    }
    if (ptr != NULL && owns(ptr)) {
        size_t oblock, nblock;
        if (class_of(osize, &oblock) == class_of(nsize, &nblock)) return ptr;
    } else if (ptr != NULL) {
        return realloc(ptr, nsize); // a block malloc gave stays malloc's
    }
    void *p = arena_alloc(nsize);
    if (p == NULL) return NULL;
    if (ptr != NULL) {
        memcpy(p, ptr, osize < nsize ? osize : nsize);
        arena_free(ptr, osize);
    }
    return p;
}
