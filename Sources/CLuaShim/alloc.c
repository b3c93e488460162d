// Layer 4, limits: the allocator, lauxlib's l_alloc plus the count of the memory in use, with
// the cap soft while Swift frames are on the C stack and an emergency reserve for a real
// out-of-memory there (a NULL given to Lua then would longjmp through them). The host's charges
// for what the engine holds share that count and its limit. Over the cap while Lua runs, it
// asks the hook (hook.c, below) to stop the run.
#define _GNU_SOURCE
#include "shim_limits.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The allocator enforces the memory cap only while Lua itself runs (swift_depth == 0). While
// Swift frames are on the stack a refusal would make Lua longjmp through them, so the cap is soft
// there: the allocation succeeds, and the trampoline raises the error once Swift has returned.
//
// A real allocation failure is handled the same way: while Swift frames are active a failing
// request is served from the emergency reserve (a bump arena allocated with the state) and
// oom_pending makes the trampoline raise "not enough memory" once Swift has returned. While Lua
// runs, NULL goes back to Lua, which raises the error through its own frames only.

// malloc's realloc and free, or the arena's for a state made with one (arena.c), or for an
// adopted state (adopt.c) the allocator its maker gave it.
static inline void *block_realloc(const us_host *h, void *ptr, size_t old, size_t nsize) {
    if (__builtin_expect(h->base_alloc != NULL, 0)) return h->base_alloc(h->base_ud, ptr, old, nsize);
    return h->arena ? us_arena_realloc(ptr, old, nsize) : realloc(ptr, nsize);
}

static inline void block_free(const us_host *h, void *ptr, size_t old) {
    if (__builtin_expect(h->base_alloc != NULL, 0)) (void)h->base_alloc(h->base_ud, ptr, old, 0);
    else if (h->arena) (void)us_arena_realloc(ptr, old, 0);
    else free(ptr);
}

static int in_reserve(const us_host *h, const void *p) {
    return h->reserve != NULL && p != NULL && (const char *)p >= h->reserve &&
           (const char *)p < h->reserve + US_RESERVE_SIZE;
}

static void *reserve_alloc(us_host *h, size_t n) {
    size_t need = (n + 15) & ~(size_t)15;
    if (h->reserve == NULL || need < n || need > US_RESERVE_SIZE - h->reserve_used) return NULL;
    void *p = h->reserve + h->reserve_used;
    h->reserve_used += need;
    h->reserve_live++;
    return p;
}

static void reserve_release(us_host *h) {
    if (--h->reserve_live == 0) h->reserve_used = 0;
}

// malloc/realloc, failing as a real out-of-memory would when the test hook says so.
static void *raw_realloc(us_host *h, void *ptr, size_t old, size_t nsize) {
    if (h->alloc_fail_armed && nsize > old) {
        if (nsize - old > h->alloc_fail_after) return NULL;
        h->alloc_fail_after -= nsize - old;
    }
    return block_realloc(h, ptr, old, nsize);
}

void *us_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    us_host *h = (us_host *)ud;
    size_t old = ptr ? osize : 0;
    // The common case, as lauxlib's l_alloc plus the count: no reserve block alive, no test
    // failure armed, within the cap. A refusal or a failing realloc takes the full path below.
    if (h->reserve_live == 0 && !h->alloc_fail_armed) {
        if (nsize == 0) {
            block_free(h, ptr, old);
            h->mem_used -= old;
            return NULL;
        }
        if (h->mem_limit == 0 || nsize <= old || h->mem_used - old + nsize <= h->mem_effective_limit) {
            void *p = block_realloc(h, ptr, old, nsize);
            if (p != NULL) {
                h->mem_used = h->mem_used - old + nsize;
                return p;
            }
        }
    }
    if (nsize == 0) {
        if (in_reserve(h, ptr)) reserve_release(h);
        else block_free(h, ptr, old);
        h->mem_used -= old;
        return NULL;
    }
    if (h->mem_limit && nsize > old && h->mem_used - old + nsize > h->mem_effective_limit) {
        if (h->swift_depth == 0) {
            h->limit_error = US_LIMIT_MEMORY;
            // Lua raises "not enough memory" now; a pcall may catch it, so make the very next
            // instruction raise again (lua_sethook only sets fields: safe inside the allocator).
            if (!h->closing) us_stop_running(h);
            return NULL;
        }
        h->mem_pending = 1;
    }
    void *p;
    if (in_reserve(h, ptr)) {
        // A reserve block: shrink in place, grow by moving it out (back to malloc if it can).
        if (nsize <= old) {
            p = ptr;
        } else {
            p = raw_realloc(h, NULL, 0, nsize);
            if (p != NULL) {
                memcpy(p, ptr, old);
                reserve_release(h);
            }
        }
    } else {
        p = raw_realloc(h, ptr, old, nsize);
    }
    if (p == NULL) {
        if (h->swift_depth == 0) return NULL;
        p = reserve_alloc(h, nsize);
        if (p == NULL) {
            // Nothing left to give without a longjmp through Swift frames: stop cleanly instead.
            fputs("understudy: out of memory inside a host function (emergency reserve exhausted)\n", stderr);
            abort();
        }
        if (ptr != NULL) {
            memcpy(p, ptr, old < nsize ? old : nsize);
            if (in_reserve(h, ptr)) reserve_release(h);
            else block_free(h, ptr, old);
        }
        h->oom_pending = 1;
    }
    h->mem_used = h->mem_used - old + nsize;
    return p;
}

void us_test_fail_allocations(lua_State *L, int armed, size_t after_bytes) {
    us_host *h = us_host_of(L);
    h->alloc_fail_armed = armed;
    h->alloc_fail_after = after_bytes;
}

size_t us_reserve_in_use(lua_State *L) { return us_host_of(L)->reserve_used; }

void us_memory_checkpoint(lua_State *L) {
    us_host *h = us_host_of(L);
    size_t floor = h->mem_used + US_MEMORY_HEADROOM;
    h->mem_effective_limit = h->mem_limit > floor ? h->mem_limit : floor;
}

int us_memory_charge(lua_State *L, size_t bytes, int refusing) {
    us_host *h = us_host_of(L);
    size_t used = h->mem_used + bytes;
    // Without a limit, the default cap still bounds what the engine holds: the charges (Lua's
    // own allocations are not refused by it; a failing malloc is "not enough memory" there).
    size_t cap = h->mem_limit ? h->mem_effective_limit : h->mem_default_cap;
    int fits = cap == 0 || (used >= h->mem_used && used <= cap);
    if (!fits) {
        // As the allocator does for Lua while Swift frames are active: the error is raised once
        // they have returned (finish_call), and long host work polling the limits stops now.
        h->mem_pending = 1;
        h->mem_default_hit = h->mem_limit == 0;
        if (refusing) return 0;
    }
    // Saturating: an absurd charge pins the count rather than wrapping it.
    h->mem_used = used >= h->mem_used ? used : SIZE_MAX;
    h->host_charged = h->host_charged + bytes >= h->host_charged ? h->host_charged + bytes : SIZE_MAX;
    return fits;
}

void us_memory_release(lua_State *L, size_t bytes) {
    us_host *h = us_host_of(L);
    if (bytes > h->host_charged) bytes = h->host_charged;
    h->host_charged -= bytes;
    h->mem_used = h->mem_used >= bytes ? h->mem_used - bytes : 0;
}

size_t us_memory_charged(lua_State *L) { return us_host_of(L)->host_charged; }

size_t us_memory_default_cap(lua_State *L) { return us_host_of(L)->mem_default_cap; }

int us_memory_default_cap_hit(lua_State *L) { return us_host_of(L)->mem_default_hit; }
