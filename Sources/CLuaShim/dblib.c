// Layer 8, libraries: debug.sethook, gethook and setupvalue: ldblib.c's, except that a script's
// hook is recorded (userhook.c: the function where ldblib keeps it, its mask and count beside
// it) and run by the shared hook (hook.c) rather than replacing the limits', and that
// setupvalue tells a slot trampoline its upvalue was replaced (trampoline.c). Installed with the
// host's coroutine functions (protect.c).
#define _GNU_SOURCE
#include "shim_calls.h"

#include <string.h>

// debug.sethook([thread,] hook, mask [, count]): ldblib's, with the function stored where ldblib
// stores it (registry._HOOKKEY[thread]) and the real hook shared with the limits.
static lua_State *get_thread(lua_State *L, int *arg) {
    if (lua_isthread(L, 1)) {
        *arg = 1;
        return lua_tothread(L, 1);
    }
    *arg = 0;
    return L;
}

static int make_mask(const char *smask, int count) {
    int mask = 0;
    if (strchr(smask, 'c')) mask |= LUA_MASKCALL;
    if (strchr(smask, 'r')) mask |= LUA_MASKRET;
    if (strchr(smask, 'l')) mask |= LUA_MASKLINE;
    if (count > 0) mask |= LUA_MASKCOUNT;
    return mask;
}

// ldblib's checkstack: L1 may be any thread, so pushes on it are checked.
static void check_thread_stack(lua_State *L, lua_State *L1, int n) {
    if (L != L1 && !lua_checkstack(L1, n)) luaL_error(L, "stack overflow");
}

static int db_sethook(lua_State *L) {
    int arg;
    lua_State *L1 = get_thread(L, &arg);
    int mask = 0, count = 0;
    if (lua_isnoneornil(L, arg + 1)) {
        lua_settop(L, arg + 1);
    } else {
        const char *smask = luaL_checkstring(L, arg + 2);
        luaL_checktype(L, arg + 1, LUA_TFUNCTION);
        count = (int)luaL_optinteger(L, arg + 3, 0);
        mask = make_mask(smask, count);
    }
    us_push_hook_table(L);
    check_thread_stack(L, L1, 1);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    lua_pushvalue(L, arg + 1); // ldblib keeps the function even when the mask is empty
    lua_rawset(L, -3);
    lua_pop(L, 1);
    us_set_user_hook_info(L, L1, mask, count);
    us_set_user_hook_left(L, L1, 0);
    us_apply_hook_to(L, L1);
    return 0;
}

static int db_gethook(lua_State *L) {
    int arg;
    lua_State *L1 = get_thread(L, &arg);
    int mask, count;
    check_thread_stack(L, L1, 1);
    us_user_hook_info(L, L1, &mask, &count);
    if (mask == 0) {
        luaL_pushfail(L);
        return 1;
    }
    us_push_hook_table(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    lua_rawget(L, -2);
    lua_remove(L, -2);
    char buf[5];
    int i = 0;
    if (mask & LUA_MASKCALL) buf[i++] = 'c';
    if (mask & LUA_MASKRET) buf[i++] = 'r';
    if (mask & LUA_MASKLINE) buf[i++] = 'l';
    buf[i] = '\0';
    lua_pushstring(L, buf);
    lua_pushinteger(L, count);
    return 3;
}

// debug.setupvalue (ldblib.c's, argument checks in the same order), which also tells a slot
// trampoline whose upvalue it replaced to read its upvalue from now on (US_SHAPE_UPVALUE).
static int db_setupvalue(lua_State *L) {
    luaL_checkany(L, 3);
    int n = (int)luaL_checkinteger(L, 2);
    luaL_checktype(L, 1, LUA_TFUNCTION);
    us_binding *b = us_binding_of_slot_trampoline(L, lua_tocfunction(L, 1));
    const char *name = lua_setupvalue(L, 1, n);
    if (name == NULL) return 0;
    if (b != NULL) b->shape |= US_SHAPE_UPVALUE;
    lua_pushstring(L, name);
    return 1;
}

void us_install_hook_chaining(lua_State *L) {
    if (lua_getglobal(L, "debug") == LUA_TTABLE) {
        lua_pushcfunction(L, db_setupvalue);
        lua_setfield(L, -2, "setupvalue");
        lua_pushcfunction(L, db_sethook);
        lua_setfield(L, -2, "sethook");
        lua_pushcfunction(L, db_gethook);
        lua_setfield(L, -2, "gethook");
    }
    lua_pop(L, 1);
    if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
        lua_pushcfunction(L, us_co_resume);
        lua_setfield(L, -2, "resume");
        lua_pushcfunction(L, us_co_wrap);
        lua_setfield(L, -2, "wrap");
        lua_pushcfunction(L, us_co_close);
        lua_setfield(L, -2, "close");
    }
    lua_pop(L, 1);
}
