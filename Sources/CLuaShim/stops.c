// Layer 4, limits: the stops. A limit reached (memory, time, instructions) or the host's
// interrupt becomes h->limit_error, which the hook (hook.c, through us_limit_stops, the clients
// the state layer registers) raises at every hook until the run ends, so pcall cannot hold it;
// long host work polls for it (us_poll_limit). A stop understudy.limits scoped to a function
// ends when that function has returned (us_set_limit_scope); the host's own limits' stops end
// only when the host clears them (us_clear_limit_error).
#define _GNU_SOURCE
#include "shim_limits.h"

#include <stdio.h>

int us_stop_is_hosts(lua_State *L) {
    us_host *h = us_host_of(L);
    switch (h->limit_error) {
    case US_LIMIT_TIME:
        return h->host_deadline_ns != 0 && h->host_deadline_ns != UINT64_MAX && us_monotonic_ns() >= h->host_deadline_ns;
    case US_LIMIT_MEMORY:
        // The script's cap was the one in force (lower than the host's) unless the use is past the
        // host's too; the engine's default cap is the host's.
        return h->mem_default_hit || h->script_mem_limit == 0
            || (h->host_mem_limit != 0 && h->mem_used > h->host_mem_limit);
    case US_LIMIT_NONE:
        return 0;
    default:
        return 1;
    }
}

// Whether a due stop still has a run to end on L (always, unless understudy.limits scoped it to
// a function that has returned since).
static int stop_applies(lua_State *L, us_host *h) {
    // The host's own limits (the command line's, the runner's per test) end only with the host's
    // run: no scope a script gave understudy.limits drops them.
    if (us_stop_is_hosts(L)) return 1;
    // Another thread than the scope's: one the scope's run resumed; the error travels back to it.
    if (h->scope_mode != US_SCOPE_FUNCTION || L != h->scope_thread) return 1;
    lua_Debug ar;
    for (int level = 0; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "f", &ar)) continue;
        lua_rawgeti(L, LUA_REGISTRYINDEX, h->scope_ref);
        int same = lua_rawequal(L, -1, -2);
        lua_pop(L, 2);
        if (same) return 1;
    }
    return 0;
}

// Drops a due stop whose run has ended, with a deadline that has passed.
static void spend_stop(lua_State *L) {
    us_host *h = us_host_of(L);
    h->limit_error = US_LIMIT_NONE;
    h->interrupted = 0;
    h->deadline_hit = 0;
    // The script's deadline passed after its scope ended: it goes, and the host's holds again.
    if (h->script_deadline_ns != 0 && us_monotonic_ns() >= h->script_deadline_ns) h->script_deadline_ns = 0;
    if (h->host_deadline_ns != 0 && us_monotonic_ns() >= h->host_deadline_ns) h->host_deadline_ns = 0;
    us_apply_deadline(L, h);
    us_apply_hook_to(L, L);
    if (h->main_thread != NULL && h->main_thread != L) us_apply_hook_to(L, h->main_thread);
}

static void format_bytes(char *buf, size_t n, size_t bytes) {
    if (bytes >= (1u << 30) && bytes % (1u << 30) == 0) snprintf(buf, n, "%zuG", bytes >> 30);
    else if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) snprintf(buf, n, "%zuM", bytes >> 20);
    else if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) snprintf(buf, n, "%zuK", bytes >> 10);
    else snprintf(buf, n, "%zu bytes", bytes);
}

// Raises the due stop; returns only when there is none to raise: understudy.limits scoped it to
// a function that has returned since, so it is dropped and the hook goes on.
static void raise_stop(lua_State *L, us_host *h) {
    if (!stop_applies(L, h)) {
        spend_stop(L);
        return;
    }
    // Every later hook raises again (count 1) until the host ends the chunk, so pcall can't hold it.
    us_apply_hook(L);
    char msg[96];
    switch (h->limit_error) {
    case US_LIMIT_MEMORY: {
        char b[32];
        if (h->mem_limit == 0 && h->mem_default_hit) {
            format_bytes(b, sizeof b, h->mem_default_cap);
            snprintf(msg, sizeof msg, "memory limit exceeded (the engine's default limit %s; see --memory-limit)", b);
        } else {
            format_bytes(b, sizeof b, h->mem_limit);
            snprintf(msg, sizeof msg, "memory limit exceeded (limit %s)", b);
        }
        break;
    }
    case US_LIMIT_TIME:
        snprintf(msg, sizeof msg, "time limit exceeded (timeout %g s)", h->timeout_seconds);
        break;
    case US_LIMIT_INSTRUCTIONS:
        snprintf(msg, sizeof msg, "instruction limit exceeded (limit %llu)",
                 (unsigned long long)h->instruction_budget);
        break;
    case US_LIMIT_INTERRUPT:
        snprintf(msg, sizeof msg, "interrupted!");
        break;
    default:
        return;
    }
    luaL_error(L, "%s", msg);
}

// The count hook while the limits are active: the instruction budget, and the deadline no
// timer could be armed for.
static void count_instructions(lua_State *L, us_host *h, int step) {
    h->instructions_used += (uint64_t)step;
    if (h->instruction_budget && h->instructions_used > h->instruction_budget)
        h->limit_error = US_LIMIT_INSTRUCTIONS;
    else if (h->deadline_ns && h->timer_slot == 0 && us_monotonic_ns() > h->deadline_ns)
        h->limit_error = US_LIMIT_TIME;
    if (h->limit_error != US_LIMIT_NONE) raise_stop(L, h);
}

const us_hook_clients us_limit_stops = { raise_stop, count_instructions };

// Long host work (a clock firing thousands of engine events, formatting a huge timeline) runs no
// Lua instruction, so no hook can stop it: it asks here instead. Makes a due limit sticky exactly
// as us_hook would, so the error raised afterwards and every later hook agree.
us_limit us_poll_limit(lua_State *L) {
    us_host *h = us_host_of(L);
    // The memory limit went over while this host work ran (the engine's charges or Lua's own
    // allocations under the soft cap): stop it now too; the trampoline raises it on return.
    if (h->mem_pending && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_MEMORY;
    if (h->interrupted) {
        h->interrupted = 0;
        h->limit_error = US_LIMIT_INTERRUPT;
    }
    if (h->deadline_hit && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_TIME;
    if (h->limit_error == US_LIMIT_NONE && h->deadline_ns != 0 && h->deadline_ns != UINT64_MAX
        && us_monotonic_ns() > h->deadline_ns)
        h->limit_error = US_LIMIT_TIME;
    if (h->limit_error != US_LIMIT_NONE && !stop_applies(L, h)) spend_stop(L);
    return h->limit_error;
}

void us_unref_limit_scope(lua_State *L, us_host *h) {
    if (h->scope_mode != US_SCOPE_FUNCTION) return;
    luaL_unref(L, LUA_REGISTRYINDEX, h->scope_ref);
    luaL_unref(L, LUA_REGISTRYINDEX, h->scope_thread_ref);
    h->scope_mode = US_SCOPE_HOST;
    h->scope_thread = NULL;
}

void us_set_limit_scope(lua_State *L, int idx) {
    us_host *h = us_host_of(L);
    us_unref_limit_scope(L, h);
    if (idx == 0) {
        lua_Debug ar;
        if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "f", &ar)) return;
    } else {
        lua_pushvalue(L, idx);
    }
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        return;
    }
    h->scope_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushthread(L);
    h->scope_thread_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->scope_thread = L;
    h->scope_mode = US_SCOPE_FUNCTION;
}

void us_clear_limit_scope(lua_State *L) { us_unref_limit_scope(L, us_host_of(L)); }

void us_clear_limit_error(lua_State *L) {
    us_host *h = us_host_of(L);
    us_clear_limit_scope(L);
    h->limit_error = US_LIMIT_NONE;
    h->interrupted = 0;
    h->deadline_hit = 0;
    h->mem_pending = 0;
    h->mem_default_hit = 0;
    h->oom_pending = 0;
    us_sigint_drop(L);
    us_apply_hook(L);
}

const char *us_time_limit_refusal(lua_State *L) {
    if (us_host_of(L)->foreign_hook)
        return "C code set a debug hook on this Lua state, and the time limit's hook would replace it";
    return NULL;
}
