// Layer 7, calls: calls from Swift into Lua: lua_pcall with the soft memory cap lifted (Lua
// runs, and its errors unwind no Swift frame), the message handlers (which add what a module
// miss explains: modules.c), protected reads that may run metamethods, and loading (text only
// in the sandbox).
#define _GNU_SOURCE
#include "shim_calls.h"

// Registry key (its address; unique, never dereferenced): the last traceback us_keep_msghandler kept.
static const char KEY_TRACEBACK = 0;

int us_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    us_host *h = us_host_of(L);
    int depth = h->swift_depth;
    h->swift_depth = 0;
    h->pcall_nesting++;
    int status = lua_pcall(L, nargs, nresults, msgh);
    h->pcall_nesting--;
    h->swift_depth = depth;
    return status;
}

int us_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    } else {
        lua_settop(L, 1);
        us_explain_error(L, 1);
        msg = lua_tostring(L, 1);
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

int us_keep_msghandler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING) {
        lua_settop(L, 1);
        us_explain_error(L, 1);
    }
    luaL_traceback(L, L, NULL, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_TRACEBACK);
    lua_settop(L, 1);
    return 1;
}

void us_push_last_traceback(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TRACEBACK);
}

static int tostring_k(lua_State *L) {
    luaL_tolstring(L, 1, NULL);
    return 1;
}

int us_pcall_tostring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, tostring_k);
    lua_pushvalue(L, idx);
    return us_pcall(L, 1, 1, 0);
}

static int gettable_k(lua_State *L) {
    lua_gettable(L, 1);
    return 1;
}

int us_pcall_gettable(lua_State *L, int t) {
    t = lua_absindex(L, t);
    lua_pushcfunction(L, gettable_k);
    lua_pushvalue(L, t);
    lua_rotate(L, -3, -1); // key, fn, t -> fn, t, key (one rotation: a second gave t, key, fn)
    return us_pcall(L, 2, 1, 0);
}

int us_load(lua_State *L, const char *buf, size_t len, const char *chunkname, const char *mode) {
    if (us_host_of(L)->text_only) mode = "t";
    return luaL_loadbufferx(L, buf, len, chunkname, mode);
}

int us_loadfile(lua_State *L, const char *filename, const char *mode) {
    if (us_host_of(L)->text_only) mode = "t";
    return luaL_loadfilex(L, filename, mode);
}
