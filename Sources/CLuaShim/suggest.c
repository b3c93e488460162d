// Did you mean: the nearest-name hint every unknown-name message carries (the host's one rule,
// NearestName), and the plain modules' misses it explains when the nil read fails ("stage.clock
// has no field 'advanec' (did you mean 'advance'?)").
#define _GNU_SOURCE
#include "CLuaShim.h"
#include "shim_internal.h"

#include <stdlib.h>
#include <string.h>

// Appends the string keys of the table at t to the '\n'-separated list at slot acc.
void us_add_names(lua_State *L, int acc, int t) {
    if (lua_type(L, t) != LUA_TTABLE || !lua_checkstack(L, 6)) return;
    t = lua_absindex(L, t);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) continue;
        lua_pushvalue(L, acc);
        lua_pushliteral(L, "\n");
        lua_pushvalue(L, -3);
        lua_concat(L, 3);
        lua_replace(L, acc);
    }
}

// Pushes " (did you mean 'x'?)" when a name of the list at slot acc is near the string at
// key (the host's one rule, NearestName), else "". A key with an embedded zero gets no hint.
// `path` goes before the name ("settings.animation.present." of an option; "" for a field).
void us_push_hint(lua_State *L, int key, int acc, const char *path) {
    us_host *h = us_host_of(L);
    size_t len = 0;
    const char *k = lua_tolstring(L, key, &len);
    const char *names = lua_tostring(L, acc);
    char *near = NULL;
    if (h->nearest != NULL && k != NULL && strlen(k) == len && names != NULL) {
        h->swift_depth++;
        near = h->nearest(h->owner, k, names);
        h->swift_depth--;
    }
    if (near != NULL) {
        lua_pushfstring(L, " (did you mean '%s%s'?)", path, near);
        free(near);
    } else {
        lua_pushliteral(L, "");
    }
}

// The last read of an unknown key of a plain module: { module, path, key, where } (where is
// "source:line" of the reading function), reused for every miss.
static const char KEY_MISS = 0;

static void push_where(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "Sl", &ar))
        lua_pushfstring(L, "%s:%d", ar.source ? ar.source : "?", ar.currentline);
    else
        lua_pushliteral(L, "?");
}

// __index of a plain module: the key is absent (a raw hit never gets here), so the read is nil
// unless a deferred registry adds it; the miss is noted for the message handler. Upvalue 1 is
// the module's path.
int us_module_miss(lua_State *L) {
    if (lua_type(L, 2) != LUA_TSTRING || !lua_checkstack(L, 4)) return 0;
    if (us_load_deferred(L)) return 1;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 4, 0);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_MISS);
    }
    lua_pushvalue(L, 1);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_rawseti(L, -2, 2);
    lua_pushvalue(L, 2);
    lua_rawseti(L, -2, 3);
    push_where(L, 1);
    lua_rawseti(L, -2, 4);
    lua_pushnil(L);
    return 1;
}

void us_setup_plain_module_metatable(lua_State *L, int module, const char *path) {
    module = lua_absindex(L, module);
    if (lua_getmetatable(L, module)) {
        lua_pop(L, 1);
        return;
    }
    lua_createtable(L, 0, 2);
    lua_pushstring(L, path);
    lua_pushcclosure(L, us_module_miss, 1);
    lua_setfield(L, -2, "__index");
    us_push_protected_marker(L);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, module);
}

// "...: attempt to call a nil value (field 'advanec')" gets "; stage.clock has no field
// 'advanec' (did you mean 'advance'?)" when that nil was the last module miss, read on the
// line that failed. The record is consumed.
// Pushes "stage.clock has no field 'advanec' (did you mean 'advance'?)" for the miss table at
// `miss` (its key at `key`) and forgets the miss, so it explains one thing once.
static void push_miss_text(lua_State *L, int miss, int key) {
    lua_pushnil(L);
    lua_rawseti(L, miss, 3);
    lua_pushliteral(L, "");
    int acc = lua_gettop(L);
    lua_rawgeti(L, miss, 1);
    us_add_names(L, acc, -1);
    us_push_hint(L, key, acc, "");
    lua_rawgeti(L, miss, 2);
    lua_pushfstring(L, "%s has no field '%s'%s", lua_tostring(L, -1), lua_tostring(L, key), lua_tostring(L, -2));
}

void us_explain_error(lua_State *L, int level) {
    const char *msg = lua_tostring(L, -1);
    if (msg == NULL || lua_type(L, -1) != LUA_TSTRING || !lua_checkstack(L, 8)) return;
    int base = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE || lua_rawgeti(L, -1, 3) != LUA_TSTRING) {
        lua_settop(L, base);
        return;
    }
    int miss = base + 1, key = base + 2;
    const char *k = lua_tostring(L, key);
    const char *needle = lua_pushfstring(L, "value (field '%s')", k);
    const char *needle2 = lua_pushfstring(L, "value (method '%s')", k);
    lua_rawgeti(L, miss, 4);
    push_where(L, level);
    int same_line = lua_rawequal(L, -1, -2);
    if (!same_line || (strstr(msg, needle) == NULL && strstr(msg, needle2) == NULL)) {
        lua_settop(L, base);
        return;
    }
    push_miss_text(L, miss, key);
    lua_pushfstring(L, "%s; %s", msg, lua_tostring(L, -1));
    lua_replace(L, base);
    lua_settop(L, base);
}

// The miss of a module read noted since the last call, as "stage has no field 'actionControler'
// (did you mean 'actionController'?)" on top (returns 1), forgotten; 0 and nothing pushed when
// there is none. The REPL shows it under a nil result (`stage.actionControler` at the prompt).
int us_take_miss(lua_State *L) {
    if (!lua_checkstack(L, 8)) return 0;
    int base = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE || lua_rawgeti(L, -1, 3) != LUA_TSTRING) {
        lua_settop(L, base);
        return 0;
    }
    push_miss_text(L, base + 1, base + 2);
    lua_replace(L, base + 1);
    lua_settop(L, base + 1);
    return 1;
}
