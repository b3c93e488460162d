// Layer 5, state: the state and its host: a lua_State whose extra space points at the host and
// whose allocator is the capped one (alloc.c), with the panic and warning functions lauxlib
// would install, the hook's clients registered (the limits' stops), and the close that hands
// the releases still queued back to Swift.
#define _GNU_SOURCE
#include "shim_state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Registry key (its address; unique, never dereferenced): the preallocated "not enough memory"
// message, raised by the trampoline once Swift has returned (raise_pending).
const char us_key_memerr = 0;

static int us_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    if (msg == NULL) msg = "error object is not a string";
    fprintf(stderr, "PANIC: unprotected error in call to Lua API (%s)\n", msg);
    fflush(stderr);
    return 0; // Lua aborts
}

// Warnings behave as in lauxlib (lua5.4's `-W`, "@on"/"@off" control messages).
static void warn_off(void *ud, const char *message, int tocont);
static void warn_on(void *ud, const char *message, int tocont);
static void warn_cont(void *ud, const char *message, int tocont);

static int warn_control(lua_State *L, const char *message, int tocont) {
    if (tocont || *(message++) != '@') return 0;
    if (strcmp(message, "off") == 0) lua_setwarnf(L, warn_off, L);
    else if (strcmp(message, "on") == 0) lua_setwarnf(L, warn_on, L);
    return 1;
}
static void warn_off(void *ud, const char *message, int tocont) {
    warn_control((lua_State *)ud, message, tocont);
}
static void warn_cont(void *ud, const char *message, int tocont) {
    lua_State *L = (lua_State *)ud;
    fputs(message, stderr);
    if (tocont) {
        lua_setwarnf(L, warn_cont, L);
    } else {
        fputs("\n", stderr);
        fflush(stderr);
        lua_setwarnf(L, warn_on, L);
    }
}
static void warn_on(void *ud, const char *message, int tocont) {
    if (warn_control((lua_State *)ud, message, tocont)) return;
    fputs("Lua warning: ", stderr);
    warn_cont(ud, message, tocont);
}

static lua_State *newstate(int arena) {
    __atomic_store_n(&us_native_states, 1, __ATOMIC_RELAXED);
    // What the hook hands up: a due stop, the instruction count (stops.c).
    us_hook_set_clients(&us_limit_stops);
    us_host *h = (us_host *)calloc(1, sizeof(us_host));
    if (h == NULL) return NULL;
    h->arena = arena && us_arena_acquire();
    // The host itself is Swift code: allocations it makes are under the soft cap.
    h->swift_depth = 1;
    h->hook_count = 1000;
    h->mem_default_cap = us_default_memory_cap();
    h->reserve = (char *)malloc(US_RESERVE_SIZE);
    lua_State *L = h->reserve ? lua_newstate(us_alloc, h) : NULL;
    if (L == NULL) {
        if (h->arena) us_arena_release();
        free(h->reserve);
        free(h);
        return NULL;
    }
    *(us_host **)lua_getextraspace(L) = h;
    if (__atomic_load_n(&us_adoption_seen, __ATOMIC_ACQUIRE)) us_forget_adopted_registry(L);
    h->main_thread = L;
    h->current = L;
    lua_atpanic(L, us_panic);
    lua_setwarnf(L, warn_off, L);
    lua_pushliteral(L, "not enough memory");
    lua_rawsetp(L, LUA_REGISTRYINDEX, &us_key_memerr);
    return L;
}

lua_State *us_newstate(void) { return newstate(0); }

lua_State *us_newstate_in_arena(void) { return newstate(1); }

void us_close(lua_State *L, void ***out_queue, size_t *out_count) {
    us_host *h = us_host_of(L);
    h->deadline_ns = 0;
    us_disarm_deadline_timer(h);
    h->mem_limit = 0;
    h->closing = 1;
    lua_close(L);
    if (h->arena) us_arena_release();
    *out_queue = h->release_queue;
    *out_count = h->release_count;
    us_free_host(h);
}

void us_free_host(us_host *h) {
    us_coverage_forget(h); // a run that ended before reporting its coverage (coverage.c)
    free(h->bindings);
    for (int i = 0; i < h->nembedded; i++) free(h->embedded[i].chunkname);
    free(h->embedded);
    free(h->reserve);
    free(h);
}
