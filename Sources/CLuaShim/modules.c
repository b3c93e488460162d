// Layer 6, values: plain modules (a module table without properties, as `stage.clock`). Reading
// a key it lacks notes the miss, for the message handler to explain when the nil then fails to
// be called or indexed ("stage.clock has no field 'advanec' (did you mean 'advance'?)", with
// suggest.c's hint), and runs the module's loader first when it has one: names installed on
// first use (LuaBridge's DeferredRegistry).
#define _GNU_SOURCE
#include "shim_values.h"

#include <string.h>

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

// Upvalue 2 of module_miss, when set: the module's loader (us_module_set_loader). True when
// it installed something, after which the key is read again.
static int load_deferred(lua_State *L) {
    if (lua_type(L, lua_upvalueindex(2)) != LUA_TFUNCTION || lua_type(L, 1) != LUA_TTABLE) return 0;
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 2);
    lua_call(L, 1, 1);
    int installed = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (!installed) return 0;
    lua_pushvalue(L, 2);
    if (lua_rawget(L, 1) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    return 0;
}

// __index of a plain module: the key is absent (a raw hit never gets here), so the read is nil
// unless a deferred registry adds it; the miss is noted for the message handler. Upvalue 1 is
// the module's path.
static int module_miss(lua_State *L) {
    if (lua_type(L, 2) != LUA_TSTRING || !lua_checkstack(L, 4)) return 0;
    if (load_deferred(L)) return 1;
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

static int module_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    if (lua_next(L, 1)) return 2;
    lua_pushnil(L);
    return 1;
}

// __pairs of a module with a loader: everything deferred is installed, then the raw pairs.
static int module_pairs(lua_State *L) {
    if (lua_type(L, lua_upvalueindex(1)) == LUA_TFUNCTION) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushnil(L);
        lua_call(L, 1, 0);
    }
    lua_pushcfunction(L, module_next);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

void us_module_set_loader(lua_State *L, int module, int loader) {
    module = lua_absindex(L, module);
    loader = lua_absindex(L, loader);
    if (!lua_getmetatable(L, module)) return;
    int mt = lua_gettop(L);
    if (lua_getfield(L, mt, "__index") != LUA_TFUNCTION || lua_tocfunction(L, -1) != module_miss ||
        !lua_getupvalue(L, -1, 1)) {
        lua_settop(L, mt - 1);
        return;
    }
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, module_miss, 2);
    lua_setfield(L, mt, "__index");
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, module_pairs, 1);
    lua_setfield(L, mt, "__pairs");
    lua_settop(L, mt - 1);
}

void us_setup_plain_module_metatable(lua_State *L, int module, const char *path) {
    module = lua_absindex(L, module);
    if (lua_getmetatable(L, module)) {
        lua_pop(L, 1);
        return;
    }
    lua_createtable(L, 0, 2);
    lua_pushstring(L, path);
    lua_pushcclosure(L, module_miss, 1);
    lua_setfield(L, -2, "__index");
    us_push_protected_marker(L);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, module);
}

// Pushes " (did you mean 'stage.clock.advance'?)" when a table inside the module at `module`
// (path at `path`) holds the key itself: a name typed one level too high (`stage.advance`).
// The first such table by name, so the hint does not follow the table's hash order; raw reads
// only (a deferred loader's read would note a miss of its own). Pushes "" when there is none.
static void push_nested_hint(lua_State *L, int module, int path, int key) {
    const char *best = NULL;
    if (lua_type(L, module) == LUA_TTABLE && lua_checkstack(L, 6)) {
        lua_pushnil(L);
        while (lua_next(L, module)) {
            if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TTABLE) {
                lua_pushvalue(L, key);
                int held = lua_rawget(L, -2) != LUA_TNIL;
                lua_pop(L, 1);
                const char *name = lua_tostring(L, -2);
                if (held && (best == NULL || strcmp(name, best) < 0)) best = name;
            }
            lua_pop(L, 1);
        }
    }
    // `best` points into a key of the module, alive while the module is.
    if (best != NULL)
        lua_pushfstring(L, " (did you mean '%s.%s.%s'?)", lua_tostring(L, path), best, lua_tostring(L, key));
    else
        lua_pushliteral(L, "");
}

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
    if (lua_rawlen(L, -1) == 0) {
        lua_pop(L, 1);
        lua_rawgeti(L, miss, 2);
        push_nested_hint(L, acc + 1, lua_gettop(L), key);
        lua_remove(L, -2);
    }
    lua_rawgeti(L, miss, 2);
    lua_pushfstring(L, "%s has no field '%s'%s", lua_tostring(L, -1), lua_tostring(L, key), lua_tostring(L, -2));
}

// "...: attempt to call a nil value (field 'advanec')" gets "; stage.clock has no field
// 'advanec' (did you mean 'advance'?)" when that nil was the last module miss, read on the
// line that failed. The record is consumed.
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
