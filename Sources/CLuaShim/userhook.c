// Layer 3, hook: the script's debug hook under the shared one. debug.sethook (dblib.c) records
// the function where ldblib keeps it (registry._HOOKKEY[thread]) and its mask and count beside
// it; the shared hook (hook.c) reads them to set the real hook and calls the function as
// ldblib's hookf does.
#define _GNU_SOURCE
#include "shim_hook.h"

// Registry keys (their addresses; unique, never dereferenced).
static const char KEY_USERHOOKINFO = 0; // thread -> mask | count << 8 (weak keys)
static const char KEY_USERHOOKLEFT = 0; // thread -> instructions left before the user's count hook

// Private: thread -> mask | count << 8 of the user's hook (weak keys). The function itself lives
// where ldblib keeps it (registry._HOOKKEY), so scripts and tests that look there see it.
static void push_userhookinfo(lua_State *L) { us_push_weak_registry_table(L, &KEY_USERHOOKINFO, "k"); }

// ldblib's hook table: registry._HOOKKEY maps each thread to its hook function, with weak keys
// (the table is its own metatable), created on first use exactly as ldblib's sethook does.
void us_push_hook_table(lua_State *L) {
    if (!luaL_getsubtable(L, LUA_REGISTRYINDEX, HOOKKEY)) {
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_pushvalue(L, -1);
        lua_setmetatable(L, -2);
    }
}

// The user's hook settings for thread L1 (mask and count as given to debug.sethook).
void us_user_hook_info(lua_State *L, lua_State *L1, int *mask, int *count) {
    *mask = 0;
    *count = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKINFO) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        if (lua_rawget(L, -2) == LUA_TNUMBER) {
            lua_Integer v = lua_tointeger(L, -1);
            *mask = (int)(v & 0xff);
            *count = (int)(v >> 8);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

// Records them (mask 0: none).
void us_set_user_hook_info(lua_State *L, lua_State *L1, int mask, int count) {
    push_userhookinfo(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    if (mask == 0) lua_pushnil(L);
    else lua_pushinteger(L, (lua_Integer)mask | ((lua_Integer)count << 8));
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// Instructions left before the user's count hook of L1 is due, when the limits run the count
// hook more often than the user asked (0 when none is recorded).
lua_Integer us_user_hook_left(lua_State *L, lua_State *L1) {
    lua_Integer left = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKLEFT) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        if (lua_rawget(L, -2) == LUA_TNUMBER) left = lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return left;
}

void us_set_user_hook_left(lua_State *L, lua_State *L1, lua_Integer left) {
    us_push_weak_registry_table(L, &KEY_USERHOOKLEFT, "k");
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    if (left > 0) lua_pushinteger(L, left);
    else lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// Forgets the user's hook settings for L1 (the function stays in _HOOKKEY, as after lua.c's lstop).
void us_clear_user_hook_info(lua_State *L, lua_State *L1) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKINFO) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        lua_pushnil(L);
        lua_rawset(L, -3);
    }
    lua_pop(L, 1);
}

// ldblib's hookf: calls _HOOKKEY[L] with the event name and the current line.
void us_call_user_hook(lua_State *L, lua_Debug *ar) {
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

int us_adopt_user_hook(lua_State *L, lua_State *L1) {
    if (lua_gethook(L1) == NULL) return 1;
    int mask = lua_gethookmask(L1), count = lua_gethookcount(L1);
    // ldblib's hookf finds its function in registry._HOOKKEY[thread]; a C hook has none there.
    int found = 0;
    if (lua_getfield(L, LUA_REGISTRYINDEX, HOOKKEY) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        found = lua_rawget(L, -2) == LUA_TFUNCTION;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    if (!found) return 0;
    push_userhookinfo(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    lua_pushinteger(L, (lua_Integer)mask | ((lua_Integer)count << 8));
    lua_rawset(L, -3);
    lua_pop(L, 1);
    return 1;
}
