// Layer 3, hook: the one count hook (us_hook) that the limits, the stops (deadline timer, host
// interrupt, ^C), coverage and a script's debug.sethook share, since Lua keeps one hook per
// thread. It runs the script's hook itself (userhook.c) and hands the rest up through what the
// layers above registered: a due stop and the instruction count to the limits (us_hook_clients,
// stops.c), line events to coverage (us_hook_watch_lines, coverage.c).
#define _GNU_SOURCE
#include "shim_hook.h"

static void us_hook(lua_State *L, lua_Debug *ar);

#define US_ALL_EVENTS (LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT)

// The limits' functions (stops.c), set by the state layer when it makes or adopts a state.
static const us_hook_clients *clients = NULL;

void us_hook_set_clients(const us_hook_clients *c) { __atomic_store_n(&clients, c, __ATOMIC_RELEASE); }

// The host whose line events go to `line_client` (coverage.c): one at a time.
static us_host *line_host = NULL;
static void (*line_client)(lua_State *L, lua_Debug *ar) = NULL;

void us_hook_watch_lines(us_host *h, void (*line)(lua_State *L, lua_Debug *ar)) {
    line_host = line != NULL ? h : NULL;
    line_client = line;
}

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
    int mask = umask | (limits ? LUA_MASKCOUNT : 0) | (h == line_host ? LUA_MASKLINE : 0);
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

void us_sigint_drop(lua_State *L) {
    if (L == sigint_L) sigint_pending = 0;
}

static void us_hook(lua_State *L, lua_Debug *ar) {
    us_host *h = us_host_of(L);
    const us_hook_clients *c = __atomic_load_n(&clients, __ATOMIC_ACQUIRE);
    if (h->interrupted) { // the host's stop (us_interrupt): sticky, like a limit
        h->interrupted = 0;
        h->limit_error = US_LIMIT_INTERRUPT;
    }
    if (h->deadline_hit && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_TIME;
    if (h->limit_error != US_LIMIT_NONE && c != NULL) c->raise_stop(L, h);
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
    if (ar->event == LUA_HOOKCOUNT && h->limits_active && c != NULL) c->count(L, h, step);
    if (ar->event == LUA_HOOKLINE && h == line_host) line_client(L, ar);
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
    us_call_user_hook(L, ar);
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
