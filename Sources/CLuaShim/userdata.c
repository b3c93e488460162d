// Layer 6, values: host objects as userdata: one cached block per Swift object (identity
// survives round trips), type checks by the block's own type word, the metamethods of types and
// modules (__index, __newindex, __gc, __eq), and the release queue __gc fills for Swift to drain
// at a safe point.
#define _GNU_SOURCE
#include "shim_values.h"

#include <stdlib.h>

void us_free_queue(void **queue) { free(queue); }

void **us_take_releases(us_host *h, size_t *count) {
    void **q = h->release_queue;
    *count = h->release_count;
    h->release_queue = NULL;
    h->release_count = 0;
    h->release_capacity = 0;
    return q;
}

static void queue_release(us_host *h, void *object) {
    if (h->release_count == h->release_capacity) {
        size_t cap = h->release_capacity ? h->release_capacity * 2 : 64;
        void **q = (void **)realloc(h->release_queue, cap * sizeof(void *));
        if (q == NULL) return; // leak rather than crash
        h->release_queue = q;
        h->release_capacity = cap;
    }
    h->release_queue[h->release_count++] = object;
}

static const char KEY_CACHE = 0; // object pointer -> its live userdata (weak values)
static const char KEY_TYPES = 0; // metatable address (light userdata) -> true, for each host type

static int us_is_host_type(lua_State *L, const void *mt) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TYPES) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    int known = lua_rawgetp(L, -1, mt) != LUA_TNIL;
    lua_pop(L, 2);
    return known;
}

us_object *us_object_at(lua_State *L, int idx, const void *metatable) {
    us_object *o = (us_object *)lua_touserdata(L, idx);
    // lua_touserdata also returns light userdata; only a full userdata has a length.
    if (o == NULL || lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(us_object))
        return NULL;
    if (metatable != NULL) return o->type == metatable ? o : NULL;
    // Any host type: its metatable is registered under the type's key; the block names it.
    return o->type != NULL && us_is_host_type(L, o->type) ? o : NULL;
}

// The name a message gives the type of the value at idx (luaL_typeerror's rule). May push.
// A value that only wears a host type's metatable (debug.setmetatable) is named by its real type.
const char *us_got_name(lua_State *L, int idx) {
    if (luaL_getmetafield(L, idx, "__name") == LUA_TSTRING) {
        int forged = 0;
        if (lua_getmetatable(L, idx)) {
            forged = us_is_host_type(L, lua_topointer(L, -1)) && us_object_at(L, idx, NULL) == NULL;
            lua_pop(L, 1);
        }
        if (!forged) return lua_tostring(L, -1);
    }
    if (lua_type(L, idx) == LUA_TLIGHTUSERDATA) return "light userdata";
    return luaL_typename(L, idx);
}

int us_push_cached_object(lua_State *L, void *object, const void *type_key) {
    us_push_weak_registry_table(L, &KEY_CACHE, "v");
    if (lua_rawgetp(L, -1, object) == LUA_TUSERDATA) {
        lua_remove(L, -2);
        return 0;
    }
    lua_pop(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, type_key) != LUA_TTABLE) {
        lua_pop(L, 2);
        return -1;
    }
    us_object *o = (us_object *)lua_newuserdatauv(L, sizeof(us_object), 0);
    o->object = object;
    o->type = lua_topointer(L, -2);
    lua_pushvalue(L, -2);
    lua_setmetatable(L, -2);
    lua_remove(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, -3, object);
    lua_remove(L, -2);
    return 1;
}

// Upvalues of __index/__newindex: methods, getters, setters (tables), the type or module name,
// and the self witness: the metatable's address (light userdata) for a type, the module table
// for a module. debug.setupvalue can replace any of them, so each is checked before use.
enum { UV_METHODS = 1, UV_GETTERS, UV_SETTERS, UV_NAME, UV_SELF };

static const char *uv_name(lua_State *L) {
    const char *n = lua_tostring(L, lua_upvalueindex(UV_NAME));
    return n ? n : "?";
}

// Checks self (index 1) against the witness; raises Lua's bad-self error when it does not match.
// The hot path of every method call (obj:m() looks m up here): three API reads. A type's
// witness is a light userdata (a table's address, never a block's, so a witness replaced by a
// full userdata matches no object); a module's is its table (lua_touserdata gives NULL).
static inline void check_self(lua_State *L, const char *metamethod) {
    int w = lua_upvalueindex(UV_SELF);
    const void *witness = lua_touserdata(L, w);
    int ok;
    if (witness != NULL) {
        // The length first: a light userdata (length 0) or a smaller block is never read.
        us_object *o = (us_object *)lua_touserdata(L, 1);
        ok = o != NULL && lua_rawlen(L, 1) == sizeof(us_object) && o->type == witness;
    } else {
        ok = lua_rawequal(L, 1, w);
    }
    if (!ok) {
        const char *got = us_got_name(L, 1);
        luaL_error(L, "calling '%s' on bad self (%s expected, got %s)", metamethod, uv_name(L), got);
    }
}

// Raw lookup of the key at index 2 in upvalue table `uv`; pushes nil if the upvalue is no table.
static int uv_rawget(lua_State *L, int uv) {
    if (lua_type(L, lua_upvalueindex(uv)) != LUA_TTABLE) {
        lua_pushnil(L);
        return LUA_TNIL;
    }
    lua_pushvalue(L, 2);
    return lua_rawget(L, lua_upvalueindex(uv));
}

// Raises "<name> has no field 'key'", with the nearest declared name when one is near: the
// names of the upvalue tables in `uvs` and, for a module, its own keys.
static int no_field_error(lua_State *L, const char *tname, const int *uvs, int nuvs) {
    lua_settop(L, 2);
    lua_pushliteral(L, "");
    int acc = lua_gettop(L);
    for (int i = 0; i < nuvs; i++) us_add_names(L, acc, lua_upvalueindex(uvs[i]));
    if (lua_touserdata(L, lua_upvalueindex(UV_SELF)) == NULL) us_add_names(L, acc, 1);
    us_push_hint(L, 2, acc, "");
    return luaL_error(L, "%s has no field '%s'%s", tname, lua_tostring(L, 2), lua_tostring(L, -1));
}

// __index: methods first (the hot path of obj:method()), then property getters.
static int us_index(lua_State *L) {
    check_self(L, "__index");
    if (uv_rawget(L, UV_METHODS) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    if (uv_rawget(L, UV_GETTERS) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        us_host_of(L)->via_property = 1;
        lua_call(L, 1, 1);
        return 1;
    }
    const char *tname = uv_name(L);
    if (lua_type(L, 2) == LUA_TSTRING) {
        static const int readable[] = { UV_METHODS, UV_GETTERS };
        return no_field_error(L, tname, readable, 2);
    }
    return luaL_error(L, "%s has no field of type %s", tname, luaL_typename(L, 2));
}

static int us_newindex(lua_State *L) {
    check_self(L, "__newindex");
    if (uv_rawget(L, UV_SETTERS) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 3);
        us_host_of(L)->via_property = 2;
        lua_call(L, 2, 0);
        return 0;
    }
    const char *tname = uv_name(L);
    if (lua_type(L, 2) != LUA_TSTRING)
        return luaL_error(L, "%s has no field of type %s", tname, luaL_typename(L, 2));
    const char *key = lua_tostring(L, 2);
    int getter = uv_rawget(L, UV_GETTERS) != LUA_TNIL;
    int method = uv_rawget(L, UV_METHODS) != LUA_TNIL;
    if (getter) return luaL_error(L, "field '%s' of %s is read-only", key, tname);
    if (method) return luaL_error(L, "cannot assign to method '%s' of %s", key, tname);
    static const int writable[] = { UV_SETTERS, UV_GETTERS };
    return no_field_error(L, tname, writable, 2);
}

// __gc: queues the release of the Swift object. Lua calls it only on unreachable userdata, but
// Lua code with the debug library can call it on anything: a value that is no host block of this
// type is left alone, and so is a live one (the weak cache still maps its object to it; Lua
// clears weak values of objects before finalizing them). Calling it twice is harmless (the block
// forgets the object).
static int us_gc(lua_State *L) {
    int w = lua_upvalueindex(1);
    us_object *o = lua_type(L, w) == LUA_TLIGHTUSERDATA ? us_object_at(L, 1, lua_touserdata(L, w)) : NULL;
    if (o == NULL || o->object == NULL) return 0;
    us_host *h = us_host_of(L);
    // A closed adopted state's placeholder holds no queue (its Swift side is gone): leave it.
    if (us_is_closed_host(h)) {
        o->object = NULL;
        return 0;
    }
    if (!h->closing) {
        int live = 0;
        if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_CACHE) == LUA_TTABLE) {
            lua_rawgetp(L, -1, o->object);
            live = lua_rawequal(L, -1, 1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        // An adopted state's owner closes it unannounced (the host learns of it last, adopt.c):
        // lua_close finalizes every object, reachable or not, from no Lua frame at all, whereas
        // a __gc called by hand has its caller below it.
        lua_Debug caller;
        if (live && !(h->adopted && !lua_getstack(L, 1, &caller))) return 0;
    }
    queue_release(h, o->object);
    o->object = NULL;
    return 0;
}

// __eq: two host objects are equal when they hold the same Swift object.
static int us_eq(lua_State *L) {
    us_object *a = us_object_at(L, 1, NULL);
    us_object *b = us_object_at(L, 2, NULL);
    lua_pushboolean(L, a != NULL && b != NULL && a->object != NULL && a->object == b->object);
    return 1;
}

static void push_accessors(lua_State *L, int mt, int methods, int getters, int setters, const char *name,
                           int self_witness) {
    for (int i = 0; i < 2; i++) {
        lua_pushvalue(L, methods);
        lua_pushvalue(L, getters);
        lua_pushvalue(L, setters);
        lua_pushstring(L, name);
        lua_pushvalue(L, self_witness);
        lua_pushcclosure(L, i == 0 ? us_index : us_newindex, 5);
        lua_setfield(L, mt, i == 0 ? "__index" : "__newindex");
    }
}

void us_setup_metatable(lua_State *L, int mt, int methods, int getters, int setters, const char *type_name) {
    mt = lua_absindex(L, mt);
    methods = lua_absindex(L, methods);
    getters = lua_absindex(L, getters);
    setters = lua_absindex(L, setters);
    const void *id = lua_topointer(L, mt);
    // Known host types, for us_object_at(L, i, NULL) (__eq across types).
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TYPES) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_TYPES);
    }
    lua_pushboolean(L, 1);
    lua_rawsetp(L, -2, id);
    lua_pop(L, 1);
    lua_pushstring(L, type_name);
    lua_setfield(L, mt, "__name");
    lua_pushlightuserdata(L, (void *)id);
    push_accessors(L, mt, methods, getters, setters, type_name, lua_gettop(L));
    lua_pushcclosure(L, us_gc, 1);
    lua_setfield(L, mt, "__gc");
    lua_pushcfunction(L, us_eq);
    lua_setfield(L, mt, "__eq");
    // getmetatable(obj) from Lua sees the methods table, not the machinery.
    lua_pushvalue(L, methods);
    lua_setfield(L, mt, "__metatable");
}

void us_push_protected_marker(lua_State *L) { lua_pushboolean(L, 0); }

void us_setup_module_metatable(lua_State *L, int mt, int module, int getters, int setters, const char *path) {
    mt = lua_absindex(L, mt);
    module = lua_absindex(L, module);
    getters = lua_absindex(L, getters);
    setters = lua_absindex(L, setters);
    lua_newtable(L); // a module has no methods
    push_accessors(L, mt, lua_gettop(L), getters, setters, path, module);
    lua_pop(L, 1);
    us_push_protected_marker(L);
    lua_setfield(L, mt, "__metatable");
}
