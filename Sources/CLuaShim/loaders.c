// Layer 6, values: the package.preload loaders of the embedded standard library, each loading
// its module's precompiled chunk (bytecode.c) or its source.
#define _GNU_SOURCE
#include "shim_values.h"

#include <stdlib.h>
#include <string.h>

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
