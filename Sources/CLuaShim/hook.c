// The one count hook (us_hook) that the limits, the stops (deadline timer, host interrupt, ^C)
// and a script's debug.sethook share, since Lua keeps one hook per thread: it raises a due limit,
// again at every hook until the run ends, and passes the script its own events.
#define _GNU_SOURCE
#include "CLuaShim.h"
#include "shim_internal.h"

#include <stdio.h>

static void us_hook(lua_State *L, lua_Debug *ar);

#define US_ALL_EVENTS (LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT)

// SIGINT, as lua.c handles it: the handler asks the main thread (sigint_L) for one hook call at
// the next instruction, which raises one catchable "interrupted!" (lua.c's laction and lstop).
static lua_State *volatile sigint_L = NULL;
static volatile sig_atomic_t sigint_idle = 0;
static volatile sig_atomic_t sigint_pending = 0;

void us_apply_hook_to(lua_State *L, lua_State *L1) {
    us_host *h = us_host_of(L);
    // A ^C not yet raised keeps its hook (a debug.sethook between the signal and the next
    // instruction must not swallow it).
    if (sigint_pending && L1 == sigint_L) {
        lua_sethook(L1, us_hook, US_ALL_EVENTS, 1);
        return;
    }
    int umask, ucount;
    us_user_hook_info(L, L1, &umask, &ucount);
    int stopping = h->limit_error != US_LIMIT_NONE || h->interrupted || h->deadline_hit;
    int limits = h->limits_active || stopping;
    int mask = umask | (limits ? LUA_MASKCOUNT : 0) | (h == us_coverage_host ? LUA_MASKLINE : 0);
    int count;
    if (stopping) count = 1;
    else if (umask & LUA_MASKCOUNT) {
        // A script's count hook never delays the limits: past the limits' interval the real hook
        // runs at that interval and counts down to the script's (us_hook).
        count = ucount;
        if (limits && ucount > h->hook_count) {
            lua_Integer left = us_user_hook_left(L, L1);
            if (left <= 0 || left > ucount) left = ucount;
            count = left < h->hook_count ? (int)left : h->hook_count;
        }
    }
    else count = limits ? h->hook_count : 0;
    if (mask == 0) lua_sethook(L1, NULL, 0, 0);
    else lua_sethook(L1, us_hook, mask, count);
}

void us_apply_hook(lua_State *L) { us_apply_hook_to(L, L); }

// Makes the next instruction of the running thread (and of the main thread, where the error
// arrives once it leaves a coroutine) call us_hook. Only sets fields: async-signal-safe.
void us_stop_running(us_host *h) {
    lua_State *current = h->current;
    if (current != NULL) lua_sethook(current, us_hook, US_ALL_EVENTS, 1);
    if (h->main_thread != NULL && h->main_thread != current)
        lua_sethook(h->main_thread, us_hook, US_ALL_EVENTS, 1);
}

void us_clear_limit_error(lua_State *L) {
    us_host *h = us_host_of(L);
    us_clear_limit_scope(L);
    h->limit_error = US_LIMIT_NONE;
    h->interrupted = 0;
    h->deadline_hit = 0;
    h->mem_pending = 0;
    h->mem_default_hit = 0;
    h->oom_pending = 0;
    if (L == sigint_L) sigint_pending = 0;
    us_apply_hook(L);
}

static void format_bytes(char *buf, size_t n, size_t bytes) {
    if (bytes >= (1u << 30) && bytes % (1u << 30) == 0) snprintf(buf, n, "%zuG", bytes >> 30);
    else if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) snprintf(buf, n, "%zuM", bytes >> 20);
    else if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) snprintf(buf, n, "%zuK", bytes >> 10);
    else snprintf(buf, n, "%zu bytes", bytes);
}

// Raises the due stop; returns (0) only when there is none to raise: understudy.limits scoped it
// to a function that has returned since, so it is dropped and the hook goes on.
static int raise_limit(lua_State *L, us_host *h) {
    if (!us_stop_applies(L, h)) {
        us_spend_stop(L);
        return 0;
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
        return 0;
    }
    return luaL_error(L, "%s", msg);
}

// ldblib's hookf: calls _HOOKKEY[L] with the event name and the current line.
static void call_user_hook(lua_State *L, lua_Debug *ar) {
    static const char *const names[] = {"call", "return", "line", "count", "tail call"};
    lua_pushliteral(L, HOOKKEY);
    if (lua_rawget(L, LUA_REGISTRYINDEX) != LUA_TTABLE) { // a script may have replaced it
        lua_pop(L, 1);
        return;
    }
    lua_pushthread(L);
    if (lua_rawget(L, -2) == LUA_TFUNCTION) {
        lua_pushstring(L, names[ar->event]);
        if (ar->currentline >= 0) lua_pushinteger(L, ar->currentline);
        else lua_pushnil(L);
        lua_call(L, 2, 0);
        lua_pop(L, 1);
    } else {
        lua_pop(L, 2);
    }
}

int us_stop_applies(lua_State *L, us_host *h) {
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

static void us_hook(lua_State *L, lua_Debug *ar) {
    us_host *h = us_host_of(L);
    if (h->interrupted) { // the host's stop (us_interrupt): sticky, like a limit
        h->interrupted = 0;
        h->limit_error = US_LIMIT_INTERRUPT;
    }
    if (h->deadline_hit && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_TIME;
    if (h->limit_error != US_LIMIT_NONE) raise_limit(L, h);
    if (sigint_pending && L == sigint_L) {
        // lua.c's lstop: the hook goes (the user's too, as lua_sethook(L, NULL, 0, 0) drops it),
        // the limits' hook stays, and one error is raised that pcall may catch.
        sigint_pending = 0;
        us_clear_user_hook_info(L, L);
        us_apply_hook(L);
        luaL_error(L, "interrupted!");
        return;
    }
    int umask, ucount;
    // The instructions since the last count hook: the interval the hook is set to run at.
    int step = lua_gethookcount(L);
    if (ar->event == LUA_HOOKCOUNT && h->limits_active) {
        h->instructions_used += (uint64_t)step;
        if (h->instruction_budget && h->instructions_used > h->instruction_budget)
            h->limit_error = US_LIMIT_INSTRUCTIONS;
        else if (h->deadline_ns && h->timer_slot == 0 && us_monotonic_ns() > h->deadline_ns)
            h->limit_error = US_LIMIT_TIME;
        if (h->limit_error != US_LIMIT_NONE) raise_limit(L, h);
    }
    if (ar->event == LUA_HOOKLINE && h == us_coverage_host) us_coverage_line(L, ar); // coverage.c
    us_user_hook_info(L, L, &umask, &ucount);
    if (step == 1 && !h->limits_active && !((umask & LUA_MASKCOUNT) && ucount == 1)) {
        // A stop's count-1 hook left on this thread after the run that set it ended (a
        // coroutine suspended then): back to what the script and the limits ask for.
        us_apply_hook_to(L, L);
    }
    // Only the events the script asked for reach its hook (a stop's hook sees them all).
    int event_mask = ar->event == LUA_HOOKTAILCALL ? LUA_MASKCALL : (1 << ar->event);
    if (!(umask & event_mask)) return;
    if (ar->event == LUA_HOOKCOUNT) {
        if (h->limits_active && ucount > h->hook_count) {
            lua_Integer left = us_user_hook_left(L, L);
            if (left <= 0 || left > ucount) left = ucount;
            left -= step;
            us_set_user_hook_left(L, L, left > 0 ? left : ucount);
            us_apply_hook_to(L, L);
            if (left > 0) return;
        }
    }
    if (umask == 0) return;
    call_user_hook(L, ar);
}

static void on_sigint(int sig) {
    signal(sig, SIG_DFL); // a second ^C while the first is pending ends the process (lua.c)
    lua_State *L = sigint_L;
    if (L != NULL) {
        sigint_pending = 1;
        lua_sethook(L, us_hook, US_ALL_EVENTS, 1); // only sets fields: safe here (lua.c's laction)
    }
    sigint_idle = 1;
}

void us_interrupt(lua_State *L) {
    us_host *h = us_host_of(L);
    h->interrupted = 1;
    us_stop_running(h);
}

void us_sigint_install(lua_State *L) {
    sigint_L = L;
    signal(SIGINT, on_sigint);
}

void us_sigint_restore(void) {
    signal(SIGINT, SIG_DFL);
    sigint_L = NULL;
}

int us_sigint_take(void) {
    int v = sigint_idle;
    sigint_idle = 0;
    return v;
}
