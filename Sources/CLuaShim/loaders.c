// Module loaders: a plain module's names installed on first use (LuaBridge's DeferredRegistry),
// and the package.preload loaders of the embedded standard library.
#define _GNU_SOURCE
#include "CLuaShim.h"
#include "shim_internal.h"

#include <stdlib.h>
#include <string.h>

// Upvalue 2 of us_module_miss, when set: the module's loader (us_module_set_loader). True when
// it installed something, after which the key is read again.
int us_load_deferred(lua_State *L) {
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
    if (lua_getfield(L, mt, "__index") != LUA_TFUNCTION || lua_tocfunction(L, -1) != us_module_miss ||
        !lua_getupvalue(L, -1, 1)) {
        lua_settop(L, mt - 1);
        return;
    }
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, us_module_miss, 2);
    lua_setfield(L, mt, "__index");
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, module_pairs, 1);
    lua_setfield(L, mt, "__pairs");
    lua_settop(L, mt - 1);
}

// The host's embedded entry named by upvalue 1, or an error.
static const us_embedded *embedded_entry(lua_State *L) {
    us_host *h = us_host_of(L);
    // An index into the host's sources, bounds-checked (debug.setupvalue may have replaced it).
    int isnum;
    lua_Integer i = lua_tointegerx(L, lua_upvalueindex(1), &isnum);
    if (!isnum || i < 0 || i >= h->nembedded) {
        luaL_error(L, "this module loader's upvalue was replaced (debug.setupvalue); it cannot run");
        return NULL; // not reached: luaL_error does not return
    }
    return &h->embedded[i];
}

static int embedded_chunk(lua_State *L) {
    const us_embedded *e = embedded_entry(L);
    if (us_load_embedded(L, e->source, e->len, e->bytecode64, e->bytecode64_len, e->chunkname) != LUA_OK)
        return lua_error(L);
    return 1;
}

void us_push_embedded_chunk_loader(lua_State *L, int index) {
    lua_pushinteger(L, index);
    lua_pushcclosure(L, embedded_chunk, 1);
}

static int embedded_loader(lua_State *L) {
    embedded_chunk(L);
    const us_embedded *e = embedded_entry(L);
    lua_pushvalue(L, 1);
    lua_pushstring(L, e->chunkname + 1);
    lua_call(L, 2, 1);
    return 1;
}

void us_push_embedded_loader(lua_State *L, const char *source, size_t len, const char *bytecode64,
                             size_t bytecode64_len, const char *chunkname) {
    us_host *h = us_host_of(L);
    if (h->nembedded == h->embedded_capacity) {
        int cap = h->embedded_capacity ? h->embedded_capacity * 2 : 16;
        us_embedded *a = (us_embedded *)realloc(h->embedded, (size_t)cap * sizeof(us_embedded));
        if (a == NULL) {
            lua_pushnil(L);
            return;
        }
        h->embedded = a;
        h->embedded_capacity = cap;
    }
    char *name = strdup(chunkname);
    if (name == NULL) {
        lua_pushnil(L);
        return;
    }
    h->embedded[h->nembedded] = (us_embedded){source, len, bytecode64, bytecode64_len, name};
    lua_pushinteger(L, h->nembedded++);
    lua_pushcclosure(L, embedded_loader, 1);
}
