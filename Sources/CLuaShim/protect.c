// Layer 7, calls: the host's pcall, xpcall and coroutine functions: Lua's own (lbaselib.c,
// lcorolib.c) with the binding bookkeeping (swift_depth, running) put back after an error that
// skipped a binding's restore, and the thread being run recorded so that a stop reaches a loop
// inside a coroutine. Also the yield guard, which names the host callback a yield cannot leave.
#define _GNU_SOURCE
#include "shim_calls.h"

#include <stdio.h>
#include <stdlib.h>

// A Lua error raised while a binding's Swift frames are on the C stack (a metamethod run by a
// raw read from Swift) longjmps past call_binding's restore of swift_depth and running: the
// memory cap would stay soft for good and callbacks would run on a dead thread. Lua code can
// catch an error only with pcall, xpcall or a coroutine (the host's own calls use us_pcall,
// which restores swift_depth itself), so the host's pcall and xpcall (us_install_protected_calls)
// and its coroutine.resume and wrap (co_resume_on) put both back as they were when called.
typedef struct {
    int depth;
    lua_State *running;
} us_bookkeeping;

static us_bookkeeping save_bookkeeping(lua_State *L) {
    us_host *h = us_host_of(L);
    return (us_bookkeeping){ h->swift_depth, h->running };
}

static void restore_bookkeeping(lua_State *L, us_bookkeeping saved) {
    us_host *h = us_host_of(L);
    if (h->swift_depth == saved.depth && h->running == saved.running) return;
    h->swift_depth = saved.depth;
    h->running = saved.running;
    h->unwound_calls++;
#ifdef DEBUG
    if (!h->unwinds_allowed) {
        fprintf(stderr, "understudy: a Lua error unwound a binding's Swift frames (a metamethod ran inside a binding)\n");
        abort();
    }
#endif
}

// coroutine.resume, coroutine.wrap and coroutine.close: lcorolib's (5.4.4), same messages and
// frames, except that they record the thread they run in h->current, so a stop (timer, memory
// cap, host interrupt) reaches a loop inside a coroutine without a hook on every thread.
static int co_resume_on(lua_State *L, lua_State *co, int narg) {
    us_host *h = us_host_of(L);
    int nres;
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    const us_bookkeeping saved = save_bookkeeping(L);
    h->current = co;
    int status = lua_resume(co, L, narg, &nres);
    h->current = L;
    // An error in the coroutine may have unwound a binding called inside it (see above).
    restore_bookkeeping(L, saved);
    // A stop raised in the coroutine must go on in the thread that resumed it.
    if (h->limit_error != US_LIMIT_NONE || h->deadline_hit || h->interrupted) us_apply_hook_to(L, L);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int co_reset(lua_State *L, lua_State *co) {
    us_host *h = us_host_of(L);
    h->current = co; // __close handlers run on co
    int status = lua_resetthread(co);
    h->current = L;
    if (h->limit_error != US_LIMIT_NONE || h->deadline_hit || h->interrupted) us_apply_hook_to(L, L);
    return status;
}

static lua_State *co_arg(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    return lua_tothread(L, 1);
}

int us_co_resume(lua_State *L) {
    lua_State *co = co_arg(L);
    int r = co_resume_on(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

static int co_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = co_resume_on(L, co, lua_gettop(L));
    if (r < 0) {
        int status = lua_status(co);
        if (status != LUA_OK && status != LUA_YIELD) { // an error in the coroutine
            status = co_reset(L, co);
            lua_xmove(co, L, 1);
        }
        if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

int us_co_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, co_wrapped, 1);
    return 1;
}

int us_co_close(lua_State *L) {
    static const char *const names[] = {"running", "dead", "suspended", "normal"};
    lua_State *co = co_arg(L);
    int state; // lcorolib's auxstatus: 0 running, 1 dead, 2 suspended, 3 normal
    lua_Debug ar;
    if (L == co) state = 0;
    else if (lua_status(co) == LUA_YIELD) state = 2;
    else if (lua_status(co) != LUA_OK) state = 1;
    else if (lua_getstack(co, 0, &ar)) state = 3;
    else state = lua_gettop(co) == 0 ? 1 : 2;
    if (state == 0 || state == 3) return luaL_error(L, "cannot close a %s coroutine", names[state]);
    if (co_reset(L, co) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

static int us_yield(lua_State *L) {
    if (!lua_isyieldable(L)) {
        us_host *h = us_host_of(L);
        const char *what = h->describe_callback ? h->describe_callback(h->owner, L) : NULL;
        if (what != NULL)
            return luaL_error(L, "attempt to yield from inside a host callback (%s), which runs to completion", what);
    }
    return lua_yield(L, lua_gettop(L));
}

// pcall and xpcall are Lua's own (lbaselib.c), with the bookkeeping saved around the call; no
// frame is added, so tracebacks and messages are unchanged. After a yield inside the call
// (finish_pcall called as the continuation) the coroutine was resumed from elsewhere and what
// was saved no longer applies.
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int us_pcall_lua(lua_State *L) {
    const us_bookkeeping saved = save_bookkeeping(L);
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    restore_bookkeeping(L, saved);
    return finish_pcall(L, status, 0);
}

static int us_xpcall_lua(lua_State *L) {
    const us_bookkeeping saved = save_bookkeeping(L);
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    restore_bookkeeping(L, saved);
    return finish_pcall(L, status, 2);
}

void us_install_protected_calls(lua_State *L) {
    us_pushglobaltable(L);
    lua_pushcfunction(L, us_pcall_lua);
    lua_setfield(L, -2, "pcall");
    lua_pushcfunction(L, us_xpcall_lua);
    lua_setfield(L, -2, "xpcall");
    lua_pop(L, 1);
}

void us_install_yield_guard(lua_State *L) {
    if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
        lua_pushcfunction(L, us_yield);
        lua_setfield(L, -2, "yield");
    }
    lua_pop(L, 1);
}
